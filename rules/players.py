"""What the players may know: a redacted, read-only view of the Director's `Encounter`.

`PlayerEncounter` answers the same questions a `BattleScene` asks (creatures, board, zones,
pack...) but hidden tokens, tokens wholly under fog, hidden terrain (traps), terrain under fog,
walls and zones lying in fog, and every Director note are simply absent from it. It listens to
the real encounter and re-emits the same fine-grained events (a token walking out of the fog is
`creature_added`, a token being hidden is `creature_removed`), so a scene built on it can never
create an item for a secret. `redact_preview` and `redact_sight` do the same for the drag preview
and the "why" the Director pushes (names of hidden creatures never show).

This is a rules question (what a player's character may know), so it lives here, without Qt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import shapely

from geometry import Board, Cell, Space, Wall
from rules.encounter import Encounter, add_events
from rules.errors import RulesError
from rules.preview import Preview, SightInfo


def row_runs(cells) -> Iterator[tuple[int, int, int]]:
    """The squares as runs of neighbours along each row: (y, first x, last x + 1), so that a
    fogged area is a few rectangles rather than one per square."""
    rows: dict[int, list[int]] = {}
    for c in cells:
        rows.setdefault(c.y, []).append(c.x)
    for y, xs in rows.items():
        xs.sort()
        start = prev = xs[0]
        for x in xs[1:] + [None]:
            if x is not None and x == prev + 1:
                prev = x
                continue
            yield y, start, prev + 1
            if x is not None:
                start = prev = x


# ---- the redacted model ------------------------------------------------------------------


def revealed_region(width: int, height: int, fog: frozenset[Cell]):
    """The board minus the fogged squares, as a shapely geometry (closed: its border counts)."""
    board = shapely.box(0, 0, width, height)
    if not fog:
        return board
    # one box per run of a row, not per square: far fewer boxes to union on a big map
    boxes = [shapely.box(x0, y, x1, y + 1) for y, x0, x1 in row_runs(fog)]
    return board.difference(shapely.unary_union(boxes))


def clip_walls(walls, region) -> tuple[Wall, ...]:
    """Each wall cut to the part that touches the revealed region; walls wholly in fog vanish."""
    out: list[Wall] = []
    if not walls:
        return ()
    lines = [shapely.LineString(w.points) for w in walls]
    parts = shapely.intersection(lines, region)
    for w, line, part in zip(walls, lines, parts, strict=True):
        if part.is_empty:
            continue
        if part.equals(line):
            out.append(w)
            continue
        geoms = getattr(part, "geoms", [part])
        for g in geoms:
            if isinstance(g, shapely.LineString) and g.length > 1e-9:
                out.append(Wall(tuple((round(x, 6), round(y, 6)) for x, y in g.coords), w.blocks, w.door,
                                w.material))
    return tuple(out)


class PlayerEncounter:
    """Read-only, redacted encounter for the players' screen. Call `detach()` when done."""

    def __init__(self, encounter: Encounter):
        self.source = encounter
        add_events(self)
        self._shown: set[str] = set()
        self._region = None
        self._board: Board | None = None
        self._zones: tuple = ()
        self._recompute_region()
        self._shown = {c.id for c in encounter.creatures if self._visible(c)}
        self._board = self._redact_board()
        self._zones = self._redact_zones()
        self._subs = [
            (encounter.creature_added, self._on_added),
            (encounter.creature_changed, self._on_changed),
            (encounter.creature_removed, self._on_removed),
            (encounter.board_changed, self._on_board),
            (encounter.zones_changed, self._on_zones),
            (encounter.ruleset_changed, self._on_ruleset),
            (encounter.fog_changed, self._on_fog),
            (encounter.map_image_changed, self.map_image_changed.emit),
        ]
        for sig, slot in self._subs:
            sig.connect(slot)

    def detach(self) -> None:
        for sig, slot in self._subs:
            sig.disconnect(slot)
        self._subs = []

    # ---- visibility rules ------------------------------------------------------------------
    @property
    def fog(self) -> frozenset[Cell]:
        return self.source.fog

    def _recompute_region(self) -> None:
        b = self.source.board
        self._region = revealed_region(b.width, b.height, self.source.fog)

    def cell_visible(self, cell: Cell) -> bool:
        return cell not in self.source.fog

    def space_visible(self, space: Space) -> bool:
        """A token shows if any square of its space is revealed (the fog hides the rest of it)."""
        fog = self.source.fog
        return not fog or any(c not in fog for c in space.cells())

    def _visible(self, c) -> bool:
        if c.hidden:
            return False
        try:
            space = self.source.space(c)
        except Exception:  # a size the pack does not know: do not show what cannot be placed
            return False
        return self.space_visible(space)

    def _redact_board(self) -> Board:
        b = self.source.board
        fog = self.source.fog
        terrain, noted = {}, False
        for c, t in b.terrain.items():
            if not t.hidden and c not in fog:
                # a hazard's damage text is the Director's note, like the notes of a creature
                noted |= bool(t.damage)
                terrain[c] = dataclasses.replace(t, damage="") if t.damage else t
        walls = clip_walls(b.walls, self._region) if fog else b.walls
        if len(terrain) == len(b.terrain) and walls is b.walls and not noted:
            return b
        return Board(b.grid, walls, terrain)

    def _redact_zones(self) -> tuple:
        if not self.source.fog:
            return self.source.zones
        out = []
        for z in self.source.zones:
            if z.shape.intersection(self._region).area > 1e-9:
                out.append(z)
        return tuple(out)

    # ---- the read API the scene uses -------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._board

    @property
    def pack(self):
        return self.source.pack

    @property
    def ruleset(self) -> str:
        return self.source.ruleset

    @property
    def variant(self) -> dict:
        return self.source.variant

    @property
    def zones(self) -> tuple:
        return self._zones

    @property
    def zone_links(self):
        return self.source.zone_links

    @property
    def zone_cuts(self):
        return self.source.zone_cuts

    @property
    def zone_map(self):
        return self.source.zone_map

    @property
    def map_image(self):
        return self.source.map_image

    @property
    def images(self) -> dict:
        return getattr(self.source, "images", {})

    @property
    def title(self) -> str:
        return self.source.title

    @property
    def notes(self) -> str:
        return ""  # the Director's notes never reach the players

    @property
    def creatures(self) -> list:
        return [self._redact(c) for c in self.source.creatures if c.id in self._shown]

    def creature(self, cid: str):
        if cid not in self._shown:
            raise RulesError(f"no creature {cid!r}")
        return self._redact(self.source.creature(cid))

    def has_creature(self, cid: str) -> bool:
        return cid in self._shown

    def space(self, c) -> Space:
        if isinstance(c, str):
            c = self.creature(c)
        return self.source.pack.space(c)

    @staticmethod
    def _redact(c):
        return c.changed(notes="") if c.notes else c

    # ---- following the real encounter ------------------------------------------------------
    def _on_added(self, cid: str) -> None:
        if self._visible(self.source.creature(cid)):
            self._shown.add(cid)
            self.creature_added.emit(cid)

    def _on_changed(self, cid: str) -> None:
        now = self._visible(self.source.creature(cid))
        was = cid in self._shown
        if now and was:
            self.creature_changed.emit(cid)
        elif now:
            self._shown.add(cid)
            self.creature_added.emit(cid)
        elif was:
            self._shown.discard(cid)
            self.creature_removed.emit(cid)

    def _on_removed(self, cid: str) -> None:
        if cid in self._shown:
            self._shown.discard(cid)
            self.creature_removed.emit(cid)

    def _sync_creatures(self) -> None:
        for c in self.source.creatures:
            if (c.id in self._shown) != self._visible(c):
                self._on_changed(c.id)
        for cid in list(self._shown):
            if not self.source.has_creature(cid):
                self._on_removed(cid)

    def _on_board(self) -> None:
        self._recompute_region()
        self._board = self._redact_board()
        self.board_changed.emit()
        self._sync_zones()

    def _sync_zones(self) -> None:
        zones = self._redact_zones()
        if zones != self._zones:
            self._zones = zones
            self.zones_changed.emit()

    def _on_zones(self) -> None:
        self._zones = self._redact_zones()
        self.zones_changed.emit()

    def _on_ruleset(self) -> None:
        # sizes may change with the system: drop first whatever is no longer visible
        for cid in list(self._shown):
            if not self.source.has_creature(cid) or not self._visible(self.source.creature(cid)):
                self._shown.discard(cid)
                self.creature_removed.emit(cid)
        self._shown |= {c.id for c in self.source.creatures if self._visible(c)}
        self.ruleset_changed.emit()

    def _on_fog(self) -> None:
        self._recompute_region()
        board = self._redact_board()
        if board is not self._board and board != self._board:
            self._board = board
            self.board_changed.emit()
        self._sync_zones()
        self._sync_creatures()
        self.fog_changed.emit()


def redact_preview(p: Preview | None, enc: PlayerEncounter, occupied: str = "occupied") -> Preview | None:
    """The preview as the players may see it: nothing if the mover is secret; the reason for a
    refusal made generic (`occupied`, worded by the caller) if it names a creature they cannot see."""
    if p is None or not enc.has_creature(p.creature_id):
        return None
    secret = [b for b in p.blockers if not enc.has_creature(b)]
    if secret:
        p = dataclasses.replace(p, reason=occupied, blockers=tuple(b for b in p.blockers if enc.has_creature(b)))
    attackers = tuple(a for a in p.attackers if enc.has_creature(a))
    if attackers != p.attackers:
        p = dataclasses.replace(p, attackers=attackers)
    return p


def redact_sight(info: SightInfo | None, enc: PlayerEncounter) -> SightInfo | None:
    if info is None or not (enc.has_creature(info.attacker) and enc.has_creature(info.target)):
        return None
    cov = info.cover
    if cov is not None and cov.blockers:
        keep = tuple(b for b in cov.blockers if b in ("wall", "object") or enc.has_creature(b))
        if keep != cov.blockers:
            cov = dataclasses.replace(cov, blockers=keep)
    flank = info.flanking
    tests = tuple(t for t in info.flank_tests if enc.has_creature(t[0]))
    if flank is not None:
        flank = dataclasses.replace(flank, allies=tuple(a for a in flank.allies if enc.has_creature(a)),
                                    tests=tuple(t for t in flank.tests if enc.has_creature(t[0])))
    return dataclasses.replace(info, cover=cov, flanking=flank, flank_tests=tests)
