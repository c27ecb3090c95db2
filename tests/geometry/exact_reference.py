"""A slow, plainly exact reference for the line tests (fractions.Fraction throughout), written apart
from geometry.linecast so the property tests compare two different methods: orientation tests for
segments, Liang-Barsky clipping with open bounds for boxes."""

from __future__ import annotations

from fractions import Fraction as F

from hypothesis import strategies as st


def orient(a, b, c) -> int:
    d = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (d > 0) - (d < 0)


def segment_meets_segment(p, q, a, b) -> bool:
    """Closed segments meet (touching counts)."""
    d1, d2, d3, d4 = orient(a, b, p), orient(a, b, q), orient(p, q, a), orient(p, q, b)
    if d1 == d2 == 0:  # collinear: the extents must overlap
        return (min(p[0], q[0]) <= max(a[0], b[0]) and min(a[0], b[0]) <= max(p[0], q[0])
                and min(p[1], q[1]) <= max(a[1], b[1]) and min(a[1], b[1]) <= max(p[1], q[1]))
    return d1 * d2 <= 0 and d3 * d4 <= 0


def segment_enters_box(p, q, box) -> bool:
    """The closed segment p-q has a point strictly inside the box (x0, y0, x1, y1)."""
    lo, hi = None, None  # open bounds on t, from the axes that move
    for axis in (0, 1):
        o, d = p[axis], q[axis] - p[axis]
        b0, b1 = box[axis], box[axis + 2]
        if d == 0:
            if not b0 < o < b1:
                return False
            continue
        t0, t1 = (b0 - o) / d, (b1 - o) / d
        t0, t1 = min(t0, t1), max(t0, t1)
        lo = t0 if lo is None else max(lo, t0)
        hi = t1 if hi is None else min(hi, t1)
    if lo is None:
        return True  # a point, inside on both axes
    return lo < hi and lo < 1 and hi > 0


def object_boxes(cells) -> list[tuple]:
    """Adjacent object cells are one solid mass (RULINGS "Objets"): each cell, and each pair of
    side-by-side cells as one box, so a line along their shared edge is inside."""
    cells = set(cells)
    out = [(F(x), F(y), F(x + 1), F(y + 1)) for x, y in cells]
    out += [(F(x), F(y), F(x + 2), F(y + 1)) for x, y in cells if (x + 1, y) in cells]
    out += [(F(x), F(y), F(x + 1), F(y + 2)) for x, y in cells if (x, y + 1) in cells]
    return out


def line_blocked(p, q, walls, boxes) -> bool:
    return (any(segment_meets_segment(p, q, a, b) for a, b in walls)
            or any(segment_enters_box(p, q, box) for box in boxes))


def candidate_points(x, y, side, inset=F(1, 20)) -> list[tuple]:
    out = []
    for j in range(side):
        for i in range(side):
            cx, cy = x + i, y + j
            out += [(cx + inset, cy + inset), (cx + 1 - inset, cy + inset),
                    (cx + inset, cy + 1 - inset), (cx + 1 - inset, cy + 1 - inset)]
    return out


def cover_5e(a, t, others, walls, objects) -> str:
    """§4 5e cover, exactly: a, t, others are (x, y, side)."""
    boxes = object_boxes(objects)
    pa = candidate_points(*a)
    pt = candidate_points(*t)
    if not any(not line_blocked(p, q, walls, boxes) for p in pa for q in pt):
        return "total"
    shrink = F(1, 10)
    creatures = [(F(x) + shrink, F(y) + shrink, F(x + s) - shrink, F(y + s) - shrink) for x, y, s in others]
    best = 5
    for p in pa:
        for k in range(len(pt) // 4):
            n = sum(line_blocked(p, q, walls, boxes + creatures) for q in pt[4 * k:4 * k + 4])
            best = min(best, n)
    return "none" if best == 0 else "half" if best <= 2 else "three-quarters"


def cover_draw_steel(a, t, walls, objects) -> str:
    boxes = object_boxes(objects)
    pa = candidate_points(*a)
    pt = candidate_points(*t)
    if not any(not line_blocked(p, q, walls, boxes) for p in pa for q in pt):
        return "blocked"
    x, y, s = t
    i = F(1, 20)
    corners = [(x + i, y + i), (x + s - i, y + i), (x + i, y + s - i), (x + s - i, y + s - i)]
    best = min(sum(line_blocked(p, q, walls, boxes) for q in corners) for p in pa)
    return "cover" if best >= 2 else "none"


# ---- random decimals for the property tests ----------------------------------------

# Offsets from a grid line, an object corner or a wall end: on it, and next to it by a candidate
# point's inset, a creature box's shrink, and amounts well under and near rounding.
NUDGES = [F(0), F(1, 20), F(-1, 20), F(1, 10), F(-1, 10), F(1, 1000), F(-1, 1000), F(1, 10**9), F(-1, 10**9),
          F(1, 2), F(3, 10), F(-7, 10)]


def as_float(v: F) -> float:
    f = float(v)  # the nearest double (int / int division is correctly rounded)
    assert F(repr(f)) == v, v  # the double stands for exactly this decimal
    return f


coord = st.builds(lambda a, n: F(a) + n, st.integers(0, 9), st.sampled_from(NUDGES))
point = st.tuples(coord, coord)
