"""The scenario vocabulary (§2-3, §7 of the scenario format) to and from an Encounter.

Scenario files and the JSON core of `.damier` encounter files share it. Every
error names the place and the problem: `creatures[2].size: 'XL' is not a size in pf2e`.
"""

from __future__ import annotations

import math
from typing import Any

from geometry import (
    Blocks,
    Board,
    Cell,
    DoorState,
    GeometryError,
    Grid,
    Material,
    TerrainCell,
    TerrainKind,
    Wall,
)
from geometry.zones import Zone

from .creature import Creature
from .encounter import Encounter
from .errors import RulesError, ScenarioError
from .fight.document import fight_to_doc, read_fight
from .fight.stats import read_stats, stats_to_doc
from .packs import RULESETS, find_ruleset

SCENARIO_FORMAT = "damier.scenario/1"
ASCII = {
    ".": None,
    "#": TerrainCell(TerrainKind.OBJECT, Material.STONE),
    "g": TerrainCell(TerrainKind.OBJECT, Material.GLASS),
    "w": TerrainCell(TerrainKind.OBJECT, Material.WOOD),
    "m": TerrainCell(TerrainKind.OBJECT, Material.METAL),
    "~": TerrainCell(TerrainKind.DIFFICULT),
    "^": TerrainCell(TerrainKind.GREATER_DIFFICULT),
    "!": TerrainCell(TerrainKind.HAZARDOUS),
}


def _type(value, kind, place, what):
    ok = isinstance(value, kind) and not (kind in (int, float, (int, float)) and isinstance(value, bool))
    if not ok:
        raise ScenarioError(place, f"{value!r} is not {what}")
    return value


def _int(value, place, what="a whole number", minimum=None):
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    _type(value, int, place, what)
    if minimum is not None and value < minimum:
        raise ScenarioError(place, f"{value!r} is less than {minimum}")
    return value


def _point(value, place):
    if not (isinstance(value, list | tuple) and len(value) == 2
            and all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in value)):
        raise ScenarioError(place, f"{value!r} is not a point [x, y]")
    return (float(value[0]), float(value[1]))


def _cell(value, place):
    try:
        return Cell.parse(value) if isinstance(value, list | tuple) else Cell.parse(None)
    except GeometryError:
        raise ScenarioError(place, f"{value!r} is not a cell [x, y] of whole numbers") from None


def _enum(enum, value, place, what):
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(e.value for e in enum)
        raise ScenarioError(place, f"{value!r} is not {what} ({allowed})") from None


def _strings(value, place):
    _type(value, list, place, "a list of strings")
    for i, v in enumerate(value):
        _type(v, str, f"{place}[{i}]", "a string")
    return value


def parse_encounter(doc: Any, *, fmt: str | None = SCENARIO_FORMAT) -> Encounter:
    """Build an Encounter from a scenario-vocabulary document (raises ScenarioError)."""
    _type(doc, dict, "", "a JSON object")
    if fmt is not None and doc.get("format") != fmt:
        raise ScenarioError("format", f"{doc.get('format')!r} is not {fmt!r}")
    ruleset = doc.get("ruleset")
    if ruleset not in RULESETS:
        raise ScenarioError("ruleset", f"{ruleset!r} is not a ruleset ({', '.join(RULESETS)})")
    variant = _type(doc.get("variant", {}), dict, "variant", "an object")
    pack = find_ruleset(ruleset, variant)

    width = height = None
    ascii_rows = doc.get("ascii")
    if ascii_rows is not None:
        _type(ascii_rows, list, "ascii", "a list of strings")
        if not ascii_rows:
            raise ScenarioError("ascii", "has no rows")
        for i, row in enumerate(ascii_rows):
            _type(row, str, f"ascii[{i}]", "a string")
            if len(row) != len(ascii_rows[0]):
                raise ScenarioError(f"ascii[{i}]", f"has {len(row)} characters, row 0 has {len(ascii_rows[0])}")
            for x, ch in enumerate(row):
                if ch not in ASCII:
                    raise ScenarioError(f"ascii[{i}][{x}]", f"{ch!r} is not a map character ({''.join(ASCII)})")
        width, height = len(ascii_rows[0]), len(ascii_rows)
        if width == 0:
            raise ScenarioError("ascii[0]", "is empty")
    if "grid" in doc:
        g = _type(doc["grid"], dict, "grid", "an object")
        gw = _int(g.get("width"), "grid.width", "a whole number of cells", 1)
        gh = _int(g.get("height"), "grid.height", "a whole number of cells", 1)
        if width is not None and (gw, gh) != (width, height):
            raise ScenarioError("grid", f"{gw}x{gh} does not agree with ascii ({width}x{height})")
        width, height = gw, gh
    if width is None:
        raise ScenarioError("grid", "is missing (give grid or ascii)")
    grid = Grid(width, height)

    terrain: dict[Cell, TerrainCell] = {}
    for y, row in enumerate(ascii_rows or ()):
        for x, ch in enumerate(row):
            if ASCII[ch] is not None:
                terrain[Cell(x, y)] = ASCII[ch]
    for i, t in enumerate(_type(doc.get("terrain", []), list, "terrain", "a list")):
        place = f"terrain[{i}]"
        _type(t, dict, place, "an object")
        kind = _enum(TerrainKind, t.get("kind"), f"{place}.kind", "a terrain kind")
        material = None
        if "material" in t:
            material = _enum(Material, t["material"], f"{place}.material", "a material")
        if "cells" in t:
            cells = [_cell(c, f"{place}.cells[{j}]") for j, c in enumerate(_type(t["cells"], list, f"{place}.cells", "a list"))]
        elif "rect" in t:
            r = t["rect"]
            if not (isinstance(r, list) and len(r) == 4):
                raise ScenarioError(f"{place}.rect", f"{r!r} is not [x, y, w, h]")
            rx, ry = _int(r[0], f"{place}.rect[0]"), _int(r[1], f"{place}.rect[1]")
            rw, rh = _int(r[2], f"{place}.rect[2]", minimum=1), _int(r[3], f"{place}.rect[3]", minimum=1)
            cells = [Cell(rx + i2, ry + j2) for j2 in range(rh) for i2 in range(rw)]
        else:
            raise ScenarioError(place, "needs cells or rect")
        for c in cells:
            if not grid.contains_cell(c):
                raise ScenarioError(place, f"cell {c} is outside the {width}x{height} grid")
            terrain[c] = TerrainCell(kind, material, bool(t.get("hidden", False)))

    walls = []
    for i, w in enumerate(_type(doc.get("walls", []), list, "walls", "a list")):
        place = f"walls[{i}]"
        _type(w, dict, place, "an object")
        line = _type(w.get("line"), list, f"{place}.line", "a list of points")
        pts = tuple(_point(p, f"{place}.line[{j}]") for j, p in enumerate(line))
        if len(pts) < 2:
            raise ScenarioError(f"{place}.line", "needs at least two points")
        blocks = frozenset(_enum(Blocks, b, f"{place}.blocks[{j}]", "something a wall blocks")
                           for j, b in enumerate(_strings(w.get("blocks", ["movement", "effect"]), f"{place}.blocks")))
        door = _enum(DoorState, w["door"], f"{place}.door", "a door state") if w.get("door") is not None else None
        material = _enum(Material, w.get("material", "stone"), f"{place}.material", "a material")
        walls.append(Wall(pts, blocks, door, material))

    creatures = []
    seen = set()
    for i, c in enumerate(_type(doc.get("creatures", []), list, "creatures", "a list")):
        place = f"creatures[{i}]"
        _type(c, dict, place, "an object")
        cid = _type(c.get("id"), str, f"{place}.id", "a string id")
        if cid in seen:
            raise ScenarioError(f"{place}.id", f"{cid!r} is used twice")
        seen.add(cid)
        side = _type(c.get("side"), str, f"{place}.side", "a string")
        size = c.get("size", pack.default_size)
        if isinstance(size, int) and not isinstance(size, bool):
            size = str(size)  # Draw Steel's 2, 3, 4... written as JSON numbers
        if not isinstance(size, str) or size not in pack.sizes:
            raise ScenarioError(f"{place}.size", f"{size!r} is not a size in {pack.id}")
        if "at" not in c:
            raise ScenarioError(f"{place}.at", "is missing")
        at = _cell(c["at"], f"{place}.at")
        side_n = pack.sizes[size].side
        if not (0 <= at.x and 0 <= at.y and at.x + side_n <= width and at.y + side_n <= height):
            raise ScenarioError(f"{place}.at", f"{at} puts its space outside the {width}x{height} grid")
        creatures.append(Creature(
            id=cid, side=side, at=at, size=size,
            speed=_int(c.get("speed", pack.default_speed), f"{place}.speed", minimum=0),
            stability=_int(c.get("stability", 0), f"{place}.stability"),
            reach=_int(c.get("reach", 1), f"{place}.reach", minimum=0),
            elevation=_int(c.get("elevation", 0), f"{place}.elevation"),
            conditions=frozenset(_strings(c.get("conditions", []), f"{place}.conditions")),
            abilities=frozenset(_strings(c.get("abilities", []), f"{place}.abilities")),
            name=_type(c.get("name", ""), str, f"{place}.name", "a string"),
            portrait=_type(c.get("portrait", ""), str, f"{place}.portrait", "a string"),
            hidden=bool(c.get("hidden", False)),
            notes=_type(c.get("notes", ""), str, f"{place}.notes", "a string"),
            # free-form data the app keeps with a token (encounter files); scenarios have none
            extra=dict(_type(c.get("extra", {}), dict, f"{place}.extra", "an object")),
            fight=read_stats(c, place),
        ))

    zones = []
    for i, z in enumerate(_type(doc.get("zones", []), list, "zones", "a list")):
        place = f"zones[{i}]"
        _type(z, dict, place, "an object")
        zid = _type(z.get("id"), str, f"{place}.id", "a string id")
        if any(zz.id == zid for zz in zones):
            raise ScenarioError(f"{place}.id", f"{zid!r} is used twice")
        poly = tuple(_point(p, f"{place}.polygon[{j}]")
                     for j, p in enumerate(_type(z.get("polygon"), list, f"{place}.polygon", "a list of points")))
        try:
            zones.append(Zone(zid, poly, tuple(_strings(z.get("traits", []), f"{place}.traits")),
                              _type(z.get("name", ""), str, f"{place}.name", "a string")))
        except GeometryError as e:
            raise ScenarioError(f"{place}.polygon", str(e)) from None
    ids = {z.id for z in zones}
    pairs = {}
    for key in ("zone_links", "zone_cuts"):
        out = []
        for i, p in enumerate(_type(doc.get(key, []), list, key, "a list")):
            if not (isinstance(p, list) and len(p) == 2):
                raise ScenarioError(f"{key}[{i}]", f"{p!r} is not a pair of zone ids")
            for j, zid in enumerate(p):
                if zid not in ids:
                    raise ScenarioError(f"{key}[{i}][{j}]", f"{zid!r} is not a zone")
            out.append(tuple(p))
        pairs[key] = out

    try:
        board = Board(grid, tuple(walls), terrain)
        enc = Encounter(board, ruleset, variant, creatures, zones, pairs["zone_links"], pairs["zone_cuts"],
                        title=doc.get("title", doc.get("description", "")) if isinstance(
                            doc.get("title", doc.get("description", "")), str) else "")
    except (RulesError, GeometryError) as e:
        raise ScenarioError("", str(e)) from None
    read_fight(enc, doc)  # `players` and the saved fight log (§8)
    return enc


def _num(v: float):
    return int(v) if float(v).is_integer() else v


def encounter_to_doc(enc: Encounter, *, fmt: str = SCENARIO_FORMAT) -> dict:
    """The scenario vocabulary for an encounter (terrain and walls exactly as modelled)."""
    b = enc.board
    terrain_groups: dict[tuple, list] = {}
    for c, t in sorted(b.terrain.items(), key=lambda kv: (kv[0].y, kv[0].x)):
        terrain_groups.setdefault((t.kind.value, t.material.value if t.material else None, t.hidden), []).append(
            c.to_list())
    terrain = []
    for (kind, material, hidden), cells in terrain_groups.items():
        entry = {"cells": cells, "kind": kind}
        if material:
            entry["material"] = material
        if hidden:
            entry["hidden"] = True
        terrain.append(entry)
    doc = {
        "format": fmt,
        "ruleset": enc.ruleset,
        "variant": enc.variant,
        "title": enc.title,
        "grid": {"width": b.width, "height": b.height},
        "terrain": terrain,
        "walls": [{"line": [[_num(x), _num(y)] for x, y in w.points], "blocks": sorted(x.value for x in w.blocks),
                   **({"door": w.door.value} if w.door else {}), "material": w.material.value} for w in b.walls],
        "creatures": [],
        "zones": [{"id": z.id, "polygon": [[_num(x), _num(y)] for x, y in z.polygon], "traits": list(z.traits),
                   **({"name": z.name} if z.name else {})} for z in enc.zones],
        "zone_links": [list(p) for p in enc.zone_links],
        "zone_cuts": [list(p) for p in enc.zone_cuts],
    }
    for c in enc.creatures:
        entry = {"id": c.id, "side": c.side, "size": c.size, "at": c.at.to_list(), "speed": c.speed,
                 "stability": c.stability, "reach": c.reach, "elevation": c.elevation,
                 "conditions": sorted(c.conditions), "abilities": sorted(c.abilities)}
        for key in ("name", "portrait", "notes"):
            if getattr(c, key):
                entry[key] = getattr(c, key)
        if c.hidden:
            entry["hidden"] = True
        if c.extra:
            entry["extra"] = dict(c.extra)
        entry.update(stats_to_doc(c.fight))
        doc["creatures"].append(entry)
    doc.update(fight_to_doc(enc))
    return doc
