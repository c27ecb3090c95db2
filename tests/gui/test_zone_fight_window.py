"""Issue 14 at the table: a whole Passe of a zone fight through the Director's window (the panel's
forms and buttons, tokens dragged with the mouse), checking the Meneur's panel and the players'
screen after each step; undo, save and reopen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from geometry import Cell
from tests.gui.helpers import drag_token, scenario

ZONES = [{"id": "courtyard", "name": "Courtyard", "polygon": [[0, 0], [5, 0], [5, 8], [0, 8]]},
         {"id": "hall", "name": "Hall", "polygon": [[5, 0], [10, 0], [10, 4], [5, 4]]},
         {"id": "kitchen", "name": "Kitchen", "polygon": [[5, 4], [10, 4], [10, 8], [5, 8]]}]


def zone_encounter():
    enc = scenario("zones", width=10, height=8, zones=ZONES, creatures=[
        {"id": "aline", "name": "Aline", "side": "heroes", "at": [1, 1], "defense": 6},
        {"id": "bruno", "name": "Bruno", "side": "heroes", "at": [2, 5], "defense": 5},
        {"id": "capitaine", "name": "Capitaine", "side": "brigands", "at": [7, 6], "defense": 3, "monitor": 2},
        {"id": "m1", "name": "Brigand 1", "side": "brigands", "at": [8, 1], "role": "minor", "defense": 2},
        {"id": "m2", "name": "Brigand 2", "side": "brigands", "at": [9, 1], "role": "minor", "defense": 2},
        {"id": "spy", "name": "Cultist", "side": "cultists", "at": [9, 7], "defense": 2, "hidden": True},
    ])
    enc.set_zones(enc.zones, enc.zone_links, [("hall", "kitchen")])  # the door between them is barred
    return enc


@pytest.fixture
def table(make_window):
    win = make_window(zone_encounter(), lang="en", size=(1400, 800))
    win.players.show()
    QApplication.processEvents()
    return win


def row(panel, label):
    tree = panel.tree
    for i in range(tree.topLevelItemCount()):
        it = tree.topLevelItem(i)
        if it.text(0).startswith(label):
            return it
    raise AssertionError(f"no row {label!r}")


def act(desk, aid, *types):
    forms = desk.panel.forms
    forms.setCurrentIndex(0)
    forms.actor.setCurrentIndex(forms.actor.findData(aid))
    for t in types:
        forms.type_buttons[t].click()
    QTest.mouseClick(forms.act_button, Qt.LeftButton)


def attack(desk, target, qualities, success=True, tenacity=None):
    forms = desk.panel.forms
    forms.setCurrentIndex(2)
    forms.target.setCurrentIndex(forms.target.findData(target))
    forms.success.setChecked(success)
    forms.qualities.setValue(qualities)
    if tenacity:
        forms.tenacity.setCurrentIndex(forms.tenacity.findData(tenacity))
    QTest.mouseClick(forms.attack_button, Qt.LeftButton)


def accept_next_dialog():
    def accept():
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, QDialog)
        dlg.accept()
    QTimer.singleShot(0, accept)


def test_a_whole_passe_through_the_window(table, tmp_path):
    win = table
    desk, enc = win.zone_fight, win.encounter
    board = desk.board
    assert desk.dock.isVisible() and not board.isVisible()  # no fight yet: nothing on the players' screen

    accept_next_dialog()
    QTest.mouseClick(desk.panel.start_button, Qt.LeftButton)
    # « the Meneur gives the first initiative »: the dialog's default is the players
    assert enc.fight.state.initiative == "players"
    assert desk.panel.header.text() == "Passe 1 — initiative: Players"
    assert board.isVisible() and board.header_text() == "Passe 1 · initiative: Players"
    # the hidden group is in the Meneur's panel, never on the players' screen
    assert "Meneur (cultists)" in desk.panel.reserves.text()
    assert board.card_texts() == ["Aline: Réserve 0", "Bruno: Réserve 0", "brigands: Réserve 0 · Menace 3"]

    forms = desk.panel.forms
    forms.setCurrentIndex(3)
    forms.owner.setCurrentIndex(forms.owner.findData("aline"))
    forms.dice.setValue(2)
    QTest.mouseClick(forms.feed_button, Qt.LeftButton)
    assert board.card_texts()[0] == "Aline: Réserve 2"

    drag_token(win, "aline", (8, 6))  # courtyard -> kitchen, neighbours: the move action, counted
    assert enc.creature("aline").at == Cell(8, 6)
    assert enc.fight.state.types_used("aline") == ("move",)
    assert row(desk.panel, "Aline").text(1) == "●○"
    assert enc.fight.state.initiative == "meneur"  # « the initiative passes to the other side »
    assert board.header_text() == "Passe 1 · initiative: Meneur"

    # the Meneur: the captain attacks Aline below her Défense (6): she loses 1
    act(desk, "capitaine", "attack")
    attack(desk, "aline", 3)
    assert "Aline loses 1 Défense" in desk.panel.result.text()
    assert row(desk.panel, "Aline").text(2) == "5"

    # Aline tries the barred door kitchen -> hall: refused with the reason, token back
    at = enc.creature("aline").at
    drag_token(win, "aline", (7, 1))
    assert enc.creature("aline").at == at
    assert "the way from Kitchen to Hall is cut" in win.statusBar().currentMessage()
    assert enc.fight.state.types_used("aline") == ("move",)

    act(desk, "aline", "attack")
    attack(desk, "capitaine", 4)  # 4 >= 3: a box of the Moniteur is ticked
    assert row(desk.panel, "Capitaine").text(3) == "☒☐"
    # the minor figurants act as one combatant
    act(desk, "minors:brigands", "attack")
    attack(desk, "bruno", 5, tenacity="success")  # Encaisser: a trauma and -1 Défense
    assert row(desk.panel, "Bruno").text(5) == "1" and row(desk.panel, "Bruno").text(2) == "4"
    # Aline reacts: 1 die of her Réserve
    forms.setCurrentIndex(1)
    forms.reactor.setCurrentIndex(forms.reactor.findData("aline"))
    QTest.mouseClick(forms.react_button, Qt.LeftButton)
    assert board.card_texts()[0] == "Aline: Réserve 1"

    scene = desk.mw.scene
    scene.clearSelection()
    scene.token_item("m1").setSelected(True)  # selecting a token chooses it (a minor: its group) in the forms
    assert forms.actor.currentData() == "minors:brigands" and forms.reactor.currentData() == "minors:brigands"
    scene.clearSelection()
    scene.token_item("bruno").setSelected(True)
    assert forms.actor.currentData() == "bruno" and forms.reactor.currentData() == "bruno"
    act(desk, "bruno", "talk", "power")
    # a refused act says why (Bruno has no actions left) and records nothing
    n = len(enc.fight)
    act(desk, "bruno", "attack")
    assert len(enc.fight) == n and "may not act" in desk.panel.result.text()

    drag_token(win, "capitaine", (2, 6))  # kitchen -> courtyard: the captain's move action
    assert enc.fight.state.types_used("capitaine") == ("attack", "move")
    act(desk, "minors:brigands", "talk")
    act(desk, "spy", "environment", "talk")  # the hidden cultist acts too (the players never see it)
    # nobody has actions left: the Passe ends and the next begins with the side that began
    st = enc.fight.state
    assert st.round == 2 and st.initiative == "players"
    assert desk.panel.header.text() == "Passe 2 — initiative: Players"
    assert board.header_text() == "Passe 2 · initiative: Players"
    assert row(desk.panel, "Aline").text(1) == "●●"

    # one undo step per recorded event (the move and its action are one)
    steps = win.undo_stack.count()
    assert steps == len(enc.fight)  # each step here recorded exactly one event
    win.undo_stack.undo()
    assert enc.fight.state.round == 1 and board.header_text() == "Passe 1 · initiative: Meneur"
    win.undo_stack.undo()
    assert enc.fight.state.types_used("minors:brigands") == ("attack",)
    win.undo_stack.undo()  # the captain's move: the token goes back with its action
    assert enc.creature("capitaine").at == Cell(7, 6)
    assert enc.fight.state.types_used("capitaine") == ("attack",)
    for _ in range(3):
        win.undo_stack.redo()
    assert enc.creature("capitaine").at == Cell(2, 6)
    assert enc.fight.state.round == 2

    # saved in the .damier file
    from rules.encounter_file import open_document, save_encounter

    path = tmp_path / "fight.damier"
    save_encounter(enc, path)
    again = open_document(path).encounter
    assert again.fight.events == enc.fight.events
    assert again.fight.state.round == 2 and again.fight.state.reserves["aline"] == 1


def test_french_words(make_window):
    win = make_window(zone_encounter(), lang="fr", size=(1400, 800))
    desk = win.zone_fight
    desk.start({"do": "start", "first": "meneur"})
    assert desk.panel.header.text().startswith("Passe 1")


def test_extra_minor_actions_cost_dice_in_the_same_undo_step(make_window):
    enc = scenario("zones", width=10, height=8, zones=ZONES, creatures=[
        {"id": "aline", "name": "Aline", "side": "heroes", "at": [1, 1], "defense": 6},
        *({"id": f"m{i}", "name": f"Brigand {i}", "side": "brigands", "at": [6 + i, 1], "role": "minor",
           "defense": 2} for i in range(3)),
    ])
    win = make_window(enc)
    desk = win.zone_fight
    assert desk.start({"do": "start", "first": "meneur"})
    assert desk.reserve("brigands", "add", 2)
    steps = win.undo_stack.count()
    # « each action beyond the second costs the Meneur 1 die of that side's Réserve »
    act(desk, "minors:brigands", "attack", "talk", "move")
    assert enc.fight.state.reserves["brigands"] == 1
    assert win.undo_stack.count() == steps + 1 and len(enc.fight) == 4  # start, feed, act, spend
    row_item = row(desk.panel, "Minors (brigands)")
    assert row_item.text(6) == "Attack, Talk, Move"
    win.undo_stack.undo()  # the act and its die go back together
    assert enc.fight.state.reserves["brigands"] == 2 and enc.fight.state.types_used("minors:brigands") == ()
    # asking for more paid actions than the Réserve holds is refused, with why, and records nothing
    desk.reserve("brigands", "spend", 2)
    act(desk, "minors:brigands", "attack", "talk", "move")
    assert "too few dice" in desk.panel.result.text() and enc.fight.state.types_used("minors:brigands") == ()
    # « a minor is terrassé (or brisé with break when Q ≥ 2 × Défense) »; the Menace drops once when
    # half (rounded up) of the minors are out, on both screens
    desk.panel.forms.breaks.setChecked(True)
    attack(desk, "m0", 4)
    assert desk.panel.result.text() == "Brigand 0 is Brisé" and row(desk.panel, "Minors (brigands)").child(0).text(0) \
        == "Brigand 0 — Brisé"
    desk.panel.forms.breaks.setChecked(False)
    attack(desk, "m1", 3)
    assert desk.panel.result.text() == "Brigand 1 is Terrassé"
    assert "Menace 2" in desk.panel.reserves.text() and desk.board.card_texts()[-1] == "brigands: Réserve 0 · Menace 2"


def test_the_panel_follows_the_rules_menu(make_window):
    win = make_window()  # the demo, in Draw Steel: no zone fight panel
    assert not win.zone_fight.dock.isVisible()
    win.switch_ruleset("zones")
    assert win.zone_fight.dock.isVisible()
    assert win.zone_fight.start({"do": "start", "first": "players"})
    assert win.zone_fight.panel.header.text() == "Passe 1 — initiative: Players"
    assert not win.fight_ui.docks["fight"].isVisible()  # the grid systems' fight dock stands aside
    # no turns in zones: the grid fight's items are greyed, the zone game's offered
    assert not any(win.actions[n].isEnabled() for n in ("fight_start", "fight_turn", "fight_end_turn", "fight_next"))
    assert all(win.actions[n].isEnabled() for n in ("zone_fight_start", "zone_fight_end", "zone_fight_panel"))
    win.actions["fight_next"].trigger()  # a greyed item does nothing
    assert len(win.encounter.fight) == 1
    win.actions["zone_fight_end"].trigger()
    assert not win.encounter.fight.state.started and win.zone_fight.board.board is None
    win.switch_ruleset("draw-steel")  # and back: the grid fight may start, the zone game's items grey
    assert win.actions["fight_start"].isEnabled() and not win.actions["fight_next"].isEnabled()
    assert not any(win.actions[n].isEnabled() for n in ("zone_fight_start", "zone_fight_end", "zone_fight_panel"))


def test_a_long_name_on_a_reserve_card_shrinks_before_it_is_cut(qapp):
    """The demo's "Iria, Tactician" read "Iria, Tactici…" on the players' band at 1280 px."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from gui.fight.zones_players import fitted_name

    font = QFont()
    font.setPixelSize(40)
    full = QFontMetricsF(font).horizontalAdvance("Iria, Tactician")
    same, text = fitted_name("Iria, Tactician", font, full + 1)
    assert same is font and text == "Iria, Tactician"
    small, text = fitted_name("Iria, Tactician", font, full * 0.85)
    assert text == "Iria, Tactician" and 30 <= small.pixelSize() < 40
    tiny, text = fitted_name("Iria, Tactician", font, full * 0.4)  # past 3/4: cut, never unreadable
    assert tiny.pixelSize() == 30 and text.endswith("…")
