"""Walls and doors: draw walls, add, toggle and open/close doors."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem

from geometry import DoorState, Material, Wall
from geometry.features import Blocks
from gui.base import style
from gui.map import commands
from gui.map.items.walls import WallItem
from gui.map.tools.base import PointsGesture, Tool, _overlay

# ---- walls and doors ----------------------------------------------------------------


class WallTool(PointsGesture, Tool):
    """Click to add points, double-click / Enter / right-click to finish, Escape to drop.
    Points snap to grid vertices unless snapping is off or Alt is held."""

    name = "wall"

    def __init__(self, scene, *, door: bool = False, material: Material = Material.STONE,
                 blocks: frozenset[Blocks] = frozenset({Blocks.MOVEMENT, Blocks.EFFECT}), snap: bool = True):
        super().__init__(scene)
        self.door, self.material, self.blocks, self.snap = door, material, blocks, snap
        self.points: list[tuple[float, float]] = []
        self._cursor: tuple[float, float] | None = None
        self._item: QGraphicsPathItem | None = None

    def _draw(self) -> None:
        if self._item is None:
            self._item = _overlay(self.scene, style.DOOR if self.door else QColor("#333"), 4)
        self._item.setPath(self._points_path())

    def done(self) -> None:
        pts = tuple(self.points)
        self.cancel()
        if len(pts) < 2:
            return
        wall = Wall(pts, self.blocks, DoorState.CLOSED if self.door else None, self.material)
        board = self.enc.board
        text = QCoreApplication.translate("Tools", "Add door") if self.door else QCoreApplication.translate("Tools", "Add wall")
        self.push(commands.SetBoard(self.enc, board.with_walls(board.walls + (wall,)), text))

    def cancel(self) -> None:
        self.points, self._cursor = [], None
        if self._item is not None:
            self.scene.removeItem(self._item)
            self._item = None


def wall_item_at(scene, pos) -> WallItem | None:
    for it in scene.items(pos):
        if isinstance(it, WallItem):
            return it
    return None


class DoorTool(Tool):
    """Click a door to open or close it; click a plain wall to make it a door; Shift+click a door
    to make it a plain wall again."""

    name = "door"

    def start(self, pos, event) -> bool:
        it = wall_item_at(self.scene, pos)
        if it is None:
            return True
        walls = list(self.enc.board.walls)
        w = walls[it.index]
        if w.door is None:
            new, text = w.with_door(DoorState.CLOSED), QCoreApplication.translate("Tools", "Make door")
        elif event.modifiers() & Qt.ShiftModifier:
            new, text = w.with_door(None), QCoreApplication.translate("Tools", "Make wall")
        elif w.door is DoorState.OPEN:
            new, text = w.with_door(DoorState.CLOSED), QCoreApplication.translate("Tools", "Close door")
        else:
            new, text = w.with_door(DoorState.OPEN), QCoreApplication.translate("Tools", "Open door")
        walls[it.index] = new
        self.push(commands.SetBoard(self.enc, self.enc.board.with_walls(walls), text))
        return True


