"""Hostile and odd files in the window (issue 16): refusals in the user's language naming the place,
`damier FILE` with a bad file opens the demo with the message, a progress dialog with Cancel for a slow
open, old temp files cleaned at start, non-UTF-8 names in Open Recent, an image bomb in a map gets a
message. Real files, real Qt offscreen."""

import json
import os
import struct
import sys
import time
import zlib

import pytest
from helpers import scenario
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from geometry import Cell
from gui.base import settings
from rules import limits
from rules.encounter import MapImage
from rules.encounter_file import save_encounter


def _doc(**kw):
    d = {"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 6, "height": 4},
         "creatures": [{"id": "a", "side": "heroes", "at": [1, 1]}]}
    d.update(kw)
    return d


def _write(tmp_path, name, doc):
    p = tmp_path / name
    p.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    return p


# the fuzz finds: each refused in one sentence naming the file and the place
BAD = {
    "size.json": (_doc(creatures=[{"id": "a", "side": "h", "at": [1, 1], "size": "²"}]), "creatures[0].size"),
    "ruleset.json": ('{"format": "damier.scenario/1", "ruleset": {}, "grid": {"width": 3, "height": 3}}', "ruleset"),
    "infinite.json": ('{"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 3, "height": 3},'
                      ' "creatures": [{"id": "a", "side": "h", "at": [1e999, 0]}]}', "creatures[0].at[0]"),
    "digits.json": (json.dumps(_doc()).replace('"width": 6', '"width": ' + "9" * 5000), "grid.width"),
    "outside.json": (_doc(creatures=[{"id": "a", "side": "h", "at": [9, 1]}]), "creatures[0]"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_file_is_refused_in_one_sentence_naming_the_place(make_window, tmp_path, message_boxes, name):
    doc, place = BAD[name]
    path = _write(tmp_path, name, doc)
    win = make_window(scenario("dnd5e", creatures=[]))
    enc = win.encounter
    assert not win.open_path(path)
    assert win.encounter is enc
    (kind, title, text), = [m for m in message_boxes if m[0] == "warning"]
    assert text.startswith(f"Cannot open “{name}”: ") and place in text
    assert text.count(". ") == 0 and text.endswith(".")  # one sentence
    assert "Traceback" not in text and "invalid literal" not in text and "int_max_str_digits" not in text


def test_refusals_are_worded_in_french(qapp, make_window, tmp_path, message_boxes):
    from gui.base.i18n import install_translators

    install_translators(qapp, "fr")
    try:
        win = make_window(scenario("dnd5e", creatures=[]), lang="fr")
        path = _write(tmp_path, "taille.json", BAD["size.json"][0])
        assert not win.open_path(path)
        text = message_boxes[-1][2]
        assert text == ("Impossible d'ouvrir «\u00a0taille.json\u00a0»\u00a0: creatures[0].size\u00a0: '²' "
                        "n'est pas une taille de draw-steel.")
        message_boxes.clear()
        assert not win.open_path(_write(tmp_path, "chiffres.json", BAD["digits.json"][0]))
        assert "grid.width\u00a0: un nombre de 5000 chiffres est trop long" in message_boxes[-1][2]
    finally:
        install_translators(qapp, "en")


def test_damier_file_with_a_bad_file_opens_the_demo_with_the_message(qtbot, tmp_path, message_boxes, monkeypatch):
    from gui.shell.app import start

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    path = _write(tmp_path, "ruleset.json", BAD["ruleset.json"][0])
    _app, win = start([str(path)])
    qtbot.addWidget(win)
    win.maybe_save = lambda: True
    assert win.isVisible() and win.encounter.creatures and win.path is None  # the demo, running
    qtbot.waitUntil(lambda: any("ruleset.json" in m[2] and "ruleset" in m[2] for m in message_boxes), timeout=3000)


def _slow_file(tmp_path):
    # the most wall segments a file may hold: about a second to read on this machine
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "benchmarks"))
    import bench_files

    return _write(tmp_path, "dungeon.json", bench_files.CASES["walls-100000-segments"]())


def test_a_slow_open_shows_a_progress_dialog_and_cancel_keeps_the_open_encounter(make_window, tmp_path, qtbot,
                                                                                  message_boxes, monkeypatch):
    path = _slow_file(tmp_path)
    # A slow disk: the read takes at least a second whatever this machine's speed (the file is real).
    from gui.director import opening

    real_open = opening.files.open_document

    def slow_open(p):
        time.sleep(1.0)
        return real_open(p)

    monkeypatch.setattr(opening.files, "open_document", slow_open)
    win = make_window(scenario("dnd5e", creatures=[]))
    enc = win.encounter
    seen = {}

    def cancel_when_shown():
        dlg = win.findChild(QProgressDialog, "opening_progress")
        if dlg is not None and dlg.isVisible():
            seen["after"] = time.monotonic() - seen["t0"]
            seen["label"] = dlg.labelText()
            dlg.cancel()
        else:
            QTimer.singleShot(10, cancel_when_shown)

    seen["t0"] = time.monotonic()
    QTimer.singleShot(0, cancel_when_shown)
    assert not win.open_path(path)
    assert "dungeon.json" in seen["label"] and seen["after"] >= 0.45
    assert win.encounter is enc and message_boxes == []
    # the window kept drawing while the worker read: it is the same window, still responsive
    qtbot.wait(50)
    assert win.isVisible()


def test_a_quick_open_shows_no_progress_dialog(make_window, tmp_path):
    win = make_window(scenario("dnd5e", creatures=[]))
    shown = []
    QTimer.singleShot(0, lambda: shown.append(win.findChild(QProgressDialog, "opening_progress")))
    assert win.open_path(_write(tmp_path, "small.json", _doc()))
    assert all(d is None or not d.isVisible() for d in shown)


def test_old_temp_files_of_killed_saves_are_cleaned_at_start(qtbot, tmp_path, message_boxes, monkeypatch):
    from gui.shell.app import start

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    doc = tmp_path / "yard.damier"
    save_encounter(scenario("draw-steel", creatures=[]), doc)
    settings.add_recent(str(doc))
    old = tmp_path / ".yard.damier.k3j9x2ab.tmp"
    old.write_bytes(b"PK half a zip" * 1000)
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    fresh = tmp_path / ".yard.damier.q8w7e6rt.tmp"  # a save running right now in another Damier
    fresh.write_bytes(b"PK")
    _app, win = start([])
    qtbot.addWidget(win)
    win.maybe_save = lambda: True
    assert not old.exists() and fresh.exists() and doc.exists()


def test_a_file_name_that_is_not_utf8_works_in_open_recent(make_window, tmp_path, message_boxes):
    name = os.fsdecode(b"caf\xe9-\xff.damier")  # Latin-1 bytes on a UTF-8 system
    path = tmp_path / name
    win = make_window(scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [2, 2]}]))
    assert win._save_to(path)
    other = make_window(scenario("dnd5e", creatures=[]))
    other._fill_recent()
    acts = [a for a in other.recent_menu.actions() if "caf" in a.text()]
    assert len(acts) == 1 and "\\xe9" in acts[0].text()
    win.close()
    acts[0].trigger()
    assert other.path == path.resolve() and other.encounter.creature("a").at == Cell(2, 2)
    assert message_boxes == []


def _png(w, h):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")


def test_an_image_bomb_in_a_map_gets_a_message_not_a_silent_blank(make_window, tmp_path, qtbot, message_boxes):
    side = 15_000  # within the header limit, yet ~900 MB to decode: Qt refuses to allocate it
    assert side <= limits.MAX_IMAGE_SIDE
    enc = scenario("draw-steel", creatures=[])
    enc.map_image = MapImage("bomb.png", _png(side, side), side / enc.board.width, (0.0, 0.0))
    path = tmp_path / "bomb.damier"
    save_encounter(enc, path)
    win = make_window(scenario("dnd5e", creatures=[]))
    assert win.open_path(path)
    qtbot.waitUntil(lambda: any(m[1] == "Map image" for m in message_boxes), timeout=2000)
    assert "cannot be shown" in [m for m in message_boxes if m[1] == "Map image"][0][2]


def test_choosing_an_image_bomb_as_the_map_says_why(make_window, tmp_path, message_boxes, monkeypatch):
    bomb = tmp_path / "huge.png"
    bomb.write_bytes(_png(100_000, 100_000))
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(bomb), ""))
    win = make_window(scenario("dnd5e", creatures=[]))
    win.choose_map_picture()  # Map › Set map image…
    assert win.encounter.map_image is None and win.undo_stack.count() == 0
    (kind, title, text), = message_boxes
    assert "huge.png" in text and "100000" in text


def test_a_special_file_is_refused_without_reading_it(make_window, message_boxes):
    win = make_window(scenario("dnd5e", creatures=[]))
    assert not win.open_path("/dev/zero")
    assert "cannot be read" in message_boxes[-1][2] and "“zero”" in message_boxes[-1][2]


def test_a_portrait_path_in_a_file_is_not_followed_and_the_window_says_so(make_window, tmp_path, message_boxes):
    # a scenario naming a portrait on disk: the path is never followed, and the window says so
    path = _write(tmp_path, "portrait.json", _doc(creatures=[{"id": "a", "side": "h", "at": [1, 1],
                                                              "portrait": "/etc/passwd"}]))
    win = make_window(scenario("dnd5e", creatures=[]))
    assert win.open_path(path)
    QApplication.processEvents()
    info = [m for m in message_boxes if m[0] == "information"]
    assert info and "creatures[0].portrait" in info[0][2] and "not read" in info[0][2]
    assert win.encounter.creature("a").portrait == ""


def test_a_portrait_chosen_on_disk_is_read_into_the_document(make_window, tmp_path, message_boxes):
    from PySide6.QtGui import QColor, QImage

    from rules.encounter_file import load_encounter

    pic = tmp_path / "amiri.png"
    img = QImage(32, 32, QImage.Format_RGB32)
    img.fill(QColor("teal"))
    assert img.save(str(pic))
    win = make_window(scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}]))
    win._apply_properties(win.encounter.creature("a").changed(portrait=str(pic)))  # the panel's Apply
    ref = win.encounter.creature("a").portrait
    assert ref.startswith("images/portraits/") and win.encounter.images[ref] == pic.read_bytes()
    pic.unlink()  # the document no longer needs the file on disk
    path = tmp_path / "with-portrait.damier"
    assert win._save_to(path)
    assert message_boxes == []  # nothing was left out
    assert load_encounter(path).images[ref][:8] == b"\x89PNG\r\n\x1a\n"


def test_a_portrait_that_is_not_a_picture_is_refused_with_its_name(make_window, tmp_path, message_boxes):
    fake = tmp_path / "notes.png"
    fake.write_text("not a picture")
    win = make_window(scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}]))
    win._apply_properties(win.encounter.creature("a").changed(portrait=str(fake)))
    assert win.encounter.creature("a").portrait == "" and win.undo_stack.count() == 0
    assert "notes.png" in message_boxes[-1][2]
