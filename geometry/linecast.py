"""Casting many lines at once against the board's blockers (walls that block effect, objects).

Lines come in bundles (`group`): the lines between two spaces. For each bundle only the
blockers near the corridor between its two ends are candidates, tested nearest-first, one
per round, and a line leaves the game as soon as one blocker stops it. On a wall-heavy map
most lines are settled by their first or second candidate, so the work grows with the
number of lines rather than lines × walls.
"""

from __future__ import annotations

import numpy as np

from .exact import enters_box_exact, segment_meets_exact, tolerance


def _orient(ax, ay, bx, by, cx, cy):
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)


def segments_cross(p: np.ndarray, q: np.ndarray, segs: np.ndarray, pairwise: bool = False,
                   tol: float | None = None) -> np.ndarray:
    """Closed segment p[i]-q[i] meets closed segment segs[j] (touching counts): (L, M) bool, or
    (L,) for segment i against segs[i] with `pairwise`. Exact: the orientation tests run in floating
    point, and the pairs where one of them is within rounding of zero are settled again with
    fractions (geometry.exact)."""
    if pairwise:
        px, py, qx, qy = p[:, 0], p[:, 1], q[:, 0], q[:, 1]
    else:
        px, py, qx, qy = p[:, 0:1], p[:, 1:2], q[:, 0:1], q[:, 1:2]
    ax, ay, bx, by = segs[:, 0], segs[:, 1], segs[:, 2], segs[:, 3]
    d1 = _orient(ax, ay, bx, by, px, py)
    d2 = _orient(ax, ay, bx, by, qx, qy)
    d3 = _orient(px, py, qx, qy, ax, ay)
    d4 = _orient(px, py, qx, qy, bx, by)
    hit = (d1 * d2 < 0) & (d3 * d4 < 0)  # a proper crossing; anything near zero is settled below
    if tol is None:  # (a caller casting many batches passes the bound of all its points)
        tol = tolerance(p, q, segs)
    unsure = np.minimum(np.minimum(np.abs(d1), np.abs(d2)), np.minimum(np.abs(d3), np.abs(d4))) <= tol
    if unsure.any():
        shape = hit.shape
        cols = [np.broadcast_to(v, shape)[unsure].tolist() for v in (px, py, qx, qy, ax, ay, bx, by)]
        hit[unsure] = [segment_meets_exact(*v) for v in zip(*cols, strict=True)]
    return hit


def segments_enter_boxes(p: np.ndarray, q: np.ndarray, boxes: np.ndarray, pairwise: bool = False,
                         tol: float | None = None) -> np.ndarray:
    """Segment p[i]-q[i] meets the open interior of box k (x0, y0, x1, y1): (L, K) bool, or (L,)
    with `pairwise`. A segment along an edge or through a corner does not enter. Separating axes:
    the segment misses the open box when their extents on x or on y at most touch, or when the
    box's 4 corners lie on one closed side of the segment's line. Coordinate comparisons are exact;
    the corner sides are floating-point orientation tests, settled again with fractions when one
    is within rounding of zero (geometry.exact)."""
    if pairwise:
        px, py, qx, qy = p[:, 0], p[:, 1], q[:, 0], q[:, 1]
    else:
        px, py, qx, qy = p[:, 0:1], p[:, 1:2], q[:, 0:1], q[:, 1:2]
    x0, y0, x1, y1 = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    out = ((np.maximum(px, qx) > x0) & (np.minimum(px, qx) < x1)
           & (np.maximum(py, qy) > y0) & (np.minimum(py, qy) < y1))
    if not out.any():
        return out
    # Only the pairs whose extents overlap need the corner sides.
    idx = np.nonzero(out)
    sel_p, sel_b = (idx[0], idx[0]) if pairwise else idx
    ax, ay, bx, by = p[sel_p, 0], p[sel_p, 1], q[sel_p, 0], q[sel_p, 1]
    bx0, by0, bx1, by1 = x0[sel_b], y0[sel_b], x1[sel_b], y1[sel_b]
    dx, dy = bx - ax, by - ay
    s = [dx * (cy - ay) - dy * (cx - ax) for cx, cy in ((bx0, by0), (bx1, by0), (bx0, by1), (bx1, by1))]
    low = (s[0] < 0) | (s[1] < 0) | (s[2] < 0) | (s[3] < 0)
    high = (s[0] > 0) | (s[1] > 0) | (s[2] > 0) | (s[3] > 0)
    got = (low & high) | ((dx == 0) & (dy == 0))  # a point inside: the extents said so
    if tol is None:
        tol = tolerance(p, q, boxes)
    unsure = np.minimum(np.minimum(np.abs(s[0]), np.abs(s[1])), np.minimum(np.abs(s[2]), np.abs(s[3]))) <= tol
    if unsure.any():
        cols = [v[unsure].tolist() for v in (ax, ay, bx, by, bx0, by0, bx1, by1)]
        got[unsure] = [enters_box_exact(*v) for v in zip(*cols, strict=True)]
    out[idx] = got
    return out


BUCKET = 4.0  # side of the buckets blockers are filed in, in squares


def _segment_distance(px, py, ax, ay, bx, by):
    """Distance from points (px, py) to segments a-b, elementwise."""
    abx, aby = bx - ax, by - ay
    rx, ry = px - ax, py - ay
    t = np.clip((rx * abx + ry * aby) / np.maximum(abx * abx + aby * aby, 1e-12), 0, 1)
    return np.hypot(rx - t * abx, ry - t * aby)


def _dense(centres, radius, a, b, reach, mi):
    """Every (group, blocker in mi) pair within reach, with its distance."""
    d = _segment_distance(centres[None, mi, 0], centres[None, mi, 1], a[:, 0:1], a[:, 1:2], b[:, 0:1], b[:, 1:2])
    d = d - radius[None, mi]
    gi, k = np.nonzero(d <= reach[:, None] + 1e-9)
    return gi, mi[k], d[gi, k]


def _bucketed(centres, radius, a, b, reach, small):
    """The same for small blockers, through a grid of buckets: each group visits the buckets near
    its corridor only, so the work grows with the corridors' area, not groups × blockers."""
    origin = centres[small].min(axis=0)
    centres, a, b = centres - origin, a - origin, b - origin  # buckets count from 0
    home = np.floor(centres[small] / BUCKET).astype(int)
    nbx, nby = home.max(axis=0) + 1
    bucket = home[:, 1] * nbx + home[:, 0]
    order = np.argsort(bucket, kind="stable")
    members = small[order]
    first = np.searchsorted(bucket[order], np.arange(nbx * nby + 1))
    inflate = reach + radius[small].max()
    lo = np.floor((np.minimum(a, b) - inflate[:, None]) / BUCKET).astype(int)
    hi = np.floor((np.maximum(a, b) + inflate[:, None]) / BUCKET).astype(int)
    lo = np.maximum(lo, 0)
    hi = np.minimum(hi, [nbx - 1, nby - 1])
    wx, wy = np.maximum(hi[:, 0] - lo[:, 0] + 1, 0), np.maximum(hi[:, 1] - lo[:, 1] + 1, 0)
    n = wx * wy
    g = np.repeat(np.arange(len(a)), n)
    k = np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)
    cx = lo[g, 0] + k % wx[g]
    cy = lo[g, 1] + k // wx[g]
    near = _segment_distance((cx + 0.5) * BUCKET, (cy + 0.5) * BUCKET, a[g, 0], a[g, 1], b[g, 0], b[g, 1])
    keep = near <= inflate[g] + BUCKET * 0.7072  # a blocker's centre is within half a diagonal of its bucket's
    g, cell = g[keep], (cy * nbx + cx)[keep]
    m = first[cell + 1] - first[cell]
    gi = np.repeat(g, m)
    at = np.repeat(first[cell] - np.cumsum(m) + m, m) + np.arange(m.sum())
    mi = members[at]
    d = _segment_distance(centres[mi, 0], centres[mi, 1], a[gi, 0], a[gi, 1], b[gi, 0], b[gi, 1]) - radius[mi]
    keep = d <= reach[gi] + 1e-9
    return gi[keep], mi[keep], d[keep]


def _candidates(centres: np.ndarray, radius: np.ndarray, a: np.ndarray, b: np.ndarray, reach: np.ndarray):
    """Per group, the blockers that may meet one of its lines, nearest the corridor first, as
    CSR arrays: blockers[offsets[g]:offsets[g + 1]] for group g."""
    big = radius > BUCKET / 2
    parts = []
    if len(a) > 8 and not big.all():
        parts.append(_bucketed(centres, radius, a, b, reach, np.flatnonzero(~big)))
        if big.any():
            parts.append(_dense(centres, radius, a, b, reach, np.flatnonzero(big)))
    else:
        parts.append(_dense(centres, radius, a, b, reach, np.arange(len(centres))))
    gi, mi, d = (np.concatenate(x) for x in zip(*parts, strict=True))
    order = np.lexsort((d, gi))
    return mi[order], np.searchsorted(gi[order], np.arange(len(a) + 1))


def cast(starts: np.ndarray, ends: np.ndarray, group: np.ndarray, segs: np.ndarray, boxes: np.ndarray,
         n_groups: int) -> np.ndarray:
    """blocked[i]: line starts[i]-ends[i] meets one of `segs` (M, 4; touching counts) or the
    interior of one of `boxes` (K, 4). `group[i]` in 0..n_groups-1 names the bundle of line i."""
    n = len(starts)
    out = np.zeros(n, dtype=bool)
    if n == 0 or (not len(segs) and not len(boxes)):
        return out
    counts = np.maximum(np.bincount(group, minlength=n_groups), 1)[:, None]
    a = np.stack([np.bincount(group, starts[:, k], n_groups) for k in (0, 1)], 1) / counts
    b = np.stack([np.bincount(group, ends[:, k], n_groups) for k in (0, 1)], 1) / counts
    # Every line of a bundle lies within `reach` of the segment between its mean ends.
    dev = np.maximum(np.hypot(*(starts - a[group]).T), np.hypot(*(ends - b[group]).T))
    reach = np.zeros(n_groups)
    np.maximum.at(reach, group, dev)
    kinds = []
    for geo, test in ((segs, segments_cross), (boxes, segments_enter_boxes)):
        if len(geo):
            centres = (geo[:, :2] + geo[:, 2:4]) / 2
            radius = np.hypot(geo[:, 2] - geo[:, 0], geo[:, 3] - geo[:, 1]) / 2
            cand, offsets = _candidates(centres, radius, a, b, reach)
            kinds.append((geo[:, :4], test, cand, offsets))
    tol = tolerance(starts, ends, segs, boxes)  # one rounding bound for every batch below
    alive = np.arange(n)
    lo, width = 0, 1
    while len(alive):
        hi = lo + width
        g = group[alive]
        hit = np.zeros(len(alive), dtype=bool)
        more = np.zeros(len(alive), dtype=bool)
        for geo, test, cand, offsets in kinds:
            first, total = offsets[g], offsets[g + 1] - offsets[g]
            k = np.clip(np.minimum(total, hi) - lo, 0, None)  # candidates of this round, per line
            more |= total > hi
            if not k.any():
                continue
            line = np.repeat(np.arange(len(alive)), k)
            nth = lo + np.arange(len(line)) - np.repeat(np.cumsum(k) - k, k)
            idx = alive[line]
            got = test(starts[idx], ends[idx], geo[cand[first[line] + nth]], pairwise=True, tol=tol)
            hit |= np.bincount(line[got], minlength=len(alive)) > 0
        out[alive[hit]] = True
        alive = alive[~hit & more]
        lo, width = hi, width * 2  # most lines fall to their first candidates; survivors go in bulk
    return out
