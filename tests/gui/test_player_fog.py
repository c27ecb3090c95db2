"""Fog of war: tools driven by real mouse events on the Director's view, one gesture = one undo
command that only calls encounter.set_fog, and the fog kept through save / open."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtTest import QTest
from test_player_helpers import columns, secret_encounter

from geometry import Cell
from geometry.zones import Zone
from gui.map import fog
from gui.map.coords import to_scene
from gui.map.fog import FogLayer, SetFog
from gui.map.scene import BattleScene
from gui.map.tools import fog as fog_tools
from gui.map.view import BattleView
from gui.players.scene import PlayerScene


@pytest.fixture
def director(qtbot):
    enc = secret_encounter()
    stack = QUndoStack()
    scene = BattleScene(enc, "director", stack)
    view = BattleView(scene)
    qtbot.addWidget(view)
    view.resize(900, 650)
    view.show()
    qtbot.waitExposed(view)
    view.fit_map()
    layer = FogLayer(scene)
    yield enc, scene, view, stack, layer
    layer.detach()
    scene.detach()


def vp(view, x, y) -> QPoint:
    return view.mapFromScene(to_scene(x, y))


def press(view, x, y, mods=Qt.NoModifier):
    QTest.mousePress(view.viewport(), Qt.LeftButton, mods, vp(view, x, y))


def move(view, x, y, mods=Qt.NoModifier):
    QTest.mouseMove(view.viewport(), vp(view, x, y))


def release(view, x, y, mods=Qt.NoModifier):
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, mods, vp(view, x, y))


def test_plain_cell_arithmetic():
    assert fog.brush_cells(3.5, 3.5, 0.5, 10, 10) == {Cell(3, 3)}
    assert fog.brush_cells(3.5, 3.5, 1.0, 10, 10) == {Cell(3, 3), Cell(2, 3), Cell(4, 3), Cell(3, 2),
                                                            Cell(3, 4)}
    assert fog.brush_cells(0.2, 0.2, 1.0, 10, 10) <= {Cell(0, 0), Cell(1, 0), Cell(0, 1)}
    assert fog.rect_cells((1, 1), (3, 2), 10, 10) == {Cell(1, 1), Cell(2, 1)}
    assert fog.rect_cells((1.2, 1.2), (1.4, 1.4), 10, 10) == {Cell(1, 1)}
    # centres inside, or on the edge (the diagonal squares the hypotenuse cuts in half)
    assert fog.polygon_cells([(0, 0), (4, 0), (0, 4)], 10, 10) == {
        Cell(x, y) for x in range(4) for y in range(4) if x + y <= 3}
    assert fog.polygon_cells([(0, 0), (5.5, 0), (0, 5.5)], 10, 10) == {
        Cell(x, y) for x in range(5) for y in range(5) if x + y <= 4}
    line = fog.stroke_cells([(0.5, 0.5), (6.5, 0.5)], 0.5, 10, 10)
    assert line == {Cell(x, 0) for x in range(7)}  # no gaps between far samples
    assert fog.all_cells(3, 2) == {Cell(x, y) for x in range(3) for y in range(2)}


def test_brush_stroke_is_one_undo_step(director):
    enc, scene, view, stack, layer = director
    enc.set_fog(fog.all_cells(12, 8))
    scene.set_tool(fog_tools.FogBrushTool(scene, reveal=True, radius=0.5))
    calls = []
    enc.fog_changed.connect(lambda: calls.append(frozenset(enc.fog)))
    press(view, 0.5, 0.5)
    for x in range(1, 6):
        move(view, x + 0.5, 0.5)
    assert enc.fog == fog.all_cells(12, 8)  # nothing changes before the release
    release(view, 5.5, 0.5)
    assert stack.count() == 1 and len(calls) == 1
    revealed = fog.all_cells(12, 8) - enc.fog
    assert revealed == {Cell(x, 0) for x in range(6)}
    assert layer.item.cells == enc.fog  # the Director's layer followed the event
    stack.undo()
    assert enc.fog == fog.all_cells(12, 8)
    stack.redo()
    assert fog.all_cells(12, 8) - enc.fog == {Cell(x, 0) for x in range(6)}


def test_shift_inverts_the_brush(director):
    enc, scene, view, stack, _layer = director
    scene.set_tool(fog_tools.FogBrushTool(scene, reveal=True, radius=0.5))
    press(view, 2.5, 2.5, Qt.ShiftModifier)
    release(view, 2.5, 2.5, Qt.ShiftModifier)
    assert enc.fog == {Cell(2, 2)}
    assert stack.count() == 1


def test_rectangle_hide_and_reveal(director):
    enc, scene, view, stack, _layer = director
    scene.set_tool(fog_tools.FogRectTool(scene, reveal=False))
    press(view, 9.5, 0.5)
    move(view, 10.5, 3.0)
    release(view, 11.5, 7.5)
    assert enc.fog == columns(9, 12)
    scene.set_tool(fog_tools.FogRectTool(scene, reveal=True))
    press(view, 9.5, 0.5)
    release(view, 9.5, 0.5)
    assert enc.fog == columns(9, 12) - {Cell(9, 0)}
    assert stack.count() == 2
    stack.undo()
    stack.undo()
    assert enc.fog == frozenset()


def test_polygon_tool(director):
    enc, scene, view, stack, _layer = director
    scene.set_tool(fog_tools.FogPolygonTool(scene, reveal=False))
    for x, y in ((0, 0), (4, 0), (4, 4), (0, 4)):
        press(view, x, y)
        release(view, x, y)
    QTest.keyClick(view.viewport(), Qt.Key_Return)
    assert enc.fog == {Cell(x, y) for x in range(4) for y in range(4)}
    assert stack.count() == 1
    # Escape drops a polygon half drawn
    press(view, 6, 0)
    release(view, 6, 0)
    QTest.keyClick(view.viewport(), Qt.Key_Escape)
    QTest.keyClick(view.viewport(), Qt.Key_Return)
    assert stack.count() == 1


def test_zone_tool(director):
    enc, scene, view, stack, _layer = director
    enc.set_zones([Zone("crypt", ((9, 0), (12, 0), (12, 8), (9, 8)), (), "Crypt")])
    scene.set_tool(fog_tools.FogZoneTool(scene, reveal=False))
    press(view, 10.5, 3.5)
    release(view, 10.5, 3.5)
    assert enc.fog == columns(9, 12)
    press(view, 1.5, 1.5)  # outside every zone: nothing
    release(view, 1.5, 1.5)
    assert stack.count() == 1


def test_undo_command_calls_only_set_fog():
    class Spy:
        def __init__(self):
            self.fog = frozenset()
            self.calls = []

        def set_fog(self, cells):
            self.calls.append(frozenset(cells))
            self.fog = frozenset(cells)

    spy = Spy()
    cmd = SetFog(spy, frozenset({Cell(1, 1)}), "Hide")
    cmd.redo()
    cmd.undo()
    assert spy.calls == [frozenset({Cell(1, 1)}), frozenset()]


def test_player_scene_follows_fog_undo(director):
    enc, scene, view, stack, _layer = director
    player = PlayerScene(enc)
    stack.push(fog.hide_all(enc))
    assert player.visible_creature_ids() == set()
    stack.undo()
    assert player.visible_creature_ids() == {"hero", "goblin", "ogre"}
    player.detach()


def test_fog_survives_save_and_open(tmp_path, qtbot):
    from rules.encounter_file import load_encounter, save_encounter

    enc = secret_encounter()
    fog = columns(9, 12) | {Cell(0, 7)}
    enc.set_fog(fog)
    path = tmp_path / "crypt.damier"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert back.fog == fog
    # the players' scene built on the reopened file hides the same things
    player = PlayerScene(back)
    assert player.token_item("ogre") is None and player.token_item("assassin") is None
    assert player.fog_item.cells == fog
    player.detach()
