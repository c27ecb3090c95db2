"""Lines between spaces: line of effect, the line bundles cover counts, the flanking segment.

Results keep the lines themselves (and whether each was blocked) because the
Director's window draws them when a table disputes a call.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from .board import Board
from .grid import Space

INSET = 0.05


@dataclass(frozen=True)
class Line:
    start: tuple[float, float]
    end: tuple[float, float]
    blocked: bool


@dataclass(frozen=True)
class LineOfEffect:
    value: bool
    line: Line | None  # a clear line when there is one: the proof


def _hull(a: Space, b: Space):
    return shapely.convex_hull(shapely.MultiPoint(
        [(a.x, a.y), (a.x2, a.y), (a.x, a.y2), (a.x2, a.y2), (b.x, b.y), (b.x2, b.y), (b.x, b.y2), (b.x2, b.y2)]))


def blocked_matrix(board: Board, p: np.ndarray, q: np.ndarray, extra=None) -> np.ndarray:
    """blocked[i, j]: the line p[i] -> q[j] meets an effect wall, an object interior, or `extra`
    (a prepared geometry, e.g. creatures that give cover)."""
    starts = np.repeat(p, len(q), axis=0)
    ends = np.tile(q, (len(p), 1))
    out = board.lines_blocked(starts, ends)
    if extra is not None:
        out |= shapely.intersects(shapely.linestrings(np.stack([starts, ends], axis=1)), extra)
    return out.reshape(len(p), len(q))


def line_of_effect(board: Board, a: Space, b: Space) -> LineOfEffect:
    """§4 "Line of effect": at least one clear line between candidate points of the two spaces."""
    p = np.array(a.candidate_points(INSET))
    q = np.array(b.candidate_points(INSET))
    if not board.blockers_near(_hull(a, b)):
        return LineOfEffect(True, _nearest_line(p, q))
    blocked = blocked_matrix(board, p, q)
    free = np.argwhere(~blocked)
    if len(free) == 0:
        return LineOfEffect(False, None)
    # Of the clear lines, show the one closest to centre-to-centre: the most convincing proof.
    ca, cb = np.array(a.centre), np.array(b.centre)
    score = np.linalg.norm(p[free[:, 0]] - ca, axis=1) + np.linalg.norm(q[free[:, 1]] - cb, axis=1)
    i, j = free[int(np.argmin(score))]
    return LineOfEffect(True, Line(tuple(p[i]), tuple(q[j]), False))


def _nearest_line(p: np.ndarray, q: np.ndarray) -> Line:
    d = np.linalg.norm(p[:, None, :] - q[None, :, :], axis=2)
    i, j = np.unravel_index(int(np.argmin(d)), d.shape)
    return Line(tuple(p[i]), tuple(q[j]), False)


def lines(p: np.ndarray, q: np.ndarray, blocked: np.ndarray) -> tuple[Line, ...]:
    """The lines from one point p to each of q, with their blocked flags."""
    return tuple(Line(tuple(map(float, p)), tuple(map(float, qq)), bool(b)) for qq, b in zip(q, blocked, strict=True))


def creature_blockers(spaces: list[Space], shrink: float = 0.1):
    """Creature spaces shrunk on every side: a line grazing a creature's edge is not blocked."""
    if not spaces:
        return None
    g = shapely.union_all([shapely.box(s.x + shrink, s.y + shrink, s.x2 - shrink, s.y2 - shrink) for s in spaces])
    shapely.prepare(g)
    return g


def centre_segment(a: Space, b: Space) -> shapely.LineString:
    return shapely.LineString([a.centre, b.centre])


# ---- flanking -------------------------------------------------------------

@dataclass(frozen=True)
class FlankTest:
    value: bool
    segment: tuple[tuple[float, float], tuple[float, float]]
    sides: str | None  # "top-bottom" or "left-right": the pair the segment crosses


def flank_segment(a: Space, b: Space, target: Space) -> FlankTest:
    """The segment between the centres of A and B meets both sides of one pair of opposite
    sides of the target's space (sides are closed: a corner belongs to both its sides)."""
    seg = centre_segment(a, b)
    x, y, x2, y2 = target.bounds
    top, bottom = shapely.LineString([(x, y), (x2, y)]), shapely.LineString([(x, y2), (x2, y2)])
    left, right = shapely.LineString([(x, y), (x, y2)]), shapely.LineString([(x2, y), (x2, y2)])
    sides = None
    if seg.intersects(top) and seg.intersects(bottom):
        sides = "top-bottom"
    elif seg.intersects(left) and seg.intersects(right):
        sides = "left-right"
    return FlankTest(sides is not None, (a.centre, b.centre), sides)
