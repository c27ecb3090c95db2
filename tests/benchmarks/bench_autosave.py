"""The longest GUI-thread stall while the Director's window autosaves (issue 16: "the demo and a 42 MB
encounter autosave with no visible freeze").

A real MainWindow (offscreen), autosave on, the quiet period set short. One token moves (one undo
step); a QTimer ticking every 5 ms records the largest gap between its ticks from the change until the
background writer has finished. For comparison, the same autosave written on the GUI thread (what
Damier did before issue 16) is measured the same way.

    QT_QPA_PLATFORM=offscreen uv run python tests/benchmarks/bench_autosave.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="damier-bench-autosave-")
os.environ["DAMIER_DATA_DIR"] = str(Path(_TMP) / "data")

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

QSettings.setDefaultFormat(QSettings.IniFormat)
QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(Path(_TMP) / "settings"))

TICK_MS = 5


def big_encounter():
    """A 100 x 100 board, 300 creatures and a 3,740 px photo-like PNG map: a ~42 MB document."""
    from geometry import Board, Cell, Grid
    from rules.creature import Creature
    from rules.encounter import Encounter, MapImage

    side = 3740
    img = QImage(os.urandom(side * side * 3), side, side, side * 3, QImage.Format_RGB888)  # incompressible
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    ba = QByteArray()
    buf = QBuffer(ba)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, "PNG", 0)
    png = bytes(ba)
    enc = Encounter(Board(Grid(100, 100)), "draw-steel",
                    creatures=[Creature(f"c{i}", "ab"[i % 2], Cell(i % 100, 2 * (i // 100))) for i in range(300)])
    enc.map_image = MapImage("map.png", png, side / 100, (0.0, 0.0))
    return enc


class GapMeter:
    """A timer ticking every 5 ms on the GUI thread; `gap_ms` is the longest wait between two ticks."""

    def __init__(self):
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.gap_ms, self._last = 0.0, 0

    def start(self):
        self.gap_ms = 0.0
        self.clock.start()
        self._last = self.clock.nsecsElapsed()
        self.timer.start()

    def _tick(self):
        now = self.clock.nsecsElapsed()
        self.gap_ms = max(self.gap_ms, (now - self._last) / 1e6)
        self._last = now

    def stop(self) -> float:
        self._tick()
        self.timer.stop()
        return self.gap_ms


def run_until(app, done, timeout_s=60.0):
    t0 = time.monotonic()
    while not done() and time.monotonic() - t0 < timeout_s:
        app.processEvents()
        time.sleep(0.0005)


def measure(app, name, enc, rounds=3):
    from gui.base import settings
    from gui.director.window import MainWindow
    from gui.map.commands import MoveCreature
    from rules import autosave
    from rules.encounter_file import encounter_document

    settings.set(settings.AUTOSAVE_QUIET_SECONDS, 0.2)
    win = MainWindow(enc, use_autosave=True)
    win.resize(1280, 820)
    win.show()
    run_until(app, lambda: False, 0.5)  # first paint, map decoded
    meter = GapMeter()
    idle = []
    for _ in range(rounds):  # the window doing nothing: the floor of the measure
        meter.start()
        run_until(app, lambda: False, 0.5)
        idle.append(meter.stop())
    stalls, writes = [], []
    for r in range(rounds):
        cid = win.encounter.creatures[0].id
        start_at = win.encounter.creature(cid).at
        written = win.autosave_writer.last
        meter.start()
        win.undo_stack.push(MoveCreature(win.encounter, cid, start_at.__class__(start_at.x + (1 if r % 2 == 0 else -1),
                                                                                start_at.y)))
        run_until(app, lambda w=written: win.autosave_writer.last is not w and win.autosave_writer.wait_idle(0))
        run_until(app, lambda: False, 0.05)
        stalls.append(meter.stop())
        writes.append(win.autosave_writer.last.seconds)
        assert win.autosave_writer.last.error is None, win.autosave_writer.last.error
    # the old way, for comparison: the same autosave written on the GUI thread
    sync = []
    for _ in range(rounds):
        meter.start()
        QTimer.singleShot(20, lambda: autosave.autosave(win.encounter, None))
        run_until(app, lambda: False, 0.3 + (writes[0] if writes else 0))
        sync.append(meter.stop())
    size = len(encounter_document(win.encounter)[1].get("images/map.png", b"")) / 1e6
    print(f"{name:22} {size:8.1f} {max(idle):9.1f} {max(stalls):12.1f} {sum(writes) / len(writes):10.2f} "
          f"{max(sync):12.1f}")
    win.undo_stack.setClean()
    win.close()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    from gui.director import files

    print(f"timer every {TICK_MS} ms; longest gap between its ticks (ms), {os.cpu_count()} cores")
    print(f"{'encounter':22} {'map MB':>8} {'idle gap':>9} {'autosave gap':>12} {'write s':>10} {'on-GUI gap':>12}")
    measure(app, "demo", files.demo_encounter())
    measure(app, "42 MB map, 300 tokens", big_encounter())
    return 0


if __name__ == "__main__":
    sys.exit(main())
