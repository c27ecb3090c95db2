"""The players' window beside the Director's, in one process: drag mirror, the pushed "why",
camera, physical scale, blackout, screenshots with pixel samples (fog opaque there)."""

import os
from pathlib import Path

import pytest
from helpers import cell_centre, drag_token, move, press, release
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from test_player_helpers import columns, secret_encounter

from geometry import Cell
from gui.base.style import SQUARE
from gui.map.coords import to_scene
from gui.map.fog import FogItem
from gui.players import camera, screens
from gui.players.calibration import ScreenScale
from gui.players.screen import PlayerScreen

OPAQUE = {FogItem.OPAQUE.rgb(), QColor(40, 42, 52).rgb()}


@pytest.fixture(autouse=True)
def _native_settings_isolated(tmp_path):
    """gui.settings.store() is QSettings(org, app): the *native* format, which conftest's IniFormat
    path does not redirect. Keep the user's real settings out of these tests."""
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, str(tmp_path / "native-settings"))
    yield


@pytest.fixture
def shots(tmp_path) -> Path:
    """Where screenshots go: $DAMIER_SCREENSHOTS if set (to look at them), else tmp_path."""
    d = Path(os.environ.get("DAMIER_SCREENSHOTS") or tmp_path)
    d.mkdir(parents=True, exist_ok=True)
    return d


@pytest.fixture
def both(make_window, qtbot):
    win = make_window(secret_encounter())
    win.maybe_save = lambda: True  # pytest-qt closes the window before fixtures end: no "save?" question
    ps = PlayerScreen.for_main_window(win)
    ps.show()
    qtbot.waitExposed(ps.window)
    ps.window.resize(960, 600)
    qtbot.wait(20)
    ps.apply_camera()
    yield win, ps
    ps.close()


def player_pixel(ps, x, y) -> QColor:
    """The colour the players see at board point (x, y)."""
    view = ps.window.view
    img = view.viewport().grab().toImage()
    p = view.mapFromScene(to_scene(x, y))
    return img.pixelColor(p)


def block(img, p, r=3):
    return [img.pixelColor(p.x() + dx, p.y() + dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)]


def test_both_windows_in_one_process(both):
    win, ps = both
    assert win.isVisible() and ps.window.isVisible()
    # the offscreen platform has one screen: an ordinary window, not full screen over the Director
    assert len(screens.screens()) == 1 and not ps.window.isFullScreen()
    titles = [a.text().replace("&", "") for a in win.menuBar().actions()]
    assert "Players" in titles
    assert ps.scene is not win.scene and ps.scene.role == "player"
    assert ps.scene.visible_creature_ids() == {"hero", "goblin", "ogre"}
    assert ps.actions["show"].isChecked()


def test_player_window_shows_the_map_and_fog_is_opaque(both, shots):
    win, ps = both
    win.encounter.set_fog(columns(9, 12))
    QTest.qWait(30)
    ps.window.grab().save(str(shots / "player_fog.png"))
    win.grab().save(str(shots / "director_fog.png"))
    view = ps.window.view
    img = view.viewport().grab().toImage()
    # every pixel of a fogged square, the ogre's included, is fog colour on the players' screen
    for x, y in ((10.5, 4.5), (11.5, 5.5), (9.5, 1.5), (10.5, 2.0)):
        for c in block(img, view.mapFromScene(to_scene(x, y))):
            assert c.rgb() in OPAQUE, (x, y, c.name())
    # a revealed square shows the board, not fog
    assert player_pixel(ps, 4.5, 1.5).rgb() not in OPAQUE
    # on the Director's map the fog is see-through: the red ogre still shows under it
    dimg = win.view.viewport().grab().toImage()
    cols = block(dimg, win.view.mapFromScene(to_scene(10.5, 4.5)), 4)
    assert not all(c.rgb() in OPAQUE for c in cols)
    assert sum(c.red() for c in cols) > sum(c.blue() for c in cols)


def test_drag_is_mirrored_large_on_the_players_screen(both, shots):
    win, ps = both
    drag_token(win, "hero", (3, 1), drop=False)
    assert ps.scene.preview is not None and ps.scene.path_item.isVisible()
    text = ps.window.hud_text
    assert "Hero" in text and "2 / 5" in text
    assert ps.window.hud.font().pixelSize() >= 14
    ps.window.grab().save(str(shots / "player_drag.png"))
    release(win.view, cell_centre(3, 1))
    assert ps.window.hud_text == "" and ps.scene.preview is None
    assert ps.scene.token_item("hero").pos() == to_scene(3, 1)


def test_drag_of_a_hidden_token_shows_nothing(both):
    win, ps = both
    drag_token(win, "assassin", (4, 6), drop=False)
    assert win.scene.preview is not None
    assert ps.scene.preview is None and not ps.scene.path_item.isVisible()
    assert ps.window.hud_text == ""
    release(win.view, cell_centre(4, 6))


def test_drag_into_fog_hides_the_token_there(both):
    win, ps = both
    win.encounter.set_fog(columns(9, 12))
    drag_token(win, "goblin", (7, 2), drop=True)
    assert ps.scene.token_item("goblin") is not None
    win.undo_stack.undo()
    assert ps.scene.token_item("goblin").pos() == to_scene(6, 2)


def test_push_and_clear_the_why(both, shots):
    win, ps = both
    press(win.view, cell_centre(1, 1))
    release(win.view, cell_centre(1, 1))
    assert win.scene.selected_creature_ids() == ["hero"]
    move(win.view, cell_centre(6, 2))
    assert win.scene.sight is not None
    assert not ps.scene.sight_item.isVisible()  # hovering is the Director's own business
    assert ps.push_why()
    assert ps.scene.sight_item.isVisible() and "Hero → Goblin" in ps.scene.sight_item.text
    assert "Hero → Goblin" in ps.window.why_text and "Line of effect: yes" in ps.window.why_text
    ps.window.grab().save(str(shots / "player_why.png"))
    move(win.view, cell_centre(2, 5))  # the mouse leaves: the pushed why stays
    assert ps.scene.sight_item.isVisible()
    ps.actions["clear_why"].trigger()
    assert not ps.scene.sight_item.isVisible() and ps.window.why_text == ""


def test_blackout_card(both, shots):
    win, ps = both
    ps.set_blackout(True, "Intermission — back in 10 minutes")
    QTest.qWait(10)
    img = ps.window.grab().toImage()
    img.save(str(shots / "player_blackout.png"))
    assert ps.window.blacked_out and ps.actions["blackout"].isChecked()
    assert img.pixelColor(5, 5).rgb() == QColor("black").rgb()
    ps.actions["blackout"].trigger()
    assert not ps.window.blacked_out


def test_camera_fit_follow_and_independent_outline(both):
    win, ps = both
    view = ps.window.view
    ps.set_camera_mode(camera.FIT)
    assert view.visible_scene_rect().contains(ps.scene.board_rect().adjusted(1, 1, -1, -1))
    # follow: the players look where the Director looks
    ps.set_camera_mode(camera.FOLLOW)
    win.view.zoom(3.0)
    win.view.centerOn(to_scene(2, 2))
    QTest.qWait(120)
    d = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    p = view.visible_scene_rect()
    assert abs(p.center().x() - d.center().x()) < 2 and abs(p.center().y() - d.center().y()) < 2
    # the outline on the Director's map is what the players see
    assert ps.outline.scene() is win.scene and ps.outline.isVisible()
    assert ps.outline.scene_rect().toRect() == p.toRect()
    # independent: drag the outline's tab with the mouse on the Director's view
    ps.set_camera_mode(camera.INDEPENDENT)
    ps.camera.independent_rect = QRectF(0, 0, 6 * SQUARE, 4 * SQUARE)
    ps.apply_camera()
    win.view.zoom_actual()
    win.view.fit_map()
    before = view.visible_scene_rect()
    tab = ps.outline.pos() + ps.outline._tab().topLeft() + QPointF(20, 15)
    press(win.view, tab)
    move(win.view, tab + QPointF(SQUARE, SQUARE))
    move(win.view, tab + QPointF(2 * SQUARE, SQUARE))
    release(win.view, tab + QPointF(2 * SQUARE, SQUARE))
    after = view.visible_scene_rect()
    assert ps.camera.mode == camera.INDEPENDENT
    assert after.left() - before.left() == pytest.approx(2 * SQUARE, abs=8)
    assert after.top() - before.top() == pytest.approx(SQUARE, abs=8)
    assert win.encounter.creature("hero").at == Cell(1, 1)  # no token was dragged


def test_physical_scale_locked_zoom_whole_squares_and_stored_per_screen(both):
    win, ps = both
    side = ps.start_calibration()
    assert ps.window.calibration.isVisible()
    img = ps.window.grab().toImage()
    c = ps.window.rect().center()
    assert img.pixelColor(c).rgb() == QColor("white").rgb()
    ps.finish_calibration(side / 2.0)  # 2 px per mm
    assert not ps.window.calibration.isVisible()
    ps.set_square_mm(25.4)
    ps.set_physical(True)
    view = ps.window.view
    assert view.scale_factor() == pytest.approx(50.8 / SQUARE)
    # stored under the screen's name
    name = ps.window.screen().name()
    assert screens.load_scale(name) == ScreenScale(25.4, 2.0, True)
    # follow: the Director zooms, the players' zoom stays; their view starts on a grid line
    ps.set_camera_mode(camera.FOLLOW)
    for factor, at in ((2.0, (3.3, 2.7)), (0.6, (7.9, 4.1))):
        win.view.zoom(factor)
        win.view.centerOn(to_scene(*at))
        QTest.qWait(120)
        r = view.visible_scene_rect()
        assert view.scale_factor() == pytest.approx(50.8 / SQUARE)
        assert r.left() / SQUARE == pytest.approx(round(r.left() / SQUARE), abs=0.05)
        assert r.top() / SQUARE == pytest.approx(round(r.top() / SQUARE), abs=0.05)
    # the zoom actions are off in this mode
    assert not ps.actions["zoom_in"].isEnabled()
    # 25 mm squares
    ps.actions["square_25"].trigger()
    assert view.scale_factor() == pytest.approx(50.0 / SQUARE)
    # a new controller (next session) finds the same scale for that screen
    ps2 = PlayerScreen(win.encounter, win.scene, win.view)
    assert ps2.scale == ScreenScale(25.0, 2.0, True)
    ps2.close()
    ps2.set_encounter(win.encounter, win.scene, win.view)  # harmless re-attach
    ps2.camera.set_director_view(None)
    ps2.fog_layer.detach()
    win.scene.removeItem(ps2.outline)


def test_screen_choice_is_remembered_and_logic():
    class S:
        def __init__(self, n):
            self._n = n

        def name(self):
            return self._n

    lap, tv, proj = S("eDP-1"), S("HDMI-1"), S("DP-2")
    assert screens.choose([lap], "", lap) is None  # one screen: an ordinary window
    assert screens.choose([lap, tv], "", lap) is tv
    assert screens.choose([lap, tv, proj], "DP-2", lap) is proj
    assert screens.choose([lap, tv], "DP-2", lap) is tv  # the projector is unplugged
    assert screens.choose([lap, tv], "eDP-1", lap) is tv  # never full screen over the Director
    screens.remember_screen("HDMI-1")
    assert screens.remembered_screen() == "HDMI-1"


def test_screen_changes_and_new_encounter(both):
    win, ps = both
    ps.set_screen(screens.screens()[0].name())
    ps._screens_changed()  # what screenAdded / screenRemoved trigger
    assert ps.window.isVisible() and not ps.window.isFullScreen()
    old = ps.scene
    fresh = secret_encounter()
    fresh.set_fog(columns(0, 6))
    win.set_encounter(fresh, None, "fresh")
    assert ps.scene is not old and ps.scene.real_encounter is fresh
    assert ps.scene.token_item("hero") is None and ps.scene.token_item("ogre") is not None
    assert ps.fog_layer.item.scene() is win.scene and ps.outline.scene() is win.scene
    drag_token(win, "ogre", (9, 4), drop=False)
    assert ps.scene.preview is not None
    release(win.view, cell_centre(9, 4, 2))


def test_closing_the_director_closes_the_players(make_window, qtbot):
    win = make_window(secret_encounter())
    ps = PlayerScreen.for_main_window(win)
    ps.show()
    assert ps.window.isVisible()
    assert not ps.window.testAttribute(Qt.WA_QuitOnClose)
    win.hide()
    qtbot.waitUntil(lambda: not ps.window.isVisible(), timeout=1000)


def test_fog_from_the_players_menu_one_undo_step(both):
    win, ps = both
    ps.actions["fog_rect_hide"].trigger()
    assert win.scene.tool.name == "fog-rect"
    press(win.view, cell_centre(9, 0))
    move(win.view, cell_centre(10, 4))
    release(win.view, cell_centre(11, 7))
    assert win.encounter.fog == columns(9, 12)
    assert win.undo_stack.count() == 1
    assert ps.scene.token_item("ogre") is None
    assert ps.fog_layer.item.cells == columns(9, 12) and not ps.fog_layer.item.opaque
    win.undo_stack.undo()
    assert win.encounter.fog == frozenset() and ps.scene.token_item("ogre") is not None
    ps.actions["fog_hide_all"].trigger()
    assert ps.scene.visible_creature_ids() == set()
    ps.actions["fog_reveal_all"].trigger()
    assert ps.scene.visible_creature_ids() == {"hero", "goblin", "ogre"}
    assert win.undo_stack.count() == 2
