"""Casting many lines at once against the board's blockers (walls that block effect, objects).

Lines come in bundles (`group`): the lines between two spaces. For each bundle only the
blockers near the corridor between its two ends are candidates, tested nearest-first, one
per round, and a line leaves the game as soon as one blocker stops it. On a wall-heavy map
most lines are settled by their first or second candidate, so the work grows with the
number of lines rather than lines × walls.
"""

from __future__ import annotations

import numpy as np


def _orient(ax, ay, bx, by, cx, cy):
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)


def segments_cross(p: np.ndarray, q: np.ndarray, segs: np.ndarray, pairwise: bool = False) -> np.ndarray:
    """Closed segment p[i]-q[i] meets closed segment segs[j] (touching counts): (L, M) bool, or
    (L,) for segment i against segs[i] with `pairwise`."""
    if pairwise:
        px, py, qx, qy = p[:, 0], p[:, 1], q[:, 0], q[:, 1]
    else:
        px, py, qx, qy = p[:, 0:1], p[:, 1:2], q[:, 0:1], q[:, 1:2]
    ax, ay, bx, by = segs[:, 0], segs[:, 1], segs[:, 2], segs[:, 3]
    d1 = _orient(ax, ay, bx, by, px, py)
    d2 = _orient(ax, ay, bx, by, qx, qy)
    d3 = _orient(px, py, qx, qy, ax, ay)
    d4 = _orient(px, py, qx, qy, bx, by)
    hit = (d1 * d2 <= 0) & (d3 * d4 <= 0)
    collinear = hit & (d1 == 0) & (d2 == 0)
    if collinear.any():
        # Collinear pieces meet only if their extents overlap on both axes.
        overlap = ((np.minimum(px, qx) <= np.maximum(ax, bx)) & (np.minimum(ax, bx) <= np.maximum(px, qx))
                   & (np.minimum(py, qy) <= np.maximum(ay, by)) & (np.minimum(ay, by) <= np.maximum(py, qy)))
        hit &= ~collinear | overlap
    return hit


def segments_enter_boxes(p: np.ndarray, q: np.ndarray, boxes: np.ndarray, pairwise: bool = False) -> np.ndarray:
    """Segment p[i]-q[i] meets the open interior of box k (x0, y0, x1, y1): (L, K) bool, or (L,)
    with `pairwise`. Slab method: a segment along an edge or through a corner does not enter."""
    lo, hi = None, None
    for axis in (0, 1):
        o = p[:, axis] if pairwise else p[:, axis:axis + 1]
        d = (q[:, axis] if pairwise else q[:, axis:axis + 1]) - o
        b0, b1 = boxes[:, axis], boxes[:, axis + 2]
        with np.errstate(divide="ignore", invalid="ignore"):
            t0, t1 = (b0 - o) / d, (b1 - o) / d
        flat = d == 0
        inside = (o > b0) & (o < b1)
        a_lo = np.where(flat, np.where(inside, -np.inf, np.inf), np.minimum(t0, t1))
        a_hi = np.where(flat, np.where(inside, np.inf, -np.inf), np.maximum(t0, t1))
        lo = a_lo if lo is None else np.maximum(lo, a_lo)
        hi = a_hi if hi is None else np.minimum(hi, a_hi)
    return (lo < hi) & (lo < 1) & (hi > 0)


def _candidates(centres: np.ndarray, radius: np.ndarray, a: np.ndarray, b: np.ndarray, reach: np.ndarray):
    """Per group, the blockers that may meet one of its lines, nearest the corridor first:
    (order (G, M) indexes, counts (G,))."""
    ab = b - a                                                     # (G, 2)
    rel = centres[None, :, :] - a[:, None, :]                      # (G, M, 2)
    t = np.clip((rel * ab[:, None, :]).sum(-1) / np.maximum((ab * ab).sum(-1), 1e-12)[:, None], 0, 1)
    d = np.hypot(*(rel - t[..., None] * ab[:, None, :]).transpose(2, 0, 1)) - radius[None, :]
    near = d <= reach[:, None] + 1e-9
    order = np.argsort(np.where(near, d, np.inf), axis=1, kind="stable")
    return order, near.sum(axis=1)


def cast(starts: np.ndarray, ends: np.ndarray, group: np.ndarray, segs: np.ndarray, boxes: np.ndarray,
         n_groups: int) -> np.ndarray:
    """blocked[i]: line starts[i]-ends[i] meets one of `segs` (M, 4; touching counts) or the
    interior of one of `boxes` (K, 4). `group[i]` in 0..n_groups-1 names the bundle of line i."""
    n = len(starts)
    out = np.zeros(n, dtype=bool)
    if n == 0 or (not len(segs) and not len(boxes)):
        return out
    counts = np.bincount(group, minlength=n_groups).astype(float)
    a = np.stack([np.bincount(group, starts[:, k], n_groups) for k in (0, 1)], 1) / np.maximum(counts, 1)[:, None]
    b = np.stack([np.bincount(group, ends[:, k], n_groups) for k in (0, 1)], 1) / np.maximum(counts, 1)[:, None]
    # Every line of a bundle lies within `reach` of the segment between its mean ends.
    dev = np.maximum(np.hypot(*(starts - a[group]).T), np.hypot(*(ends - b[group]).T))
    reach = np.zeros(n_groups)
    np.maximum.at(reach, group, dev)
    kinds = []
    for geo, test in ((segs, segments_cross), (boxes, segments_enter_boxes)):
        if len(geo):
            centres = (geo[:, :2] + geo[:, 2:4]) / 2
            radius = np.hypot(geo[:, 2] - geo[:, 0], geo[:, 3] - geo[:, 1]) / 2
            order, cnt = _candidates(centres, radius, a, b, reach)
            kinds.append((geo[:, :4], test, order, cnt))
    alive = np.arange(n)
    rounds = max(int(c.max()) for *_, c in kinds)
    for k in range(rounds):
        g = group[alive]
        hit = np.zeros(len(alive), dtype=bool)
        more = np.zeros(len(alive), dtype=bool)
        for geo, test, order, cnt in kinds:
            has = cnt[g] > k
            if has.any():
                idx = alive[has]
                hit[has] |= test(starts[idx], ends[idx], geo[order[g[has], k]], pairwise=True)
                more |= cnt[g] > k + 1
        out[alive[hit]] = True
        alive = alive[~hit & more]
        if not len(alive):
            break
    return out
