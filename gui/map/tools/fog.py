"""The Director's fog tools: reveal or hide squares with a brush, a rectangle, a polygon or a whole
zone, one `SetFog` undo command per gesture. They follow the scene's tool protocol
(`gui.map.tools.base.Tool`), so `director_scene.set_tool(FogBrushTool(director_scene, reveal=True))`
is all it takes. Holding Shift during a gesture does the opposite (hide instead of reveal, and back).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from geometry import Cell
from gui.base import style
from gui.map.coords import to_board, to_scene
from gui.map.fog import (
    SetFog,
    _plural,
    apply,
    fog_path,
    polygon_cells,
    rect_cells,
    stroke_cells,
    zone_at,
    zone_cells,
)
from gui.map.tools.base import PointsGesture, Tool

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
