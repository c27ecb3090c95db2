"""Drag state and preview computation, free of Qt: plain values in, plain values out.

A `DragSession` lives from mouse press to mouse release. It builds one rules
`Mover` per movement mode the drag uses (not one per mouse move) and remembers
the preview of every cell it has already answered, so moving back and forth
over the same squares costs nothing. The scene turns a `Preview` into pixels.

`sight_info` answers the hover question ("can my selected token see / hit /
flank that one?") with the lines that decided it, for the overlay to draw;
`targets_from` answers it for every other creature at once, for the token marks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from geometry import Cell, Space
from geometry.sight import FlankTest, LineOfEffect
from rules import combat
from rules.encounter import Encounter
from rules.errors import RulesError
from rules.movement import Mover
from rules.packs import CoverResult, FlankResult

OVERRIDE = "override"  # the Director places a token anywhere, no rules asked

# Why a drop is refused, as codes the window words in the user's language.
REASON_CODES = ("outside", "object", "wall", "occupied", "no-path", "no-path-shift", "step", "no-zone",
                "zone-unreachable", "mode", "rules", "cannot-move")


@dataclass(frozen=True)
class Preview:
    """What the Director sees while a token is dragged over `target`."""

    creature_id: str
    start: Cell
    target: Cell
    side: int
    mode: str  # a pack mode, or OVERRIDE
    legal: bool
    reason: str = ""  # why the drop would be refused (English, from the rules: a detail, never shown alone)
    code: str = ""  # the same as a word the GUI translates: see REASON_CODES
    cells: tuple[Cell, ...] = ()  # successive top-left cells, start excluded
    costs: tuple[float, ...] = ()  # running total after each step
    cost: float = 0.0
    speed: int = 0
    attackers: tuple[str, ...] = ()  # free strikes / opportunity attacks the move provokes
    blockers: tuple[str, ...] = ()  # creatures standing where it would end
    zones: tuple[str, ...] = ()  # zones game: the route, first zone to last
    squeezed: tuple[bool, ...] = ()

    @property
    def over_speed(self) -> tuple[Cell, ...]:
        """Cells of the path reached only past the creature's speed."""
        return tuple(c for c, t in zip(self.cells, self.costs, strict=True) if t > self.speed)

    @property
    def within_speed(self) -> bool:
        return self.legal and self.cost <= self.speed

    @property
    def cost_label(self) -> str:
        """'4 / 5': cost against speed; empty for an override."""
        if self.mode == OVERRIDE:
            return ""
        return f"{_num(self.cost)} / {self.speed}"

    @property
    def moves(self) -> bool:
        return self.legal and self.target != self.start


def _num(v: float):
    return int(v) if float(v).is_integer() else round(v, 1)


class DragSession:
    """One drag of one creature. Call `preview(cell, mode)` on each mouse move."""

    def __init__(self, enc: Encounter, creature_id: str):
        self.enc = enc
        self.creature = enc.creature(creature_id)
        self.pack = enc.pack
        self.side = self.pack.side(self.creature)
        self.start = self.creature.at
        # the speed its conditions leave it (slowed 2, restrained 0...): issue 13
        effective = getattr(enc, "effective", None)
        self.speed = effective(self.creature).speed if effective is not None else self.creature.speed
        self._movers: dict[str, Mover] = {}
        self._cache: dict[tuple[Cell, str], Preview] = {}
        self.last: Preview | None = None

    def modes(self) -> tuple[str, ...]:
        return self.pack.modes

    def _mover(self, mode: str) -> Mover:
        m = self._movers.get(mode)
        if m is None:
            m = self._movers[mode] = Mover(self.enc, self.creature, mode)
        return m

    def top_left_for(self, x: float, y: float, grab: tuple[float, float] = (0.5, 0.5)) -> Cell:
        """The top-left cell when the pointer is at board point (x, y) and the token was grabbed
        at `grab` (squares from its top-left corner): a large token stays under the hand."""
        gx, gy = grab
        return Cell(int(_floor(x - gx + 0.5)), int(_floor(y - gy + 0.5)))

    def preview(self, target: Cell, mode: str = "move") -> Preview:
        key = (target, mode)
        got = self._cache.get(key)
        if got is None:
            try:
                got = self._compute(target, mode)
            except RulesError as e:  # worded by the window: a generic sentence and this detail
                got = self._base(target, mode, legal=False, reason=str(e), code="rules")
            self._cache[key] = got
        self.last = got
        return got

    # ---- computing ---------------------------------------------------------------
    def _base(self, target: Cell, mode: str, **kw) -> Preview:
        return Preview(self.creature.id, self.start, target, self.side, mode, speed=self.speed, **kw)

    def _compute(self, target: Cell, mode: str) -> Preview:
        if mode == OVERRIDE:
            return self._override(target)
        if not self.pack.grid:
            return self._zones(target)
        try:
            mover = self._mover(mode)
        except RulesError as e:
            return self._base(target, mode, legal=False, reason=str(e), code="mode")
        if target == self.start:
            return self._base(target, mode, legal=True)
        if self.speed <= 0 and self.creature.speed > 0:  # grabbed, restrained, unconscious...: cannot move
            return self._base(target, mode, legal=False, reason="its conditions leave it no speed", code="cannot-move")
        end = mover.can_end(target)
        if not end.value:
            return self._base(target, mode, legal=False, reason=end.reason, blockers=end.blockers,
                              code=getattr(end, "code", "") or ("occupied" if end.blockers else ""))
        path = mover.path_to(target, budget=self._budget(target))
        if path is None:
            return self._base(target, mode, legal=False, reason=_no_path_reason(mode),
                              code={"shift": "no-path-shift", "step": "step"}.get(mode, "no-path"))
        cells = tuple(s.to for s in path.steps)
        spaces = [Space(self.start, self.side)] + [Space(c, self.side) for c in cells]
        try:
            attackers = tuple(combat.opportunity_attacks(self.enc, self.creature, spaces, mode))
        except RulesError:
            attackers = ()
        return self._base(target, mode, legal=True, cells=cells, costs=tuple(s.total for s in path.steps),
                          cost=path.cost, attackers=attackers, squeezed=tuple(s.squeezed for s in path.steps))

    def _budget(self, target: Cell) -> float:
        """Bound the search: past a generous detour the Director is not asking for a walk."""
        d = max(abs(target.x - self.start.x), abs(target.y - self.start.y))
        return max(3 * self.creature.speed, 3 * d + 6)

    def _override(self, target: Cell) -> Preview:
        space = Space(target, self.side)
        if not self.enc.board.grid.contains(space):
            return self._base(target, OVERRIDE, legal=False, reason="outside the map", code="outside")
        return self._base(target, OVERRIDE, legal=True, cells=(target,) if target != self.start else (),
                          costs=(0.0,) if target != self.start else ())

    def _zones(self, target: Cell) -> Preview:
        space = Space(target, self.side)
        if not self.enc.board.grid.contains(space):
            return self._base(target, "move", legal=False, reason="outside the map", code="outside")
        zmap = self.enc.zone_map
        here = zmap.zone_at(Space(self.start, self.side).centre)
        there = zmap.zone_at(space.centre)
        if not self.enc.zones:
            return self._base(target, "move", legal=True, cells=(target,), costs=(0.0,))
        if there is None:
            return self._base(target, "move", legal=False, reason="outside every zone", code="no-zone")
        if here is None:
            return self._base(target, "move", legal=True, cells=(target,), costs=(0.0,), zones=(there,))
        route = zmap.route(here, there)
        if route is None:
            return self._base(target, "move", legal=False, reason=f"no way from {here} to {there}",
                              zones=(here, there), code="zone-unreachable")
        hops = float(len(route) - 1)
        return self._base(target, "move", legal=True, cells=(target,) if target != self.start else (),
                          costs=(hops,) if target != self.start else (), cost=hops, zones=tuple(route))


def _floor(v: float) -> int:
    i = int(v)
    return i - 1 if v < i else i


def _no_path_reason(mode: str) -> str:
    if mode == "shift":
        return "no path: a shift cannot enter or leave difficult terrain"
    if mode == "step":
        return "a Step is one square, not into difficult terrain"
    return "no path: walls, objects or creatures are in the way"


# ---- hover: line of effect, cover, flanking --------------------------------------------

@dataclass(frozen=True)
class SightInfo:
    attacker: str
    target: str
    distance: int | None
    line_of_effect: LineOfEffect | None
    cover: CoverResult | None
    flanking: FlankResult | None
    flank_tests: tuple[tuple[str, FlankTest], ...] = field(default=())

    @property
    def flanking_allies(self) -> tuple[str, ...]:
        return self.flanking.allies if self.flanking else ()


def sight_info(enc: Encounter, attacker_id: str, target_id: str) -> SightInfo | None:
    """The "why" between two creatures; None in the zones game (no lines there)."""
    if not enc.pack.grid or attacker_id == target_id:
        return None
    if not (enc.has_creature(attacker_id) and enc.has_creature(target_id)):
        return None
    loe = combat.sight(enc, attacker_id, target_id)
    try:
        cov = combat.cover(enc, attacker_id, target_id)
    except RulesError:
        cov = None
    try:
        flank = combat.flanking(enc, attacker_id, target_id)
    except RulesError:
        flank = None
    tests = tuple(t for t in (flank.tests if flank else ()) if t[1].value)
    return SightInfo(attacker_id, target_id, combat.distance(enc, attacker_id, target_id), loe, cov, flank, tests)


@dataclass(frozen=True)
class TargetView:
    """What a selected creature has on one other: line of effect, and the system's cover value
    when the other has some (None: in the open)."""

    line_of_effect: bool
    cover: str | None


def targets_from(enc: Encounter, attacker_id: str) -> dict[str, TargetView]:
    """Every other creature as seen from the selected one, in one pass (the rules' tables);
    {} in the zones game (no lines there)."""
    if not enc.pack.grid or not enc.has_creature(attacker_id):
        return {}
    sights = combat.sight_table(enc, attackers=[attacker_id])
    try:
        covers = combat.cover_table(enc, attackers=[attacker_id])
    except RulesError:
        covers = {}
    out = {}
    for (a, t), loe in sights.items():
        if a == attacker_id:
            cov = covers.get((a, t))
            out[t] = TargetView(loe.value, cov.value if loe.value and cov and cov.value != "none" else None)
    return out


def term(enc: Encounter, key: str, lang: str, fallback: str) -> str:
    """The rule system's own word (French or English) for a concept, e.g. 'free strike'."""
    words = enc.pack.terms.get(key, {})
    return words.get(lang) or words.get("en") or fallback
