"""The fight's part of the token's context menu: take the turn, damage or heal, recovery, maximum
Stamina, and the system's conditions with their durations (each one recorded event)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMenu

from gui.fight import words
from rules.conditions import NAMES
from rules.fight.core import PLAYERS, UNTIL


def extend_token_menu(menu: QMenu, ctrl, cid: str, parent) -> None:
    enc = ctrl.enc
    st = ctrl.state
    if cid not in st.combatants:
        return
    c = st.combatants[cid]
    menu.addSeparator()
    if ctrl.running:
        turn = menu.addAction(QCoreApplication.translate("FightMenu", "Take this turn"), lambda: ctrl.take_turn(cid))
        turn.setEnabled(not st.acting and cid in st.may_act())
        if cid in st.acting:
            menu.addAction(QCoreApplication.translate("FightMenu", "End this turn"), ctrl.end_turn)
    menu.addAction(QCoreApplication.translate("FightMenu", "Damage or heal…"), lambda: _ask_typed(ctrl, cid, parent))
    if enc.ruleset == "draw-steel" and c.camp == PLAYERS and c.maximum is not None:
        rec = menu.addAction(QCoreApplication.translate("FightMenu", "Spend a Recovery (%1 left)").replace("%1", str(c.recoveries)),
                             lambda: ctrl.recover(cid))
        rec.setEnabled(c.recoveries > 0)
    menu.addAction(QCoreApplication.translate("FightMenu", "Maximum Stamina…") if enc.ruleset == "draw-steel" else QCoreApplication.translate("FightMenu", "Maximum hit points…"),
                   lambda: _ask_maximum(ctrl, cid, parent))
    sub = menu.addMenu(QCoreApplication.translate("FightMenu", "Fight conditions"))
    sub.setObjectName("fight_conditions")
    states = set(st.states(cid))
    durations = dict(st.view(cid).durations)
    for cond in NAMES.get(enc.ruleset, ()):
        label = words.state_label(cond)
        if cond in states:
            label = "✓ " + label + (f" ({words.until_label(durations[cond])})" if cond in durations else "")
        one = sub.addMenu(label)
        one.setObjectName(f"condition_{cond}")
        if cond in states:
            one.addAction(QCoreApplication.translate("FightMenu", "Remove"), lambda k=cond: ctrl.remove_condition(cid, k))
            if durations.get(cond) == "save_ends":
                one.addAction(QCoreApplication.translate("FightMenu", "Saving throw succeeded"), lambda k=cond: ctrl.save(cid, k, True))
            continue
        one.addAction(QCoreApplication.translate("FightMenu", "Until removed"), lambda k=cond: ctrl.add_condition(cid, k))
        for until in UNTIL:
            one.addAction(words.until_label(until), lambda k=cond, u=until: ctrl.add_condition(cid, k, u))


def _ask_typed(ctrl, cid: str, parent) -> None:
    text, ok = QInputDialog.getText(parent, QCoreApplication.translate("FightMenu", "Damage or heal"),
                                    QCoreApplication.translate("FightMenu", "%1: type -7, +3, -12 fire, -12 ko or +5 temp").replace("%1", ctrl.label(cid)))
    if ok and text.strip():
        ctrl.apply_typed(text, cid)


def _ask_maximum(ctrl, cid: str, parent) -> None:
    c = ctrl.enc.creature(cid)
    n, ok = QInputDialog.getInt(parent, QCoreApplication.translate("FightMenu", "Maximum"), ctrl.label(cid), c.fight.stamina or 10, 0, 9999)
    if ok:
        ctrl.set_maximum(cid, n)
