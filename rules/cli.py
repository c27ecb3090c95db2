"""Command line of the rules layer: `damier check FILE` (and `python -m rules check FILE`). No Qt.

Whatever the file holds, the answer is JSON on stdout (exit 0 or 1) or one line on stderr (exit 2):
never a traceback (scenario format §6)."""

from __future__ import annotations

import argparse
import json
import sys

from . import limits
from .errors import ScenarioError
from .oracle import check
from .safe_read import ReadProblem, display_name, read_regular
from .validate import JSONProblem, loads


def _err(msg: str) -> None:
    if sys.stderr is not None:
        print(f"error: {msg}", file=sys.stderr)


def check_file(path: str) -> int:
    name = display_name(path)
    try:
        raw = read_regular(path, limits.MAX_DOCUMENT_BYTES)
    except ReadProblem as e:
        _err(f"{name}: cannot read the file ({e})")
        return 2
    try:
        doc = loads(raw)
    except JSONProblem as e:
        _err(f"{name}: not valid JSON ({e.detail})" if e.code == "json" else f"{name}: {e.detail}")
        return 2
    try:
        out, status = check(doc)
        text = json.dumps(out, ensure_ascii=False, allow_nan=False)
    except ScenarioError as e:
        _err(str(e))
        return 2
    except RecursionError:
        _err(f"{name}: nested too deeply")
        return 2
    except MemoryError:
        _err(f"{name}: the scenario needs more memory than this computer has")
        return 2
    except Exception as e:  # noqa: BLE001 - §6: one line, never a traceback; says it is our fault
        _err(f"{name}: Damier could not read this scenario (internal error: {type(e).__name__}: {e})"[:500])
        return 2
    print(text)
    return status


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="damier check", description="Answer a scenario file's queries as JSON.")
    ap.add_argument("file")
    args = ap.parse_args(argv)
    return check_file(args.file)
