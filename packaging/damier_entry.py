"""Entry point of the frozen Damier (PyInstaller runs this file; it is not part of the wheel).

It does what the `damier` console script does (`gui.launcher:main`), after making
the frozen process safe to run without a console.

Start-up probe (measurement only, used by tests/packaging and the release notes):
with DAMIER_STARTUP_PROBE=PATH in the environment, the app starts as usual and, when
the first window has painted, writes {"first_paint": <time.time()>, ...} to PATH as
JSON and exits 0. The caller subtracts the time it launched the process, so the
figure covers everything: process creation, unpacking nothing (one-folder), Python
start, imports, Qt start, the demo encounter and the first frame.
"""

from __future__ import annotations

import os
import sys
import time


def _guard_std_streams() -> None:
    # A windowed Windows executable has no console: sys.stdout and sys.stderr are None
    # and any print() or logging to them would raise. Send them to the null device.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def _install_startup_probe(report: str) -> None:
    """Make the next QApplication report its first painted window to `report`, then exit."""
    import json

    from PySide6 import QtWidgets
    from PySide6.QtCore import QEvent, QObject, QTimer

    entered = time.time()
    base = QtWidgets.QApplication

    class _FirstPaint(QObject):
        def __init__(self, app):
            super().__init__(app)
            self.app = app
            self.done = False

        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if (
                not self.done
                and event.type() == QEvent.Type.Paint
                and isinstance(obj, QtWidgets.QWidget)
                and obj.window().isVisible()
            ):
                self.done = True
                painted = time.time()
                # Let this paint finish (and reach the window), then report and leave.
                QTimer.singleShot(0, lambda: self._report(painted, obj))
            return False

        def _report(self, painted, obj):
            data = {
                "first_paint": painted,
                "entry": entered,
                "frame_done": time.time(),
                "widget": type(obj.window()).__name__,
                "platform": self.app.platformName(),
            }
            with open(report, "w", encoding="utf-8") as fh:
                json.dump(data, fh)
            self.app.exit(0)  # not quit(): no close events, no "save changes?" prompt

    class _ProbedApplication(base):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._damier_probe = _FirstPaint(self)
            self.installEventFilter(self._damier_probe)

    QtWidgets.QApplication = _ProbedApplication


def main() -> int:
    _guard_std_streams()
    probe = os.environ.get("DAMIER_STARTUP_PROBE")
    if probe:
        _install_startup_probe(probe)
    from gui.launcher import main as launcher_main

    return launcher_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
