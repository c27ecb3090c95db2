"""`damier info FILE.damier`: one line about a document, without Qt.

Exit 0 and a summary on stdout (`"Crypte" - draw-steel - 24x16 squares - 8 creatures`), or exit 2
and the one-line reason on stderr. `main(argv) -> int` is what the `damier` dispatcher calls.
"""

from __future__ import annotations

import argparse
import sys

from .encounter_file import EncounterFileError, open_document
from .safe_read import display_name


def summary(path: str) -> str:
    """The one-line summary of a document (raises EncounterFileError)."""
    opened = open_document(path)
    enc = opened.encounter
    n = len(enc.creatures)
    parts = [f'"{enc.title}"' if enc.title else display_name(path), enc.ruleset,
             f"{enc.board.width}x{enc.board.height} squares", f"{n} creature{'s' if n != 1 else ''}"]
    if enc.map_image is not None and enc.map_image.data:
        parts.append("map image")
    if opened.notices:
        parts.append(f"{len(opened.notices)} note{'s' if len(opened.notices) != 1 else ''} on opening")
    return " - ".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="damier info", description="One line about a Damier document.")
    ap.add_argument("file")
    args = ap.parse_args(argv)
    try:
        line = summary(args.file)
    except EncounterFileError as e:
        if sys.stderr is not None:
            print(f"error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - one line, never a traceback
        if sys.stderr is not None:
            print(f"error: {display_name(args.file)}: cannot be read (internal error: {type(e).__name__})",
                  file=sys.stderr)
        return 2
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
