"""Opening a document off the GUI thread: past half a second a progress dialog with Cancel shows,
and the window keeps drawing. Cancel drops the result (the reader finishes on its own, bounded by
rules.limits to a few seconds); the open encounter is never touched."""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog

from gui.director import files
from rules.safe_read import display_name

SHOW_AFTER_MS = 500


class Cancelled(Exception):  # noqa: N818 - reads as "the open was cancelled"
    """The Director pressed Cancel while the file was being read."""


def open_with_progress(parent, path: str | os.PathLike, show_after_ms: int = SHOW_AFTER_MS):
    """`files.open_document(path)` in a worker thread; raises FileProblem or Cancelled."""
    result: dict = {}
    done = threading.Event()

    def work():
        try:
            result["opened"] = files.open_document(path)
        except BaseException as e:  # noqa: BLE001 - handed back to the GUI thread
            result["error"] = e
        finally:
            done.set()

    threading.Thread(target=work, name="damier-open", daemon=True).start()
    if not done.wait(0.05):  # most files open at once: no dialog, no nested loop
        dlg = QProgressDialog(QCoreApplication.translate("Files", "Opening “%1”…").replace("%1", display_name(path)),
                              QCoreApplication.translate("Files", "Cancel"), 0, 0, parent)
        dlg.setWindowTitle(QCoreApplication.translate("Files", "Opening"))
        dlg.setObjectName("opening_progress")
        dlg.setWindowModality(Qt.WindowModal)
        dlg.setMinimumDuration(show_after_ms)
        dlg.setAutoClose(False)
        dlg.setAutoReset(False)
        loop = QEventLoop()
        poll = QTimer()
        poll.timeout.connect(lambda: done.is_set() and loop.quit())
        poll.start(15)
        dlg.canceled.connect(loop.quit)
        QTimer.singleShot(show_after_ms, lambda: done.is_set() or dlg.wasCanceled() or dlg.show())
        if not done.is_set():
            loop.exec()
        poll.stop()
        cancelled = dlg.wasCanceled()
        dlg.close()
        dlg.deleteLater()
        if cancelled:
            raise Cancelled(str(path))
    if "error" in result:
        raise result["error"]
    return result["opened"]
