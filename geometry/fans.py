"""Fans of certainly-blocked directions around candidate points: a fast, sound pre-filter for
casting many lines.

Around a point p, a blocker (the part of an effect wall, or an object cell) lying wholly within REACH
of p blocks every line from p that is at least REACH long and leaves in a direction strictly
inside the blocker's angular span. Each point's fan is those spans painted into angular bins;
a long line whose bin is painted is blocked, with no segment test at all. Only bins that one
blocker covers entirely (with a margin) are painted, so the fan never calls a clear line
blocked: what it cannot settle goes to the exact cast. On a map where most pairs of creatures
do not see each other, it settles nearly all of their lines from one end or the other.
"""

from __future__ import annotations

import numpy as np

REACH = 12.0  # squares: wider fans settle more lines but cost more to paint (measured in bench_rules)
BINS = 512  # per full turn
_EPS = 1e-9
_W = 4.0 / BINS  # bin width in pseudo-angle units
_CORNERS = np.array([(0, 0), (1, 0), (1, 1), (0, 1)], dtype=float)


def pseudo_angle(dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
    """A number in [0, 4) that grows with the direction's angle, cheaper than atan2 (0 for no direction)."""
    s = np.abs(dx) + np.abs(dy)
    p = dy / np.where(s > 0, s, 1.0)
    return np.where(dx >= 0, p, 2.0 - p) % 4.0


def _clip_to_disc(segs: np.ndarray, p: np.ndarray, r: float) -> tuple[np.ndarray, np.ndarray]:
    """The part of each segment segs[k] (x0, y0, x1, y1) within distance r of p[k], as endpoints
    relative to p[k]: (rel (L, 2, 2), some) where `some` is False when nothing of it is that near."""
    f = segs[:, :2] - p
    d = segs[:, 2:] - segs[:, :2]
    a = np.maximum((d * d).sum(axis=1), 1e-18)
    b = (f * d).sum(axis=1)
    c = (f * f).sum(axis=1) - r * r
    disc = b * b - a * c
    root = np.sqrt(np.maximum(disc, 0))
    t0 = np.maximum((-b - root) / a, 0)[:, None]
    t1 = np.minimum((-b + root) / a, 1)[:, None]
    return np.stack([f + t0 * d, f + t1 * d], axis=1), (disc > 0) & (t0[:, 0] < t1[:, 0])


def _spans(rel: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Angular span (lo, hi), in pseudo-angle, of shapes given by their vertices relative to the
    viewer (L, V, 2). lo may be below 0 and hi above 4 when the span crosses direction 0."""
    a = pseudo_angle(rel[..., 0], rel[..., 1])
    v = (a - a[:, :1] + 2.0) % 4.0 - 2.0  # a shape seen from outside spans less than half a turn
    return a[:, 0] + v.min(axis=1), a[:, 0] + v.max(axis=1)


def _bins_inside(lo: np.ndarray, hi: np.ndarray):
    """The bins wholly inside (lo, hi) with a margin, as up to three [first, end) runs (a span
    crossing direction 0 is split)."""
    first = np.ceil((lo + _EPS) / _W).astype(int)
    end = np.floor((hi - _EPS) / _W).astype(int)
    for shift in (0, BINS, -BINS):
        f, e = np.clip(first + shift, 0, BINS), np.clip(end + shift, 0, BINS)
        on = e > f
        yield on, f, e


class Fans:
    """The painted fans of `points` (N, 2) among effect wall segments (M, 4) and object cells
    (K, 2: top-left corners). Points of one `group` (a space) are near each other: blockers are
    gathered once per group. A point on a wall has every line blocked (touching counts), so
    whatever its fan holds is true; a point inside an object cell gets nothing from that cell
    (the span would be half a turn or more) and the exact cast settles those lines."""

    def __init__(self, points: np.ndarray, segs: np.ndarray, cells: np.ndarray, groups: np.ndarray):
        self.points = np.asarray(points, dtype=float).reshape(-1, 2)
        n = len(self.points)
        starts = np.zeros(n * (BINS + 1))
        segs = np.asarray(segs, dtype=float).reshape(-1, 4)
        cells = np.asarray(cells, dtype=float).reshape(-1, 2)
        if len(segs) and n:
            starts += self._paint(segs.reshape(-1, 2, 2), groups, clip=True)
        if len(cells) and n:
            starts += self._paint(cells[:, None, :] + _CORNERS[None, :, :], groups, clip=False)
        # covered[i, b]: some blocker near point i covers bin b; painted[i, b]: covered bins before b
        self.covered = starts.reshape(n, BINS + 1).cumsum(axis=1)[:, :BINS] > 0.5
        self.painted = np.zeros((n, BINS + 1), dtype=np.int32)
        np.cumsum(self.covered, axis=1, out=self.painted[:, 1:])

    def _paint(self, shapes: np.ndarray, groups: np.ndarray, clip: bool) -> np.ndarray:
        """Bin-start counts (+1 where a painted run starts, -1 past its end) for `shapes` (S, V, 2):
        segments, clipped to each point's reach (a long wall counts where it is near), or boxes,
        counted when wholly within reach."""
        points = self.points
        centres = shapes.mean(axis=1)
        radius = np.max(np.hypot(*(shapes - centres[:, None, :]).transpose(2, 0, 1)), axis=1)
        pi, si = [], []
        for g in np.flatnonzero(np.bincount(groups)):  # (np.unique would import numpy.ma on first use)
            members = np.flatnonzero(groups == g)
            lo, hi = points[members].min(axis=0), points[members].max(axis=0)
            near = np.flatnonzero(np.all((centres + radius[:, None] + REACH >= lo) &
                                         (centres - radius[:, None] - REACH <= hi), axis=1))
            pi.append(np.repeat(members, len(near)))
            si.append(np.tile(near, len(members)))
        pi, si = np.concatenate(pi), np.concatenate(si)
        d = centres[si] - points[pi]
        near = np.hypot(d[:, 0], d[:, 1])
        keep = near - radius[si] < REACH if clip else near + radius[si] < REACH  # before the vertices
        pi, si = pi[keep], si[keep]
        if clip:
            rel, keep = _clip_to_disc(shapes[si].reshape(-1, 4), points[pi], REACH - 1e-6)
        else:
            rel = shapes[si] - points[pi][:, None, :]
            keep = np.max(np.hypot(rel[..., 0], rel[..., 1]), axis=1) + _EPS < REACH
        pi, rel = pi[keep], rel[keep]
        lo, hi = _spans(rel)
        # A span of half a turn or more means p is on or in the shape: nothing certain there.
        ok = (hi - lo) < 2.0 - 1e-6
        pi, lo, hi = pi[ok], lo[ok], hi[ok]
        base = pi * (BINS + 1)
        at, weight = [], []
        for on, f, e in _bins_inside(lo, hi):
            at += [base[on] + f[on], base[on] + e[on]]
            weight += [np.ones(on.sum()), -np.ones(on.sum())]
        return np.bincount(np.concatenate(at), np.concatenate(weight), minlength=len(points) * (BINS + 1))

    def blocked(self, i: np.ndarray, q: np.ndarray) -> np.ndarray:
        """For lines from points[i] to q (L, 2): certainly blocked (False means: cast it)."""
        d = q - self.points[i]
        b = np.minimum((pseudo_angle(d[:, 0], d[:, 1]) * (1 / _W)).astype(int), BINS - 1)
        return self.covered[i, b] & (d[:, 0] * d[:, 0] + d[:, 1] * d[:, 1] >= REACH * REACH)

    def blocked_toward(self, i: np.ndarray, boxes: np.ndarray) -> np.ndarray:
        """For points[i] and boxes (L, 4: x0, y0, x1, y1) that do not hold the point: is every line
        from the point to anywhere in the box certainly blocked?"""
        p = self.points[i]
        gx = np.maximum(np.maximum(boxes[:, 0] - p[:, 0], p[:, 0] - boxes[:, 2]), 0)
        gy = np.maximum(np.maximum(boxes[:, 1] - p[:, 1], p[:, 1] - boxes[:, 3]), 0)
        corners = np.stack([boxes[:, [0, 1]], boxes[:, [2, 1]], boxes[:, [2, 3]], boxes[:, [0, 3]]], axis=1)
        lo, hi = _spans(corners - p[:, None, :])
        # Every bin the span touches, not only those wholly inside it.
        first = np.floor(lo / _W).astype(int)
        end = np.floor(hi / _W).astype(int) + 1
        got = np.zeros(len(i), dtype=np.int64)
        flat = self.painted.reshape(-1)
        base = i * (BINS + 1)
        for shift in (0, BINS, -BINS):
            got += flat[base + np.clip(end + shift, 0, BINS)] - flat[base + np.clip(first + shift, 0, BINS)]
        return (got == end - first) & (gx * gx + gy * gy >= REACH * REACH) & ((hi - lo) < 2.0 - 1e-6)
