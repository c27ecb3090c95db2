"""The "Fight" part of the properties panel: the creature's fight keys (scenario format §8) that
the current rule system reads: Draw Steel Stamina, recoveries, immunities, weaknesses, group;
5e / Douaratil hit points, resistances, vulnerabilities, group; PF2e hit points; zones role,
Défense, Moniteur, group. Typed lists are read by `rules.fight.stat_text`; numbers are spin boxes
bounded by `rules.limits`, so what the panel makes always opens again from a file."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox

from gui.fight import words, zones_words
from rules import limits
from rules.creature import FightStats
from rules.fight import stat_text
from rules.fight.stats import ROLES

_ALL_FR = "tout"


class FightForm(QGroupBox):
    """Fight keys of the selected creature; `edited` when one field's edit is finished."""

    edited = Signal()

    def __init__(self, parent=None):
        super().__init__(self.tr("Fight"), parent)
        self.setObjectName("fight_fields")
        self.lang = "en"
        self.ruleset = ""
        form = self._form = QFormLayout(self)
        form.setContentsMargins(4, 4, 4, 4)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)
        self.stamina = QSpinBox()
        self.stamina.setRange(0, limits.MAX_STAT)
        self.stamina.setSpecialValueText(self.tr("none"))  # 0: no maximum, the fight tracks none
        self.recoveries = QSpinBox()
        self.recoveries.setRange(0, limits.MAX_STAT)
        self.immunity = QLineEdit()
        self.immunity.setPlaceholderText(self.tr("e.g. fire 5, poison all"))
        self.weakness = QLineEdit()
        self.weakness.setPlaceholderText(self.tr("e.g. fire 5"))
        self.resistance = QLineEdit()
        self.resistance.setPlaceholderText(self.tr("e.g. fire, poison"))
        self.vulnerability = QLineEdit()
        self.vulnerability.setPlaceholderText(self.tr("e.g. cold"))
        self.role = QComboBox()
        for role in ROLES:
            self.role.addItem(zones_words.role_name(role), role)
        self.defense = QSpinBox()
        self.defense.setRange(0, limits.MAX_DEFENSE)
        self.monitor = QSpinBox()
        self.monitor.setRange(limits.MIN_MONITOR, limits.MAX_MONITOR)
        self.monitor.setToolTip(self.tr("Boxes of a figurant's Moniteur (1 to 4)"))
        self.group = QLineEdit()
        self.group.setPlaceholderText(self.tr("none"))
        self.group.setToolTip(self.tr("Creatures of one group act together"))
        self.fields = {"stamina": self.stamina, "recoveries": self.recoveries, "immunity": self.immunity,
                       "weakness": self.weakness, "resistance": self.resistance,
                       "vulnerability": self.vulnerability, "role": self.role, "defense": self.defense,
                       "monitor": self.monitor, "group": self.group}
        self.labels: dict[str, QLabel] = {}
        for key, widget in self.fields.items():
            self.labels[key] = QLabel()
            widget.setObjectName(f"fight_{key}")
            form.addRow(self.labels[key], widget)
        for spin in (self.stamina, self.recoveries, self.defense, self.monitor):
            spin.editingFinished.connect(self.edited)
        for line in (self.immunity, self.weakness, self.resistance, self.vulnerability, self.group):
            line.editingFinished.connect(self.edited)
        self.role.activated.connect(self.edited)
        self._name_rows()
        self.set_ruleset("")

    def _name_rows(self) -> None:
        hit_points = self.ruleset != "draw-steel"
        names = {
            "stamina": self.tr("Hit points maximum") if hit_points else self.tr("Stamina maximum"),
            "recoveries": self.tr("Recoveries"), "immunity": self.tr("Immunities"),
            "weakness": self.tr("Weaknesses"), "resistance": self.tr("Resistances"),
            "vulnerability": self.tr("Vulnerabilities"), "role": self.tr("Role"), "defense": self.tr("Défense"),
            "monitor": self.tr("Moniteur"), "group": self.tr("Group"),
        }
        for key, label in self.labels.items():
            label.setText(names[key])

    def set_ruleset(self, ruleset: str, lang: str = "en") -> None:
        """Show only the keys this system reads (none: the whole part hides)."""
        self.ruleset, self.lang = ruleset, lang
        shown = stat_text.fields_for(ruleset)
        for key, widget in self.fields.items():
            self._form.setRowVisible(widget, key in shown)
        self._name_rows()
        self.setVisible(bool(shown))

    def shown_fields(self) -> tuple[str, ...]:
        return tuple(k for k in stat_text.fields_for(self.ruleset))

    # ---- words -------------------------------------------------------------------------
    def _word(self, type_id: str) -> str:
        if type_id == stat_text.ALL:
            return _ALL_FR if self.lang == "fr" else type_id
        return words.damage_type_word(type_id, self.lang)

    @staticmethod
    def _type_id(word: str) -> str:
        return words.damage_type_id(word)

    def field_label(self, key: str) -> str:
        return self.labels[key].text()

    # ---- showing and reading -------------------------------------------------------------
    @staticmethod
    def default_role(side: str, players: str) -> str:
        """§8: `role` defaults to "`character` on the players' side, `figurant` elsewhere"."""
        return "character" if side == players else "figurant"

    def show_stats(self, s: FightStats, side: str, players: str = "heroes") -> None:
        self.stamina.setValue(s.stamina or 0)
        self.recoveries.setValue(s.recoveries)
        self.immunity.setText(stat_text.amounts_text(s.immunity, self._word))
        self.weakness.setText(stat_text.amounts_text(s.weakness, self._word))
        self.resistance.setText(stat_text.types_text(s.resistance, self._word))
        self.vulnerability.setText(stat_text.types_text(s.vulnerability, self._word))
        role = s.role or self.default_role(side, players)
        self.role.setCurrentIndex(max(self.role.findData(role), 0))
        self.defense.setValue(s.defense)
        self.monitor.setValue(s.monitor)
        self.monitor.setEnabled(role == "figurant")  # only a figurant has a Moniteur (§8)
        self.group.setText(s.group or "")

    def stats(self, current: FightStats, side: str, players: str = "heroes") -> FightStats:
        """The fields read onto `current`; only the shown ones (a key of another system is kept).
        Raises StatTextError (with `key` set) for text it cannot read."""
        shown = self.shown_fields()
        kw: dict = {}
        readers = {
            "stamina": lambda: self.stamina.value() or None,
            "recoveries": self.recoveries.value,
            "immunity": lambda: stat_text.parse_amounts(self.immunity.text(), all_amount=True, type_id=self._type_id),
            "weakness": lambda: stat_text.parse_amounts(self.weakness.text(), type_id=self._type_id),
            "resistance": lambda: stat_text.parse_types(self.resistance.text(), type_id=self._type_id),
            "vulnerability": lambda: stat_text.parse_types(self.vulnerability.text(), type_id=self._type_id),
            "defense": self.defense.value,
            "monitor": self.monitor.value,
            "group": lambda: stat_text.parse_group(self.group.text()),
        }
        for key in shown:
            if key == "role":
                role = self.role.currentData()
                # the default shown is not a choice: a creature left on it keeps following its side
                kw["role"] = None if current.role is None and role == self.default_role(side, players) else role
                continue
            try:
                kw[key] = readers[key]()
            except stat_text.StatTextError as e:
                e.key = key
                raise
        return dataclasses.replace(current, **kw)

    def refusal_text(self, e: stat_text.StatTextError) -> str:
        """Why a typed list was refused, in one sentence naming the field."""
        reasons = {
            "amount": self.tr("“%1” is not a damage type and an amount, such as “fire 5”."),
            "word": self.tr("“%1” is not one damage type."),
            "twice": self.tr("“%1” names a damage type already given."),
            "all-amount": self.tr("“%1”: only an immunity may be “all”."),
            "too-large": self.tr("“%1”: the amount is too large."),
            "too-long": self.tr("“%1…”: a group name has at most %2 characters."),
        }
        text = reasons.get(e.reason, self.tr("“%1” cannot be read."))
        text = text.replace("%2", str(limits.MAX_ID_LENGTH)).replace("%1", e.piece)
        key = getattr(e, "key", "")
        label = self.field_label(key) if key in self.labels else ""
        # the piece is the Director's text: filled in last, so a "%1" typed there stays as typed
        return self.tr("%1: %2").replace("%1", label.replace("%", "\x00")).replace("%2", text).replace("\x00", "%")
