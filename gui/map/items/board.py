"""The board's layers: its outline, the map image, the grid and the painted terrain (one item each)."""

from __future__ import annotations

from PySide6.QtCore import QLine, QLineF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

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


class MapImageItem(QGraphicsItem):
    """The background picture, scaled so that `square_px` image pixels make one square and the
    image pixel `offset` lies on vertex (0, 0). Kept at its own resolution; for drawing it keeps
    halved copies (made when a zoom first needs them), and each paint takes the smallest copy still
    as sharp as the screen and draws only the exposed part: an 8000 x 8000 map zoomed out is not
    smooth-scaled from 64 million pixels on every zoom step."""

    MIN_LEVEL_SIDE = 512  # no halved copy smaller than this

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_MAP)
        self._levels: list[QPixmap] = []
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        # Drawn once per zoom step at screen resolution, not on every mouse move.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_image(self, pixmap: QPixmap, square_px: float, offset: tuple[float, float]) -> None:
        self.prepareGeometryChange()
        self._levels = [pixmap]
        self._rect = QRectF(0, 0, pixmap.width(), pixmap.height())
        k = SQUARE / max(square_px, 1.0)
        self.setScale(k)
        self.setPos(-offset[0] * k, -offset[1] * k)
        self.update()

    def pixmap(self) -> QPixmap:
        return self._levels[0] if self._levels else QPixmap()

    def boundingRect(self) -> QRectF:
        return self._rect

    def _level(self, device_scale: float) -> int:
        """The copy to draw from: halved n times while it still has a pixel per screen pixel."""
        n = 0
        while device_scale * (2 ** (n + 1)) <= 1.0:
            n += 1
        while len(self._levels) <= n:
            last = self._levels[-1]
            if max(last.width(), last.height()) // 2 < self.MIN_LEVEL_SIDE:
                return len(self._levels) - 1
            self._levels.append(last.scaled(max(1, last.width() // 2), max(1, last.height() // 2),
                                            Qt.IgnoreAspectRatio, Qt.SmoothTransformation))
        return n

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._levels:
            return
        t = painter.worldTransform()
        n = self._level(max(abs(t.m11()), abs(t.m12())) or 1.0)
        pix = self._levels[n]
        f = pix.width() / self._rect.width(), pix.height() / self._rect.height()
        target = option.exposedRect.intersected(self._rect)
        source = QRectF(target.x() * f[0], target.y() * f[1], target.width() * f[0], target.height() * f[1])
        painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        painter.drawPixmap(target, pix, source)


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


