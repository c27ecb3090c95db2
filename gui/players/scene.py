"""The players' scene: a `BattleScene(..., role="player")` built on `rules.players.PlayerEncounter`
(what the players may know), so it can never create an item for a secret; plus an opaque fog layer
above everything but the "why" overlay, a high-contrast grid whose line width is set in
millimetres, and the redacted drag preview and "why" the Director pushes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtCore import Signal as QtSignal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from gui.base import style
from gui.base.style import SQUARE
from gui.map.fog import FogItem
from gui.map.items.board import GridItem, exposed_squares
from gui.map.scene import BattleScene
from rules.encounter import Encounter
from rules.forced_preview import players_may_see
from rules.players import PlayerEncounter, redact_sight
from rules.players_preview import PlayersPreview
from rules.preview import Preview, SightInfo, sight_info

Z_FOG_PLAYER = style.Z_TOKENS + 5  # above tokens (a token dragged into the fog vanishes), below the why


# ---- the scene -------------------------------------------------------------------------------


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
        # computed again in the players' world: the Director's path may bend around hidden things
        if not hasattr(self, "_players_preview"):
            self._players_preview = PlayersPreview()
        p = self._players_preview.preview(p, self.player_encounter)
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

    # ---- a Draw Steel forced movement, pushed by the Director with the "why" ----------------------
    def push_forced(self, fp) -> bool:
        """Show the Director's forced-movement preview (and follow it until it ends); False and
        nothing shown if it depends on anything the players cannot see."""
        if fp is None or not players_may_see(fp, self.player_encounter):
            self.forced_pushed = False
            self.show_forced(None)
            return False
        self.forced_pushed = True
        self.show_forced(fp)
        self.path_item.callout.setVisible(False)  # read out in the large panel instead
        self.why_changed.emit(self.forced_text(fp), style.PATH_OK if fp.legal else style.PATH_BAD)
        return True

    def mirror_forced(self, fp) -> None:
        """Connect the Director scene's `forced_changed` here: follows a pushed forced movement."""
        if not getattr(self, "forced_pushed", False):
            return
        if fp is None or not self.push_forced(fp):
            self.forced_pushed = False
            self.show_forced(None)
            self.why_changed.emit("", None)

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

    def follow_camera(self, shown: QRectF) -> None:
        """The players' camera moved: each zone's name goes in the zone's part on screen."""
        for zone in self.encounter.zones:
            item = self.zone_item(zone.id)
            if item is not None:
                item.follow_camera(shown)

    def visible_creature_ids(self) -> set[str]:
        return {it.creature_id for it in self.token_items()}
