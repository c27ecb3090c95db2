"""Exact signs for the line tests: floating point first, exact rational arithmetic when rounding
could change the answer.

The contract (§4 "Line of effect") says coordinates are exact decimals and rounding must never
change an answer. Every coordinate Damier handles is the nearest double to a short decimal (a file's
`2.3`, a candidate point's `3.05`, a creature box's `4.1`), so the decimal it stands for is the
shortest text that reads back as the same double, `repr(x)`, and `Fraction(repr(x))` is that decimal
exactly. Comparing two such doubles gives the same order as comparing their decimals; only the
products and differences of an orientation test can round the wrong way, and only when the result
is within a small bound of zero. Those few cases are settled again with fractions.Fraction.
"""

from __future__ import annotations

from decimal import Context, Decimal, Inexact
from fractions import Fraction
from functools import lru_cache

import numpy as np

# An orientation determinant of points within M of the origin, each within 2^-53 relative of its
# decimal, is computed within about 10 * 2^-53 * M^2 of the decimal one; this bound is 1000 times that.
_REL = 1e-12


@lru_cache(maxsize=1 << 16)
def exact(v: float) -> Fraction:
    """The decimal a double stands for, exactly."""
    return Fraction(repr(float(v)))


def decimal_point(whole: int | float, offset: float) -> float:
    """whole + offset as the nearest double to the exact decimal sum (a plain float addition may land
    one ulp away, and then the double would stand for another decimal)."""
    f = exact(offset)
    n, d = f.numerator, f.denominator
    return (int(whole) * d + n) / d  # exact integers, one correctly rounded division


def tolerance(*arrays: np.ndarray) -> float:
    """Below this, an orientation determinant of points taken from `arrays` may have the wrong sign."""
    m = 1.0
    for a in arrays:
        if a.size:
            m = max(m, float(np.abs(a).max()))
    return _REL * m * m


# Decimal arithmetic (in C) is exact here while the digits fit the precision; the context traps
# Inexact, and then fractions settle it.
_CTX = Context(prec=120, traps=[Inexact])


@lru_cache(maxsize=1 << 16)
def _dec(v: float) -> Decimal:
    return Decimal(repr(float(v)))


def _exact_orient(ax, ay, bx, by, cx, cy) -> int:
    try:
        ax, ay, bx, by, cx, cy = map(_dec, (ax, ay, bx, by, cx, cy))
        sub, mul = _CTX.subtract, _CTX.multiply
        d = sub(mul(sub(bx, ax), sub(cy, ay)), mul(sub(by, ay), sub(cx, ax)))
    except Inexact:
        ax, ay, bx, by, cx, cy = map(exact, (ax, ay, bx, by, cx, cy))
        d = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    return (d > 0) - (d < 0)


def segment_meets_exact(px, py, qx, qy, ax, ay, bx, by) -> bool:
    """Closed segments p-q and a-b meet (touching counts), in exact arithmetic."""
    d1, d2 = _exact_orient(ax, ay, bx, by, px, py), _exact_orient(ax, ay, bx, by, qx, qy)
    d3, d4 = _exact_orient(px, py, qx, qy, ax, ay), _exact_orient(px, py, qx, qy, bx, by)
    if d1 == d2 == 0:  # collinear: the extents must overlap (comparing doubles is exact)
        return (min(px, qx) <= max(ax, bx) and min(ax, bx) <= max(px, qx)
                and min(py, qy) <= max(ay, by) and min(ay, by) <= max(py, qy))
    return d1 * d2 <= 0 and d3 * d4 <= 0


def enters_box_exact(ax, ay, bx, by, x0, y0, x1, y1) -> bool:
    """Segment a-b, whose extents overlap the open box's, enters it: the box's corners are not all
    on one closed side of its line (exact signs)."""
    if ax == bx and ay == by:
        return True
    signs = {_exact_orient(ax, ay, bx, by, cx, cy) for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))}
    return 1 in signs and -1 in signs
