"""What the players may see, and the scene that draws it.

`PlayerEncounter` is a redacted, read-only view of the Director's `Encounter` (no Qt): it
answers the same questions the `BattleScene` asks (creatures, board, zones, pack...) but
hidden tokens, tokens wholly under fog, hidden terrain (traps), terrain under fog, walls and
zones lying in fog, and every Director note are simply absent from it. It listens to the
real encounter and re-emits the same fine-grained events (a token walking out of the fog is
`creature_added`, a token being hidden is `creature_removed`), so an ordinary
`BattleScene(..., role="player")` built on it can never create an item for a secret.

`PlayerScene` is that scene, plus an opaque fog layer above everything but the "why"
overlay, a high-contrast grid whose line width is set in millimetres, and redaction of the
drag preview and of the "why" the Director pushes (names of hidden creatures never show).
"""

from __future__ import annotations

import dataclasses

import shapely
from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtCore import Signal as QtSignal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from geometry import Board, Cell, Space, Wall
from gui.base import style
from gui.base.style import SQUARE
from gui.map.fog import FogItem, row_runs
from gui.map.items import GridItem, exposed_squares
from gui.map.scene import BattleScene
from rules.encounter import Encounter, add_events
from rules.preview import Preview, SightInfo, sight_info

Z_FOG_PLAYER = style.Z_TOKENS + 5  # above tokens (a token dragged into the fog vanishes), below the why


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
        terrain = {c: t for c, t in b.terrain.items() if not t.hidden and c not in fog}
        walls = clip_walls(b.walls, self._region) if fog else b.walls
        if len(terrain) == len(b.terrain) and walls is b.walls:
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
            from rules.errors import RulesError

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


# ---- the scene -------------------------------------------------------------------------------


def redact_preview(p: Preview | None, enc: PlayerEncounter) -> Preview | None:
    """The preview as the players may see it: nothing if the mover is secret; the reason for a
    refusal made generic if it names a creature they cannot see."""
    if p is None or not enc.has_creature(p.creature_id):
        return None
    secret = [b for b in p.blockers if not enc.has_creature(b)]
    if secret:
        p = dataclasses.replace(p, reason=QCoreApplication.translate("PlayerScene", "occupied"), blockers=tuple(b for b in p.blockers if enc.has_creature(b)))
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


class PlayerGridItem(GridItem):
    """A high-contrast grid for the table: a dark line with a light edge, so it reads on a dark map
    and a light one; its width is in screen pixels (set from millimetres by the window)."""

    def __init__(self):
        super().__init__()
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setCacheMode(QGraphicsItem.NoCache)  # a few thick cosmetic lines; the width changes
        self.width_px = 2.0

    def set_width_px(self, px: float) -> None:
        self.width_px = max(1.0, float(px))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w * SQUARE, self._h * SQUARE).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        x0, x1, y0, y1 = exposed_squares(option.exposedRect, self._w, self._h)
        lines = [QLineF(x * SQUARE, y0 * SQUARE, x * SQUARE, y1 * SQUARE) for x in range(x0, x1 + 1)] + \
                [QLineF(x0 * SQUARE, y * SQUARE, x1 * SQUARE, y * SQUARE) for y in range(y0, y1 + 1)]
        light = QPen(QColor(255, 255, 255, 150), self.width_px + 2)
        light.setCosmetic(True)
        painter.setPen(light)
        painter.drawLines(lines)
        dark = QPen(QColor(0, 0, 0, 235), self.width_px)
        dark.setCosmetic(True)
        painter.setPen(dark)
        painter.drawLines(lines)


class PlayerScene(BattleScene):
    """The players' battle map: built on the redacted encounter, fog opaque, no tools."""

    hud_changed = QtSignal(str, object)  # large text for the readout, QColor (or None when cleared)
    why_changed = QtSignal(str, object)  # the pushed "why" as large text ("" when cleared)

    def __init__(self, encounter: Encounter, lang: str = "en", parent=None):
        self.player_encounter = PlayerEncounter(encounter)
        self.real_encounter = encounter
        self.pushed: tuple[str, str] | None = None  # the "why" the Director pushed, live
        super().__init__(self.player_encounter, role="player", lang=lang, parent=parent)
        self.fog_item = FogItem(opaque=True)
        self.fog_item.setZValue(Z_FOG_PLAYER)
        self.addItem(self.fog_item)
        self._grid.setVisible(False)  # replaced by the high-contrast grid below
        self.grid_item = PlayerGridItem()
        self.addItem(self.grid_item)
        self.player_encounter.fog_changed.connect(self._on_fog_changed)
        self.player_encounter.board_changed.connect(self._on_fog_changed)
        self._on_fog_changed()

    def tr(self, text, disambiguation=None, n=-1):  # noqa: D401 - Qt's name
        """The Director scene's catalogue: the same words on both screens (PySide would use this
        subclass's name as the translation context otherwise)."""
        return QCoreApplication.translate("BattleScene", text, disambiguation, n)

    def detach(self) -> None:
        self.player_encounter.fog_changed.disconnect(self._on_fog_changed)
        self.player_encounter.board_changed.disconnect(self._on_fog_changed)
        super().detach()
        self.player_encounter.detach()

    def _on_fog_changed(self) -> None:
        b = self.real_encounter.board
        self.grid_item.set_size(b.width, b.height)
        self.fog_item.set_cells(self.real_encounter.fog, b.width, b.height)

    # ---- mirror of the Director's drag ---------------------------------------------------------
    def mirror_preview(self, p: Preview | None) -> None:
        """Connect the Director scene's `preview_changed` here."""
        p = redact_preview(p, self.player_encounter)
        self.show_preview(p)
        if p is None:
            self.hud_changed.emit("", None)
        else:
            colour = style.PATH_BAD if not p.legal else (style.PATH_OVER if p.cost > p.speed else style.PATH_OK)
            label = self.player_encounter.creature(p.creature_id).label
            self.hud_changed.emit(label + "\n" + self.preview_text(p), colour)

    def show_preview(self, p: Preview | None) -> None:
        prev = self.preview
        super().show_preview(p)
        # the players' window reads the drag out in large print (hud_changed): no small callout too
        self.path_item.callout.setVisible(False)
        if p is None and prev is not None and self.player_encounter.has_creature(prev.creature_id):
            self.sync_token(prev.creature_id)  # the drag was dropped or cancelled: back to the model

    # ---- the "why", pushed by the Director -------------------------------------------------------
    def push_sight(self, info: SightInfo | None) -> bool:
        """Show the Director's "why" until `clear_sight()`; kept up to date as tokens move.
        Returns False if it is about a creature the players cannot see (nothing is shown)."""
        info = redact_sight(info, self.player_encounter)
        self.pushed = (info.attacker, info.target) if info is not None else None
        self.show_sight(info)
        return info is not None

    def clear_sight(self) -> None:
        self.pushed = None
        self.show_sight(None)

    def show_sight(self, info: SightInfo | None) -> None:
        super().show_sight(info)
        # the players' window shows the "why" in its large panel: no small callout beside the token
        # (it said the same in small print, and was cut at the window's edge)
        self.sight_item.callout.setVisible(False)
        if getattr(self, "pushed", None) is None or self.sight is None:
            self.why_changed.emit("", None)
        else:
            loe = self.sight.line_of_effect is not None and self.sight.line_of_effect.value
            self.why_changed.emit(self.sight_text(self.sight), style.LINE_CLEAR if loe else style.LINE_BLOCKED)

    def _model_changed(self) -> None:
        super()._model_changed()
        if getattr(self, "pushed", None) is not None:
            a, t = self.pushed
            try:
                info = sight_info(self.real_encounter, a, t)
            except Exception:
                info = None
            info = redact_sight(info, self.player_encounter)
            if info is None:
                self.pushed = None
            self.show_sight(info)

    def visible_creature_ids(self) -> set[str]:
        return {it.creature_id for it in self.token_items()}
