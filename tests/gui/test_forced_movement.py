"""Draw Steel forced movement from the window (issue 13): pick the source, push / pull / slide and a
distance, drag the target; the preview is `damier check`'s `forced_move` answer on the dragged path;
release applies it as one undo step (move, broken object, damage through the fight); Escape cancels."""

import dataclasses

from helpers import cell_centre, drag_token, move, press, release, scenario
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from geometry import Cell
from rules import oracle
from rules.fight.start import draw_steel_start


def _encounter():
    # fury pushes the goblin east: through a wooden crate (« Objets »: wood costs 3 squares and deals
    # 5 damage) and into the talent (both take 1 damage per square left)
    return scenario("draw-steel", width=10, height=4,
                    terrain=[{"cells": [[4, 1]], "kind": "object", "material": "wood"}],
                    creatures=[{"id": "fury", "side": "heroes", "at": [1, 1], "stamina": 30},
                               {"id": "gob", "side": "director", "at": [2, 1], "stamina": 12},
                               {"id": "talent", "side": "heroes", "at": [6, 1], "stamina": 20}])


def _forced_tool(win, kind="push", distance=7, melee=False):
    win.forced_kind.setCurrentIndex(win.forced_kind.findData(kind))
    win.forced_distance.setValue(distance)
    win.forced_melee.setChecked(melee)
    win.actions["tool_forced"].trigger()
    assert win.scene.tool.name == "forced"


def _click(win, cid):
    c = win.encounter.creature(cid)
    QTest.mouseClick(win.view.viewport(), Qt.LeftButton, Qt.NoModifier, win.view.mapFromScene(cell_centre(c.at.x, c.at.y)))


def _ask(enc, fp):
    return oracle.answer(enc, {"type": "forced_move", "source": fp.source, "target": fp.target, "kind": fp.kind,
                               "distance": fp.distance, "melee_weapon": fp.melee_weapon,
                               "path": [c.to_list() for c in fp.path]})


def test_push_with_a_collision_agrees_with_damier_check_and_undoes(make_window):
    enc = _encounter()
    enc.fight.record(draw_steel_start(7, "heroes"))
    before = {cid: enc.fight.state.answer(cid)["stamina"] for cid in ("gob", "talent")}
    win = make_window(enc)
    _forced_tool(win)
    _click(win, "fury")
    drag_token(win, "gob", (9, 1), drop=False)
    fp = win.scene.forced
    assert fp is not None and fp.legal and fp.path[0] == Cell(3, 1)
    asked = _ask(enc, fp)
    r = fp.result
    assert asked == {"end": r.end.to_list(), "moved": r.moved, "damage": dict(sorted(r.damage.items())),
                     "destroyed": [c.to_list() for c in r.destroyed]}
    assert asked == {"end": [5, 1], "moved": 3, "damage": {"gob": 6, "talent": 1}, "destroyed": [[4, 1]]}
    text = win.scene.path_item.text
    assert "hits Talent" in text or "hits talent" in text.lower()
    assert "breaks an object (wood)" in text
    # each square reached shows the squares left; the broken crate its damage
    shown = [t for _r, t in win.scene.path_item._step_labels]
    assert shown[:2] == ["6", "✕5"] and "!1" in shown
    assert win.scene.token_item("gob").pos().x() == 5 * 64  # the token shows where it will end
    release(win.view, cell_centre(9, 1))
    assert enc.creature("gob").at == Cell(5, 1)
    assert Cell(4, 1) not in enc.board.terrain  # the crate broke
    assert enc.fight.state.answer("gob")["stamina"] == before["gob"] - 6
    assert enc.fight.state.answer("talent")["stamina"] == before["talent"] - 1
    assert win.undo_stack.count() == 1  # move + broken crate + damage: one undo step
    win.undo_stack.undo()
    assert enc.creature("gob").at == Cell(2, 1) and Cell(4, 1) in enc.board.terrain
    assert {cid: enc.fight.state.answer(cid)["stamina"] for cid in ("gob", "talent")} == before
    win.undo_stack.redo()
    assert enc.creature("gob").at == Cell(5, 1) and enc.fight.state.answer("gob")["stamina"] == before["gob"] - 6


def test_escape_cancels_and_a_refused_push_moves_nothing(make_window):
    enc = _encounter()
    win = make_window(enc)
    _forced_tool(win, "push", 2)
    _click(win, "fury")
    drag_token(win, "gob", (2, 3), drop=False)  # down is not farther from the fury: refused
    fp = win.scene.forced
    assert not fp.legal and fp.code == "push" and "farther" in win.scene.path_item.text
    QTest.keyClick(win.view.viewport(), Qt.Key_Escape)
    assert win.scene.forced is None and not win.scene.path_item.isVisible()
    release(win.view, cell_centre(2, 3))
    assert enc.creature("gob").at == Cell(2, 1) and win.undo_stack.count() == 0
    # without a fight the move and the crate still happen; a pull toward the fury stops at once
    _forced_tool(win, "pull", 3)
    _click(win, "talent")
    press(win.view, cell_centre(2, 1))
    move(win.view, cell_centre(4, 1))
    move(win.view, cell_centre(5, 1))
    fp = win.scene.forced
    assert fp.kind == "pull" and fp.source == "talent"
    assert _ask(enc, fp)["end"] == fp.result.end.to_list()
    release(win.view, cell_centre(5, 1))
    assert enc.creature("gob").at == fp.result.end and win.undo_stack.count() == 1


def test_stability_and_big_against_little_in_the_preview(make_window):
    # « grand contre petit »: a larger creature with a melee weapon pushes one square more; stability
    # takes squares off
    enc = scenario("draw-steel", width=12, height=4,
                   creatures=[{"id": "ogre", "side": "director", "size": "2", "at": [0, 1]},
                              {"id": "pip", "side": "heroes", "size": "1S", "at": [2, 1], "stability": 1}])
    win = make_window(enc)
    _forced_tool(win, "push", 3, melee=True)
    _click(win, "ogre")
    drag_token(win, "pip", (10, 1), drop=False)
    fp = win.scene.forced
    assert fp.squares == 3 and fp.stability == 1  # 3 + 1 - 1
    assert _ask(enc, fp) == {"end": [5, 1], "moved": 3, "damage": {}, "destroyed": []}
    assert "stability" in win.scene.path_item.text and "big against little" in win.scene.path_item.text
    release(win.view, cell_centre(10, 1))
    assert enc.creature("pip").at == Cell(5, 1)


def test_the_players_see_the_pushed_forced_movement_but_nothing_hidden(make_window):
    enc = _encounter()
    win = make_window(enc)
    players = win.players
    _forced_tool(win)
    _click(win, "fury")
    drag_token(win, "gob", (9, 1), drop=False)
    assert players.scene.forced is None  # not shown until the Director pushes the why
    assert players.push_why()
    shown = players.scene.forced
    assert shown == win.scene.forced and players.scene.path_item.isVisible()
    assert players.scene.token_item("gob").pos().x() == 5 * 64
    move(win.view, cell_centre(8, 1))  # it follows the drag
    assert players.scene.forced == win.scene.forced
    release(win.view, cell_centre(8, 1))
    assert players.scene.forced is None and not players.scene.path_item.isVisible()
    # the same push into a hidden creature: the players' screen shows nothing of it
    hidden = _encounter()
    hidden.replace_creature(dataclasses.replace(hidden.creature("talent"), hidden=True))
    win2 = make_window(hidden)
    _forced_tool(win2)
    _click(win2, "fury")
    drag_token(win2, "gob", (9, 1), drop=False)
    assert "talent" in win2.scene.forced.result.damage
    assert not win2.players.push_why()
    assert win2.players.scene.forced is None and not win2.players.scene.path_item.isVisible()
    release(win2.view, cell_centre(9, 1))
