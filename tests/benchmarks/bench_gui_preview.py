"""Mouse move -> repainted drag preview, on a 100x100 map with 1,000 walls and 40 tokens.

Run by hand (not collected by pytest):  uv run python tests/benchmarks/bench_gui_preview.py
Prints the median and p95 of: one mouse-move event delivered to the view's viewport,
the preview computed (path, cost, free strikes), the overlay updated and the viewport
repainted synchronously. Every move lands on a new square, so the per-drag cache does not
help; the first press (which builds the step graph for the board) is reported apart.
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

from PySide6.QtCore import QEvent, QObject, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent, QUndoStack  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from geometry import Board, Cell, Grid, Space, Wall  # noqa: E402
from rules.creature import Creature  # noqa: E402
from rules.encounter import Encounter  # noqa: E402


def build(seed: int = 7) -> Encounter:
    rnd = random.Random(seed)
    walls = []
    while len(walls) < 1000:
        x, y = rnd.randrange(1, 99), rnd.randrange(1, 99)
        n = rnd.randrange(1, 4)
        if rnd.random() < 0.5:
            walls.append(Wall(((x, y), (x + n, y))))
        else:
            walls.append(Wall(((x, y), (x, y + n))))
    board = Board(Grid(100, 100), tuple(walls))
    creatures, taken = [], set()
    # the mover in the middle, 39 others scattered (half enemies)
    creatures.append(Creature("mover", "heroes", Cell(50, 50), "1M", speed=6))
    taken.add(Cell(50, 50))
    while len(creatures) < 40:
        c = Cell(rnd.randrange(0, 100), rnd.randrange(0, 100))
        if c in taken:
            continue
        taken.add(c)
        side = "heroes" if len(creatures) % 2 else "monsters"
        creatures.append(Creature(f"c{len(creatures)}", side, c, "1M", speed=5))
    return Encounter(board, "draw-steel", None, creatures)


def send(view, kind, scene_pt, buttons=Qt.LeftButton):
    vp = view.viewport()
    local = QPointF(view.mapFromScene(scene_pt))
    glob = QPointF(vp.mapToGlobal(local.toPoint()))
    etype = {"press": QEvent.MouseButtonPress, "move": QEvent.MouseMove, "release": QEvent.MouseButtonRelease}[kind]
    button = Qt.NoButton if kind == "move" else Qt.LeftButton
    ev = QMouseEvent(etype, local, glob, button, buttons if kind != "release" else Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(vp, ev)


class PaintCounter(QObject):
    def __init__(self):
        super().__init__()
        self.count = 0

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            self.count += 1
        return False


def map_image(px_per_square: int = 35):
    """A 3500 x 3500 picture behind the 100 x 100 grid (a typical exported battle map)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter

    from rules.encounter import MapImage

    n = 100 * px_per_square
    img = QImage(n, n, QImage.Format_RGB32)
    img.fill(QColor("#6b7f4a"))
    p = QPainter(img)
    rnd = random.Random(1)
    for _ in range(3000):
        p.fillRect(rnd.randrange(n), rnd.randrange(n), rnd.randrange(10, 120), rnd.randrange(10, 120),
                   QColor(rnd.randrange(60, 200), rnd.randrange(60, 200), rnd.randrange(60, 200)))
    p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, "JPG", 85)
    return MapImage("bench.jpg", bytes(data), float(px_per_square), (0.0, 0.0))


def main() -> None:
    app = QApplication.instance() or QApplication([])
    run(app, with_image=False)
    run(app, with_image=True)


def run(app, with_image: bool) -> None:
    from gui.map.coords import to_scene
    from gui.map.scene import BattleScene
    from gui.map.view import BattleView

    enc = build()
    if with_image:
        enc.map_image = map_image()
    stack = QUndoStack()
    scene = BattleScene(enc, "director", stack)
    view = BattleView(scene)
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    view.scale(0.5, 0.5)  # about 40 x 25 squares visible, walls and tokens in view
    view.centerOn(to_scene(50.5, 50.5))
    app.processEvents()

    t0 = time.perf_counter()
    send(view, "press", to_scene(50.5, 50.5))
    view.viewport().repaint()
    first = time.perf_counter() - t0

    # a wandering route of new squares within about 12 squares of the start
    rnd = random.Random(3)
    route, seen = [], {Cell(50, 50)}
    while len(route) < 300:
        c = Cell(50 + rnd.randint(-12, 12), 50 + rnd.randint(-12, 12))
        if c not in seen and enc.board.fits(Space(c, 1)):
            seen.add(c)
            route.append(c)
    times, full, legal, unpainted = [], [], 0, 0
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    for c in route:
        t = time.perf_counter()
        painted = counter.count
        send(view, "move", to_scene(c.x + 0.5, c.y + 0.5))
        # what Qt really does: the scene posts its dirty region, the viewport paints only that
        app.processEvents()
        app.processEvents()
        times.append((time.perf_counter() - t) * 1000)
        unpainted += counter.count == painted
        legal += bool(scene.preview and scene.preview.legal)
        t = time.perf_counter()
        view.viewport().repaint()  # worst case: the whole viewport (e.g. after a scroll)
        full.append((time.perf_counter() - t) * 1000)
    send(view, "release", to_scene(50.5, 50.5))

    # the hover "why" (line of effect, cover, flanking) when the pointer enters another token
    hov = []
    scene.clearSelection()
    scene.token_item("mover").setSelected(True)
    for c in enc.creatures[1:]:
        t = time.perf_counter()
        send(view, "move", to_scene(c.at.x + 0.5, c.at.y + 0.5), buttons=Qt.NoButton)
        app.processEvents()
        app.processEvents()
        hov.append((time.perf_counter() - t) * 1000)

    times.sort()
    hov.sort()
    full.sort()

    def p95(xs):
        return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]

    print(f"\nmap 100x100, 1000 walls, 40 tokens, Draw Steel; viewport 1280x800; "
          f"{'3500 px JPEG map image' if with_image else 'plain board'}")
    print(f"first press (step graph + mover):   {first * 1000:8.1f} ms")
    print(f"drag preview, {len(times)} moves ({legal} legal):  median {statistics.median(times):6.2f} ms   "
          f"p95 {p95(times):6.2f} ms   max {times[-1]:6.2f} ms   (moves without a paint: {unpainted})")
    print(f"full viewport repaint alone:        median {statistics.median(full):6.2f} ms   "
          f"p95 {p95(full):6.2f} ms")
    print(f"hover why, {len(hov)} tokens:             median {statistics.median(hov):6.2f} ms   "
          f"p95 {p95(hov):6.2f} ms   max {hov[-1]:6.2f} ms")
    scene.detach()
    view.close()


if __name__ == "__main__":
    main()
