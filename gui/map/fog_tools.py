"""Fog of war: the layer that draws it, the undo command that changes it, the Director's tools.

The fog is a set of squares hidden from the players (`Encounter.fog`). The Director reveals
or hides squares with a brush, a rectangle, a polygon or a whole zone. Each gesture is one
`SetFog` undo command whose redo/undo only call `encounter.set_fog(...)`; the scenes catch up
through the encounter's `fog_changed` event.

The tools follow the Director scene's tool protocol (start / update / finish / cancel, hover,
double_click, context, key) and derive from `gui.tools.Tool`, so
`director_scene.set_tool(FogBrushTool(director_scene, reveal=True))` is all it takes.
Holding Shift during a gesture does the opposite (hide instead of reveal, and back).

The cell arithmetic (`brush_cells`, `rect_cells`, `polygon_cells`, `zone_cells`, `row_runs`) is plain.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import shapely
from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QUndoCommand
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from geometry import Cell
from gui.base import style
from gui.base.style import SQUARE
from gui.map.coords import to_board, to_scene
from gui.map.tools import PointsGesture, Tool


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


def row_runs(cells) -> Iterator[tuple[int, int, int]]:
    """The squares as runs of neighbours along each row: (y, first x, last x + 1), so that a
    fogged area is a few rectangles rather than one per square."""
    rows: dict[int, list[int]] = {}
    for c in cells:
        rows.setdefault(c.y, []).append(c.x)
    for y, xs in rows.items():
        xs.sort()
        start = prev = xs[0]
        for x in xs[1:] + [None]:
            if x is not None and x == prev + 1:
                prev = x
                continue
            yield y, start, prev + 1
            if x is not None:
                start = prev = x


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


# ---- tools ------------------------------------------------------------------------------------


def _overlay(scene, reveal: bool) -> QGraphicsPathItem:
    colour = QColor(255, 220, 90) if reveal else QColor(60, 70, 110)
    item = QGraphicsPathItem()
    pen = QPen(colour, 3, Qt.DashLine, Qt.RoundCap, Qt.RoundJoin)
    pen.setCosmetic(True)
    item.setPen(pen)
    item.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 70))
    item.setZValue(style.Z_TOOL)
    item.setAcceptedMouseButtons(Qt.NoButton)
    scene.addItem(item)
    return item


class FogTool(Tool):
    """Common ground: the reveal/hide direction (Shift inverts it for one gesture), the preview
    overlay, and the one command a gesture pushes."""

    name = "fog"

    def __init__(self, scene, reveal: bool = True):
        super().__init__(scene)
        self.reveal = reveal
        self._gesture_reveal = reveal
        self._item: QGraphicsPathItem | None = None

    @property
    def size(self) -> tuple[int, int]:
        b = self.enc.board
        return b.width, b.height

    def _direction(self, event) -> bool:
        inverted = event is not None and bool(event.modifiers() & Qt.ShiftModifier)
        return self.reveal != inverted

    def _show(self, path: QPainterPath) -> None:
        if self._item is None:
            self._item = _overlay(self.scene, self._gesture_reveal)
        self._item.setPath(path)

    def _drop_overlay(self) -> None:
        if self._item is not None:
            if self._item.scene() is not None:
                self.scene.removeItem(self._item)
            self._item = None

    def commit(self, cells, reveal: bool | None = None) -> bool:
        """Push one SetFog for these squares; nothing if the fog would not change."""
        reveal = self._gesture_reveal if reveal is None else reveal
        new = apply(self.enc.fog, cells, reveal)
        if new == self.enc.fog:
            return False
        n = len(cells)
        text = _plural.reveal(n) if reveal else _plural.hide(n)
        self.push(SetFog(self.enc, new, text))
        return True

    def cancel(self) -> None:
        self._drop_overlay()

    def deactivate(self) -> None:
        self.cancel()


class FogBrushTool(FogTool):
    """Paint with the button held: one stroke is one undo step."""

    name = "fog-brush"

    def __init__(self, scene, reveal: bool = True, radius: float = 1.0):
        super().__init__(scene, reveal)
        self.radius = radius
        self.points: list[tuple[float, float]] = []
        self.cells: set[Cell] = set()

    def start(self, pos, event) -> bool:
        self._gesture_reveal = self._direction(event)
        self.points = [to_board(pos)]
        self.cells = stroke_cells(self.points, self.radius, *self.size)
        self._show(fog_path(self.cells))
        return True

    def update(self, pos, event) -> None:
        if not self.points:
            return
        p = to_board(pos)
        self.cells |= stroke_cells([self.points[-1], p], self.radius, *self.size)
        self.points.append(p)
        self._show(fog_path(self.cells))

    def finish(self, pos, event) -> None:
        if not self.points:
            return
        self.update(pos, event)
        cells = set(self.cells)
        self.cancel()
        self.commit(cells)

    def cancel(self) -> None:
        self.points, self.cells = [], set()
        super().cancel()


class FogRectTool(FogTool):
    """Drag a rectangle; its corners snap to grid vertices."""

    name = "fog-rect"

    def __init__(self, scene, reveal: bool = True):
        super().__init__(scene, reveal)
        self.anchor: tuple[float, float] | None = None
        self.corner: tuple[float, float] | None = None

    def _snap(self, pos) -> tuple[float, float]:
        return self.scene.snap_vertex(pos)

    def _draw(self) -> None:
        a, b = self.anchor, self.corner
        path = QPainterPath()
        path.addRect(QRectF(to_scene(*a), to_scene(*b)).normalized())
        self._show(path)

    def start(self, pos, event) -> bool:
        self._gesture_reveal = self._direction(event)
        x, y = to_board(pos)
        self.anchor = (float(math.floor(x)), float(math.floor(y)))
        self.corner = (self.anchor[0] + 1, self.anchor[1] + 1)
        self._draw()
        return True

    def update(self, pos, event) -> None:
        if self.anchor is None:
            return
        x, y = to_board(pos)
        ax, ay = self.anchor
        # the rectangle always includes the square first pressed and the square under the pointer
        cx = math.floor(x) + 1 if x >= ax else math.floor(x)
        cy = math.floor(y) + 1 if y >= ay else math.floor(y)
        self.corner = (float(cx), float(cy))
        self._draw()

    def finish(self, pos, event) -> None:
        if self.anchor is None:
            return
        self.update(pos, event)
        a, b = self.anchor, self.corner
        self.cancel()
        w, h = self.size
        lo = (min(a[0], b[0]), min(a[1], b[1]))
        hi = (max(a[0], b[0]), max(a[1], b[1]))
        self.commit(rect_cells(lo, hi, w, h))

    def cancel(self) -> None:
        self.anchor = self.corner = None
        super().cancel()


class FogPolygonTool(PointsGesture, FogTool):
    """Click the corners; double-click, Enter or right-click closes the polygon and applies it.
    Points snap to grid vertices unless Alt is held."""

    name = "fog-polygon"

    def __init__(self, scene, reveal: bool = True):
        super().__init__(scene, reveal)
        self.points: list[tuple[float, float]] = []
        self._cursor: tuple[float, float] | None = None

    def _draw(self) -> None:
        self._show(self._points_path(closed=True))

    def start(self, pos, event) -> bool:
        if not self.points:
            self._gesture_reveal = self._direction(event)
        return super().start(pos, event)

    def done(self) -> bool:
        pts = list(self.points)
        reveal = self._gesture_reveal
        self.cancel()
        if len(pts) < 3:
            return False
        return self.commit(polygon_cells(pts, *self.size), reveal)

    def cancel(self) -> None:
        self.points, self._cursor = [], None
        super().cancel()


class FogZoneTool(FogTool):
    """Click inside a zone to reveal (or hide) all of it. Hovering outlines the zone."""

    name = "fog-zone"

    def hover(self, pos, event) -> None:
        z = zone_at(self.enc.zones, *to_board(pos))
        if z is None:
            self._drop_overlay()
            return
        self._gesture_reveal = self._direction(event)
        path = QPainterPath()
        path.addPolygon(QPolygonF([to_scene(x, y) for x, y in z.polygon]))
        path.closeSubpath()
        self._show(path)

    def start(self, pos, event) -> bool:
        self._gesture_reveal = self._direction(event)
        z = zone_at(self.enc.zones, *to_board(pos))
        if z is None:
            self.say(QCoreApplication.translate("FogTools", "Click inside a zone"))
            return True
        self._drop_overlay()
        self.commit(zone_cells(z, *self.size))
        return True


TOOLS = {
    "brush": FogBrushTool,
    "rect": FogRectTool,
    "polygon": FogPolygonTool,
    "zone": FogZoneTool,
}


def make_tool(kind: str, scene, reveal: bool = True) -> FogTool:
    return TOOLS[kind](scene, reveal)


__all__ = [
    "FogBrushTool", "FogItem", "FogLayer", "FogPolygonTool", "FogRectTool", "FogTool", "FogZoneTool", "SetFog",
    "all_cells", "apply", "brush_cells", "make_tool", "polygon_cells", "rect_cells", "reveal_all", "hide_all",
    "stroke_cells", "zone_at", "zone_cells",
]
