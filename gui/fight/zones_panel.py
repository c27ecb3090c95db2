"""The Meneur's zone-fight panel: whose initiative, the Passe, each combatant's actions left and
types used, Défense, Moniteur boxes, Tension, traumas, the Réserves and the Menace; the forms to
record below (zones_forms). It only shows a `ZonePanel` value; recording goes through the desk."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.fight import zones_words as words
from gui.fight.zones_forms import ZoneForms
from rules.fight.zones import MENEUR, PLAYERS, ZonePanel

MAY_ACT = QColor("#1f7a45")
OUT = QColor("#8a8a8a")
CAMP_TINT = {PLAYERS: QColor("#e8f0fd"), MENEUR: QColor("#fbeae8")}


def dice_text(n: int) -> str:
    """A Réserve as dice the eye counts at once: one die glyph per die, the number after."""
    return "●" * n + f"  {n}" if n else "—  0"


def boxes_text(total: int | None, left: int | None) -> str:
    if total is None:
        return ""
    ticked = total - (left or 0)
    return "☒" * ticked + "☐" * (left or 0)


class ZoneFightPanel(QWidget):
    """The dock's contents. `show_panel(enc, panel)` redraws it; the buttons ask the desk."""

    start_requested = Signal()
    end_requested = Signal()

    COLUMNS = 7

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.header = QLabel()
        f = QFont()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.header.setFont(f)
        self.header.setWordWrap(True)
        lay.addWidget(self.header)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start the fight…"))
        self.start_button.clicked.connect(self.start_requested)
        self.end_button = QPushButton(self.tr("End the fight"))
        self.end_button.clicked.connect(self.end_requested)
        row.addWidget(self.start_button)
        row.addWidget(self.end_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Combatant"), self.tr("Actions"), self.tr("Défense"), self.tr("Moniteur"),
                                   self.tr("Tension"), self.tr("Traumas"), self.tr("Used this Passe")])
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeToContents)
        lay.addWidget(self.tree, 3)
        self.reserves = QLabel()
        self.reserves.setTextFormat(Qt.RichText)
        self.reserves.setWordWrap(True)
        lay.addWidget(self.reserves)
        self.forms = ZoneForms(self)
        lay.addWidget(self.forms, 2)
        self.result = QLabel()
        self.result.setWordWrap(True)
        lay.addWidget(self.result)

    def show_panel(self, enc, panel: ZonePanel | None) -> None:
        if panel is None:
            self.header.setText(self.tr("The zone fight needs the Zones rules"))
            self.tree.clear()
            self.reserves.setText("")
            self.forms.setEnabled(False)
            self.start_button.setEnabled(False)
            self.end_button.setEnabled(False)
            return
        if panel.started:
            self.header.setText(self.tr("Passe %1 — initiative: %2").replace("%1", str(panel.pass_number))
                                .replace("%2", words.camp_name(panel.initiative)))
        else:
            self.header.setText(self.tr("No fight running"))
        self.start_button.setEnabled(not panel.started)
        self.end_button.setEnabled(panel.started)
        self.forms.setEnabled(panel.started)
        self._fill_tree(enc, panel)
        self._fill_reserves(enc, panel)
        self.forms.set_panel(enc, panel)

    def _fill_tree(self, enc, panel: ZonePanel) -> None:
        expanded = {self.tree.topLevelItem(i).data(0, Qt.UserRole) for i in range(self.tree.topLevelItemCount())
                    if self.tree.topLevelItem(i).isExpanded()}
        self.tree.clear()
        fighters = {f.id: f for f in panel.fighters}
        for a in panel.actors:
            item = QTreeWidgetItem(self.tree)
            item.setData(0, Qt.UserRole, a.id)
            item.setText(0, words.actor_label(enc, a.id))
            camp = self.tr("Meneur") if a.camp == MENEUR else self.tr("Players")
            item.setToolTip(0, camp)
            for c in range(self.COLUMNS):  # the camp by a tint: blue the players, red the Meneur
                item.setBackground(c, QBrush(CAMP_TINT[a.camp]))
            item.setText(1, "●" * a.actions_left + "○" * max(0, 2 - a.actions_left) if a.in_fight else "")
            item.setText(6, ", ".join(words.action_name(t) for t in a.types_used))
            if a.may_buy:
                item.setToolTip(1, self.tr("The Meneur may buy extra actions: 1 Réserve die each"))
            if len(a.members) == 1 and a.members[0] == a.id:
                self._fighter_columns(item, fighters[a.id])
            else:
                for m in a.members:
                    child = QTreeWidgetItem(item)
                    child.setText(0, words.actor_label(enc, m))
                    self._fighter_columns(child, fighters[m])
                item.setExpanded(a.id in expanded or not expanded)
            if not a.in_fight:
                for c in range(self.COLUMNS):
                    item.setForeground(c, QBrush(OUT))
            elif a.may_act:
                bold = QFont(item.font(0))
                bold.setBold(True)
                item.setFont(0, bold)
                item.setForeground(0, QBrush(MAY_ACT))

    def _fighter_columns(self, item: QTreeWidgetItem, f) -> None:
        item.setText(2, str(f.defense))
        item.setText(3, boxes_text(f.monitor, f.boxes_left))
        item.setText(4, str(f.tension) if f.role == "character" else "")
        item.setText(5, str(f.traumas) if f.role == "character" else "")
        if f.out:
            item.setText(0, f"{item.text(0)} — {words.out_name(f.out)}")
            for c in range(self.COLUMNS):
                item.setForeground(c, QBrush(OUT))

    def _fill_reserves(self, enc, panel: ZonePanel) -> None:
        menace = dict(panel.menace)
        rows = []
        for owner, n in panel.reserves:
            line = f"<b>{html.escape(words.owner_label(enc, owner))}</b>: {dice_text(n)}"
            if owner in menace:
                line += " · " + self.tr("Menace %1").replace("%1", str(menace[owner]))
            rows.append(line)
        self.reserves.setText(self.tr("Réserves") + "<br>" + "<br>".join(rows))

    def say(self, text: str) -> None:
        self.result.setText(text)
