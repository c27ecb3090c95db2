"""Movement under a rule pack: step costs, where a creature may end, paths, reach, checked moves.

The geometry layer says which steps walls and objects allow; this module adds
what creatures and the system say, and keeps the "why" (each step's cost and
the reason a move or a destination is refused) for the preview.
"""

from __future__ import annotations

from dataclasses import dataclass

from geometry import Cell, Space, TerrainKind
from geometry.movement import MovementSearch, Path, Step, step_graph
from geometry.sight import LineOfEffect, line_of_effect, line_of_effect_many

from . import limits
from .creature import Creature
from .encounter import Encounter
from .errors import RulesError

_ROUGH = (TerrainKind.DIFFICULT, TerrainKind.GREATER_DIFFICULT, TerrainKind.HAZARDOUS)


@dataclass(frozen=True)
class EndCheck:
    value: bool
    reason: str = ""  # English, for the oracle; the GUI words it from `code`
    blockers: tuple[str, ...] = ()  # creature ids in the way
    code: str = ""  # "outside", "object", "wall", "occupied"


@dataclass(frozen=True)
class MoveCheck:
    legal: bool
    cost: float
    within_speed: bool
    reason: str = ""
    steps: tuple[Step, ...] = ()
    hazards: tuple[Cell, ...] = ()
    code: str = ""  # why it is refused, for the GUI to word: see TeleportCheck and EndCheck codes, "step"
    teleport: TeleportCheck | None = None  # mode `teleport`: the check that decided it


@dataclass(frozen=True)
class TeleportCheck:
    """Draw Steel "Téléportation" (§5 `mode`): legality, why not, its cost (the distance) and the
    line of effect it relies on (the window draws that line instead of a path)."""

    legal: bool
    cost: int
    reason: str = ""
    code: str = ""  # "same-space", "outside", "object", "wall", "occupied", "no-line-of-effect"
    blockers: tuple[str, ...] = ()  # creatures standing in the destination
    line: LineOfEffect | None = None  # from its space to the destination space


class Mover:
    """One creature about to move in an encounter: its costs, its searches. Build one per drag
    (or per question); it caches what it learns about the board for that creature."""

    def __init__(self, enc: Encounter, creature: Creature | str, mode: str = "move"):
        pack = enc.pack
        pack.require_grid("movement on squares")
        self.enc, self.pack = enc, pack
        # Effective conditions and speed: slowed, grabbed, unconscious at 0 hit points... (rules.conditions)
        self.creature = enc.effective(enc.creature(creature) if isinstance(creature, str) else creature)
        pack.check_mode(mode)
        self.mode = mode
        self.side = pack.side(self.creature)
        self.board = enc.board
        self.others = enc.others(self.creature)
        self._other_spaces = [(o, pack.space(o)) for o in self.others]
        # Per-cell facts for this mover, so a step costs a few set lookups: cells it may not
        # enter (a creature it may not pass), and the extra cost of entering each cell, where
        # difficult ground and a creature's space count once.
        self._impassable: set[tuple[int, int]] = set()
        cell_extra: dict[tuple[int, int], int] = {}
        for c, t in self.board.terrain.items():
            if (e := pack.ground_extra(t.kind)):
                cell_extra[(c.x, c.y)] = e
        self._terrain_extra = dict(cell_extra)
        for o, sp in self._other_spaces:
            passable = pack.may_pass(self.creature, o)
            difficult = pack.creature_is_difficult(self.creature, o)
            for c in sp.cells():
                xy = (c.x, c.y)
                if not passable:
                    self._impassable.add(xy)
                elif difficult and cell_extra.get(xy, 0) < 1:
                    cell_extra[xy] = 1
        self._cell_extra = cell_extra
        self._rough = {(c.x, c.y) for c, t in self.board.terrain.items() if t.kind in _ROUGH}
        if mode == "shift":
            # "un espace occupé par un ennemi est un terrain difficile": a shift neither passes
            # through an enemy nor starts inside one (§5 `mode`).
            for o, sp in self._other_spaces:
                if pack.creature_is_difficult(self.creature, o):
                    self._rough.update((c.x, c.y) for c in sp.cells())
        self._tight: dict[tuple[int, int], bool] = {}
        self._crawl = pack.crawl_extra if self.creature.has("prone") else 0
        squeeze = None
        if pack.squeezing and self.side > 1:
            squeeze = step_graph(self.board, self.side - 1, pack.corner_cutting)
        coster = self._extra_squeezing if squeeze is not None else self._extra
        self.search = MovementSearch(step_graph(self.board, self.side, pack.corner_cutting), coster,
                                     alternating_diagonals=pack.alternating_diagonals, squeeze_graph=squeeze)

    # ---- costs --------------------------------------------------------------
    def _cells(self, xy, side):
        x, y = xy
        return [(x + i, y + j) for j in range(side) for i in range(side)]

    def tight(self, xy: tuple[int, int]) -> bool:
        """5e "Se faufiler": is the creature squeezed when it stands at `xy`, that is, does its full
        space not fit there (grid edge, objects, a movement-blocking wall through it)? Squeezing is a
        matter of the place, so a step's cost knows which space the creature leaves."""
        if self.search.squeeze_graph is None:
            return False
        got = self._tight.get(xy)
        if got is None:
            full = Space(Cell(*xy), self.side)
            got = self._tight[xy] = not self.board.fits(full) or self.board.wall_inside(full)
        return got

    def _extra(self, frm, to, diagonal, squeezed):
        side = self.side
        if side == 1:
            if self.mode == "shift" and (frm in self._rough or to in self._rough):
                return None
            if to in self._impassable:
                return None
            return self._cell_extra.get(to, 0) + self._crawl
        cells = self._cells(to, side)
        if not self._impassable.isdisjoint(cells):
            return None
        old = set(self._cells(frm, side))
        if self.mode == "shift" and not self._rough.isdisjoint(old.union(cells)):
            return None
        extra = self._cell_extra
        return max((extra.get(c, 0) for c in cells if c not in old), default=0) + self._crawl

    def _extra_squeezing(self, frm, to, diagonal=False, squeezed=False):
        """A creature that can squeeze: +1 for a step into a tight place, where terrain and creatures
        apply to the smaller space; stepping out, the newly entered cells are those of the full space
        outside the smaller space it left (§4 "Squeezing")."""
        tight_to = self.tight(to)
        cells = self._cells(to, self.side - 1 if tight_to else self.side)
        if not self._impassable.isdisjoint(cells):
            return None
        old = set(self._cells(frm, self.side - 1 if self.tight(frm) else self.side))
        if self.mode == "shift" and not self._rough.isdisjoint(old.union(cells)):
            return None
        extra = self._cell_extra
        return (max((extra.get(c, 0) for c in cells if c not in old), default=0) + self._crawl
                + (1 if tight_to else 0))

    # ---- where it may stand -------------------------------------------------
    def can_end(self, at: Cell, *, walls: bool = True) -> EndCheck:
        """May its space stand at `at`? (`walls=False` skips the wall-through-the-space test, which
        only a squeezing creature's search can fail: every other step into such a space is illegal.)"""
        space = Space(at, self.side)
        if not self.board.grid.contains(space):
            return EndCheck(False, "outside the map", code="outside")
        if self.board.objects_in(space):
            return EndCheck(False, "an object is there", code="object")
        if walls and self.board.wall_inside(space):
            return EndCheck(False, "a wall runs through that space", code="wall")
        blockers = tuple(o.id for o, sp in self._other_spaces
                         if sp.overlaps(space) and not self.pack.may_end_with(self.creature, o))
        if blockers:
            return EndCheck(False, f"occupied by {', '.join(blockers)}", blockers, "occupied")
        return EndCheck(True)

    # ---- searches -----------------------------------------------------------
    def path_to(self, to: Cell, *, diagonals_before: int = 0, budget: float | None = None) -> Path | None:
        if not self.can_end(to).value:
            return None
        if self.mode == "step" and not self._step_mode_ok(to):
            return None  # a Step cannot enter difficult terrain
        if self.mode == "teleport":
            if to == self.creature.at:
                return Path(to, ())
            tp = self.teleport(to)
            return Path(self.creature.at, (Step(to, tp.cost, False, False, tp.cost),)) if tp.legal else None
        # bounded by the limits, never by a number from a file: a far target on a large map is "no path"
        budget = limits.MAX_SEARCH_BUDGET if budget is None else min(budget, limits.MAX_SEARCH_BUDGET)
        path = self.search.path_to(self.creature.at, to, parity=diagonals_before % 2, budget=budget)
        if path is not None and self.mode == "step" and len(path.steps) > 1:
            return None
        if path is not None and self.search.squeeze_graph is not None:
            path = Path(path.start, tuple(Step(s.to, s.cost, s.diagonal, self.tight((s.to.x, s.to.y)), s.total)
                                          for s in path.steps))
        return path

    # ---- teleport -----------------------------------------------------------
    def teleport(self, to: Cell) -> TeleportCheck:
        """Draw Steel "Téléportation" (§5 `mode`): « ne peut pas se téléporter vers et depuis le même
        espace », the space must fit, « ne peut pas être occupé par une autre créature » whatever the
        sizes, and « doit avoir une ligne d'effet vers son espace de destination ». Walls, terrain and
        creatures in between play no part; the cost is the distance between the two spaces."""
        here = Space(self.creature.at, self.side)
        there = Space(to, self.side)
        cost = self.pack.distance(here, there)
        if to == self.creature.at:
            return TeleportCheck(False, cost, "a teleport cannot end where it starts", "same-space")
        end = self.can_end(to)
        if not end.value and end.code != "occupied":
            return TeleportCheck(False, cost, end.reason, end.code)
        blockers = tuple(o.id for o, sp in self._other_spaces if sp.overlaps(there))
        if blockers:
            return TeleportCheck(False, cost, f"occupied by {', '.join(blockers)}", "occupied", blockers)
        loe = line_of_effect(self.board, here, there)
        if not loe.value:
            return TeleportCheck(False, cost, "no line of effect to that space", "no-line-of-effect", line=loe)
        return TeleportCheck(True, cost, line=loe)

    def _teleport_reach(self, budget: float) -> dict[Cell, float]:
        here = Space(self.creature.at, self.side)
        r = int(budget)
        cells = [Cell(x, y) for y in range(self.creature.at.y - r, self.creature.at.y + r + 1)
                 for x in range(self.creature.at.x - r, self.creature.at.x + r + 1)]
        fit = [c for c in cells if c != self.creature.at and self.can_end(c).value
               and not any(sp.overlaps(Space(c, self.side)) for _o, sp in self._other_spaces)]
        seen = line_of_effect_many(self.board, [(here, Space(c, self.side)) for c in fit])
        out = {c: self.pack.distance(here, Space(c, self.side)) for c, loe in zip(fit, seen, strict=True)
               if loe.value}
        return {c: v for c, v in out.items() if v <= budget}

    def reachable(self, budget: float | None = None, *, diagonals_before: int = 0) -> dict[Cell, float]:
        """Cells where it may end a movement of cost <= budget (default: its speed), with their cost."""
        # bounded by the limits, never by a number from a file (speed 10^9 would search the whole map)
        budget = min(self.creature.speed if budget is None else budget, limits.MAX_SEARCH_BUDGET)
        if self.mode == "teleport":
            out = self._teleport_reach(budget)
            out[self.creature.at] = 0
            return out
        costs = self.search.costs_within(self.creature.at, budget, parity=diagonals_before % 2)
        if self.mode == "step":
            costs = {c: v for c, v in costs.items()
                     if max(abs(c.x - self.creature.at.x), abs(c.y - self.creature.at.y)) <= 1
                     and self._step_mode_ok(c)}
        walls = self.search.squeeze_graph is not None
        out = {c: v for c, v in costs.items() if c == self.creature.at or self.can_end(c, walls=walls).value}
        out.setdefault(self.creature.at, 0)
        return out

    def _step_mode_ok(self, to: Cell) -> bool:
        space = Space(to, self.side)
        return not any((c.x, c.y) in self._terrain_extra for c in space.cells()) or to == self.creature.at

    def check(self, path: list[Cell], *, diagonals_before: int = 0) -> MoveCheck:
        """§5 `move`: every step legal and the end a place it may end; cost of the legal part."""
        here = (self.creature.at.x, self.creature.at.y)
        parity = diagonals_before % 2
        total = 0.0
        steps: list[Step] = []
        hazards: list[Cell] = []

        def result(legal, reason="", code=""):
            ok = legal and total <= self.creature.speed
            return MoveCheck(legal, total, ok, reason, tuple(steps), tuple(hazards), code)

        if self.mode == "teleport":
            tp = self.teleport(path[-1] if path else self.creature.at)
            return MoveCheck(tp.legal, tp.cost if tp.legal else 0, tp.legal and tp.cost <= self.creature.speed,
                             tp.reason, (Step(path[-1], tp.cost, False, False, tp.cost),) if tp.legal else (),
                             (), tp.code, tp)
        if self.mode == "step" and len(path) > 1:
            return result(False, "a Step is one square", "step")
        for cell in path:
            nxt = (cell.x, cell.y)
            dx, dy = nxt[0] - here[0], nxt[1] - here[1]
            if max(abs(dx), abs(dy)) != 1:
                return result(False, f"{cell} is not one step from {Cell(*here)}", "no-path")
            edge = next(((d, sq) for to, d, sq in self.search.neighbours(here) if to == nxt), None)
            if edge is None:
                why = "a wall or an object is in the way" if self.board.fits(Space(cell, self.side)) \
                    else ("an object is there" if self.board.grid.contains(Space(cell, self.side))
                          else "outside the map")
                if dx and dy and self.board.fits(Space(cell, self.side)):
                    why = "cannot cut the corner" if not self.pack.corner_cutting else why
                return result(False, f"step to {cell}: {why}", "no-path")
            diag, squeezed = edge
            if self.mode == "step" and not self._step_mode_ok(cell):
                return result(False, "a Step cannot enter difficult terrain", "step")
            r = self.search.step_cost(here, nxt, diag, squeezed, parity)
            if r is None:
                if self.mode == "shift":
                    return result(False, f"step to {cell}: a shift cannot enter or leave difficult terrain "
                                         "(an enemy's space is difficult terrain)", "no-path-shift")
                return result(False, f"step to {cell}: a creature's space cannot be passed", "occupied")
            cost, parity = r
            total += cost
            squeezed = self.tight(nxt)
            steps.append(Step(cell, cost, diag, squeezed, total))
            side = self.side - 1 if squeezed else self.side
            hazards += [c for c in Space(cell, side).cells()
                        if (t := self.board.terrain_at(c)) and t.kind is TerrainKind.HAZARDOUS
                        and c not in hazards]
            here = nxt
        end = self.can_end(Cell(*here))
        if not end.value:
            return result(False, f"cannot end at {Cell(*here)}: {end.reason}", end.code)
        return result(True)


def resolve_cells(values, place: str) -> list[Cell]:
    try:
        return [Cell.parse(v) for v in values]
    except (ValueError, TypeError) as e:
        raise RulesError(f"{place}: {e}") from None
