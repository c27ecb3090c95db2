"""The dice tray dock: the system's dice (Draw Steel power rolls with edges and banes and their tier,
d20 with advantage or disadvantage, Douaratil 3d6 with its triple results, any "NdM+K"), a history,
and "show on the players' screen". Rolls come from the controller's DiceTray (seeded in tests)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules.dice import DiceTray, Roll
from rules.errors import RulesError


class DiceTrayPanel(QWidget):
    show_big = Signal(str)
    message = Signal(str)

    def __init__(self, tray_source, parent=None):
        """`tray_source()` returns the DiceTray to roll from (the fight controller's)."""
        super().__init__(parent)
        self._tray_source = tray_source
        self.bonus = QSpinBox()
        self.bonus.setRange(-20, 40)
        self.edges = QSpinBox()
        self.edges.setRange(0, 2)
        self.banes = QSpinBox()
        self.banes.setRange(0, 2)
        self.advantage = QComboBox()
        self.advantage.addItem(self.tr("normal"), "")
        self.advantage.addItem(self.tr("advantage"), "advantage")
        self.advantage.addItem(self.tr("disadvantage"), "disadvantage")
        self.expr = QLineEdit()
        self.expr.setPlaceholderText("2d6+3")
        self.expr.returnPressed.connect(self.roll_expr)
        form = QFormLayout()
        form.addRow(self.tr("Bonus"), self.bonus)
        form.addRow(self.tr("Edges"), self.edges)
        form.addRow(self.tr("Banes"), self.banes)
        form.addRow(self.tr("d20"), self.advantage)
        form.addRow(self.tr("Other dice"), self.expr)
        self.power_button = QPushButton(self.tr("Power roll (2d10)"))
        self.d20_button = QPushButton(self.tr("d20"))
        self.three_d6_button = QPushButton(self.tr("3d6"))
        self.power_button.clicked.connect(self.roll_power)
        self.d20_button.clicked.connect(self.roll_d20)
        self.three_d6_button.clicked.connect(self.roll_3d6)
        buttons = QHBoxLayout()
        for b in (self.power_button, self.d20_button, self.three_d6_button):
            buttons.addWidget(b)
        self.on_players = QCheckBox(self.tr("Show on the players' screen"))
        self.history = QListWidget()
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addLayout(buttons)
        lay.addWidget(self.on_players)
        lay.addWidget(self.history, 1)
        self.set_ruleset("draw-steel")

    @property
    def tray(self) -> DiceTray:
        return self._tray_source()

    def set_ruleset(self, ruleset: str) -> None:
        """The system's own dice first: the others stay available."""
        ds = ruleset == "draw-steel"
        for w in (self.edges, self.banes):
            w.setEnabled(ds)
        self.power_button.setVisible(ds)
        self.d20_button.setVisible(ruleset in ("dnd5e", "pf2e", "douaratil"))
        self.three_d6_button.setVisible(ruleset == "douaratil")
        self.advantage.setEnabled(ruleset in ("dnd5e", "douaratil"))

    # ---- rolling ---------------------------------------------------------------------------------
    def roll_power(self) -> Roll:
        return self.add(self.tray.power(self.bonus.value(), self.edges.value(), self.banes.value()))

    def roll_d20(self) -> Roll:
        mode = self.advantage.currentData()
        return self.add(self.tray.d20(self.bonus.value(), advantage=mode == "advantage",
                                      disadvantage=mode == "disadvantage"))

    def roll_3d6(self) -> Roll:
        return self.add(self.tray.three_d6(self.bonus.value()))

    def roll_expr(self) -> Roll | None:
        try:
            roll = self.tray.roll(self.expr.text())
        except RulesError:
            self.message.emit(self.tr("Type dice such as 2d6+3."))
            return None
        return self.add(roll)

    def add(self, roll: Roll) -> Roll:
        """A roll made here or elsewhere (initiative): into the history, and large if asked."""
        text = self.describe(roll)
        self.history.insertItem(0, text)
        if self.on_players.isChecked() and roll.kind != "d10":
            self.show_big.emit(text)
        return roll

    def describe(self, roll: Roll) -> str:
        name = {"power": self.tr("Power roll"), "d20": "d20", "3d6": "3d6", "d10": "d10"}.get(roll.kind, roll.label)
        out = f"{name} {roll.text}"
        if roll.tier is not None:
            out += " — " + self.tr("tier %1").replace("%1", str(roll.tier))
        extra = {"critical": self.tr("critical"), "triple-6": self.tr("triple 6"), "triple-1": self.tr("triple 1"),
                 "advantage": self.tr("advantage"), "disadvantage": self.tr("disadvantage"),
                 "natural-20": self.tr("natural 20"), "natural-1": self.tr("natural 1"),
                 "tier-up": self.tr("double edge: tier up"), "tier-down": self.tr("double bane: tier down"),
                 "players-choose": self.tr("the players choose"),
                 "director-chooses": self.tr("the Director chooses")}.get(roll.result)
        if extra:
            out += f" ({extra})"
        return out
