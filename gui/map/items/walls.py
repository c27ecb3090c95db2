"""Walls (doors included) and zones: one item per model object."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem

from gui.base import style
from gui.base.style import SQUARE


class WallItem(QGraphicsItem):
    """One wall or door: a polyline in board coordinates."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_WALLS)
        self._path = QPainterPath()
        self._pen = QPen()
        self._shape = QPainterPath()
        self._door: str | None = None
        self._highlight = False
        self.index = -1  # position in the board's wall list (the model id of a wall)

    def set_wall(self, points, *, door: str | None, blocks_movement: bool, blocks_effect: bool) -> None:
        self.prepareGeometryChange()
        path = QPainterPath(QPointF(points[0][0] * SQUARE, points[0][1] * SQUARE))
        for x, y in points[1:]:
            path.lineTo(x * SQUARE, y * SQUARE)
        self._path = path
        self._door = door
        if door:
            colour, width = style.DOOR, 7.0
        elif blocks_movement and not blocks_effect:
            colour, width = style.WALL_MOVEMENT_ONLY, 4.0
        elif blocks_effect and not blocks_movement:
            colour, width = style.WALL_EFFECT_ONLY, 4.0
        else:
            colour, width = style.WALL, 6.0
        pen = QPen(colour, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        if door == "open":
            pen.setStyle(Qt.DashLine)
            pen.setWidthF(4.0)
        elif blocks_movement and not blocks_effect:
            pen.setStyle(Qt.DotLine)
        self._pen = pen
        stroker = QPainterPathStroker()
        stroker.setWidth(max(width, 12.0))  # easy to click
        self._shape = stroker.createStroke(path)
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self._highlight:
            self._highlight = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self._shape.boundingRect().adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.isSelected() or self._highlight:
            glow = QPen(QColor(255, 200, 0, 170), self._pen.widthF() + 8, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
            painter.setPen(glow)
            painter.drawPath(self._path)
        painter.setPen(self._pen)
        painter.drawPath(self._path)
        if self._door:
            # door leaves: a small square at each end so a door reads as a door at any zoom
            painter.setBrush(style.DOOR)
            painter.setPen(Qt.NoPen)
            for i in (0, self._path.elementCount() - 1):
                e = self._path.elementAt(i)
                painter.drawRect(QRectF(e.x - 5, e.y - 5, 10, 10))


class ZoneItem(QGraphicsItem):
    """A zone of the narrative game: an outlined polygon with its name."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_ZONES)
        self._poly = QPolygonF()
        self._name = ""
        self._active = False

    def set_zone(self, polygon, name: str) -> None:
        self.prepareGeometryChange()
        self._poly = QPolygonF([QPointF(x * SQUARE, y * SQUARE) for x, y in polygon])
        self._name = name
        self.update()

    def set_active(self, on: bool) -> None:
        if on != self._active:
            self._active = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self._poly.boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addPolygon(self._poly)
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        fill = QColor(style.ZONE)
        fill.setAlpha(90 if self._active else 35)
        pen = QPen(style.ZONE.darker(130), 3 if self._active or self.isSelected() else 2, Qt.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPolygon(self._poly)
        # the name on a dark plate with white text: readable over any map, dark or light
        painter.setPen(Qt.NoPen)
        painter.setBrush(self.LABEL_PLATE)
        plate = self.label_rect()
        painter.drawRoundedRect(plate, 5, 5)
        painter.setFont(self._label_font())
        painter.setPen(self.LABEL_TEXT)
        painter.drawText(plate, Qt.AlignCenter, self._name)

    LABEL_PLATE = QColor(0, 0, 0, 185)
    LABEL_TEXT = QColor("white")

    @staticmethod
    def _label_font() -> QFont:
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        return font

    def label_rect(self) -> QRectF:
        """Where the name's plate is: inside the zone's top-left corner, whole."""
        if not self._name:
            return QRectF()
        fm = QFontMetricsF(self._label_font())
        r = self._poly.boundingRect()
        return QRectF(r.left() + 6, r.top() + 6, fm.horizontalAdvance(self._name) + 14, fm.height() + 6)
