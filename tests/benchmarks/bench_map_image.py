"""A large map picture (8000 x 8000 px, not scaled down) in the Director's view: pan and zoom.

Run by hand (not collected by pytest):  uv run python tests/benchmarks/bench_map_image.py
Then the Universal VTT file of bench_import.py (10 MB, 2,000 wall segments) opened through the
window: the time from File › Open to the import dialog, from its Import button to the map shown,
and whether the progress bar appeared (it does past half a second).
Prints: the picture decoded, the scene built, then the median and worst repaint of the 1280 x 800
viewport for each zoom step from "fit" to "actual size" and back (every step a new scale: nothing
cached helps), and for 60 pans of 40 px at three zooms (what a middle-button drag does).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QUndoStack  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SIDE = 8000
SQUARE_PX = 100  # 80 x 80 squares


def picture() -> bytes:
    """A busy 8000 x 8000 JPEG with its own grid: rooms and noise, as an exported map."""
    img = QImage(SIDE, SIDE, QImage.Format_RGB32)
    img.fill(QColor("#5d6b45"))
    p = QPainter(img)
    rnd = random.Random(1)
    for _ in range(4000):
        p.fillRect(rnd.randrange(SIDE), rnd.randrange(SIDE), rnd.randrange(20, 400), rnd.randrange(20, 400),
                   QColor(rnd.randrange(60, 200), rnd.randrange(60, 200), rnd.randrange(60, 200)))
    p.setPen(QColor(0, 0, 0, 90))
    for i in range(0, SIDE + 1, SQUARE_PX):
        p.drawLine(i, 0, i, SIDE)
        p.drawLine(0, i, SIDE, i)
    p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, "JPG", 85)
    return bytes(data)


def timed(f) -> float:
    t = time.perf_counter()
    f()
    return (time.perf_counter() - t) * 1000


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from gui.map.scene import BattleScene
    from gui.map.view import BattleView
    from rules.map_import import Calibration, encounter_from_image

    data = picture()
    print(f"picture: {SIDE} x {SIDE} px JPEG, {len(data) / 2**20:.1f} MB")
    print(f"decode alone (QPixmap.loadFromData):   {timed(lambda: QPixmap().loadFromData(data)):8.0f} ms")
    enc = encounter_from_image(data, Calibration(SQUARE_PX)).encounter
    print(f"board: {enc.board.width} x {enc.board.height} squares")
    scene_holder = []
    build = timed(lambda: scene_holder.append(BattleScene(enc, "director", QUndoStack())))
    scene = scene_holder[0]
    print(f"scene built (picture decoded once):    {build:8.0f} ms")
    view = BattleView(scene)
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    vp = view.viewport()

    view.fit_map()
    first = timed(vp.repaint)
    again = timed(vp.repaint)
    print(f"fit: first repaint {first:6.1f} ms, next {again:6.1f} ms")

    zooms = []
    for _ in range(12):  # wheel steps in, then out
        view.zoom(1.25)
        zooms.append(timed(vp.repaint))
    for _ in range(12):
        view.zoom(0.8)
        zooms.append(timed(vp.repaint))
    zooms.sort()
    print(f"zoom step + repaint, {len(zooms)} steps:    median {statistics.median(zooms):6.1f} ms   "
          f"worst {zooms[-1]:6.1f} ms")

    for scale in (0.15, 0.5, 1.0):
        view.resetTransform()
        view.scale(scale, scale)
        view.centerOn(scene.board_rect().center())
        app.processEvents()
        pans = []
        h, v = view.horizontalScrollBar(), view.verticalScrollBar()
        for i in range(60):
            d = 40 if (i // 15) % 2 == 0 else -40
            t = time.perf_counter()
            h.setValue(h.value() + d)
            v.setValue(v.value() + d // 2)
            vp.repaint()
            pans.append((time.perf_counter() - t) * 1000)
        pans.sort()
        print(f"pan 40 px at zoom {scale:4.2f}, 60 steps:   median {statistics.median(pans):6.1f} ms   "
              f"worst {pans[-1]:6.1f} ms")
    scene.detach()
    view.close()
    uvtt_through_the_window(app)


def uvtt_through_the_window(app) -> None:
    import json
    import tempfile

    from PySide6.QtCore import QTimer

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_import import build

    from gui.director.window import MainWindow

    doc = build(random.Random(12), 2000, 10.0)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["DAMIER_DATA_DIR"] = tmp  # no settings or autosave of the user's
        path = Path(tmp) / "bench.dd2vtt"
        path.write_text(json.dumps(doc))
        win = MainWindow(None, use_autosave=False)
        win.resize(1280, 820)
        win.show()
        app.processEvents()
        marks = {}

        def accept():
            dlg = app.activeModalWidget()
            if dlg is None or dlg.objectName() != "uvtt_import_dialog":
                QTimer.singleShot(5, accept)
                return
            marks["dialog"] = time.perf_counter()
            marks["accepted"] = time.perf_counter()
            dlg.accept()

        seen = []
        QTimer.singleShot(0, accept)
        t0 = time.perf_counter()
        timer = QTimer()
        timer.timeout.connect(lambda: seen.append(bool(getattr(win, "_progress_dialog", None)
                                                       and win._progress_dialog.isVisible())))
        timer.start(50)
        win.open_path(path)
        app.processEvents()
        win.view.viewport().repaint()
        done = time.perf_counter()
        timer.stop()
        print(f"\nUniversal VTT through the window: {path.stat().st_size / 1e6:.1f} MB")
        print(f"File › Open to the import dialog:      {(marks['dialog'] - t0) * 1000:8.0f} ms "
              f"(progress bar seen: {any(seen)})")
        print(f"Import to the map shown:               {(done - marks['accepted']) * 1000:8.0f} ms")
        win.undo_stack.setClean()
        win.close()


if __name__ == "__main__":
    main()
