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

from .features import TerrainCell, TerrainKind, Wall
from .grid import Cell, Grid, Space
from .linecast import cast, segments_enter_boxes


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
    def _movement_segments(self) -> np.ndarray:
        """Movement-blocking wall segments, rows x0, y0, x1, y1."""
        return np.array([(*p, *q) for w in self.walls if w.blocks_movement for p, q in w.segments()],
                        dtype=float).reshape(-1, 4)

    @cached_property
    def effect_walls(self) -> list[Wall]:
        return [w for w in self.walls if w.blocks_effect]

    @cached_property
    def _line_blockers(self) -> tuple[np.ndarray, np.ndarray]:
        """Effect-blocking wall segments (M, 5: x0, y0, x1, y1, half-length) and object boxes
        (K, 4). Objects go in as horizontal and vertical runs of cells: adjacent object cells are
        one solid mass, so a line along their shared edge is inside it (RULINGS, "Objets")."""
        segs = np.array([(*a, *b) for w in self.effect_walls for a, b in w.segments()], dtype=float).reshape(-1, 4)
        segs = np.concatenate([segs, np.hypot(segs[:, 2] - segs[:, 0], segs[:, 3] - segs[:, 1])[:, None] / 2], axis=1)
        cells = {(c.x, c.y) for c, t in self.terrain.items() if t.kind is TerrainKind.OBJECT}
        runs = set()
        for dx, dy in ((1, 0), (0, 1)):
            for x, y in cells:
                if (x - dx, y - dy) in cells:
                    continue  # not the start of a run
                n = 1
                while (x + n * dx, y + n * dy) in cells:
                    n += 1
                runs.add((x, y, x + (n if dx else 1), y + (n if dy else 1)))
        return segs, np.array(sorted(runs), dtype=float).reshape(-1, 4)

    @cached_property
    def object_cells(self) -> np.ndarray:
        """Top-left corners of the object cells (K, 2)."""
        cells = [(c.x, c.y) for c, t in self.terrain.items() if t.kind is TerrainKind.OBJECT]
        return np.array(cells, dtype=float).reshape(-1, 2)

    @cached_property
    def effect_segments(self) -> np.ndarray:
        """Effect-blocking wall segments (M, 4: x0, y0, x1, y1)."""
        return self._line_blockers[0][:, :4]

    def lines_blocked(self, starts: np.ndarray, ends: np.ndarray, boxes: np.ndarray | None = None,
                      group: np.ndarray | None = None, n_groups: int = 1) -> np.ndarray:
        """For each segment starts[i] -> ends[i]: does it meet an effect wall (touching counts) or
        the interior of an object (or of one of `boxes`, rows x0, y0, x1, y1)? `group` bundles the
        lines (the lines between two spaces) so each bundle is tested only against what lies near it."""
        starts = np.asarray(starts, dtype=float).reshape(-1, 2)
        ends = np.asarray(ends, dtype=float).reshape(-1, 2)
        segs, objects = self._line_blockers
        if boxes is not None and len(boxes):
            objects = np.concatenate([objects, boxes])
        if group is None:
            group = np.zeros(len(starts), dtype=int)
        return cast(starts, ends, group, segs[:, :4], objects, n_groups)

    def wall_inside(self, space: Space) -> bool:
        """Does a movement-blocking wall meet the interior of `space`? (No creature stands astride
        a wall, though a squeezing one may pass it.)"""
        segs = self._movement_segments
        if not len(segs):
            return False
        box = np.array([space.bounds], dtype=float)
        return bool(segments_enter_boxes(segs[:, :2], segs[:, 2:], np.repeat(box, len(segs), axis=0),
                                         pairwise=True).any())

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
        out = []
        segs = self._movement_segments
        for ddx, ddy in ((1, 0), (0, 1)):
            arr = np.zeros((h + 1, w + 1), dtype=bool)
            out.append(arr)
            if not len(segs):
                continue
            rw, rh = s + ddx, s + ddy  # the step's rectangle
            # Candidate rectangles per segment: those whose box overlaps the segment's box.
            x0 = np.floor(np.minimum(segs[:, 0], segs[:, 2])).astype(int) - rw
            x1 = np.ceil(np.maximum(segs[:, 0], segs[:, 2])).astype(int)
            y0 = np.floor(np.minimum(segs[:, 1], segs[:, 3])).astype(int) - rh
            y1 = np.ceil(np.maximum(segs[:, 1], segs[:, 3])).astype(int)
            nx_, ny_ = x1 - x0 + 1, y1 - y0 + 1
            counts = nx_ * ny_
            seg_i = np.repeat(np.arange(len(segs)), counts)
            k = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
            cx = x0[seg_i] + k % nx_[seg_i]
            cy = y0[seg_i] + k // nx_[seg_i]
            ok = (cx >= 0) & (cy >= 0) & (cx <= w) & (cy <= h)
            seg_i, cx, cy = seg_i[ok], cx[ok], cy[ok]
            boxes = np.stack([cx, cy, cx + rw, cy + rh], axis=1).astype(float)
            hit = segments_enter_boxes(segs[seg_i, :2], segs[seg_i, 2:], boxes, pairwise=True)
            arr[cy[hit], cx[hit]] = True
        return out[0], out[1]

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
