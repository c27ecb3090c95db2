"""Screenshots: grab the view and sample pixels to prove the grid, walls, terrain and tokens are drawn."""

from helpers import scenario
from PySide6.QtGui import QColor

from gui.base import style
from gui.map.coords import to_scene


def _grab(win):
    win.view.resetTransform()
    win.view.centerOn(to_scene(5, 4))
    return win.view.viewport().grab().toImage()


def _at(win, img, x, y):
    p = win.view.mapFromScene(to_scene(x, y))
    return QColor(img.pixel(p.x(), p.y()))


def _close(a: QColor, b: QColor, tol=40):
    return abs(a.red() - b.red()) <= tol and abs(a.green() - b.green()) <= tol and abs(a.blue() - b.blue()) <= tol


def test_grid_walls_terrain_and_tokens_are_drawn(make_window, tmp_path):
    enc = scenario("draw-steel", walls=[{"line": [[2, 1], [2, 6]]}],
                   terrain=[{"cells": [[7, 5]], "kind": "object", "material": "wood"}],
                   creatures=[{"id": "h", "side": "heroes", "at": [4, 2]}, {"id": "m", "side": "monsters", "at": [6, 2]}])
    win = make_window(enc)
    img = _grab(win)
    img.save(str(tmp_path / "render.png"))
    board = _at(win, img, 4.5, 6.3)
    assert _close(board, style.BOARD, 20)  # empty floor
    grid = _at(win, img, 4.0, 6.5)  # on a grid line: darker than the floor
    assert grid.lightness() < board.lightness() - 15
    assert _close(_at(win, img, 2.0, 3.5), style.WALL, 30)  # the wall
    assert _close(_at(win, img, 7.5, 5.5), style.MATERIAL["wood"], 25)  # a wooden object
    assert _close(_at(win, img, 4.5, 2.2), style.side_colour("heroes"), 40)  # tokens in their side colours
    assert _close(_at(win, img, 6.5, 2.2), style.side_colour("monsters"), 40)


def test_hidden_grid_and_drag_preview_pixels(make_window):
    from helpers import drag_token

    enc = scenario("draw-steel", creatures=[{"id": "h", "side": "heroes", "at": [1, 1], "speed": 2}])
    win = make_window(enc)
    win.actions["show_grid"].trigger()
    img = _grab(win)
    assert _close(_at(win, img, 4.0, 6.5), style.BOARD, 20)  # no grid line any more
    drag_token(win, "h", (1, 5), drop=False)
    img = _grab(win)
    ok = _at(win, img, 1.2, 2.2)  # a square within speed, tinted green
    over = _at(win, img, 1.2, 4.2)  # past speed, tinted orange
    assert ok.green() > ok.red() and over.red() > over.blue() + 40
    win.actions["show_grid"].trigger()


def test_player_scene_never_builds_secrets(qtbot):
    from gui.map.scene import BattleScene

    enc = scenario("draw-steel", terrain=[{"cells": [[3, 3]], "kind": "hazardous", "hidden": True},
                                          {"cells": [[4, 4]], "kind": "difficult"}],
                   creatures=[{"id": "h", "side": "heroes", "at": [1, 1]},
                              {"id": "spy", "side": "monsters", "at": [5, 1], "hidden": True, "notes": "secret"}])
    director = BattleScene(enc, "director")
    player = BattleScene(enc, "player")
    assert director.token_item("spy") is not None and player.token_item("spy") is None
    assert "secret" in director.token_item("spy").toolTip()
    assert all("secret" not in it.toolTip() for it in player.items())
    assert player._terrain.boundingRect().contains(to_scene(4.5, 4.5))
    assert not player._terrain.boundingRect().contains(to_scene(3.5, 3.5))
    enc.replace_creature(enc.creature("spy").changed(hidden=False))
    assert player.token_item("spy") is not None
    enc.replace_creature(enc.creature("h").changed(hidden=True))
    assert player.token_item("h") is None and director.token_item("h") is not None
    player.detach()
    enc.remove_creature("spy")
    assert player.token_item("spy") is not None  # detached: no longer listening
    director.detach()
