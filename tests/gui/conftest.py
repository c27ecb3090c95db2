import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path, monkeypatch):
    """Settings and autosaves go to a temporary folder, never the user's."""
    monkeypatch.setenv("DAMIER_DATA_DIR", str(tmp_path / "data"))
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield
    # A dialog a test left open (the demo's welcome notes, shown at every first start) stays the
    # active window, and a scene in an inactive window gets no hover: close them between tests.
    from PySide6.QtWidgets import QApplication, QDialog

    if QApplication.instance() is not None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QDialog) and w.isVisible():
                w.close()


@pytest.fixture
def message_boxes(monkeypatch):
    """Modal message boxes would hang an offscreen test: record them and answer at once."""
    from PySide6.QtWidgets import QMessageBox

    class Seen(list):
        answers: list

    seen = Seen()

    def fake(kind, answer):
        def box(parent, title, text, *args, **kwargs):
            seen.append((kind, title, text))
            return answer
        return box

    monkeypatch.setattr(QMessageBox, "warning", fake("warning", QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "information", fake("information", QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "critical", fake("critical", QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "question", fake("question", QMessageBox.Discard))

    # Boxes built in code (gui.director.asking): recorded as ("ask", title, text, button texts) and
    # answered with the next of `seen.answers` (StandardButtons a test queues), else the default button.
    seen.answers = []

    def exec_box(box):
        buttons = [b.text() for b in box.buttons()]
        seen.append(("ask", box.windowTitle(), box.text(), buttons))
        if seen.answers:
            return seen.answers.pop(0)
        default = box.defaultButton()
        return box.standardButton(default) if default is not None else QMessageBox.Cancel

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    return seen


@pytest.fixture
def make_window(qtbot, message_boxes):
    """A Director window on a given encounter, without autosave, sized and shown offscreen."""
    from PySide6.QtWidgets import QApplication

    from gui.director.window import MainWindow

    made = []

    def make(enc=None, lang="en", size=(1000, 700), autosave=False):  # enc None: the demo encounter
        win = MainWindow(enc, lang=lang, use_autosave=autosave)
        win.maybe_save = lambda: True  # pytest-qt closes widgets before this fixture's teardown
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        # the active window, as a Director's window in use is: a scene in an inactive window gets
        # no hover, and a window an earlier test closed may have left no window active
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
        win.view.fit_map()
        made.append(win)
        return win

    yield make
    for win in made:
        if autosave_writer := getattr(win, "autosave_writer", None):
            autosave_writer.wait_idle(10)  # no write still running into the next test's folders
        win.undo_stack.setClean()  # closing must not ask to save
