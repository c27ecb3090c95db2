"""Starting a fight: Draw Steel's d10 and side choice with surprise; the initiative systems' table
of rolls (modifier, or a total typed in from physical dice; a group shares one roll)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
)

from gui.fight import words
from rules.fight.core import DIRECTOR, PLAYERS
from rules.fight.start import initiative_units


class DrawSteelStartDialog(QDialog):
    """The d10 is rolled before the dialog opens (it is shown large on the players' screen)."""

    def __init__(self, d10: int, parent=None, enc=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start the fight"))
        lay = QVBoxLayout(self)
        who = self.tr("6 or more: the players choose which side goes first.") if d10 >= 6 else \
            self.tr("5 or less: the Director chooses which side goes first.")
        roll = QLabel(self.tr("d10: %1").replace("%1", str(d10)))
        f = roll.font()
        f.setPointSizeF(f.pointSizeF() * 2.5)
        f.setBold(True)
        roll.setFont(f)
        lay.addWidget(roll)
        lay.addWidget(QLabel(who))
        self.heroes_first = QRadioButton(self.tr("%1 first").replace("%1", words.camp_label(PLAYERS)))
        self.director_first = QRadioButton(self.tr("%1 first").replace("%1", words.camp_label(DIRECTOR)))
        (self.heroes_first if d10 >= 6 else self.director_first).setChecked(True)
        lay.addWidget(self.heroes_first)
        lay.addWidget(self.director_first)
        self.heroes_surprised = QCheckBox(self.tr("All %1 are surprised").replace("%1", words.camp_label(PLAYERS)))
        self.director_surprised = QCheckBox(self.tr("All %1 are surprised").replace("%1", words.camp_label(DIRECTOR)))
        lay.addWidget(self.heroes_surprised)
        lay.addWidget(self.director_surprised)
        # « Ordre des Tours Alternatif »: each creature or group's Agility total orders its side.
        self.agility_rows: list[tuple[str, QSpinBox]] = []
        if enc is not None and enc.pack.variant.get("initiative") == "agility":
            lay.addWidget(QLabel(self.tr("Agility order: each side acts by descending total.")))
            self.agility_table = QTableWidget(0, 2)
            self.agility_table.setObjectName("agility_table")
            self.agility_table.setHorizontalHeaderLabels([self.tr("Who"), self.tr("Agility total")])
            for unit, members in initiative_units(enc).items():
                row = self.agility_table.rowCount()
                self.agility_table.insertRow(row)
                self.agility_table.setCellWidget(row, 0, QLabel(", ".join(enc.creature(m).label for m in members)))
                total = QSpinBox()
                total.setRange(-20, 60)
                self.agility_table.setCellWidget(row, 1, total)
                self.agility_rows.append((unit, total))
            self.agility_table.resizeColumnsToContents()
            lay.addWidget(self.agility_table)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        lay.addWidget(box)

    def choice(self) -> tuple[str, tuple[str, ...]]:
        first = PLAYERS if self.heroes_first.isChecked() else DIRECTOR
        surprised = tuple(camp for camp, box in ((PLAYERS, self.heroes_surprised), (DIRECTOR, self.director_surprised))
                          if box.isChecked())
        return first, surprised

    def agility(self) -> dict[str, int] | None:
        """{creature or group: Agility total}, or None when the table plays the usual alternation."""
        return {unit: box.value() for unit, box in self.agility_rows} if self.agility_rows else None


class InitiativeStartDialog(QDialog):
    """One row per creature or group: modifier, typed total (blank: Damier rolls), surprised."""

    def __init__(self, enc, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start the fight: initiative"))
        self.units = initiative_units(enc)
        dice = "3d6" if enc.ruleset == "douaratil" else "d20"
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Damier rolls %1 + modifier for each row; type a total to use your own dice. "
                                     "Identical creatures (a group) share one roll.").replace("%1", dice)))
        self.table = QTableWidget(len(self.units), 4)
        self.table.setHorizontalHeaderLabels([self.tr("Who"), self.tr("Modifier"), self.tr("Typed total"),
                                              self.tr("Surprised")])
        self.rows = []
        for i, (unit, members) in enumerate(self.units.items()):
            names = ", ".join(enc.creature(m).label for m in members)
            self.table.setCellWidget(i, 0, QLabel(names))
            mod = QSpinBox()
            mod.setRange(-10, 30)
            typed = QLineEdit()
            typed.setPlaceholderText(self.tr("roll"))
            surprised = QCheckBox()
            self.table.setCellWidget(i, 1, mod)
            self.table.setCellWidget(i, 2, typed)
            self.table.setCellWidget(i, 3, surprised)
            self.rows.append((unit, members, mod, typed, surprised))
        self.table.resizeColumnsToContents()
        lay.addWidget(self.table)
        self.reroll = QCheckBox(self.tr("Settle ties by re-rolling 3d6"))
        self.reroll.setVisible(enc.ruleset == "douaratil")
        lay.addWidget(self.reroll)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        lay.addWidget(self.error)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(self._ok)
        box.rejected.connect(self.reject)
        lay.addWidget(box)

    def _ok(self) -> None:
        try:
            self.choice()
        except ValueError as e:
            self.error.setText(str(e))
            return
        self.accept()

    def choice(self) -> tuple[dict, dict, bool, tuple[str, ...]]:
        modifiers, typed, surprised = {}, {}, []
        for unit, members, mod, total, box in self.rows:
            modifiers[unit] = mod.value()
            text = total.text().strip()
            if text:
                try:
                    typed[unit] = int(text)
                except ValueError:
                    raise ValueError(self.tr("%1 is not a whole number.").replace("%1", text)) from None
            if box.isChecked():
                surprised += members
        return modifiers, typed, self.reroll.isChecked(), tuple(surprised)
