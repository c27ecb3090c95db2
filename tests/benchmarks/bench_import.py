"""Benchmark of the Universal VTT import (run by hand, not collected by pytest):

    uv run --group dev python tests/benchmarks/bench_import.py [--seed N] [--walls N] [--mb N] [--runs N]

Builds a Dungeondraft-like file: a 60 x 60 map (a PNG of noise, about 1600 px a side, so it does not
compress: about 10 MB once in base64), rooms whose walls make 2,000 segments (a tenth of
them repeated or overlapping, as exporters do), 150 doors centred on grid lines, object outlines,
lights. It prints the import time from the file on disk (median and worst of the runs), the time of
each stage as the progress callback reports them, and saving the encounter and exporting it again.
Target (issue 12): the import under 2 s; the window shows progress past half a second.
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import statistics
import struct
import sys
import tempfile
import time
import zlib
from pathlib import Path

from rules.encounter_file import save_encounter
from rules.uvtt import ImportOptions, import_uvtt_file, write_uvtt

SIZE = 60  # squares a side for 2,000 segments; more segments get a larger map, as real ones do


def noise_png(width: int, height: int, rnd: random.Random) -> bytes:
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    row = width * 3
    raw = b"".join(b"\x00" + rnd.randbytes(row) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))


def xy(x, y):
    return {"x": x, "y": y}


def build(rnd: random.Random, n_walls: int, megabytes: float) -> dict:
    global SIZE
    SIZE = max(60, round(60 * (n_walls / 2000) ** 0.5))
    side = int((megabytes * 1e6 * 3 / 4 / 3) ** 0.5)  # pixels a side for that many base64 bytes
    lines, portals, segments = [], [], 0
    while segments < n_walls:
        # A room: a rectangle on grid lines, its walls as one polyline, sometimes a door in a side.
        x, y = rnd.randrange(0, SIZE - 6), rnd.randrange(0, SIZE - 6)
        w, h = rnd.randrange(2, 7), rnd.randrange(2, 7)
        if rnd.random() < 0.5 and len(portals) < 150:
            dx = x + rnd.randrange(1, w)  # a one-square door centred on the grid line x = dx
            lines.append([xy(dx + 0.5, y), xy(x + w, y), xy(x + w, y + h), xy(x, y + h), xy(x, y), xy(dx - 0.5, y)])
            portals.append({"position": xy(dx, y), "bounds": [xy(dx - 0.5, y), xy(dx + 0.5, y)], "rotation": 0,
                            "closed": rnd.random() < 0.5, "freestanding": False})
            segments += 5
        else:
            lines.append([xy(x, y), xy(x + w, y), xy(x + w, y + h), xy(x, y + h), xy(x, y)])
            segments += 4
        if rnd.random() < 0.1:  # exporters repeat walls
            lines.append([xy(x, y), xy(x + w, y)])
            segments += 1
    objects = [[xy(x + 0.2, y + 0.2), xy(x + 0.8, y + 0.3), xy(x + 0.6, y + 0.9), xy(x + 0.2, y + 0.2)]
               for x, y in ((rnd.randrange(SIZE), rnd.randrange(SIZE)) for _ in range(40))]
    lights = [{"position": xy(rnd.uniform(0, SIZE), rnd.uniform(0, SIZE)), "range": 4, "intensity": 1,
               "color": "ffffddaa", "shadows": True} for _ in range(30)]
    return {"format": 0.3, "resolution": {"map_origin": xy(0, 0), "map_size": xy(SIZE, SIZE),
                                          "pixels_per_grid": side / SIZE},
            "line_of_sight": lines, "objects_line_of_sight": objects, "portals": portals,
            "environment": {"baked_lighting": True, "ambient_light": "ffffffff"}, "lights": lights,
            "image": base64.b64encode(noise_png(side, side, rnd)).decode()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--walls", type=int, default=2000)
    ap.add_argument("--mb", type=float, default=10.0)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    doc = build(rnd, args.walls, args.mb)
    n_segments = sum(len(line) - 1 for line in doc["line_of_sight"] + doc["objects_line_of_sight"])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.dd2vtt"
        path.write_text(json.dumps(doc))
        size = path.stat().st_size
        print(f"file: {size / 1e6:.1f} MB, {n_segments} wall segments, {len(doc['portals'])} doors, "
              f"map {SIZE} squares a side")
        times, stages = [], {}
        for _ in range(args.runs):
            marks = []
            t0 = time.perf_counter()
            result = import_uvtt_file(path, ImportOptions(), progress=lambda f, s, m=marks: m.append((s, time.perf_counter())))
            times.append(time.perf_counter() - t0)
            prev = t0
            for stage, t in marks:
                stages.setdefault(stage, []).append(t - prev)
                prev = t
        enc = result.encounter
        print(f"import: median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms "
              f"(target < 2000 ms)")
        # Each stage's time is the time since the previous report, so it is the stage that ended there.
        names = {"read": "(start)", "json": "read file", "image": "parse JSON", "walls": "base64 + picture checks",
                 "merge": "walls, doors, lights read", "done": "clean walls + build encounter"}
        for stage, ts in stages.items():
            print(f"  {names.get(stage, stage):32s} {statistics.median(ts) * 1000:7.1f} ms")
        print(f"result: {len(enc.board.walls)} walls and doors; adjustments: "
              + ", ".join(f"{a.code} {a.count}" for a in result.adjustments))
        t0 = time.perf_counter()
        save_encounter(enc, Path(tmp) / "bench.damier")
        print(f"save .damier: {(time.perf_counter() - t0) * 1000:.0f} ms")
        t0 = time.perf_counter()
        write_uvtt(enc, Path(tmp) / "again.dd2vtt")
        print(f"export .dd2vtt: {(time.perf_counter() - t0) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
