"""`damier import MAP -o OUT` and `damier export ENCOUNTER.damier -o MAP.dd2vtt`. No Qt.

Import writes a `.damier` encounter, or a scenario (`damier.scenario/1`, no queries) when OUT ends
in `.json`, so `damier check` can be asked about an imported map. MAP is a Universal VTT file or a
map picture (PNG, JPEG, WebP) with its calibration given as options.
Errors print one line on stderr, `error: ...`, and exit 2; nothing is written then.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .document import SCENARIO_FORMAT, encounter_to_doc
from .encounter_file import EncounterFileError, atomic_write, load_encounter, save_encounter
from .map_import import Calibration, MapImport, MapImportError, import_image_file
from .packs import RULESETS
from .uvtt import ImportOptions, import_uvtt_file, is_uvtt_name, write_uvtt


def _err(msg: str) -> None:
    if sys.stderr is not None:
        print(f"error: {msg}", file=sys.stderr)


def _say(msg: str) -> None:
    if sys.stdout is not None:
        print(msg)


def _looks_like_json(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(64).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{"
    except OSError:
        return False


def _offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not X,Y in pixels") from None
    return x, y


def import_map(args) -> MapImport:
    if is_uvtt_name(args.map) or _looks_like_json(args.map):
        options = ImportOptions(objects=args.objects, align_doors=not args.no_align_doors, ruleset=args.ruleset)
        return import_uvtt_file(args.map, options)
    if args.squares_across is not None:
        n = args.squares_across
        cal = lambda info: Calibration.from_squares_across(info.width, n)  # noqa: E731
    elif args.square_px is not None:
        cal = Calibration(args.square_px, args.offset or (0.0, 0.0))
    else:
        raise MapImportError(f'Cannot import "{Path(args.map).name}": a map picture needs --square-px '
                             "(pixels a square, with --offset X,Y) or --squares-across.", reason="calibration")
    return import_image_file(args.map, cal, ruleset=args.ruleset)


def main_import(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="damier import", description="Make an encounter (.damier) or a scenario "
                                 "(.json) from a Universal VTT map or a map picture.")
    ap.add_argument("map", help=".dd2vtt, .uvtt, .df2vtt, or a PNG, JPEG or WebP picture")
    ap.add_argument("-o", "--output", required=True, help="OUT.damier, or OUT.json for a scenario")
    ap.add_argument("--ruleset", choices=list(RULESETS), default="draw-steel")
    ap.add_argument("--objects", choices=["walls", "ignore"], default="walls",
                    help="Universal VTT object outlines: walls (default) or left out")
    ap.add_argument("--no-align-doors", action="store_true",
                    help="keep doors exactly where the file puts them (see RULINGS, Imported doors)")
    ap.add_argument("--square-px", type=float, help="picture: pixels a square")
    ap.add_argument("--offset", type=_offset, help="picture: X,Y pixel of a grid corner (default 0,0)")
    ap.add_argument("--squares-across", type=int, help="picture with no grid: squares across its width")
    args = ap.parse_args(argv)
    try:
        result = import_map(args)
    except MapImportError as e:
        _err(str(e))
        return 2
    enc = result.encounter
    out = Path(args.output)
    try:
        if out.suffix.lower() == ".json":
            doc = encounter_to_doc(enc, fmt=SCENARIO_FORMAT)
            doc["queries"] = []
            raw = json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")
            atomic_write(out, lambda f: f.write(raw))
        else:
            save_encounter(enc, out)
    except EncounterFileError as e:
        _err(str(e))
        return 2
    except OSError as e:
        _err(f'Could not write "{out.name}": {e.strerror or e}.')
        return 2
    doors = sum(1 for w in enc.board.walls if w.door is not None)
    _say(f"{out}: {enc.board.width} x {enc.board.height} squares, {len(enc.board.walls) - doors} walls, "
         f"{doors} doors")
    for a in result.adjustments:
        _say(f"  {a.detail}")
    return 0


def main_export(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="damier export", description="Write an encounter's map as Universal VTT.")
    ap.add_argument("encounter", help="ENCOUNTER.damier (or a scenario .json with a map picture)")
    ap.add_argument("-o", "--output", required=True, help="MAP.dd2vtt (or .uvtt, .df2vtt)")
    args = ap.parse_args(argv)
    try:
        enc = load_encounter(args.encounter)
        write_uvtt(enc, args.output)
    except (EncounterFileError, MapImportError) as e:
        _err(str(e))
        return 2
    _say(f"{args.output}: {enc.board.width} x {enc.board.height} squares")
    return 0
