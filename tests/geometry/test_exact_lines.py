"""§4 "Line of effect": « Geometry is exact: coordinates are exact decimals, and floating-point
rounding must never change an answer (a line through an object's corner or along its edge meets no
interior and is not blocked; a line that touches a wall, its end included, is). »

Property tests: random boards whose points sit on and next to object corners, wall ends and grid
lines, and lines through those very points; the board's line tests (and the cover answers built on
them) must equal a plain exact reference in fractions.Fraction (tests/geometry/exact_reference.py)."""

from __future__ import annotations

from fractions import Fraction as F

import numpy as np
from exact_reference import as_float, line_blocked, object_boxes, point
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geometry import Board, Cell, Grid, TerrainCell, TerrainKind, Wall
from geometry.linecast import segments_cross, segments_enter_boxes

STONE = TerrainCell(TerrainKind.OBJECT)
@st.composite
def boards(draw):
    walls = draw(st.lists(st.tuples(point, point).filter(lambda w: w[0] != w[1]), min_size=0, max_size=4))
    objects = draw(st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=5, unique=True))
    return walls, objects


@st.composite
def lines_on(draw, walls, objects):
    """A line whose ends are near the board's features, or that passes exactly through a wall end,
    an object corner, or along a wall's own line."""
    corners = [(F(x + i), F(y + j)) for x, y in objects for i in (0, 1) for j in (0, 1)]
    ends = [p for w in walls for p in w]
    p = draw(point)
    kind = draw(st.sampled_from(["free", "through-end", "through-corner", "along-wall", "to-end"]))
    if kind == "through-end" and ends:
        e = draw(st.sampled_from(ends))
        k = draw(st.sampled_from([F(1), F(2), F(1, 2), F(3, 2)]))
        return p, (e[0] + k * (e[0] - p[0]), e[1] + k * (e[1] - p[1]))
    if kind == "through-corner" and corners:
        c = draw(st.sampled_from(corners))
        k = draw(st.sampled_from([F(1), F(2), F(1, 2), F(3, 2)]))
        return p, (c[0] + k * (c[0] - p[0]), c[1] + k * (c[1] - p[1]))
    if kind == "along-wall" and walls:
        a, b = draw(st.sampled_from(walls))
        s = draw(st.sampled_from([F(-1), F(-1, 2), F(0), F(1, 4)]))
        t = draw(st.sampled_from([F(1, 2), F(1), F(3, 2), F(2)]))
        return (a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])), (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
    if kind == "to-end" and (ends or corners):
        return p, draw(st.sampled_from(ends + corners))
    return p, draw(point)


def make_board(walls, objects) -> Board:
    return Board(Grid(10, 10), tuple(Wall(((as_float(a[0]), as_float(a[1])), (as_float(b[0]), as_float(b[1]))))
                                     for a, b in walls),
                 {Cell(x, y): STONE for x, y in objects})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_board_line_tests_equal_exact_arithmetic(data):
    """Board.lines_blocked (walls touched, object interiors entered) against the exact reference."""
    walls, objects = data.draw(boards())
    b = make_board(walls, objects)
    lines = [data.draw(lines_on(walls, objects)) for _ in range(25)]
    starts = np.array([[as_float(v) for v in p] for p, _ in lines])
    ends = np.array([[as_float(v) for v in q] for _, q in lines])
    got = b.lines_blocked(starts, ends)
    boxes = object_boxes(objects)
    want = [line_blocked(p, q, walls, boxes) for p, q in lines]
    assert got.tolist() == want


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_segment_and_box_primitives_equal_exact_arithmetic(data):
    """The two primitives on their own, every line against every wall and every box (creature boxes
    shrunk by 0.1 included), not pairwise."""
    from exact_reference import segment_enters_box, segment_meets_segment
    walls, objects = data.draw(boards())
    lines = [data.draw(lines_on(walls, objects)) for _ in range(10)]
    shrink = F(1, 10)
    boxes = [(F(x) + shrink, F(y) + shrink, F(x + 1) - shrink, F(y + 1) - shrink) for x, y in objects]
    boxes += object_boxes(objects)
    fl = lambda pts: np.array([[as_float(v) for v in p] for p in pts], dtype=float).reshape(-1, 2)  # noqa: E731
    p, q = fl([a for a, _ in lines]), fl([b for _, b in lines])
    if walls:
        segs = np.array([[as_float(v) for v in (*a, *b)] for a, b in walls])
        got = segments_cross(p, q, segs)
        assert got.tolist() == [[segment_meets_segment(a, b, w0, w1) for w0, w1 in walls] for a, b in lines]
    if boxes:
        bx = np.array([[as_float(v) for v in box] for box in boxes])
        got = segments_enter_boxes(p, q, bx)
        assert got.tolist() == [[segment_enters_box(a, b, box) for box in boxes] for a, b in lines]


def test_a_wall_end_on_the_line_is_touched_whatever_the_rounding():
    """(1.7, 7.2), (9.7, 0.8), (5.7, 4.0) are collinear as decimals (the third is halfway); in floats
    the orientation determinant comes out about 3.6e-15, not 0. A wall that starts at (5.7, 4.0) and
    leaves the line touches it (§4 "a line that touches a wall, its end included, is" blocked)."""
    pts = [1.7, 7.2, 9.7, 0.8, 5.7, 4.0]
    d = (pts[2] - pts[0]) * (pts[5] - pts[1]) - (pts[3] - pts[1]) * (pts[4] - pts[0])
    assert d != 0  # the float determinant is off
    for end in ((5.7, 9.0), (5.7, 0.0), (9.0, 9.0)):
        wall = np.array([[5.7, 4.0, *end]])
        assert segments_cross(np.array([[1.7, 7.2]]), np.array([[9.7, 0.8]]), wall).tolist() == [[True]]
        assert segments_cross(np.array([[1.7, 7.2]]), np.array([[9.7, 0.8]]), wall, pairwise=True).tolist() == [True]


def test_a_line_grazing_an_object_corner_is_clear_and_a_wall_end_blocks():
    """The contract's own examples: through an object's corner, clear; touching a wall's end, blocked.
    Decimal points whose float sums would round off the corner: (0.1, 0.7)→(0.7, 0.1) passes exactly
    through (0.4, 0.4)."""
    b = Board(Grid(4, 4), (Wall(((0.4, 0.4), (0.4, 0.0))),), {})
    assert b.lines_blocked(np.array([[0.1, 0.7]]), np.array([[0.7, 0.1]])).tolist() == [True]
    b2 = Board(Grid(4, 4), (), {Cell(1, 1): STONE})
    # (0.3, 2.7) → (1.7, 0.3): slope -24/14 … passes through (1, 1.5)? no: use the corner (1, 2)
    # reflected: p = (0.3, 2.7), q = 2 * (1, 2) - p = (1.7, 1.3) passes through the corner (1, 2).
    assert b2.lines_blocked(np.array([[0.3, 2.7]]), np.array([[1.7, 1.3]])).tolist() == [True]
    # through the top-left corner (1, 1) from outside: (0.3, 1.7) → (1.7, 0.3) enters nothing
    assert b2.lines_blocked(np.array([[0.3, 1.7]]), np.array([[1.7, 0.3]])).tolist() == [False]
