"""The properties dock (issue 15 item 8): the layout stays still when a token is selected, selecting
a token brings its properties forward, and each field applies as it is edited, one undo step each."""

from helpers import cell_centre, move, press, release, scenario
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget

CREATURE = {"id": "a-rather-long-creature-identifier", "at": [2, 2], "side": "heroes", "speed": 5,
            "name": "Sir Reginald the Unnecessarily Verbose of the Northern Marches"}


def _settle():
    for _ in range(3):
        QApplication.processEvents()


def _window(make_window):
    enc = scenario("draw-steel", creatures=[CREATURE], walls=[{"line": [[1, 1], [1, 4]]}],
                   zones=[{"id": "hall", "polygon": [[2, 0], [6, 0], [6, 4], [2, 4]]}])
    win = make_window(enc)
    _settle()
    return enc, win


def test_selecting_a_token_keeps_the_map_still_and_raises_properties(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    docks = {d.objectName(): d for d in win.findChildren(QDockWidget)}
    docks["dice_tray"].raise_()  # another tab in front, as during a fight
    _settle()
    before = win.view.geometry()
    dock_width = docks["properties"].width()
    press(win.view, cell_centre(2, 2))  # a drag starts: the press selects the token
    _settle()
    assert win.view.geometry() == before
    assert not docks["properties"].visibleRegion().isEmpty()  # the Properties tab is in front
    assert win.properties_panel.creature.id == cid
    move(win.view, cell_centre(4, 3))
    _settle()
    assert win.view.geometry() == before
    release(win.view, cell_centre(4, 3))
    _settle()
    assert win.view.geometry() == before
    # pinned, not just bounded: whatever a form's minimum is in the platform's font, the dock cannot follow it
    panel = win.properties_panel
    assert panel.minimumWidth() == panel.maximumWidth() == panel.width()
    for select in (lambda: win.scene.wall_items()[0].setSelected(True),
                   lambda: win.scene.zone_item("hall").setSelected(True)):
        win.scene.clearSelection()
        select()
        _settle()
        assert win.view.geometry() == before
    win.scene.clearSelection()
    _settle()
    assert win.view.geometry() == before and docks["properties"].width() == dock_width


def test_each_field_applies_as_edited_one_undo_step_each(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    panel = win.properties_panel
    assert not hasattr(panel, "apply") or not panel.apply.isVisible()
    win.scene.token_item(cid).setSelected(True)
    _settle()
    start = win.undo_stack.count()
    speed = panel.form.speed
    speed.setFocus()
    speed.selectAll()
    QTest.keyClicks(speed, "12")  # two keystrokes, nothing applied until the edit is finished
    assert enc.creature(cid).speed == 5 and win.undo_stack.count() == start
    QTest.keyClick(speed, Qt.Key_Return)
    assert enc.creature(cid).speed == 12 and win.undo_stack.count() == start + 1
    panel.form.hidden.click()  # a toggle applies at once
    assert enc.creature(cid).hidden and win.undo_stack.count() == start + 2
    name = panel.form.name
    name.setFocus()
    name.selectAll()
    QTest.keyClicks(name, "Reg")
    assert win.undo_stack.count() == start + 2
    QTest.keyClick(name, Qt.Key_Return)
    assert enc.creature(cid).name == "Reg" and win.undo_stack.count() == start + 3
    size = panel.form.size
    i = size.findData("2")
    size.setCurrentIndex(i)
    size.activated.emit(i)  # what a choice in the list sends
    assert enc.creature(cid).size == "2" and win.undo_stack.count() == start + 4
    win.actions["undo"].trigger()
    assert enc.creature(cid).size != "2" and enc.creature(cid).name == "Reg"
    win.actions["undo"].trigger()
    win.actions["undo"].trigger()
    assert enc.creature(cid).name == CREATURE["name"] and not enc.creature(cid).hidden
    assert enc.creature(cid).speed == 12
    win.actions["undo"].trigger()
    assert enc.creature(cid).speed == 5
    assert panel.form.speed.value() == 5 and panel.form.name.text() == CREATURE["name"]  # the panel follows undo


def test_an_edit_after_a_drag_keeps_the_new_square(make_window):
    from helpers import drag_token

    enc, win = _window(make_window)
    cid = CREATURE["id"]
    win.scene.token_item(cid).setSelected(True)
    drag_token(win, cid, (4, 3))
    moved = enc.creature(cid).at
    assert (moved.x, moved.y) == (4, 3)
    reach = win.properties_panel.form.reach
    reach.setValue(3)
    reach.editingFinished.emit()
    assert enc.creature(cid).reach == 3 and enc.creature(cid).at == moved


def test_wall_and_zone_fields_apply_as_edited(make_window):
    from geometry import DoorState

    enc, win = _window(make_window)
    panel = win.properties_panel
    win.scene.wall_items()[0].setSelected(True)
    door = panel.wall_form.door
    door.setCurrentIndex(2)
    door.activated.emit(2)
    assert enc.board.walls[0].door is DoorState.OPEN and win.undo_stack.count() == 1
    win.scene.clearSelection()
    win.scene.zone_item("hall").setSelected(True)
    traits = panel.zone_form.traits
    traits.setFocus()
    QTest.keyClicks(traits, "dark")
    assert enc.zones[0].traits == ()
    QTest.keyClick(traits, Qt.Key_Return)
    assert enc.zones[0].traits == ("dark",) and win.undo_stack.count() == 2
    win.actions["undo"].trigger()
    assert enc.zones[0].traits == ()


def test_notes_apply_when_the_director_leaves_them(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    panel = win.properties_panel
    win.scene.token_item(cid).setSelected(True)
    start = win.undo_stack.count()
    notes = panel.form.notes
    notes.setFocus()
    QTest.keyClicks(notes, "ambush")
    assert enc.creature(cid).notes == "" and win.undo_stack.count() == start
    panel.form.name.setFocus()  # leaving the notes
    QApplication.processEvents()
    assert enc.creature(cid).notes == "ambush" and win.undo_stack.count() == start + 1


# ---- the fight numbers (scenario format §8 keys) ------------------------------------------------
def _click_token(win, x, y):
    press(win.view, cell_centre(x, y))
    release(win.view, cell_centre(x, y))
    _settle()


def _type(widget, text, key=Qt.Key_Return):
    widget.setFocus()
    widget.selectAll()
    QTest.keyClicks(widget, text)
    QTest.keyClick(widget, key)
    _settle()


def _shown(panel):
    ff = panel.fight_form
    return {key for key, w in ff.fields.items() if w.isVisibleTo(panel)} if ff.isVisibleTo(panel) else set()


def test_a_maximum_typed_in_the_panel_is_one_undo_step(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    panel = win.properties_panel
    _click_token(win, 2, 2)
    assert panel.creature.id == cid
    start = win.undo_stack.count()
    stamina = panel.fight_form.stamina
    assert stamina.text() == "none"  # no maximum yet: the fight tracks none
    stamina.setFocus()
    stamina.selectAll()
    QTest.keyClicks(stamina, "40")
    assert enc.creature(cid).fight.stamina is None and win.undo_stack.count() == start  # not per keystroke
    QTest.keyClick(stamina, Qt.Key_Return)
    _settle()
    assert enc.creature(cid).fight.stamina == 40 and win.undo_stack.count() == start + 1
    _type(panel.fight_form.immunity, "fire 5, poison all")
    assert enc.creature(cid).fight.immunity == (("fire", 5), ("poison", "all"))
    assert win.undo_stack.count() == start + 2
    assert panel.fight_form.immunity.text() == "fire 5, poison all"
    _type(panel.fight_form.recoveries, "8")
    _type(panel.fight_form.group, "knights")
    assert enc.creature(cid).fight.recoveries == 8 and enc.creature(cid).fight.group == "knights"
    assert enc.creature(cid).speed == 5 and enc.creature(cid).name == CREATURE["name"]  # the rest is kept
    for _ in range(3):
        win.actions["undo"].trigger()
    assert enc.creature(cid).fight.stamina == 40 and enc.creature(cid).fight.immunity == ()
    win.actions["undo"].trigger()
    _settle()
    assert enc.creature(cid).fight.stamina is None and win.undo_stack.index() == start
    assert panel.fight_form.stamina.value() == 0  # the panel follows undo
    # the token menu's "Maximum" and the panel agree: both are the creature's `stamina`
    win.actions["redo"].trigger()
    _settle()
    assert panel.fight_form.stamina.value() == 40


def test_bad_fight_text_is_refused_and_the_field_turns_back(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    panel = win.properties_panel
    _click_token(win, 2, 2)
    _type(panel.fight_form.weakness, "fire 3")
    before, start = enc.creature(cid), win.undo_stack.count()
    for bad, why in (("fire lots", "“fire lots” is not a damage type and an amount"),
                     ("fire all", "“fire all”: only an immunity may be “all”"),
                     ("fire 3, fire 4", "“fire 4” names a damage type already given"),
                     ("5 6", "“5 6” is not one damage type")):
        _type(panel.fight_form.weakness, bad)
        assert enc.creature(cid) == before and win.undo_stack.count() == start, bad
        assert panel.fight_form.weakness.text() == "fire 3", bad  # the field turns back
        assert win.statusBar().currentMessage().startswith("Weaknesses: " + why)
    # a number past the limits cannot even be typed: a Moniteur has 1 to 4 boxes, Défense at most 15
    win.switch_ruleset("zones")
    _settle()
    ff = panel.fight_form
    _type(ff.defense, "99")
    assert enc.creature(cid).fight.defense == 9  # the second 9 never reaches the box
    assert not ff.monitor.isEnabled()  # a character has no Moniteur (§8: "a figurant's Moniteur")
    i = ff.role.findData("figurant")
    ff.role.setCurrentIndex(i)
    ff.role.activated.emit(i)
    _settle()
    before, start = enc.creature(cid), win.undo_stack.count()
    assert ff.monitor.isEnabled()
    _type(ff.monitor, "7")
    assert enc.creature(cid) == before and win.undo_stack.count() == start and ff.monitor.value() == 1


def test_the_fields_follow_the_rules_pack(make_window):
    enc, win = _window(make_window)
    panel = win.properties_panel
    _click_token(win, 2, 2)
    assert _shown(panel) == {"stamina", "recoveries", "immunity", "weakness", "group"}
    assert panel.fight_form.labels["stamina"].text() == "Stamina maximum"
    for ruleset, keys, stamina in (("dnd5e", {"stamina", "resistance", "vulnerability", "group"}, "Hit points maximum"),
                                   ("pf2e", {"stamina"}, "Hit points maximum"),
                                   ("zones", {"role", "defense", "monitor", "group"}, None)):
        win.switch_ruleset(ruleset)
        _settle()
        assert panel.creature is not None and _shown(panel) == keys, ruleset
        if stamina:
            assert panel.fight_form.labels["stamina"].text() == stamina
    win.actions["undo"].trigger()  # back to PF2e: the fields follow the undo too
    _settle()
    assert _shown(panel) == {"stamina"}


def test_zones_role_and_defense_apply_from_the_panel(make_window):
    enc, win = _window(make_window)
    cid = CREATURE["id"]
    panel = win.properties_panel
    win.switch_ruleset("zones")
    _click_token(win, 2, 2)
    ff = panel.fight_form
    assert ff.role.currentData() == "character"  # §8: "`character` on the players' side"
    start = win.undo_stack.count()
    _type(ff.defense, "7")
    assert enc.creature(cid).fight.defense == 7 and enc.creature(cid).fight.role is None
    assert win.undo_stack.count() == start + 1
    i = ff.role.findData("figurant")
    ff.role.setCurrentIndex(i)
    ff.role.activated.emit(i)  # what a choice in the list sends
    _settle()
    assert enc.creature(cid).fight.role == "figurant" and win.undo_stack.count() == start + 2
    assert ff.monitor.isEnabled()
    _type(ff.monitor, "3")
    assert enc.creature(cid).fight.monitor == 3
    f = win.zone_fight
    assert f.start({"do": "start", "first": "players"})
    view = {v.id: v for v in f.fight().panel().fighters}[cid]
    assert (view.defense, view.role, view.monitor, view.boxes_left) == (7, "figurant", 3, 3)


def test_the_zones_demo_starts_a_fight_with_defense(make_window):
    """Brief: every creature of the zones demo had Défense 0; the demo now starts with Défense."""
    win = make_window()
    win.switch_ruleset("zones")
    _settle()
    assert win.zone_fight.start({"do": "start", "first": "players"})
    fighters = win.zone_fight.fight().panel().fighters
    assert fighters and all(f.defense > 0 for f in fighters)
    panel = win.properties_panel
    c = win.encounter.creature("ogre")
    win.scene.token_item("ogre").setSelected(True)
    _settle()
    assert panel.fight_form.defense.value() == c.fight.defense > 0
    assert panel.fight_form.role.currentData() == "figurant" and panel.fight_form.monitor.value() == 3


def test_the_panel_keeps_its_width_with_long_fight_text(make_window):
    enc, win = _window(make_window)
    panel = win.properties_panel
    _click_token(win, 2, 2)
    width = panel.width()
    _type(panel.fight_form.immunity, ", ".join(f"type{i} {i}" for i in range(30)))
    _type(panel.fight_form.group, "g" * 150)
    assert len(enc.creature(CREATURE["id"]).fight.immunity) == 30
    assert panel.width() == width == panel.WIDTH
    content = panel.scroll.widget()
    assert content.width() <= panel.WIDTH  # no horizontal scrolling, nothing cut off on the right
    assert panel.fight_form.geometry().right() <= content.width()


def test_fight_fields_in_french_read_and_show_french_damage_types(qapp, make_window):
    from gui.base.i18n import install_translators

    assert "damier_fr" in install_translators(qapp, "fr")
    try:
        enc = scenario("draw-steel", creatures=[CREATURE])
        win = make_window(enc, lang="fr")
        _settle()
        panel = win.properties_panel
        _click_token(win, 2, 2)
        ff = panel.fight_form
        assert ff.title() == "Combat" and ff.labels["stamina"].text() == "Vigueur maximale"
        assert ff.labels["immunity"].text() == "Immunités" and ff.stamina.text() == "aucun"
        _type(ff.immunity, "feu 5, poison tout")
        assert enc.creature(CREATURE["id"]).fight.immunity == (("fire", 5), ("poison", "all"))
        assert ff.immunity.text() == "feu 5, poison tout"
        _type(ff.weakness, "feu beaucoup")
        assert win.statusBar().currentMessage() == ("Faiblesses\u00a0: «\u00a0feu beaucoup\u00a0» n’est pas un type de "
                                                    "dégâts suivi d’un nombre, comme «\u00a0feu 5\u00a0».")
        win.switch_ruleset("zones")
        _settle()
        assert ff.labels["defense"].text() == "Défense" and ff.role.currentText() == "personnage"
    finally:
        install_translators(qapp, "en")
