"""Lines between spaces: line of effect, the line bundles cover counts, the flanking segment.

Results keep the lines themselves (and whether each was blocked) because the
Director's window draws them when a table disputes a call.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from .board import Board
from .exact import decimal_point, tolerance
from .fans import Fans
from .grid import Space
from .linecast import segments_cross, segments_enter_boxes

INSET = 0.05
LONG_WALL = 4.0  # squares: walls at least this long are tried as room dividers in the tables


@dataclass(frozen=True)
class Line:
    start: tuple[float, float]
    end: tuple[float, float]
    blocked: bool


@dataclass(frozen=True)
class LineOfEffect:
    value: bool
    line: Line | None  # a clear line when there is one: the proof


def blocked_matrix(board: Board, p: np.ndarray, q: np.ndarray, boxes: np.ndarray | None = None) -> np.ndarray:
    """blocked[i, j]: the line p[i] -> q[j] meets an effect wall, an object interior, or one of
    `boxes` (rows x0, y0, x1, y1: creatures that give cover)."""
    starts = np.repeat(p, len(q), axis=0)
    ends = np.tile(q, (len(p), 1))
    return board.lines_blocked(starts, ends, boxes).reshape(len(p), len(q))


def line_of_effect(board: Board, a: Space, b: Space) -> LineOfEffect:
    """§4 "Line of effect": at least one clear line between candidate points of the two spaces.
    Cached on the board snapshot: it depends on nothing else, and hovering asks it again and again."""
    cache = board.__dict__.setdefault("_loe_cache", {})
    key = (a.x, a.y, a.side, b.x, b.y, b.side)
    got = cache.get(key)
    if got is None:
        if len(cache) > 100_000:
            cache.clear()
        back = cache.get((b.x, b.y, b.side, a.x, a.y, a.side))
        if back is not None:  # lines run both ways
            got = LineOfEffect(back.value, back.line and Line(back.line.end, back.line.start, False))
        else:
            got = _line_of_effect(board, a, b)
        cache[key] = got
    return got


def _line_of_effect(board: Board, a: Space, b: Space) -> LineOfEffect:
    # The 4 outer corners of each space are candidate points too: most pairs are settled by
    # those 16 lines, and only pairs they all fail need the full bundle.
    ca, cb = np.array(a.centre), np.array(b.centre)
    for p, q in ((np.array(a.corner_points(INSET)), np.array(b.corner_points(INSET))),
                 (np.array(a.candidate_points(INSET)), np.array(b.candidate_points(INSET)))):
        blocked = blocked_matrix(board, p, q)
        free = np.argwhere(~blocked)
        if len(free):
            # Of the clear lines, show the one closest to centre-to-centre: the most convincing proof.
            score = np.linalg.norm(p[free[:, 0]] - ca, axis=1) + np.linalg.norm(q[free[:, 1]] - cb, axis=1)
            i, j = free[int(np.argmin(score))]
            return LineOfEffect(True, Line(tuple(map(float, p[i])), tuple(map(float, q[j])), False))
        if a.side == 1 and b.side == 1:
            break  # the corners were every candidate point
    return LineOfEffect(False, None)


def lines(p: np.ndarray, q: np.ndarray, blocked: np.ndarray) -> tuple[Line, ...]:
    """The lines from one point p to each of q, with their blocked flags."""
    return tuple(Line(tuple(map(float, p)), tuple(map(float, qq)), bool(b)) for qq, b in zip(q, blocked, strict=True))


def creature_boxes(spaces: list[Space], shrink: float = 0.1) -> np.ndarray:
    """Creature spaces shrunk on every side (rows x0, y0, x1, y1): a line grazing a creature's
    edge is not blocked."""
    return np.array([(decimal_point(s.x, shrink), decimal_point(s.y, shrink), decimal_point(s.x2, -shrink),
                      decimal_point(s.y2, -shrink)) for s in spaces], dtype=float).reshape(-1, 4)


def segment_enters(start, end, boxes: np.ndarray) -> np.ndarray:
    """Which of `boxes` the segment start-end enters."""
    return segments_enter_boxes(np.array([start], float), np.array([end], float), boxes)[0]


# ---- flanking -------------------------------------------------------------

@dataclass(frozen=True)
class FlankTest:
    value: bool
    segment: tuple[tuple[float, float], tuple[float, float]]
    sides: str | None  # "top-bottom" or "left-right": the pair the segment crosses


def flank_segment(a: Space, b: Space, target: Space) -> FlankTest:
    """The segment between the centres of A and B meets both sides of one pair of opposite
    sides of the target's space (sides are closed: a corner belongs to both its sides)."""
    seg = shapely.LineString([a.centre, b.centre])
    x, y, x2, y2 = target.bounds
    top, bottom = shapely.LineString([(x, y), (x2, y)]), shapely.LineString([(x, y2), (x2, y2)])
    left, right = shapely.LineString([(x, y), (x, y2)]), shapely.LineString([(x2, y), (x2, y2)])
    sides = None
    if seg.intersects(top) and seg.intersects(bottom):
        sides = "top-bottom"
    elif seg.intersects(left) and seg.intersects(right):
        sides = "left-right"
    return FlankTest(sides is not None, (a.centre, b.centre), sides)


# ---- many pairs at once -------------------------------------------------------

class PointTable:
    """The candidate points of many spaces in one array, and their fans (geometry.fans): casts
    lines between them, letting the fans settle most blocked lines before any exact test."""

    # Painting costs per point and pays back per line: fans only when there are many lines in all,
    # and only for the points that have many lines each (measured in bench_rules: the whole
    # 40-creature table gains; one token against the other 39 wants fans on its own points only).
    FANS_FROM = 20_000
    LINES_PER_POINT = 100

    def __init__(self, board: Board, spaces):
        self.board = board
        self.index: dict[tuple[int, int, int], int] = {}
        pts, sides = [], []
        for s in spaces:
            key = (s.x, s.y, s.side)
            if key not in self.index:
                self.index[key] = len(pts)
                pts.append(np.array(s.candidate_points(INSET)))
                sides.append(s.side)
        sizes = [len(p) for p in pts]
        self.offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(int)
        self.sides = np.array(sides)
        self.points = np.concatenate(pts) if pts else np.zeros((0, 2))
        self.owner = np.repeat(np.arange(len(pts)), sizes)
        self.bounds = np.array([(s[0].min(), s[1].min(), s[0].max(), s[1].max()) for s in (p.T for p in pts)]
                               ).reshape(-1, 4)
        self.fans: Fans | None = None
        self.fan_row = np.full(len(self.points), -1)  # each point's row in the fans, -1 for none

    def paint_fans(self, total_lines: int, lines_per_point: np.ndarray) -> None:
        """Fans for the points of the spaces whose points have many lines each to settle
        (`lines_per_point`, one number per space), when the lines are many in all. Once."""
        if self.fans is not None or total_lines < self.FANS_FROM:
            return
        chosen = np.flatnonzero(lines_per_point >= self.LINES_PER_POINT)
        if not len(chosen):
            return
        pts = _ranges(self.offsets[chosen], np.diff(self.offsets)[chosen])
        self.fans = Fans(self.points[pts], self.board.effect_segments, self.board.object_cells, self.owner[pts])
        self.fan_row[pts] = np.arange(len(pts))

    def _by_fan(self, i: np.ndarray, ask, *per_line: np.ndarray) -> np.ndarray:
        """ask(fan rows, *per_line) for the points i that have a fan; False (not known) for the rest."""
        if len(self.fans.points) == len(self.points):  # every point has its fan, in the same order
            return ask(i, *per_line)
        row = self.fan_row[i]
        has = row >= 0
        out = np.zeros(len(i), dtype=bool)
        out[has] = ask(row[has], *(x[has] for x in per_line))
        return out

    def of(self, space: Space) -> int:
        return self.index[(space.x, space.y, space.side)]

    def all_points(self, k: int) -> np.ndarray:
        return np.arange(self.offsets[k], self.offsets[k + 1])

    def corners(self, k) -> np.ndarray:
        """Indices of the 4 corner points (Space.corner_points order) of space k, or (len(k), 4)
        for an array of spaces."""
        s = self.sides[k]
        c = np.stack([0 * s, 4 * (s - 1) + 1, 4 * s * (s - 1) + 2, 4 * (s * s - 1) + 3], axis=-1)
        return self.offsets[k][..., None] + c

    def blocked(self, i: np.ndarray, j: np.ndarray, group: np.ndarray) -> np.ndarray:
        """Lines points[i] -> points[j], bundled by `group` (any ints): blocked, exactly."""
        out = np.ones(len(i), dtype=bool)
        rest = np.arange(len(i))
        if self.fans is not None:
            rest = rest[~self._by_fan(i, self.fans.blocked, self.points[j])]
            rest = rest[~self._by_fan(j[rest], self.fans.blocked, self.points[i[rest]])]
        if len(rest):
            present = np.zeros(int(group.max()) + 1, dtype=bool)
            present[group[rest]] = True
            g = (np.cumsum(present) - 1)[group[rest]]  # bundles numbered 0.. without gaps
            out[rest] = self.board.lines_blocked(self.points[i[rest]], self.points[j[rest]], group=g,
                                                 n_groups=int(g.max()) + 1)
        return out

    def walled_off(self, i: np.ndarray, k: np.ndarray) -> np.ndarray:
        """Every line from points[i] to a point of space k is certainly blocked (False: not known)."""
        if self.fans is None:
            return np.zeros(len(i), dtype=bool)
        return self._by_fan(i, self.fans.blocked_toward, self.bounds[k])


def point_table(board: Board, spaces) -> PointTable:
    """A PointTable of `spaces`, kept on the board for the next question about the same spaces
    (the cover table follows the line-of-effect table, with the same fans)."""
    key = tuple(dict.fromkeys((s.x, s.y, s.side) for s in spaces))
    kept = board.__dict__.get("_point_table")
    if kept is not None and kept[0] == key:
        return kept[1]
    table = PointTable(board, spaces)
    board.__dict__["_point_table"] = (key, table)
    return table


def line_of_effect_many(board: Board, pairs: list[tuple[Space, Space]]) -> list[LineOfEffect]:
    """line_of_effect for many pairs in one pass (what a selection needs for every other token);
    the answers go into the same cache. The corners first, as for one pair; then, for the pairs
    they leave unsettled, the lines from the points that are not walled off from the other space."""
    cache = board.__dict__.setdefault("_loe_cache", {})
    out: list[LineOfEffect | None] = [cache.get((a.x, a.y, a.side, b.x, b.y, b.side)) for a, b in pairs]
    todo = [n for n, r in enumerate(out) if r is None]
    if todo:
        table = point_table(board, [s for n in todo for s in pairs[n]])
        ka = np.array([table.of(pairs[n][0]) for n in todo])
        kb = np.array([table.of(pairs[n][1]) for n in todo])
        size = np.diff(table.offsets)
        per_point = (np.bincount(ka, size[kb], len(size)) + np.bincount(kb, size[ka], len(size))).astype(int)
        table.paint_fans(int((size[ka] * size[kb]).sum()), per_point)
        # Stage 1: the 4 x 4 corner lines of every pair.
        ca, cb = table.corners(ka), table.corners(kb)
        i, j = np.repeat(ca, 4, axis=1).ravel(), np.tile(cb, (1, 4)).ravel()
        g = np.repeat(np.arange(len(todo)), 16)
        found = _best_clear(table, i, j, g, table.blocked(i, j, g))
        left = [m for m in range(len(todo)) if m not in found and (table.sides[ka[m]] > 1 or table.sides[kb[m]] > 1)]
        # Stage 2: every candidate point, less those walled off from the other space.
        if left:
            left = [m for m, cut in zip(left, _walled_apart(table, ka[left], kb[left]), strict=True) if not cut]
        if left:
            i, j, g = _open_lines(table, ka, kb, left)
            found.update(_best_clear(table, i, j, g, table.blocked(i, j, g)))
        for m, n in enumerate(todo):
            out[n] = found.get(m, LineOfEffect(False, None))
    for (a, b), r in zip(pairs, out, strict=True):
        if len(cache) > 100_000:
            cache.clear()
        cache[(a.x, a.y, a.side, b.x, b.y, b.side)] = r
    return out


def _walled_apart(table: PointTable, ka: np.ndarray, kb: np.ndarray) -> np.ndarray:
    """For pairs of spaces: does one long wall cut every line between them? The lines between two
    boxes fill the convex hull of both, so a wall cuts them all when the boxes lie strictly on
    either side of its line and the 16 corner-to-corner lines cross that line within the wall.
    Long walls only: they are the ones that part rooms, and they are few."""
    segs = table.board.effect_segments
    segs = segs[np.hypot(segs[:, 2] - segs[:, 0], segs[:, 3] - segs[:, 1]) >= LONG_WALL]
    out = np.zeros(len(ka), dtype=bool)
    if not len(segs) or not len(ka):
        return out
    ba, bb = table.bounds[ka], table.bounds[kb]
    # Such a wall crosses the line between the centres: try only those.
    pair, wall = np.nonzero(segments_cross((ba[:, :2] + ba[:, 2:]) / 2, (bb[:, :2] + bb[:, 2:]) / 2, segs))
    if not len(pair):
        return out
    xs, ys = [0, 2, 0, 2], [1, 1, 3, 3]
    ca = np.stack([ba[pair][:, xs], ba[pair][:, ys]], axis=-1)  # (candidates, 4, 2)
    cb = np.stack([bb[pair][:, xs], bb[pair][:, ys]], axis=-1)
    pa, pb = np.repeat(ca, 4, axis=1), np.tile(cb, (1, 4, 1))  # every corner of a with every corner of b
    s0, d = segs[wall, None, :2], (segs[wall, 2:] - segs[wall, :2])[:, None, :]
    side_a = d[..., 0] * (pa[..., 1] - s0[..., 1]) - d[..., 1] * (pa[..., 0] - s0[..., 0])
    side_b = d[..., 0] * (pb[..., 1] - s0[..., 1]) - d[..., 1] * (pb[..., 0] - s0[..., 0])
    # Strictly apart, beyond rounding (geometry.exact): a corner within rounding of the wall's line
    # leaves the pair to the exact cast.
    tol = tolerance(segs, ba, bb)
    apart = ((np.all(side_a > tol, axis=1) & np.all(side_b < -tol, axis=1))
             | (np.all(side_a < -tol, axis=1) & np.all(side_b > tol, axis=1)))
    # Where each corner-to-corner line crosses the wall's line, as a fraction along the wall.
    with np.errstate(divide="ignore", invalid="ignore"):
        x = pa + (pb - pa) * (side_a / (side_a - side_b))[..., None]
        u = ((x - s0) * d).sum(axis=-1) / (d * d).sum(axis=-1)
    cut = apart & np.all((u >= 1e-9) & (u <= 1 - 1e-9), axis=1)
    out[pair[cut]] = True
    return out


def _ranges(starts: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """starts[0] .. starts[0] + sizes[0] - 1, then the same for the next, all in one array."""
    return np.repeat(starts - np.cumsum(sizes) + sizes, sizes) + np.arange(sizes.sum())


def cross_lines(rows, n_rows, cols, n_cols):
    """Per bundle m, every pairing of its n_rows[m] rows with its n_cols[m] cols (rows and cols
    concatenated bundle by bundle): (row, col, bundle) per line."""
    n = n_rows * n_cols
    m = np.repeat(np.arange(len(n)), n)
    k = _ranges(np.zeros(len(n), dtype=int), n)
    r0, c0 = np.cumsum(n_rows) - n_rows, np.cumsum(n_cols) - n_cols
    return rows[r0[m] + k // n_cols[m]], cols[c0[m] + k % n_cols[m]], m


def _open_lines(table: PointTable, ka, kb, left: list[int]):
    """All lines between the two spaces of each pair in `left`, except those from a point whose
    fan walls it off from the other space (from either end)."""
    left = np.asarray(left)
    a, b = ka[left], kb[left]
    size = np.diff(table.offsets)
    # Points of a (toward b), then points of b (toward a), bundle by bundle.
    pa, pb = _ranges(table.offsets[a], size[a]), _ranges(table.offsets[b], size[b])
    open_a = ~table.walled_off(pa, np.repeat(b, size[a]))
    open_b = ~table.walled_off(pb, np.repeat(a, size[b]))
    ma, mb = np.repeat(np.arange(len(left)), size[a]), np.repeat(np.arange(len(left)), size[b])
    i, j, m = cross_lines(pa[open_a], np.bincount(ma[open_a], minlength=len(left)),
                          pb[open_b], np.bincount(mb[open_b], minlength=len(left)))
    return i, j, left[m]


def _best_clear(table: PointTable, i, j, g, blocked) -> dict[int, LineOfEffect]:
    """Per bundle with a clear line, the clear line nearest centre-to-centre (the most convincing proof)."""
    free = np.flatnonzero(~blocked)
    if not len(free):
        return {}
    p, q = table.points[i[free]], table.points[j[free]]
    ca = (table.bounds[table.owner[i[free]], :2] + table.bounds[table.owner[i[free]], 2:]) / 2
    cb = (table.bounds[table.owner[j[free]], :2] + table.bounds[table.owner[j[free]], 2:]) / 2
    score = np.hypot(*(p - ca).T) + np.hypot(*(q - cb).T)
    order = np.lexsort((score, g[free]))
    firsts = order[np.r_[True, g[free][order][1:] != g[free][order][:-1]]]
    return {int(g[free][f]): LineOfEffect(True, Line(tuple(map(float, p[f])), tuple(map(float, q[f])), False))
            for f in firsts}
