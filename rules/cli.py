"""Command line of the rules layer: `damier check FILE` (and `python -m rules check FILE`). No Qt."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import ScenarioError
from .oracle import check


def _err(msg: str) -> None:
    if sys.stderr is not None:
        print(f"error: {msg}", file=sys.stderr)


def check_file(path: str) -> int:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        _err(f"{path}: cannot read the file ({e.strerror or e})")
        return 2
    except UnicodeDecodeError:
        _err(f"{path}: not UTF-8 text")
        return 2
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        _err(f"{path}: line {e.lineno}, column {e.colno}: not valid JSON ({e.msg})")
        return 2
    try:
        out, status = check(doc)
    except ScenarioError as e:
        _err(str(e))
        return 2
    except RecursionError:
        _err(f"{path}: nested too deeply")
        return 2
    print(json.dumps(out, ensure_ascii=False))
    return status


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="damier check", description="Answer a scenario file's queries as JSON.")
    ap.add_argument("file")
    args = ap.parse_args(argv)
    return check_file(args.file)
