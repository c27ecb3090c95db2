"""The board: a grid with walls and terrain, and the step legality of §4.

A Board is an immutable snapshot. The costly derived structures (object
occupancy, blocked steps per footprint side, wall indexes) are computed on
first use and cached on the instance, so a model that swaps its board after
an edit invalidates them simply by making a new Board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

import numpy as np
import shapely

from .features import TerrainCell, TerrainKind, Wall
from .grid import Cell, Grid, Space

# Interior-meets-interior: a wall lying along the outside edge of a step's
# rectangle (or touching it at a point) does not block the step.
_INTERIOR_MEETS = "T********"


@dataclass(frozen=True, eq=False)
class Board:
    grid: Grid
    walls: tuple[Wall, ...] = ()
    terrain: Mapping[Cell, TerrainCell] = field(default_factory=dict)

    def __post_init__(self):
        object.__setattr__(self, "terrain", MappingProxyType(dict(self.terrain)))

    # ---- editing: each returns a new board --------------------------------
    def with_walls(self, walls: Iterable[Wall]) -> Board:
        return Board(self.grid, tuple(walls), self.terrain)

    def with_terrain(self, terrain: Mapping[Cell, TerrainCell]) -> Board:
        return Board(self.grid, self.walls, terrain)

    def with_grid(self, grid: Grid) -> Board:
        return Board(grid, self.walls, self.terrain)

    @property
    def width(self) -> int:
        return self.grid.width

    @property
    def height(self) -> int:
        return self.grid.height

    # ---- terrain ------------------------------------------------------------
    def terrain_at(self, cell: Cell) -> TerrainCell | None:
        return self.terrain.get(cell)

    def is_object(self, cell: Cell) -> bool:
        t = self.terrain.get(cell)
        return t is not None and t.kind is TerrainKind.OBJECT

    @cached_property
    def _object_integral(self) -> np.ndarray:
        occ = np.zeros((self.height + 1, self.width + 1), dtype=np.int32)
        for cell, t in self.terrain.items():
            if t.kind is TerrainKind.OBJECT and self.grid.contains_cell(cell):
                occ[cell.y + 1, cell.x + 1] = 1
        return occ.cumsum(0).cumsum(1)

    def objects_in(self, space: Space) -> int:
        s = self._object_integral
        x, y, x2, y2 = space.bounds
        return int(s[y2, x2] - s[y, x2] - s[y2, x] + s[y, x])

    def fits(self, space: Space) -> bool:
        """Every cell inside the grid and free of objects."""
        return self.grid.contains(space) and self.objects_in(space) == 0

    # ---- walls --------------------------------------------------------------
    @cached_property
    def _movement_walls(self) -> np.ndarray:
        return np.array([shapely.LineString(w.points) for w in self.walls if w.blocks_movement], dtype=object)

    @cached_property
    def _movement_tree(self) -> shapely.STRtree:
        return shapely.STRtree(self._movement_walls)

    @cached_property
    def effect_walls(self) -> list[Wall]:
        return [w for w in self.walls if w.blocks_effect]

    @cached_property
    def _effect_blockers(self):
        """Prepared geometries that block lines: effect walls, and object interiors."""
        walls = shapely.MultiLineString([w.points for w in self.effect_walls]) if self.effect_walls else None
        boxes = [shapely.box(c.x, c.y, c.x + 1, c.y + 1) for c, t in self.terrain.items()
                 if t.kind is TerrainKind.OBJECT]
        objects = None
        if boxes:
            # Shrinking the union by a hair keeps "interior only": a line along an
            # object's outer edge or through its corner is not blocked, while a
            # line between two adjacent object cells is.
            objects = shapely.buffer(shapely.union_all(boxes), -1e-7, join_style="mitre")
        for g in (walls, objects):
            if g is not None:
                shapely.prepare(g)
        return walls, objects

    def lines_blocked(self, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
        """For each segment starts[i] -> ends[i]: does it meet an effect wall or an object interior?"""
        n = len(starts)
        if n == 0:
            return np.zeros(0, dtype=bool)
        walls, objects = self._effect_blockers
        if walls is None and objects is None:
            return np.zeros(n, dtype=bool)
        coords = np.stack([starts, ends], axis=1)
        lines = shapely.linestrings(coords)
        out = np.zeros(n, dtype=bool)
        if walls is not None:
            out |= shapely.intersects(lines, walls)
        if objects is not None:
            out |= shapely.intersects(lines, objects)
        return out

    def blockers_near(self, polygon) -> bool:
        """Does anything that blocks lines come near `polygon` (a cheap pre-check)?"""
        walls, objects = self._effect_blockers
        return bool((walls is not None and walls.intersects(polygon))
                    or (objects is not None and objects.intersects(polygon)))

    def walls_meeting(self, geom, *, effect: bool) -> list[Wall]:
        """The walls (effect- or movement-blocking) that a geometry meets: the UI draws them."""
        pool = self.effect_walls if effect else [w for w in self.walls if w.blocks_movement]
        return [w for w in pool if shapely.LineString(w.points).intersects(geom)]

    # ---- step legality (§4 "Moving one step") ----------------------------
    def _blocked_steps(self, side: int) -> tuple[np.ndarray, np.ndarray]:
        cache = self.__dict__.setdefault("_blocked_cache", {})
        got = cache.get(side)
        if got is None:
            got = cache[side] = self._compute_blocked_steps(side)
        return got

    def _compute_blocked_steps(self, s: int) -> tuple[np.ndarray, np.ndarray]:
        """blocked_h[y, x]: a wall meets the interior of the rectangle of the step (x,y)->(x+1,y);
        blocked_v[y, x] likewise for (x,y)->(x,y+1). Indexes outside the arrays are off the grid."""
        w, h = self.width, self.height
        bh = np.zeros((h + 1, w + 1), dtype=bool)
        bv = np.zeros((h + 1, w + 1), dtype=bool)
        walls = self._movement_walls
        if len(walls) == 0:
            return bh, bv
        for arr, ddx, ddy in ((bh, 1, 0), (bv, 0, 1)):
            ys, xs = np.mgrid[0:h + 1, 0:w + 1]
            xs, ys = xs.ravel(), ys.ravel()
            rects = shapely.box(xs, ys, xs + s + ddx, ys + s + ddy)
            ri, wi = self._movement_tree.query(rects, predicate="intersects")
            if len(ri) == 0:
                continue
            hit = shapely.relate_pattern(rects[ri], walls[wi], _INTERIOR_MEETS)
            hit_rects = np.unique(ri[hit])
            arr[ys[hit_rects], xs[hit_rects]] = True
        return bh, bv

    def orthogonal_step_legal(self, space: Space, dx: int, dy: int) -> bool:
        to = space.shifted(dx, dy)
        if not self.fits(to):
            return False
        bh, bv = self._blocked_steps(space.side)
        if dx:
            x = min(space.x, to.x)
            return not bh[space.y, x]
        y = min(space.y, to.y)
        return not bv[y, space.x]

    def step_legal(self, space: Space, dx: int, dy: int, corner_cutting: bool) -> bool:
        """Legality of one step for walls, objects and the grid's edge (creatures play no part)."""
        if dx == 0 or dy == 0:
            return self.orthogonal_step_legal(space, dx, dy)
        if not self.fits(space.shifted(dx, dy)):
            return False
        first_x = (self.orthogonal_step_legal(space, dx, 0)
                   and self.orthogonal_step_legal(space.shifted(dx, 0), 0, dy))
        if first_x and corner_cutting:
            return True
        first_y = (self.orthogonal_step_legal(space, 0, dy)
                   and self.orthogonal_step_legal(space.shifted(0, dy), dx, 0))
        return (first_x or first_y) if corner_cutting else (first_x and first_y)
