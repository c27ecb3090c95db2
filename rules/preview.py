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
from rules import combat, limits
from rules.encounter import Encounter
from rules.errors import RulesError
from rules.movement import Mover
from rules.packs import CoverResult, FlankResult

OVERRIDE = "override"  # the Director places a token anywhere, no rules asked

# Why a drop is refused, as codes the window words in the user's language.
REASON_CODES = ("outside", "object", "wall", "occupied", "no-path", "no-path-shift", "step", "no-zone",
                "zone-unreachable", "mode", "rules", "cannot-move", "same-space", "no-line-of-effect")
NO_WAYPOINTS = (OVERRIDE, "teleport", "step")  # modes whose route the Director cannot choose


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
    waypoints: tuple[Cell, ...] = ()  # squares the Director fixed the route through, in order
    line: tuple[tuple[float, float], tuple[float, float]] | None = None  # teleport: its line of effect

    @property
    def step_costs(self) -> tuple[float, ...]:
        """What each step of the path costs on its own (the running totals, differenced)."""
        return tuple(b - a for a, b in zip((0.0,) + self.costs, self.costs, strict=False))

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
        self._cache: dict[tuple[Cell, str, tuple[Cell, ...]], Preview] = {}
        self.last: Preview | None = None
        # Waypoints (issue 15): each fixes the route so far; (square, the route's cells up to it).
        self._waypoints: list[tuple[Cell, tuple[Cell, ...]]] = []

    @property
    def waypoints(self) -> tuple[Cell, ...]:
        return tuple(w for w, _ in self._waypoints)

    def add_waypoint(self, p: Preview | None = None) -> bool:
        """Fix the route of `p` (default: the last preview) so far: the next previews continue from
        its end. Only a legal walked route that goes somewhere new can be fixed."""
        p = p if p is not None else self.last
        if p is None or not p.legal or p.mode in NO_WAYPOINTS or not self.pack.grid or not p.cells:
            return False
        if self._waypoints and p.target == self._waypoints[-1][0]:
            return False
        self._waypoints.append((p.target, p.cells))
        return True

    def drop_waypoint(self) -> bool:
        """Backspace: forget the last waypoint."""
        if not self._waypoints:
            return False
        self._waypoints.pop()
        return True

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
        key = (target, mode, self.waypoints if mode not in NO_WAYPOINTS else ())
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
        if self.speed <= 0 and self.creature.speed > 0 and target != self.start:
            # grabbed, restrained, unconscious...: cannot move
            return self._base(target, mode, legal=False, reason="its conditions leave it no speed", code="cannot-move")
        if mode == "teleport":
            return self._teleport(mover, target)
        if self._waypoints and mode not in NO_WAYPOINTS:
            return self._via_waypoints(mover, target, mode)
        if target == self.start:
            return self._base(target, mode, legal=True)
        end = mover.can_end(target)
        if not end.value:
            return self._base(target, mode, legal=False, reason=end.reason, blockers=end.blockers,
                              code=getattr(end, "code", "") or ("occupied" if end.blockers else ""))
        path = mover.path_to(target, budget=self._budget(target))
        if path is None:
            return self._base(target, mode, legal=False, reason=_no_path_reason(mode),
                              code={"shift": "no-path-shift", "step": "step"}.get(mode, "no-path"))
        cells = tuple(s.to for s in path.steps)
        return self._base(target, mode, legal=True, cells=cells, costs=tuple(s.total for s in path.steps),
                          cost=path.cost, attackers=self._attackers(cells, mode),
                          squeezed=tuple(s.squeezed for s in path.steps))

    def _attackers(self, cells: tuple[Cell, ...], mode: str) -> tuple[str, ...]:
        spaces = [Space(self.start, self.side)] + [Space(c, self.side) for c in cells]
        try:
            return tuple(combat.opportunity_attacks(self.enc, self.creature, spaces, mode))
        except RulesError:
            return ()

    def _via_waypoints(self, mover: Mover, target: Cell, mode: str) -> Preview:
        """The cheapest leg from the last waypoint, after the fixed route; the whole route is then
        checked as one move (`Mover.check`), so cost, diagonals and strikes are the whole route's."""
        wps = self.waypoints
        last, fixed = self._waypoints[-1]
        end = mover.can_end(target)
        if not end.value:
            return self._base(target, mode, legal=False, reason=end.reason, blockers=end.blockers,
                              code=end.code or ("occupied" if end.blockers else ""), waypoints=wps)
        chk0 = mover.check(list(fixed))
        diagonals = sum(1 for s in chk0.steps if s.diagonal)
        d = max(abs(target.x - last.x), abs(target.y - last.y))
        leg = mover.search.path_to(last, target, parity=diagonals % 2,
                                   budget=min(max(3 * self.creature.speed, 3 * d + 6), limits.MAX_SEARCH_BUDGET))
        if leg is None:
            return self._base(target, mode, legal=False, reason=_no_path_reason(mode),
                              code={"shift": "no-path-shift"}.get(mode, "no-path"), waypoints=wps)
        cells = fixed + tuple(s.to for s in leg.steps)
        chk = mover.check(list(cells))
        if not chk.legal:
            return self._base(target, mode, legal=False, reason=chk.reason, code=chk.code or "no-path",
                              waypoints=wps)
        return self._base(target, mode, legal=True, cells=cells, costs=tuple(s.total for s in chk.steps),
                          cost=chk.cost, attackers=self._attackers(cells, mode),
                          squeezed=tuple(s.squeezed for s in chk.steps), waypoints=wps)

    def _teleport(self, mover: Mover, target: Cell) -> Preview:
        """Draw Steel teleport: no path, the line of effect it relies on, the distance as its cost."""
        if target == self.start:
            return self._base(target, "teleport", legal=True)
        tp = mover.teleport(target)
        ln = tp.line.line if tp.line is not None and tp.line.line is not None else None
        line = (tuple(ln.start), tuple(ln.end)) if ln is not None else None
        if not tp.legal:
            if tp.code == "no-line-of-effect":  # the centre-to-centre line it lacks, for the window to show blocked
                line = (Space(self.start, self.side).centre, Space(target, self.side).centre)
            return self._base(target, "teleport", legal=False, reason=tp.reason, code=tp.code,
                              blockers=tp.blockers, line=line)
        return self._base(target, "teleport", legal=True, cells=(target,), costs=(float(tp.cost),),
                          cost=float(tp.cost), line=line)

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
