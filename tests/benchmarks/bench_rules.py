"""Benchmark of the rules core on a large map (run by hand, not collected by pytest):

    uv run python tests/benchmarks/bench_rules.py [--seed N] [--moves N]

A 100×100 map with 1,000 wall segments (half on grid lines, half slanted), scattered difficult
terrain and objects, 40 creatures of sizes 1 to 4. For Draw Steel and PF2e it prints:
- the drag preview (Mover.path_to to a cell within speed 10 + combat.opportunity_attacks along the
  path), median and p95 per mouse move, for a size-1 and a size-3 mover, with the Mover built once
  per drag (its construction printed apart, cold = first on a fresh board, warm = later drags);
- the reachable set at speed 10;
- line of effect and cover for all 40×40 pairs (cold: fresh board, no cached lines), and for one
  token against the other 39 (what the targets marks ask when a token is selected);
- the same table on a map of rooms (long walls, doorways) where many pairs see each other;
- the `pathfinding` package's A* on the same grid for a size-1 mover without terrain costs
  (objects as obstacles; it cannot model walls), and the ratio to our path query.
Targets: preview p95 < 8 ms, reachable < 10 ms, all pairs < 200 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from geometry import Board, Cell, Grid, Material, Space, TerrainCell, TerrainKind, Wall
from rules import combat
from rules.creature import Creature
from rules.encounter import Encounter
from rules.movement import Mover

W = H = 100
SIZES = {"draw-steel": ["1M", "2", "3", "4"], "pf2e": ["medium", "large", "huge", "gargantuan"]}


def build_board(rnd: random.Random) -> Board:
    walls = []
    while len(walls) < 1000:
        x, y = rnd.randrange(W), rnd.randrange(H)
        if len(walls) % 2 == 0:  # on grid lines, 1-3 squares long
            n = rnd.randint(1, 3)
            end = (min(W, x + n), y) if rnd.random() < 0.5 else (x, min(H, y + n))
            if end != (x, y):
                walls.append(Wall(((x, y), end)))
        else:  # slanted, off the grid lines
            a = (x + rnd.random(), y + rnd.random())
            b = (min(W, max(0, a[0] + rnd.uniform(-2.5, 2.5))), min(H, max(0, a[1] + rnd.uniform(-2.5, 2.5))))
            walls.append(Wall((a, b)))
    terrain = {}
    for _ in range(900):
        terrain[Cell(rnd.randrange(W), rnd.randrange(H))] = TerrainCell(TerrainKind.DIFFICULT)
    mats = list(Material)
    for _ in range(400):
        terrain[Cell(rnd.randrange(W), rnd.randrange(H))] = TerrainCell(TerrainKind.OBJECT, rnd.choice(mats))
    return Board(Grid(W, H), tuple(walls), terrain)


def place_creatures(rnd: random.Random, board: Board, ruleset: str) -> list[Creature]:
    out, spaces = [], []
    i = 0
    while len(out) < 40:
        side = 1 + (i % 4)
        at = Cell(rnd.randrange(W - side + 1), rnd.randrange(H - side + 1))
        sp = Space(at, side)
        if not board.fits(sp) or any(sp.overlaps(o) for o in spaces):
            continue
        out.append(Creature(f"c{i}", "heroes" if i % 2 else "foes", at, SIZES[ruleset][side - 1], speed=10,
                            abilities=frozenset({"reactive-strike"}), reach=1 + (i % 3 == 0)))
        spaces.append(sp)
        i += 1
    return out


def ms(seconds: float) -> float:
    return seconds * 1000


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def cold_times(board: Board, ruleset: str, creatures, ask, runs: int) -> list[float]:
    """Seconds taken by ask(encounter), each run on a fresh copy of the board (nothing cached)."""
    out = []
    for _ in range(runs):
        fresh = Encounter(Board(board.grid, board.walls, dict(board.terrain)), ruleset, None, creatures)
        t0 = time.perf_counter()
        ask(fresh)
        out.append(time.perf_counter() - t0)
    return out


def runs_text(times: list[float]) -> str:
    return f"runs: {', '.join(f'{ms(t):.0f}' for t in times)} ms"


def bench_ruleset(ruleset: str, seed: int, moves: int):
    rnd = random.Random(seed)
    board = build_board(rnd)
    creatures = place_creatures(rnd, board, ruleset)
    enc = Encounter(board, ruleset, None, creatures)
    print(f"\n== {ruleset}: {W}x{H}, {len(board.walls)} walls, "
          f"{sum(t.kind is TerrainKind.OBJECT for t in board.terrain.values())} objects, "
          f"{sum(t.kind is TerrainKind.DIFFICULT for t in board.terrain.values())} difficult, "
          f"{len(creatures)} creatures")
    pack = enc.pack
    results = {}
    for side in (1, 3):
        movers = [c for c in creatures if pack.side(c) == side]
        t0 = time.perf_counter()
        Mover(enc, movers[0].id)
        cold = time.perf_counter() - t0
        build, per_move, reach_t = [], [], []
        drags = 0
        for c in movers:
            if drags == 5:
                break
            t0 = time.perf_counter()
            m = Mover(enc, c.id)
            build.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            cells = m.reachable(10)
            reach_t.append(time.perf_counter() - t0)
            goals = [cell for cell in cells if cell != c.at]
            if len(goals) < 10:  # boxed in by walls: not a drag worth timing
                build.pop()
                reach_t.pop()
                continue
            drags += 1
            for _ in range(moves):
                goal = rnd.choice(goals)
                t0 = time.perf_counter()
                path = m.path_to(goal)
                spaces = [Space(c.at, side)] + [Space(cell, side) for cell in path.cells]
                combat.opportunity_attacks(enc, c, spaces)
                per_move.append(time.perf_counter() - t0)
        results[side] = per_move
        print(f"size {side}: preview median {ms(statistics.median(per_move)):.2f} ms, "
              f"p95 {ms(pct(per_move, 95)):.2f} ms ({len(per_move)} moves, {drags} drags); "
              f"Mover() cold {ms(cold):.1f} ms, warm median {ms(statistics.median(build)):.2f} ms; "
              f"reachable(10) median {ms(statistics.median(reach_t)):.2f} ms, max {ms(max(reach_t)):.2f} ms")

    # all pairs, on fresh boards (no cached lines)
    def each_pair(query):
        return lambda fresh: [query(fresh, a, b) for a in creatures for b in creatures if a is not b]

    loe_t = cold_times(board, ruleset, creatures, each_pair(combat.sight), 3)
    cov_t = cold_times(board, ruleset, creatures, each_pair(combat.cover), 3)
    print(f"all 40x40 pairs, one query at a time: line of effect {ms(statistics.median(loe_t)):.1f} ms, "
          f"cover {ms(statistics.median(cov_t)):.1f} ms, together {ms(statistics.median(loe_t) + statistics.median(cov_t)):.1f} ms")
    # The same answers as one table (what the GUI asks when a token is selected): every line
    # of every pair cast in one pass; the line-of-effect table is computed on the way.
    table_t = cold_times(board, ruleset, creatures, combat.cover_table, 5)
    print(f"all 40x40 pairs as one table (combat.cover_table, line of effect included): "
          f"median {ms(statistics.median(table_t)):.1f} ms ({runs_text(table_t)})")
    # One token's row (the Director's targets marks when a token is selected), cold boards.
    row_t = [cold_times(board, ruleset, creatures, lambda fresh, c=c: combat.cover_table(fresh, attackers=[c.id]), 1)[0]
             for c in creatures[:12]]
    print(f"one token against the other 39 (line of effect + cover, the targets marks): "
          f"median {ms(statistics.median(row_t)):.1f} ms, max {ms(max(row_t)):.1f} ms")
    return board, creatures, enc, results


def bench_pathfinding(board: Board, creatures, enc, seed: int, runs: int):
    """The `pathfinding` package's A* (8 directions, no terrain costs, objects as obstacles) against our
    path query for a size-1 mover on the same map."""
    from pathfinding.core.diagonal_movement import DiagonalMovement
    from pathfinding.core.grid import Grid as PFGrid
    from pathfinding.finder.a_star import AStarFinder

    rnd = random.Random(seed)
    matrix = [[0 if board.is_object(Cell(x, y)) else 1 for x in range(W)] for y in range(H)]
    finder = AStarFinder(diagonal_movement=DiagonalMovement.only_when_no_obstacle)
    c = next(c for c in creatures if enc.pack.side(c) == 1)
    bare = Encounter(Board(board.grid, (), {k: v for k, v in board.terrain.items() if v.kind is TerrainKind.OBJECT}),
                     enc.ruleset, None, [c])
    m = Mover(bare, c.id)
    goals = [g for g in m.reachable(10) if g != c.at]
    pf_t, ours_t = [], []
    for _ in range(runs):
        goal = rnd.choice(goals)
        grid = PFGrid(matrix=matrix)
        t0 = time.perf_counter()
        path, _ = finder.find_path(grid.node(c.at.x, c.at.y), grid.node(goal.x, goal.y), grid)
        pf_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        ours = m.path_to(goal)
        ours_t.append(time.perf_counter() - t0)
        assert path and ours is not None
    a, b = statistics.median(pf_t), statistics.median(ours_t)
    print(f"\npathfinding A* (size 1, no terrain costs, objects only): median {ms(a):.2f} ms; "
          f"Damier path_to on the same grid: median {ms(b):.2f} ms; ratio pathfinding/Damier = {a / b:.1f}")


def bench_rooms(seed: int):
    """The all-pairs table on another kind of map: a dungeon of 20×20 rooms whose walls are long
    strokes with doorways, 40 creatures crowded into four rooms (many pairs see each other)."""
    rnd = random.Random(seed)
    walls = []
    for k in range(0, W + 1, 20):
        for a in range(0, W, 20):
            walls += [Wall(((k, a), (k, a + 9))), Wall(((k, a + 11), (k, a + 20))),
                      Wall(((a, k), (a + 9, k))), Wall(((a + 11, k), (a + 20, k)))]
    terrain = {Cell(rnd.randrange(W), rnd.randrange(H)): TerrainCell(TerrainKind.OBJECT) for _ in range(150)}
    board = Board(Grid(W, H), tuple(walls), terrain)
    creatures, spaces = [], []
    while len(creatures) < 40:
        side = 1 + len(creatures) % 4
        at = Cell(rnd.randrange(40 - side), rnd.randrange(40 - side))
        sp = Space(at, side)
        if board.fits(sp) and not board.wall_inside(sp) and not any(sp.overlaps(o) for o in spaces):
            creatures.append(Creature(f"c{len(creatures)}", "heroes", at, SIZES["draw-steel"][side - 1]))
            spaces.append(sp)
    table_t = cold_times(board, "draw-steel", creatures, combat.cover_table, 5)
    covers = combat.cover_table(Encounter(board, "draw-steel", None, creatures))
    seen = sum(c.value != "blocked" for c in covers.values())
    print("\n"
          f"== draw-steel, rooms: {len(walls)} long walls with doorways, 150 objects, 40 creatures in 4 rooms "
          f"({seen} of {len(covers)} ordered pairs see each other)\n"
          f"all 40x40 pairs as one table: median {ms(statistics.median(table_t)):.1f} ms ({runs_text(table_t)})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--moves", type=int, default=60, help="mouse moves per drag")
    ap.add_argument("--cpu", action="store_true",
                    help="time with the process's CPU time (on a shared machine other jobs inflate wall time)")
    args = ap.parse_args()
    if args.cpu:
        time.perf_counter = time.process_time
    for ruleset in ("draw-steel", "pf2e"):
        board, creatures, enc, _ = bench_ruleset(ruleset, args.seed, args.moves)
    bench_rooms(args.seed)
    bench_pathfinding(board, creatures, enc, args.seed, 100)
    print("\ntargets: preview p95 < 8 ms, reachable < 10 ms, all pairs < 200 ms")


if __name__ == "__main__":
    main()
