"""Where the players' large texts go (the drag readout, the pushed "why"): rectangles in, a rectangle
out, no Qt, so the choice can be tested alone.

The texts stay inside the map's part of the window (under the turn strip, above the zone game's
band: the window gives that area). A spot is scored by what it covers, in this order: another large
text (never stacked over it), the visible tokens (their names too), the squares of the drag's route,
then the map's open squares; the window's empty margins beside the fitted map, and fog (the players
see nothing there anyway), cover nothing. When no
spot is clear of tokens and route, the text shrinks step by step down to a floor (still readable
from 3 m) before the least-covering spot is taken.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np


@dataclass(frozen=True)
class Box:
    """A rectangle in window pixels: left, top, width, height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def overlap(self, other: Box) -> float:
        """The area both cover (0 when they only touch)."""
        w = min(self.right, other.right) - max(self.x, other.x)
        h = min(self.bottom, other.bottom) - max(self.y, other.y)
        return w * h if w > 0 and h > 0 else 0.0

    def intersects(self, other: Box) -> bool:
        return self.overlap(other) > 0

    def contains(self, other: Box) -> bool:
        return (self.x <= other.x and self.y <= other.y and other.right <= self.right
                and other.bottom <= self.bottom)


@dataclass(frozen=True)
class Squares:
    """The map's squares as the players see them, in window pixels: where square (0, 0) starts, a
    square's side, and how many open (unfogged) squares each corner rectangle holds (a summed-area
    table, so a spot's count costs four look-ups)."""

    x: float
    y: float
    side: float
    cols: int
    rows: int
    table: np.ndarray = field(repr=False, compare=False)  # [j, i]: open squares in columns < i, rows < j

    @classmethod
    def build(cls, x: float, y: float, side: float, cols: int, rows: int, fogged=frozenset()) -> Squares:
        open_ = np.ones((rows, cols), dtype=np.int64)
        for i, j in fogged:
            if 0 <= i < cols and 0 <= j < rows:
                open_[j, i] = 0
        table = np.zeros((rows + 1, cols + 1), dtype=np.int64)
        table[1:, 1:] = open_.cumsum(axis=0).cumsum(axis=1)
        return cls(x, y, side, cols, rows, table)

    def open_under(self, box: Box) -> int:
        """Open squares whose centre is under the box: what the players would lose sight of."""
        return int(self.open_under_all(_edges([box]))[0])

    def open_under_all(self, spots: np.ndarray) -> np.ndarray:
        """The same for (n, 4) left, top, right, bottom spots at once."""
        if self.side <= 0 or not len(spots):
            return np.zeros(len(spots), dtype=np.int64)
        i0 = np.clip(np.ceil((spots[:, 0] - self.x) / self.side - 0.5), 0, self.cols).astype(np.int64)
        i1 = np.clip(np.floor((spots[:, 2] - self.x) / self.side - 0.5) + 1, 0, self.cols).astype(np.int64)
        j0 = np.clip(np.ceil((spots[:, 1] - self.y) / self.side - 0.5), 0, self.rows).astype(np.int64)
        j1 = np.clip(np.floor((spots[:, 3] - self.y) / self.side - 0.5) + 1, 0, self.rows).astype(np.int64)
        i1, j1 = np.maximum(i1, i0), np.maximum(j1, j0)
        t = self.table
        return t[j1, i1] - t[j0, i1] - t[j1, i0] + t[j0, i0]


@dataclass(frozen=True)
class Surroundings:
    """What a large text should not cover, in window pixels."""

    area: Box  # where the texts may go: the map's view (the strip and the band are outside it)
    tokens: tuple[Box, ...] = ()  # every token the players see, its name plate included
    route: tuple[Box, ...] = ()  # the squares of the drag (or the pushed forced movement)
    map: Box | None = None  # the map's rectangle: covering it costs its squares
    square: float = 40.0  # a square's side in pixels: map cover is counted in whole squares
    squares: Squares | None = None  # when given, only open squares count (fog hides nothing more)
    others: tuple[Box, ...] = ()  # the other large text, already placed: never over it
    margin: float = 8.0  # from the area's edges and between the texts

    @cached_property
    def token_edges(self) -> np.ndarray:
        return _edges(self.tokens)

    @cached_property
    def route_edges(self) -> np.ndarray:
        return _edges(self.route)


@dataclass(frozen=True)
class Cover:
    """What a spot covers, compared in this order (smaller is better)."""

    others: int
    tokens: int
    route: int
    map_squares: int

    @property
    def clear(self) -> bool:
        """Nothing the players follow is hidden: no other text, no token, no route square."""
        return self.others == 0 and self.tokens == 0 and self.route == 0


@dataclass(frozen=True)
class Placement:
    box: Box
    cover: Cover
    size: int = 0  # the text size it was placed at (the caller's unit: pixels of the letters)
    why: str = ""  # "clear", "shrunk" (clear once smaller), "least-covering"
    tried: tuple[int, ...] = field(default=(), compare=False)


def _edges(boxes: Sequence[Box]) -> np.ndarray:
    """(n, 4) array of left, top, right, bottom."""
    return np.array([(b.x, b.y, b.right, b.bottom) for b in boxes], dtype=float).reshape(-1, 4)


def _hits(spots: np.ndarray, t: np.ndarray) -> np.ndarray:
    """For each spot, how many of the things `t` ((n, 4) edges) it overlaps, touching not counted:
    every spot against every thing at once, since a drag asks again on each mouse move."""
    if not len(t):
        return np.zeros(len(spots), dtype=np.int64)
    w = np.minimum(spots[:, None, 2], t[None, :, 2]) - np.maximum(spots[:, None, 0], t[None, :, 0])
    h = np.minimum(spots[:, None, 3], t[None, :, 3]) - np.maximum(spots[:, None, 1], t[None, :, 1])
    return ((w > 0) & (h > 0)).sum(axis=1)


def _cover_arrays(spots: np.ndarray, s: Surroundings) -> tuple[np.ndarray, ...]:
    if s.squares is not None:
        mapped = s.squares.open_under_all(spots)
    elif s.map is not None:
        m = _edges([s.map])[0]
        w = np.clip(np.minimum(spots[:, 2], m[2]) - np.maximum(spots[:, 0], m[0]), 0, None)
        h = np.clip(np.minimum(spots[:, 3], m[3]) - np.maximum(spots[:, 1], m[1]), 0, None)
        mapped = np.rint(w * h / max(1.0, s.square * s.square)).astype(np.int64)
    else:
        mapped = np.zeros(len(spots), dtype=np.int64)
    return _hits(spots, _edges(s.others)), _hits(spots, s.token_edges), _hits(spots, s.route_edges), mapped


def covers(boxes: Sequence[Box], s: Surroundings) -> list[Cover]:
    return [Cover(int(o), int(t), int(r), int(m)) for o, t, r, m in zip(*_cover_arrays(_edges(boxes), s), strict=True)]


def cover_of(box: Box, s: Surroundings) -> Cover:
    return covers([box], s)[0]


def _spots(lo: float, hi: float, size: float, m: float, extra: Iterable[float]) -> list[float]:
    """Positions along one axis for a length `size` inside [lo, hi]: both ends, the middle, the
    quarters, and `extra` (the map's edges, beside the other text), each clamped inside."""
    first, last = lo + m, hi - size - m
    if last < first:  # wider than the area: centred (the shrinking makes it fit)
        return [round(lo + (hi - lo - size) / 2)]
    raw = [first, last, (first + last) / 2, first + (last - first) / 4, first + 3 * (last - first) / 4, *extra]
    out: list[float] = []
    for v in raw:
        v = round(min(max(v, first), last))  # whole pixels: the label is placed at these
        if all(abs(v - o) > 0.5 for o in out):
            out.append(v)
    return out


def _beside_tokens(s: Surroundings, w: float, h: float, most: int = 16) -> tuple[list[float], list[float]]:
    """Places just clear of a token's side, on each axis: where a crowded map still has a gap.
    At most `most` a side, spread evenly over the map, so a crowded map stays cheap."""
    t, g = s.token_edges, s.margin / 2

    def spread(values) -> list[float]:
        v = np.unique(np.rint(values))
        if len(v) > most:
            v = v[np.linspace(0, len(v) - 1, most).round().astype(int)]
        return [float(x) for x in v]

    if not len(t):
        return [], []
    return (spread(np.concatenate([t[:, 2] + g, t[:, 0] - w - g])),
            spread(np.concatenate([t[:, 3] + g, t[:, 1] - h - g])))


def candidates(w: float, h: float, s: Surroundings, crowded: bool = False) -> list[Box]:
    """Spots for a w × h text: the corners, along the edges, beside the fitted map in the window's
    empty margins, and next to the other text (stacked, not over it); on a `crowded` map, also
    just clear of the tokens' sides."""
    a, m = s.area, s.margin
    xs_extra: list[float] = []
    ys_extra: list[float] = []
    if crowded:
        xs_extra, ys_extra = _beside_tokens(s, w, h)
    if s.map is not None:
        xs_extra += [s.map.right + m, s.map.x - w - m, s.map.x + m, s.map.right - w - m]
        ys_extra += [s.map.bottom + m, s.map.y - h - m, s.map.y + m, s.map.bottom - h - m]
    for o in s.others:
        xs_extra += [o.x, o.right - w, o.right + m, o.x - w - m]
        ys_extra += [o.y, o.bottom - h, o.bottom + m, o.y - h - m]
    xs = _spots(a.x, a.right, w, m, xs_extra)
    ys = _spots(a.y, a.bottom, h, m, ys_extra)
    return [Box(x, y, w, h) for y in ys for x in xs]


CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


def corner(name: str, w: float, h: float, s: Surroundings) -> Box:
    a, m = s.area, s.margin
    x = a.x + m if name.endswith("left") else a.right - w - m
    y = a.y + m if name.startswith("top") else a.bottom - h - m
    return Box(round(x), round(y), w, h)


def best_spot(w: float, h: float, s: Surroundings, prefer: Sequence[Box | str] = (),
              crowded: bool = False) -> tuple[Box, Cover]:
    """The least-covering spot; ties go to the spot nearest an edge, then to `prefer` (where the
    text already is, so that it does not jump about during a drag; then its usual corner by name).
    `crowded`: when no usual place is clear, also try the places just clear of the tokens."""
    wanted = [corner(p, w, h, s) if isinstance(p, str) else Box(p.x, p.y, w, h) for p in prefer]

    box, cover = _best_of(candidates(w, h, s) + [b for b in wanted if s.area.contains(b)], wanted, s)
    if crowded and not cover.clear and len(s.tokens):  # none of the usual places: look between the tokens
        finer, c = _best_of(candidates(w, h, s, crowded=True) + [box], wanted, s)
        if (c.others, c.tokens, c.route) < (cover.others, cover.tokens, cover.route):
            box, cover = finer, c
    return box, cover


def _best_of(pool: list[Box], wanted: list[Box], s: Surroundings) -> tuple[Box, Cover]:
    spots = _edges(pool)
    others, tokens, route, mapped = _cover_arrays(spots, s)
    a = s.area
    edge = np.minimum.reduce([spots[:, 0] - a.x, a.right - spots[:, 2], spots[:, 1] - a.y, a.bottom - spots[:, 3]])
    edge = np.rint(edge / max(1.0, s.square))
    near = np.full(len(pool), len(wanted))
    for i, p in reversed(list(enumerate(wanted))):
        near[(np.abs(spots[:, 0] - p.x) < 1) & (np.abs(spots[:, 1] - p.y) < 1)] = i
    best = int(np.lexsort((near, edge, mapped, route, tokens, others))[0])  # the last key sorts first
    return pool[best], Cover(int(others[best]), int(tokens[best]), int(route[best]), int(mapped[best]))


def text_sizes(start: int, floor: int, step: float = 0.85) -> list[int]:
    """From `start` down to `floor` (both included), each about `step` times the one before."""
    sizes = [max(start, floor)]
    while sizes[-1] > floor:
        sizes.append(max(floor, min(sizes[-1] - 1, int(sizes[-1] * step))))
    return sizes


def place(measure: Callable[[int], tuple[float, float]], sizes: Sequence[int], s: Surroundings,
          prefer: Sequence[Box | str] = ()) -> Placement:
    """Place a text whose size at each of `sizes` (largest first) is `measure(size)` → (w, h).
    The largest size with a clear spot wins (the usual places first, then the gaps between
    tokens); else the largest with no token covered; else the smallest at its least-covering spot."""
    tried: list[Placement] = []
    for size in sizes:
        box, cover = best_spot(*measure(size), s, prefer, crowded=True)
        p = Placement(box, cover, size, "clear" if size == sizes[0] else "shrunk", tuple(sizes))
        if cover.clear:
            return p
        tried.append(p)
    fallback = next((p for p in tried if p.cover.others == 0 and p.cover.tokens == 0), tried[-1])
    return Placement(fallback.box, fallback.cover, fallback.size, "least-covering", tuple(sizes))
