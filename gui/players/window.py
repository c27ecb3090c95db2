"""The players' window: a non-interactive view of a `PlayerScene`, a large readout of the Director's
drag, the pushed "why", a blackout / intermission card, the calibration square. Sizes are in
millimetres on the table, turned into pixels with the screen's scale.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QVBoxLayout, QWidget

from gui.base.style import SQUARE
from gui.players import calibration
from gui.players.calibration_dialog import CalibrationSquare
from gui.players.scene import PlayerScene

HUD_TEXT_MM = 9.0  # the drag readout: letters about 9 mm tall, readable across a table
CARD_TEXT_MM = 25.0
GRID_LINE_MM = 0.6


class PlayerView(QGraphicsView):
    """Shows a rectangle of the players' scene: fitted, or at a locked physical scale with its
    top-left corner on a grid line (panning in whole squares). Players do not touch it."""

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
        f.setPixelSize(max(14, self.mm(HUD_TEXT_MM, 0.04)))
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
        m = self.mm(6, 0.02)
        scene = self.view.scene()
        hot: list[QPointF] = []  # where the action is: keep the panels off it
        if isinstance(scene, PlayerScene):
            ids = []
            if scene.preview is not None:
                ids.append(scene.preview.creature_id)
            if scene.sight is not None:
                ids += [scene.sight.attacker, scene.sight.target]
            if scene.preview is not None:  # the drag's squares too: the readout must not hide the route
                hot += [QPointF(self.view.mapFromScene((c.x + 0.5) * SQUARE, (c.y + 0.5) * SQUARE))
                        for c in (scene.preview.start,) + scene.preview.cells]
            fp = getattr(scene, "forced", None)
            if fp is not None:  # a pushed forced movement: its creatures and the squares it crosses
                ids += [fp.source, fp.target] + sorted(fp.result.damage if fp.result is not None else ())
                hot += [QPointF(self.view.mapFromScene((c.x + 0.5) * SQUARE, (c.y + 0.5) * SQUARE)) for c in fp.path]
            for cid in ids:
                it = scene.token_item(cid)
                if it is not None:
                    hot.append(QPointF(self.view.mapFromScene(it.sceneBoundingRect().center())))
        taken = None
        for label, default in ((self.why, 1), (self.hud, 2)):
            if not label.isVisible():
                continue
            label.adjustSize()
            corners = [QPointF(m, m), QPointF(self.width() - label.width() - m, m),
                       QPointF(m, self.height() - label.height() - m),
                       QPointF(self.width() - label.width() - m, self.height() - label.height() - m)]
            order = list(range(4))
            if hot:
                pad = self.view.transform().m11() * SQUARE / 2  # half a square: a token's edge, not its centre

                def clearance(i, corners=corners, label=label, pad=pad):
                    # first fewest things covered (tokens, path squares), then farthest from them
                    box = QRectF(corners[i], label.size().toSizeF()).adjusted(-pad, -pad, pad, pad)
                    c = corners[i] + QPointF(label.width() / 2, label.height() / 2)
                    return (-sum(1 for h in hot if box.contains(h)), min((c - h).manhattanLength() for h in hot))
                order.sort(key=clearance, reverse=True)
            else:
                order.remove(default)
                order.insert(0, default)
            pick = next(i for i in order if i != taken)
            taken = pick
            label.move(corners[pick].toPoint())

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
        """The pushed "why" in large print, top right: who against whom, line of effect, cover, flanking."""
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
