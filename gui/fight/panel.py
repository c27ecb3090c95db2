"""The fight dock of the Director's window: whose turn, the combatants with their Stamina and
states (durations shown), the buttons of the fight and the line where damage is typed."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.fight import words
from rules.fight.core import PLAYERS


class FightPanel(QWidget):
    start_requested = Signal()
    next_requested = Signal()
    end_requested = Signal()
    turn_requested = Signal(str)  # creature id (a double-click on its row: Draw Steel picks)
    typed = Signal(str)  # "-7", "+3"... for the selected token

    def __init__(self, parent=None):
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        f = self.heading.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.heading.setFont(f)
        self.start_button = QPushButton(self.tr("Start the fight…"))
        self.next_button = QPushButton(self.tr("Next turn"))
        self.end_button = QPushButton(self.tr("End the fight"))
        self.start_button.clicked.connect(self.start_requested)
        self.next_button.clicked.connect(self.next_requested)
        self.end_button.clicked.connect(self.end_requested)
        buttons = QHBoxLayout()
        for b in (self.start_button, self.next_button, self.end_button):
            buttons.addWidget(b)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels([self.tr("Creature"), self.tr("Stamina"), self.tr("States")])
        self.table.itemDoubleClicked.connect(lambda it, _col: self.turn_requested.emit(it.data(0, Qt.UserRole)))
        self.typing = QLineEdit()
        self.typing.setObjectName("fight_typing")
        self.typing.setPlaceholderText(self.tr("Selected token: -7, +3, -12 fire, +5 temp"))
        self.typing.returnPressed.connect(self._typed)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addLayout(buttons)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.typing)

    def _typed(self) -> None:
        text = self.typing.text()
        self.typing.clear()
        self.typed.emit(text)

    def refresh(self, enc) -> None:
        """Rebuild from the encounter's fight state."""
        log = enc.fight
        st = log.state
        running = log.running
        self.start_button.setEnabled(not running)
        self.next_button.setEnabled(running)
        self.end_button.setEnabled(running)
        if not running:
            self.heading.setText(self.tr("No fight running"))
        elif enc.ruleset == "draw-steel":
            picking = getattr(st, "picking", None)
            who = words.camp_label(picking) if picking else ""
            text = self.tr("Round %1").replace("%1", str(st.round))
            if st.acting:
                text += " — " + self.tr("%1 is acting").replace("%1", self._label(enc, st.acting[0]))
            elif who:
                text += " — " + self.tr("%1 pick").replace("%1", who)
            self.heading.setText(text)
        else:
            text = self.tr("Round %1").replace("%1", str(st.round))
            if st.acting:
                text += " — " + self.tr("%1 is acting").replace("%1", self._label(enc, st.acting[0]))
            elif st.next_unit():
                text += " — " + self.tr("next: %1").replace("%1", self._label(enc, st.next_unit()[0]))
            self.heading.setText(text)
        self.table.clear()
        order = self._order(enc, st, running)
        for cid in order:
            v = st.view(cid)
            c = st.combatants[cid]
            mark = "▶ " if cid in st.acting else ("✓ " if running and cid in st.acted else "")
            hp = "" if v.maximum is None else f"{v.stamina}/{v.maximum}" + (f" +{v.temporary}" if v.temporary else "")
            if v.recoveries and enc.ruleset == "draw-steel" and c.camp == PLAYERS:
                hp += " · " + self.tr("%1 rec.").replace("%1", str(v.recoveries))
            durations = dict(v.durations)
            states = ", ".join(words.state_label(s) + (f" ({words.until_label(durations[s])})" if s in durations else "")
                               for s in v.states)
            it = QTreeWidgetItem([mark + self._label(enc, cid), hp, states])
            it.setData(0, Qt.UserRole, cid)
            it.setToolTip(2, states)
            self.table.addTopLevelItem(it)
        for i in range(3):
            self.table.resizeColumnToContents(i)

    @staticmethod
    def _label(enc, cid: str) -> str:
        return enc.creature(cid).label if enc.has_creature(cid) else cid

    @staticmethod
    def _order(enc, st, running: bool) -> list[str]:
        ids = [c.id for c in enc.creatures if c.id in st.combatants]
        if running and getattr(st, "order", None) and isinstance(st.order, list):
            seen = [cid for unit in st.order for cid in unit]
            return seen + [cid for cid in ids if cid not in seen]
        return sorted(ids, key=lambda cid: st.combatants[cid].camp != PLAYERS)
