"""The players' large texts (the pushed "why", the drag readout) keep off the tokens, the turn strip
and each other; zone names stay on the players' screen. The choice itself (gui/players/placement.py)
is tested alone first, then the demo through the window with real mouse events."""

from __future__ import annotations

import os

import pytest
from helpers import cell_centre, drag_token, press, release, scenario
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from geometry import Cell
from gui.base.style import SQUARE
from gui.map.coords import to_scene
from gui.players import camera
from gui.players.placement import Box, Squares, Surroundings, place, text_sizes

# ---- the choice alone: rectangles in, a rectangle out ------------------------------------------


def fixed(w, h):
    return lambda px: (w, h)


def test_a_token_in_the_usual_corner_sends_the_text_elsewhere():
    area = Box(0, 0, 960, 600)
    token = Box(880, 10, 40, 40)  # top right
    p = place(fixed(300, 100), [30], Surroundings(area, tokens=(token,)), prefer=["top-right"])
    assert not p.box.intersects(token) and area.contains(p.box)
    # nothing in the way: the usual corner
    p = place(fixed(300, 100), [30], Surroundings(area), prefer=["top-right"])
    assert (p.box.right, p.box.y) == (960 - 8, 8)


def test_the_empty_margin_beside_a_fitted_map_is_taken_before_the_map():
    area = Box(0, 0, 1920, 1080)
    board = Box(300, 0, 1320, 1080)  # a fitted map, 300 px of nothing either side
    p = place(fixed(280, 200), [30], Surroundings(area, map=board, square=66), prefer=["top-right"])
    assert p.cover.map_squares == 0 and not p.box.intersects(board)


def test_fogged_squares_cost_nothing_open_squares_do():
    area = Box(0, 0, 400, 400)
    fog = frozenset((x, y) for x in range(5, 10) for y in range(10))  # the right half, 40 px squares
    squares = Squares.build(0, 0, 40, 10, 10, fog)
    assert squares.open_under(Box(0, 0, 400, 400)) == 50
    assert squares.open_under(Box(200, 0, 200, 400)) == 0
    p = place(fixed(150, 100), [30], Surroundings(area, map=Box(0, 0, 400, 400), square=40, squares=squares),
              prefer=["top-left"])
    assert p.cover.map_squares == 0 and p.box.x >= 200


def test_no_free_spot_shrinks_down_to_the_floor_then_least_covering():
    area = Box(0, 0, 960, 600)
    # tokens every 120 px across and down: not even the smallest text fits between them
    tokens = tuple(Box(x, y, 36, 36) for x in range(0, 960, 120) for y in range(0, 600, 120))
    sizes = text_sizes(36, 15)
    assert sizes[0] == 36 and sizes[-1] == 15 and sizes == sorted(sizes, reverse=True)

    def measure(px):  # a text's box grows with its letters
        return 20 * px, 6 * px

    p = place(measure, sizes, Surroundings(area, tokens=tokens))
    assert p.why == "least-covering" and p.size == 15  # never below the floor
    assert p.cover.tokens == min(place(fixed(*measure(15)), [15], Surroundings(area, tokens=tokens)).cover.tokens,
                                 len(tokens))
    # two rows of tokens, 184 px between them: the largest size that fits between wins, not the floor
    tokens = tuple(Box(x, y, 36, 36) for x in range(40, 960, 180) for y in (200, 420))
    p = place(measure, sizes, Surroundings(area, tokens=tokens))
    assert p.cover.clear and p.size == 30 and p.why == "shrunk"
    assert not any(p.box.intersects(t) for t in tokens)


def test_a_gap_between_rows_of_tokens_is_found_before_shrinking():
    area = Box(0, 0, 960, 600)
    # rows of tokens across the whole width; the only gap a 110 px tall text fits is 136..260
    tokens = tuple(Box(x, y, 36, 36) for x in range(0, 960, 100) for y in (100, 260, 400, 540))
    p = place(fixed(300, 110), [30], Surroundings(area, tokens=tokens))
    assert p.cover.clear and p.size == 30
    assert 136 <= p.box.y and p.box.bottom <= 260


def test_the_second_text_is_stacked_never_over_the_first():
    area = Box(0, 0, 960, 600)
    why = Box(600, 8, 352, 200)
    p = place(fixed(300, 100), [30], Surroundings(area, others=(why,)), prefer=["top-right"])
    assert not p.box.intersects(why)


def test_the_text_stays_put_while_its_place_is_still_good():
    area = Box(0, 0, 960, 600)
    here = Box(330, 492, 300, 100)  # bottom middle, where an earlier step put it
    p = place(fixed(300, 100), [30], Surroundings(area), prefer=[here, "top-right"])
    assert (p.box.x, p.box.y) == (here.x, here.y)


# ---- through the window: the demo ----------------------------------------------------------------


@pytest.fixture(autouse=True)
def _native_settings_isolated(tmp_path):
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, str(tmp_path / "native-settings"))
    yield


@pytest.fixture
def demo(make_window, qtbot):
    win = make_window(None)  # the demo encounter
    ps = win.players
    ps.set_camera_mode(camera.FIT)
    ps.show()
    qtbot.waitExposed(ps.window)
    yield win, ps
    ps.close()


def shot(ps, name):
    """Saved for a look when $DAMIER_SCREENSHOTS names a folder."""
    if os.environ.get("DAMIER_SCREENSHOTS"):
        ps.window.grab().save(os.path.join(os.environ["DAMIER_SCREENSHOTS"], name + ".png"))


def settle():
    for _ in range(3):
        QApplication.processEvents()


def sized(ps, w, h):
    ps.window.resize(w, h)
    settle()
    ps.apply_camera()
    settle()


def token_rects(ps):
    """Every token the players see, its disc's rectangle in window pixels (mapped by the view)."""
    view = ps.window.view
    out = {}
    for it in ps.scene.token_items():
        poly = view.mapFromScene(it.sceneBoundingRect())
        out[it.creature_id] = QRectF(poly.boundingRect()).translated(QPointF(view.pos())).adjusted(1, 1, -1, -1)
    return out


def covered(win, ps):
    """What the visible large texts cover: tokens, the strip, each other."""
    w = ps.window
    labels = [lab for lab in (w.why, w.hud) if lab.isVisible()]
    hits = []
    for lab in labels:
        r = QRectF(lab.geometry())
        hits += [cid for cid, t in token_rects(ps).items() if r.intersects(t)]
        strip = getattr(win.fight_ui, "strip", None)
        if strip is not None and strip.isVisible() and r.intersects(QRectF(strip.geometry())):
            hits.append("the strip")
        assert lab.font().pixelSize() >= w.height() / 40  # « at least 1/40 of the screen height »
    if len(labels) == 2 and labels[0].geometry().intersects(labels[1].geometry()):
        hits.append("each other")
    return hits


def pair(enc):
    mover = next(c for c in enc.creatures if not c.hidden)
    foe = next(c for c in enc.creatures if not c.hidden and c.side != mover.side)
    return mover, foe


def centre(enc, c):
    side = enc.pack.side(c)
    return to_scene(c.at.x + side / 2, c.at.y + side / 2)


def hover(view, scene_pt):
    """A mouse move with no button, sent to the viewport itself (QTest.mouseMove goes through the
    cursor, which a window left by an earlier test may catch)."""
    vp = view.viewport()
    local = QPointF(view.mapFromScene(scene_pt))
    QApplication.sendEvent(vp, QMouseEvent(QEvent.MouseMove, local, QPointF(vp.mapToGlobal(local.toPoint())),
                                           Qt.NoButton, Qt.NoButton, Qt.NoModifier))


def push_the_why(win, ps):
    mover, foe = pair(win.encounter)
    press(win.view, centre(win.encounter, mover))
    release(win.view, centre(win.encounter, mover))
    hover(win.view, centre(win.encounter, foe))
    ps.actions["push_why"].trigger()
    settle()
    assert ps.window.why_text, (win.scene.selected_creature_ids(), win.scene.sight, mover.id, foe.id)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("fight", [False, True], ids=["map", "fight"])
def test_the_demo_texts_never_cover_a_token_nor_the_strip(demo, size, fight):
    win, ps = demo
    sized(ps, *size)
    if fight:
        win.fight_ui.ctrl.start_draw_steel(7, "players")
        settle()
        ps.apply_camera()
        settle()
        assert win.fight_ui.strip.isVisible()
    name = f"placement_{size[0]}_{'fight' if fight else 'map'}"
    push_the_why(win, ps)
    shot(ps, name + "_why")
    assert covered(win, ps) == []
    mover, _ = pair(win.encounter)
    drag_token(win, mover.id, (mover.at.x + 2, mover.at.y + 1), drop=False)
    settle()
    shot(ps, name + "_why_drag")
    assert ps.window.hud_text and ps.window.why_text
    assert covered(win, ps) == []
    ps.actions["clear_why"].trigger()
    settle()
    shot(ps, name + "_drag")
    assert covered(win, ps) == []
    release(win.view, cell_centre(mover.at.x + 2, mover.at.y + 1, win.encounter.pack.side(mover)))


def test_the_texts_follow_the_camera(demo):
    """A camera move slides the tokens under a text: it moves off them."""
    win, ps = demo
    sized(ps, 960, 600)
    push_the_why(win, ps)
    ps.set_camera_mode(camera.INDEPENDENT)
    for dx in (0, 2 * SQUARE, 4 * SQUARE, 6 * SQUARE, 8 * SQUARE):
        ps.camera.independent_rect = QRectF(dx, 0, 14 * SQUARE, 10 * SQUARE)
        ps.apply_camera()
        settle()
        assert covered(win, ps) == []


# ---- zone names ----------------------------------------------------------------------------------


def dark(c):
    return c.red() + c.green() + c.blue() < 3 * 90


def test_a_zone_partly_outside_the_players_camera_keeps_its_name_on_screen(demo):
    win, ps = demo
    sized(ps, 960, 600)
    zones = {z.id: z for z in ps.scene.encounter.zones}  # those the players see
    assert zones, "the demo has zones"
    ps.set_camera_mode(camera.INDEPENDENT)
    # a camera on the middle of the map: every zone's top-left corner is off screen
    ps.camera.independent_rect = QRectF(3 * SQUARE, 3 * SQUARE, 12 * SQUARE, 8 * SQUARE)
    ps.apply_camera()
    settle()
    shot(ps, "placement_zone_names")
    view = ps.window.view
    shown = view.visible_scene_rect()
    img = view.viewport().grab().toImage()
    checked = 0
    for zid in zones:
        item = ps.scene.zone_item(zid)
        outline = item.shape()
        if not outline.boundingRect().intersects(shown) or shown.contains(item.label_rect()):
            continue
        plate = item.label_rect(shown)
        assert shown.contains(plate), (zid, plate, shown)  # the whole name on screen
        assert outline.contains(plate), (zid, plate)  # inside its zone
        assert not any(plate.intersects(t.sceneBoundingRect()) for t in ps.scene.token_items())  # not under a token
        # and painted there: the plate's dark edge, just inside its left end, at mid-height
        p = view.mapFromScene(QPointF(plate.left() + 3, plate.center().y()))
        assert dark(img.pixelColor(p)), (zid, img.pixelColor(p).name())
        checked += 1
    assert checked >= 1
    # the whole map again: each name goes back to its zone's top-left corner
    ps.set_camera_mode(camera.FIT)
    settle()
    shown = view.visible_scene_rect()
    for zid in zones:
        item = ps.scene.zone_item(zid)
        assert item.label_rect(shown) == item.label_rect()


def test_the_directors_zone_names_keep_their_place_unless_off_the_view(demo):
    win, _ps = demo
    zid = win.encounter.zones[0].id
    item = win.scene.zone_item(zid)
    home = item.label_rect()
    shown = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    assert shown.contains(home) and item.label_rect(shown) == home
    win.view.zoom(3.0)
    win.view.centerOn(item.shape().boundingRect().center())
    settle()
    shown = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    assert not shown.contains(home)
    plate = item.label_rect(shown)
    assert shown.contains(plate) and item.shape().contains(plate)
    img = win.view.viewport().grab().toImage()
    assert dark(img.pixelColor(win.view.mapFromScene(QPointF(plate.left() + 3, plate.center().y()))))


# ---- the zone game's band ------------------------------------------------------------------------

ZONES = [{"id": "courtyard", "name": "Courtyard", "polygon": [[0, 0], [5, 0], [5, 8], [0, 8]]},
         {"id": "hall", "name": "Hall", "polygon": [[5, 0], [10, 0], [10, 8], [5, 8]]}]


def test_the_readout_keeps_off_the_zone_games_band(make_window):
    enc = scenario("zones", width=10, height=8, zones=ZONES, creatures=[
        {"id": "aline", "name": "Aline", "side": "heroes", "at": [1, 6], "defense": 6},
        {"id": "bruno", "name": "Bruno", "side": "heroes", "at": [8, 6], "defense": 5},
        {"id": "capitaine", "name": "Capitaine", "side": "brigands", "at": [8, 1], "defense": 3},
        {"id": "spy", "name": "Cultist", "side": "brigands", "at": [1, 1], "defense": 2, "hidden": True},
    ])
    win = make_window(enc, size=(1400, 800))
    ps = win.players
    ps.set_camera_mode(camera.FIT)
    ps.show()
    sized(ps, 960, 600)
    win.zone_fight.start({"do": "start", "first": "players"})
    settle()
    ps.apply_camera()
    settle()
    band = win.zone_fight.board
    assert band.isVisible() and band.parentWidget() is ps.window
    drag_token(win, "aline", (2, 6), drop=False)
    settle()
    shot(ps, "placement_zone_band")
    assert ps.window.hud_text
    assert not QRectF(ps.window.hud.geometry()).intersects(QRectF(band.geometry()))
    assert covered(win, ps) == []
    release(win.view, cell_centre(2, 6))


# ---- nothing hidden moves them -------------------------------------------------------------------


def test_a_hidden_creature_or_fog_hides_nothing_it_moves(make_window):
    """Players' screen rule: the same picture as with the hidden things deleted. A hidden creature
    where the why would go, and one under the fog there, leave the texts where they are without them."""
    visible = [{"id": "hero", "name": "Hero", "side": "heroes", "at": [1, 5], "stamina": 20},
               {"id": "goblin", "name": "Goblin", "side": "goblins", "at": [5, 5], "stamina": 8}]
    secrets = [{"id": "lurker", "name": "Lurker", "side": "goblins", "at": [9, 0], "stamina": 8, "hidden": True},
               {"id": "spy", "name": "Spy", "side": "goblins", "at": [0, 7], "stamina": 8}]
    fog = frozenset(Cell(x, 7) for x in range(0, 2))  # over the spy

    def texts(creatures):
        enc = scenario("draw-steel", width=10, height=8, creatures=creatures)
        enc.set_fog(fog)
        win = make_window(enc)
        ps = win.players
        ps.set_camera_mode(camera.FIT)
        ps.show()
        sized(ps, 960, 600)
        push_the_why(win, ps)
        drag_token(win, "hero", (2, 4), drop=False)
        settle()
        out = (ps.window.why.geometry().getRect(), ps.window.hud.geometry().getRect(), ps.window.why.font().pixelSize())
        release(win.view, cell_centre(2, 4))
        ps.close()
        return out

    assert texts(visible + secrets) == texts(visible)
