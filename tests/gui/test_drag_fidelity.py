"""Issue 11 in the window: the drag preview agrees with `damier check` (rules.oracle) on a shift
through an enemy, a teleport, and a move past an enemy behind a wall; driven with real mouse events."""

from helpers import cell_centre, drag_token, move, release, scenario
from PySide6.QtCore import Qt

from geometry import Cell
from rules import oracle


def _move_answer(enc, cid, cells, mode):
    return oracle.answer(enc, {"type": "move", "creature": cid, "mode": mode, "path": [c.to_list() for c in cells]})


def test_shift_is_refused_through_an_enemy(make_window):
    # « Vous ne pouvez pas glisser dans un terrain difficile » and an enemy's space « est un terrain
    # difficile »: the shift past the goblin in a corridor has no path, as the oracle says of it.
    ascii_map = ["#######",
                 "#.....#",
                 "#######"]
    enc = scenario("draw-steel", ascii=ascii_map,
                   creatures=[{"id": "h", "side": "heroes", "at": [1, 1]}, {"id": "g", "side": "monsters", "at": [3, 1]}])
    win = make_window(enc)
    drag_token(win, "h", (4, 1), modifiers=Qt.ShiftModifier, drop=False)
    p = win.scene.preview
    assert p.mode == "shift" and not p.legal and p.code == "no-path-shift"
    assert oracle.answer(enc, {"type": "path", "creature": "h", "mode": "shift", "to": [4, 1]})["reachable"] is False
    assert _move_answer(enc, "h", [Cell(2, 1), Cell(3, 1), Cell(4, 1)], "shift")["legal"] is False
    assert "shift cannot enter" in win.scene.path_item.text
    release(win.view, cell_centre(4, 1), Qt.ShiftModifier)
    assert enc.creature("h").at == Cell(1, 1) and win.undo_stack.count() == 0
    # the plain move passes the goblin (difficult), as the oracle's path
    drag_token(win, "h", (4, 1), drop=False)
    p = win.scene.preview
    ans = oracle.answer(enc, {"type": "path", "creature": "h", "to": [4, 1]})
    assert p.legal and p.cost == ans["cost"] and [c.to_list() for c in p.cells] == ans["path"]
    assert "+1" in [t for _r, t in win.scene.path_item._step_labels]  # the goblin's square costs one more
    release(win.view, cell_centre(4, 1))


def test_teleport_needs_a_line_of_effect_and_draws_it(make_window):
    # « doit avoir une ligne d'effet vers son espace de destination »; its cost is the distance.
    walls = [{"line": [[3, 0], [3, 3]]}]
    enc = scenario("draw-steel", walls=walls, creatures=[{"id": "h", "side": "heroes", "at": [1, 1], "speed": 6}])
    win = make_window(enc)
    drag_token(win, "h", (5, 1), modifiers=Qt.AltModifier, drop=False)
    p = win.scene.preview
    ans = _move_answer(enc, "h", [Cell(5, 1)], "teleport")
    assert p.mode == "teleport" and p.legal is ans["legal"] is False
    assert p.code == "no-line-of-effect" and "no line of effect" in win.scene.path_item.text
    assert win.scene.path_item._line.size() == 0  # no path line...
    assert win.scene.path_item._effect is not None and win.scene.path_item._effect[2]  # ...the blocked line
    move(win.view, cell_centre(4, 5), Qt.AltModifier)
    p = win.scene.preview
    ans = _move_answer(enc, "h", [Cell(4, 5)], "teleport")
    assert p.legal and ans["legal"] and p.cost == ans["cost"] == 4
    assert win.scene.path_item._line.size() == 0 and not win.scene.path_item._effect[2]
    assert "4 / 6" in win.scene.path_item.text
    release(win.view, cell_centre(4, 5), Qt.AltModifier)
    assert enc.creature("h").at == Cell(4, 5) and win.undo_stack.count() == 1
    # onto its own space: « ne peut pas se téléporter vers et depuis le même espace »
    assert oracle.answer(enc, {"type": "move", "creature": "h", "mode": "teleport", "path": [[4, 5]]})["legal"] is False


def test_no_strike_from_an_enemy_behind_a_wall(make_window):
    # "a strike needs line of effect from the striker to the mover": walking away from a goblin on
    # the other side of a solid wall provokes nothing; the same walk in the open provokes it.
    enc = scenario("dnd5e", walls=[{"line": [[0, 3], [10, 3]]}],
                   creatures=[{"id": "h", "side": "heroes", "at": [4, 2], "speed": 10},
                              {"id": "g", "side": "monsters", "at": [4, 3]},
                              {"id": "o", "side": "monsters", "at": [2, 1]}])
    win = make_window(enc)
    drag_token(win, "h", (8, 1), drop=False)
    p = win.scene.preview
    asked = oracle.answer(enc, {"type": "opportunity_attacks", "creature": "h",
                                "path": [c.to_list() for c in p.cells]})
    assert p.legal and "g" not in p.attackers and list(p.attackers) == asked["attackers"]
    release(win.view, cell_centre(8, 1))


def test_a_surprised_enemy_does_not_strike(make_window):
    # 5e: a `surprised` creature cannot react, so leaving its reach provokes nothing.
    mk = [{"id": "h", "side": "heroes", "at": [4, 2], "speed": 10}]
    awake = scenario("dnd5e", creatures=mk + [{"id": "g", "side": "monsters", "at": [4, 3]}])
    asleep = scenario("dnd5e", creatures=mk + [{"id": "g", "side": "monsters", "at": [4, 3],
                                                "conditions": ["surprised"]}])
    for enc, expected in ((awake, ["g"]), (asleep, [])):
        win = make_window(enc)
        drag_token(win, "h", (8, 0), drop=False)
        p = win.scene.preview
        asked = oracle.answer(enc, {"type": "opportunity_attacks", "creature": "h",
                                    "path": [c.to_list() for c in p.cells]})
        assert list(p.attackers) == asked["attackers"] == expected
        release(win.view, cell_centre(8, 0))
