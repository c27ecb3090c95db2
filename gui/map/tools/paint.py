"""Painting the board: terrain by the square, zones as polygons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem

from geometry import Cell, GeometryError, Material, TerrainCell, TerrainKind
from geometry.zones import Zone
from gui.base import style
from gui.base.style import SQUARE
from gui.map import commands, labels
from gui.map.tools.base import PointsGesture, Tool, _overlay

# ---- terrain -------------------------------------------------------------------------------


class TerrainTool(Tool):
    """Paint terrain cells with the mouse held down; one stroke is one undo step.
    `kind=None` erases."""

    name = "terrain"

    def __init__(self, scene, kind: TerrainKind | None = TerrainKind.DIFFICULT, material: Material | None = None,
                 hidden: bool = False, damage: str = ""):
        super().__init__(scene)
        self.kind, self.material, self.hidden, self.damage = kind, material, hidden, damage
        self.cells: list[Cell] = []
        self._last: Cell | None = None
        self._item: QGraphicsPathItem | None = None

    def _add(self, cell: Cell) -> None:
        if not self.enc.board.grid.contains_cell(cell):
            return
        if cell not in self.cells:
            self.cells.append(cell)
            path = self._item.path()
            path.addRect(QRectF(cell.x * SQUARE, cell.y * SQUARE, SQUARE, SQUARE))
            self._item.setPath(path)

    def _line_to(self, cell: Cell) -> None:
        # fill the squares between two mouse samples so a quick stroke leaves no gaps
        a = self._last or cell
        n = max(abs(cell.x - a.x), abs(cell.y - a.y))
        for i in range(1, n + 1):
            self._add(Cell(round(a.x + (cell.x - a.x) * i / n), round(a.y + (cell.y - a.y) * i / n)))
        self._add(cell)
        self._last = cell

    def start(self, pos, event) -> bool:
        colour = QColor(40, 40, 40, 160) if self.kind is None else QColor(255, 160, 0, 200)
        self._item = _overlay(self.scene, colour, 2, QColor(colour.red(), colour.green(), colour.blue(), 60))
        self.cells, self._last = [], None
        self._line_to(self.scene.cell_at(pos))
        return True

    def update(self, pos, event) -> None:
        if self._item is not None:
            self._line_to(self.scene.cell_at(pos))

    def finish(self, pos, event) -> None:
        cells = list(self.cells)
        self.cancel()
        terrain = dict(self.enc.board.terrain)
        before = dict(terrain)
        for c in cells:
            if self.kind is None:
                terrain.pop(c, None)
            else:
                terrain[c] = TerrainCell(self.kind, self.material if self.kind is TerrainKind.OBJECT else None,
                                         self.hidden, self.damage)
        if terrain != before:
            text = QCoreApplication.translate("Tools", "Erase terrain") if self.kind is None else labels.paint_text(self.kind.value)
            self.push(commands.SetBoard(self.enc, self.enc.board.with_terrain(terrain), text))

    def cancel(self) -> None:
        self.cells, self._last = [], None
        if self._item is not None:
            self.scene.removeItem(self._item)
            self._item = None


# ---- zones ---------------------------------------------------------------------------------


class ZoneTool(PointsGesture, Tool):
    """Click the corners of a zone (snapped to grid vertices); double-click or Enter closes it."""

    name = "zone"

    def __init__(self, scene, snap: bool = True):
        super().__init__(scene)
        self.snap = snap
        self.points: list[tuple[float, float]] = []
        self._cursor = None
        self._item: QGraphicsPathItem | None = None

    def _draw(self):
        if self._item is None:
            self._item = _overlay(self.scene, style.ZONE, 3, QColor(70, 110, 170, 50))
        self._item.setPath(self._points_path(dots=False))

    def done(self) -> None:
        pts = tuple(self.points)
        self.cancel()
        if len(pts) < 3:
            return
        ids = {z.id for z in self.enc.zones}
        n = len(ids) + 1
        while f"zone-{n}" in ids:
            n += 1
        try:
            zone = Zone(f"zone-{n}", pts, (), QCoreApplication.translate("Tools", "Zone %1").replace("%1", str(n)))
        except GeometryError as e:
            self.say(QCoreApplication.translate("Tools", "Zone not added: %1").replace("%1", str(e)))
            return
        self.push(commands.SetZones(self.enc, self.enc.zones + (zone,), QCoreApplication.translate("Tools", "Add zone")))

    def cancel(self) -> None:
        self.points, self._cursor = [], None
        if self._item is not None:
            self.scene.removeItem(self._item)
            self._item = None


