"""Draw Steel forced movement: push, pull, slide; slams into creatures, objects and walls."""

from __future__ import annotations

from dataclasses import dataclass, field

from geometry import Cell, Material, Space

from .encounter import Encounter
from .errors import RulesError
from .packs.draw_steel import DrawSteel

# "Objets": squares of forced movement an object costs to break through, and the damage taken.
BREAK_COST = {Material.GLASS: 1, Material.WOOD: 3, Material.STONE: 6, Material.METAL: 9}
BREAK_DAMAGE = {Material.GLASS: 3, Material.WOOD: 5, Material.STONE: 8, Material.METAL: 11}
KINDS = ("push", "pull", "slide")


@dataclass(frozen=True)
class ForcedEvent:
    """One thing that happened on the way: the UI lists them."""

    kind: str  # "move", "creature", "break", "object", "wall"
    at: Cell
    detail: str = ""
    damage: int = 0
    remaining: int = 0  # squares of forced movement left after it (the step-by-step preview shows it)


@dataclass(frozen=True)
class ForcedResult:
    end: Cell
    moved: int
    distance: int  # squares after size bonus and stability
    damage: dict[str, int] = field(default_factory=dict)
    destroyed: tuple[Cell, ...] = ()
    events: tuple[ForcedEvent, ...] = ()


def forced_distance(pack: DrawSteel, source, target, distance: int, melee_weapon: bool) -> int:
    bonus = 1 if melee_weapon and pack.step(source) > pack.step(target) else 0  # "grand contre petit"
    return max(0, distance + bonus - target.stability)


def validate_path(enc: Encounter, source, target, kind: str, path: list[Cell]) -> None:
    pack = enc.pack
    if kind not in KINDS:
        raise RulesError(f"kind {kind!r} is not push, pull or slide")
    src = enc.space(source)
    here = enc.space(target)
    crooked = bool(pack.variant.get("crooked_forced_movement", False))
    direction = None
    for i, cell in enumerate(path):
        nxt = here.moved_to(cell)
        d = (nxt.x - here.x, nxt.y - here.y)
        if max(abs(d[0]), abs(d[1])) != 1:
            raise RulesError(f"path[{i}] {cell} is not one square from {here.at}")
        if not enc.board.grid.contains(nxt):
            raise RulesError(f"path[{i}] {cell} leaves the map")
        if kind == "push" and not pack.distance(src, nxt) > pack.distance(src, here):
            raise RulesError(f"path[{i}] {cell}: each square of a push must take it farther from {source.id}")
        if kind == "pull" and not pack.distance(src, nxt) < pack.distance(src, here):
            raise RulesError(f"path[{i}] {cell}: each square of a pull must bring it closer to {source.id}")
        if kind != "slide" and not crooked:
            if direction is not None and d != direction:
                raise RulesError(f"path[{i}] {cell}: a {kind} goes in a straight line")
            direction = d
        here = nxt


def forced_move(enc: Encounter, source_id: str, target_id: str, kind: str, distance: int,
                path: list[Cell], melee_weapon: bool = False) -> ForcedResult:
    pack = enc.pack
    if not isinstance(pack, DrawSteel):
        raise RulesError(f"forced movement is a Draw Steel rule, not a {pack.id} one")
    source, target = enc.creature(source_id), enc.creature(target_id)
    if not isinstance(distance, int) or isinstance(distance, bool) or distance < 0:
        raise RulesError(f"distance {distance!r} is not a whole number of squares")
    validate_path(enc, source, target, kind, path)
    board = enc.board
    r = forced_distance(pack, source, target, distance, melee_weapon)
    total = r
    here = enc.space(target)
    others = [(o, enc.space(o)) for o in enc.creatures if o.id != target.id]
    damage: dict[str, int] = {}
    destroyed: list[Cell] = []
    events: list[ForcedEvent] = []
    moved = 0

    def hurt(cid, n):
        if n:
            damage[cid] = damage.get(cid, 0) + n

    def is_object(c: Cell) -> bool:
        return board.is_object(c) and c not in destroyed

    def wall_between(a: Space, b: Space) -> bool:
        """A movement-blocking wall in the way of the step (for a diagonal, on either route:
        the corner the step would have to cut)."""
        dx, dy = b.x - a.x, b.y - a.y
        bh, bv = board._blocked_steps(a.side)

        def orth(s: Space, ddx, ddy):
            if ddx:
                return bool(bh[s.y, min(s.x, s.x + ddx)])
            return bool(bv[min(s.y, s.y + ddy), s.x])

        if dx == 0 or dy == 0:
            return orth(a, dx, dy)
        return (orth(a, dx, 0) or orth(a.shifted(dx, 0), 0, dy)
                or orth(a, 0, dy) or orth(a.shifted(0, dy), dx, 0))

    for cell in path:
        if r <= 0:
            break
        nxt = here.moved_to(cell)
        hit = [o for o, sp in others if sp.overlaps(nxt)]
        if hit:
            hurt(target.id, r)
            for o in hit:
                hurt(o.id, r)
            events.append(ForcedEvent("creature", cell, ", ".join(o.id for o in hit), r, 0))
            r = 0
            break
        if wall_between(here, nxt):
            hurt(target.id, 2 + r)
            events.append(ForcedEvent("wall", cell, "", 2 + r, 0))
            r = 0
            break
        # Objects in the next space, and at the corner a diagonal step would cut.
        cells = set(nxt.cells()) - set(here.cells())
        if cell.x != here.x and cell.y != here.y:
            cells |= set(here.shifted(cell.x - here.x, 0).cells()) | set(here.shifted(0, cell.y - here.y).cells())
            cells -= set(here.cells())
        in_way = sorted((c for c in cells if is_object(c)), key=lambda c: (c.y, c.x))
        stopped = False
        for c in in_way:
            mat = board.terrain_at(c).material or Material.STONE
            if r >= BREAK_COST[mat]:
                r -= BREAK_COST[mat]
                hurt(target.id, BREAK_DAMAGE[mat])
                destroyed.append(c)
                events.append(ForcedEvent("break", c, mat.value, BREAK_DAMAGE[mat], r))
            else:
                hurt(target.id, 2 + r)
                events.append(ForcedEvent("object", c, mat.value, 2 + r, 0))
                r, stopped = 0, True
                break
        if stopped or r <= 0:
            break
        here = nxt
        moved += 1
        r -= 1
        events.append(ForcedEvent("move", cell, remaining=r))
    return ForcedResult(here.at, moved, total, damage, tuple(destroyed), tuple(events))
