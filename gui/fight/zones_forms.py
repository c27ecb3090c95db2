"""The forms that record one event of the zone fight: an action (one or two types), a reaction, an
attack's result (the dice rolled at the table), Réserve dice fed or spent. They only build the
request; the desk records it (one undo step) or says why the rules refuse it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.fight import zones_words as words
from rules.fight.zones import ACTION_TYPES, RESERVE_MAX, TENACITY, ZonePanel


class ZoneForms(QTabWidget):
    act_requested = Signal(str, list)  # combatant (creature id or minors:S), action types
    react_requested = Signal(str)  # creature id or minors:S
    attack_requested = Signal(dict)  # the attack event
    reserve_requested = Signal(str, str, int)  # owner, "add" or "spend", dice

    def __init__(self, parent=None):
        super().__init__(parent)
        self._panel: ZonePanel | None = None
        self._roles: dict[str, str] = {}
        self.addTab(self._action_tab(), self.tr("Action"))
        self.addTab(self._reaction_tab(), self.tr("Reaction"))
        self.addTab(self._attack_tab(), self.tr("Attack"))
        self.addTab(self._reserve_tab(), self.tr("Réserve"))

    # ---- building ---------------------------------------------------------------------------
    def _action_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        self.actor = QComboBox()
        self.actor.currentIndexChanged.connect(self._actor_changed)
        lay.addWidget(self.actor)
        grid = QGridLayout()
        self.type_buttons: dict[str, QPushButton] = {}
        for i, t in enumerate(ACTION_TYPES):
            b = QPushButton(words.action_name(t))
            b.setCheckable(True)
            b.setObjectName(f"action_{t}")
            self.type_buttons[t] = b
            grid.addWidget(b, i // 2, i % 2)
        lay.addLayout(grid)
        self.act_button = QPushButton(self.tr("Record the action"))
        self.act_button.setDefault(True)
        self.act_button.clicked.connect(self._ask_act)
        lay.addWidget(self.act_button)
        return w

    def _reaction_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        self.reactor = QComboBox()
        lay.addWidget(self.reactor)
        self.react_button = QPushButton(self.tr("Record a reaction (1 Réserve die, or 1 Tension when empty)"))
        self.react_button.clicked.connect(lambda: self.react_requested.emit(self.reactor.currentData() or ""))
        lay.addWidget(self.react_button)
        lay.addStretch(1)
        return w

    def _attack_tab(self) -> QWidget:
        w = QWidget()
        form = QFormLayout(w)
        self.target = QComboBox()
        self.target.currentIndexChanged.connect(self._target_changed)
        form.addRow(self.tr("Target"), self.target)
        self.success = QCheckBox(self.tr("The test succeeds"))
        self.success.setChecked(True)
        form.addRow(self.success)
        self.qualities = QSpinBox()
        self.qualities.setRange(0, 60)
        form.addRow(self.tr("Qualities"), self.qualities)
        self.tenacity = QComboBox()
        for t in TENACITY:
            self.tenacity.addItem(words.tr(words.TENACITY_NAMES[t]), t)
        form.addRow(self.tr("Encaisser"), self.tenacity)
        self.spent = QSpinBox()
        self.spent.setRange(0, RESERVE_MAX)
        form.addRow(self.tr("Meneur's dice spent"), self.spent)
        self.breaks = QCheckBox(self.tr("Brisé if it goes out (break)"))
        form.addRow(self.breaks)
        self.attack_button = QPushButton(self.tr("Record the attack"))
        self.attack_button.clicked.connect(self._ask_attack)
        form.addRow(self.attack_button)
        return w

    def _reserve_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        self.owner = QComboBox()
        lay.addWidget(self.owner)
        row = QHBoxLayout()
        self.dice = QSpinBox()
        self.dice.setRange(1, RESERVE_MAX)
        self.dice.setSuffix(self.tr(" dice"))
        row.addWidget(self.dice)
        self.feed_button = QPushButton(self.tr("Feed"))
        self.feed_button.clicked.connect(lambda: self._ask_reserve("add"))
        self.spend_button = QPushButton(self.tr("Spend"))
        self.spend_button.clicked.connect(lambda: self._ask_reserve("spend"))
        row.addWidget(self.feed_button)
        row.addWidget(self.spend_button)
        lay.addLayout(row)
        lay.addStretch(1)
        return w

    # ---- filling from the panel value ---------------------------------------------------------
    def set_panel(self, enc, panel: ZonePanel) -> None:
        self._panel = panel
        self._roles = {f.id: f.role for f in panel.fighters}
        in_fight = [a for a in panel.actors if a.in_fight]
        first = next((a.id for a in in_fight if a.may_act), None)
        keep = self.actor.currentData()
        if keep not in {a.id for a in in_fight if a.may_act}:
            keep = first  # after an act the initiative moves on: offer someone who may act
        self._refill(self.actor, [(a.id, words.actor_label(enc, a.id)) for a in in_fight], keep)
        standing = [f for f in panel.fighters if not f.out]
        reactors = [(f.id, words.actor_label(enc, f.id)) for f in standing if f.role != "minor"]
        reactors += [(a.id, words.actor_label(enc, a.id)) for a in in_fight if a.id not in self._roles]
        self._refill(self.reactor, reactors, self.reactor.currentData())
        self._refill(self.target, [(f.id, words.actor_label(enc, f.id)) for f in standing], self.target.currentData())
        self._refill(self.owner, [(o, words.owner_label(enc, o)) for o, _n in panel.reserves], self.owner.currentData())
        self._actor_changed()
        self._target_changed()

    @staticmethod
    def _refill(combo: QComboBox, items: list[tuple[str, str]], keep) -> None:
        combo.blockSignals(True)
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)
        i = combo.findData(keep)
        combo.setCurrentIndex(i if i >= 0 else 0)
        combo.blockSignals(False)

    def _actor_changed(self, *_args) -> None:
        aid = self.actor.currentData()
        used = ()
        if self._panel is not None:
            used = next((a.types_used for a in self._panel.actors if a.id == aid), ())
        for t, b in self.type_buttons.items():
            b.setChecked(False)
            b.setEnabled(t not in used)

    def _target_changed(self, *_args) -> None:
        role = self._roles.get(self.target.currentData())
        self.tenacity.setEnabled(role == "character")
        self.spent.setEnabled(role == "figurant")
        self.breaks.setEnabled(role in ("figurant", "minor"))

    def choose(self, actor: str, creature: str) -> None:
        """Act as `actor` and react as `creature` (or its minors), when the lists hold them."""
        for combo, data in ((self.actor, actor), (self.reactor, creature), (self.reactor, actor),
                            (self.owner, creature)):
            i = combo.findData(data)
            if i >= 0:
                combo.setCurrentIndex(i)

    # ---- asking --------------------------------------------------------------------------
    def _ask_act(self) -> None:
        chosen = [t for t in ACTION_TYPES if self.type_buttons[t].isChecked()]
        self.act_requested.emit(self.actor.currentData() or "", chosen)

    def attack_event(self) -> dict:
        role = self._roles.get(self.target.currentData())
        ev = {"do": "attack", "target": self.target.currentData() or "", "success": self.success.isChecked(),
              "qualities": self.qualities.value()}
        if role == "character":
            ev["tenacity"] = self.tenacity.currentData()
        if role == "figurant" and self.spent.value():
            ev["reserve_spent"] = self.spent.value()
        if role in ("figurant", "minor") and self.breaks.isChecked():
            ev["break"] = True
        return ev

    def _ask_attack(self) -> None:
        self.attack_requested.emit(self.attack_event())

    def _ask_reserve(self, kind: str) -> None:
        self.reserve_requested.emit(self.owner.currentData() or "", kind, self.dice.value())
