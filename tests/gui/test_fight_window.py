"""Issue 13 through the window: a whole Draw Steel round and a whole 5e round (start, turns, damage
typed on the selected token, a condition that stops a drag, undo of each), and what the players'
screen must and must not show. Real keyboard and mouse events on the Director's view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTableWidget

from geometry import Cell
from rules.dice import DiceTray
from tests.gui.helpers import cell_centre, drag_token, press, release, scenario

DS_CREATURES = [
    {"id": "talent", "side": "heroes", "at": [1, 1], "stamina": 20, "recoveries": 2, "name": "Talent"},
    {"id": "fury", "side": "heroes", "at": [1, 3], "stamina": 30, "name": "Fury"},
    {"id": "goblin", "side": "goblins", "at": [6, 1], "stamina": 8, "name": "Goblin"},
    {"id": "ogre", "side": "goblins", "at": [6, 4], "stamina": 40, "weakness": {"fire": 3}, "name": "Ogre"},
    {"id": "lurker", "side": "goblins", "at": [8, 6], "stamina": 12, "hidden": True, "name": "Lurker"},
]


def _accept_next_dialog(setup=None):
    """Accept the next modal dialog (after `setup(dialog)`), as a Director clicking OK."""

    def accept():
        dlg = QApplication.activeModalWidget()
        if isinstance(dlg, QDialog):
            if setup is not None:
                setup(dlg)
            dlg.accept()
        else:
            QTimer.singleShot(20, accept)

    QTimer.singleShot(20, accept)


def _select(win, cid):
    c = win.encounter.creature(cid)
    at = cell_centre(c.at.x, c.at.y, win.encounter.pack.side(c))
    press(win.view, at)
    release(win.view, at)
    assert win.scene.selected_creature_ids() == [cid]


def _type_on_selected(win, text):
    """Keys typed on the map: '-' or '+' opens the fight dock's line, Enter applies."""
    win.view.setFocus()
    QTest.keyClicks(win.view.viewport(), text[0])
    line = win.fight_ui.panel.typing
    assert QApplication.focusWidget() is line and line.text() == text[0]
    QTest.keyClicks(line, text[1:])  # the keys now go where the focus went
    QTest.keyClick(line, Qt.Key_Return)


def _strip(win):
    return win.fight_ui.strip.content


@pytest.fixture
def ds_window(make_window, qtbot):
    win = make_window(scenario("draw-steel", width=10, height=8, creatures=DS_CREATURES))
    win.fight_ui.ctrl.tray = DiceTray(seed=3)  # a seeded generator: the d10 is known
    win.players.window.resize(1920, 1080)
    win.activateWindow()  # shortcuts go to the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


def test_a_whole_draw_steel_round_through_the_window(ds_window, qtbot):
    win = ds_window
    enc, stack, ui = win.encounter, win.undo_stack, win.fight_ui
    expected_d10 = DiceTray(seed=3).d10().total

    # start: the d10 is rolled by Damier and shown large on the players' screen; the heroes go first
    def choose(dlg):
        dlg.heroes_first.setChecked(True)

    _accept_next_dialog(choose)
    win.actions["fight_start"].trigger()
    st = enc.fight.state
    assert enc.fight.running and st.d10 == expected_d10 and st.picking == "players"
    assert ui.banner.text().startswith(f"d10: {expected_d10}")
    assert stack.count() == 1

    # the players' strip: heroes and the visible goblins, never the hidden lurker
    content = _strip(win)
    assert content is not None and "the heroes pick" in content.title
    assert {e.cid for e in content.entries} == {"talent", "fury", "goblin", "ogre"}

    # the heroes pick the Talent: select its token, Ctrl+T
    win.activateWindow()  # the start dialog had the focus
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    _select(win, "talent")
    QTest.keyClick(win.view.viewport(), Qt.Key_T, Qt.ControlModifier)
    assert enc.fight.state.acting == ["talent"]
    assert win.scene.token_item("talent").fight.acting
    assert win.players.scene.token_item("talent").fight.acting

    # damage typed on the selected ogre: fire weakness 3 -> 13
    _select(win, "ogre")
    _type_on_selected(win, "-10 fire")
    assert enc.fight.state.view("ogre").stamina == 27
    assert win.scene.token_item("ogre").fight.stamina == 27
    # the players do not see a Director creature's Stamina...
    assert win.players.scene.token_item("ogre").fight.stamina is None
    _type_on_selected(win, "-9")
    assert enc.fight.state.view("ogre").stamina == 18 and "winded" in enc.fight.state.states("ogre")
    # ...only that it is winded (« Vous pouvez savoir quand d'autres créatures sont essoufflées »)
    pm = win.players.scene.token_item("ogre").fight
    assert pm.winded and pm.stamina is None and pm.maximum is None

    # a bad amount is worded in the status bar and records nothing
    n = stack.count()
    _type_on_selected(win, "-x")
    assert stack.count() == n and "amount" in win.statusBar().currentMessage()

    # end the Talent's turn (E): the Director's side picks
    QTest.keyClick(win.view.viewport(), Qt.Key_E)
    st = enc.fight.state
    assert st.acting == [] and "talent" in st.acted and st.picking == "director"
    assert win.scene.token_item("talent").fight.acted and win.players.scene.token_item("talent").fight.acted
    assert "the Director picks" in _strip(win).title

    # the goblin acts; the Director makes the Fury restrained: its drag is refused
    ui.ctrl.take_turn("goblin")
    ui.ctrl.add_condition("fury", "restrained", "save_ends")
    assert enc.effective("fury").speed == 0
    before = enc.creature("fury").at
    drag_token(win, "fury", (3, 3))
    assert enc.creature("fury").at == before
    ui.ctrl.end_turn()

    # the heroes pick the Fury; then the ogre; then the hidden lurker (the strip never names it)
    ui.ctrl.take_turn("fury")
    heroes_hp = win.players.scene.token_item("fury").fight
    assert heroes_hp.stamina == 30 and heroes_hp.maximum == 30  # heroes' Stamina is shown to players
    ui.ctrl.end_turn()
    ui.ctrl.take_turn("ogre")
    ui.ctrl.end_turn()
    ui.ctrl.take_turn("lurker")
    assert all(e.cid != "lurker" for e in _strip(win).entries)
    assert not any(e.status == "acting" for e in _strip(win).entries)
    assert win.players.scene.token_item("lurker") is None
    ui.ctrl.end_turn()
    # the goblins still have the goblin... it acted; the round goes on with whoever is left
    st = enc.fight.state
    assert st.round == 2 and st.acted == set()

    # undo of each: back step by step to before the start
    while stack.canUndo():
        stack.undo()
        assert enc.fight.state.events == len(enc.fight)  # every intermediate state replays whole
    assert len(enc.fight) == 0 and not enc.fight.running
    assert _strip(win) is None and not win.fight_ui.strip.isVisible()
    assert enc.fight.state.view("ogre").stamina == 40
    # redo all of it
    while stack.canRedo():
        stack.redo()
    assert enc.fight.state.round == 2 and enc.fight.state.view("ogre").stamina == 18


def test_undo_of_a_typed_damage_and_of_a_condition(ds_window):
    win = ds_window
    enc, stack, ctrl = win.encounter, win.undo_stack, win.fight_ui.ctrl
    ctrl.start_draw_steel(7, "players")
    _select(win, "goblin")
    _type_on_selected(win, "-5")
    assert enc.fight.state.view("goblin").stamina == 3
    stack.undo()
    assert enc.fight.state.view("goblin").stamina == 8
    ctrl.add_condition("talent", "slowed")
    assert enc.effective("talent").speed == 2  # « réduite à 2 par l'état ralenti »
    stack.undo()
    assert enc.effective("talent").speed == enc.creature("talent").speed


def test_the_players_strip_is_readable_from_three_metres(ds_window):
    win = ds_window
    win.fight_ui.ctrl.start_draw_steel(7, "players")
    strip = win.fight_ui.strip
    win.players.window.resize(1920, 1080)
    win.players.window.show()
    QApplication.processEvents()
    assert strip.isVisible()
    assert strip.font_for_strip().pixelSize() >= 1080 / 40
    assert strip.width() == 1920 and strip.y() == 0


def test_a_long_order_on_a_small_screen_shrinks_then_counts_the_rest(make_window, qtbot):
    """At 960 x 600 the demo's strip cut its fifth chip in half at the window's edge. Letters may go
    down to 1/40 of the height; past that the strip names what fits and says "+N" for the rest."""
    from gui.fight.strip import chips_shown

    assert chips_shown([50, 50, 50], 200, 10, lambda n: 30) == 3
    assert chips_shown([50, 50, 50, 50], 200, 10, lambda n: 30) == 2  # 2 chips + "+2" chip fit in 200
    creatures = DS_CREATURES[:4] + [{"id": f"cultist-{i}", "side": "goblins", "at": [3 + i % 4, 5 + i // 4],
                                     "stamina": 5, "name": f"Hooded Cultist {i}"} for i in range(8)]
    win = make_window(scenario("draw-steel", width=10, height=8, creatures=creatures))
    win.fight_ui.ctrl.start_draw_steel(7, "players")
    win.players.window.show()
    strip = win.fight_ui.strip
    for width, height in ((1920, 1080), (960, 600)):
        win.players.window.resize(width, height)
        qtbot.waitUntil(lambda w=width: strip.width() == w)
        font, texts, shown = strip._fit()
        assert font.pixelSize() >= height / 40 - 1
        assert 0 < shown < len(strip.content.entries) == 12  # twelve chips never fit on one line
        # what is drawn ends inside the window: the chips shown and the "+N" chip
        from PySide6.QtGui import QFontMetricsF
        fm, pad = QFontMetricsF(font), font.pixelSize() * 0.5
        right = pad * 3 + fm.horizontalAdvance(strip.content.title) + sum(
            fm.horizontalAdvance(t) + pad * 2.6 for t in texts[:shown])
        right += fm.horizontalAdvance(strip.more_text(12 - shown)) + pad * 2
        assert right <= width


def test_end_the_fight_clears_marks_and_temporary_stamina(ds_window):
    win = ds_window
    enc, ctrl = win.encounter, win.fight_ui.ctrl
    ctrl.start_draw_steel(7, "players")
    ctrl.take_turn("talent")
    ctrl.apply_typed("+5 temp", "talent")
    assert enc.fight.state.view("talent").temporary == 5
    ctrl.end_turn()
    win.actions["fight_end"].trigger()
    assert not enc.fight.running
    assert enc.fight.state.view("talent").temporary == 0
    assert not win.scene.token_item("talent").fight.acted
    assert enc.creature("talent").at == Cell(1, 1)  # the encounter stays on the map


def test_french_damage_types_are_understood(ds_window):
    """The French placeholder says « -12 feu »: it must hit the ogre's fire weakness."""
    win = ds_window
    win.fight_ui.ctrl.start_draw_steel(7, "players")
    _select(win, "ogre")
    _type_on_selected(win, "-10 feu")
    assert win.encounter.fight.state.view("ogre").stamina == 27  # 10 + weakness 3


def test_agility_order_totals_are_asked_at_the_start(make_window, qtbot):
    # « Ordre des Tours Alternatif » (§8 Draw Steel, variant "initiative": "agility"): each side's
    # creatures act in descending order of their Agility totals, typed in the start dialog.
    win = make_window(scenario("draw-steel", width=10, height=8, creatures=DS_CREATURES,
                               variant={"initiative": "agility"}))
    totals = {"Talent": 1, "Fury": 4, "Goblin": 2, "Ogre": 5, "Lurker": 0}

    def type_totals(dlg):
        table = dlg.findChild(QTableWidget, "agility_table")
        assert table is not None and table.rowCount() == len(DS_CREATURES)
        for row in range(table.rowCount()):
            table.cellWidget(row, 1).setValue(totals[table.cellWidget(row, 0).text()])
        dlg.heroes_first.setChecked(True)

    _accept_next_dialog(type_totals)
    win.actions["fight_start"].trigger()
    state = win.encounter.fight.state
    assert state is not None and state.answer()["may_act"] == ["fury"]  # the heroes' highest total
