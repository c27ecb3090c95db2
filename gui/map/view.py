"""The map view: wheel zoom around the cursor, pan with the middle button or Space+drag, fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

MIN_SCALE, MAX_SCALE = 0.05, 6.0


class BattleView(QGraphicsView):
    shown_changed = Signal()  # the visible part of the scene moved or changed size (scroll, zoom, resize)

    def __init__(self, scene=None, parent=None):
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setDragMode(QGraphicsView.RubberBandDrag)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setFrameShape(QFrame.NoFrame)
        self.setMouseTracking(True)
        self._space = False
        self._pan_from: QPoint | None = None

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.shown_changed.emit()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.shown_changed.emit()

    # ---- zoom --------------------------------------------------------------------
    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(MIN_SCALE / current, min(MAX_SCALE / current, factor))
        self.scale(factor, factor)
        self.shown_changed.emit()

    def wheelEvent(self, event):
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(1.15 ** steps)
        event.accept()

    def fit_map(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect = scene.board_rect() if hasattr(scene, "board_rect") else scene.itemsBoundingRect()
        self.fitInView(rect.adjusted(-20, -20, 20, 20), Qt.KeepAspectRatio)
        self.shown_changed.emit()

    def zoom_actual(self) -> None:
        self.resetTransform()
        self.shown_changed.emit()

    # ---- pan: middle button, or Space held with the left button ----------------------
    def _dragging(self) -> bool:
        """A token drag is under way: Space and Backspace are its waypoint keys, not pan or delete."""
        tool = getattr(self.scene(), "tool", None)
        return getattr(tool, "session", None) is not None

    def event(self, event):
        if event.type() == QEvent.ShortcutOverride and event.key() in (Qt.Key_Space, Qt.Key_Backspace) \
                and self._dragging():
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event):
        if event.key() == Qt.Key_Space and not event.isAutoRepeat() and not self._dragging():
            self._space = True
            self.viewport().setCursor(Qt.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = False
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event):
        if event.button() == Qt.MiddleButton or (event.button() == Qt.LeftButton and self._space):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event):
        if self._pan_from is not None:
            p = event.position().toPoint()
            d = p - self._pan_from
            self._pan_from = p
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event):
        if self._pan_from is not None and event.button() in (Qt.MiddleButton, Qt.LeftButton):
            self._pan_from = None
            if self._space:
                self.viewport().setCursor(Qt.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)
