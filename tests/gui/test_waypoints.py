"""Waypoints during a drag (issue 15 item 7): Space or a right click fixes the route so far, the
preview continues from there with the whole route's cost and strikes, Backspace forgets the last
fixed part, and the drop is one undo step."""

from helpers import cell_centre, move, press, release, scenario
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from geometry import Cell
from rules import oracle
from rules.movement import Mover

WALL = [{"line": [[3, 0], [3, 3]]}]


def _start(win, cid, via):
    c = win.encounter.creature(cid)
    press(win.view, cell_centre(c.at.x, c.at.y))
    for x, y in via:
        move(win.view, cell_centre(x, y))


def test_space_fixes_the_route_and_the_whole_route_is_checked(make_window):
    # Draw Steel: the cheapest way to (5, 1) goes below the wall's end; the Director wants to pass
    # by (1, 5) first. The route through the waypoint must be what Mover.check says of it.
    enc = scenario("draw-steel", walls=WALL, creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "speed": 10}])
    win = make_window(enc)
    _start(win, "t", [(1, 3), (1, 5)])
    assert win.scene.preview.target == Cell(1, 5)
    QTest.keyClick(win.view.viewport(), Qt.Key_Space)
    move(win.view, cell_centre(3, 5))
    move(win.view, cell_centre(5, 1))
    p = win.scene.preview
    assert p.waypoints == (Cell(1, 5),)
    assert p.cells[:4] == (Cell(1, 2), Cell(1, 3), Cell(1, 4), Cell(1, 5))
    whole = Mover(enc, "t").check(list(p.cells))
    assert p.legal and whole.legal and p.cost == whole.cost == 8
    assert p.cost > Mover(enc, "t").path_to(Cell(5, 1)).cost  # dearer than the cheapest: it is the chosen route
    assert "8 / 10" in win.scene.path_item.text
    release(win.view, cell_centre(5, 1))
    assert enc.creature("t").at == Cell(5, 1)
    assert win.undo_stack.count() == 1  # one drop, one undo step
    win.undo_stack.undo()
    assert enc.creature("t").at == Cell(1, 1)


def test_backspace_forgets_the_last_waypoint(make_window):
    enc = scenario("draw-steel", walls=WALL, creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "speed": 10}])
    win = make_window(enc)
    _start(win, "t", [(1, 3), (1, 5)])
    QTest.keyClick(win.view.viewport(), Qt.Key_Space)
    move(win.view, cell_centre(5, 1))
    assert win.scene.preview.cost == 8
    QTest.keyClick(win.view.viewport(), Qt.Key_Backspace)
    p = win.scene.preview
    assert p.waypoints == () and p.cost == Mover(enc, "t").path_to(Cell(5, 1)).cost == 5
    release(win.view, cell_centre(5, 1))
    assert enc.creature("t").at == Cell(5, 1) and win.undo_stack.count() == 1


def test_a_right_click_fixes_a_route_that_provokes_a_strike(make_window):
    # 5e: the cheapest way east passes far from the goblin; the Director routes it past the goblin
    # (leaving its reach provokes an opportunity attack): the strikes are the whole route's.
    enc = scenario("dnd5e", creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "speed": 12},
                                      {"id": "gob", "side": "monsters", "at": [4, 5]}])
    win = make_window(enc)
    _start(win, "t", [(2, 3), (4, 4)])
    assert win.scene.preview.target == Cell(4, 4)
    QTest.mouseClick(win.view.viewport(), Qt.RightButton, Qt.NoModifier, win.view.mapFromScene(cell_centre(4, 4)))
    move(win.view, cell_centre(7, 1))
    p = win.scene.preview
    assert p.waypoints == (Cell(4, 4),) and Cell(4, 4) in p.cells
    path = [c.to_list() for c in p.cells]
    asked = oracle.answer(enc, {"type": "opportunity_attacks", "creature": "t", "path": path})
    assert list(p.attackers) == asked["attackers"] == ["gob"]
    straight = win.scene.preview  # without the waypoint no strike
    QTest.keyClick(win.view.viewport(), Qt.Key_Backspace)
    assert win.scene.preview.attackers == () and straight.attackers == ("gob",)
    release(win.view, cell_centre(7, 1))
