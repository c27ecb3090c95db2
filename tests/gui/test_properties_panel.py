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
