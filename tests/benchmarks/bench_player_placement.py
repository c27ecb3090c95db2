"""Where the players' large texts go, per drag step: the readout's text changes -> the window
gathers what it must not cover -> the why and the readout are placed (shrunk if needed).

Run by hand (not collected by pytest):  uv run python tests/benchmarks/bench_player_placement.py
Prints the median and p95 of `PlayerWindow.show_hud` with a pushed why on screen, at 1920 x 1080,
on a 40 x 30 map with 40 and then 300 tokens the players see, and of the placement alone
(`placement.place`, rectangles only) for 300 tokens.
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

from PySide6.QtWidgets import QApplication  # noqa: E402

from geometry import Board, Cell, Grid  # noqa: E402
from gui.players import placement  # noqa: E402
from gui.players.scene import PlayerScene  # noqa: E402
from gui.players.window import PlayerWindow  # noqa: E402
from rules.creature import Creature  # noqa: E402
from rules.encounter import Encounter  # noqa: E402

WHY = "Iria, Tactician → Bugbear Channeler\nDistance: 9\nLine of effect: no\nCover: blocked\nFlanking: no"


def build(n: int, seed: int = 7) -> Encounter:
    rnd = random.Random(seed)
    taken: set[Cell] = set()
    creatures = []
    while len(creatures) < n:
        c = Cell(rnd.randrange(0, 40), rnd.randrange(0, 30))
        if c not in taken:
            taken.add(c)
            creatures.append(Creature(f"c{len(creatures)}", "heroes" if len(creatures) % 2 else "monsters", c, "1M",
                                      speed=5))
    return Encounter(Board(Grid(40, 30)), "draw-steel", None, creatures)


def figures(times: list[float]) -> str:
    times = sorted(times)
    return f"median {statistics.median(times) * 1000:.2f} ms, p95 {times[int(len(times) * 0.95)] * 1000:.2f} ms"


def main() -> None:
    app = QApplication.instance() or QApplication([])
    for n in (40, 300):
        scene = PlayerScene(build(n))
        win = PlayerWindow(scene)
        win.resize(1920, 1080)
        win.show()
        app.processEvents()
        win.view.show_rect(scene.board_rect())
        win.show_why(WHY, None)
        times = []
        for i in range(200):
            t = time.perf_counter()
            win.show_hud(f"Hero\n{i % 7} / 5 squares", None)
            times.append(time.perf_counter() - t)
        print(f"{n} tokens, show_hud with the why on screen: {figures(times)}; "
              f"why at {win.why.font().pixelSize()} px, readout at {win.hud.font().pixelSize()} px")
        s = win.surroundings()
        times = []
        for _ in range(100):
            t = time.perf_counter()
            placement.place(lambda px: (20 * px, 6 * px), placement.text_sizes(43, 27), s, ["top-right"])
            times.append(time.perf_counter() - t)
        print(f"{n} tokens, placement alone: {figures(times)}")
        win.close()
        scene.detach()


if __name__ == "__main__":
    main()
