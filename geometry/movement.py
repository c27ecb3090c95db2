"""Movement over the board: a graph of legal steps and least-cost searches on it.

The step graph (networkx) holds, for one footprint side and one corner
rule, every step that walls, objects and the grid's edge allow; creatures
are not in it. Costs come from a rule pack through a callback, and the
search state carries the parity of diagonals taken so far, so PF2e's
1-2-1 diagonals are exact rather than approximated.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass

import networkx as nx
import numpy as np

from .board import Board
from .grid import Cell

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def _shift(a: np.ndarray, dx: int, dy: int) -> np.ndarray:
    """b[y, x] = a[y + dy, x + dx], False where that falls outside."""
    h, w = a.shape
    b = np.zeros_like(a)
    ys, yd = (slice(dy, h), slice(0, h - dy)) if dy >= 0 else (slice(0, h + dy), slice(-dy, h))
    xs, xd = (slice(dx, w), slice(0, w - dx)) if dx >= 0 else (slice(0, w + dx), slice(-dx, w))
    b[yd, xd] = a[ys, xs]
    return b


def legal_step_arrays(board: Board, side: int, corner_cutting: bool) -> dict[tuple[int, int], np.ndarray]:
    """For each of the 8 directions, a bool array over top-left positions [y, x] (0..H, 0..W):
    is that step legal for a space of `side`? Same answers as Board.step_legal, computed at once."""
    h, w = board.height, board.width
    integ = board._object_integral
    ys, xs = np.mgrid[0:h + 1, 0:w + 1]
    inside = (xs + side <= w) & (ys + side <= h)
    x2, y2 = np.minimum(xs + side, w), np.minimum(ys + side, h)
    objects = integ[y2, x2] - integ[ys, x2] - integ[y2, xs] + integ[ys, xs]
    fits = inside & (objects == 0)
    bh, bv = board._blocked_steps(side)
    orth = {
        (1, 0): _shift(fits, 1, 0) & ~bh,
        (-1, 0): _shift(fits, -1, 0) & _shift(~bh, -1, 0),
        (0, 1): _shift(fits, 0, 1) & ~bv,
        (0, -1): _shift(fits, 0, -1) & _shift(~bv, 0, -1),
    }
    steps = dict(orth)
    for dx, dy in DIAGONAL:
        first_x = orth[(dx, 0)] & _shift(orth[(0, dy)], dx, 0)
        first_y = orth[(0, dy)] & _shift(orth[(dx, 0)], 0, dy)
        steps[(dx, dy)] = (first_x | first_y) if corner_cutting else (first_x & first_y)
    return steps


class StepGraph:
    """The legal-step graph (networkx DiGraph) of one footprint side and corner rule.

    Legality for the whole board is computed at once with numpy; the networkx graph is grown
    lazily, node by node, as searches reach it: a drag explores a few hundred cells of a map
    of ten thousand, and building every edge up front would cost more than the search.
    """

    def __init__(self, board: Board, side: int, corner_cutting: bool):
        self.side = side
        self.graph = nx.DiGraph()
        self._legal = list(legal_step_arrays(board, side, corner_cutting).items())
        self._h, self._w = board.height + 1, board.width + 1
        self._expanded: set[tuple[int, int]] = set()

    def successors(self, node: tuple[int, int]):
        if node not in self._expanded:
            self._expanded.add(node)
            x, y = node
            self.graph.add_node(node)
            if 0 <= x < self._w and 0 <= y < self._h:
                self.graph.add_edges_from((node, (x + dx, y + dy)) for (dx, dy), legal in self._legal
                                          if legal[y, x])
        return self.graph._succ[node]


def step_graph(board: Board, side: int, corner_cutting: bool) -> StepGraph:
    """The step graph for a footprint side, cached on the board snapshot."""
    cache = board.__dict__.setdefault("_step_graphs", {})
    key = (side, corner_cutting)
    g = cache.get(key)
    if g is None:
        g = cache[key] = StepGraph(board, side, corner_cutting)
    return g


@dataclass(frozen=True)
class Step:
    """One step of a path: where it goes, what it cost and why."""

    to: Cell
    cost: float
    diagonal: bool
    squeezed: bool = False
    total: float = 0.0


@dataclass(frozen=True)
class Path:
    start: Cell
    steps: tuple[Step, ...]

    @property
    def cost(self) -> float:
        return self.steps[-1].total if self.steps else 0

    @property
    def cells(self) -> list[Cell]:
        return [s.to for s in self.steps]

    @property
    def end(self) -> Cell:
        return self.steps[-1].to if self.steps else self.start


# step cost callback: (from_xy, to_xy, diagonal, squeezed) -> extra cost (besides the
# step's base cost), or None when the rules forbid the step.
StepCoster = Callable[[tuple[int, int], tuple[int, int], bool, bool], float | None]


class MovementSearch:
    """Least-cost movement for one footprint over the step graph(s).

    `squeeze_graph` (5e) is the step graph of the next smaller side: a step that
    the full graph refuses but it allows is taken squeezed.
    """

    def __init__(self, graph: StepGraph, coster: StepCoster, *, alternating_diagonals: bool = False,
                 squeeze_graph: StepGraph | None = None):
        self.graph = graph
        self.coster = coster
        self.alternating = alternating_diagonals
        self.squeeze_graph = squeeze_graph
        self._adj_cache: dict[tuple[int, int], list[tuple[tuple[int, int], bool, bool]]] = {}

    def neighbours(self, node: tuple[int, int]) -> list[tuple[tuple[int, int], bool, bool]]:
        got = self._adj_cache.get(node)
        if got is None:
            adj = self.graph.successors(node)
            x, y = node
            got = [(to, to[0] != x and to[1] != y, False) for to in adj]
            if self.squeeze_graph is not None:
                got += [(to, to[0] != x and to[1] != y, True) for to in self.squeeze_graph.successors(node)
                        if to not in adj]
            self._adj_cache[node] = got
        return got

    def step_cost(self, frm, to, diagonal: bool, squeezed: bool, parity: int) -> tuple[float, int] | None:
        extra = self.coster(frm, to, diagonal, squeezed)
        if extra is None:
            return None
        if diagonal and self.alternating:
            return (1 + parity) + extra, parity ^ 1
        return 1 + extra, parity

    def _run(self, start: Cell, parity: int, budget: float | None, goal: tuple[int, int] | None):
        s = (start.x, start.y)
        best: dict[tuple, float] = {(s, parity): 0}
        parent: dict[tuple, tuple] = {}
        counter = itertools.count()
        gx, gy = goal if goal else (0, 0)
        limit = float("inf") if budget is None else budget
        coster, alternating, neighbours = self.coster, self.alternating, self.neighbours
        push, pop = heapq.heappush, heapq.heappop
        heap = [(max(abs(s[0] - gx), abs(s[1] - gy)) if goal else 0, 0, next(counter), s, parity)]
        done = set()
        while heap:
            _f, g, _c, node, par = pop(heap)
            state = (node, par)
            if state in done:
                continue
            done.add(state)
            if node == goal:
                return best, parent, state
            for to, diag, sq in neighbours(node):
                extra = coster(node, to, diag, sq)
                if extra is None:
                    continue
                if diag and alternating:
                    cost, npar = 1 + par + extra, par ^ 1
                else:
                    cost, npar = 1 + extra, par
                ng = g + cost
                if ng > limit:
                    continue
                nstate = (to, npar)
                if ng < best.get(nstate, limit + 1):
                    best[nstate] = ng
                    parent[nstate] = (state, cost, diag, sq)
                    # Chebyshev distance: every step costs at least 1, so A* stays exact.
                    h = max(abs(to[0] - gx), abs(to[1] - gy)) if goal else 0
                    push(heap, (ng + h, ng, next(counter), to, npar))
        return best, parent, None

    def _path_to(self, start: Cell, parent, state) -> Path:
        steps = []
        while state in parent:
            prev, cost, diag, sq = parent[state]
            steps.append((Cell(*state[0]), cost, diag, sq))
            state = prev
        steps.reverse()
        total, out = 0.0, []
        for cell, cost, diag, sq in steps:
            total += cost
            out.append(Step(cell, cost, diag, sq, total))
        return Path(start, tuple(out))

    def path_to(self, start: Cell, goal: Cell, *, parity: int = 0, budget: float | None = None) -> Path | None:
        if goal == start:
            return Path(start, ())
        _best, parent, found = self._run(start, parity, budget, (goal.x, goal.y))
        return None if found is None else self._path_to(start, parent, found)

    def costs_within(self, start: Cell, budget: float, *, parity: int = 0) -> dict[Cell, float]:
        """Least cost to every top-left cell reachable within `budget` (whatever may end there)."""
        best, _parent, _ = self._run(start, parity, budget, None)
        out: dict[Cell, float] = {}
        for (node, _par), g in best.items():
            c = Cell(*node)
            if g < out.get(c, float("inf")):
                out[c] = g
        return out
