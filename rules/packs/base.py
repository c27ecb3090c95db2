"""What a rule pack answers. Packs receive geometry results; they never subclass the board."""

from __future__ import annotations

from dataclasses import dataclass, field

from geometry import Space, TerrainKind
from geometry.sight import FlankTest, Line

from ..creature import Creature
from ..errors import RulesError


@dataclass(frozen=True)
class SizeInfo:
    text: str
    side: int
    step: int


@dataclass(frozen=True)
class CoverResult:
    value: str
    lines: tuple[Line, ...] = ()  # the lines that decided it
    blocked_count: int | None = None
    blockers: tuple[str, ...] = ()  # creature ids or "wall"/"object" that the deciding line met


@dataclass(frozen=True)
class FlankResult:
    value: bool
    allies: tuple[str, ...] = ()
    tests: tuple[tuple[str, FlankTest], ...] = field(default=())  # (ally id, its segment test)
    reason: str = ""


class RulePack:
    id: str = ""
    title: dict[str, str] = {}  # per language
    sizes: dict[str, SizeInfo] = {}
    default_size: str = "medium"
    default_speed: int = 5
    modes: tuple[str, ...] = ("move",)
    grid: bool = True  # False for zone-only play
    squeezing: bool = False
    has_forced_movement: bool = False
    # The system's own words, French first: the UI shows them.
    terms: dict[str, dict[str, str]] = {}

    def __init__(self, variant: dict | None = None):
        self.variant = dict(variant or {})

    # ---- sizes ------------------------------------------------------------
    def size(self, text: str) -> SizeInfo:
        try:
            return self.sizes[text]
        except (KeyError, TypeError):
            raise RulesError(f"{text!r} is not a size in {self.id}") from None

    def side(self, c: Creature) -> int:
        return self.size(c.size).side

    def step(self, c: Creature) -> int:
        return self.size(c.size).step

    def space(self, c: Creature) -> Space:
        return Space(c.at, self.side(c))

    def size_for_step(self, step: int, side: int | None = None) -> str:
        """Closest size of this system for a size of another (switching rulesets): the same number of
        squares first (a 2x2 Draw Steel "2" is a 5e large, not a huge), then the nearest size step."""
        best = min(self.sizes.values(),
                   key=lambda s: (side is not None and s.side != side, abs(s.step - step), s.step))
        return best.text

    # ---- movement ---------------------------------------------------------
    @property
    def corner_cutting(self) -> bool:
        return bool(self.variant.get("corner_cutting", True))

    @property
    def alternating_diagonals(self) -> bool:
        return self.variant.get("diagonals") == "alternating"

    def ground_extra(self, kind: TerrainKind) -> int:
        return 1 if kind in (TerrainKind.DIFFICULT, TerrainKind.GREATER_DIFFICULT) else 0

    def may_pass(self, mover: Creature, other: Creature) -> bool:
        raise NotImplementedError

    def creature_is_difficult(self, mover: Creature, other: Creature) -> bool:
        return False

    def may_end_with(self, mover: Creature, other: Creature) -> bool:
        return False

    crawl_extra = 1

    def check_mode(self, mode: str) -> None:
        if mode not in self.modes:
            raise RulesError(f"{self.id} has no movement mode {mode!r} (it has {', '.join(self.modes)})")

    # ---- distance ---------------------------------------------------------
    def distance(self, a: Space, b: Space) -> int:
        return a.chebyshev(b)

    def within_reach(self, a: Space, b: Space, reach: int) -> bool:
        return self.distance(a, b) <= reach

    def adjacent(self, a: Space, b: Space) -> bool:
        return self.distance(a, b) <= 1

    # ---- combat questions (filled by each pack) ---------------------------
    def can_take_triggered_actions(self, c: Creature) -> bool:
        return not c.has("unconscious")

    def provokes(self, mover: Creature, enemy: Creature, before: Space, after: Space, mode: str,
                 enemy_space: Space) -> bool:
        raise NotImplementedError

    # ---- cover and flanking: each pack answers its own (a new system is one new file) ----------
    no_line_cover: str = "blocked"  # the cover value when there is no line of effect
    has_high_ground: bool = False

    def cover(self, enc, a: Creature, t: Creature, sa: Space, st: Space) -> CoverResult:
        """Cover of `t` against `a`, given that there is line of effect between their spaces."""
        raise RulesError(f"{self.id} has no cover rule")

    def cover_many(self, enc, pairs: list[tuple[Creature, Creature]], spaces: dict[str, Space]
                   ) -> dict[tuple[str, str], CoverResult]:
        """Cover for many (attacker, target) pairs that have line of effect; packs that can cast all
        their lines in one pass override this."""
        return {(a.id, t.id): self.cover(enc, a, t, spaces[a.id], spaces[t.id]) for a, t in pairs}

    def no_flanking(self) -> str:
        """Why this system has no flanking at all ("" when it has)."""
        return ""

    def can_flank(self, enc, c: Creature, sc: Space, t: Creature, st: Space) -> bool:
        """May `c`, an enemy of `t`, take part in flanking it? (the geometric test comes after)"""
        return self.adjacent(sc, st)

    def require_grid(self, what: str) -> None:
        if not self.grid:
            raise RulesError(f"{what} has no meaning in {self.id}: movement is from zone to zone")
