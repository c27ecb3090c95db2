"""The fight log's replay: how long `enc.fight.state` takes after a change (a token moved invalidates
it, and the next Mover reads the effective conditions through a replay).

Run by hand (not collected by pytest):  uv run python tests/benchmarks/bench_fight.py
Prints the median and p95 of a replay of a long fight (40 creatures, 10 rounds of turns, a damage
and a condition every turn), and of one `record` on top of it.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from geometry import Board, Cell, Grid  # noqa: E402
from rules.creature import Creature, FightStats  # noqa: E402
from rules.encounter import Encounter  # noqa: E402


def long_fight() -> Encounter:
    cs = [Creature(f"c{i:02}", "heroes" if i < 6 else "monsters", Cell(i % 20, i // 20),
                   fight=FightStats(stamina=10_000)) for i in range(40)]
    enc = Encounter(Board(Grid(20, 20)), "draw-steel", creatures=cs)
    enc.fight.record({"do": "start", "d10": 7, "first": "heroes"})
    for _ in range(10):
        for _ in range(40):
            cid = enc.fight.state.may_act()[0]
            enc.fight.record({"do": "turn", "creature": cid})
            enc.fight.record({"do": "damage", "target": cid, "amount": 3, "type": "fire"})
            enc.fight.record({"do": "condition", "target": cid, "add": "slowed", "until": "end_of_turn"})
            enc.fight.record({"do": "end_turn"})
    return enc


def timed(fn, n=30) -> tuple[float, float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    out.sort()
    return statistics.median(out), out[int(0.95 * (len(out) - 1))]


def main() -> None:
    enc = long_fight()

    def replay():
        enc.fight.truncate(len(enc.fight))  # invalidates, like a token moved
        _ = enc.fight.state

    med, p95 = timed(replay)
    print(f"replay of {len(enc.fight)} events: median {med:.1f} ms, p95 {p95:.1f} ms")
    _ = enc.fight.state
    med, p95 = timed(lambda: (enc.fight.record({"do": "heal", "target": "c01", "amount": 1}),
                              enc.fight.undo_last()))
    print(f"record + undo_last on top of it: median {med:.1f} ms, p95 {p95:.1f} ms")


if __name__ == "__main__":
    main()
