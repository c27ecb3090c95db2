"""The dice tray dock (seeded rolls, history, shown large on the players' screen) and the fight's
part of the token menu (conditions with durations, damage, recovery), each one undo step."""

from __future__ import annotations

from rules.dice import DiceTray
from tests.gui.helpers import scenario
from tests.gui.test_fight_window import DS_CREATURES


def _menu_action(menu, path):
    """Follow menu texts (without '&') down to an action."""
    for i, text in enumerate(path):
        found = next((a for a in menu.actions() if a.text().replace("&", "").startswith(text)), None)
        assert found is not None, f"{text!r} not in {[a.text() for a in menu.actions()]}"
        if i == len(path) - 1:
            return found
        menu = found.menu()


def test_the_dice_tray_rolls_from_a_seeded_generator_and_shows_on_the_players_screen(make_window):
    win = make_window(scenario("draw-steel", creatures=DS_CREATURES))
    ui = win.fight_ui
    ui.ctrl.tray = DiceTray(seed=5)
    want = DiceTray(seed=5).power(2, edges=1)  # the same seed, the same dice
    ui.dice.bonus.setValue(2)
    ui.dice.edges.setValue(1)
    ui.dice.on_players.setChecked(True)
    ui.dice.power_button.click()
    got = ui.ctrl.tray.history[-1]
    assert got.dice == want.dice and got.total == want.total and got.tier == want.tier
    assert ui.dice.history.item(0).text().startswith("Power roll") and f"tier {want.tier}" in ui.dice.history.item(0).text()
    assert ui.banner.text() == ui.dice.history.item(0).text()
    # not shown when the Director keeps it
    ui.dice.on_players.setChecked(False)
    ui.banner.hide()
    ui.dice.expr.setText("2d6+3")
    ui.dice.roll_expr()
    assert ui.banner.isHidden() and ui.dice.history.count() == 2
    ui.dice.expr.setText("two dice")
    assert ui.dice.roll_expr() is None and "2d6+3" in win.statusBar().currentMessage()
    assert win.undo_stack.count() == 0  # rolling changes nothing in the document


def test_douaratil_tray_offers_3d6_and_names_triples(make_window):
    win = make_window(scenario("douaratil", creatures=[]))
    ui = win.fight_ui
    assert not ui.dice.three_d6_button.isHidden() and ui.dice.power_button.isHidden()
    from rules.dice import TypedDice

    ui.ctrl.tray = DiceTray(rng=TypedDice([6, 6, 6]))
    ui.dice.three_d6_button.click()
    assert "triple 6" in ui.dice.history.item(0).text()


def test_conditions_from_the_token_menu_with_a_duration(make_window):
    win = make_window(scenario("draw-steel", creatures=DS_CREATURES))
    enc, stack = win.encounter, win.undo_stack
    win.fight_ui.ctrl.start_draw_steel(7, "players")
    win.fight_ui.ctrl.take_turn("talent")
    menu = win.token_menu("fury")
    _menu_action(menu, ["Fight conditions", "slowed", "until the end of its next turn"]).trigger()
    assert enc.fight.state.view("fury").durations == (("slowed", "end_of_next_turn"),)
    assert enc.effective("fury").speed == 2
    # the panel shows the duration
    row = next(win.fight_ui.panel.table.topLevelItem(i) for i in range(win.fight_ui.panel.table.topLevelItemCount())
               if win.fight_ui.panel.table.topLevelItem(i).data(0, 0x0100) == "fury")
    assert "slowed (until the end of its next turn)" in row.text(2)
    # removing it from the menu, then undoing the removal
    menu = win.token_menu("fury")
    _menu_action(menu, ["Fight conditions", "✓ slowed", "Remove"]).trigger()
    assert "slowed" not in enc.fight.state.states("fury")
    stack.undo()
    assert "slowed" in enc.fight.state.states("fury")


def test_recovery_from_the_token_menu(make_window):
    win = make_window(scenario("draw-steel", creatures=DS_CREATURES))
    enc, ctrl = win.encounter, win.fight_ui.ctrl
    ctrl.start_draw_steel(7, "players")
    ctrl.apply_typed("-12", "talent")
    _menu_action(win.token_menu("talent"), ["Spend a Recovery (2 left)"]).trigger()
    v = enc.fight.state.view("talent")
    assert v.stamina == 8 + 20 // 3 and v.recoveries == 1  # « un tiers de votre Vigueur maximale »
    win.undo_stack.undo()
    assert enc.fight.state.view("talent").recoveries == 2


def test_a_refused_event_is_worded_and_not_recorded(make_window):
    win = make_window(scenario("draw-steel", creatures=DS_CREATURES))
    ctrl = win.fight_ui.ctrl
    ctrl.start_draw_steel(7, "players")
    n = win.undo_stack.count()
    assert not ctrl.take_turn("goblin")  # the heroes pick first
    assert win.undo_stack.count() == n and len(win.encounter.fight) == 1
    # worded from the reason code, the creature by its name (was "rules do not allow it (creature:
    # it is not goblin's side's pick)", the rules' English inside a French window too)
    assert win.statusBar().currentMessage() == "It is not the turn of the side of Goblin to pick."


def test_refusals_are_worded_in_french_with_the_creatures_names(qapp, make_window):
    """A creature with no Stamina took typed damage: the French window said "Les règles ne le
    permettent pas (target: fury has no stamina (give it 'stamina'))"."""
    from gui.base.i18n import install_translators

    install_translators(qapp, "fr")
    try:
        creatures = [dict(c) for c in DS_CREATURES]
        del creatures[1]["stamina"]  # the Fury has no Stamina yet
        win = make_window(scenario("draw-steel", creatures=creatures), lang="fr")
        ctrl = win.fight_ui.ctrl
        ctrl.start_draw_steel(7, "players")
        assert ctrl.take_turn("talent")
        assert not ctrl.take_turn("fury")
        assert win.statusBar().currentMessage() == "Le tour de Talent n'est pas fini\u00a0: terminez-le d'abord."
        win.scene.clearSelection()
        win.scene.token_item("fury").setSelected(True)
        n = win.undo_stack.count()
        ctrl.apply_typed("-5")
        assert win.undo_stack.count() == n
        message = win.statusBar().currentMessage()
        assert message.startswith("Fury n'a pas encore de Vigueur") and "stamina" not in message
    finally:
        install_translators(qapp, "en")
