"""Undo commands. Each changes the model only, through the Encounter's methods; the scene
catches up through the encounter's events. One drag, one stroke or one dialog = one command."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from geometry import Board, Cell
from rules.creature import Creature
from rules.encounter import Encounter, MapImage


class MoveCreature(QUndoCommand):
    def __init__(self, enc: Encounter, cid: str, to: Cell, label: str = ""):
        super().__init__(QCoreApplication.translate("Commands", "Move %1").replace("%1", label or cid))
        self.enc, self.cid, self.to = enc, cid, to
        self.frm = enc.creature(cid).at

    def redo(self):
        self.enc.move_creature(self.cid, self.to)

    def undo(self):
        self.enc.move_creature(self.cid, self.frm)


class AddCreature(QUndoCommand):
    def __init__(self, enc: Encounter, creature: Creature, index: int | None = None):
        super().__init__(QCoreApplication.translate("Commands", "Add %1").replace("%1", creature.label))
        self.enc, self.creature, self.index = enc, creature, index

    def redo(self):
        self.enc.add_creature(self.creature, self.index)

    def undo(self):
        self.enc.remove_creature(self.creature.id)


class RemoveCreature(QUndoCommand):
    def __init__(self, enc: Encounter, cid: str):
        c = enc.creature(cid)
        super().__init__(QCoreApplication.translate("Commands", "Delete %1").replace("%1", c.label))
        self.enc, self.cid = enc, cid
        self.creature: Creature | None = None
        self.index: int | None = None

    def redo(self):
        self.creature, self.index = self.enc.remove_creature(self.cid)

    def undo(self):
        self.enc.add_creature(self.creature, self.index)


class ReplaceCreature(QUndoCommand):
    """An edit from the properties panel (name, side, size, speed, conditions, ...)."""

    def __init__(self, enc: Encounter, new: Creature, text: str = ""):
        super().__init__(text or QCoreApplication.translate("Commands", "Edit %1").replace("%1", new.label))
        self.enc, self.new, self.old = enc, new, enc.creature(new.id)

    def redo(self):
        self.enc.replace_creature(self.new)

    def undo(self):
        self.enc.replace_creature(self.old)


class SetBoard(QUndoCommand):
    """Walls, doors and terrain: the board is an immutable snapshot, so the command swaps it."""

    def __init__(self, enc: Encounter, new: Board, text: str):
        super().__init__(text)
        self.enc, self.new, self.old = enc, new, enc.board

    def redo(self):
        self.enc.set_board(self.new)

    def undo(self):
        self.enc.set_board(self.old)


class SetZones(QUndoCommand):
    def __init__(self, enc: Encounter, zones, text: str, links=None, cuts=None):
        super().__init__(text)
        self.enc = enc
        self.old = (enc.zones, enc.zone_links, enc.zone_cuts)
        self.new = (tuple(zones), enc.zone_links if links is None else tuple(links),
                    enc.zone_cuts if cuts is None else tuple(cuts))

    def redo(self):
        self.enc.set_zones(*self.new)

    def undo(self):
        self.enc.set_zones(*self.old)


class SetRuleset(QUndoCommand):
    """Switching systems converts sizes by size step; undo restores the exact old creatures."""

    def __init__(self, enc: Encounter, ruleset: str, variant: dict | None = None, title: str = ""):
        # title: the system's name in the user's language (pack.title[lang]); the id if not given
        super().__init__(QCoreApplication.translate("Commands", "Switch rules to %1").replace("%1", title or ruleset))
        self.enc, self.ruleset, self.variant = enc, ruleset, dict(variant or {})
        self.old_ruleset, self.old_variant = enc.ruleset, enc.variant
        self.old_creatures = {c.id: c for c in enc.creatures}

    def redo(self):
        self.enc.set_ruleset(self.ruleset, self.variant)

    def undo(self):
        self.enc.set_ruleset(self.old_ruleset, self.old_variant)
        for c in self.enc.creatures:
            old = self.old_creatures.get(c.id)
            if old is not None and old != c:
                self.enc.replace_creature(old)


class SetMapImage(QUndoCommand):
    """A new background picture, or a new grid size/offset on the same picture."""

    def __init__(self, enc: Encounter, image: MapImage | None, text: str):
        super().__init__(text)
        self.enc, self.new, self.old = enc, image, enc.map_image

    def redo(self):
        self.enc.set_map_image(self.new)

    def undo(self):
        self.enc.set_map_image(self.old)


@contextmanager
def macro(stack, text: str):
    """One undo step of several commands that is always closed: a macro left open by an error greys
    Undo and Redo out for the rest of the session and makes setClean() (Save) a no-op."""
    stack.beginMacro(text)
    try:
        yield stack
    finally:
        stack.endMacro()
