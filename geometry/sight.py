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
from .linecast import segments_enter_boxes

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
    return np.array([(s.x + shrink, s.y + shrink, s.x2 - shrink, s.y2 - shrink) for s in spaces],
                    dtype=float).reshape(-1, 4)


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

def _bundles(pairs: list[tuple[Space, Space]], points):
    """Lines between the points of each pair's two spaces, flattened with their bundle ids."""
    ps = [np.array(points(a)) for a, _ in pairs]
    qs = [np.array(points(b)) for _, b in pairs]
    starts = np.concatenate([np.repeat(p, len(q), axis=0) for p, q in zip(ps, qs, strict=True)])
    ends = np.concatenate([np.tile(q, (len(p), 1)) for p, q in zip(ps, qs, strict=True)])
    group = np.repeat(np.arange(len(pairs)), [len(p) * len(q) for p, q in zip(ps, qs, strict=True)])
    return starts, ends, group


def line_of_effect_many(board: Board, pairs: list[tuple[Space, Space]]) -> list[LineOfEffect]:
    """line_of_effect for many pairs in one pass (what a selection needs for every other token);
    the answers go into the same cache."""
    cache = board.__dict__.setdefault("_loe_cache", {})
    out: list[LineOfEffect | None] = [cache.get((a.x, a.y, a.side, b.x, b.y, b.side)) for a, b in pairs]
    todo = [i for i, r in enumerate(out) if r is None]
    for points in (lambda s: s.corner_points(INSET), lambda s: s.candidate_points(INSET)):
        if not todo:
            break
        sub = [pairs[i] for i in todo]
        starts, ends, group = _bundles(sub, points)
        blocked = board.lines_blocked(starts, ends, group=group, n_groups=len(sub))
        centres_a = np.array([a.centre for a, _ in sub])[group]
        centres_b = np.array([b.centre for _, b in sub])[group]
        score = np.hypot(*(starts - centres_a).T) + np.hypot(*(ends - centres_b).T)
        free = np.flatnonzero(~blocked)
        best = {}
        for i in free[np.lexsort((score[free], group[free]))]:
            best.setdefault(int(group[i]), i)  # the clear line nearest centre-to-centre
        left = []
        for g, i in enumerate(todo):
            a, b = pairs[i]
            if g in best:
                j = best[g]
                out[i] = LineOfEffect(True, Line(tuple(map(float, starts[j])), tuple(map(float, ends[j])), False))
            elif a.side == 1 and b.side == 1:
                out[i] = LineOfEffect(False, None)  # the corners were every candidate point
            else:
                left.append(i)
        todo = left
    for i in todo:
        out[i] = LineOfEffect(False, None)
    for (a, b), r in zip(pairs, out, strict=True):
        cache[(a.x, a.y, a.side, b.x, b.y, b.side)] = r
    return out
