"""The movement search over the step graph: least cost, budgets, diagonal parity (1-2-1) carried in
the search state, squeeze edges, steps the cost callback forbids."""

from geometry import Board, Cell, Grid, TerrainCell, TerrainKind, Wall
from geometry.movement import MovementSearch, step_graph


def free(frm, to, diagonal, squeezed):
    return 0


def test_least_cost_straight_and_diagonal():
    b = Board(Grid(8, 8))
    s = MovementSearch(step_graph(b, 1, False), free)
    p = s.path_to(Cell(0, 0), Cell(5, 3))
    assert p.cost == 5 and p.end == Cell(5, 3) and len(p.steps) == 5
    assert [st.total for st in p.steps] == [1, 2, 3, 4, 5]
    assert s.path_to(Cell(2, 2), Cell(2, 2)).cost == 0


def test_alternating_diagonals_parity_is_part_of_the_state():
    """PF2e: diagonals 1, 2, 1, 2 counted over the whole movement; parity 1 makes the first cost 2."""
    b = Board(Grid(8, 8))
    s = MovementSearch(step_graph(b, 1, True), free, alternating_diagonals=True)
    assert s.path_to(Cell(0, 0), Cell(4, 4)).cost == 6
    assert s.path_to(Cell(0, 0), Cell(1, 1)).cost == 1
    assert s.path_to(Cell(0, 0), Cell(1, 1), parity=1).cost == 2
    assert s.path_to(Cell(0, 0), Cell(3, 1)).cost == 3
    costs = s.costs_within(Cell(0, 0), 3)
    assert costs[Cell(2, 2)] == 3 and Cell(3, 3) not in costs and costs[Cell(3, 0)] == 3


def test_costs_within_respects_the_budget_and_walls():
    b = Board(Grid(6, 3), (Wall(((2, 0), (2, 2))),))
    s = MovementSearch(step_graph(b, 1, False), free)
    costs = s.costs_within(Cell(0, 0), 4)
    # round the wall's foot (no corner cutting): [0,1] -> [1,2] -> [2,2] -> [2,1]; [2,0] would cost 5
    assert costs[Cell(1, 2)] == 2
    assert costs[Cell(2, 2)] == 3
    assert costs[Cell(2, 1)] == 4
    assert Cell(2, 0) not in costs
    assert all(v <= 4 for v in costs.values())


def test_callback_can_forbid_a_step_and_add_costs():
    b = Board(Grid(5, 1))

    def coster(frm, to, diagonal, squeezed):
        return None if to == (2, 0) else 2

    s = MovementSearch(step_graph(b, 1, False), coster)
    assert s.path_to(Cell(0, 0), Cell(1, 0)).cost == 3
    assert s.path_to(Cell(0, 0), Cell(4, 0)) is None


def test_squeeze_graph_offers_the_steps_the_full_space_cannot_take():
    """Squeezing: a side-2 space cannot pass a 1-square gap; the side-1 graph can, squeezed (+1 here)."""
    obj = TerrainCell(TerrainKind.OBJECT)
    b = Board(Grid(6, 3), (), {Cell(x, y): obj for x in (2, 3) for y in (0, 2)})
    full = step_graph(b, 2, True)
    assert MovementSearch(full, lambda f, t, d, sq: 0).path_to(Cell(0, 0), Cell(4, 0)) is None  # no way through
    s = MovementSearch(full, lambda f, t, d, sq: 1 if sq else 0, squeeze_graph=step_graph(b, 1, True))
    p = s.path_to(Cell(0, 0), Cell(4, 0))
    assert p is not None and p.cost == 7     # three squeezed steps at 2, then out at 1
    assert [st.squeezed for st in p.steps] == [True, True, True, False]
