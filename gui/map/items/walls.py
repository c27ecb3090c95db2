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
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from gui.base import style
from gui.base.style import SQUARE
from gui.map.items.tokens import TokenItem


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
        self._camera: QRectF | None = None  # the players' camera, when their view hands it over
        self._painted: dict[int, QRectF] = {}  # per view: where the plate was last painted
        self.label = ZoneLabelItem(self)

    def set_zone(self, polygon, name: str) -> None:
        self.prepareGeometryChange()
        self._poly = QPolygonF([QPointF(x * SQUARE, y * SQUARE) for x, y in polygon])
        self._name = name
        self.label.prepareGeometryChange()
        self.update()
        self.label.update()

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

    def paint_label(self, painter: QPainter, widget) -> None:
        """The name on a dark plate with white text: readable over any map, dark or light. Painted by
        the zone's `ZoneLabelItem`, above the grid and the walls whose lines would cross it."""
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(self.LABEL_PLATE)
        plate = self.label_rect(self._camera if self._camera is not None else _shown_in(widget))
        if self._painted.get(id(widget), plate) != plate:
            self.label.update()  # the plate moved with the view: repaint it whole, not only the exposed strip
        self._painted[id(widget)] = plate
        painter.drawRoundedRect(plate, 5, 5)
        painter.setFont(self._label_font())
        painter.setPen(self.LABEL_TEXT)
        painter.drawText(plate, Qt.AlignCenter, self._name)

    def itemChange(self, change, value):
        # the plate is its own item, beside the zone in the scene (a child could not rise above the
        # grid and the walls, which sit between the zones and the tokens)
        if change == QGraphicsItem.ItemSceneChange and self.label.scene() is not None:
            self.label.scene().removeItem(self.label)
        elif change == QGraphicsItem.ItemSceneHasChanged and value is not None:
            value.addItem(self.label)
        elif change == QGraphicsItem.ItemVisibleHasChanged:
            self.label.setVisible(bool(value))
        return super().itemChange(change, value)

    LABEL_PLATE = QColor(0, 0, 0, 185)
    LABEL_TEXT = QColor("white")

    @staticmethod
    def _label_font() -> QFont:
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        return font

    def follow_camera(self, shown: QRectF | None) -> None:
        """The players' view hands over what it shows: the name goes in the zone's part on screen."""
        before = self.label_rect(self._camera)
        self._camera = QRectF(shown) if shown is not None else None
        if self.label_rect(self._camera) != before:
            self.label.update()

    def label_rect(self, shown: QRectF | None = None) -> QRectF:
        """Where the name's plate is: inside the zone's top-left corner, whole. When that place is
        not wholly in `shown` (the part of the map a view shows), the first place, in reading order,
        in the zone's part on screen that holds the plate whole, off this scene's tokens and walls
        when there is room: a camera on part of a zone still shows its name. On the players' scene
        nothing hidden has an item, so nothing hidden moves it."""
        if not self._name:
            return QRectF()
        fm = QFontMetricsF(self._label_font())
        r = self._poly.boundingRect()
        home = QRectF(r.left() + 6, r.top() + 6, fm.horizontalAdvance(self._name) + 14, fm.height() + 6)
        if shown is None or shown.contains(home) or not shown.intersects(r):
            return home
        return self._plate_on_screen(home, shown)

    def _plate_on_screen(self, home: QRectF, shown: QRectF) -> QRectF:
        w, h = home.width(), home.height()
        # the top edge keeps clear of the tab naming the players' camera on the Director's view
        part = shown.adjusted(6, 36, -6, -6).intersected(self._poly.boundingRect())
        zone = QPainterPath()
        zone.addPolygon(self._poly)
        # a quarter square apart, at most 25 places a row and a column: a huge zone stays cheap
        dx = max(SQUARE / 4, (part.width() - w) / 24)
        dy = max(SQUARE / 4, (part.height() - h) / 24)
        for clear in (True, False):  # off the tokens (their names too) and walls when there is room
            y = max(part.top(), home.top())
            while y + h <= part.bottom():
                x = max(part.left(), home.left())
                while x + w <= part.right():
                    plate = QRectF(x, y, w, h)
                    if zone.contains(plate.adjusted(-4, -4, 4, 4)) and not (clear and self._under_something(plate)):
                        return plate
                    x += dx
                y += dy
        # no room for it whole in the zone's part on screen: on screen still, over the zone's edge
        x = max(part.left(), min(home.left(), part.right() - w))
        y = max(part.top(), min(home.top(), part.bottom() - h))
        return QRectF(x, y, w, h)

    def _under_something(self, plate: QRectF) -> bool:
        """A token or a wall of this scene over the plate (the players' scene holds only what they see)."""
        scene = self.scene()
        if scene is None:
            return False
        # a token's whole box (its rings and marks reach past its square), a wall's own stroke
        return any(isinstance(it.topLevelItem(), TokenItem) for it in scene.items(plate, Qt.IntersectsItemBoundingRect)) \
            or any(isinstance(it, WallItem) for it in scene.items(plate, Qt.IntersectsItemShape))


class ZoneLabelItem(QGraphicsItem):
    """A zone's name plate, stacked above the grid and the walls (below routes and tokens); where it
    goes is the zone's `label_rect`. Not selectable: a click goes to what lies under it."""

    def __init__(self, zone: ZoneItem):
        super().__init__()
        self.zone = zone
        self.setZValue(style.Z_ZONE_LABELS)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return self.zone.boundingRect()  # the plate never leaves the zone's box

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.zone.paint_label(painter, widget)


def _shown_in(widget) -> QRectF | None:
    """The part of the scene a view shows, when painting into a view's viewport."""
    view = widget.parentWidget() if widget is not None else None
    if isinstance(view, QGraphicsView):
        return view.mapToScene(view.viewport().rect()).boundingRect()
    return None
