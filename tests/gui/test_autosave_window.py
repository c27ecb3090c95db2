"""Autosave in the window (issue 16): a few seconds of quiet after the last change, written off the
GUI thread, with a warning in the status bar that stays while it fails. Real autosave folder, real
threads, real Qt offscreen."""

import threading
import time
from pathlib import Path

import pytest
from helpers import drag_token, scenario

from geometry import Cell
from gui.base import settings
from rules import autosave
from rules.encounter_file import load_encounter


@pytest.fixture
def autosaving_window(make_window, monkeypatch):
    monkeypatch.setattr(autosave, "_current", None)
    settings.set(settings.AUTOSAVE_QUIET_SECONDS, 0.3)
    made = []

    def make(enc=None):
        win = make_window(enc or scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}]),
                          size=(900, 600), autosave=True)
        made.append(win)
        return win

    yield make
    for win in made:  # the writer finishes before the session ends; make_window marks the stack clean
        win.autosave_writer.wait_idle(10)
        win._recovered_dirty = False
    autosave.end()


def _recovery() -> Path:
    session = autosave.current()
    return session.recovery_path if session else Path("/nonexistent")


def test_autosave_comes_after_a_quiet_moment_not_on_a_fixed_timer(autosaving_window, qtbot, monkeypatch):
    threads = []
    real = autosave.Session.autosave

    def spy(self, enc, source=None):  # the real write, noting which thread does it
        threads.append(threading.current_thread())
        return real(self, enc, source)

    monkeypatch.setattr(autosave.Session, "autosave", spy)
    win = autosaving_window()
    t0 = time.monotonic()
    drag_token(win, "a", (2, 1))
    qtbot.wait(100)
    drag_token(win, "a", (3, 1))  # a second change inside the quiet period restarts it
    assert threads == []
    qtbot.waitUntil(lambda: _recovery().is_file(), timeout=5000)
    assert time.monotonic() - t0 >= 0.3
    assert len(threads) == 1 and threads[0] is not threading.main_thread()
    assert load_encounter(_recovery()).creature("a").at == Cell(3, 1)
    # the timer is single-shot: nothing more is written while nothing changes
    qtbot.wait(600)
    assert len(threads) == 1


def test_saving_clears_the_autosave(autosaving_window, qtbot, tmp_path):
    win = autosaving_window()
    drag_token(win, "a", (2, 1))
    qtbot.waitUntil(lambda: _recovery().is_file(), timeout=5000)
    assert win._save_to(tmp_path / "yard.damier")
    assert not _recovery().exists()


def test_a_failing_autosave_shows_a_warning_that_stays_until_it_works(autosaving_window, qtbot, tmp_path,
                                                                      monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the autosave folder should be")
    monkeypatch.setenv("DAMIER_DATA_DIR", str(blocker / "data"))
    win = autosaving_window()
    warning = win.autosave_warning
    assert not warning.isVisible()
    drag_token(win, "a", (2, 1))
    qtbot.waitUntil(warning.isVisible, timeout=5000)
    assert "Autosave is failing" in warning.text() and warning.toolTip()
    # not a status message that times out: other messages come and go, the warning stays
    win.statusBar().showMessage("something else", 50)
    qtbot.wait(300)
    win.statusBar().clearMessage()
    assert warning.isVisible() and win.autosave_writer.failing is not None
    monkeypatch.setenv("DAMIER_DATA_DIR", str(tmp_path / "data-ok"))
    drag_token(win, "a", (3, 1))
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=5000)
    assert _recovery().is_file()


def test_autosave_off_writes_nothing(qtbot, message_boxes, monkeypatch):
    from gui.director.window import MainWindow

    monkeypatch.setattr(autosave, "_current", None)
    settings.set(settings.AUTOSAVE_QUIET_SECONDS, 0.1)
    settings.set(settings.AUTOSAVE_MINUTES, 0)
    win = MainWindow(scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}]))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.view.fit_map()
    drag_token(win, "a", (2, 1))
    qtbot.wait(400)
    assert autosave.current() is None or not _recovery().exists()
    win.undo_stack.setClean()


def test_recovering_a_saved_document_takes_its_lock_and_guards_its_file(autosaving_window, qtbot, tmp_path,
                                                                       message_boxes, monkeypatch):
    import os

    from PySide6.QtWidgets import QMessageBox

    from rules import lock as rules_lock

    crashed = autosaving_window()
    path = tmp_path / "yard.damier"
    assert crashed._save_to(path)
    drag_token(crashed, "a", (4, 2))
    qtbot.waitUntil(lambda: _recovery().is_file(), timeout=5000)
    assert crashed.autosave_writer.wait_idle(10)
    session = autosave.current()
    os.close(session._fd)  # the process "dies": its session lock goes, its document lock file stays
    session._fd = None
    monkeypatch.setattr(autosave, "_current", None)
    crashed._release_document()
    crashed.undo_stack.setClean()
    crashed._use_autosave = False
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    win = autosaving_window(scenario("dnd5e", creatures=[]))
    win.offer_recovery()
    assert win.path == path.resolve() and win.encounter.creature("a").at == Cell(4, 2)
    assert rules_lock.read_lock(path).ours and win.doc_lock is not None and win.fingerprint is not None
    assert win.save() and load_encounter(path).creature("a").at == Cell(4, 2)
