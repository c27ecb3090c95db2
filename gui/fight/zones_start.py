"""Starting a zone fight: the Meneur gives the first initiative and sets each opposing group's
Menace (1 to 5, 3 by default), §8 `{"do": "start", "first": ..., "menace": {side: N}}`."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox

from gui.fight import zones_words as words
from rules.fight.zones import MENACE_DEFAULT, MENACE_RANGE, MENEUR, PLAYERS


class ZoneStartDialog(QDialog):
    def __init__(self, sides: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start the zone fight"))
        form = QFormLayout(self)
        self.first = QComboBox()
        self.first.addItem(words.camp_name(PLAYERS), PLAYERS)
        self.first.addItem(words.camp_name(MENEUR), MENEUR)
        form.addRow(self.tr("First initiative"), self.first)
        self.menace: dict[str, QSpinBox] = {}
        if sides:
            form.addRow(QLabel(self.tr("Menace of each group")))
        for side in sides:
            spin = QSpinBox()
            spin.setRange(*MENACE_RANGE)
            spin.setValue(MENACE_DEFAULT)
            self.menace[side] = spin
            form.addRow(side, spin)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def event_dict(self) -> dict:
        ev = {"do": "start", "first": self.first.currentData()}
        menace = {side: spin.value() for side, spin in self.menace.items() if spin.value() != MENACE_DEFAULT}
        if menace:
            ev["menace"] = menace
        return ev
