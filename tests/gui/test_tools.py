"""Editing tools with real mouse events; every gesture is one undo step that changes only the model."""

from helpers import cell_centre, drag, press, release, scenario
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from geometry import Cell, DoorState, TerrainKind
from gui.map.coords import to_scene


def click(view, pt, modifiers=Qt.NoModifier):
    press(view, pt, modifiers)
    release(view, pt, modifiers)


def test_wall_tool_snaps_to_vertices_and_undoes(make_window, qtbot):
    enc = scenario("draw-steel", creatures=[])
    win = make_window(enc)
    win.set_tool("wall")
    click(win.view, to_scene(2.1, 1.9))
    click(win.view, to_scene(5.2, 2.1))
    click(win.view, to_scene(4.9, 5.1))
    QTest.keyClick(win.view.viewport(), Qt.Key_Return)
    assert len(enc.board.walls) == 1
    assert enc.board.walls[0].points == ((2, 2), (5, 2), (5, 5))
    assert len(win.scene.wall_items()) == 1
    win.actions["undo"].trigger()
    assert enc.board.walls == () and win.scene.wall_items() == []
    win.actions["redo"].trigger()
    assert len(enc.board.walls) == 1


def test_wall_tool_free_points_without_snap(make_window):
    enc = scenario("draw-steel", creatures=[])
    win = make_window(enc)
    win.snap_box.setChecked(False)
    win.set_tool("wall")
    click(win.view, to_scene(2.3, 1.5))
    click(win.view, to_scene(4.6, 1.5))
    QTest.keyClick(win.view.viewport(), Qt.Key_Return)
    (x0, y0), (x1, y1) = enc.board.walls[0].points
    assert abs(x0 - 2.3) < 0.05 and abs(x1 - 4.6) < 0.05 and abs(y0 - 1.5) < 0.05


def test_door_tool_toggles_and_movement_follows(make_window):
    enc = scenario("draw-steel", walls=[{"line": [[0, 3], [4, 3]]}, {"line": [[4, 3], [6, 3]], "door": "closed"},
                                        {"line": [[6, 3], [10, 3]]}],
                   creatures=[{"id": "t", "side": "h", "at": [4, 1]}])
    win = make_window(enc)
    win.set_tool("door")
    click(win.view, to_scene(5, 3))
    assert enc.board.walls[1].door is DoorState.OPEN
    win.set_tool("select")
    from helpers import drag_token

    drag_token(win, "t", (4, 5))
    assert enc.creature("t").at == Cell(4, 5)
    win.set_tool("door")
    click(win.view, to_scene(5, 3))
    assert enc.board.walls[1].door is DoorState.CLOSED
    click(win.view, to_scene(2, 3))  # a plain wall becomes a door
    assert enc.board.walls[0].door is DoorState.CLOSED
    assert win.undo_stack.count() == 4


def test_terrain_stroke_is_one_undo_step(make_window):
    enc = scenario("dnd5e", creatures=[])
    win = make_window(enc)
    win.terrain_combo.setCurrentIndex(0)  # difficult
    win.set_tool("terrain")
    drag(win.view, cell_centre(1, 1), cell_centre(6, 1), steps=2)  # fast: cells in between filled
    cells = {c for c, t in enc.board.terrain.items() if t.kind is TerrainKind.DIFFICULT}
    assert cells == {Cell(x, 1) for x in range(1, 7)}
    assert win.undo_stack.count() == 1
    win.terrain_combo.setCurrentIndex(3)  # object
    win.material_combo.setCurrentIndex(win.material_combo.findData("wood"))
    win._retool()
    drag(win.view, cell_centre(2, 3), cell_centre(2, 4), steps=1)
    assert enc.board.terrain[Cell(2, 4)].kind is TerrainKind.OBJECT
    assert enc.board.terrain[Cell(2, 4)].material.value == "wood"
    win.terrain_combo.setCurrentIndex(2)  # hazardous, hidden: a trap
    win.trap_box.setChecked(True)
    drag(win.view, cell_centre(8, 6), cell_centre(8, 6), steps=1)
    assert enc.board.terrain[Cell(8, 6)].hidden and enc.board.terrain[Cell(8, 6)].kind is TerrainKind.HAZARDOUS
    win.trap_box.setChecked(False)
    win.terrain_combo.setCurrentIndex(4)  # erase
    win._retool()
    drag(win.view, cell_centre(1, 1), cell_centre(3, 1), steps=2)
    assert Cell(1, 1) not in enc.board.terrain and Cell(4, 1) in enc.board.terrain
    win.actions["undo"].trigger()
    assert Cell(1, 1) in enc.board.terrain


def test_zone_tool_adds_a_polygon(make_window):
    enc = scenario("zones", creatures=[])
    win = make_window(enc)
    win.set_tool("zone")
    for x, y in ((0, 0), (4, 0), (4, 4), (0, 4)):
        click(win.view, to_scene(x, y))
    QTest.keyClick(win.view.viewport(), Qt.Key_Return)
    assert len(enc.zones) == 1 and enc.zones[0].polygon == ((0, 0), (4, 0), (4, 4), (0, 4))
    assert win.scene.zone_item(enc.zones[0].id) is not None
    win.actions["undo"].trigger()
    assert enc.zones == () and win.scene.zone_item("zone-1") is None


def test_token_tool_places_from_the_palette_and_properties_edit(make_window):
    enc = scenario("draw-steel", creatures=[])
    win = make_window(enc)
    form = win.palette_panel.form
    form.name.setText("Ogre Brute")
    form.side.setCurrentText("monsters")
    form.set_size("2")
    form.speed.setValue(5)
    form.stability.setValue(2)
    form.reach.setValue(2)
    form.conditions.setText("prone, dazed")
    win.set_tool("token")
    click(win.view, cell_centre(4, 4))
    c = enc.creature("ogre-brute")
    assert (c.size, c.side, c.stability, c.reach, c.conditions) == ("2", "monsters", 2, 2, {"prone", "dazed"})
    assert win.scene.token_item("ogre-brute").side == 2
    win.set_tool("select")
    win.scene.token_item("ogre-brute").setSelected(True)
    panel = win.properties_panel
    assert panel.creature.id == "ogre-brute"
    panel.form.speed.setValue(7)
    panel.form.speed.editingFinished.emit()  # what Return or leaving the box sends
    panel.form.hidden.setChecked(True)
    assert enc.creature("ogre-brute").speed == 7 and enc.creature("ogre-brute").hidden
    win.actions["undo"].trigger()  # each field was its own step
    assert enc.creature("ogre-brute").speed == 7 and not enc.creature("ogre-brute").hidden
    win.actions["undo"].trigger()
    assert enc.creature("ogre-brute").speed == 5


def test_delete_and_ruleset_switch_are_undoable(make_window):
    enc = scenario("draw-steel", walls=[{"line": [[1, 1], [1, 4]]}],
                   creatures=[{"id": "a", "side": "h", "at": [3, 3], "size": "2"}, {"id": "b", "side": "m", "at": [6, 1]}])
    win = make_window(enc)
    win.scene.token_item("b").setSelected(True)
    win.scene.wall_items()[0].setSelected(True)
    win.actions["delete"].trigger()
    assert not enc.has_creature("b") and enc.board.walls == ()
    win.actions["undo"].trigger()
    assert enc.has_creature("b") and len(enc.board.walls) == 1
    win.switch_ruleset("pf2e")
    assert enc.ruleset == "pf2e" and enc.creature("a").size == "large" and enc.creature("b").size == "medium"
    assert win.rules_combo.currentData() == "pf2e"
    win.actions["undo"].trigger()
    assert enc.ruleset == "draw-steel" and enc.creature("a").size == "2"


def test_middle_drag_pans_and_wheel_zooms(make_window):
    enc = scenario("draw-steel", width=60, height=60, creatures=[{"id": "t", "side": "h", "at": [1, 1]}])
    win = make_window(enc)
    v = win.view
    v.zoom_actual()
    before = v.mapToScene(v.viewport().rect().center())
    vp = v.viewport()
    c = vp.rect().center()
    QTest.mousePress(vp, Qt.MiddleButton, Qt.NoModifier, c)
    QTest.mouseMove(vp, c + QPointF(-120, -80).toPoint())
    QTest.mouseRelease(vp, Qt.MiddleButton, Qt.NoModifier, c + QPointF(-120, -80).toPoint())
    after = v.mapToScene(v.viewport().rect().center())
    assert after.x() > before.x() and after.y() > before.y()
    assert enc.creature("t").at == Cell(1, 1)
    scale = v.transform().m11()
    v.zoom(1.5)
    assert abs(v.transform().m11() - scale * 1.5) < 1e-6


def test_double_click_opens_a_door_while_playing(make_window):
    enc = scenario("draw-steel", walls=[{"line": [[4, 3], [6, 3]], "door": "closed"}], creatures=[])
    win = make_window(enc)
    QTest.mouseDClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, win.view.mapFromScene(to_scene(5, 3)))
    assert enc.board.walls[0].door is DoorState.OPEN
    win.actions["undo"].trigger()
    assert enc.board.walls[0].door is DoorState.CLOSED


def test_space_drag_pans_without_moving_tokens(make_window, qtbot):
    enc = scenario("draw-steel", width=60, height=60, creatures=[{"id": "t", "side": "h", "at": [1, 1]}])
    win = make_window(enc)
    v = win.view
    v.zoom_actual()
    v.centerOn(to_scene(30, 30))
    before = v.mapToScene(v.viewport().rect().center())
    QTest.keyPress(v, Qt.Key_Space)
    c = v.mapFromScene(to_scene(30, 30))
    QTest.mousePress(v.viewport(), Qt.LeftButton, Qt.NoModifier, c)
    QTest.mouseMove(v.viewport(), c + QPointF(100, 0).toPoint())
    QTest.mouseRelease(v.viewport(), Qt.LeftButton, Qt.NoModifier, c + QPointF(100, 0).toPoint())
    QTest.keyRelease(v, Qt.Key_Space)
    after = v.mapToScene(v.viewport().rect().center())
    assert after.x() < before.x() and win.undo_stack.count() == 0


def test_map_image_follows_square_size_and_offset(make_window):
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    from gui.map import commands
    from rules.encounter import MapImage

    enc = scenario("draw-steel", creatures=[])
    win = make_window(enc)
    img = QImage(500, 400, QImage.Format_RGB32)
    img.fill(QColor("darkgreen"))
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, "PNG")
    win.undo_stack.push(commands.SetMapImage(enc, MapImage("map.png", bytes(data), 50.0, (25.0, 10.0)), "image"))
    item = win.scene._map
    assert item.isVisible() and not win.scene._board.isVisible()
    assert abs(item.scale() - 64 / 50) < 1e-9
    assert item.mapToScene(QPointF(25, 10)) == QPointF(0, 0)  # image pixel (25, 10) on vertex (0, 0)
    win.actions["undo"].trigger()
    assert not item.isVisible() and win.scene._board.isVisible()


def test_token_menu_and_portrait(make_window, tmp_path):
    from PySide6.QtGui import QColor, QImage

    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "h", "at": [1, 1]}])
    win = make_window(enc)
    menu = win.token_menu("t")
    actions = {a.text(): a for a in menu.actions()}
    actions["Hidden from the players"].trigger()
    assert enc.creature("t").hidden
    cond = {a.text(): a for a in actions["Conditions"].menu().actions()}
    cond["prone"].trigger()
    assert enc.creature("t").conditions == {"prone"}
    win.actions["undo"].trigger()
    assert enc.creature("t").conditions == set()
    pic = tmp_path / "face.png"
    img = QImage(40, 40, QImage.Format_RGB32)
    img.fill(QColor("magenta"))
    img.save(str(pic))
    win.scene.token_item("t").setSelected(True)
    win.properties_panel.form._pick_portrait(str(pic))
    # the picture is read into the document (issue 16): never a path on disk
    assert enc.creature("t").portrait.startswith("images/portraits/") and enc.images[enc.creature("t").portrait]
    assert win.scene.token_item("t")._portrait is not None


def test_properties_edit_a_wall_and_a_zone(make_window):
    from geometry import Material

    enc = scenario("zones", walls=[{"line": [[1, 1], [1, 4]]}],
                   zones=[{"id": "hall", "polygon": [[2, 0], [6, 0], [6, 4], [2, 4]]}], creatures=[])
    win = make_window(enc)
    panel = win.properties_panel
    win.scene.wall_items()[0].setSelected(True)
    assert panel.wall is not None and panel.wall_form.isVisibleTo(panel) and not panel.form.isVisibleTo(panel)
    panel.wall_form.material.setCurrentIndex(panel.wall_form.material.findData("wood"))
    panel.wall_form.door.setCurrentIndex(2)  # open door
    panel.wall_form.door.activated.emit(2)
    w = enc.board.walls[0]
    assert w.material is Material.WOOD and w.door is DoorState.OPEN and not w.blocks_movement
    win.scene.clearSelection()
    win.scene.zone_item("hall").setSelected(True)
    assert panel.zone is not None
    panel.zone_form.name.setText("Great Hall")
    panel.zone_form.traits.setText("open, dark")
    panel.zone_form.traits.editingFinished.emit()
    assert enc.zones[0].name == "Great Hall" and enc.zones[0].traits == ("open", "dark")
    assert win.undo_stack.count() == 2
    win.actions["undo"].trigger()
    assert enc.zones[0].name == ""
