"""The scenario vocabulary (§2-3, §7 of the scenario format) to and from an Encounter.

Scenario files and the JSON core of `.damier` encounter files share it. Every
error names the place and the problem: `creatures[2].size: 'XL' is not a size in pf2e`.
"""

from __future__ import annotations

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

from . import limits as L
from . import validate as V
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


# Readers shared with encounter_file (kept under their old names).


def _type(value, kind, place, what):
    if kind is dict:
        return V.obj(value, place, what)
    if kind is list:
        return V.seq(value, place, what)
    if kind is str:
        return V.text(value, place, what)
    if kind is int:
        return V.integer(value, place, what)
    return V.number(value, place, what)


def _int(value, place, what="a whole number", minimum=None, maximum=None):
    return V.integer(value, place, what, minimum, maximum)


def _point(value, place):
    return V.point(value, place)


def _cell(value, place):
    return V.cell(value, place)


def _strings(value, place):
    return V.texts(value, place)


# rule options the packs read, and what each must be; any other key is kept as free-form JSON
_VARIANT_KEYS = {"corner_cutting": V.boolean, "flanking": V.boolean, "crooked_forced_movement": V.boolean,
                 "diagonals": lambda v, p: V.text(v, p, "a string", 40)}


def _variant(value) -> dict:
    out = V.json_value(V.obj(value, "variant"), "variant")
    for key, read in _VARIANT_KEYS.items():
        if key in out:
            read(out[key], f"variant.{key}")
    return out


def _ascii(rows) -> tuple[int, int]:
    V.seq(rows, "ascii", "a list of strings", L.MAX_GRID_SIDE)
    if not rows:
        raise ScenarioError("ascii", "has no rows", "too-small", {"limit": 1})
    for i, row in enumerate(rows):
        V.text(row, f"ascii[{i}]", "a string", L.MAX_GRID_SIDE)
        if len(row) != len(rows[0]):
            raise ScenarioError(f"ascii[{i}]", f"has {len(row)} characters, row 0 has {len(rows[0])}", "mismatch",
                                {"length": len(row), "expected": len(rows[0])})
        bad = next((x for x, ch in enumerate(row) if ch not in ASCII), None)
        if bad is not None:
            raise ScenarioError(f"ascii[{i}][{bad}]", f"{V.describe(row[bad])} is not a map character "
                                f"({''.join(ASCII)})", "choice", {"value": V.describe(row[bad]),
                                                                   "allowed": list(ASCII)})
    if not rows[0]:
        raise ScenarioError("ascii[0]", "is empty", "too-small", {"limit": 1})
    return len(rows[0]), len(rows)


def _grid(doc) -> tuple[int, int]:
    width = height = None
    if doc.get("ascii") is not None:
        width, height = _ascii(doc["ascii"])
    if "grid" in doc:
        g = V.obj(doc["grid"], "grid")
        gw = V.integer(g.get("width"), "grid.width", "a whole number of squares", 1, L.MAX_GRID_SIDE)
        gh = V.integer(g.get("height"), "grid.height", "a whole number of squares", 1, L.MAX_GRID_SIDE)
        if width is not None and (gw, gh) != (width, height):
            raise ScenarioError("grid", f"{gw}x{gh} does not agree with ascii ({width}x{height})", "mismatch",
                                {"grid": [gw, gh], "ascii": [width, height]})
        width, height = gw, gh
    if width is None:
        raise ScenarioError("grid", "is missing (give grid or ascii)", "missing")
    return width, height


def _terrain(doc, grid: Grid) -> dict[Cell, TerrainCell]:
    width, height = grid.width, grid.height
    terrain: dict[Cell, TerrainCell] = {}
    rows = doc.get("ascii") or ()
    named = sum(len(row) - row.count(".") for row in rows)  # cells named so far, counted before any is built
    if named > L.MAX_TERRAIN_CELLS:
        raise ScenarioError("ascii", f"names {named} terrain cells, more than the {L.MAX_TERRAIN_CELLS} allowed",
                            "too-many", {"count": named, "limit": L.MAX_TERRAIN_CELLS})
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != ".":
                terrain[Cell(x, y)] = ASCII[ch]
    entries = V.seq(doc.get("terrain", []), "terrain")
    for i, t in enumerate(entries):
        place = f"terrain[{i}]"
        V.obj(t, place)
        kind = V.choice(TerrainKind, t.get("kind"), f"{place}.kind", "a terrain kind")
        material = None
        if "material" in t:
            material = V.choice(Material, t["material"], f"{place}.material", "a material")
        hidden = V.boolean(t.get("hidden", False), f"{place}.hidden")
        damage = V.text(t.get("damage", ""), f"{place}.damage", max_length=L.MAX_ID_LENGTH).strip()
        value = TerrainCell(kind, material, hidden, damage)
        if "cells" in t:
            cells_in = V.seq(t["cells"], f"{place}.cells", "a list of cells", L.MAX_TERRAIN_CELLS)
            named += len(cells_in)
            if named > L.MAX_TERRAIN_CELLS:
                raise _too_many_terrain(place, named)
            for j, c in enumerate(cells_in):
                cell = V.cell(c, f"{place}.cells[{j}]")
                if not grid.contains_cell(cell):
                    raise ScenarioError(f"{place}.cells[{j}]", f"cell {cell} is outside the {width}x{height} grid",
                                        "outside", {"cell": cell.to_list(), "grid": [width, height]})
                terrain[cell] = value
        elif "rect" in t:
            r = t["rect"]
            if not (isinstance(r, list) and len(r) == 4):
                raise V.refuse(f"{place}.rect", r, "[x, y, w, h]")
            rx = V.integer(r[0], f"{place}.rect[0]", lo=0, hi=width - 1)
            ry = V.integer(r[1], f"{place}.rect[1]", lo=0, hi=height - 1)
            # Checked against the grid before a single cell is built (a huge rectangle is refused at once).
            rw = V.integer(r[2], f"{place}.rect[2]", lo=1, hi=width - rx)
            rh = V.integer(r[3], f"{place}.rect[3]", lo=1, hi=height - ry)
            named += rw * rh
            if named > L.MAX_TERRAIN_CELLS:
                raise _too_many_terrain(place, named)
            terrain.update(dict.fromkeys((Cell(rx + i2, ry + j2) for j2 in range(rh) for i2 in range(rw)), value))
        else:
            raise ScenarioError(place, "needs cells or rect", "missing")
    return terrain


def _too_many_terrain(place, named) -> ScenarioError:
    return ScenarioError(place, f"terrain names {named} cells in all, more than the {L.MAX_TERRAIN_CELLS} allowed",
                         "too-many", {"count": named, "limit": L.MAX_TERRAIN_CELLS})


_BOTH = frozenset({Blocks.MOVEMENT, Blocks.EFFECT})


def _walls(doc, grid: Grid) -> list[Wall]:
    # A map may hold 100,000 segments: the loop checks cheaply and words a place only on refusal.
    walls = []
    entries = V.seq(doc.get("walls", []), "walls", "a list", L.MAX_WALL_SEGMENTS)
    segments = 0
    box_area = 0
    gw, gh, bound = grid.width, grid.height, L.MAX_WALL_COORDINATE
    num = (int, float)
    for i, w in enumerate(entries):
        if type(w) is not dict:
            V.obj(w, f"walls[{i}]")
        line = w.get("line")
        if type(line) is not list:
            V.seq(line, f"walls[{i}].line", "a list of points")
        if len(line) < 2:
            raise ScenarioError(f"walls[{i}].line", "needs at least two points", "too-small", {"limit": 2})
        segments += len(line) - 1
        if segments > L.MAX_WALL_SEGMENTS:
            raise ScenarioError(f"walls[{i}].line", f"brings the walls to {segments} segments, more than the "
                                f"{L.MAX_WALL_SEGMENTS} allowed", "too-many",
                                {"count": segments, "limit": L.MAX_WALL_SEGMENTS})
        pts = []
        for j, p in enumerate(line):
            if type(p) is list and len(p) == 2:
                x, y = p
                if type(x) in num and type(y) in num and -bound <= x <= bound and -bound <= y <= bound:
                    pts.append((float(x), float(y)))  # NaN fails the comparisons and is refused below
                    continue
            pts.append(V.point(p, f"walls[{i}].line[{j}]"))
        x0, y0 = pts[0]
        for x1, y1 in pts[1:]:
            bw = min(max(x0, x1), gw) - max(min(x0, x1), 0) + 3
            bh = min(max(y0, y1), gh) - max(min(y0, y1), 0) + 3
            if bw > 0 and bh > 0:
                box_area += bw * bh
            x0, y0 = x1, y1
        if box_area > L.MAX_WALL_BOX_AREA:
            raise ScenarioError(f"walls[{i}]", "brings the walls to too large an area of the map together (long "
                                "slanted walls); split the map or simplify its walls", "too-large",
                                {"limit": L.MAX_WALL_BOX_AREA})
        blocks = _BOTH if "blocks" not in w else frozenset(
            V.choice(Blocks, b, f"walls[{i}].blocks[{j}]", "something a wall blocks")
            for j, b in enumerate(V.seq(w["blocks"], f"walls[{i}].blocks", "a list", 10)))
        door = w.get("door")
        if door is not None:
            door = V.choice(DoorState, door, f"walls[{i}].door", "a door state")
        material = w.get("material")
        material = Material.STONE if material is None else V.choice(Material, material, f"walls[{i}].material",
                                                                    "a material")
        walls.append(Wall(tuple(pts), blocks, door, material))
    return walls


def _creatures(doc, pack, width: int, height: int) -> list[Creature]:
    creatures = []
    seen = set()
    entries = V.seq(doc.get("creatures", []), "creatures", "a list", L.MAX_CREATURES)
    for i, c in enumerate(entries):
        place = f"creatures[{i}]"
        V.obj(c, place)
        cid = V.ident(c.get("id"), f"{place}.id")
        if cid in seen:
            raise ScenarioError(f"{place}.id", f"{V.describe(cid)} is used twice", "duplicate", {"value": cid})
        seen.add(cid)
        side = V.text(c.get("side"), f"{place}.side", "a string", L.MAX_ID_LENGTH)
        size = V.size_name(c.get("size", pack.default_size), f"{place}.size", pack)
        if "at" not in c:
            raise ScenarioError(f"{place}.at", "is missing", "missing")
        at = V.cell(c["at"], f"{place}.at")
        side_n = pack.sizes[size].side
        if not (0 <= at.x and 0 <= at.y and at.x + side_n <= width and at.y + side_n <= height):
            raise ScenarioError(f"{place}.at", f"{at} puts its space outside the {width}x{height} grid", "outside",
                                {"cell": at.to_list(), "grid": [width, height]})
        creatures.append(Creature(
            id=cid, side=side, at=at, size=size,
            speed=V.integer(c.get("speed", pack.default_speed), f"{place}.speed", "a whole number of squares",
                            0, L.MAX_SPEED),
            stability=V.integer(c.get("stability", 0), f"{place}.stability", lo=-L.MAX_STAT, hi=L.MAX_STAT),
            reach=V.integer(c.get("reach", 1), f"{place}.reach", "a whole number of squares", 0, L.MAX_REACH),
            elevation=V.integer(c.get("elevation", 0), f"{place}.elevation", lo=-L.MAX_STAT, hi=L.MAX_STAT),
            conditions=frozenset(V.texts(c.get("conditions", []), f"{place}.conditions")),
            abilities=frozenset(V.texts(c.get("abilities", []), f"{place}.abilities")),
            name=V.text(c.get("name", ""), f"{place}.name"),
            portrait=V.text(c.get("portrait", ""), f"{place}.portrait", "an image name", 1000),
            hidden=V.boolean(c.get("hidden", False), f"{place}.hidden"),
            notes=V.text(c.get("notes", ""), f"{place}.notes"),
            # free-form data the app keeps with a token (encounter files); scenarios have none
            extra=V.json_value(V.obj(c.get("extra", {}), f"{place}.extra"), f"{place}.extra"),
            fight=read_stats(c, place),
        ))
    return creatures


def _zones(doc):
    zones = []
    ids = set()
    points = 0
    for i, z in enumerate(V.seq(doc.get("zones", []), "zones", "a list", L.MAX_ZONES)):
        place = f"zones[{i}]"
        V.obj(z, place)
        zid = V.ident(z.get("id"), f"{place}.id")
        if zid in ids:
            raise ScenarioError(f"{place}.id", f"{V.describe(zid)} is used twice", "duplicate", {"value": zid})
        ids.add(zid)
        poly_in = V.seq(z.get("polygon"), f"{place}.polygon", "a list of points", L.MAX_ZONE_POINTS)
        points += len(poly_in)
        if points > L.MAX_ZONE_POINTS:
            raise ScenarioError(place, f"brings the zones to {points} points, more than the {L.MAX_ZONE_POINTS} "
                                "allowed", "too-many", {"count": points, "limit": L.MAX_ZONE_POINTS})
        poly = tuple(V.point(p, f"{place}.polygon[{j}]") for j, p in enumerate(poly_in))
        try:
            zones.append(Zone(zid, poly, tuple(V.texts(z.get("traits", []), f"{place}.traits")),
                              V.text(z.get("name", ""), f"{place}.name")))
        except GeometryError as e:
            raise ScenarioError(f"{place}.polygon", str(e), "invalid") from None
    pairs = {}
    for key in ("zone_links", "zone_cuts"):
        out = []
        for i, p in enumerate(V.seq(doc.get(key, []), key, "a list", L.MAX_ZONES * L.MAX_ZONES)):
            if not (isinstance(p, list) and len(p) == 2):
                raise V.refuse(f"{key}[{i}]", p, "a pair of zone ids")
            for j, zid in enumerate(p):
                if V.ident(zid, f"{key}[{i}][{j}]") not in ids:
                    raise ScenarioError(f"{key}[{i}][{j}]", f"{V.describe(zid)} is not a zone", "choice",
                                        {"value": zid, "what": "a zone"})
            out.append(tuple(p))
        pairs[key] = out
    return zones, pairs


def parse_encounter(doc: Any, *, fmt: str | None = SCENARIO_FORMAT) -> Encounter:
    """Build an Encounter from a scenario-vocabulary document (raises ScenarioError).

    Every count and size is checked against `rules.limits` before what it describes is built."""
    V.obj(doc, "", "a JSON object")
    if fmt is not None and doc.get("format") != fmt:
        raise ScenarioError("format", f"{V.describe(doc.get('format'))} is not {fmt!r}", "choice",
                            {"value": V.describe(doc.get("format")), "allowed": [fmt]})
    ruleset = doc.get("ruleset")
    if not (isinstance(ruleset, str) and ruleset in RULESETS):
        raise ScenarioError("ruleset", f"{V.describe(ruleset)} is not a ruleset ({', '.join(RULESETS)})", "choice",
                            {"value": V.describe(ruleset), "allowed": list(RULESETS)})
    variant = _variant(doc.get("variant", {}))
    pack = find_ruleset(ruleset, variant)
    width, height = _grid(doc)
    grid = Grid(width, height)
    walls = _walls(doc, grid)
    creatures = _creatures(doc, pack, width, height)
    zones, pairs = _zones(doc)
    title = doc.get("title", doc.get("description", ""))
    title = V.text(title, "title") if "title" in doc else (title if isinstance(title, str) else "")
    terrain = _terrain(doc, grid)  # the largest part, built last, once everything else is known good
    try:
        board = Board(grid, tuple(walls), terrain)
        enc = Encounter(board, ruleset, variant, creatures, zones, pairs["zone_links"], pairs["zone_cuts"],
                        title=title)
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
        terrain_groups.setdefault((t.kind.value, t.material.value if t.material else None, t.hidden, t.damage),
                                  []).append(c.to_list())
    terrain = []
    for (kind, material, hidden, damage), cells in terrain_groups.items():
        entry = {"cells": cells, "kind": kind}
        if material:
            entry["material"] = material
        if hidden:
            entry["hidden"] = True
        if damage:
            entry["damage"] = damage
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
