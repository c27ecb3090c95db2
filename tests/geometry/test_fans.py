"""§4 "Line of effect" in bulk: the exact line test against shapely, the fans that settle blocked
lines before it (never a clear one), and the many-pairs table that must answer as the single query."""

import random

import numpy as np
import pytest
import shapely

from geometry import Board, Cell, Grid, Space, TerrainCell, TerrainKind, Wall
from geometry.fans import REACH, Fans
from geometry.sight import PointTable, _walled_apart, line_of_effect, line_of_effect_many

STONE = TerrainCell(TerrainKind.OBJECT)


def random_board(seed: int, size: int = 40, walls: int = 120, objects: int = 120) -> Board:
    rnd = random.Random(seed)
    ws = []
    for n in range(walls):
        x, y = rnd.randrange(size), rnd.randrange(size)
        if n % 3 == 0:  # on grid lines
            ws.append(Wall(((x, y), (x + rnd.randint(1, 3), y) if n % 2 else (x, y + rnd.randint(1, 3)))))
        elif n % 3 == 1:  # slanted, short
            ws.append(Wall(((x + rnd.random(), y + rnd.random()), (x + rnd.uniform(-3, 3), y + rnd.uniform(-3, 3)))))
        else:  # long, as a room's side drawn in one stroke
            ws.append(Wall(((x + rnd.random(), y), (x + rnd.uniform(-20, 20), y + rnd.uniform(-20, 20)))))
    terrain = {Cell(rnd.randrange(size), rnd.randrange(size)): STONE for _ in range(objects)}
    return Board(Grid(size, size), tuple(ws), terrain)


def random_spaces(board: Board, rnd: random.Random, n: int) -> list[Space]:
    """n spaces of sides 1 to 4 on free ground, not overlapping."""
    spaces = []
    while len(spaces) < n:
        s = Space(Cell(rnd.randrange(board.width - 3), rnd.randrange(board.height - 3)), rnd.randint(1, 4))
        if board.fits(s) and not any(s.overlaps(o) for o in spaces):
            spaces.append(s)
    return spaces


def shapely_blocked(board: Board, p, q) -> bool:
    """The rule in shapely's words: the segment meets an effect wall (touching counts) or the
    interior of the object mass (adjacent object cells are one solid, RULINGS "Objets")."""
    line = shapely.LineString([p, q])
    for w in board.effect_walls:
        if line.intersects(shapely.LineString(w.points)):
            return True
    cells = [shapely.box(c.x, c.y, c.x + 1, c.y + 1) for c, t in board.terrain.items() if t.kind is TerrainKind.OBJECT]
    mass = shapely.union_all(cells)
    return bool(line.relate_pattern(mass, "T********"))


def free_points(board: Board, rnd: random.Random, n: int) -> np.ndarray:
    """Candidate-like points (0.05 inside a square's corner) on squares free of objects."""
    out = []
    while len(out) < n:
        c = Cell(rnd.randrange(board.width), rnd.randrange(board.height))
        if not board.is_object(c):
            out.append(rnd.choice(Space(c, 1).candidate_points()))
    return np.array(out)


@pytest.mark.parametrize("seed", [1, 2])
def test_exact_line_test_agrees_with_shapely(seed):
    """"Ligne d'effet": blocked when the line touches an effect wall or enters an object's interior."""
    board = random_board(seed)
    rnd = random.Random(seed)
    p, q = free_points(board, rnd, 300), free_points(board, rnd, 300)
    # A few lines along the grid lines and through object corners, where touching decides.
    p[:20] = np.floor(p[:20])
    q[:20] = p[:20] + np.array([[rnd.choice([0, 3]), rnd.choice([0, 3])] for _ in range(20)])
    got = board.lines_blocked(p, q)
    want = [shapely_blocked(board, a, b) for a, b in zip(p, q, strict=True)]
    assert got.tolist() == want


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fans_never_call_a_clear_line_blocked(seed):
    """A fan's verdict is certain: every line it settles is blocked by the exact test, including
    lines near direction 0 (where the fan's angles wrap) and from points beside long walls."""
    board = random_board(seed, walls=200, objects=200)
    rnd = random.Random(seed)
    points = free_points(board, rnd, 60)
    fans = Fans(points, board.effect_segments, board.object_cells, np.arange(len(points)))
    i = np.repeat(np.arange(len(points)), 200)
    q = np.concatenate([free_points(board, rnd, 200) for _ in points])
    q[::7] = points[i[::7]] + np.array([REACH + 0.5, 0.0])  # straight along direction 0
    q[1::7] = points[i[1::7]] + np.array([REACH + 0.5, -1e-12])
    sure = fans.blocked(i, q)
    exact = board.lines_blocked(points[i], q)
    assert not (sure & ~exact).any()
    long = np.hypot(*(q - points[i]).T) >= REACH
    assert not sure[~long].any()  # only lines at least REACH long are the fans' to settle
    # It is worth its keep: most long blocked lines on a crowded map are settled without a cast.
    assert sure.sum() > 0.6 * (exact & long).sum()


@pytest.mark.parametrize("seed", [1, 2])
def test_walled_off_means_every_line_to_the_space_is_blocked(seed):
    board = random_board(seed, walls=200, objects=200)
    rnd = random.Random(seed)
    points = free_points(board, rnd, 80)
    fans = Fans(points, board.effect_segments, board.object_cells, np.zeros(len(points), dtype=int))
    targets = [Space(Cell(rnd.randrange(37), rnd.randrange(37)), rnd.randint(1, 3)) for _ in points]
    boxes = np.array([(s.x + 0.05, s.y + 0.05, s.x2 - 0.05, s.y2 - 0.05) for s in targets])
    off = fans.blocked_toward(np.arange(len(points)), boxes)
    assert off.any()
    for n in np.flatnonzero(off):
        q = np.array(targets[n].candidate_points())
        assert board.lines_blocked(np.repeat(points[n:n + 1], len(q), axis=0), q).all()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_many_pairs_answer_as_single_queries(seed, monkeypatch):
    """The table (fans on, as on a large map) gives each pair the single query's answer and proof."""
    monkeypatch.setattr(PointTable, "FANS_FROM", 0)
    monkeypatch.setattr(PointTable, "LINES_PER_POINT", 0)
    board = random_board(seed)
    spaces = random_spaces(board, random.Random(seed), 14)
    pairs = [(a, b) for n, a in enumerate(spaces) for b in spaces[n + 1:]]
    fresh = Board(board.grid, board.walls, dict(board.terrain))
    many = line_of_effect_many(fresh, pairs)
    assert fresh.__dict__["_point_table"][1].fans is not None  # the fans did take part
    single = [line_of_effect(Board(board.grid, board.walls, dict(board.terrain)), a, b) for a, b in pairs]
    assert many == single
    assert {r.value for r in many} == {True, False}


def test_an_object_only_partly_within_reach_settles_nothing():
    """An object whose near corner is within REACH but whose far side is not may stand beyond the
    end of a long line in its direction: such a line is clear, and the fan must not say otherwise."""
    board = Board(Grid(40, 40), (), {Cell(8, 9): STONE})
    p = np.array([[0.05, 0.05]])
    fans = Fans(p, board.effect_segments, board.object_cells, np.zeros(1, dtype=int))
    angles = np.linspace(np.arctan2(9 - 0.05, 9 - 0.05), np.arctan2(10 - 0.05, 8 - 0.05), 400)
    lengths = np.linspace(REACH, REACH + 1.5, 30)
    a, r = np.meshgrid(angles, lengths)
    q = p + np.stack([np.cos(a.ravel()) * r.ravel(), np.sin(a.ravel()) * r.ravel()], axis=1)
    i = np.zeros(len(q), dtype=int)
    exact = board.lines_blocked(np.repeat(p, len(q), axis=0), q)
    assert (~exact).any() and exact.any()
    assert not (fans.blocked(i, q) & ~exact).any()


def test_a_long_wall_parts_two_rooms_but_not_through_its_doorway():
    """"Ligne d'effet" across a room's wall drawn as two long strokes with a doorway between them:
    the table settles the pair the wall parts at once, and still finds the line through the door."""
    board = Board(Grid(30, 20), (Wall(((15, 0), (15, 9))), Wall(((15, 11), (15, 20)))), {})
    parted = (Space(Cell(3, 3), 2), Space(Cell(24, 4), 2))
    doorway = (Space(Cell(3, 12), 2), Space(Cell(24, 8), 2))
    table = PointTable(board, [*parted, *doorway])
    ka = np.array([table.of(parted[0]), table.of(doorway[0])])
    kb = np.array([table.of(parted[1]), table.of(doorway[1])])
    assert _walled_apart(table, ka, kb).tolist() == [True, False]
    many = line_of_effect_many(board, [parted, doorway])
    assert [r.value for r in many] == [False, True]
    assert many == [line_of_effect(Board(board.grid, board.walls, {}), *p) for p in (parted, doorway)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_space_against_the_rest_paints_its_own_fans_only(seed, monkeypatch):
    """A selected token against every other: only its points have many lines, so only they get
    fans; the answers are still the single query's."""
    monkeypatch.setattr(PointTable, "FANS_FROM", 0)
    monkeypatch.setattr(PointTable, "LINES_PER_POINT", 65)  # above any one space's 64 points
    board = random_board(seed, walls=60, objects=60)
    spaces = random_spaces(board, random.Random(seed), 14)
    pairs = [(spaces[0], b) for b in spaces[1:]]
    fresh = Board(board.grid, board.walls, dict(board.terrain))
    many = line_of_effect_many(fresh, pairs)
    table = fresh.__dict__["_point_table"][1]
    assert len(table.fans.points) == len(spaces[0].candidate_points())
    assert many == [line_of_effect(Board(board.grid, board.walls, dict(board.terrain)), a, b) for a, b in pairs]
