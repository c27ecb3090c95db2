"""Docked panels: the token palette (a template for new tokens) and the properties of the
selected token. Each field applies as it is edited (one undo step, pushed by the window); no Apply."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geometry import Wall
from geometry.zones import Zone
from gui.director.fight_fields import FightForm
from gui.director.map_forms import WallForm, ZoneForm
from gui.map import labels
from rules.creature import Creature
from rules.errors import ScenarioError
from rules.fight import stat_text


def _conditions(text: str) -> frozenset[str]:
    """Conditions as typed (in either language) -> the ids the rules know."""
    return frozenset(labels.condition_id(p) for p in text.replace(";", ",").split(",") if p.strip())


class CreatureForm(QWidget):
    """The fields of a creature: name, side, size, speed, stability, reach, conditions."""

    def __init__(self, parent=None, *, extended: bool = False):
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(4, 4, 4, 4)
        self.name = QLineEdit()
        self.side = QComboBox()
        self.side.setEditable(True)  # built-in sides shown translated (the id is the item's data), or free text
        for sid, label in labels.side_names().items():
            self.side.addItem(label, sid)
        self.size = QComboBox()  # the pack's size ids, each with a translated label; the id is the data
        self.speed = QSpinBox()
        self.speed.setRange(0, 99)
        self.stability = QSpinBox()
        self.stability.setRange(-10, 20)
        self.reach = QSpinBox()
        self.reach.setRange(0, 20)
        self.elevation = QSpinBox()
        self.elevation.setRange(-99, 99)
        self.conditions = QLineEdit()
        self.conditions.setPlaceholderText(self.tr("e.g. prone, dazed"))
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Side"), self.side)
        form.addRow(self.tr("Size"), self.size)
        form.addRow(self.tr("Speed"), self.speed)
        form.addRow(self.tr("Stability"), self.stability)
        form.addRow(self.tr("Reach"), self.reach)
        form.addRow(self.tr("Elevation"), self.elevation)
        form.addRow(self.tr("Conditions"), self.conditions)
        self.hidden = self.notes = self.portrait_button = None
        self.portrait = ""
        self.portrait_changed = None  # called when the Director picks or clears the portrait
        if extended:
            row = QHBoxLayout()
            self.portrait_button = QPushButton(self.tr("Choose…"))
            self.portrait_button.clicked.connect(self._choose_portrait)
            clear = QPushButton(self.tr("None"))
            clear.clicked.connect(lambda: self._pick_portrait(""))
            self.portrait_label = QLabel()
            row.addWidget(self.portrait_label, 1)
            row.addWidget(self.portrait_button)
            row.addWidget(clear)
            form.addRow(self.tr("Portrait"), row)
            self.hidden = QCheckBox(self.tr("Hidden from the players"))
            self.notes = QPlainTextEdit()
            self.set_director_word("Director")
            self.notes.setMaximumHeight(90)
            form.addRow("", self.hidden)
            form.addRow(self.tr("Notes"), self.notes)

    def set_director_word(self, word: str) -> None:
        """The placeholder of the notes in the system's words ("Notes du MJ…")."""
        if self.notes is not None:
            self.notes.setPlaceholderText(self.tr("%1's notes (never shown to the players)").replace("%1", word))

    def _set_portrait(self, path: str) -> None:
        self.portrait = path
        self.portrait_label.setText(Path(path).name if path else self.tr("(none)"))
        self.portrait_label.setToolTip(path)

    def _pick_portrait(self, path: str) -> None:
        self._set_portrait(path)
        if self.portrait_changed is not None:
            self.portrait_changed()

    def _choose_portrait(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a portrait"), str(Path(self.portrait).parent)
                                              if self.portrait else "", self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
        if name:
            self._pick_portrait(name)

    def set_sizes(self, pack) -> None:
        current = self.size.currentData()
        self.size.clear()
        for size in sorted(pack.sizes, key=lambda s: (pack.sizes[s].step, s)):
            self.size.addItem(labels.size_label(size), size)
        self.set_size(current if current in pack.sizes else pack.default_size)

    def set_size(self, size: str) -> None:
        self.size.setCurrentIndex(max(self.size.findData(size), 0))

    def set_side(self, side: str) -> None:
        i = self.side.findData(side)
        if i >= 0:
            self.side.setCurrentIndex(i)
        else:
            self.side.setCurrentText(side)

    def side_id(self) -> str:
        return labels.side_id(self.side.currentText()) or "heroes"

    def fields(self) -> dict:
        out = {
            "side": self.side_id(), "size": self.size.currentData(),
            "speed": self.speed.value(), "stability": self.stability.value(), "reach": self.reach.value(),
            "elevation": self.elevation.value(), "conditions": _conditions(self.conditions.text()),
        }
        if self.hidden is not None:
            out["hidden"] = self.hidden.isChecked()
            out["notes"] = self.notes.toPlainText()
            out["portrait"] = self.portrait
        return out

    def show_creature(self, c: Creature) -> None:
        self.name.setText(c.name or c.id)
        self.set_side(c.side)
        self.set_size(c.size)
        self.speed.setValue(c.speed)
        self.stability.setValue(c.stability)
        self.reach.setValue(c.reach)
        self.elevation.setValue(c.elevation)
        self.conditions.setText(", ".join(sorted(labels.condition_label(k) for k in c.conditions)))
        if self.hidden is not None:
            self.hidden.setChecked(c.hidden)
            self.notes.setPlainText(c.notes)
            self._set_portrait(c.portrait)


class TokenPalette(QWidget):
    """The template for tokens placed with the Token tool."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(self.tr("Choose the Token tool, then click a square to place one."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.form = CreatureForm(self)
        self.form.name.setText(self.tr("Goblin"))
        self.form.set_side("monsters")
        lay.addWidget(self.form)
        lay.addStretch(1)

    def set_pack(self, pack, lang: str = "en") -> None:
        self.form.set_sizes(pack)
        self.form.speed.setValue(pack.default_speed)

    def template(self) -> dict:
        return {"name": self.form.name.text().strip(), **self.form.fields()}


class _FocusOut(QObject):
    """Calls back when the watched widget loses focus (a plain text edit has no editingFinished)."""

    def __init__(self, widget, callback):
        super().__init__(widget)
        self.callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.FocusOut:
            self.callback()
        return False


class PropertiesPanel(QWidget):
    """Edit the selected token, wall or zone; each field applies when its edit is finished (a spin
    box on Return or leaving it, not per keystroke), as one undo step.

    The panel has a fixed width whatever it shows, so selecting a token never moves the map."""

    WIDTH = 300

    apply_requested = Signal(object)  # the edited Creature
    wall_apply_requested = Signal(int, object)  # index in the board's walls, the edited Wall
    zone_apply_requested = Signal(object)  # the edited Zone
    refused = Signal(str)  # why an edit was turned back (for the status bar)

    def __init__(self, parent=None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # the fight keys make the panel taller than a 700 px window: it scrolls, never widens
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QScrollArea.NoFrame)
        outer.addWidget(self.scroll)
        content = QWidget()
        self.scroll.setWidget(content)
        lay = QVBoxLayout(content)
        lay.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("Select a token to edit it."))
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.form = CreatureForm(self, extended=True)
        lay.addWidget(self.form)
        self.fight_form = FightForm(self)
        lay.addWidget(self.fight_form)
        self.fight_form.edited.connect(self._apply)
        self.players = "heroes"  # the players' side, for the zones role a creature has by default
        self.wall_form = WallForm(self)
        self.zone_form = ZoneForm(self)
        lay.addWidget(self.wall_form)
        lay.addWidget(self.zone_form)
        self.wall_form.hide()
        self.zone_form.hide()
        lay.addStretch(1)
        self.wall: tuple[int, Wall] | None = None
        self.zone: Zone | None = None
        self.creature: Creature | None = None
        f = self.form
        for line in (f.name, f.conditions):
            line.editingFinished.connect(self._apply)
        for spin in (f.speed, f.stability, f.reach, f.elevation):
            spin.editingFinished.connect(self._apply)
        f.side.activated.connect(self._apply)
        f.side.lineEdit().editingFinished.connect(self._apply)  # a side typed as free text
        f.size.activated.connect(self._apply)
        f.hidden.toggled.connect(self._apply)
        f.portrait_changed = self._apply
        self._notes_watch = _FocusOut(f.notes, self._apply)
        for combo in (self.wall_form.material, self.wall_form.kind, self.wall_form.door):
            combo.activated.connect(self._apply_wall)
        for line in (self.zone_form.name, self.zone_form.traits):
            line.editingFinished.connect(self._apply_zone)
        self._enable(False)
        # fixed, not just bounded: the forms differ in minimum width, and a dock that follows them
        # would move the map under the cursor as a drag starts
        self.setFixedWidth(self.WIDTH)

    def _enable(self, on: bool) -> None:
        self.form.setEnabled(on)
        self.fight_form.setEnabled(on)

    def set_pack(self, pack, lang: str = "en") -> None:
        self.form.set_sizes(pack)
        self.form.set_director_word(labels.term(pack, "director", lang, "Director"))
        self.fight_form.set_ruleset(pack.id, lang)
        if self.creature is not None:
            self.fight_form.show_stats(self.creature.fight, self.creature.side, self.players)

    def _show_token_form(self, on: bool) -> None:
        self.form.setVisible(on)
        self.fight_form.setVisible(on and bool(self.fight_form.shown_fields()))

    def show_wall(self, index: int, w: Wall) -> None:
        self.show_creature(None)
        self.wall = (index, w)
        self._show_token_form(False)
        self.title.setText(self.tr("Wall %1").replace("%1", str(index + 1)))
        self.wall_form.show_wall(w)
        self.wall_form.show()

    def show_zone(self, z: Zone) -> None:
        self.show_creature(None)
        self.zone = z
        self._show_token_form(False)
        self.title.setText(self.tr("Zone “%1”").replace("%1", z.name or z.id))
        self.zone_form.show_zone(z)
        self.zone_form.show()

    def _apply_wall(self, *_signal_args) -> None:
        if self.wall is not None:
            index, w = self.wall
            new = self.wall_form.edited(w)
            if new != w:
                self.wall_apply_requested.emit(index, new)

    def _apply_zone(self, *_signal_args) -> None:
        if self.zone is not None:
            new = self.zone_form.edited(self.zone)
            if new != self.zone:
                self.zone_apply_requested.emit(new)

    def show_creature(self, c: Creature | None, players: str | None = None) -> None:
        if players is not None:
            self.players = players
        self.creature = c
        self.wall = self.zone = None
        self.wall_form.hide()
        self.zone_form.hide()
        self._show_token_form(True)
        if c is None:
            self.title.setText(self.tr("Select a token to edit it."))
            self._enable(False)
            return
        self.title.setText(self.tr("Token “%1”").replace("%1", c.id))
        self.creature = None  # filling the fields (the hidden box's toggled) must not apply them
        self.form.show_creature(c)
        self.fight_form.show_stats(c.fight, c.side, self.players)
        self.creature = c
        self._enable(True)

    def _apply(self, *_signal_args) -> None:
        if self.creature is None:
            return
        name = self.form.name.text().strip()
        c = self.creature
        try:
            fight = stat_text.checked(self.fight_form.stats(c.fight, self.form.side_id(), self.players))
        except stat_text.StatTextError as e:
            return self._refuse(self.fight_form.refusal_text(e))
        except ScenarioError as e:  # past a file's limits: cannot happen through the bounded spin boxes
            return self._refuse(self.tr("The fight numbers cannot be kept: %1.").replace("%1", str(e)))
        new = c.changed(name="" if name == c.id else name, fight=fight, **self.form.fields())
        if new != self.creature:
            self.apply_requested.emit(new)

    def _refuse(self, why: str) -> None:
        """The field turns back to the creature as it is; the status bar says why."""
        c, self.creature = self.creature, None
        self.fight_form.show_stats(c.fight, c.side, self.players)
        self.creature = c
        self.refused.emit(why)
