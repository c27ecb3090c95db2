"""`damier [FILE]` opens the Director's window; `damier --self-test OUTDIR` proves it works."""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from gui.shell.application import application

# gui.launcher dispatches these without Qt; `damier COMMAND --help` tells more about each
COMMANDS_HELP = """file commands (no window):
  damier check FILE          answer a scenario's questions as JSON (the rules oracle)
  damier info FILE           what a .damier, scenario, UVTT or image file holds
  damier import MAP -o OUT   make a .damier from a Universal VTT map or an image
  damier export FILE -o OUT  write an encounter's map as Universal VTT
"""


def _parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="damier", description="A battle map for tabletop role-playing.",
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=COMMANDS_HELP)
    ap.add_argument("file", nargs="?", help="a .damier encounter or a scenario .json to open")
    ap.add_argument("--self-test", metavar="OUTDIR", help="open the demo offscreen, drag a token, hover another, "
                    "write OUTDIR/director.png and exit")
    ap.add_argument("--lang", choices=("en", "fr"), help="interface language (default: settings, then system)")
    args, _qt_args = ap.parse_known_args(argv)  # Qt's own options (-platform, -style) pass through
    return args


def run(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parse(argv)
    if args.self_test:
        from gui.shell.selftest import self_test

        return self_test(Path(args.self_test), lang=args.lang)
    from gui.shell import xcb

    missing = xcb.missing_packages(argv)
    if missing:  # Qt would abort (exit 134) with a message naming only one of them
        print(xcb.message(missing), file=sys.stderr)
        return 3
    app, _win = start(argv, args)
    return app.exec()


def start(argv: list[str], args: argparse.Namespace | None = None):
    """Everything up to the event loop: the application, translators, the window with its file."""
    args = args or _parse(argv)
    qt_args = [a for a in argv if a not in (args.file, "--lang", args.lang)]
    app = application(qt_args)
    from PySide6.QtCore import QTimer

    from gui.base.i18n import install_translators, ui_language
    from gui.director.window import FileOpenFilter, MainWindow
    from gui.shell import crash

    crash.install()
    lang = ui_language(args.lang)
    install_translators(app, lang)
    clean_old_temp_files()
    win = MainWindow(None, lang=lang)  # the demo, until the file given opens
    win.restore_layout()
    win.show()
    app.installEventFilter(FileOpenFilter(win, app))
    if args.file:
        # A bad file leaves the demo open and says why once the event loop runs; never exits.
        win.open_path(Path(args.file), later=True)
    else:
        show_demo_notes(win)
    QTimer.singleShot(0, win.offer_recovery)
    return app, win


def clean_old_temp_files() -> None:
    """What saves killed half-way left beside the recent documents (the autosave folder is cleaned
    by its session)."""
    from gui.base import settings
    from rules import ondisk

    folders = {p.parent for p in map(ondisk.path_from_text, settings.get(settings.RECENT_FILES)) if p is not None}
    for folder in folders:
        ondisk.clean_stale_temp_files(folder)


def show_demo_notes(win) -> bool:
    """At the first start on the demo, its walkthrough (the encounter's notes) in a box that does not
    block the map. Shown once; True if shown."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox

    from gui.base import settings

    notes = (win.encounter.notes or "").strip()
    if not notes or settings.get(settings.DEMO_NOTES_SHOWN):
        return False
    settings.set(settings.DEMO_NOTES_SHOWN, True)
    # the notes are wrapped for a text editor: the box wraps them again, so lines join into their
    # paragraphs (a blank line still parts them)
    text = re.sub(r"(?<=\S)[ \t]*\n[ \t]*(?=\S)", " ", notes)
    box = QMessageBox(QMessageBox.Information, QCoreApplication.translate("MainWindow", "Welcome to Damier"),
                      text, QMessageBox.Ok, win)
    box.setWindowModality(Qt.NonModal)
    box.show()
    win.demo_notes_box = box
    return True


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", os.environ.get("QT_QPA_PLATFORM", ""))
    sys.exit(run())
