"""Issue 12 in the window: a map picture imported and calibrated by dragging a square, its grid
checked in the rendered pixels; Universal VTT through its dialog, drops, export; bad files."""

from __future__ import annotations

import json

import pytest
from map_pictures import grid_picture, write_dungeon
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from geometry import Cell
from gui.map.coords import to_scene
from rules.creature import Creature
from rules.map_import import Calibration

SQUARE, OFFSET = 50, (13, 17)  # the picture's own grid


def while_modal(qtbot, name, drive):
    """Run `drive(dialog)` once the modal dialog named `name` is up (exec() blocks the test until
    it closes); whatever it raised is raised again here, after the dialog closed."""
    errors = []

    def run():
        dlg = QApplication.activeModalWidget()
        if dlg is None or dlg.objectName() != name:
            QTimer.singleShot(20, run)  # not up yet (a progress bar may come first)
            return
        try:
            drive(dlg)
        except BaseException as e:  # noqa: BLE001 - re-raised in the test
            errors.append(e)
            dlg.reject()

    QTimer.singleShot(0, run)
    return errors


def drag_box(view, a: QPointF, b: QPointF, during=None) -> None:
    """A real mouse drag on the calibration view, from image pixel a to image pixel b; `during()`
    is called before the button is released."""
    vp = view.viewport()
    pa, pb = view.mapFromScene(a), view.mapFromScene(b)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, pa)
    for i in range(1, 6):
        QTest.mouseMove(vp, pa + (pb - pa) * (i / 5))
    if during:
        during()
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pb)


def grab(win):
    return win.view.viewport().grab().toImage()


def test_picture_calibrated_by_dragging_a_square_puts_the_grid_on_the_pictures_lines(make_window, qtbot, tmp_path):
    path = tmp_path / "cellar.png"
    path.write_bytes(grid_picture(square=SQUARE, offset=OFFSET))
    win = make_window()
    before = win.encounter
    seen = {}

    def drive(dlg):
        qtbot.waitExposed(dlg)
        view = dlg.view
        view.resetTransform()  # one screen pixel a picture pixel, as a Director zooms in to be precise
        corner = QPointF(OFFSET[0] + 3 * SQUARE, OFFSET[1] + 2 * SQUARE)
        view.centerOn(corner)
        start = dlg.calibration()
        drag_box(view, corner, corner + QPointF(SQUARE, SQUARE), during=lambda: seen.setdefault(
            "live", dlg.overlay.calibration))
        assert seen["live"] != start  # the grid followed the box before the button was released
        seen["calibration"] = dlg.calibration()
        seen["board"] = dlg.board_label.text()
        dlg.accept()

    errors = while_modal(qtbot, "calibration_dialog", drive)
    assert win.import_map_path(path)
    assert not errors, errors
    cal = seen["calibration"]
    assert cal.square_px == pytest.approx(SQUARE, abs=0.5)
    assert win.encounter is not before  # a new encounter
    img = win.encounter.map_image
    assert img.data == path.read_bytes()  # stored once, as it is, at its own resolution
    # 900 x 640 px from the first whole line at (13, 17): 18 x 12 squares (a strip of half a square or more counts), vertex (0,0) on (13, 17)
    assert (win.encounter.board.width, win.encounter.board.height) == (18, 12)
    assert img.offset == pytest.approx(OFFSET, abs=0.5)
    assert "18 × 12" in seen["board"]

    # The rendered pixels: where Damier draws a grid line, the picture has its own line.
    QApplication.processEvents()  # the window's own fit after opening, first
    win.view.resetTransform()
    win.view.centerOn(to_scene(9, 6))
    QApplication.processEvents()
    win.actions["show_grid"].setChecked(False)
    win._toggle_grid()
    plain = grab(win)
    win.actions["show_grid"].setChecked(True)
    win._toggle_grid()
    gridded = grab(win)
    assert plain.size() == gridded.size()
    y = win.view.mapFromScene(to_scene(9, 6.5)).y()  # a row through the middle of squares
    damier_lines = [x for x in range(plain.width()) if plain.pixel(x, y) != gridded.pixel(x, y)]
    picture_lines = [x for x in range(plain.width()) if QColor(plain.pixel(x, y)).lightness() < 110]
    assert len(damier_lines) >= 8  # the grid is drawn across the view
    for x in damier_lines:
        assert any(abs(x - px) <= 1 for px in picture_lines), (x, picture_lines)
    # and every picture line inside the board has a Damier line on it
    left = win.view.mapFromScene(to_scene(0, 0)).x()
    right = win.view.mapFromScene(to_scene(18, 0)).x()
    for px in picture_lines:
        if left + 2 < px < right - 2:
            assert any(abs(px - x) <= 2 for x in damier_lines), (px, damier_lines, picture_lines, left, right)


def test_two_clicks_over_several_squares_and_typed_count(make_window, qtbot, tmp_path):
    path = tmp_path / "hall.png"
    path.write_bytes(grid_picture(square=40, offset=(0, 0)))
    win = make_window()
    seen = {}

    def drive(dlg):
        dlg.view.resetTransform()
        dlg.view.centerOn(QPointF(200, 200))
        dlg.across.setValue(4)
        dlg.down.setValue(3)
        vp = dlg.view.viewport()
        for p in (QPointF(80, 120), QPointF(240, 240)):  # opposite corners of 4 x 3 squares
            QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, dlg.view.mapFromScene(p))
        seen["cal"] = dlg.calibration()
        dlg.no_grid.setValue(10)  # then a Director who changes their mind: no grid, 10 across
        dlg.no_grid_button.click()
        seen["across"] = dlg.calibration()
        dlg.square.setValue(40)  # and finally types it
        dlg.ox.setValue(0)
        dlg.oy.setValue(0)
        dlg.accept()

    errors = while_modal(qtbot, "calibration_dialog", drive)
    assert win.import_map_path(path)
    assert not errors, errors
    assert seen["cal"].square_px == pytest.approx(40, abs=0.5)
    assert seen["cal"].offset == pytest.approx((80, 120), abs=0.5)
    assert seen["across"].square_px == pytest.approx(90)
    assert (win.encounter.board.width, win.encounter.board.height) == (23, 16)


def test_cancelled_calibration_leaves_the_encounter(make_window, qtbot, tmp_path):
    path = tmp_path / "m.png"
    path.write_bytes(grid_picture())
    win = make_window()
    before = win.encounter
    errors = while_modal(qtbot, "calibration_dialog", lambda dlg: dlg.reject())
    assert not win.import_map_path(path)
    assert not errors
    assert win.encounter is before


def _bomb_png(tmp_path):
    import struct
    import zlib

    ihdr = struct.pack(">IIBBBBB", 60000, 60000, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    data = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    p = tmp_path / "bomb.png"
    p.write_bytes(data + b"\0" * 64)
    return p


@pytest.mark.parametrize("kind", ["bomb", "not-image", "bad-json", "missing-key", "bad-base64", "nan", "outside"])
def test_bad_input_gets_one_message_and_the_encounter_is_untouched(make_window, message_boxes, tmp_path, kind):
    _, good = write_dungeon(tmp_path)
    doc = json.loads(good.read_text())
    if kind == "bomb":
        path = _bomb_png(tmp_path)
    elif kind == "not-image":
        path = tmp_path / "notes.png"
        path.write_text("this is a shopping list")
    else:
        path = tmp_path / "broken.dd2vtt"
        if kind == "bad-json":
            path.write_text(good.read_text()[:-40])
        else:
            if kind == "missing-key":
                del doc["resolution"]["pixels_per_grid"]
            elif kind == "bad-base64":
                doc["image"] = "not base64 at all!"
            elif kind == "nan":
                doc["line_of_sight"][0][0]["x"] = float("nan")
            elif kind == "outside":
                doc["portals"][0]["bounds"][0]["x"] = 500
            path.write_text(json.dumps(doc))
    win = make_window()
    before, board, image = win.encounter, win.encounter.board, win.encounter.map_image
    assert not win.open_dropped(str(path)) if kind != "not-image" else not win.import_map_path(path)
    assert len(message_boxes) == 1
    kind_, title, text = message_boxes[0]
    assert kind_ == "warning" and path.name in text
    expected = {"bomb": "too many pixels", "not-image": "not a PNG", "bad-json": "not valid JSON",
                "missing-key": "pixels_per_grid", "bad-base64": "base64", "nan": "finite",
                "outside": "outside the map"}[kind]
    assert expected in text
    assert win.encounter is before and win.encounter.board is board and win.encounter.map_image is image
    assert not win.is_modified()


def test_universal_vtt_through_open_with_its_dialog(make_window, qtbot, tmp_path):
    _, uvtt = write_dungeon(tmp_path)
    win = make_window()
    seen = {}

    def drive(dlg):
        qtbot.waitExposed(dlg)
        assert dlg.align.isChecked()  # on by default
        seen["first"] = [dlg.adjusted.item(i).text() for i in range(dlg.adjusted.count())]
        walls_with_objects = len(dlg.result.encounter.board.walls)
        dlg.objects.setCurrentIndex(dlg.objects.findData("ignore"))
        seen["ignored"] = [dlg.adjusted.item(i).text() for i in range(dlg.adjusted.count())]
        seen["fewer"] = len(dlg.result.encounter.board.walls) < walls_with_objects
        dlg.align.setChecked(False)
        seen["unaligned"] = dlg.result.encounter.board.walls
        dlg.align.setChecked(True)
        seen["preview_walls"] = len(dlg.scene.wall_items())
        dlg.accept()

    errors = while_modal(qtbot, "uvtt_import_dialog", drive)
    assert win.open_path(uvtt)  # File › Open takes Universal VTT
    assert not errors, errors
    assert any("whole squares" in t for t in seen["first"])
    assert any("Object outlines left out" in t for t in seen["ignored"]) and seen["fewer"]
    enc = win.encounter
    assert seen["preview_walls"] == len(enc.board.walls)
    assert seen["unaligned"] != enc.board.walls
    assert (enc.board.width, enc.board.height) == (24, 18)
    doors = {w.points: w.door.value for w in enc.board.walls if w.door is not None}
    assert doors[((5.0, 8.0), (6.0, 8.0))] == "open"  # straddling door aligned to whole squares
    assert enc.map_image.kept["lights"][0]["range"] == 6
    # the rules through the open door: a creature walks from room 1 down the passage
    enc.add_creature(Creature("h", "heroes", Cell(5, 7), "1M", speed=8))
    from rules.movement import Mover

    assert Mover(enc, "h").path_to(Cell(5, 9)) is not None
    assert Mover(enc, "h").path_to(Cell(5, 12)) is None  # the closed door below


def test_drop_of_a_picture_and_export_round_trip(make_window, qtbot, tmp_path):
    _, uvtt = write_dungeon(tmp_path)
    win = make_window()
    errors = while_modal(qtbot, "uvtt_import_dialog", lambda dlg: dlg.accept())
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(uvtt))])
    vp = win.view.viewport()
    drop = QDropEvent(QPointF(50, 50), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    # Qt hands a Drop only to the widget its drag manager chose during a real drag, which a
    # synthetic event has none of: give the real event to the window's drop filter, as Qt would.
    assert win._drop_filter.eventFilter(vp, drop)
    assert drop.isAccepted()
    qtbot.waitUntil(lambda: win.encounter.title == "dungeon", timeout=5000)
    assert not errors, errors
    out = tmp_path / "back.dd2vtt"
    assert win.export_map_to(out)
    doc = json.loads(out.read_text())
    assert len(doc["portals"]) == 4 and doc["lights"][0]["range"] == 6
    assert doc["resolution"]["pixels_per_grid"] == 70


def test_recalibrating_the_open_map_is_one_undo_step(make_window, qtbot, tmp_path):
    from rules.map_import import encounter_from_image

    enc = encounter_from_image(grid_picture(square=50, offset=(0, 0)), Calibration(25)).encounter
    win = make_window(enc)
    assert (enc.board.width, enc.board.height) == (36, 26)

    def drive(dlg):
        assert dlg.square.value() == pytest.approx(25)  # starts from the current calibration
        dlg.square.setValue(50)
        dlg.accept()

    errors = while_modal(qtbot, "calibration_dialog", drive)
    win.actions["grid_settings"].trigger()
    assert not errors, errors
    assert (enc.board.width, enc.board.height) == (18, 13) and enc.map_image.square_px == 50
    win.undo_stack.undo()
    assert (enc.board.width, enc.board.height) == (36, 26) and enc.map_image.square_px == 25


def test_menus_offer_the_map_actions(make_window):
    win = make_window()
    texts = [a.text() for a in win.menuBar().actions()[0].menu().actions()]
    assert "New from &map image…" in texts and "&Export…" in texts


def test_drag_enter_accepts_maps_only(make_window, tmp_path):
    win = make_window()
    for name, ok in (("a.dd2vtt", True), ("b.PNG", True), ("c.damier", True), ("d.txt", False)):
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(tmp_path / name))])
        from PySide6.QtGui import QDragEnterEvent

        ev = QDragEnterEvent(QPoint(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
        ev.ignore()
        QApplication.sendEvent(win.view.viewport(), ev)
        assert ev.isAccepted() == ok, name


def test_a_refused_map_is_worded_in_french(qapp, make_window, message_boxes, tmp_path):
    from gui.base.i18n import install_translators

    assert "damier_fr" in install_translators(qapp, "fr")
    try:
        win = make_window(lang="fr")
        before = win.encounter
        assert not win.import_map_path(_bomb_png(tmp_path))
        (_, title, text), = message_boxes
        assert title == "Impossible d’importer la carte"
        assert "Impossible d’importer «\u00a0bomb.png\u00a0»." in text and "trop de pixels" in text
        assert win.encounter is before
    finally:
        install_translators(qapp, "en")


def test_screenshot_of_an_imported_real_looking_map(make_window, qtbot, tmp_path):
    """The Director's window after importing a drawn dungeon: picture, walls and doors on it.
    DAMIER_SCREENSHOTS=folder keeps the PNG to look at."""
    import os
    from pathlib import Path

    from gui.base import style

    _, uvtt = write_dungeon(tmp_path)
    win = make_window(size=(1280, 820))
    errors = while_modal(qtbot, "uvtt_import_dialog", lambda dlg: dlg.accept())
    assert win.open_path(uvtt)
    assert not errors, errors
    QApplication.processEvents()
    win.view.fit_map()
    QApplication.processEvents()
    shots = Path(os.environ.get("DAMIER_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    win.grab().save(str(shots / "director-imported-dungeon.png"))
    img = grab(win)

    def at(x, y):
        p = win.view.mapFromScene(to_scene(x, y))
        return QColor(img.pixel(p.x(), p.y()))

    def close(a, b, tol=30):
        return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tol

    assert close(at(6.5, 4.0), style.WALL)  # an object's outline: a wall the picture does not draw
    assert not close(at(6.5, 4.5), style.WALL)  # inside it, the stone floor
    assert close(at(15.5, 6.5), QColor(150, 142, 130), 45)  # room 2's floor from the picture (a square centre, off the grid lines)
    assert at(20.5, 14.5).green() > at(20.5, 14.5).red() + 20  # the grass outside
    doors = {w.points: w for w in win.encounter.board.walls if w.door is not None}
    assert ((5.0, 8.0), (6.0, 8.0)) in doors  # the straddling door, aligned


def test_no_stale_progress_bar_after_a_quick_import(make_window, message_boxes, qtbot, tmp_path):
    """The progress bar shows past half a second of import; a quick import, refused or not, must
    not leave its timer running to show the bar later over the import dialog or the message."""
    _, uvtt = write_dungeon(tmp_path)
    broken = tmp_path / "broken.dd2vtt"
    broken.write_text("{")
    win = make_window()
    assert not win.import_map_path(broken)
    qtbot.wait(700)
    assert not win._progress_dialog.isVisible()
    seen = {}

    def drive(dlg):
        qtbot.wait(700)  # the Director reads the import dialog
        seen["bar"] = win._progress_dialog.isVisible()
        dlg.accept()

    errors = while_modal(qtbot, "uvtt_import_dialog", drive)
    assert win.import_map_path(uvtt)
    assert not errors, errors
    assert seen["bar"] is False


def test_an_imported_picture_is_decoded_once_for_the_dialog_and_both_screens(make_window, qtbot, tmp_path):
    """An 8000 px picture takes about half a second to decode: the calibration dialog, the
    Director's map and the players' map share one decoded pixmap (same cache key)."""
    from PySide6.QtWidgets import QGraphicsPixmapItem

    from gui.players.screen import PlayerScreen

    path = tmp_path / "hall.png"
    path.write_bytes(grid_picture(square=40, offset=(0, 0)))
    win = make_window()
    players = PlayerScreen.for_main_window(win)
    seen = {}

    def drive(dlg):
        item, = [i for i in dlg.scene.items() if isinstance(i, QGraphicsPixmapItem)]
        seen["dialog"] = item.pixmap().cacheKey()
        dlg.square.setValue(40)
        dlg.accept()

    errors = while_modal(qtbot, "calibration_dialog", drive)
    assert win.import_map_path(path)
    assert not errors, errors
    director = win.scene._map.pixmap()
    assert not director.isNull() and director.cacheKey() == seen["dialog"]
    assert players.scene._map.pixmap().cacheKey() == seen["dialog"]


def test_the_decoded_picture_is_not_kept_once_no_map_is_open(make_window, tmp_path):
    from helpers import scenario

    from gui.map import pictures
    from rules.map_import import encounter_from_image

    enc = encounter_from_image(grid_picture(square=50, offset=(0, 0)), Calibration(50)).encounter
    win = make_window(enc)
    assert pictures._last is not None and pictures._last[0] is enc.map_image.data
    win.set_encounter(scenario("draw-steel", creatures=[]), None)  # a map without a picture
    assert pictures._last is None
