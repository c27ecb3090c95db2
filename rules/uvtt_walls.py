"""Walls and doors from another map tool made fit for Damier's grid rules.

Map tools draw walls as free polylines and put doors where the picture wants them. Under the
exact-footprint rule a creature passes a gap only if the gap spans whole squares, so:

- coordinates within SNAP of a whole number are that number (a wall meant for a grid line that
  lies a hair inside a square would keep creatures out of the whole row);
- door alignment (rules/RULINGS.md, "Imported doors"): a door along a grid axis is moved to the
  whole squares it mostly covers (its length rounded to whole squares, at least one; a tie goes
  to the lower coordinate, left or up), and the wall beside each end is trimmed or extended to the
  door's new end; diagonal doors are left as drawn;
- a wall lying under a door is cut away there (otherwise an open door would still be a wall);
- walls that overlap or repeat are merged (shapely unary_union then line_merge), not doubled;
- walls reaching a little past the map's edge are clipped to it.

Everything works on plain coordinates (board squares); rules.uvtt builds the Walls.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import shapely

SNAP = 1e-4  # squares; 0.007 px at 70 px a square
Point = tuple[float, float]


@dataclass(frozen=True)
class Door:
    a: Point
    b: Point
    closed: bool = True
    freestanding: bool = False
    place: str = ""  # where it came from in the file, e.g. "portals[3]"


@dataclass(frozen=True)
class DoorAlignment:
    place: str
    before: tuple[Point, Point]
    after: tuple[Point, Point]
    extended: tuple[tuple[Point, Point], ...] = ()  # wall pieces added beside the door


@dataclass(frozen=True)
class CleanWalls:
    walls: tuple[tuple[Point, ...], ...]  # polylines
    doors: tuple[Door, ...]
    aligned: tuple[DoorAlignment, ...] = ()
    diagonal_doors: int = 0  # doors left as drawn because they do not follow a grid axis
    trimmed: int = 0  # wall segments cut where a door lies on them
    merged: float = 0.0  # squares of wall given twice (overlapping or repeated), merged into one
    clipped: int = 0  # wall segments that reached past the map's edge
    dropped_doors: tuple[str, ...] = field(default=())  # doors wholly off the map
    repeated_doors: int = 0  # doors given twice, kept once


def snap(values: np.ndarray) -> np.ndarray:
    r = np.round(values)
    return np.where(np.abs(values - r) < SNAP, r, values)


def _fnum(v: float) -> float:
    r = round(v)
    return float(r) if abs(v - r) < SNAP else float(v)


def _pt(p) -> Point:
    x, y = snap(np.array(p, dtype=float))
    return (float(x), float(y))


def _along(segs: np.ndarray, a: np.ndarray, u: np.ndarray, box: tuple[float, float, float, float]):
    """For each segment: does it lie on the line through `a` along unit `u` and meet `box` (the
    door's extent: a cheap test first, as maps have thousands of walls), and its ends' positions
    along that line (0 for the others)."""
    x0, y0, x1, y1 = box
    near = np.nonzero((np.maximum(segs[:, 0], segs[:, 2]) >= x0 - SNAP) & (np.minimum(segs[:, 0], segs[:, 2]) <= x1 + SNAP)
                      & (np.maximum(segs[:, 1], segs[:, 3]) >= y0 - SNAP) & (np.minimum(segs[:, 1], segs[:, 3]) <= y1 + SNAP))[0]
    sub = segs[near]
    n = np.array([-u[1], u[0]])
    da, db = sub[:, :2] - a, sub[:, 2:] - a
    on = np.zeros(len(segs), dtype=bool)
    ta, tb = np.zeros(len(segs)), np.zeros(len(segs))
    on[near] = (np.abs(da @ n) < SNAP) & (np.abs(db @ n) < SNAP)
    ta[near], tb[near] = da @ u, db @ u
    return on, ta, tb


def align_door(door: Door, segs: np.ndarray, width: int, height: int) -> tuple[Door, DoorAlignment | None] | None:
    """The door on whole squares and the wall pieces to add, or None for a diagonal door."""
    a, b = np.array(door.a), np.array(door.b)
    d = b - a
    if abs(d[1]) < SNAP:
        axis = 0
    elif abs(d[0]) < SNAP:
        axis = 1
    else:
        return None
    length = abs(d[axis])
    lo, hi = sorted((door.a[axis], door.b[axis]))
    fixed = (door.a[1 - axis] + door.b[1 - axis]) / 2
    n = max(1, math.floor(length + 0.5))
    centre = (lo + hi) / 2
    start = math.ceil(round(centre - n / 2 - 0.5, 9))  # the squares it mostly covers; a tie goes low
    limit = width if axis == 0 else height
    start = min(max(start, 0), max(0, limit - n))
    if abs(start - lo) < SNAP and abs(start + n - hi) < SNAP:
        return door, None

    def pt(t: float) -> Point:
        return (float(t), _fnum(fixed)) if axis == 0 else (_fnum(fixed), float(t))

    forward = door.a[axis] <= door.b[axis]
    new_a, new_b = (pt(start), pt(start + n)) if forward else (pt(start + n), pt(start))
    extended = []
    if not door.freestanding and len(segs):
        u = np.array([1.0, 0.0]) if axis == 0 else np.array([0.0, 1.0])
        origin = np.array(pt(0.0))
        ends = (pt(lo), pt(hi))
        box = (min(p[0] for p in ends), min(p[1] for p in ends), max(p[0] for p in ends), max(p[1] for p in ends))
        on, ta, tb = _along(segs, origin, u, box)
        smin, smax = np.minimum(ta, tb)[on], np.maximum(ta, tb)[on]

        def touched(t: float) -> bool:
            return bool(np.any((smin - SNAP <= t) & (t <= smax + SNAP)))

        # The part of the old door now outside the new one was a doorway: where a wall met that
        # end, the wall now runs on to the new end.
        if lo < start - SNAP and touched(lo):
            extended.append((pt(lo), pt(start)))
        if hi > start + n + SNAP and touched(hi):
            extended.append((pt(start + n), pt(hi)))
    moved = Door(new_a, new_b, door.closed, door.freestanding, door.place)
    return moved, DoorAlignment(door.place, (door.a, door.b), (new_a, new_b), tuple(extended))


def trim_under(segs: np.ndarray, door: Door) -> tuple[np.ndarray, int]:
    """Cut away the parts of walls that lie along the door itself."""
    a, b = np.array(door.a), np.array(door.b)
    length = float(np.hypot(*(b - a)))
    if length < SNAP or not len(segs):
        return segs, 0
    u = (b - a) / length
    box = (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
    on, ta, tb = _along(segs, a, u, box)
    lo, hi = np.minimum(ta, tb), np.maximum(ta, tb)
    hit = on & (hi > SNAP) & (lo < length - SNAP)
    if not hit.any():
        return segs, 0
    pieces = []
    for t0, t1 in zip(lo[hit], hi[hit], strict=True):
        if t0 < -SNAP:
            pieces.append((*(a + t0 * u), *a))
        if t1 > length + SNAP:
            pieces.append((*b, *(a + t1 * u)))
    kept = segs[~hit]
    if pieces:
        kept = np.concatenate([kept, np.array(pieces, dtype=float)])
    return kept, int(hit.sum())


def _parts(geom) -> list:
    return [g for g in shapely.get_parts(geom) if isinstance(g, shapely.LineString) and g.length > SNAP]


def clean(segs: np.ndarray, doors: list[Door], width: int, height: int, *, align: bool = True) -> CleanWalls:
    """Segments (N, 4: x0, y0, x1, y1 in board squares) and doors to clean polylines and doors."""
    segs = snap(np.asarray(segs, dtype=float).reshape(-1, 4))
    segs = segs[np.hypot(segs[:, 2] - segs[:, 0], segs[:, 3] - segs[:, 1]) > SNAP]
    doors = [Door(_pt(d.a), _pt(d.b), d.closed, d.freestanding, d.place) for d in doors]
    # The same door given twice (either way round) is one door: the first one given.
    seen, unique = set(), []
    for d in doors:
        key = tuple(sorted((d.a, d.b)))
        if key not in seen:
            seen.add(key)
            unique.append(d)
    repeated_doors = len(doors) - len(unique)
    doors = unique
    aligned: list[DoorAlignment] = []
    diagonal = 0
    if align:
        out, extra = [], []
        for d in doors:
            got = align_door(d, segs, width, height)
            if got is None:
                diagonal += 1
                out.append(d)
                continue
            d2, info = got
            out.append(d2)
            if info is not None:
                aligned.append(info)
                extra += [(*p, *q) for p, q in info.extended]
        doors = out
        if extra:
            segs = np.concatenate([segs, np.array(extra, dtype=float)])
    trimmed = 0
    for d in doors:
        segs, n = trim_under(segs, d)
        trimmed += n

    # Walls off the board: clip to it (they were checked to lie within a square of it).
    box = shapely.box(0, 0, width, height)
    outside = ((segs[:, [0, 2]] < -SNAP) | (segs[:, [0, 2]] > width + SNAP)
               | (segs[:, [1, 3]] < -SNAP) | (segs[:, [1, 3]] > height + SNAP)).any(axis=1)
    lines = shapely.linestrings(segs.reshape(-1, 2, 2)) if len(segs) else np.array([], dtype=object)
    merged = 0.0
    walls: list[tuple[Point, ...]] = []
    if len(lines):
        union = shapely.unary_union(lines)
        # What the union dropped is wall given twice (a pairwise count costs far more on dense maps).
        merged = max(0.0, float(shapely.length(lines).sum() - union.length))
        geom = shapely.line_merge(union)
        if outside.any():
            geom = shapely.line_merge(shapely.intersection(geom, box))
        parts = shapely.get_parts(geom)
        parts = parts[(shapely.get_type_id(parts) == 1) & (shapely.length(parts) > SNAP)]
        parts = shapely.simplify(parts, 0.0, preserve_topology=False)  # drop in-line vertices
        coords, index = shapely.get_coordinates(parts, return_index=True)
        bounds = [0, *np.searchsorted(index, np.arange(1, len(parts))).tolist(), len(coords)]
        points = list(map(tuple, snap(coords).tolist()))  # plain floats
        walls = [tuple(points[i:j]) for i, j in zip(bounds, bounds[1:], strict=False) if j - i >= 2]
    kept_doors, dropped = [], []
    for d in doors:
        inside = all(-SNAP <= p[0] <= width + SNAP and -SNAP <= p[1] <= height + SNAP for p in (d.a, d.b))
        if inside:
            kept_doors.append(d)
            continue
        parts = _parts(shapely.intersection(shapely.LineString([d.a, d.b]), box))
        if not parts:
            dropped.append(d.place)
            continue
        (x0, y0), (x1, y1) = snap(shapely.get_coordinates(parts[0]))[[0, -1]]
        kept_doors.append(Door((float(x0), float(y0)), (float(x1), float(y1)), d.closed, d.freestanding, d.place))
    # Deterministic order: reading order of each wall's first point.
    walls.sort(key=lambda w: (w[0][1], w[0][0], w[-1][1], w[-1][0]))
    return CleanWalls(tuple(walls), tuple(kept_doors), tuple(aligned), diagonal, trimmed, merged,
                      int(outside.sum()), tuple(dropped), repeated_doors)
