"""Universal VTT maps (`.dd2vtt`, `.uvtt`, `.df2vtt`; format 0.2 and 0.3) in and out of Damier.

One JSON object: `format`, `resolution` {`map_origin`, `map_size` (squares), `pixels_per_grid`},
`line_of_sight` and `objects_line_of_sight` (polylines of {x, y} in squares), `portals`
(`bounds` = the door's two ends, `closed`, `freestanding`), `lights`, `environment`, and
`image` (base64 PNG, WebP or JPEG).

Import (`import_uvtt_file`, `import_uvtt_bytes`): everything is checked before anything is built,
so a bad file raises one MapImportError naming the place and the problem, and nothing is half
imported; the encounter it returns is new. A non-zero `map_origin` shifts every coordinate (the
picture's top-left is the origin). Walls block movement and effect; portals become doors, closed
unless the file says `closed: false`; lights and environment are kept in the map image's `kept`
data (board coordinates) so an export gives them back. What was adjusted is in the result.

Export (`export_uvtt`, `write_uvtt`): the picture, walls, doors and the kept lights/environment.
Every plain wall goes to `line_of_sight` (the format has no walls that block only movement or only
sight); every door to `portals`, free-standing when no plain wall ends at either of its ends.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from geometry import Board, DoorState, Wall

from .encounter import Encounter, MapImage
from .encounter_file import EXTENSIONS, atomic_write
from .image_info import ImageError, image_info
from .map_import import (
    MAX_BOARD_SIDE,
    MIN_SQUARE_PX,
    Adjustment,
    MapImport,
    MapImportError,
    Progress,
    board_grid,
    check_picture,
    file_error,
    read_limited,
)
from .uvtt_walls import SNAP, Door, clean

UVTT_EXTENSIONS = (".dd2vtt", ".uvtt", ".df2vtt")
KNOWN_FORMATS = (0.1, 0.2, 0.3)
EXPORT_FORMAT = 0.3
# The picture is most of the file; 192 MB of base64 is a 144 MB picture, past any real export.
MAX_FILE_BYTES = 192 * 1024 * 1024
MAX_ORIGIN = 1e6  # squares
OUTSIDE_MARGIN = 1.0  # squares a wall or door may reach past the map's edge (then clipped)
_HEX = re.compile(r"^#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")


@dataclass(frozen=True)
class ImportOptions:
    """The import dialog's choices. `objects`: "walls" (objects' outlines block like walls, the
    default) or "ignore"; `align_doors`: move doors onto whole squares (RULINGS, "Imported doors")."""

    objects: str = "walls"
    align_doors: bool = True
    ruleset: str = "draw-steel"

    def __post_init__(self):
        if self.objects not in ("walls", "ignore"):
            raise ValueError(f"objects must be 'walls' or 'ignore', not {self.objects!r}")


@dataclass(frozen=True)
class UvttImport(MapImport):
    format: float = 0.0
    doors_aligned: tuple = ()  # uvtt_walls.DoorAlignment for each door moved, for the dialog


def is_uvtt_name(path: str | os.PathLike) -> bool:
    return Path(path).suffix.lower() in UVTT_EXTENSIONS


# ---- reading values, each naming its place ---------------------------------------------------
class _Reader:
    def __init__(self, path):
        self.path = path

    def fail(self, reason: str, place: str, problem: str) -> MapImportError:
        return file_error(self.path, reason, problem, place)

    def key(self, obj: dict, key: str, place: str):
        if key not in obj:
            where = f"{place}.{key}" if place else key
            raise self.fail("missing-key", where, "this key is missing.")
        return obj[key]

    def obj(self, v, place: str) -> dict:
        if not isinstance(v, dict):
            raise self.fail("invalid", place, f"{_show(v)} is not an object.")
        return v

    def list(self, v, place: str) -> list:
        if not isinstance(v, list):
            raise self.fail("invalid", place, f"{_show(v)} is not a list.")
        return v

    def num(self, v, place: str) -> float:
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise self.fail("invalid", place, f"{_show(v)} is not a number.")
        v = float(v)
        if not math.isfinite(v):
            raise self.fail("not-finite", place, f"{v} is not a finite number.")
        return v

    def point(self, v, place: str) -> tuple[float, float]:
        if isinstance(v, list | tuple) and len(v) == 2:
            return self.num(v[0], f"{place}[0]"), self.num(v[1], f"{place}[1]")
        v = self.obj(v, place)
        return self.num(self.key(v, "x", place), f"{place}.x"), self.num(self.key(v, "y", place), f"{place}.y")

    def flag(self, v, place: str) -> bool:
        if not isinstance(v, bool):
            raise self.fail("invalid", place, f"{_show(v)} is not true or false.")
        return v

    def colour(self, v, place: str) -> str:
        if not isinstance(v, str) or not _HEX.match(v):
            raise self.fail("invalid", place, f"{_show(v)} is not a colour AARRGGBB.")
        v = v.lstrip("#").lower()
        return v if len(v) == 8 else "ff" + v

    def finite_json(self, v, place: str, depth: int = 0):
        """Kept data must save as JSON: no NaN or infinity anywhere, and not absurdly deep."""
        if depth > 32:
            raise self.fail("invalid", place, "is nested too deeply.")
        if isinstance(v, float) and not math.isfinite(v):
            raise self.fail("not-finite", place, f"{v} is not a finite number.")
        if isinstance(v, dict):
            return {str(k): self.finite_json(x, f"{place}.{k}", depth + 1) for k, x in v.items()}
        if isinstance(v, list):
            return [self.finite_json(x, f"{place}[{i}]", depth + 1) for i, x in enumerate(v)]
        return v


def _show(v) -> str:
    s = json.dumps(v) if not isinstance(v, float) or math.isfinite(v) else str(v)
    return s if len(s) <= 40 else s[:37] + "..."


def _decode_json(raw: bytes, path) -> dict:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise file_error(path, "json", "it is not UTF-8 text, so not a Universal VTT map.") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        detail = f"line {e.lineno}, column {e.colno}: {e.msg}"
        raise file_error(path, "json", f"it is not valid JSON ({detail}).", detail=detail) from None
    except RecursionError:
        raise file_error(path, "json", "its JSON is nested too deeply.") from None
    if not isinstance(doc, dict):
        raise file_error(path, "not-uvtt", "it is not a Universal VTT map (the JSON is not an object).")
    return doc


def _decode_image(r: _Reader, v) -> bytes:
    if not isinstance(v, str):
        raise r.fail("invalid", "image", f"{_show(v)} is not a base64 picture.")
    if v.startswith("data:"):  # a data URL: keep what follows the comma
        v = v.partition(",")[2]
    v = "".join(v.split())
    if not v:
        raise r.fail("not-image", "image", "the picture is empty.")
    try:
        return base64.b64decode(v, validate=True)
    except (binascii.Error, ValueError):
        raise r.fail("base64", "image", "the picture is not valid base64 text.") from None


# ---- import ------------------------------------------------------------------------------------
def import_uvtt_file(path: str | os.PathLike, options: ImportOptions = ImportOptions(), *,
                     progress: Progress | None = None) -> UvttImport:
    """A new encounter from a Universal VTT file; MapImportError (size checked before reading)."""
    if progress:
        progress(0.0, "read")
    raw = read_limited(path, MAX_FILE_BYTES, "a Universal VTT map")
    return import_uvtt_bytes(raw, options, path=path, progress=progress)


def read_uvtt_doc(path: str | os.PathLike) -> dict:
    """The file's JSON, read once: an import dialog can then call import_uvtt_doc again each time an
    option changes without reading the file again. MapImportError as import_uvtt_file."""
    return _decode_json(read_limited(path, MAX_FILE_BYTES, "a Universal VTT map"), path)


def import_uvtt_bytes(raw: bytes, options: ImportOptions = ImportOptions(), *, path: str | os.PathLike = "map.dd2vtt",
                      progress: Progress | None = None) -> UvttImport:
    if len(raw) > MAX_FILE_BYTES:
        raise file_error(path, "too-large-file", f"the file is more than {MAX_FILE_BYTES // 2**20} MB.")
    if progress:
        progress(0.1, "json")
    doc = _decode_json(raw, path)
    return import_uvtt_doc(doc, options, path=path, progress=progress)


def import_uvtt_doc(doc: dict, options: ImportOptions = ImportOptions(), *, path: str | os.PathLike = "map.dd2vtt",
                    progress: Progress | None = None) -> UvttImport:
    r = _Reader(path)
    r.obj(doc, "the file")
    if "resolution" not in doc and "image" not in doc:
        raise file_error(path, "not-uvtt", "it is not a Universal VTT map (no resolution and no image).")
    adjustments: list[Adjustment] = []

    fmt_v = r.key(doc, "format", "")
    if isinstance(fmt_v, str):
        try:
            fmt_v = float(fmt_v)
        except ValueError:
            raise r.fail("invalid", "format", f"{_show(fmt_v)} is not a format number.") from None
    fmt = r.num(fmt_v, "format")
    if not any(abs(fmt - k) < 1e-9 for k in KNOWN_FORMATS):
        adjustments.append(Adjustment("format-unknown", 1, f"Format {fmt:g} is not one this version knows "
                                      "(0.2, 0.3); it was read as 0.3."))

    res = r.obj(r.key(doc, "resolution", ""), "resolution")
    ox, oy = r.point(res.get("map_origin", {"x": 0, "y": 0}), "resolution.map_origin")
    sw, sh = r.point(r.key(res, "map_size", "resolution"), "resolution.map_size")
    ppg = r.num(r.key(res, "pixels_per_grid", "resolution"), "resolution.pixels_per_grid")
    if ppg < MIN_SQUARE_PX:
        raise r.fail("invalid", "resolution.pixels_per_grid", f"{ppg:g} pixels a square is too small for a "
                     f"map (at least {MIN_SQUARE_PX:g}).")
    if sw <= 0 or sh <= 0:
        raise r.fail("invalid", "resolution.map_size", f"{sw:g} x {sh:g} squares is not a map.")
    if max(abs(ox), abs(oy)) > MAX_ORIGIN:  # past this, adding the map's size loses precision
        raise r.fail("invalid", "resolution.map_origin", f"({ox:g}, {oy:g}) is too far from any map.")
    # The board starts on the grid line at or before the picture's corner and covers the picture.
    bx, by = math.floor(ox + SNAP), math.floor(oy + SNAP)
    width = max(1, math.ceil(ox + sw - SNAP) - bx)
    height = max(1, math.ceil(oy + sh - SNAP) - by)
    grid = board_grid(width, height, path, "resolution.map_size")

    def board_point(v, place) -> tuple[float, float]:
        x, y = r.point(v, place)
        return x - bx, y - by

    def inside(p, place):
        x, y = p
        if not (-OUTSIDE_MARGIN <= x <= width + OUTSIDE_MARGIN and -OUTSIDE_MARGIN <= y <= height + OUTSIDE_MARGIN):
            raise r.fail("outside-map", place, f"the point ({x + bx:g}, {y + by:g}) lies outside the "
                         f"{sw:g} x {sh:g} squares of the map.")
        return p

    if progress:
        progress(0.2, "image")
    data = _decode_image(r, r.key(doc, "image", ""))
    info = check_picture(data, path, "image")
    if max(info.width, info.height) / ppg > MAX_BOARD_SIDE:
        raise r.fail("map-too-large", "resolution.pixels_per_grid", f"at {ppg:g} pixels a square the "
                     f"{info.width} x {info.height} picture is more than {MAX_BOARD_SIDE} squares a side.")
    ew, eh = sw * ppg, sh * ppg
    if abs(info.width - ew) > ppg / 2 or abs(info.height - eh) > ppg / 2:
        adjustments.append(Adjustment("image-size-mismatch", 1, f"The picture is {info.width} x {info.height} "
                                      f"pixels, not the {ew:g} x {eh:g} the map's size says; the map's size "
                                      "was kept."))

    if progress:
        progress(0.4, "walls")
    segments: list[tuple[float, float, float, float]] = []

    def read_polylines(key: str) -> int:
        lines = r.list(doc.get(key, []) if doc.get(key) is not None else [], key)
        count = 0
        for i, line in enumerate(lines):
            pts = [inside(board_point(p, f"{key}[{i}][{j}]"), f"{key}[{i}][{j}]")
                   for j, p in enumerate(r.list(line, f"{key}[{i}]"))]
            for p, q in zip(pts, pts[1:], strict=False):
                segments.append((*p, *q))
            count += 1
        return count

    read_polylines("line_of_sight")
    if options.objects == "walls":
        read_polylines("objects_line_of_sight")
    else:
        n = len(r.list(doc.get("objects_line_of_sight") or [], "objects_line_of_sight"))
        if n:
            adjustments.append(Adjustment("objects-ignored", n, f"Object outlines left out, as chosen: {n}."))

    doors: list[Door] = []
    for i, p in enumerate(r.list(doc.get("portals") or [], "portals")):
        place = f"portals[{i}]"
        p = r.obj(p, place)
        bounds = r.list(r.key(p, "bounds", place), f"{place}.bounds")
        if len(bounds) != 2:
            raise r.fail("invalid", f"{place}.bounds", f"a door needs its two ends, not {len(bounds)} points.")
        a = inside(board_point(bounds[0], f"{place}.bounds[0]"), f"{place}.bounds[0]")
        b = inside(board_point(bounds[1], f"{place}.bounds[1]"), f"{place}.bounds[1]")
        if math.hypot(b[0] - a[0], b[1] - a[1]) < SNAP:
            raise r.fail("invalid", f"{place}.bounds", "the door's two ends are the same point.")
        closed = r.flag(p["closed"], f"{place}.closed") if p.get("closed") is not None else True
        free = r.flag(p["freestanding"], f"{place}.freestanding") if p.get("freestanding") is not None else False
        for key in ("position", "rotation"):
            if key in p:  # not used (bounds say it all) but must be sane
                (r.point if key == "position" else r.num)(p[key], f"{place}.{key}")
        doors.append(Door(a, b, closed, free, place))

    kept = {}
    lights = []
    for i, light in enumerate(r.list(doc.get("lights") or [], "lights")):
        place = f"lights[{i}]"
        light = r.finite_json(r.obj(light, place), place)
        x, y = board_point(r.key(light, "position", place), f"{place}.position")
        light["position"] = {"x": x, "y": y}  # board coordinates; lights may lie off the map
        for key in ("range", "intensity"):
            if key in light:
                r.num(light[key], f"{place}.{key}")
        if "color" in light:
            light["color"] = r.colour(light["color"], f"{place}.color")
        if "shadows" in light:
            r.flag(light["shadows"], f"{place}.shadows")
        lights.append(light)
    if lights:
        kept["lights"] = lights
    if doc.get("environment") is not None:
        env = r.finite_json(r.obj(doc["environment"], "environment"), "environment")
        if "ambient_light" in env:
            env["ambient_light"] = r.colour(env["ambient_light"], "environment.ambient_light")
        kept["environment"] = env

    if progress:
        progress(0.6, "merge")
    cleaned = clean(np.array(segments, dtype=float).reshape(-1, 4), doors, width, height,
                    align=options.align_doors)
    adjustments += _adjustments(cleaned)

    walls = [Wall(pts) for pts in cleaned.walls]
    walls += [Wall((d.a, d.b), door=DoorState.CLOSED if d.closed else DoorState.OPEN) for d in cleaned.doors]
    enc = Encounter(Board(grid, tuple(walls)), options.ruleset, title=Path(path).stem)
    name = f"{_safe_stem(Path(path).stem)}{EXTENSIONS[info.kind]}"
    # The picture's corner is at board point (ox - bx, oy - by): vertex (0, 0) lies that far left/up.
    enc.map_image = MapImage(path=name, data=data, square_px=ppg,
                             offset=(_clean_num((bx - ox) * ppg), _clean_num((by - oy) * ppg)), kept=kept)
    if progress:
        progress(1.0, "done")
    return UvttImport(enc, info, tuple(adjustments), fmt, cleaned.aligned)


def _clean_num(v: float) -> float:
    return 0.0 if abs(v) < 1e-9 else float(v)


def _safe_stem(stem: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.")[:60] or "map"


def _adjustments(c) -> list[Adjustment]:
    out = []
    if c.aligned:
        out.append(Adjustment("doors-aligned", len(c.aligned), "Doors moved onto whole squares, so a creature "
                              f"as wide as a door can pass it: {len(c.aligned)}."))
    if c.diagonal_doors:
        out.append(Adjustment("doors-diagonal", c.diagonal_doors, "Doors that follow no grid line, left as "
                              f"drawn: {c.diagonal_doors}."))
    if c.trimmed:
        out.append(Adjustment("walls-under-doors", c.trimmed, f"Walls cut away under doors: {c.trimmed}."))
    if c.merged > SNAP:
        squares = math.ceil(c.merged - SNAP)
        out.append(Adjustment("walls-merged", squares, f"Walls given twice (overlapping or repeated) merged into "
                              f"one: {c.merged:.4g} squares of wall."))
    if c.clipped:
        out.append(Adjustment("walls-clipped", c.clipped, "Walls cut at the map's edge: "
                              f"{c.clipped}."))
    if c.repeated_doors:
        out.append(Adjustment("doors-merged", c.repeated_doors, f"Doors given twice, kept once: {c.repeated_doors}."))
    if c.dropped_doors:
        n = len(c.dropped_doors)
        out.append(Adjustment("doors-off-map", n, f"Doors off the map, left out: {n}."))
    return out


# ---- export ------------------------------------------------------------------------------------
def _n(v: float):
    """Whole numbers as integers; others at full precision, so a re-import finds the same walls."""
    v = float(v)
    return int(v) if v.is_integer() else v


def _xy(p) -> dict:
    return {"x": _n(p[0]), "y": _n(p[1])}


def export_uvtt(enc: Encounter, *, path: str | os.PathLike = "map.dd2vtt") -> dict:
    """The Universal VTT document of an encounter with a map picture (MapImportError "no-image")."""
    img = enc.map_image
    data = img.data if img else None  # a document holds its own picture; no path is followed
    if not data:
        raise file_error(path, "no-image", "the encounter has no map picture to export.")
    try:
        info = image_info(data)
    except ImageError as e:
        raise file_error(path, "not-image", f"the map picture cannot be exported ({e}).") from None
    s = img.square_px
    walls = [w for w in enc.board.walls if w.door is None]
    # Ends of plain walls: a door that meets none is free-standing.
    ends = {(round(x, 6), round(y, 6)) for w in walls for x, y in w.points}
    portals = []
    for w in enc.board.walls:
        if w.door is None:
            continue
        for a, b in w.segments():
            free = (round(a[0], 6), round(a[1], 6)) not in ends and (round(b[0], 6), round(b[1], 6)) not in ends
            portals.append({
                "position": _xy(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)),
                "bounds": [_xy(a), _xy(b)],
                "rotation": _n(math.atan2(b[1] - a[1], b[0] - a[0])),
                "closed": w.door is DoorState.CLOSED,
                "freestanding": free,
            })
    kept = img.kept or {}
    origin = (-img.offset[0] / s, -img.offset[1] / s)  # the picture's corner, in board squares
    doc = {
        "format": EXPORT_FORMAT,
        "resolution": {
            "map_origin": _xy(origin),
            "map_size": _xy(_extent(enc, info.width / s, info.height / s, origin)),
            "pixels_per_grid": _n(s),
        },
        "line_of_sight": [[_xy(p) for p in w.points] for w in walls],
        "objects_line_of_sight": [],
        "portals": portals,
        "environment": kept.get("environment", {"baked_lighting": True, "ambient_light": "ffffffff"}),
        "lights": kept.get("lights", []),
        "image": base64.b64encode(data).decode("ascii"),
    }
    return doc


def _extent(enc: Encounter, width: float, height: float, origin) -> tuple[float, float]:
    """The map's size from the picture's corner: the picture's own size, or more when walls reach
    past it (a picture that disagreed with its map on import), so no wall is lost on the way back."""
    pts = [p for w in enc.board.walls for p in w.points]
    if pts:
        width = max(width, max(x for x, _ in pts) - origin[0])
        height = max(height, max(y for _, y in pts) - origin[1])
    return width, height


def write_uvtt(enc: Encounter, path: str | os.PathLike) -> None:
    """Write atomically; MapImportError on failure, and the previous file (if any) is kept."""
    doc = export_uvtt(enc, path=path)
    raw = json.dumps(doc, allow_nan=False, separators=(",", ":")).encode("utf-8")
    try:
        atomic_write(path, lambda f: f.write(raw))
    except OSError as e:
        raise MapImportError(f'Could not write "{Path(path).name}": {e.strerror or e}.', reason="write",
                             detail=str(e), path=path) from e

