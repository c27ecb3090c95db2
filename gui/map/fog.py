"""Fog of war on the map: the squares hidden from the players (`Encounter.fog`), the
arithmetic that turns a gesture into squares, the `SetFog` undo command (its redo/undo only call
`encounter.set_fog(...)`; the scenes catch up through `fog_changed`), and the item that draws it
(translucent on the Director's map, opaque on the players').

The cell arithmetic (`brush_cells`, `rect_cells`, `polygon_cells`, `zone_cells`) is plain.
"""

from __future__ import annotations

import math

import shapely
from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QUndoCommand
from PySide6.QtWidgets import QGraphicsItem

from geometry import Cell
from gui.base import style
from gui.base.style import SQUARE
from rules.players import row_runs


class FogTools(QObject):
    """The "FogTools" translation context for texts with a plural (lupdate marks a plural only on
    `self.tr(text, "", n)`); other texts use QCoreApplication.translate("FogTools", ...)."""

    def reveal(self, n: int) -> str:
        return self.tr("Reveal %n square(s)", "", n)

    def hide(self, n: int) -> str:
        return self.tr("Hide %n square(s)", "", n)


_plural = FogTools()


# ---- cells (plain arithmetic) -----------------------------------------------------------------


def _inside(c: Cell, width: int, height: int) -> bool:
    return 0 <= c.x < width and 0 <= c.y < height


def brush_cells(x: float, y: float, radius: float, width: int, height: int) -> set[Cell]:
    """Squares whose centre lies within `radius` squares of board point (x, y), plus the square
    under the point itself (a radius of 0.5 is one square)."""
    out = set()
    r = max(0.0, radius)
    for cx in range(math.floor(x - r - 1), math.ceil(x + r + 1)):
        for cy in range(math.floor(y - r - 1), math.ceil(y + r + 1)):
            if (cx + 0.5 - x) ** 2 + (cy + 0.5 - y) ** 2 <= r * r:
                out.add(Cell(cx, cy))
    out.add(Cell(math.floor(x), math.floor(y)))
    return {c for c in out if _inside(c, width, height)}


def stroke_cells(points: list[tuple[float, float]], radius: float, width: int, height: int) -> set[Cell]:
    """A brush stroke through successive mouse samples, with no gaps between far samples."""
    out: set[Cell] = set()
    prev = None
    for p in points:
        if prev is None:
            out |= brush_cells(p[0], p[1], radius, width, height)
        else:
            d = math.hypot(p[0] - prev[0], p[1] - prev[1])
            n = max(1, math.ceil(d / 0.4))
            for i in range(1, n + 1):
                t = i / n
                out |= brush_cells(prev[0] + (p[0] - prev[0]) * t, prev[1] + (p[1] - prev[1]) * t, radius,
                                   width, height)
        prev = p
    return out


def rect_cells(a: tuple[float, float], b: tuple[float, float], width: int, height: int) -> set[Cell]:
    """Squares inside the rectangle with corners a and b (board units); a rectangle smaller than a
    square still takes the squares it touches."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    cx0, cy0 = math.floor(x0), math.floor(y0)
    cx1 = max(cx0 + 1, math.ceil(x1))
    cy1 = max(cy0 + 1, math.ceil(y1))
    return {Cell(x, y) for x in range(max(0, cx0), min(width, cx1)) for y in range(max(0, cy0), min(height, cy1))}


def polygon_cells(points, width: int, height: int) -> set[Cell]:
    """Squares whose centre lies inside the polygon (board units)."""
    if len(points) < 3:
        return set()
    poly = shapely.Polygon(points)
    if not poly.is_valid:
        poly = poly.buffer(0)
    if poly.is_empty:
        return set()
    minx, miny, maxx, maxy = poly.bounds
    cells = [Cell(x, y) for x in range(max(0, math.floor(minx)), min(width, math.ceil(maxx)))
             for y in range(max(0, math.floor(miny)), min(height, math.ceil(maxy)))]
    if not cells:
        return set()
    centres = shapely.points([(c.x + 0.5, c.y + 0.5) for c in cells])
    inside = shapely.contains(poly, centres) | shapely.touches(poly, centres)
    return {c for c, ok in zip(cells, inside, strict=True) if ok}


def zone_cells(zone, width: int, height: int) -> set[Cell]:
    return polygon_cells(zone.polygon, width, height)


def zone_at(zones, x: float, y: float):
    """The smallest zone containing board point (x, y), or None."""
    p = shapely.Point(x, y)
    hits = [z for z in zones if z.shape.covers(p)]
    return min(hits, key=lambda z: z.shape.area) if hits else None


def apply(fog: frozenset[Cell], cells, reveal: bool) -> frozenset[Cell]:
    return frozenset(fog - set(cells)) if reveal else frozenset(fog | set(cells))


def all_cells(width: int, height: int) -> frozenset[Cell]:
    return frozenset(Cell(x, y) for x in range(width) for y in range(height))


# ---- undo -------------------------------------------------------------------------------------


class SetFog(QUndoCommand):
    """One gesture on the fog. Only calls `encounter.set_fog`."""

    def __init__(self, enc, new: frozenset[Cell], text: str):
        super().__init__(text)
        self.enc, self.old, self.new = enc, frozenset(enc.fog), frozenset(new)

    def redo(self):
        self.enc.set_fog(self.new)

    def undo(self):
        self.enc.set_fog(self.old)


def reveal_all(enc) -> SetFog:
    return SetFog(enc, frozenset(), QCoreApplication.translate("FogTools", "Reveal the whole map"))


def hide_all(enc) -> SetFog:
    return SetFog(enc, all_cells(enc.board.width, enc.board.height), QCoreApplication.translate("FogTools", "Hide the whole map"))


# ---- drawing ----------------------------------------------------------------------------------


def fog_path(cells) -> QPainterPath:
    """The fogged squares as one path, each row's runs merged into a rectangle."""
    path = QPainterPath()
    path.setFillRule(Qt.WindingFill)
    for y, x0, x1 in row_runs(cells):
        path.addRect(QRectF(x0 * SQUARE, y * SQUARE, (x1 - x0) * SQUARE, SQUARE))
    return path


class FogItem(QGraphicsItem):
    """The fog: opaque on the players' screen, a see-through hatch on the Director's.
    It takes no mouse buttons, so tools and tokens under it work as if it were not there."""

    OPAQUE = QColor(14, 15, 20)
    DIRECTOR = QColor(40, 50, 80, 110)

    def __init__(self, opaque: bool = False):
        super().__init__()
        self.opaque = opaque
        self.setZValue(style.Z_SIGHT - 1)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        self._path = QPainterPath()
        self._rect = QRectF()
        self._cells: frozenset[Cell] = frozenset()

    @property
    def cells(self) -> frozenset[Cell]:
        return self._cells

    def set_cells(self, cells, width: int = 0, height: int = 0) -> None:
        self.prepareGeometryChange()
        self._cells = frozenset(cells)
        self._path = fog_path(self._cells)
        self._rect = self._path.boundingRect().adjusted(-1, -1, 1, 1)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never hit by a click

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._path.isEmpty():
            return
        painter.setPen(Qt.NoPen)
        if self.opaque:
            painter.setRenderHint(QPainter.Antialiasing, False)
            painter.setBrush(self.OPAQUE)
            painter.drawPath(self._path)
            # a faint texture so the table reads "fog", still fully opaque
            painter.setBrush(QBrush(QColor(40, 42, 52), Qt.Dense7Pattern))
            painter.drawPath(self._path)
            return
        painter.setBrush(self.DIRECTOR)
        painter.drawPath(self._path)
        hatch = QBrush(QColor(20, 25, 45, 120), Qt.BDiagPattern)
        hatch.setTransform(hatch.transform().scale(3.0, 3.0))
        painter.setBrush(hatch)
        painter.drawPath(self._path)


class FogLayer:
    """Keeps a `FogItem` on a scene in step with its encounter's fog (the Director's scene)."""

    def __init__(self, scene, encounter=None, opaque: bool = False):
        self.scene = scene
        self.encounter = encounter if encounter is not None else scene.encounter
        self.item = FogItem(opaque)
        scene.addItem(self.item)
        self.encounter.fog_changed.connect(self.refresh)
        self.encounter.board_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        b = self.encounter.board
        self.item.set_cells(self.encounter.fog, b.width, b.height)

    def detach(self) -> None:
        self.encounter.fog_changed.disconnect(self.refresh)
        self.encounter.board_changed.disconnect(self.refresh)
        if self.item.scene() is not None:
            self.item.scene().removeItem(self.item)


