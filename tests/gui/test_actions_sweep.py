"""The guard for every action (issue 15, item 1): trigger every action of every menu and toolbar of
the Director's window, in English and in French, once accepting every dialog it opens and once
cancelling it; no exception may escape, and the window must still work afterwards: Undo, Redo, a
drag with the mouse, and Save clears the "modified" mark of the title.

File dialogs are real Qt dialogs (offscreen); "accepting" one picks a real file in a temporary folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import drag_token
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
    QToolBar,
    QWidgetAction,
)

from geometry import Cell
from gui.map import commands
from rules.creature import Creature


class Modals:
    """Answers whatever modal window is on top, the way a user would: accept or cancel."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.accept = True
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self.answer)

    def answer(self) -> None:
        app = QApplication.instance()
        w = app.activeModalWidget() or app.activePopupWidget()
        if w is None:
            return
        self.seen.append(type(w).__name__)
        if isinstance(w, QMenu):
            w.close()
        elif isinstance(w, QFileDialog):
            if not self.accept:
                w.reject()
            else:
                save = w.acceptMode() == QFileDialog.AcceptSave
                image = any("png" in f for f in w.nameFilters())
                target = str(self.folder / ("saved.damier" if save else "map.png" if image else "sweep.damier"))
                # the dialog applies its own initial selection once the folder is listed: choose
                # ours until it has held for a few ticks (accept() itself may wait for the listing)
                held = w.property("sweep_held") or 0
                if w.selectedFiles() != [target]:
                    w.setDirectory(str(self.folder))
                    w.selectFile(target)  # not always taken before the folder is listed: type it too
                    w.findChild(QLineEdit, "fileNameEdit").setText(Path(target).name)
                    held = 0
                elif held >= 3:
                    w.done(QDialog.Accepted)
                w.setProperty("sweep_held", held + 1)
        elif isinstance(w, QMessageBox):
            button = w.defaultButton() if self.accept else w.escapeButton()
            if button is None and w.buttons():
                button = w.buttons()[0]
            button.click() if button is not None else w.done(0)
        elif isinstance(w, QDialog):
            w.accept() if self.accept else w.reject()


def every_action(win) -> list:
    """Every leaf action of the menu bar (submenus opened, as a user would) and of every toolbar."""
    out, seen = [], set()

    def walk(actions):
        for a in actions:
            if a.isSeparator() or isinstance(a, QWidgetAction):
                continue
            if a.menu() is not None:
                a.menu().aboutToShow.emit()  # parts filled when shown (recent files)
                walk(a.menu().actions())
            elif id(a) not in seen:
                seen.add(id(a))
                out.append(a)

    walk(win.menuBar().actions())
    for tb in win.findChildren(QToolBar):
        walk(tb.actions())
    return out


@pytest.fixture
def errors(monkeypatch):
    """Exceptions raised in slots reach sys.excepthook (the crash box in the app)."""
    seen: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, v, tb: seen.append(f"{t.__name__}: {v}"))
    return seen


@pytest.fixture
def folder(tmp_path):
    from gui.director import files

    files.save_encounter(files.demo_encounter(), tmp_path / "sweep.damier")
    img = QImage(200, 160, QImage.Format_RGB32)
    img.fill(0x336699)
    assert img.save(str(tmp_path / "map.png"))
    return tmp_path


def sweep(win, modals: Modals, errors: list[str]) -> list[str]:
    """Trigger each action; returns the texts of those triggered (quit excepted)."""
    app = QApplication.instance()
    done = []
    for a in every_action(win):
        if a is win.actions["quit"] or not a.isEnabled():
            continue
        before = len(errors)
        a.trigger()
        for _ in range(5):
            app.processEvents()
        assert len(errors) == before, f"{a.text()!r} ({'accept' if modals.accept else 'cancel'}): {errors[before:]}"
        done.append(a.text())
    return done


def free_pair(enc) -> tuple[Cell, Cell]:
    """Two free squares side by side with nothing between them (the map of File > New is empty)."""
    for y in range(enc.board.height):
        for x in range(enc.board.width - 1):
            a, b = Cell(x, y), Cell(x + 1, y)
            if not any(c.at in (a, b) for c in enc.creatures):
                return a, b
    raise AssertionError("no free squares")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_action_in_both_languages_then_the_window_still_works(qtbot, qapp, folder, errors, lang):
    from gui.base.i18n import install_translators
    from gui.director.window import MainWindow

    install_translators(qapp, lang)
    try:
        win = MainWindow(None, lang=lang, use_autosave=False)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        modals = Modals(folder)
        modals.timer.start(20)
        triggered = []
        for accept in (True, False):
            modals.accept = accept
            triggered += sweep(win, modals, errors)
        assert len(triggered) > 60, triggered  # menus, submenus, both toolbars, twice
        assert {"QFileDialog", "QMessageBox"} <= set(modals.seen) and any("Dialog" in s for s in modals.seen)
        assert (folder / "saved.damier").is_file()  # Save As accepted wrote the file

        # the undo stack still takes commands as undo steps (no macro left open by an error)
        enc = win.encounter
        a, b = free_pair(enc)
        count = win.undo_stack.count()
        win.undo_stack.push(commands.AddCreature(enc, Creature("sweep", "heroes", a, size=next(iter(enc.pack.sizes)))))
        assert win.undo_stack.count() == count + 1 and win.actions["undo_button"].isEnabled()
        win.actions["undo"].trigger()
        assert not enc.has_creature("sweep") and win.actions["redo"].isEnabled()
        win.actions["redo"].trigger()
        assert enc.creature("sweep").at == a

        # Draw Steel from the Rules menu, File > New (accepted), then a drag, undo, redo, save
        modals.accept = True
        next(a for a in win.rules_group.actions() if a.data() == "draw-steel").trigger()
        win.actions["new"].trigger()
        qtbot.waitUntil(lambda: win.encounter is not enc)
        enc = win.encounter
        assert (enc.board.width, enc.board.height) == (20, 15)
        win.undo_stack.push(commands.AddCreature(enc, Creature("t", "heroes", Cell(2, 2))))
        win.actions["tool_select"].trigger()
        win.view.fit_map()
        drag_token(win, "t", (4, 2))
        assert enc.creature("t").at == Cell(4, 2)
        win.actions["undo_button"].trigger()
        assert enc.creature("t").at == Cell(2, 2)
        win.actions["redo_button"].trigger()
        assert enc.creature("t").at == Cell(4, 2)
        assert win.isWindowModified()
        win.actions["save"].trigger()  # Save As dialog, accepted
        qtbot.waitUntil(lambda: not win.isWindowModified())
        assert win.path == (folder / "saved.damier").resolve()
        modals.timer.stop()
        assert errors == []
    finally:
        install_translators(qapp, "en")
