"""Dragging tokens with real mouse events: one test per rule system, refusals, undo/redo, modifiers."""

import pytest
from helpers import cell_centre, drag_token, move, release, scenario
from PySide6.QtCore import Qt

from geometry import Cell
from rules.movement import Mover

WALL = [{"line": [[3, 0], [3, 3]]}]


def _moved(win, cid, to, cost):
    enc = win.encounter
    assert enc.creature(cid).at == Cell(*to)
    assert win.undo_stack.count() == 1
    item = win.scene.token_item(cid)
    assert (item.pos().x(), item.pos().y()) == (to[0] * 64, to[1] * 64)
    assert cost is None or win.statusBar().currentMessage().endswith(f"({cost} / {enc.creature(cid).speed})")


def test_draw_steel_goes_around_the_wall_without_cutting_corners(make_window):
    enc = scenario("draw-steel", walls=WALL, creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = make_window(enc)
    drag_token(win, "t", (5, 1), drop=False)
    p = win.scene.preview
    assert p.legal and p.cost == 5 and p.cost_label == "5 / 5"
    assert p.cells == (Cell(2, 2), Cell(2, 3), Cell(3, 3), Cell(4, 2), Cell(5, 1))
    assert "5 / 5" in win.scene.path_item.text
    release(win.view, cell_centre(5, 1))
    _moved(win, "t", (5, 1), 5)
    assert win.scene.preview is None


def test_dnd5e_cuts_the_corner_and_pays_for_difficult_terrain(make_window):
    enc = scenario("dnd5e", walls=WALL, creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}],
                   terrain=[{"cells": [[4, 2]], "kind": "difficult"}])
    win = make_window(enc)
    drag_token(win, "t", (5, 1), drop=False)
    p = win.scene.preview
    assert p.legal and p.cost == Mover(enc, "t").path_to(Cell(5, 1)).cost == 5  # 4 steps + 1 difficult
    assert Cell(3, 3) in p.cells and Cell(2, 3) not in p.cells  # cut the corner at (3, 3)
    release(win.view, cell_centre(5, 1))
    _moved(win, "t", (5, 1), 5)


def test_douaratil_large_creature_squeezes_through_a_gap(make_window):
    # a 1-square gap in a wall: a large (2x2) creature squeezes (+1 a step into the gap, §4
    # "each step into such a place costs +1"; the step back out to a place it fits costs no +1)
    walls = [{"line": [[0, 4], [4, 4]]}, {"line": [[5, 4], [10, 4]]}]
    enc = scenario("douaratil", walls=walls, creatures=[{"id": "ogre", "side": "monsters", "size": "large",
                                                          "at": [4, 1], "speed": 8}])
    win = make_window(enc)
    drag_token(win, "ogre", (4, 6), drop=False)
    p = win.scene.preview
    expected = Mover(enc, "ogre").path_to(Cell(4, 6))
    assert p.legal and any(p.squeezed) and p.cost == expected.cost == 6
    assert "squeezing" in win.scene.path_item.text
    release(win.view, cell_centre(4, 6, 2))
    _moved(win, "ogre", (4, 6), 6)


def test_pf2e_counts_diagonals_one_two_one(make_window):
    enc = scenario("pf2e", creatures=[{"id": "t", "side": "heroes", "at": [0, 0], "speed": 5}])
    win = make_window(enc)
    drag_token(win, "t", (3, 3), drop=False)
    p = win.scene.preview
    assert p.legal and p.costs == (1, 3, 4) and p.cost_label == "4 / 5"
    release(win.view, cell_centre(3, 3))
    _moved(win, "t", (3, 3), 4)


def test_zones_drag_moves_between_zones(make_window):
    zones = [{"id": "courtyard", "polygon": [[0, 0], [5, 0], [5, 8], [0, 8]], "name": "Cour"},
             {"id": "hall", "polygon": [[5, 0], [10, 0], [10, 8], [5, 8]]}]
    enc = scenario("zones", zones=zones, creatures=[{"id": "guard", "side": "figurants", "at": [7, 2]}])
    win = make_window(enc)
    drag_token(win, "guard", (1, 5), drop=False)
    p = win.scene.preview
    assert p.legal and p.zones == ("hall", "courtyard") and p.cost == 1
    assert "hall → Cour" in win.scene.path_item.text  # zones by their names (the hall has none)
    release(win.view, cell_centre(1, 5))
    assert enc.creature("guard").at == Cell(1, 5)
    assert enc.zone_map.zone_at(enc.space("guard").centre) == "courtyard"
    assert win.undo_stack.count() == 1


def test_illegal_drop_leaves_the_model_unchanged_and_says_why(make_window):
    enc = scenario("draw-steel", ascii=["..........", "....#.....", ".........."],
                   creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}, {"id": "g", "side": "monsters", "at": [6, 1]}])
    win = make_window(enc)
    for target, why in (((4, 1), "object"), ((6, 1), "occupied by g")):
        drag_token(win, "t", target)
        assert enc.creature("t").at == Cell(1, 1)
        assert win.undo_stack.count() == 0
        assert why in win.statusBar().currentMessage()
        item = win.scene.token_item("t")
        assert (item.pos().x(), item.pos().y()) == (64, 64)  # back where it was


def test_undo_and_redo_a_move(make_window):
    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = make_window(enc)
    drag_token(win, "t", (3, 2))
    assert enc.creature("t").at == Cell(3, 2)
    win.actions["undo"].trigger()
    assert enc.creature("t").at == Cell(1, 1)
    assert win.scene.token_item("t").pos().x() == 64
    win.actions["redo"].trigger()
    assert enc.creature("t").at == Cell(3, 2)
    assert win.scene.token_item("t").pos().x() == 3 * 64
    assert win.isWindowModified()


def test_over_speed_squares_and_free_strikes_are_shown(make_window):
    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "speed": 3},
                                            {"id": "g", "side": "monsters", "at": [2, 1], "name": "Goblin"}])
    win = make_window(enc)
    drag_token(win, "t", (1, 6), drop=False)
    p = win.scene.preview
    assert p.legal and p.cost == 5 and p.over_speed == (Cell(1, 5), Cell(1, 6))
    assert p.attackers == ("g",)
    assert win.scene.token_item("g").is_threat
    assert "free strike: Goblin" in win.scene.path_item.text
    assert "2 past speed" in win.scene.path_item.text
    release(win.view, cell_centre(1, 6))
    assert enc.creature("t").at == Cell(1, 6)  # past speed is a warning, not a refusal
    assert not win.scene.token_item("g").is_threat


@pytest.mark.parametrize("ruleset,mode", [("draw-steel", "shift"), ("dnd5e", "disengage")])
def test_shift_modifier_uses_the_careful_mode(make_window, ruleset, mode):
    size = "1M" if ruleset == "draw-steel" else "medium"
    enc = scenario(ruleset, creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "size": size},
                                       {"id": "g", "side": "monsters", "at": [2, 1], "size": size}])
    win = make_window(enc)
    drag_token(win, "t", (1, 3), modifiers=Qt.ShiftModifier, drop=False)
    p = win.scene.preview
    assert p.mode == mode and p.attackers == ()
    release(win.view, cell_centre(1, 3), Qt.ShiftModifier)
    assert enc.creature("t").at == Cell(1, 3)


def test_director_override_places_anywhere(make_window):
    # a closed room: no path in, but the Director may put the token there
    walls = [{"line": [[5, 2], [8, 2], [8, 5], [5, 5], [5, 2]]}]
    enc = scenario("draw-steel", walls=walls, creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = make_window(enc)
    drag_token(win, "t", (6, 3))
    assert enc.creature("t").at == Cell(1, 1)
    assert "no path" in win.statusBar().currentMessage()
    drag_token(win, "t", (6, 3), modifiers=Qt.ControlModifier)
    assert enc.creature("t").at == Cell(6, 3)
    assert win.undo_stack.count() == 1


def test_escape_cancels_a_drag(make_window, qtbot):
    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = make_window(enc)
    drag_token(win, "t", (4, 4), drop=False)
    assert win.scene.preview is not None
    qtbot.keyClick(win.view, Qt.Key_Escape)
    assert win.scene.preview is None
    release(win.view, cell_centre(4, 4))
    assert enc.creature("t").at == Cell(1, 1)
    assert win.undo_stack.count() == 0


def test_hover_shows_line_of_effect_cover_and_flanking(make_window):
    enc = scenario("draw-steel", walls=[{"line": [[5, 0], [5, 2.5]]}],
                   creatures=[{"id": "a", "side": "heroes", "at": [3, 3]}, {"id": "b", "side": "heroes", "at": [5, 3]},
                              {"id": "t", "side": "monsters", "at": [4, 3]},
                              {"id": "far", "side": "monsters", "at": [7, 1]}])
    win = make_window(enc)
    win.scene.token_item("a").setSelected(True)
    move(win.view, cell_centre(4, 3))
    info = win.scene.sight
    assert info is not None and info.target == "t"
    assert info.flanking.value and info.flanking.allies == ("b",)
    assert win.scene.token_item("b")._ally
    assert "Flanking: yes, with b" in win.scene.sight_item.text
    move(win.view, cell_centre(7, 1))
    info = win.scene.sight
    assert info.target == "far" and info.cover is not None and len(info.cover.lines) == 4
    assert "Cover:" in win.scene.sight_item.text
    move(win.view, cell_centre(0, 7))
    assert win.scene.sight is None


def test_a_model_change_during_a_drag_cancels_it(make_window):
    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]},
                                            {"id": "g", "side": "monsters", "at": [6, 6]}])
    win = make_window(enc)
    drag_token(win, "t", (4, 1), drop=False)
    assert win.scene.preview is not None
    enc.move_creature("g", Cell(4, 1))  # e.g. an undo, or another window, while the button is held
    assert win.scene.preview is None
    release(win.view, cell_centre(4, 1))
    assert enc.creature("t").at == Cell(1, 1) and win.undo_stack.count() == 0
    assert win.scene.token_item("t").pos().x() == 64


def test_arrow_keys_step_the_selected_token(make_window, qtbot):
    enc = scenario("draw-steel", ascii=["....", ".#..", "...."], creatures=[{"id": "t", "side": "heroes", "at": [0, 1]}])
    win = make_window(enc)
    win.scene.token_item("t").setSelected(True)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key_Up)
    assert enc.creature("t").at == Cell(0, 0)
    qtbot.keyClick(win.view, Qt.Key_Down)
    qtbot.keyClick(win.view, Qt.Key_Right)  # into the pillar: refused
    assert enc.creature("t").at == Cell(0, 1) and "object" in win.statusBar().currentMessage()
    assert win.undo_stack.count() == 2
