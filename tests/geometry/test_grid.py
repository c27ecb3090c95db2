"""Cells, spaces (footprints) and the grid: §1 "Coordinates" and §4 "Distance et adjacence"."""

import pytest

from geometry import Cell, GeometryError, Grid, Space


def test_cell_round_trips_through_text_and_repr():
    """§1: cell [x, y] — the text form and the repr rebuild the same value."""
    c = Cell(3, 7)
    assert Cell.parse(str(c)) == c
    assert eval(repr(c)) == c
    assert Cell.parse([3, 7]) == c and Cell.parse((3.0, 7.0)) == c and Cell.parse("3, 7") == c
    assert c.to_list() == [3, 7]
    assert c.centre == (3.5, 7.5)


@pytest.mark.parametrize("bad", [[1.5, 2], [1], [1, 2, 3], "a,b", [True, 2], None])
def test_cell_rejects_what_is_not_a_cell(bad):
    """§1: a cell is [x, y] of whole numbers; anything else is a GeometryError (a ValueError)."""
    with pytest.raises(GeometryError):
        Cell.parse(bad)
    assert issubclass(GeometryError, ValueError)


@pytest.mark.parametrize("side", [1, 2, 3, 4])
def test_space_covers_side_by_side_cells_from_its_top_left(side):
    """§1 "A creature of side s occupies cells [at.x .. at.x+s-1] × [at.y .. at.y+s-1]"."""
    sp = Space(Cell(2, 5), side)
    assert sp.cells() == {Cell(2 + i, 5 + j) for i in range(side) for j in range(side)}
    assert sp.centre == (2 + side / 2, 5 + side / 2)
    assert sp.bounds == (2, 5, 2 + side, 5 + side)
    assert eval(repr(sp)) == sp


def test_space_needs_a_positive_side():
    with pytest.raises(GeometryError):
        Space(Cell(0, 0), 0)


@pytest.mark.parametrize("side", [1, 2, 3, 4])
def test_candidate_points_are_every_square_corner_moved_inward(side):
    """§4 "Line of effect": every corner of every square of the space, moved 0.05 toward its own
    square's centre — 4 per square, none on a grid line."""
    pts = Space(Cell(1, 1), side).candidate_points()
    assert len(pts) == 4 * side * side
    assert len(set(pts)) == len(pts)
    for x, y in pts:
        fx, fy = x % 1, y % 1
        assert round(fx, 6) in (0.05, 0.95) and round(fy, 6) in (0.05, 0.95)
    assert (1.05, 1.05) in pts and (1 + side - 0.05, 1 + side - 0.05) in [tuple(round(v, 9) for v in p) for p in pts]


def test_corner_points_are_the_whole_space_corners_moved_inward():
    """§4 Draw Steel cover: the 4 corners of the target's whole space, moved 0.05 toward its centre."""
    pts = Space(Cell(2, 3), 3).corner_points()
    assert sorted(pts) == sorted([(2.05, 3.05), (4.95, 3.05), (2.05, 5.95), (4.95, 5.95)])


@pytest.mark.parametrize("a, b, gaps", [
    (Space(Cell(0, 0), 1), Space(Cell(1, 0), 1), (1, 0)),     # touching
    (Space(Cell(0, 0), 1), Space(Cell(1, 1), 1), (1, 1)),     # touching at a corner
    (Space(Cell(0, 0), 2), Space(Cell(3, 1), 1), (2, 0)),     # large vs medium, same rows
    (Space(Cell(0, 0), 2), Space(Cell(1, 1), 1), (0, 0)),     # overlap
    (Space(Cell(5, 5), 3), Space(Cell(0, 0), 4), (2, 2)),     # huge vs gargantuan, diagonal
    (Space(Cell(0, 0), 4), Space(Cell(2, 8), 1), (0, 5)),
])
def test_gaps_between_nearest_cells(a, b, gaps):
    """§4 "Distance and adjacency between spaces": dx, dy between the nearest cells, 0 when they
    overlap on that axis; symmetric."""
    assert a.gaps(b) == gaps
    assert b.gaps(a) == gaps
    assert a.chebyshev(b) == max(gaps)
    assert a.overlaps(b) == (gaps == (0, 0))


def test_grid_contains_spaces_and_cells():
    """§4 "every cell of F′ is inside the grid"."""
    g = Grid(6, 5)
    assert g.contains(Space(Cell(2, 1), 4))
    assert not g.contains(Space(Cell(3, 1), 4))
    assert not g.contains(Space(Cell(0, 2), 4))
    assert not g.contains(Space(Cell(-1, 0), 1))
    assert g.contains_cell(Cell(5, 4)) and not g.contains_cell(Cell(6, 4))
    with pytest.raises(GeometryError):
        Grid(0, 3)
