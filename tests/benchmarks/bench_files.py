"""Open times and peak memory for the worst files Damier accepts (issue 16: "any accepted file opens in
under 5 s and under 2 GB"), and the GUI-thread stall of an autosave.

Each case runs in a fresh process so its peak memory (ru_maxrss) is its own:

    uv run python tests/benchmarks/bench_files.py            # every case
    uv run python tests/benchmarks/bench_files.py walls      # the cases whose name contains "walls"
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT))

from rules import limits as L  # noqa: E402

N = L.MAX_GRID_SIDE


def base(**kw):
    d = {"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": N, "height": N}}
    d.update(kw)
    return d


def many_walls():
    # the most segments allowed, short ones spread over the whole map (a detailed imported dungeon)
    walls, k = [], 0
    per_row = int(L.MAX_WALL_SEGMENTS ** 0.5) + 1
    for j in range(per_row):
        for i in range(per_row):
            if k == L.MAX_WALL_SEGMENTS:
                break
            x, y = i * N / per_row, j * N / per_row
            walls.append({"line": [[round(x, 2), round(y, 2)], [round(x + 1.7, 2), round(y + 0.6, 2)]]})
            k += 1
    return walls


def long_walls():
    # few long slanted walls up to the area limit
    walls, area = [], 0
    while True:
        i = len(walls)
        w = {"line": [[0, (i * 37) % N], [N, (i * 53 + 400) % N]]}
        a = (N + 3) * (abs((i * 53 + 400) % N - (i * 37) % N) + 3)
        if area + a > L.MAX_WALL_BOX_AREA:
            return walls
        area += a
        walls.append(w)


CASES = {
    "terrain-rect-max-cells": lambda: base(terrain=[{"rect": [0, 0, N, L.MAX_TERRAIN_CELLS // N],
                                                      "kind": "difficult"}]),
    "ascii-1000x1000-max-cells": lambda: base(grid=None, ascii=[
        "".join("#~.!"[(x + y) % 4] if y < L.MAX_TERRAIN_CELLS * 4 // (3 * N) else "." for x in range(N))
        for y in range(N)]),
    "walls-100000-segments": lambda: base(walls=many_walls(), creatures=[{"id": "a", "side": "a", "at": [500, 500]}]),
    "walls-long-slanted": lambda: base(walls=long_walls(), creatures=[{"id": "a", "side": "a", "at": [500, 500]}]),
    "creatures-2000": lambda: base(creatures=[{"id": f"c{i}", "side": "ab"[i % 2], "at": [(i * 7) % N, (i * 13) % N]}
                                              for i in range(L.MAX_CREATURES)]),
    "zones-500": lambda: base(ruleset="zones", grid={"width": 100, "height": 100},
                              zones=[{"id": f"z{i}", "polygon": [[i % 25 * 4, i // 25 * 4], [i % 25 * 4 + 4, i // 25 * 4],
                                                                  [i % 25 * 4 + 4, i // 25 * 4 + 4],
                                                                  [i % 25 * 4, i // 25 * 4 + 4]]}
                                     for i in range(L.MAX_ZONES)]),
    "reach-max-speed-1000x1000": lambda: base(
        creatures=[{"id": "a", "side": "a", "at": [500, 500], "speed": L.MAX_SPEED}],
        queries=[{"id": "r", "type": "reach", "creature": "a", "budget": L.MAX_SEARCH_BUDGET}]),
    "path-unreachable-1000x1000": lambda: base(
        creatures=[{"id": "a", "side": "a", "at": [500, 500], "speed": L.MAX_SPEED}],
        walls=[{"line": [[900, 900], [910, 900], [910, 910], [900, 910], [900, 900]]}],
        queries=[{"id": "p", "type": "path", "creature": "a", "to": [905, 905]}]),
}

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[3])
from rules.encounter_file import open_document
from rules.oracle import check
from rules.movement import Mover
path, kind = sys.argv[1], sys.argv[2]
t0 = time.perf_counter()
opened = open_document(path)
t_open = time.perf_counter() - t0
enc = opened.encounter
t1 = time.perf_counter()
if enc.pack.grid and enc.creatures:
    Mover(enc, enc.creatures[0]).reachable(5)   # the first drag builds the step graph
t_drag = time.perf_counter() - t1
t2 = time.perf_counter()
if kind == "queries":
    check(json.load(open(path)))
t_check = time.perf_counter() - t2
print(json.dumps({"open": t_open, "first_drag": t_drag, "queries": t_check,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def run_case(name: str, doc: dict, folder: Path) -> dict:
    if doc.get("grid") is None:
        doc.pop("grid", None)
    path = folder / f"{name}.json"
    path.write_text(json.dumps(doc))
    kind = "queries" if doc.get("queries") else "open"
    r = subprocess.run([sys.executable, "-c", CHILD, str(path), kind, str(ROOT)], capture_output=True, text=True)
    if r.returncode != 0:
        return {"error": r.stderr.strip().splitlines()[-1] if r.stderr else f"exit {r.returncode}"}
    out = json.loads(r.stdout)
    out["bytes"] = path.stat().st_size
    return out


def autosave_stall() -> dict:
    """The GUI thread's share of an autosave of a 42 MB encounter: the snapshot; the rest is a worker's."""
    import time

    from geometry import Board, Cell, Grid
    from rules import autosave
    from rules.creature import Creature
    from rules.encounter import Encounter, MapImage
    from rules.encounter_file import snapshot

    sys.path.insert(0, str(ROOT / "tests" / "rules"))
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    big = os.urandom(42 * 1024 * 1024)  # incompressible, as a photo-like map is
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4000, 4000, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", big) + chunk(b"IEND", b""))
    enc = Encounter(Board(Grid(100, 100)), creatures=[Creature(f"c{i}", "a", Cell(i % 100, i // 100)) for i in range(300)])
    enc.map_image = MapImage("map.png", png, 40.0, (0.0, 0.0))
    with tempfile.TemporaryDirectory() as d:
        session = autosave.Session(Path(d))
        stalls = []
        for _ in range(5):
            t0 = time.perf_counter()
            snapshot(enc)
            stalls.append(time.perf_counter() - t0)
        w = autosave.BackgroundWriter(session)
        t0 = time.perf_counter()
        w.submit(enc)
        submit = time.perf_counter() - t0
        # the GUI thread goes on ticking (as the event loop would): its longest gap is the visible stall
        gap, last = 0.0, time.perf_counter()
        while not w.wait_idle(0):
            time.sleep(0.001)
            now = time.perf_counter()
            gap, last = max(gap, now - last), now
        write = w.last.seconds
        session.end()
    return {"snapshot_max_ms": max(stalls) * 1000, "submit_ms": submit * 1000, "worker_write_s": write,
            "longest_gap_ms": gap * 1000,
            "bytes": len(png)}


def main(argv: list[str]) -> int:
    pick = argv[0] if argv else ""
    print(f"limits: grid {N}x{N}, {L.MAX_WALL_SEGMENTS} wall segments, {L.MAX_CREATURES} creatures, "
          f"speed {L.MAX_SPEED}, search budget {L.MAX_SEARCH_BUDGET}")
    print(f"{'case':32} {'file':>10} {'open s':>8} {'1st drag s':>11} {'queries s':>10} {'peak MB':>9}")
    with tempfile.TemporaryDirectory() as d:
        for name, make in CASES.items():
            if pick not in name:
                continue
            r = run_case(name, make(), Path(d))
            if "error" in r:
                print(f"{name:32} ERROR {r['error']}")
                continue
            print(f"{name:32} {r['bytes']:>10} {r['open']:>8.2f} {r['first_drag']:>11.2f} {r['queries']:>10.2f} "
                  f"{r['peak_mb']:>9.0f}")
    if pick in "autosave-42MB":
        r = autosave_stall()
        print(f"autosave 42 MB: GUI-thread snapshot max {r['snapshot_max_ms']:.3f} ms, submit "
              f"{r['submit_ms']:.3f} ms, longest GUI-thread gap while the worker writes "
              f"{r['longest_gap_ms']:.1f} ms; worker writes it in {r['worker_write_s']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
