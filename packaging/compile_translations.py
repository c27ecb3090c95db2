"""Compile Damier's translations: resources/i18n/*.ts -> resources/i18n/*.qm.

The .qm files are build outputs (gitignored). Both the packaging build and a
development run compile them with this script:

    uv run python packaging/compile_translations.py           # only stale ones
    uv run python packaging/compile_translations.py --force   # all of them

or from Python, without importing anything else from the project:

    import runpy
    ns = runpy.run_path("packaging/compile_translations.py")
    ns["compile_translations"]()          # -> list of .qm paths that exist

It runs Qt's `lrelease` from the PySide6 wheel (`pyside6-lrelease`) with the
interpreter that runs this script, so it works the same on Linux, Windows and
macOS and needs nothing outside the project's environment.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"

# Runs PySide6's `pyside6-lrelease` entry point (PySide6/scripts/pyside_tool.py:lrelease).
_LRELEASE = (
    "import sys; from PySide6.scripts.pyside_tool import lrelease; "
    "sys.argv[0] = 'pyside6-lrelease'; lrelease()"
)


class TranslationError(RuntimeError):
    """lrelease failed on a catalogue."""


def _stale(ts: Path, qm: Path) -> bool:
    return not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime


def compile_translations(
    src_dir: Path | str = I18N,
    out_dir: Path | str | None = None,
    *,
    force: bool = False,
    quiet: bool = True,
) -> list[Path]:
    """Compile every *.ts of src_dir into out_dir (default: beside it).

    Returns the .qm paths (compiled now or already up to date). Raises
    TranslationError when lrelease fails; returns [] when there is no .ts.
    """
    src = Path(src_dir)
    out = Path(out_dir) if out_dir is not None else src
    sources = sorted(src.glob("*.ts")) if src.is_dir() else []
    if not sources:
        return []
    out.mkdir(parents=True, exist_ok=True)
    results = []
    for ts in sources:
        qm = out / (ts.stem + ".qm")
        if force or _stale(ts, qm):
            cmd = [sys.executable, "-c", _LRELEASE]
            if quiet:
                cmd.append("-silent")
            cmd += [str(ts), "-qm", str(qm)]
            proc = subprocess.run(cmd, capture_output=True, text=True)
            if proc.returncode != 0 or not qm.exists():
                raise TranslationError(f"lrelease failed on {ts}:\n{proc.stdout}{proc.stderr}")
        results.append(qm)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=I18N, help="folder of .ts files (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=None, help="folder for .qm files (default: beside the .ts)")
    parser.add_argument("--force", action="store_true", help="recompile even up-to-date catalogues")
    args = parser.parse_args(argv)
    try:
        done = compile_translations(args.src, args.out, force=args.force)
    except TranslationError as exc:
        print(exc, file=sys.stderr)
        return 1
    if not done:
        print(f"no .ts files in {args.src}")
    for qm in done:
        print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
