"""The players' camera: what part of the map the table sees.

Modes:
- follow: the players see what the Director's view shows (its centre; its zoom too unless the
  players' screen is locked to a physical scale);
- independent: the Director moves the players' view by dragging its outline, drawn on the
  Director's map (`CameraOutlineItem`); in physical scale it moves in whole squares;
- fit: the whole map.

`PlayerCamera` decides the rectangle; `PlayerView` (in gui/players/window.py) shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from gui.base import style
from gui.base.style import SQUARE
from gui.players import calibration

FOLLOW = "follow"
INDEPENDENT = "independent"
FIT = "fit"
MODES = (FOLLOW, INDEPENDENT, FIT)


class CameraOutlineItem(QGraphicsObject):
    """The players' view drawn on the Director's map: a thick outline with a tab. Only the
    outline and the tab take the mouse, so tokens inside stay under the Director's hand.
    Dragging it emits `dragged(top_left)`; with `snap` on it moves in whole squares."""

    dragged = Signal(QPointF)

    COLOUR = QColor(255, 170, 0)

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_TOOL - 2)
        self.setFlag(QGraphicsItem.ItemIsMovable, True)
        self.setFlag(QGraphicsItem.ItemSendsGeometryChanges, True)
        self.setCursor(Qt.SizeAllCursor)
        self._size = QRectF(0, 0, 10 * SQUARE, 6 * SQUARE)
        self.snap = False
        self._syncing = False
        self._label = QCoreApplication.translate("Camera", "Players' view")
        self._tab_at = QPointF(0, -30)  # the tab's top-left, item coordinates: kept where it can be read

    def set_label(self, text: str) -> None:
        self.prepareGeometryChange()
        self._label = text
        self.place_tab()
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Show the players' visible rectangle (scene coordinates); emits nothing."""
        self._syncing = True
        try:
            if rect.size() != self._size.size():
                self.prepareGeometryChange()
                self._size = QRectF(0, 0, rect.width(), rect.height())
            self.setPos(rect.topLeft())
        finally:
            self._syncing = False
        self.place_tab()

    def place_tab(self) -> None:
        """Above the outline's top-left corner, moved right (and inside, below the top edge) as far as
        needed to stay in the Director's view: a players' view wider than the map would otherwise
        put its name off the left edge."""
        scene = self.scene()
        w = self._tab_width()
        area = QRectF()
        if scene is not None and scene.views():
            view = scene.views()[0]
            area = view.mapToScene(view.viewport().rect()).boundingRect()
        x, y = 0.0, -30.0
        if not area.isEmpty():
            p = self.pos()
            x = min(max(0.0, area.left() - p.x()), max(0.0, self._size.width() - w))
            if p.y() - 30 < area.top():
                y = min(max(0.0, area.top() - p.y()), max(0.0, self._size.height() - 30))
        at = QPointF(x, y)
        if at != self._tab_at:
            self.prepareGeometryChange()
            self._tab_at = at
            self.update()

    def scene_rect(self) -> QRectF:
        return QRectF(self.pos(), self._size.size())

    def _tab_width(self) -> float:
        return QFontMetricsF(self._font()).horizontalAdvance(self._label) + 16

    def _tab(self) -> QRectF:
        return QRectF(self._tab_at.x(), self._tab_at.y(), self._tab_width(), 30)

    @staticmethod
    def _font() -> QFont:
        f = QFont()
        f.setPixelSize(18)
        f.setBold(True)
        return f

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-10, -10, 10, 10).united(self._tab())

    def shape(self) -> QPainterPath:
        border = QPainterPath()
        border.addRect(self._size)
        stroker = QPainterPathStroker()
        stroker.setWidth(16)
        p = stroker.createStroke(border)
        p.addRect(self._tab())
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        pen = QPen(self.COLOUR, 5, Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(self._size)
        tab = self._tab()
        painter.setPen(Qt.NoPen)
        painter.setBrush(self.COLOUR)
        painter.drawRoundedRect(tab, 5, 5)
        painter.setFont(self._font())
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(tab, Qt.AlignCenter, self._label)

    def itemChange(self, change, value):
        if change == QGraphicsItem.ItemPositionChange and self.snap and not self._syncing:
            p = QPointF(value)
            x, y = calibration.snap_rect_origin(p.x(), p.y(), SQUARE)
            return QPointF(x, y)
        if change == QGraphicsItem.ItemPositionHasChanged and not self._syncing:
            self.dragged.emit(QPointF(self.pos()))
            self.place_tab()
        return super().itemChange(change, value)


class PlayerCamera(QObject):
    """Where the players look. Emits `changed` when the players' view should move."""

    changed = Signal()
    mode_changed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.mode = FIT
        self.director_view = None
        self.board_rect = QRectF(0, 0, 20 * SQUARE, 14 * SQUARE)
        self.independent_rect = QRectF()  # scene rect of the independent camera
        self._last_follow = QRectF()
        self._timer = QTimer(self)
        self._timer.setInterval(50)
        self._timer.timeout.connect(self._poll)

    def set_director_view(self, view) -> None:
        self.director_view = view
        self._last_follow = QRectF()
        self._update_timer()

    def set_board_rect(self, rect: QRectF) -> None:
        self.board_rect = QRectF(rect)
        if self.mode == FIT:
            self.changed.emit()

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"camera mode must be one of {MODES}, not {mode!r}")
        if mode == self.mode:
            return
        if mode == INDEPENDENT and self.independent_rect.isEmpty():
            self.independent_rect = QRectF(self.director_rect() if self.mode == FOLLOW else self.board_rect)
        self.mode = mode
        self._last_follow = QRectF()
        self._update_timer()
        self.mode_changed.emit(mode)
        self.changed.emit()

    def _update_timer(self) -> None:
        if self.mode == FOLLOW and self.director_view is not None:
            self._timer.start()
        else:
            self._timer.stop()

    def director_rect(self) -> QRectF:
        v = self.director_view
        if v is None:
            return QRectF(self.board_rect)
        try:
            return v.mapToScene(v.viewport().rect()).boundingRect()
        except RuntimeError:  # the Director's view is gone (window closed)
            self.director_view = None
            self._timer.stop()
            return QRectF(self.board_rect)

    def _poll(self) -> None:
        r = self.director_rect()
        if r != self._last_follow:
            self._last_follow = r
            self.changed.emit()

    def move_to(self, top_left: QPointF, size=None) -> None:
        """The Director dragged the outline: the independent camera goes there."""
        r = QRectF(self.independent_rect)
        if size is not None:
            r.setSize(size)
        if r.isEmpty():
            r = QRectF(self.board_rect)
        r.moveTopLeft(top_left)
        self.independent_rect = r
        if self.mode != INDEPENDENT:
            self.mode = INDEPENDENT
            self._update_timer()
            self.mode_changed.emit(INDEPENDENT)
        self.changed.emit()

    def zoom_independent(self, factor: float) -> None:
        """Grow or shrink the independent camera's area around its centre (not in physical scale)."""
        r = QRectF(self.independent_rect if not self.independent_rect.isEmpty() else self.board_rect)
        c = r.center()
        w, h = max(2 * SQUARE, r.width() * factor), max(2 * SQUARE, r.height() * factor)
        self.independent_rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        if self.mode == INDEPENDENT:
            self.changed.emit()

    def target(self) -> QRectF:
        """The scene rectangle the players should see."""
        if self.mode == FOLLOW:
            return self.director_rect()
        if self.mode == INDEPENDENT and not self.independent_rect.isEmpty():
            return QRectF(self.independent_rect)
        return QRectF(self.board_rect)
