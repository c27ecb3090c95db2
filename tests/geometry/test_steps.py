"""Step legality, §4 "Moving one step": orthogonal steps, diagonal steps with and without corner
cutting ("Pas de raccourcis"), every footprint size, walls on and off grid lines."""

import random

import pytest

from geometry import Blocks, Board, Cell, DoorState, Grid, Space, TerrainCell, TerrainKind, Wall
from geometry.movement import MovementSearch, legal_step_arrays, step_graph

STONE = TerrainCell(TerrainKind.OBJECT)


def board(w=6, h=6, walls=(), objects=(), terrain=None):
    t = {Cell(*c): STONE for c in objects}
    t.update(terrain or {})
    return Board(Grid(w, h), tuple(Wall(tuple(map(tuple, pts))) if not isinstance(pts, Wall) else pts
                                   for pts in walls), t)


def sp(x, y, side=1):
    return Space(Cell(x, y), side)


# ---- orthogonal -------------------------------------------------------------

def test_wall_inside_the_step_rectangle_blocks():
    """Orthogonal step: illegal when a movement wall meets the interior of F ∪ F′."""
    b = board(walls=[[(2, 0), (2, 6)]])
    assert not b.step_legal(sp(1, 1), 1, 0, False)
    assert not b.step_legal(sp(2, 1), -1, 0, False)


def test_wall_along_the_outside_edge_does_not_block():
    """Orthogonal step: "a wall along the outside edge of that rectangle does not block"."""
    b = board(walls=[[(2, 0), (2, 6)]])
    assert b.step_legal(sp(1, 1), 0, 1, False)   # walks down beside the wall
    assert b.step_legal(sp(2, 1), 0, -1, False)


def test_wall_touching_the_rectangle_at_a_point_does_not_block():
    """Orthogonal step: only the interior counts; a wall ending on the rectangle's edge leaves it open."""
    b = board(walls=[[(2, 0), (2, 1)]])
    assert b.step_legal(sp(1, 1), 1, 0, False)
    assert not b.step_legal(sp(1, 0), 1, 0, False)


def test_object_and_grid_edge_refuse_the_destination():
    """Orthogonal step: every cell of F′ inside the grid and free of objects."""
    b = board(w=4, h=3, objects=[(2, 1)])
    assert not b.step_legal(sp(1, 1), 1, 0, False)
    assert not b.step_legal(sp(3, 0), 1, 0, False)
    assert not b.step_legal(sp(0, 0), 0, -1, False)
    assert b.step_legal(sp(1, 0), 1, 0, False)


def test_wall_that_blocks_only_effect_or_an_open_door_lets_movement_through():
    """§2 walls: `blocks` says what a wall blocks; an open door blocks nothing."""
    eff = Wall(((2, 0), (2, 6)), frozenset({Blocks.EFFECT}))
    door = Wall(((2, 0), (2, 6)), door=DoorState.OPEN)
    closed = Wall(((2, 0), (2, 6)), door=DoorState.CLOSED)
    assert board(walls=[eff]).step_legal(sp(1, 1), 1, 0, False)
    assert board(walls=[door]).step_legal(sp(1, 1), 1, 0, False)
    assert not board(walls=[closed]).step_legal(sp(1, 1), 1, 0, False)


def test_wall_through_the_middle_of_cells_off_the_grid_lines():
    """Walls need not follow grid lines: a wall at x = 2.5 makes the cells it splits unenterable
    from either side and along the column."""
    b = board(walls=[[(2.5, 0), (2.5, 6)]])
    assert not b.step_legal(sp(1, 1), 1, 0, False)
    assert not b.step_legal(sp(3, 1), -1, 0, False)
    assert not b.step_legal(sp(2, 1), 0, 1, False)
    assert b.step_legal(sp(3, 1), 1, 0, False)


def test_short_stub_inside_one_cell_blocks_only_that_cell():
    """A wall stub wholly inside cell [2, 0] (off the grid lines) blocks entering it, nothing else."""
    b = board(walls=[[(2.5, 0.5), (2.5, 0.9)]])
    assert not b.step_legal(sp(1, 0), 1, 0, False)
    assert not b.step_legal(sp(2, 1), 0, -1, False)
    assert b.step_legal(sp(1, 1), 1, 0, False)
    assert b.step_legal(sp(1, 0), 0, 1, False)


# ---- diagonal ---------------------------------------------------------------

def test_pas_de_raccourcis_object_at_the_corner():
    """"Pas de raccourcis": without corner cutting a diagonal needs both orthogonal routes; with
    corner cutting (5e, PF2e default) one route is enough."""
    b = board(objects=[(2, 2)])
    assert not b.step_legal(sp(1, 2), 1, -1, False)
    assert b.step_legal(sp(1, 2), 1, -1, True)
    assert b.step_legal(sp(1, 1), 1, -1, False)  # nowhere near the object


def test_diagonal_blocked_on_both_routes_is_illegal_even_with_corner_cutting():
    """Diagonal with corner cutting: legal when at least one route is legal — none here."""
    b = board(objects=[(2, 2), (1, 1)])
    assert not b.step_legal(sp(1, 2), 1, -1, True)


def test_diagonal_through_a_wall_corner_point():
    """A diagonal that passes exactly the end of a wall: each route is tested as its own orthogonal
    steps; the wall ending at the shared corner only touches the route rectangles."""
    b = board(walls=[[(2, 0), (2, 2)]])
    # [1,2] -> [2,1]: first x: [1,2]->[2,2] (wall ends at (2,2), on the edge) ok, [2,2]->[2,1] ok;
    # first y: [1,2]->[1,1] ok, [1,1]->[2,1] crosses the wall at x=2 between y 1..2: blocked.
    assert b.step_legal(sp(1, 2), 1, -1, True)
    assert not b.step_legal(sp(1, 2), 1, -1, False)


def test_off_grid_wall_clipping_a_corner():
    """A slanted wall cutting the corner of cell [1, 1]: the route through [1, 1] is blocked, the
    other is clear; corner cutting decides."""
    b = board(walls=[[(1.8, 1.0), (2.0, 1.2)]])
    assert not b.step_legal(sp(1, 0), 0, 1, False)         # into [1,1]
    assert b.step_legal(sp(1, 0), 1, 1, True)
    assert not b.step_legal(sp(1, 0), 1, 1, False)


def test_creatures_play_no_part_in_step_legality():
    """"Creatures play no part in this test, only walls and objects" — the board has no creatures at all."""
    b = board()
    assert all(b.step_legal(sp(2, 2), dx, dy, False) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


# ---- multi-square spaces ------------------------------------------------------

@pytest.mark.parametrize("side", [2, 3, 4])
def test_large_space_object_anywhere_in_the_destination(side):
    """Orthogonal step for side 2..4: every cell of F′ must be free of objects."""
    b = board(w=10, h=10, objects=[(side + 1, side - 1)])  # in the column F′ newly enters, bottom row
    assert not b.step_legal(sp(1, 0, side), 1, 0, False)
    assert b.step_legal(sp(0, 0, side), 1, 0, False)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_large_space_wall_stub_crossing_its_rectangle(side):
    """For side 2..4 a wall meeting the interior of F ∪ F′ anywhere (here a short stub across the
    middle row of the space) blocks; the same wall along the rectangle's outer edge does not."""
    inside = board(w=10, h=10, walls=[[(1.5, 1.0), (1.5, 1.6)]])
    assert not inside.step_legal(sp(1, 0, side), 1, 0, False)
    edge = board(w=10, h=10, walls=[[(1, side), (1 + side + 1, side)]])  # under the rectangle
    assert edge.step_legal(sp(1, 0, side), 1, 0, False)
    assert not edge.step_legal(sp(1, 0, side), 0, 1, False)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_large_space_grid_edge(side):
    b = board(w=6, h=6)
    assert b.step_legal(sp(6 - side - 1, 0, side), 1, 0, False)
    assert not b.step_legal(sp(6 - side, 0, side), 1, 0, False)
    assert not b.step_legal(sp(6 - side, 0, side), 1, 1, True)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_large_space_pas_de_raccourcis(side):
    """Side 2..4 diagonal up-right with an object in the cell only the vertical-first route crosses."""
    y0 = 3
    b = board(w=10, h=10, objects=[(0, y0 - 1)])
    assert not b.step_legal(sp(0, y0, side), 1, -1, False)
    assert b.step_legal(sp(0, y0, side), 1, -1, True)


def test_fits_counts_objects_in_the_whole_space():
    b = board(objects=[(3, 3)])
    assert not b.fits(sp(2, 2, 2)) and not b.fits(sp(0, 0, 4))
    assert b.fits(sp(0, 0, 3)) and b.fits(sp(4, 4, 2))
    assert b.objects_in(sp(0, 0, 6)) == 1


# ---- the step arrays and graph agree with the step rule -------------------------------

def _random_board(seed):
    rnd = random.Random(seed)
    walls = []
    for _ in range(12):
        x, y = rnd.uniform(0, 9), rnd.uniform(0, 9)
        if rnd.random() < 0.5:  # grid-aligned
            x, y = round(x), round(y)
            walls.append(Wall(((x, y), (x + rnd.choice([0, 2]), y + rnd.choice([0, 2]) or y + 1))))
        else:
            walls.append(Wall(((x, y), (x + rnd.uniform(-2, 2), y + rnd.uniform(-2, 2)))))
    objects = {Cell(rnd.randrange(9), rnd.randrange(9)): STONE for _ in range(8)}
    return Board(Grid(9, 9), tuple(walls), objects)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("side", [1, 2, 3])
@pytest.mark.parametrize("corner_cutting", [False, True])
def test_step_arrays_and_graph_say_what_step_legal_says(seed, side, corner_cutting):
    """The search uses whole-board step arrays; they must give, step by step, the §4 answer."""
    b = _random_board(seed)
    arrays = legal_step_arrays(b, side, corner_cutting)
    search = MovementSearch(step_graph(b, side, corner_cutting), lambda *a: 0)
    for (dx, dy), arr in arrays.items():
        for y in range(b.height - side + 1):
            for x in range(b.width - side + 1):  # every space on the grid
                s = sp(x, y, side)
                expected = b.step_legal(s, dx, dy, corner_cutting)
                assert bool(arr[y, x]) == expected, (x, y, dx, dy)
                offered = any(to == (x + dx, y + dy) for to, _d, _sq in search.neighbours((x, y)))
                assert offered == expected
