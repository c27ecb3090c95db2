"""Scene items: one per model object (or one per layer for the grid and terrain).

Items have setters and paint; they hold no game logic. The scene decides what
each shows (colours, labels, which tokens are threats) from the model.
"""

from __future__ import annotations

from PySide6.QtCore import QLine, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem, QGraphicsRectItem

from gui.base import style
from gui.base.style import SQUARE

# ---- the board ---------------------------------------------------------------------------


class BoardItem(QGraphicsRectItem):
    """The plain board under everything when there is no map image."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_MAP - 1)
        self.setPen(Qt.NoPen)
        self.setBrush(style.BOARD)

    def set_size(self, width: int, height: int) -> None:
        self.setRect(0, 0, width * SQUARE, height * SQUARE)


class MapImageItem(QGraphicsPixmapItem):
    """The background picture, scaled so that `square_px` image pixels make one square and
    the image pixel `offset` lies on vertex (0, 0)."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_MAP)
        self.setTransformationMode(Qt.SmoothTransformation)
        # Smooth-scaling a big picture on every repaint costs ~12 ms; cache it at screen resolution
        # (rebuilt once per zoom step, not per mouse move).
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_image(self, pixmap: QPixmap, square_px: float, offset: tuple[float, float]) -> None:
        self.setPixmap(pixmap)
        k = SQUARE / max(square_px, 1.0)
        self.setScale(k)
        self.setPos(-offset[0] * k, -offset[1] * k)


def exposed_squares(rect: QRectF, width: int, height: int) -> tuple[int, int, int, int]:
    """(x0, x1, y0, y1): the grid lines a repaint of `rect` has to draw, clipped to the map."""
    return (max(0, int(rect.left() // SQUARE)), min(width, int(rect.right() // SQUARE) + 1),
            max(0, int(rect.top() // SQUARE)), min(height, int(rect.bottom() // SQUARE) + 1))


class GridItem(QGraphicsItem):
    """Grid lines, painted only where exposed (a 100x100 map is 202 lines, cheap)."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_GRID)
        self._w = self._h = 0
        self._colour = style.GRID
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        # translucent hairlines (over a map image) are slow to draw: keep them as a screen-sized pixmap
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_size(self, width: int, height: int) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, height

    def set_colour(self, colour: QColor) -> None:
        self._colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w * SQUARE, self._h * SQUARE).adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # Axis-aligned hairlines drawn in device pixels, without antialiasing: through the view's
        # scaling transform the raster engine takes a path ten times slower.
        x0, x1, y0, y1 = exposed_squares(option.exposedRect, self._w, self._h)
        t = painter.transform()
        if t.isRotating():
            return self._paint_scene(painter, x0, x1, y0, y1)
        sx, sy, dx, dy = t.m11(), t.m22(), t.dx(), t.dy()
        top, bottom = round(y0 * SQUARE * sy + dy), round(y1 * SQUARE * sy + dy)
        left, right = round(x0 * SQUARE * sx + dx), round(x1 * SQUARE * sx + dx)
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.Antialiasing, False)
        painter.setPen(QPen(self._colour, 0))
        lines = [QLine(round(x * SQUARE * sx + dx), top, round(x * SQUARE * sx + dx), bottom) for x in range(x0, x1 + 1)]
        lines += [QLine(left, round(y * SQUARE * sy + dy), right, round(y * SQUARE * sy + dy)) for y in range(y0, y1 + 1)]
        painter.drawLines(lines)
        painter.restore()

    def _paint_scene(self, painter, x0, x1, y0, y1) -> None:
        painter.setPen(QPen(self._colour, 0))
        top, bottom, left, right = y0 * SQUARE, y1 * SQUARE, x0 * SQUARE, x1 * SQUARE
        painter.drawLines([QLineF(x * SQUARE, top, x * SQUARE, bottom) for x in range(x0, x1 + 1)]
                          + [QLineF(left, y * SQUARE, right, y * SQUARE) for y in range(y0, y1 + 1)])


class TerrainLayerItem(QGraphicsItem):
    """All terrain cells in one item: a painter path per look, rebuilt when terrain changes."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_TERRAIN)
        self._paths: list[tuple[QPainterPath, QBrush, QPen | None]] = []
        self._rect = QRectF()

    def set_cells(self, cells: dict[tuple[int, int], tuple]) -> None:
        """cells: (x, y) -> (kind, material) or (kind, material, hidden); hidden cells (traps, shown
        to the Director only) get a dashed outline."""
        self.prepareGeometryChange()
        groups: dict[tuple[str, str | None], QPainterPath] = {}
        secret = QPainterPath()
        for (x, y), (kind, material, *rest) in cells.items():
            key = (kind, material if kind == "object" else None)
            path = groups.setdefault(key, QPainterPath())
            path.addRect(x * SQUARE, y * SQUARE, SQUARE, SQUARE)
            if rest and rest[0]:
                secret.addRect(x * SQUARE + 3, y * SQUARE + 3, SQUARE - 6, SQUARE - 6)
        self._paths = []
        rect = QRectF()
        for (kind, material), path in groups.items():
            path.setFillRule(Qt.WindingFill)
            if kind == "object":
                brush = QBrush(style.MATERIAL.get(material or "stone", style.MATERIAL["stone"]))
                pen = QPen(QColor(0, 0, 0, 120), 1.5)
                pen.setCosmetic(True)
            else:
                colour = style.TERRAIN.get(kind, style.TERRAIN["difficult"])
                pattern = {"difficult": Qt.BDiagPattern, "greater-difficult": Qt.DiagCrossPattern,
                           "hazardous": Qt.Dense5Pattern}.get(kind, Qt.BDiagPattern)
                self._paths.append((path, QBrush(QColor(colour.red(), colour.green(), colour.blue(), 45)), None))
                brush = QBrush(colour, pattern)
                brush.setTransform(brush.transform().scale(2.0, 2.0))
                pen = None
            self._paths.append((path, brush, pen))
            rect = rect.united(path.boundingRect())
        if not secret.isEmpty():
            pen = QPen(QColor(150, 0, 160), 3, Qt.DashLine)
            self._paths.append((secret, QBrush(Qt.NoBrush), pen))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for path, brush, pen in self._paths:
            painter.setPen(pen if pen is not None else Qt.NoPen)
            painter.setBrush(brush)
            painter.drawPath(path)


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
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(style.ZONE.darker(160))
        r = self._poly.boundingRect()
        painter.drawText(r.adjusted(8, 6, -8, -6), Qt.AlignLeft | Qt.AlignTop, self._name)


# ---- tokens ----------------------------------------------------------------------------


class TokenItem(QGraphicsItem):
    """A creature's token: a disc over its whole space, side colour, name, condition badges."""

    def __init__(self, creature_id: str):
        super().__init__()
        self.creature_id = creature_id
        self.setZValue(style.Z_TOKENS)
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setAcceptHoverEvents(False)
        self._side = 1
        self._label = ""
        self._colour = QColor("#888")
        self._portrait: QPixmap | None = None
        self._badges: tuple[str, ...] = ()
        self._ghost = False  # hidden from the players: drawn faded for the Director
        self._threat = False
        self._ally = False
        self._dragging = False
        self._invalid = False
        self._target: str | None = None  # seen from the selected token: "unseen", "cover" or None

    # setters
    def set_space(self, x: int, y: int, side: int) -> None:
        if side != self._side:
            self.prepareGeometryChange()
            self._side = side
        self.setPos(x * SQUARE, y * SQUARE)

    def set_look(self, *, label: str, colour: QColor, portrait: QPixmap | None = None,
                 badges: tuple[str, ...] = (), ghost: bool = False) -> None:
        self._label, self._colour, self._portrait = label, QColor(colour), portrait
        self._badges, self._ghost = tuple(badges), ghost
        self.update()

    def set_threat(self, on: bool) -> None:
        if on != self._threat:
            self._threat = on
            self.update()

    def set_ally(self, on: bool) -> None:
        if on != self._ally:
            self._ally = on
            self.update()

    def set_target(self, mark: str | None) -> None:
        """How the selected token sees this one: "unseen" (no line of effect: veiled), "cover"
        (a shield badge) or None (in the open, or nothing selected)."""
        if mark != self._target:
            self._target = mark
            self.update()

    @property
    def target_mark(self) -> str | None:
        return self._target

    def set_dragging(self, on: bool, invalid: bool = False) -> None:
        if (on, invalid) != (self._dragging, self._invalid):
            self._dragging, self._invalid = on, invalid
            self.setZValue(style.Z_TOKENS + (5 if on else 0))
            self.update()

    @property
    def side(self) -> int:
        return self._side

    @property
    def label(self) -> str:
        return self._label

    @property
    def is_threat(self) -> bool:
        return self._threat

    def boundingRect(self) -> QRectF:
        s = self._side * SQUARE
        return QRectF(-6, -6, s + 12, s + 12)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(0, 0, self._side * SQUARE, self._side * SQUARE)
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        s = self._side * SQUARE
        disc = QRectF(4, 4, s - 8, s - 8)
        if self._threat or self._ally:
            ring = style.THREAT if self._threat else style.ALLY
            painter.setPen(QPen(ring, 6))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(disc.adjusted(-3, -3, 3, 3))
        painter.setOpacity(0.45 if self._ghost else (0.8 if self._dragging else 1.0))
        border = QColor("#ffd23f") if self.isSelected() else self._colour.darker(170)
        painter.setPen(QPen(border, 4 if self.isSelected() else 2.5))
        painter.setBrush(self._colour)
        painter.drawEllipse(disc)
        if self._portrait is not None and not self._portrait.isNull():
            clip = QPainterPath()
            inner = disc.adjusted(5, 5, -5, -5)
            clip.addEllipse(inner)
            painter.save()
            painter.setClipPath(clip)
            painter.drawPixmap(inner, self._portrait, QRectF(self._portrait.rect()))
            painter.restore()
        # name: on the disc for a portrait-less token, on a plate at the bottom otherwise
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(11, min(16, int(s / 5))))
        painter.setFont(font)
        fm = QFontMetricsF(font)
        text = fm.elidedText(self._label, Qt.ElideRight, s - 6)
        if self._portrait is None:
            painter.setPen(QColor("white"))
            painter.drawText(disc, Qt.AlignCenter, text)
        else:
            w = fm.horizontalAdvance(text) + 8
            plate = QRectF((s - w) / 2, s - fm.height() - 2, w, fm.height())
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawRoundedRect(plate, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(plate, Qt.AlignCenter, text)
        # condition badges along the top edge
        if self._badges:
            bf = QFont()
            bf.setPixelSize(11)
            bf.setBold(True)
            painter.setFont(bf)
            r = 9.0
            for i, badge in enumerate(self._badges[:4]):
                c = QPointF(s - r - 1 - i * (2 * r + 1), r + 1)
                painter.setPen(QPen(QColor("#222"), 1.5))
                painter.setBrush(QColor("#ffd23f"))
                painter.drawEllipse(c, r, r)
                painter.setPen(QColor("#222"))
                painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignCenter, badge[:1].upper())
        if self._target == "unseen":
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.UNSEEN_RING, 2.5, Qt.DashLine))
            painter.setBrush(style.UNSEEN_VEIL)
            painter.drawEllipse(disc)
        elif self._target == "cover":
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.COVER_EDGE, 1.5))
            painter.setBrush(style.COVER_FILL)
            # on the disc's lower-left edge, growing a little with the token so it reads on a big one
            w = min(14 + 6 * self._side, 34)
            at = QPointF(s / 2 - 0.3536 * (s - 8), s / 2 + 0.3536 * (s - 8))
            painter.drawPath(_shield(QRectF(at.x() - w / 2, at.y() - w * 0.6, w, w * 1.2)))
        if self._dragging and self._invalid:
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.PATH_BAD, 5))
            painter.drawLine(QPointF(s * 0.25, s * 0.25), QPointF(s * 0.75, s * 0.75))
            painter.drawLine(QPointF(s * 0.75, s * 0.25), QPointF(s * 0.25, s * 0.75))


def _shield(r: QRectF) -> QPainterPath:
    """A heater shield filling `r`: the cover badge."""
    p = QPainterPath()
    p.moveTo(r.left(), r.top())
    p.lineTo(r.right(), r.top())
    p.lineTo(r.right(), r.top() + r.height() * 0.45)
    p.quadTo(r.right(), r.bottom() - r.height() * 0.15, r.center().x(), r.bottom())
    p.quadTo(r.left(), r.bottom() - r.height() * 0.15, r.left(), r.top() + r.height() * 0.45)
    p.closeSubpath()
    return p


# ---- overlays ------------------------------------------------------------------------------


class _CalloutOverlay(QGraphicsObject):
    """What the drag preview and the hover "why" share: a drawing over the board, hidden until
    shown, with its text in a `callout` beside it (added to the scene beside this item: it must
    stay above tokens)."""

    def __init__(self, z: float):
        super().__init__()
        self.setZValue(z)
        self._text = ""
        self._rect = QRectF()
        self.callout = CalloutItem()
        self.setVisible(False)

    def _show(self, rect: QRectF, text: str, colour: QColor, around: QRectF, avoid: tuple[QPointF, ...]) -> None:
        """Call after prepareGeometryChange() and after storing what paint() draws; `rect` bounds it."""
        self._text, self._rect = text, rect
        self.setVisible(True)
        self.update()
        self.callout.set_text(text, colour, around, avoid)

    def clear(self) -> None:
        if self.isVisible():
            self.setVisible(False)
        self.callout.set_text("", QColor(), QRectF())  # no text: the colour is not used

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._rect


class PathPreviewItem(_CalloutOverlay):
    """The drag preview: the squares walked (within speed / past it), the path line through the
    centres, the destination outline, and a label with the cost and the reason for a refusal."""

    def __init__(self):
        super().__init__(style.Z_PATH)
        self._squares: list[tuple[QRectF, QColor]] = []
        self._line = QPolygonF()
        self._dest = QRectF()
        self._origin = QRectF()
        self._dest_colour = style.PATH_OK

    def set_preview(self, *, squares: list[tuple[QRectF, QColor]], line: list[QPointF], dest: QRectF,
                    dest_colour: QColor, text: str, text_colour: QColor, origin: QRectF | None = None) -> None:
        self.prepareGeometryChange()
        self._squares, self._line, self._dest = squares, QPolygonF(line), dest
        self._origin = origin if origin is not None else QRectF()
        self._dest_colour = dest_colour
        rect = QRectF(dest)
        for r, _c in squares:
            rect = rect.united(r)
        rect = rect.united(self._line.boundingRect()).united(self._origin).adjusted(-8, -8, 8, 8)
        avoid = (self._line.at(0),) if self._line.size() else ()
        self._show(rect, text, text_colour, dest, avoid)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if not self._origin.isEmpty():
            # where the token was picked up: it goes back there if the drop is refused
            painter.setPen(QPen(QColor(60, 60, 60, 170), 2, Qt.DashLine))
            painter.setBrush(QColor(255, 255, 255, 90))
            painter.drawEllipse(self._origin.adjusted(8, 8, -8, -8))
        for r, c in self._squares:
            fill = QColor(c)
            fill.setAlpha(95)
            painter.setBrush(fill)
            painter.setPen(QPen(c, 2))
            painter.drawRect(r.adjusted(4, 4, -4, -4))
        if self._line.size() > 1:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 9, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPolyline(self._line)
            painter.setPen(QPen(self._dest_colour, 5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPolyline(self._line)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(self._dest_colour, 4, Qt.DashLine))
        painter.drawRect(self._dest.adjusted(2, 2, -2, -2))


class SightItem(_CalloutOverlay):
    """The hover "why": line of effect, the lines that decided cover, the flanking line."""

    def __init__(self):
        super().__init__(style.Z_SIGHT)
        self._lines: list[tuple[QLineF, QPen]] = []
        self._anchor = QPointF()

    def set_sight(self, lines: list[tuple[QLineF, QColor, bool]], text: str, anchor: QPointF,
                  colour: QColor, around: QRectF | None = None, avoid: tuple[QPointF, ...] = ()) -> None:
        """lines: (line, colour, dashed)."""
        self.prepareGeometryChange()
        self._lines = []
        rect = QRectF(anchor, anchor)
        for line, c, dashed in lines:
            pen = QPen(c, 3, Qt.DashLine if dashed else Qt.SolidLine, Qt.RoundCap)
            self._lines.append((line, pen))
            rect = rect.united(QRectF(line.p1(), line.p2()).normalized())
        self._anchor = anchor
        self._show(rect.adjusted(-6, -6, 6, 6), text, colour,
                   around if around is not None else QRectF(anchor, anchor), avoid)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        for line, pen in self._lines:
            halo = QPen(QColor(255, 255, 255, 160), pen.widthF() + 3)
            painter.setPen(halo)
            painter.drawLine(line)
            painter.setPen(pen)
            painter.drawLine(line)
            painter.setBrush(pen.color())
            painter.drawEllipse(line.p2(), 3.5, 3.5)


class CalloutItem(QGraphicsItem):
    """A readable label on a light plate that keeps its screen size at any zoom. Its bottom-left
    corner sits at `anchor`; when that would leave the scene's map it goes left of `alt_anchor`."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_CALLOUT)
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations, True)
        self._text = ""
        self._colour = QColor("black")
        self._lines: list[str] = []
        self._font = QFont()
        self._font.setPixelSize(15)
        self._font.setBold(True)
        self._fm = QFontMetricsF(self._font)
        self._box = QRectF()
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, colour: QColor, around: QRectF, avoid: tuple[QPointF, ...] = ()) -> None:
        """Show `text` beside the scene rectangle `around` (a token's space): the first of right-above,
        left-above, right-below, left-below that stays on the map and covers none of `avoid`."""
        if not text:
            self.setVisible(False)
            self._text = ""
            return
        self.prepareGeometryChange()
        self._text, self._colour, self._lines = text, QColor(colour), text.split("\n")
        w = max(self._fm.horizontalAdvance(t) for t in self._lines) + 16
        h = self._fm.height() * len(self._lines) + 10
        scene = self.scene()
        k = 1.0
        bounds = QRectF()
        if scene is not None:
            views = scene.views()
            k = max(views[0].transform().m11(), 1e-6) if views else 1.0
            bounds = scene.board_rect() if hasattr(scene, "board_rect") else scene.sceneRect()
        sw, sh, gap = w / k, h / k, 4 / k
        choices = [  # (anchor in the scene, box relative to the anchor in pixels)
            (QPointF(around.right() + gap, around.top()), QRectF(0, -h, w, h)),
            (QPointF(around.left() - gap, around.top()), QRectF(-w, -h, w, h)),
            (QPointF(around.right() + gap, around.bottom()), QRectF(0, 0, w, h)),
            (QPointF(around.left() - gap, around.bottom()), QRectF(-w, 0, w, h)),
        ]

        def fits(anchor: QPointF, box: QRectF) -> bool:
            r = QRectF(anchor.x() + box.x() / k, anchor.y() + box.y() / k, sw, sh)
            return (bounds.isEmpty() or bounds.contains(r)) and not any(r.contains(p) for p in avoid)

        anchor, box = next((c for c in choices if fits(*c)), choices[0])
        self._box = box
        self.setPos(anchor)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(self._colour, 2))
        painter.setBrush(QColor(255, 255, 255, 240))
        painter.drawRoundedRect(self._box, 6, 6)
        painter.setFont(self._font)
        lh = self._fm.height()
        for i, t in enumerate(self._lines):
            painter.setPen(self._colour.darker(140) if i == 0 else QColor("#1d1d1d"))
            painter.drawText(QRectF(self._box.left() + 8, self._box.top() + 5 + i * lh, self._box.width(), lh),
                             Qt.AlignLeft | Qt.AlignVCenter, t)
