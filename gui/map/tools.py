"""Interaction tools. The scene hands mouse and key events to the current tool first.

Each tool has start / update / finish / cancel (a press, the moves with the button
held, the release, Escape), plus hover, double_click, context (right click) and key.
Tools never change the model directly: they push undo commands (one gesture = one).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from geometry import Cell, DoorState, GeometryError, Material, Space, TerrainCell, TerrainKind, Wall
from geometry.features import Blocks
from geometry.zones import Zone
from gui.base import style
from gui.base.style import SQUARE
from gui.map import commands, labels
from gui.map.coords import to_board, to_scene
from gui.map.items import WallItem
from rules.creature import Creature
from rules.errors import RulesError
from rules.preview import OVERRIDE, DragSession, sight_info


class Tools(QObject):
    """The "Tools" translation context for texts with a plural: lupdate marks a message as plural
    only in the form `self.tr(text, "", n)`. Other texts use QCoreApplication.translate("Tools", ...)."""

    def moved_past_speed(self, label: str, cost: float, over: str) -> str:
        return self.tr("%1 moved %n square(s), %2 past its speed", "", round(cost)) \
            .replace("%1", label).replace("%2", over)


_plural = Tools()


class Tool:
    name = ""
    stale_on_model_change = False  # cancel a gesture in progress when the model changes under it

    def __init__(self, scene):
        self.scene = scene

    @property
    def enc(self):
        return self.scene.encounter

    def activate(self) -> None: ...

    def deactivate(self) -> None: ...

    def start(self, pos: QPointF, event) -> bool:
        return False

    def update(self, pos: QPointF, event) -> None: ...

    def finish(self, pos: QPointF, event) -> None: ...

    def cancel(self) -> None: ...

    def hover(self, pos: QPointF, event) -> None: ...

    def double_click(self, pos: QPointF, event) -> bool:
        return False

    def context(self, pos: QPointF, event) -> bool:
        return False

    def key(self, event) -> bool:
        return False

    def modifiers_changed(self, modifiers) -> None: ...

    def push(self, command) -> None:
        if self.scene.undo_stack is not None:
            self.scene.undo_stack.push(command)
        else:
            command.redo()

    def say(self, text: str) -> None:
        self.scene.status_message.emit(text)


def _overlay(scene, colour: QColor, width: float = 3.0, fill: QColor | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    pen = QPen(colour, width, Qt.DashLine, Qt.RoundCap, Qt.RoundJoin)
    item.setPen(pen)
    if fill is not None:
        item.setBrush(fill)
    item.setZValue(style.Z_TOOL)
    scene.addItem(item)
    return item


# ---- moving tokens, asking "why" -----------------------------------------------------------


def mode_for(pack, modifiers) -> str:
    """Ctrl (Cmd on a Mac): the Director's override. Shift: the system's careful move
    (shift in Draw Steel, disengage in 5e, Step in PF2e)."""
    if modifiers & (Qt.ControlModifier | Qt.MetaModifier):
        return OVERRIDE
    if modifiers & Qt.ShiftModifier and len(pack.modes) > 1:
        return pack.modes[1]
    return "move"


class SelectTool(Tool):
    """Select tokens; drag one to move it with a live preview; hover another to see the why."""

    name = "select"
    stale_on_model_change = True

    def __init__(self, scene):
        super().__init__(scene)
        self.session: DragSession | None = None
        self._grab = (0.5, 0.5)
        self._pos = QPointF()
        self._modifiers = Qt.NoModifier
        self._hover_key = None

    def start(self, pos, event) -> bool:
        token = self.scene.token_at(pos)
        if token is None:
            return False
        if not (token.isSelected() and len(self.scene.selectedItems()) == 1):
            self.scene.clearSelection()
            token.setSelected(True)
        self.scene.show_sight(None)
        self._hover_key = None
        self.session = DragSession(self.enc, token.creature_id)
        self.say("")  # the last drop's message is about another move
        c = self.session.creature
        x, y = to_board(pos)
        self._grab = (x - c.at.x, y - c.at.y)
        self._pos, self._modifiers = pos, event.modifiers()
        return True

    def _refresh(self) -> None:
        s = self.session
        x, y = to_board(self._pos)
        cell = s.top_left_for(x, y, self._grab)
        p = s.preview(cell, mode_for(self.enc.pack, self._modifiers))
        if p.target == s.start and self.scene.preview is None:
            return  # a press that has not left its square yet: just a selection so far
        self.scene.show_preview(p)

    def update(self, pos, event) -> None:
        if self.session is None:
            return
        self._pos, self._modifiers = pos, event.modifiers()
        self._refresh()

    def modifiers_changed(self, modifiers) -> None:
        if self.session is not None and modifiers != self._modifiers:
            self._modifiers = modifiers
            self._refresh()

    def finish(self, pos, event) -> None:
        s = self.session
        if s is None:
            return
        self._pos, self._modifiers = pos, event.modifiers()
        x, y = to_board(pos)
        p = s.preview(s.top_left_for(x, y, self._grab), mode_for(self.enc.pack, self._modifiers))
        self.session = None
        self.scene.show_preview(None)
        cid = p.creature_id
        label = self.enc.creature(cid).label
        if p.target == s.start:
            self.scene.sync_token(cid)
            return
        if not p.legal:
            self.scene.sync_token(cid)  # the token goes back where it was
            self.say(QCoreApplication.translate("Tools", "%1 cannot move there: %2").replace("%1", label).replace("%2", self.scene.reason_text(p)))
            return
        self.push(commands.MoveCreature(self.enc, cid, p.target, label))
        if p.mode != OVERRIDE and p.cost > p.speed:
            self.say(_plural.moved_past_speed(label, p.cost, _num(p.cost - p.speed)))
        elif p.attackers:
            names = ", ".join(self.enc.creature(a).label for a in p.attackers)
            provoked = self.scene.labelled(self.scene.term("opportunity", "free strike"), names)
            self.say(QCoreApplication.translate("Tools", "%1 moved; %2").replace("%1", label).replace("%2", provoked))
        else:
            self.say(QCoreApplication.translate("Tools", "%1 moved (%2)").replace("%1", label).replace("%2", p.cost_label or QCoreApplication.translate("Tools", "placed")))

    def cancel(self) -> None:
        if self.session is not None:
            cid = self.session.creature.id
            self.session = None
            self.scene.show_preview(None)
            if self.enc.has_creature(cid):
                self.scene.sync_token(cid)
        self.scene.show_sight(None)
        self._hover_key = None

    _ARROWS = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}

    def key(self, event) -> bool:
        """Arrow keys step the selected token one square, under the same rules as a drag."""
        d = self._ARROWS.get(event.key())
        selected = self.scene.selected_creature_ids()
        if d is None or self.session is not None or len(selected) != 1:
            return False
        s = DragSession(self.enc, selected[0])
        p = s.preview(s.start.offset(*d), mode_for(self.enc.pack, event.modifiers()))
        label = self.enc.creature(p.creature_id).label
        if not p.legal:
            self.say(QCoreApplication.translate("Tools", "%1 cannot move there: %2").replace("%1", label).replace("%2", self.scene.reason_text(p)))
        else:
            self.push(commands.MoveCreature(self.enc, p.creature_id, p.target, label))
        return True

    def context(self, pos, event) -> bool:
        token = self.scene.token_at(pos)
        if token is None or self.session is not None:
            return False
        self.scene.clearSelection()
        token.setSelected(True)
        self.scene.token_menu_requested.emit(token.creature_id, event.screenPos())
        return True

    def double_click(self, pos, event) -> bool:
        """At the table doors open and close all the time: double-click one with the Select tool."""
        if self.scene.token_at(pos) is not None:
            return False
        it = wall_item_at(self.scene, pos)
        if it is None or self.enc.board.walls[it.index].door is None:
            return False
        walls = list(self.enc.board.walls)
        w = walls[it.index]
        opening = w.door is DoorState.CLOSED
        walls[it.index] = w.with_door(DoorState.OPEN if opening else DoorState.CLOSED)
        self.push(commands.SetBoard(self.enc, self.enc.board.with_walls(walls),
                                    QCoreApplication.translate("Tools", "Open door") if opening else QCoreApplication.translate("Tools", "Close door")))
        return True

    def hover(self, pos, event) -> None:
        selected = self.scene.selected_creature_ids()
        token = self.scene.token_at(pos)
        key = None
        if len(selected) == 1 and token is not None and token.creature_id != selected[0]:
            key = (selected[0], token.creature_id)
        if key == self._hover_key and (key is None or self.scene.sight is not None):
            return
        self._hover_key = key
        if key is None:
            self.scene.show_sight(None)
            return
        try:
            info = sight_info(self.enc, *key)
        except (RulesError, GeometryError) as e:
            self.say(self.scene.rules_problem(str(e)))
            info = None
        self.scene.show_sight(info)


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


# ---- walls and doors ----------------------------------------------------------------


class PointsGesture:
    """Click to add points (snapped to grid vertices unless snapping is off or Alt is held);
    double-click, Enter or right-click calls `done()`, Escape drops them. Shared by the wall,
    zone and fog-polygon tools, which differ only in what they draw and what `done()` makes."""

    snap = True
    points: list[tuple[float, float]]
    _cursor: tuple[float, float] | None

    def _point(self, pos, event) -> tuple[float, float]:
        if not self.snap or (event is not None and event.modifiers() & Qt.AltModifier):
            x, y = to_board(pos)
            return round(x, 2), round(y, 2)
        return self.scene.snap_vertex(pos)

    def _points_path(self, *, closed: bool = False, dots: bool = True) -> QPainterPath:
        pts = self.points + ([self._cursor] if self._cursor else [])
        path = QPainterPath()
        if pts:
            path.moveTo(to_scene(*pts[0]))
            for p in pts[1:]:
                path.lineTo(to_scene(*p))
            if closed and len(pts) > 2:
                path.closeSubpath()
            if dots:
                for p in self.points:
                    path.addEllipse(to_scene(*p), 4, 4)
        return path

    def _draw(self) -> None:
        raise NotImplementedError

    def done(self) -> None:
        raise NotImplementedError

    def start(self, pos, event) -> bool:
        p = self._point(pos, event)
        if not self.points or p != self.points[-1]:
            self.points.append(p)
        self._draw()
        return True

    def hover(self, pos, event) -> None:
        if self.points:
            self._cursor = self._point(pos, event)
            self._draw()

    def update(self, pos, event) -> None:
        self.hover(pos, event)

    def double_click(self, pos, event) -> bool:
        self.done()
        return True

    def context(self, pos, event) -> bool:
        if self.points:
            self.done()
            return True
        return False

    def key(self, event) -> bool:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.done()
            return True
        return False


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


# ---- terrain -------------------------------------------------------------------------------


class TerrainTool(Tool):
    """Paint terrain cells with the mouse held down; one stroke is one undo step.
    `kind=None` erases."""

    name = "terrain"

    def __init__(self, scene, kind: TerrainKind | None = TerrainKind.DIFFICULT, material: Material | None = None,
                 hidden: bool = False):
        super().__init__(scene)
        self.kind, self.material, self.hidden = kind, material, hidden
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
                                         self.hidden)
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


# ---- tokens from the palette -----------------------------------------------------------


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return s or "token"


class TokenTool(Tool):
    """Click a square to place a new token made from the palette's template."""

    name = "token"

    def __init__(self, scene, template):
        super().__init__(scene)
        self.template = template  # callable -> dict of Creature fields (name, side, size, ...)

    def start(self, pos, event) -> bool:
        fields = dict(self.template())
        pack = self.enc.pack
        size = fields.get("size") or pack.default_size
        if size not in pack.sizes:
            size = pack.default_size
        fields["size"] = size
        cell = self.scene.cell_at(pos)
        side = pack.sizes[size].side
        # centre a big token on the click
        at = Cell(cell.x - (side - 1) // 2, cell.y - (side - 1) // 2)
        if not self.enc.board.grid.contains(Space(at, side)):
            self.say(QCoreApplication.translate("Tools", "A token must stand inside the map"))
            return True
        name = fields.pop("name", "") or QCoreApplication.translate("Tools", "Token")
        c = Creature(id=self.enc.new_id(slug(name)), at=at, name=name, **fields)
        self.push(commands.AddCreature(self.enc, c))
        return True
