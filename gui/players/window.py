"""The players' window: a non-interactive view of a `PlayerScene`, a large readout of the Director's
drag, the pushed "why", a blackout / intermission card, the calibration square. Sizes are in
millimetres on the table, turned into pixels with the screen's scale.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QVBoxLayout, QWidget

from gui.base.style import SQUARE
from gui.players import calibration, placement
from gui.players.calibration_dialog import CalibrationSquare
from gui.players.scene import PlayerScene

HUD_TEXT_MM = 9.0  # the drag readout: letters about 9 mm tall, readable across a table
CARD_TEXT_MM = 25.0
GRID_LINE_MM = 0.6


class PlayerView(QGraphicsView):
    """Shows a rectangle of the players' scene: fitted, or at a locked physical scale with its
    top-left corner on a grid line (panning in whole squares). Players do not touch it."""

    shown_changed = Signal()  # the camera moved: what is on screen changed

    def __init__(self, scene=None, parent=None):
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setInteractive(False)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.NoFocus)
        self.setTransformationAnchor(QGraphicsView.NoAnchor)
        self.setResizeAnchor(QGraphicsView.NoAnchor)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        # a huge scene rect: the camera may look anywhere, even past the map's edge
        self.setSceneRect(QRectF(-2000 * SQUARE, -2000 * SQUARE, 4000 * SQUARE, 4000 * SQUARE))
        self.scale_locked: float | None = None  # view pixels per scene unit in physical mode

    def show_rect(self, rect: QRectF) -> None:
        vp = self.viewport().rect()
        if vp.width() <= 0 or vp.height() <= 0 or rect.isEmpty():
            return
        if self.scale_locked:
            k = self.scale_locked
            w, h = vp.width() / k, vp.height() / k
            c = rect.center()
            x, y = calibration.snap_rect_origin(c.x() - w / 2, c.y() - h / 2, SQUARE)
        else:
            k = min(vp.width() / rect.width(), vp.height() / rect.height())
            w, h = vp.width() / k, vp.height() / k
            c = rect.center()
            x, y = c.x() - w / 2, c.y() - h / 2
        # scene point (x, y) at the viewport's top-left, k pixels per scene unit
        self.setTransform(QTransform.fromScale(k, k))
        # QGraphicsView's scroll bar values are scene coordinates times the scale
        self.horizontalScrollBar().setValue(round(x * k))
        self.verticalScrollBar().setValue(round(y * k))
        self.shown_changed.emit()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def scale_factor(self) -> float:
        return self.transform().m11()

    def wheelEvent(self, event):
        event.ignore()  # the camera is the Director's


class PlayerWindow(QWidget):
    """The window on the TV. Only what the players may see ever reaches its scene."""

    def __init__(self, scene: PlayerScene, parent=None):
        super().__init__(parent, Qt.Window)
        self.setWindowTitle(self.tr("Damier — Players"))
        self.setAttribute(Qt.WA_QuitOnClose, False)  # closing the Director's window quits
        self.setStyleSheet("background: #101014;")
        self.view = PlayerView(scene, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)
        self.px_per_mm: float | None = None
        self.hud = QLabel(self)
        self.hud.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hud.setTextFormat(Qt.PlainText)
        self.hud.hide()
        self.why = QLabel(self)
        self.why.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.why.setTextFormat(Qt.PlainText)
        self.why.hide()
        self.card = QLabel(self)
        self.card.setAlignment(Qt.AlignCenter)
        self.card.setWordWrap(True)
        self.card.setStyleSheet("background: black; color: #f2f2f2;")
        self.card.hide()
        self.calibration = CalibrationSquare(self)
        self._placed: dict[QLabel, placement.Box] = {}  # where each large text is: it stays put while it can
        self._squares_key = None
        self._squares_table: placement.Squares | None = None
        self.view.shown_changed.connect(self._view_moved)
        self.view.installEventFilter(self)
        self.resize(960, 600)
        scene.hud_changed.connect(self.show_hud)
        scene.why_changed.connect(self.show_why)

    def set_scene(self, scene: PlayerScene) -> None:
        self.view.setScene(scene)
        scene.hud_changed.connect(self.show_hud)
        scene.why_changed.connect(self.show_why)
        self.show_hud("", None)
        self.show_why("", None)

    # ---- sizes in millimetres ------------------------------------------------------------
    def set_px_per_mm(self, k: float | None) -> None:
        self.px_per_mm = k
        self._restyle()

    def mm(self, mm: float, fallback_fraction: float) -> int:
        """A length on the glass: millimetres if the scale is known, else a share of the height."""
        if self.px_per_mm:
            return max(1, round(calibration.mm_to_px(mm, self.px_per_mm)))
        return max(1, round(self.height() * fallback_fraction))

    def _restyle(self) -> None:
        f = QFont()
        f.setBold(True)
        f.setPixelSize(self.text_px())
        self.hud.setFont(f)
        self.why.setFont(f)
        cf = QFont()
        cf.setBold(True)
        cf.setPixelSize(max(24, self.mm(CARD_TEXT_MM, 0.09)))
        self.card.setFont(cf)
        scene = self.view.scene()
        if isinstance(scene, PlayerScene):
            scene.grid_item.set_width_px(max(1.5, calibration.mm_to_px(GRID_LINE_MM, self.px_per_mm or 2.0)))
        self._layout_overlays()

    def _layout_overlays(self) -> None:
        self.card.setGeometry(self.rect())
        self.calibration.setGeometry(self.rect())
        placed: list[placement.Box] = []
        surroundings = None
        for label, corner in ((self.why, "top-right"), (self.hud, "bottom-left")):
            if label.isHidden():  # shown, even while the window itself is not yet
                continue
            if surroundings is None:
                surroundings = self.surroundings()
            s = replace(surroundings, others=tuple(placed))
            prefer = [b for b in (self._placed.get(label),) if b is not None] + [corner]

            def measure(px, label=label):
                self._set_text_px(label, px)
                return float(label.width()), float(label.height())

            p = placement.place(measure, placement.text_sizes(self.text_px(), self.floor_px()), s, prefer)
            self._set_text_px(label, p.size)
            label.move(round(p.box.x), round(p.box.y))
            box = placement.Box(label.x(), label.y(), label.width(), label.height())
            self._placed[label] = box
            placed.append(box)

    def text_px(self) -> int:
        """The large texts' letters: 9 mm on the glass, or 1/25 of the window's height."""
        return max(14, self.mm(HUD_TEXT_MM, 0.04))

    def floor_px(self) -> int:
        """The smallest they shrink to: « at least 1/40 of the screen height », readable from 3 m."""
        return max(14, math.ceil(self.height() / 40))

    def _set_text_px(self, label: QLabel, px: int) -> None:
        if label.font().pixelSize() != px:
            f = QFont(label.font())
            f.setPixelSize(px)
            label.setFont(f)
        label.adjustSize()

    def map_area(self) -> QRectF:
        """The map's part of the window: the view (under the turn strip, above the zone game's band)."""
        return QRectF(self.view.geometry())

    def to_window(self, scene_rect: QRectF) -> QRectF:
        return self.view.viewportTransform().mapRect(scene_rect).translated(QPointF(self.view.pos()))

    def surroundings(self) -> placement.Surroundings:
        """What the large texts should not cover, from the players' scene only (what they see)."""
        area = self.map_area()
        m = self.mm(6, 0.02)
        box = placement.Box(area.x(), area.y(), area.width(), area.height())
        scene = self.view.scene()
        if not isinstance(scene, PlayerScene):
            return placement.Surroundings(box, margin=m)

        def as_box(r: QRectF) -> placement.Box:
            return placement.Box(r.x(), r.y(), r.width(), r.height())

        def square(c) -> placement.Box:
            return as_box(self.to_window(QRectF(c.x * SQUARE, c.y * SQUARE, SQUARE, SQUARE)))

        tokens = []
        for it in scene.token_items():
            if it.isVisible():  # the disc, its name plate and badges
                tokens.append(as_box(self.to_window(it.sceneBoundingRect().united(
                    it.mapRectToScene(it.childrenBoundingRect())))))
        route = []
        if scene.preview is not None:
            route += [square(c) for c in (scene.preview.start,) + tuple(scene.preview.cells)]
        fp = getattr(scene, "forced", None)
        if fp is not None:
            route += [square(c) for c in fp.path]
        route += self._sight_line(scene)
        board = self.to_window(scene.board_rect())
        side = self.view.scale_factor() * SQUARE
        return placement.Surroundings(box, tuple(tokens), tuple(route), as_box(board), side,
                                      self._squares(scene, board.topLeft(), side), margin=m)

    def _sight_line(self, scene: PlayerScene) -> list[placement.Box]:
        """The pushed why's line, from one token to the other, as small boxes every half square."""
        if scene.sight is None or not scene.sight_item.isVisible():
            return []
        a, t = scene.token_item(scene.sight.attacker), scene.token_item(scene.sight.target)
        if a is None or t is None:
            return []
        p, q = a.sceneBoundingRect().center(), t.sceneBoundingRect().center()
        n = max(1, math.ceil(math.hypot(q.x() - p.x(), q.y() - p.y()) / (SQUARE / 2)))
        half = SQUARE / 8
        out = []
        for i in range(n + 1):
            c = p + (q - p) * (i / n)
            r = self.to_window(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half))
            out.append(placement.Box(r.x(), r.y(), r.width(), r.height()))
        return out

    def _squares(self, scene: PlayerScene, origin: QPointF, side: float) -> placement.Squares:
        """The open squares' table, built again only when the fog or the board changes."""
        enc = scene.real_encounter
        key = (enc.fog, enc.board.width, enc.board.height)
        if self._squares_key is None or self._squares_key[0] is not key[0] or self._squares_key[1:] != key[1:]:
            self._squares_key = key
            fogged = frozenset((c.x, c.y) for c in key[0])
            self._squares_table = placement.Squares.build(0, 0, 1, key[1], key[2], fogged)
        return replace(self._squares_table, x=origin.x(), y=origin.y(), side=side)

    def _view_moved(self) -> None:
        """The camera moved or the view changed size: zone names and the large texts follow."""
        scene = self.view.scene()
        if isinstance(scene, PlayerScene):
            scene.follow_camera(self.view.visible_scene_rect())
        self._layout_overlays()

    def eventFilter(self, obj, event):
        if obj is self.view and event.type() in (QEvent.Resize, QEvent.Move):
            self._view_moved()
        return False

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._restyle()

    # ---- overlays --------------------------------------------------------------------------
    def show_hud(self, text: str, colour) -> None:
        """The drag readout, large: who moves, cost against speed, what it provokes, why not."""
        if not text:
            self.hud.hide()
            return
        self._panel_style(self.hud, colour)
        self.hud.setText(text)
        self.hud.show()
        self.hud.raise_()
        self._layout_overlays()

    def _panel_style(self, label: QLabel, colour) -> None:
        c = QColor(colour) if colour is not None else QColor("#2a9d5c")
        border = max(3, self.mm(1.2, 0.005))
        pad = self.mm(3, 0.01)
        label.setStyleSheet(f"background: rgba(255,255,255,240); color: #111; border: {border}px solid "
                            f"{c.name()}; border-radius: {pad}px; padding: {pad}px;")

    def show_why(self, text: str, colour) -> None:
        """The pushed "why" in large print (top right when that covers nothing): who against whom,
        line of effect, cover, flanking."""
        if not text:
            self.why.hide()
            return
        self._panel_style(self.why, colour)
        self.why.setText(text)
        self.why.show()
        self.why.raise_()
        self._layout_overlays()

    @property
    def why_text(self) -> str:
        return self.why.text() if self.why.isVisible() else ""

    @property
    def hud_text(self) -> str:
        return self.hud.text() if self.hud.isVisible() else ""

    def set_blackout(self, on: bool, text: str = "") -> None:
        self.card.setText(text)
        self.card.setVisible(on)
        if on:
            self.card.raise_()
        self._layout_overlays()

    @property
    def blacked_out(self) -> bool:
        return self.card.isVisible()

    def show_calibration(self, side_px: int | None) -> None:
        if side_px is None:
            self.calibration.hide()
            return
        self.calibration.side_px = int(side_px)
        self.calibration.setGeometry(self.rect())
        self.calibration.show()
        self.calibration.raise_()
        self.calibration.update()

    def mouseDoubleClickEvent(self, event):
        # the one thing a player may do: leave or enter full screen
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
