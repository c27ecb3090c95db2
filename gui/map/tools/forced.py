"""Draw Steel forced movement: click the source, then drag the target; release applies it as one
undo step (move + broken objects + damage through the fight state); Escape cancels."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from geometry import Cell
from gui.map.coords import to_board
from gui.map.tools.base import Tool
from rules.errors import RulesError
from rules.fight.forced import apply_forced_move
from rules.forced_preview import ForcedPreview, ForcedSession


class ApplyForcedMove(QUndoCommand):
    """One forced movement: the target's move, the objects it broke and the damage (a fight event
    when a fight runs), done and undone together."""

    def __init__(self, enc, fp: ForcedPreview, text: str):
        super().__init__(text)
        self.enc, self.fp = enc, fp
        self._undo = None

    def redo(self):
        self._undo = apply_forced_move(self.enc, self.fp.result, self.fp.source, self.fp.target)

    def undo(self):
        if self._undo is not None:
            self._undo()
            self._undo = None


class ForcedTool(Tool):
    """Click a creature: the source (the selected one when the tool starts). Drag another: push,
    pull or slide it, previewed square by square. A click without a drag chooses a new source."""

    name = "forced"
    stale_on_model_change = True

    def __init__(self, scene, kind: str = "push", distance: int = 1, melee_weapon: bool = False):
        super().__init__(scene)
        self.kind, self.distance, self.melee_weapon = kind, distance, melee_weapon
        selected = scene.selected_creature_ids()
        self.source: str | None = selected[0] if len(selected) == 1 else None
        self.session: ForcedSession | None = None
        self._grab = (0.5, 0.5)
        self._left_start = False

    def activate(self) -> None:
        if not self.enc.pack.has_forced_movement:
            self.say(QCoreApplication.translate("Tools", "Forced movement is a Draw Steel rule"))
        elif self.source is None:
            self.say(QCoreApplication.translate("Tools", "Click the creature that forces the movement"))

    def _label(self, cid: str) -> str:
        return self.enc.creature(cid).label if self.enc.has_creature(cid) else cid

    def start(self, pos, event) -> bool:
        token = self.scene.token_at(pos)
        if token is None:
            return False
        cid = token.creature_id
        if self.source is None or not self.enc.has_creature(self.source) or cid == self.source:
            self._choose_source(cid)
            return True  # a click that chose the source: no drag
        try:
            self.session = ForcedSession(self.enc, self.source, cid, self.kind, self.distance, self.melee_weapon)
        except RulesError as e:
            self.say(self.scene.rules_problem(str(e)))
            return True
        self._left_start = False
        c = self.session.target
        x, y = to_board(pos)
        self._grab = (x - c.at.x, y - c.at.y)
        self.say("")
        return True

    def _choose_source(self, cid: str) -> None:
        self.source = cid
        self.scene.clearSelection()
        it = self.scene.token_item(cid)
        if it is not None:
            it.setSelected(True)
        self.say(QCoreApplication.translate("Tools", "Source: %1 · now drag the creature it moves")
                 .replace("%1", self._label(cid)))

    def _preview_at(self, pos) -> ForcedPreview:
        x, y = to_board(pos)
        gx, gy = self._grab
        cell = Cell(int(_floor(x - gx + 0.5)), int(_floor(y - gy + 0.5)))
        self._left_start = self._left_start or cell != self.session.start
        return self.session.preview(cell)

    def update(self, pos, event) -> None:
        if self.session is not None:
            self.scene.show_forced(self._preview_at(pos))

    def finish(self, pos, event) -> None:
        if self.session is None:
            return
        fp = self._preview_at(pos)
        self.session = None
        self.scene.show_forced(None)
        self.scene.sync_token(fp.target)
        if not self._left_start:  # a click on another creature, no drag: it becomes the source
            self._choose_source(fp.target)
            return
        if not fp.legal:
            self.say(QCoreApplication.translate("Tools", "%1 cannot be moved there: %2")
                     .replace("%1", self._label(fp.target)).replace("%2", self.scene.forced_reason(fp)))
            return
        if not fp.changes:
            return
        text = self.scene.forced_title(fp)
        try:
            self.push(ApplyForcedMove(self.enc, fp, text))
        except RulesError as e:  # the fight refused the event: nothing moved
            self.say(self.scene.rules_problem(str(e)))
            return
        self.say(text + " · " + self.scene.forced_summary(fp))

    def cancel(self) -> None:
        if self.session is not None:
            cid = self.session.target.id
            self.session = None
            self.scene.show_forced(None)
            if self.enc.has_creature(cid):
                self.scene.sync_token(cid)


def _floor(v: float) -> int:
    i = int(v)
    return i - 1 if v < i else i
