"""Opening and saving from the window: round trip, refusals that leave the open encounter intact."""

import json
import zipfile

from helpers import drag_token, scenario

from geometry import Cell


def _enc():
    return scenario("pf2e", walls=[{"line": [[2, 0], [2, 3]], "door": "open", "material": "wood"}],
                    terrain=[{"cells": [[5, 5]], "kind": "greater-difficult"}],
                    creatures=[{"id": "a", "side": "heroes", "at": [1, 1], "name": "Amiri", "conditions": ["prone"]},
                               {"id": "s", "side": "monsters", "at": [6, 2], "hidden": True, "notes": "ambush"}])


def test_save_then_open_round_trip(make_window, tmp_path):
    win = make_window(_enc())
    drag_token(win, "a", (3, 4))
    assert win.isWindowModified()
    path = tmp_path / "fight.damier"
    assert win._save_to(path)
    assert not win.isWindowModified() and win.path == path.resolve()
    assert "fight" in win.windowTitle()
    before = json.dumps(__import__("rules.document", fromlist=["x"]).encounter_to_doc(win.encounter), sort_keys=True)
    other = make_window(scenario("draw-steel", creatures=[]))
    assert other.open_path(path)
    enc = other.encounter
    assert enc.ruleset == "pf2e" and enc.creature("a").at == Cell(3, 4) and enc.creature("s").hidden
    assert enc.creature("s").notes == "ambush" and enc.board.walls[0].door.value == "open"
    after = json.dumps(__import__("rules.document", fromlist=["x"]).encounter_to_doc(enc), sort_keys=True)
    assert before == after
    assert other.scene.token_item("a") is not None and other.undo_stack.count() == 0
    from gui.base import settings

    assert settings.get(settings.RECENT_FILES)[0] == str(path.resolve())


def test_corrupt_truncated_and_newer_files_leave_the_encounter_untouched(make_window, tmp_path, message_boxes):
    win = make_window(_enc())
    drag_token(win, "a", (3, 4))
    good = tmp_path / "good.damier"
    assert win._save_to(good)
    drag_token(win, "a", (4, 4))
    enc, scene, count = win.encounter, win.scene, win.undo_stack.count()
    truncated = tmp_path / "truncated.damier"
    truncated.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    garbage = tmp_path / "garbage.damier"
    garbage.write_bytes(b"\x00\x01not a zip at all")
    newer = tmp_path / "newer.damier"
    with zipfile.ZipFile(good) as z:
        doc = json.loads(z.read("encounter.json"))
    doc["format"] = "damier.encounter/99"
    with zipfile.ZipFile(newer, "w") as z:
        z.writestr("encounter.json", json.dumps(doc))
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 0}}')
    for path in (truncated, garbage, newer, bad_json, tmp_path / "missing.damier"):
        message_boxes.clear()
        assert not win.open_path(path)
        assert win.encounter is enc and win.scene is scene and win.undo_stack.count() == count
        assert enc.creature("a").at == Cell(4, 4) and win.isWindowModified()
        assert len(message_boxes) == 1 and path.name in message_boxes[0][2]


def test_newer_version_message_says_so(make_window, tmp_path, message_boxes):
    win = make_window(_enc())
    newer = tmp_path / "newer.damier"
    with zipfile.ZipFile(newer, "w") as z:
        z.writestr("encounter.json", json.dumps({"format": "damier.encounter/99"}))
    assert not win.open_path(newer)
    assert "newer version" in message_boxes[-1][2]


def test_scenario_json_opens_and_save_asks_for_a_damier_name(make_window, tmp_path):
    src = tmp_path / "corners.json"
    src.write_text(json.dumps({"format": "damier.scenario/1", "ruleset": "dnd5e", "grid": {"width": 6, "height": 4},
                               "creatures": [{"id": "x", "side": "h", "at": [0, 0]}], "queries": []}))
    win = make_window(scenario("draw-steel", creatures=[]))
    assert win.open_path(src)
    assert win.encounter.ruleset == "dnd5e" and win.path is None  # never overwrite the .json with a zip
    assert "corners" in win.windowTitle()


def test_autosave_then_recovery_after_a_crash(qtbot, tmp_path, message_boxes, monkeypatch):
    import os

    from PySide6.QtWidgets import QMessageBox

    from gui.director.window import MainWindow
    from rules import autosave

    monkeypatch.setattr(autosave, "_current", None)
    crashed = MainWindow(_enc(), use_autosave=True)
    qtbot.addWidget(crashed)
    crashed.show()
    drag_token(crashed, "a", (2, 5))
    crashed.autosave_now()  # off the GUI thread: wait for the writer
    assert crashed.autosave_writer.wait_idle(10) and crashed.autosave_writer.failing is None
    session = autosave.current()
    assert session is not None and session.recovery_path.is_file()
    # the process "dies": its lock goes away without a clean exit
    os.close(session._fd)
    session._fd = None
    monkeypatch.setattr(autosave, "_current", None)
    crashed.undo_stack.setClean()
    crashed._use_autosave = False

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (message_boxes.append(("question",) + a[1:3]),
                                                                   QMessageBox.Yes)[1])
    win = MainWindow(scenario("draw-steel", creatures=[]), use_autosave=True)
    qtbot.addWidget(win)
    win.offer_recovery()
    assert any("Recover" in str(m) for m in message_boxes)
    assert win.encounter.creature("a").at == Cell(2, 5) and win.isWindowModified()
    assert autosave.pending_recovery() == []
    win._recovered_dirty = False
    win.undo_stack.setClean()
    win.autosave_writer.wait_idle(10)
    autosave.end()


def test_a_file_open_event_opens_the_document(make_window, tmp_path):
    """macOS sends a double-clicked .damier to the running app as a QFileOpenEvent."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from gui.director.window import FileOpenFilter

    source = make_window(_enc())
    path = tmp_path / "sent.damier"
    assert source._save_to(path)
    win = make_window(scenario("draw-steel", creatures=[]))
    app = QApplication.instance()
    event_filter = FileOpenFilter(win, app)
    app.installEventFilter(event_filter)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))
    finally:
        app.removeEventFilter(event_filter)
    assert win.encounter.ruleset == "pf2e" and win.encounter.has_creature("a")
    assert win.path == path.resolve()


def test_new_encounter_reads_the_form_after_it_closes(make_window, qtbot):
    """File > New: the form's fields are read after OK (they used to be deleted with the dialog)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    win = make_window()
    win.undo_stack.setClean()

    def accept():
        dlg = QApplication.activeModalWidget()
        if isinstance(dlg, QDialog):
            dlg.accept()
        else:
            QTimer.singleShot(20, accept)

    QTimer.singleShot(20, accept)
    win.new_encounter()
    assert (win.encounter.board.width, win.encounter.board.height) == (20, 15)
    assert win.encounter.creatures == []
