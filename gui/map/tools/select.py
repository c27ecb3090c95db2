"""Select and move: drag a token under the rules, hover for the "why", arrow keys, doors by double-click."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from geometry import DoorState, GeometryError
from gui.map import commands
from gui.map.coords import to_board
from gui.map.tools.base import Tool, _num, _plural
from gui.map.tools.walls import wall_item_at
from rules.errors import RulesError
from rules.preview import OVERRIDE, DragSession, sight_info

# ---- moving tokens, asking "why" -----------------------------------------------------------


def mode_for(pack, modifiers) -> str:
    """Ctrl (Cmd on a Mac): the Director's override. Shift: the system's careful move
    (shift in Draw Steel, disengage in 5e, Step in PF2e). Alt: a teleport, where the system has one."""
    if modifiers & (Qt.ControlModifier | Qt.MetaModifier):
        return OVERRIDE
    if modifiers & Qt.AltModifier and "teleport" in pack.modes:
        return "teleport"
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
        # A fight may count the move (the zone game's "move" action) or refuse it; the override never asks.
        hook = getattr(self.scene, "move_hook", None)
        if hook is not None and p.mode != OVERRIDE and hook(cid, p.target):
            self.scene.sync_token(cid)
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

    def waypoint(self, add: bool = True) -> bool:
        """During a drag: fix the route so far (Space, or a right click), or forget the last fixed
        part (Backspace); the preview then continues from there with the whole route's cost."""
        s = self.session
        if s is None:
            return False
        done = s.add_waypoint() if add else s.drop_waypoint()
        if done:
            self._refresh()
        return True

    def key(self, event) -> bool:
        """Arrow keys step the selected token one square, under the same rules as a drag."""
        if self.session is not None and event.key() in (Qt.Key_Space, Qt.Key_Backspace):
            return self.waypoint(event.key() == Qt.Key_Space)
        d = self._ARROWS.get(event.key())
        selected = self.scene.selected_creature_ids()
        if d is None or self.session is not None or len(selected) != 1:
            return False
        s = DragSession(self.enc, selected[0])
        p = s.preview(s.start.offset(*d), mode_for(self.enc.pack, event.modifiers()))
        label = self.enc.creature(p.creature_id).label
        if not p.legal:
            self.say(QCoreApplication.translate("Tools", "%1 cannot move there: %2").replace("%1", label).replace("%2", self.scene.reason_text(p)))
        elif not (getattr(self.scene, "move_hook", None) and self.scene.move_hook(p.creature_id, p.target)):
            self.push(commands.MoveCreature(self.enc, p.creature_id, p.target, label))
        return True

    def context(self, pos, event) -> bool:
        if self.session is not None:
            return self.waypoint()  # a right click while dragging: a waypoint
        token = self.scene.token_at(pos)
        if token is None:
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


