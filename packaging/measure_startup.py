"""Measure the frozen Damier: unpacked size and time from launch to the first painted frame.

    uv run python packaging/measure_startup.py [APP] [--runs 5] [--file ENCOUNTER] [--json]

APP defaults to dist/damier/damier (dist/damier/damier.exe on Windows,
dist/Damier.app/Contents/MacOS/damier on macOS). Each run launches the app with
DAMIER_STARTUP_PROBE set (see packaging/damier_entry.py): the app starts exactly as a
user's double-click would (the demo encounter, or --file), and exits once its first
window has painted. Time = first paint - the moment just before the process was
spawned. Runs offscreen unless QT_QPA_PLATFORM is already set. Settings and
autosaves go to a temporary folder, never the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def default_app() -> Path:
    if sys.platform == "win32":
        return ROOT / "dist" / "damier" / "damier.exe"
    if sys.platform == "darwin" and (ROOT / "dist" / "Damier.app").is_dir():
        return ROOT / "dist" / "Damier.app" / "Contents" / "MacOS" / "damier"
    return ROOT / "dist" / "damier" / "damier"


def bundle_dir(app: Path) -> Path:
    """The folder holding the whole frozen app (Damier.app on macOS)."""
    for parent in app.parents:
        if parent.suffix == ".app":
            return parent
    return app.parent


def tree_size(path: Path) -> int:
    """Bytes in the files under path (symlinks not followed, hard links counted once)."""
    seen, total = set(), 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            st = os.lstat(os.path.join(dirpath, name))
            if (st.st_dev, st.st_ino) not in seen:
                seen.add((st.st_dev, st.st_ino))
                total += st.st_size
    return total


def first_paint_once(app: Path, args: list[str], timeout: float = 60.0) -> float:
    with tempfile.TemporaryDirectory(prefix="damier-startup-") as tmp:
        report = Path(tmp) / "probe.json"
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["DAMIER_STARTUP_PROBE"] = str(report)
        env["DAMIER_DATA_DIR"] = str(Path(tmp) / "data")
        env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        start = time.time()
        proc = subprocess.run([str(app), *args], env=env, capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0 or not report.exists():
            raise RuntimeError(
                f"{app} exited {proc.returncode} without a first-paint report\n{proc.stdout}{proc.stderr}"
            )
        data = json.loads(report.read_text(encoding="utf-8"))
        return data["first_paint"] - start


def measure(app: Path, runs: int = 5, args: list[str] | None = None) -> dict:
    times = [first_paint_once(app, list(args or [])) for _ in range(runs)]
    return {
        "app": str(app),
        "bundle_bytes": tree_size(bundle_dir(app)),
        "first_paint_s": {
            "runs": [round(t, 3) for t in times],
            "median": round(statistics.median(times), 3),
            "min": round(min(times), 3),
            "max": round(max(times), 3),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("app", nargs="?", type=Path, default=default_app())
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--file", help="an encounter to open instead of the default start")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    result = measure(args.app, args.runs, [args.file] if args.file else [])
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        fp = result["first_paint_s"]
        print(f"bundle: {result['bundle_bytes'] / 1e6:.1f} MB ({result['bundle_bytes'] / 2**20:.1f} MiB) unpacked")
        print(f"launch -> first painted frame: median {fp['median']:.3f} s "
              f"(min {fp['min']:.3f}, max {fp['max']:.3f}, {len(fp['runs'])} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
