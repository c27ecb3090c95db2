"""Callouts placed where they cover neither the path nor the creatures they talk about (issue 15
item 6), and the cost of each dear step shown on its square. Checked geometrically in the scene."""

from helpers import cell_centre, drag_token, release, scenario
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from geometry import Cell
from gui.map.coords import space_rect
from gui.map.items.overlays import best_place


def _covers(box: QRectF, r: QRectF) -> bool:
    i = box.intersected(r)
    return i.isValid() and i.width() > 0.5 and i.height() > 0.5


def test_cost_box_covers_neither_the_path_nor_the_striker(make_window):
    # a walk south-west away from a goblin through difficult ground: right of the destination and
    # above it (where the box used to go) is the path itself
    enc = scenario("dnd5e", width=12, height=10,
                   terrain=[{"cells": [[5, y] for y in range(10)], "kind": "difficult"}],
                   creatures=[{"id": "h", "side": "heroes", "at": [8, 2], "speed": 12},
                              {"id": "g", "side": "monsters", "at": [9, 1]},
                              {"id": "w", "side": "monsters", "at": [1, 8]}])
    win = make_window(enc)
    drag_token(win, "h", (3, 7), drop=False)
    p = win.scene.preview
    assert p.legal and p.attackers == ("g",)
    box = win.scene.path_item.callout.scene_box()
    assert win.scene.path_item.callout.isVisible() and not box.isEmpty()
    for c in (p.start,) + p.cells:
        assert not _covers(box, space_rect(c, 1)), f"the cost box covers the path at {c}"
    assert not _covers(box, space_rect(Cell(9, 1), 1)), "the cost box covers the striker"
    # where it used to go (right of the destination, above it) covers the path: the test means it
    k = win.view.transform().m11()
    old = QRectF(space_rect(p.target, 1).right() + 4 / k, space_rect(p.target, 1).top() - box.height(),
                 box.width(), box.height())
    assert any(_covers(old, space_rect(c, 1)) for c in p.cells)
    # the dear steps carry their own cost
    dear = {(r.x(), r.y()) for r, _t in win.scene.path_item._step_labels}
    expected = {(c.x * 64.0, c.y * 64.0) for c, k in zip(p.cells, p.step_costs, strict=True) if k > 1}
    assert dear == expected and expected  # difficult squares crossed cost +1 each
    release(win.view, cell_centre(3, 7))


def test_why_box_covers_neither_the_target_nor_the_attacker(make_window):
    from helpers import move
    enc = scenario("draw-steel", width=12, height=10,
                   creatures=[{"id": "h", "side": "heroes", "at": [3, 4]},
                              {"id": "g", "side": "monsters", "at": [6, 2]}])
    win = make_window(enc)
    win.scene.token_item("h").setSelected(True)
    move(win.view, cell_centre(6, 2), buttons=0)
    win.scene.tool.hover(cell_centre(6, 2), None)
    assert win.scene.sight is not None
    box = win.scene.sight_item.callout.scene_box()
    for cid in ("h", "g"):
        sp = enc.space(cid)
        assert not _covers(box, space_rect(sp.at, sp.side)), f"the why box covers {cid}"


def test_best_place_takes_the_least_covered_side():
    around = QRectF(100, 100, 64, 64)
    bounds = QRectF(0, 0, 1000, 1000)
    # everything right and above is taken: the box goes left or below
    avoid = (QRectF(164, 0, 500, 164), QRectF(100, 0, 64, 100))
    anchor, box = best_place(around, 80, 40, 4, bounds, avoid)
    plate = box.translated(anchor)
    assert all(not _covers(plate, a) for a in avoid)
    # off the map is worse than covering: near the right edge it turns left
    anchor, box = best_place(QRectF(950, 500, 40, 40), 80, 40, 4, bounds, ())
    assert bounds.contains(box.translated(anchor))
    # a line counts by the length it runs under the box: a sight line to the north-east sends it elsewhere
    from PySide6.QtCore import QLineF
    ne = QLineF(QPointF(132, 132), QPointF(400, -130))
    anchor, box = best_place(around, 80, 40, 4, bounds, (ne,))
    plate = box.translated(anchor)
    assert not plate.intersects(QRectF(ne.p1(), ne.p2()).normalized()) or \
        all(not plate.contains(ne.pointAt(t / 20)) for t in range(21))
    # a point to avoid (the line's start) counts too
    anchor, box = best_place(around, 80, 40, 4, bounds, (QPointF(200, 80),))
    assert not box.translated(anchor).contains(QPointF(200, 80))


def test_the_players_readout_keeps_off_the_route(make_window, qtbot):
    # the players' large readout (the TV) takes the corner that covers none of the route's squares
    enc = scenario("draw-steel", width=12, height=8, walls=[{"line": [[4, 0], [4, 4]]}],
                   creatures=[{"id": "pip", "side": "heroes", "at": [1, 1], "speed": 10},
                              {"id": "gob", "side": "director", "at": [6, 6]}])
    win = make_window(enc)
    pw = win.players.window
    pw.resize(960, 540)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    from helpers import move, press
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    press(win.view, cell_centre(1, 1))
    for to in ((1, 3), (2, 6)):
        move(win.view, cell_centre(*to))
    QTest.keyClick(win.view.viewport(), Qt.Key_Space)  # down the west side, then up to the north-east
    for to in ((5, 6), (7, 2)):
        move(win.view, cell_centre(*to))
    p = win.scene.preview
    assert p.legal and pw.hud.isVisible()
    assert pw.view.transform().m11() > 0.5  # the players' view shows the map at a readable scale
    hud = pw.hud.geometry()
    for c in (p.start,) + p.cells:
        centre = pw.view.mapFromScene(cell_centre(c.x, c.y))
        assert not hud.contains(centre), f"the players' readout covers the route at {c}"
    release(win.view, cell_centre(7, 2))
