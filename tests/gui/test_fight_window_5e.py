"""Issue 13 in the window for the initiative systems: a whole 5e round (initiative typed in and
rolled, a group sharing one roll, Next turn, damage typed with resistance, a condition that stops a
drag, undo of each) and the players' screen; the fight surviving save, reopen and crash recovery."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rules.dice import DiceTray
from tests.gui.helpers import drag_token, scenario
from tests.gui.test_fight_window import _accept_next_dialog, _select, _type_on_selected

FIVE_E = [
    {"id": "cleric", "side": "heroes", "at": [1, 1], "stamina": 24, "name": "Cleric"},
    {"id": "rogue", "side": "heroes", "at": [1, 4], "stamina": 18, "name": "Rogue"},
    {"id": "gob-a", "side": "goblins", "at": [6, 1], "stamina": 7, "group": "gobs", "name": "Goblin A",
     "resistance": ["fire"]},
    {"id": "gob-b", "side": "goblins", "at": [6, 3], "stamina": 7, "group": "gobs", "name": "Goblin B"},
    {"id": "spy", "side": "goblins", "at": [8, 6], "stamina": 9, "hidden": True, "name": "Spy"},
]


@pytest.fixture
def five_e(make_window, qtbot):
    win = make_window(scenario("dnd5e", width=10, height=8, creatures=FIVE_E))
    win.fight_ui.ctrl.tray = DiceTray(seed=11)
    win.players.window.resize(1920, 1080)
    return win


def _activate(win, qtbot):
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)


def test_a_whole_5e_round_through_the_window(five_e, qtbot):
    win = five_e
    enc, stack, ui = win.encounter, win.undo_stack, win.fight_ui

    # start: the cleric's total typed in from physical dice, the others rolled by Damier; the goblins
    # (one group) share one roll
    def fill(dlg):
        rows = {unit: (mod, typed) for unit, _m, mod, typed, _s in dlg.rows}
        assert set(rows) == {"cleric", "rogue", "gobs", "spy"}  # identical creatures share one row
        rows["cleric"][1].setText("25")  # above any d20 + 3
        rows["rogue"][0].setValue(3)

    _accept_next_dialog(fill)
    win.actions["fight_start"].trigger()
    st = enc.fight.state
    assert enc.fight.running and st.totals["cleric"] == 25 and "gobs" in st.totals
    assert st.order[0] == ["cleric"] and ["gob-a", "gob-b"] in st.order
    assert ui.dice.history.count() == 3  # rogue, gobs, spy rolled; the cleric's was typed
    assert stack.count() == 1

    # the players' strip follows the order and never names the hidden spy
    strip = ui.strip.content
    assert [e.cid for e in strip.entries] == [cid for unit in st.order for cid in unit if cid != "spy"]
    assert strip.entries[0].status == "next"

    # Next turn (N): the cleric acts
    _activate(win, qtbot)
    QTest.keyClick(win.view.viewport(), Qt.Key_N)
    assert enc.fight.state.acting == ["cleric"]
    assert win.players.scene.token_item("cleric").fight.acting

    # the cleric burns goblin A: resistance halves fire (7 -> 3)
    _select(win, "gob-a")
    _type_on_selected(win, "-7 fire")
    assert enc.fight.state.view("gob-a").stamina == 4
    # players see nothing of a Director creature's hit points in 5e...
    assert win.players.scene.token_item("gob-a").fight.stamina is None
    assert not win.players.scene.token_item("gob-a").fight.winded
    # ...and the heroes' hit points
    _select(win, "rogue")
    _type_on_selected(win, "-5")
    assert win.players.scene.token_item("rogue").fight.stamina == 13

    # goblin B grapples the rogue: speed 0, the rogue's drag is refused and says why
    ui.ctrl.add_condition("rogue", "grappled")
    before = enc.creature("rogue").at
    drag_token(win, "rogue", (3, 4))
    assert enc.creature("rogue").at == before
    assert "no speed" in win.cost_label.text() or "no speed" in win.statusBar().currentMessage()

    # Next turn through the whole order: one undo step each, and the round comes back to the top
    n_units = len(enc.fight.state.order)
    for _ in range(n_units):
        _activate(win, qtbot)
        QTest.keyClick(win.view.viewport(), Qt.Key_N)
    st = enc.fight.state
    assert st.round == 2 and st.acting == ["cleric"]
    # a hidden creature's turn never shows on the strip
    assert all(e.cid != "spy" for e in ui.strip.content.entries)

    # undo of each, back to before the start
    steps = 0
    while stack.canUndo():
        stack.undo()
        steps += 1
    assert steps == 1 + 1 + 2 + 1 + n_units  # start, N, two typed, a condition, N per unit
    assert len(enc.fight) == 0 and enc.creature("rogue").at == before
    assert enc.effective("rogue").speed == enc.creature("rogue").speed


def test_the_fight_survives_save_and_reopen(five_e, tmp_path):
    win = five_e
    enc, ctrl = win.encounter, win.fight_ui.ctrl
    ctrl.start_initiative(typed={"cleric": 20, "rogue": 15, "gobs": 10, "spy": 5})
    ctrl.next_turn()
    ctrl.apply_typed("-4", "gob-b")
    ctrl.add_condition("gob-b", "prone", "end_of_round")
    path = tmp_path / "fight.damier"
    assert win._save_to(path)
    events = enc.fight.events
    assert win.open_path(path)
    again = win.encounter
    assert again is not enc and again.fight.events == events
    st = again.fight.state
    assert st.acting == ["cleric"] and st.view("gob-b").stamina == 3
    assert dict(st.view("gob-b").durations) == {"prone": "end_of_round"}
    # the window follows the reopened fight: the panel, the tokens and the strip
    assert "Cleric" in win.fight_ui.panel.heading.text()
    assert win.scene.token_item("cleric").fight.acting
    assert win.fight_ui.strip.content is not None
    # and it goes on: one more turn, one undo step
    win.fight_ui.ctrl.next_turn()
    assert again.fight.state.acting == ["rogue"]
    win.undo_stack.undo()
    assert again.fight.state.acting == ["cleric"]


def test_the_fight_survives_a_crash_through_the_autosave(qtbot, message_boxes, monkeypatch):
    import os

    from PySide6.QtWidgets import QMessageBox

    from gui.director.window import MainWindow
    from rules import autosave

    monkeypatch.setattr(autosave, "_current", None)
    crashed = MainWindow(scenario("dnd5e", width=10, height=8, creatures=FIVE_E), use_autosave=True)
    qtbot.addWidget(crashed)
    crashed.show()
    ctrl = crashed.fight_ui.ctrl
    ctrl.start_initiative(typed={"cleric": 20, "rogue": 15, "gobs": 10, "spy": 5})
    ctrl.next_turn()
    ctrl.apply_typed("-6", "rogue")
    crashed.autosave_now()
    session = autosave.current()
    assert session is not None and session.recovery_path.is_file()
    os.close(session._fd)  # the process "dies"
    session._fd = None
    monkeypatch.setattr(autosave, "_current", None)
    crashed.undo_stack.setClean()
    crashed._use_autosave = False

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    win = MainWindow(scenario("dnd5e", creatures=[]), use_autosave=True)
    qtbot.addWidget(win)
    win.offer_recovery()
    st = win.encounter.fight.state
    assert win.encounter.fight.running and st.acting == ["cleric"] and st.view("rogue").stamina == 12
    assert win.scene.token_item("rogue").fight.stamina == 12
    win._recovered_dirty = False
    win.undo_stack.setClean()
    autosave.end()


def test_the_director_may_show_hit_points_to_the_players(five_e):
    """5e: nothing of a Director creature's hit points on the players' screen unless the Director
    shows them (Fight menu)."""
    win = five_e
    win.fight_ui.ctrl.start_initiative(typed={"cleric": 20, "rogue": 15, "gobs": 10, "spy": 5})
    win.fight_ui.ctrl.apply_typed("-3", "gob-b")
    assert win.players.scene.token_item("gob-b").fight.stamina is None
    win.actions["fight_show_stamina"].trigger()
    assert win.players.scene.token_item("gob-b").fight.stamina == 4
    assert win.players.scene.token_item("spy") is None  # hidden stays hidden
    win.actions["fight_show_stamina"].trigger()
    assert win.players.scene.token_item("gob-b").fight.stamina is None


def test_douaratil_ties_are_settled_by_3d6_when_the_director_asks(make_window):
    """« ties re-rolled on 3d6 when the Director asks »: equal typed totals, the box ticked."""
    win = make_window(scenario("douaratil", width=10, height=8, creatures=FIVE_E[:3]))
    win.fight_ui.ctrl.tray = DiceTray(seed=2)

    def fill(dlg):
        assert not dlg.reroll.isHidden()
        for _unit, _m, _mod, typed, _s in dlg.rows:
            typed.setText("12")
        dlg.reroll.setChecked(True)

    _accept_next_dialog(fill)
    win.actions["fight_start"].trigger()
    st = win.encounter.fight.state
    assert win.encounter.fight.running and sorted(win.encounter.fight.events[0]["ties"]) == ["cleric", "gobs", "rogue"]
    assert [u[0] for u in st.order] == [t if t != "gobs" else "gob-a" for t in win.encounter.fight.events[0]["ties"]]
    tray = win.fight_ui.ctrl.tray
    assert tray.history and all(r.kind == "3d6" for r in tray.history)
    assert win.fight_ui.dice.history.count() == len(tray.history)  # the tie re-rolls are in the tray's history


def test_pf2e_rolls_initiative_and_goes_in_order(make_window):
    win = make_window(scenario("pf2e", width=10, height=8, creatures=FIVE_E[:2]))
    win.fight_ui.ctrl.tray = DiceTray(seed=4)
    _accept_next_dialog()
    win.actions["fight_start"].trigger()
    st = win.encounter.fight.state
    assert win.encounter.fight.running and win.fight_ui.dice.history.count() == 2
    first = st.order[0][0]
    win.fight_ui.ctrl.next_turn()
    assert win.encounter.fight.state.acting == [first]
