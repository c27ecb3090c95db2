"""No traceback reaches the user: uncaught exceptions are logged and shown as a short message."""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path

log = logging.getLogger("damier")
_state = {"showing": False, "quiet": False, "count": 0}


def log_file() -> Path | None:
    try:
        import platformdirs

        folder = Path(platformdirs.user_log_dir("Damier", appauthor=False))
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "damier.log"
    except Exception:  # noqa: BLE001
        return None


def setup_logging() -> Path | None:
    path = log_file()
    if path is not None and not log.handlers:
        try:
            h = logging.FileHandler(path, encoding="utf-8")
            h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            log.addHandler(h)
            log.setLevel(logging.INFO)
        except OSError:
            pass
    return path


def _hook(exc_type, exc, tb):
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    _state["count"] += 1
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    log.error("uncaught exception\n%s", text)
    if sys.stderr is not None and _state["quiet"]:
        print(text, file=sys.stderr)
    if _state["quiet"] or _state["showing"]:
        return
    try:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is None:
            return
        _state["showing"] = True
        path = log_file()
        box = QMessageBox(QMessageBox.Warning, QCoreApplication.translate("Crash", "Something went wrong"),
                          QCoreApplication.translate("Crash", "Damier hit an unexpected problem and stopped what it was doing. "
                                                     "Your encounter is still open; saving it now is a good idea."))
        box.setInformativeText(f"{exc_type.__name__}: {exc}")
        if path is not None:
            box.setDetailedText(QCoreApplication.translate("Crash", "Details were written to %1").replace("%1", str(path)) + "\n\n" + text)
        box.exec()
    except Exception:  # noqa: BLE001 - the hook must never raise
        pass
    finally:
        _state["showing"] = False


def install(quiet: bool = False) -> None:
    """quiet: print instead of showing a box (self-test, offscreen runs)."""
    _state["quiet"] = quiet
    setup_logging()
    sys.excepthook = _hook


def errors_seen() -> int:
    return _state["count"]
