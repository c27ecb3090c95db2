"""One recorded fight event = one undo step. The event is recorded (and refused by the rules, if
need be) BEFORE the command is pushed, so a refusal never reaches the undo stack; undo is
`undo_last`, redo records the same event again."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from rules.errors import RulesError


class RecordFightEvent(QUndoCommand):
    def __init__(self, enc, event: dict, text: str):
        super().__init__(text)
        self.enc, self.event = enc, dict(event)
        self._first = True

    def redo(self):
        if self._first:  # recorded already by `record`
            self._first = False
            return
        self.enc.fight.record(self.event)

    def undo(self):
        self.enc.fight.undo_last()


def record(stack, enc, events: list[dict] | dict, text: str) -> None:
    """Record one event, or several as ONE undo step (a start with surprise); RulesError, with
    nothing recorded, if the rules refuse any of them."""
    events = [events] if isinstance(events, dict) else list(events)
    done = 0
    try:
        for ev in events:
            enc.fight.record(ev)
            done += 1
    except RulesError:
        for _ in range(done):
            enc.fight.undo_last()
        raise
    if len(events) == 1:
        stack.push(RecordFightEvent(enc, events[0], text))
        return
    stack.beginMacro(text)
    for ev in events:
        stack.push(RecordFightEvent(enc, ev, text))
    stack.endMacro()
