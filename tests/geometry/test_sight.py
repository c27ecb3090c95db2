"""Lines between spaces, §4 "Line of effect" and the geometric flanking test ("Prendre en tenaille")."""

import numpy as np
import pytest

from geometry import Blocks, Board, Cell, DoorState, Grid, Space, TerrainCell, TerrainKind, Wall
from geometry.sight import flank_segment, line_of_effect

STONE = TerrainCell(TerrainKind.OBJECT)


def board(w=10, h=10, walls=(), objects=()):
    return Board(Grid(w, h), tuple(w_ if isinstance(w_, Wall) else Wall(tuple(map(tuple, w_))) for w_ in walls),
                 {Cell(*c): STONE for c in objects})


def sp(x, y, side=1):
    return Space(Cell(x, y), side)


def blocked(b, a, z):
    return bool(b.lines_blocked(np.array([a], float), np.array([z], float))[0])


# ---- what blocks one line -------------------------------------------------------

def test_object_interior_blocks_its_edge_and_corner_do_not():
    """"the interior of an object cell": a line along an object's edge or through its corner is clear."""
    b = board(objects=[(2, 2)])
    assert blocked(b, (0, 2.5), (5, 2.5))
    assert not blocked(b, (0, 2.0), (5, 2.0))          # along its top edge
    assert blocked(b, (1, 1), (4, 4))                  # through the diagonal: interior
    assert not blocked(b, (0, 4), (4, 0))              # touches only the corner (2, 2)


def test_line_between_two_adjacent_objects_is_blocked():
    """Objects: adjacent object cells are one solid mass (RULINGS: "Objets"): a line running exactly
    along their shared edge is blocked, as PF2e's centre-to-centre line between two large creatures
    can do."""
    b = board(objects=[(1, 0), (1, 1)])
    assert blocked(b, (1.2, 1.0), (1.8, 1.0))
    assert blocked(b, (0.0, 1.0), (3.0, 1.0))


def test_line_through_the_corner_between_diagonal_objects():
    """Objects meeting only at a corner: a line through that point enters neither interior."""
    b = board(objects=[(1, 0), (2, 1)])
    assert not blocked(b, (1, 2), (3, 0))
    b2 = board(objects=[(1, 1), (2, 0)])
    assert blocked(b2, (1, 2), (3, 0))


def test_effect_wall_blocks_on_touch():
    """"A line ... is blocked when it meets (touching counts) a wall that blocks effect"."""
    b = board(walls=[[(2, 0), (2, 1)]])
    assert blocked(b, (0, 1), (4, 1))            # passes through the wall's end point
    assert blocked(b, (0, 0.5), (4, 0.5))
    assert not blocked(b, (0, 1.01), (4, 1.01))


def test_movement_only_wall_and_open_door_never_block_lines():
    """"Walls that block only movement never block lines"; "an open door blocks nothing"."""
    move_only = Wall(((2, 0), (2, 10)), frozenset({Blocks.MOVEMENT}))
    door = Wall(((2, 0), (2, 10)), door=DoorState.OPEN)
    for w in (move_only, door):
        b = board(walls=[w])
        assert not blocked(b, (0, 5), (4, 5))
        assert line_of_effect(b, sp(0, 5), sp(4, 5)).value


def test_slanted_wall_off_the_grid_lines_blocks_what_it_crosses():
    b = board(walls=[[(2.3, 0.0), (3.7, 10.0)]])
    assert blocked(b, (0, 5), (9, 5))
    assert not line_of_effect(b, sp(0, 4), sp(8, 4)).value


# ---- line of effect between spaces --------------------------------------------------

def test_no_blockers_means_line_of_effect_with_its_proof():
    b = board()
    loe = line_of_effect(b, sp(0, 0), sp(7, 3))
    assert loe.value and loe.line is not None and not loe.line.blocked


def test_one_clear_line_is_enough():
    """"There is line of effect from A to B when at least one line ... is not blocked": a pillar
    between two creatures off-axis leaves a line past its side."""
    b = board(objects=[(3, 3)])
    loe = line_of_effect(b, sp(1, 3), sp(5, 3))
    assert not loe.value  # same row: every candidate line has 0.05 < y - 3 < 0.95 and crosses it
    loe = line_of_effect(b, sp(1, 2), sp(5, 3))
    assert loe.value
    assert not blocked(b, loe.line.start, loe.line.end)


@pytest.mark.parametrize("side", [2, 3, 4])
def test_large_space_sees_round_a_pillar_a_small_one_cannot(side):
    """Candidate points of every square of a large space: its upper squares see past the pillar."""
    b = board(w=12, h=12, objects=[(4, 6)])
    target = sp(7, 6)
    assert not line_of_effect(b, sp(1, 6), target).value
    big = sp(1, 7 - side, side)  # bottom row is row 6, it reaches up to row 7 - side
    assert line_of_effect(b, big, target).value


def test_wall_between_rooms_blocks_line_of_effect_for_every_size():
    b = board(w=12, h=12, walls=[[(6, 0), (6, 12)]])
    for side in (1, 2, 3, 4):
        assert not line_of_effect(b, sp(1, 1, side), sp(8, 1, side)).value


def test_line_of_effect_is_symmetric():
    b = board(objects=[(3, 2), (4, 4)], walls=[[(2.2, 0), (2.9, 1.7)]])
    spaces = [sp(0, 0), sp(6, 1, 2), sp(1, 5, 3), sp(7, 6)]
    for a in spaces:
        for z in spaces:
            assert line_of_effect(b, a, z).value == line_of_effect(b, z, a).value


# ---- the flanking segment -----------------------------------------------------------

@pytest.mark.parametrize("a, b_, target, value", [
    (sp(1, 2), sp(3, 2), sp(2, 2), True),         # opposite sides
    (sp(1, 1), sp(3, 3), sp(2, 2), True),         # opposite corners: corners belong to both sides
    (sp(1, 2), sp(2, 1), sp(2, 2), False),        # adjacent sides
    (sp(1, 1), sp(3, 2), sp(2, 2), False),        # corner to an off-row square: top and right only
    (sp(1, 3), sp(3, 1), sp(2, 2), True),         # the other two corners
    (sp(1, 2), sp(4, 3), sp(2, 2, 2), True),      # large target, offset rows
    (sp(1, 1), sp(4, 2), sp(2, 2, 2), False),     # large target: the segment misses its left side
    (sp(0, 0, 2), sp(5, 2, 2), sp(2, 1, 3), True),  # large flankers round a huge target
    (sp(0, 4, 2), sp(3, 0), sp(2, 2, 2), False),
])
def test_prendre_en_tenaille_segment(a, b_, target, value):
    """"Prendre en tenaille": the segment between the centres meets both sides of one pair of
    opposite sides of the target's space (sides closed)."""
    t = flank_segment(a, b_, target)
    assert t.value is value
    assert t.segment == (a.centre, b_.centre)
    assert (t.sides is not None) is value
