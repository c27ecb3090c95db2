"""Smoke-test the frozen app that is about to ship (dist/damier or dist/Damier.app).

    uv run python packaging/smoke_test.py [OUTDIR]

Runs `--self-test OUTDIR` offscreen (the demo, a scripted drag and a hover, a
screenshot), checks the PNG, then measures launch-to-first-paint and the unpacked
size. Exits non-zero when anything fails. The release workflow runs it on every OS.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import measure_startup  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path(tempfile.mkdtemp(prefix="damier-smoke-"))
    app = measure_startup.default_app()
    if not app.is_file():
        print(f"smoke test: {app} not found; run packaging/build.py first", file=sys.stderr)
        return 1
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.setdefault("DAMIER_DATA_DIR", tempfile.mkdtemp(prefix="damier-smoke-data-"))
    proc = subprocess.run([str(app), "--self-test", str(out)], env=env, capture_output=True, text=True,
                          timeout=300)
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    png = out / "director.png"
    if proc.returncode != 0 or not png.is_file() or png.stat().st_size == 0:
        print(f"smoke test: FAILED (exit {proc.returncode}, {png} missing or empty)", file=sys.stderr)
        return 1
    print(f"smoke test: self-test ok, {png} ({png.stat().st_size} bytes)")
    return measure_startup.main([str(app), "--runs", "3"])


if __name__ == "__main__":
    sys.exit(main())
