"""`damier [FILE]` opens the Director's window; `damier --self-test OUTDIR` proves it works."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from gui.shell.application import application


def _parse(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="damier", description="A battle map for tabletop role-playing.")
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


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", os.environ.get("QT_QPA_PLATFORM", ""))
    sys.exit(run())
