"""The Draw Steel forced-movement drag, free of Qt: the Director picked a source, push / pull /
slide and a distance, and drags the target; each pointer square gives a `ForcedPreview`, which is
`rules.forced.forced_move` on the path the drag draws (so the window says what `damier check` says).
"""

from __future__ import annotations

from dataclasses import dataclass

from geometry import Cell

from .encounter import Encounter
from .errors import RulesError
from .forced import KINDS, ForcedResult, forced_distance, forced_move

# Why a forced movement is refused, as codes the window words in the user's language.
FORCED_CODES = ("not-draw-steel", "same-creature", "outside", "push", "pull", "rules")


@dataclass(frozen=True)
class ForcedPreview:
    source: str
    target: str
    start: Cell  # the target's top-left cell before it moves
    kind: str  # push, pull, slide
    distance: int  # as the Director typed it
    melee_weapon: bool
    squares: int  # after "grand contre petit" and stability: what the target may be moved
    stability: int
    path: tuple[Cell, ...]  # the squares asked for (top-left cells), start excluded
    legal: bool
    result: ForcedResult | None = None
    reason: str = ""  # English detail from the rules
    code: str = ""  # see FORCED_CODES

    @property
    def changes(self) -> bool:
        """Something would happen on release: the target moves, takes damage, or breaks an object."""
        r = self.result
        return self.legal and r is not None and (r.end != self.start or bool(r.damage) or bool(r.destroyed))


class ForcedSession:
    """One forced-movement drag of `target_id` by `source_id`."""

    def __init__(self, enc: Encounter, source_id: str, target_id: str, kind: str, distance: int,
                 melee_weapon: bool = False):
        if kind not in KINDS:
            raise RulesError(f"kind {kind!r} is not push, pull or slide")
        self.enc = enc
        self.source = enc.creature(source_id)
        self.target = enc.creature(target_id)
        self.kind, self.distance, self.melee_weapon = kind, int(distance), bool(melee_weapon)
        self.start = self.target.at
        pack = enc.pack
        self.squares = forced_distance(pack, self.source, self.target, self.distance, self.melee_weapon) \
            if pack.has_forced_movement else 0
        self.crooked = bool(pack.variant.get("crooked_forced_movement", False))
        self._cache: dict[Cell, ForcedPreview] = {}

    def path_toward(self, cell: Cell) -> tuple[Cell, ...]:
        """The squares the drag asks for when the pointer's top-left cell is `cell`: a push or a pull
        goes in a straight line (one of eight directions, the nearest to the pointer's), a slide (or a
        crooked push or pull, by variant) steps toward the pointer; never more squares than it may go."""
        dx, dy = cell.x - self.start.x, cell.y - self.start.y
        m = max(abs(dx), abs(dy))
        if m == 0 or self.squares == 0:
            return ()
        n = min(m, self.squares)
        if self.kind != "slide" and not self.crooked:
            d = (round(dx / m), round(dy / m))
            return tuple(self.start.offset(d[0] * i, d[1] * i) for i in range(1, n + 1))
        out, here = [], self.start
        for _ in range(n):
            ddx, ddy = cell.x - here.x, cell.y - here.y
            here = here.offset((ddx > 0) - (ddx < 0), (ddy > 0) - (ddy < 0))
            out.append(here)
        return tuple(out)

    def preview(self, cell: Cell) -> ForcedPreview:
        got = self._cache.get(cell)
        if got is None:
            got = self._cache[cell] = self._compute(self.path_toward(cell))
        return got

    def _compute(self, path: tuple[Cell, ...]) -> ForcedPreview:
        base = dict(source=self.source.id, target=self.target.id, start=self.start, kind=self.kind, distance=self.distance,
                    melee_weapon=self.melee_weapon, squares=self.squares, stability=max(0, self.target.stability),
                    path=path)
        if not self.enc.pack.has_forced_movement:
            return ForcedPreview(legal=False, code="not-draw-steel",
                                             reason="forced movement is a Draw Steel rule", **base)
        if self.source.id == self.target.id:
            return ForcedPreview(legal=False, code="same-creature",
                                             reason="a creature does not force itself", **base)
        try:
            result = forced_move(self.enc, self.source.id, self.target.id, self.kind, self.distance, list(path),
                                 self.melee_weapon)
        except RulesError as e:
            text = str(e)
            code = ("outside" if "leaves the map" in text else "push" if "farther" in text
                    else "pull" if "closer" in text else "rules")
            return ForcedPreview(legal=False, reason=text, code=code, **base)
        return ForcedPreview(legal=True, result=result, **base)



def players_may_see(fp: ForcedPreview, penc) -> bool:
    """May the players' screen show this preview? Only if nothing in it depends on what they cannot
    see: both creatures and every creature it hurts shown, every square it asks for or reaches out
    of the fog, and no hidden terrain there (`penc`: rules.players.PlayerEncounter)."""
    ids = {fp.source, fp.target} | (set(fp.result.damage) if fp.result is not None else set())
    if not all(penc.has_creature(cid) for cid in ids):
        return False
    src = penc.source
    side = src.pack.side(src.creature(fp.target))
    cells = set(fp.path) | ({e.at for e in fp.result.events} if fp.result is not None else set())
    for c in cells:
        for sq in (Cell(c.x + i, c.y + j) for j in range(side) for i in range(side)):
            t = src.board.terrain_at(sq)
            if not penc.cell_visible(sq) or (t is not None and t.hidden):
                return False
    return True
