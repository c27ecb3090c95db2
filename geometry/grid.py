"""Cells and spaces (footprints) on a grid of unit squares.

Vertex (x, y): x grows to the right, y downward. Cell [x, y] is the square
from (x, y) to (x+1, y+1). A space of side s at top-left cell [x, y] covers
cells [x..x+s-1] x [y..y+s-1].
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .exact import decimal_point


class GeometryError(ValueError):
    """Raised for impossible geometric input (bad coordinates, empty spaces)."""


@dataclass(frozen=True, slots=True, order=True)
class Cell:
    x: int
    y: int

    def __str__(self) -> str:
        return f"[{self.x}, {self.y}]"

    def __repr__(self) -> str:
        return f"Cell({self.x}, {self.y})"

    @classmethod
    def parse(cls, value) -> Cell:
        """Build from [x, y] / (x, y) / "x,y"."""
        if isinstance(value, Cell):
            return value
        if isinstance(value, str):
            value = [p.strip() for p in value.strip("[]() ").split(",")]
        try:
            x, y = value
            if isinstance(x, bool) or isinstance(y, bool):
                raise TypeError
            fx, fy = float(x), float(y)
        except (TypeError, ValueError):
            raise GeometryError(f"{value!r} is not a cell [x, y]") from None
        if fx != int(fx) or fy != int(fy):
            raise GeometryError(f"{value!r} is not a cell: coordinates must be whole numbers")
        return cls(int(fx), int(fy))

    def to_list(self) -> list[int]:
        return [self.x, self.y]

    def offset(self, dx: int, dy: int) -> Cell:
        return Cell(self.x + dx, self.y + dy)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + 0.5, self.y + 0.5)


@dataclass(frozen=True, slots=True)
class Space:
    """The square footprint of a creature: side `side` at top-left `at`."""

    at: Cell
    side: int = 1

    def __post_init__(self):
        if self.side < 1:
            raise GeometryError(f"a space has a side of at least 1, not {self.side}")

    def __repr__(self) -> str:
        return f"Space({self.at!r}, {self.side})"

    @property
    def x(self) -> int:
        return self.at.x

    @property
    def y(self) -> int:
        return self.at.y

    @property
    def x2(self) -> int:
        """Exclusive right edge in vertex coordinates."""
        return self.at.x + self.side

    @property
    def y2(self) -> int:
        return self.at.y + self.side

    def cells(self) -> frozenset[Cell]:
        return _cells(self.at.x, self.at.y, self.side)

    def moved_to(self, at: Cell) -> Space:
        return Space(at, self.side)

    def shifted(self, dx: int, dy: int) -> Space:
        return Space(self.at.offset(dx, dy), self.side)

    def shrunk(self) -> Space:
        """The next smaller space at the same top-left cell (squeezing)."""
        return Space(self.at, self.side - 1)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.at.x + self.side / 2, self.at.y + self.side / 2)

    @property
    def bounds(self) -> tuple[int, int, int, int]:
        return (self.at.x, self.at.y, self.x2, self.y2)

    def overlaps(self, other: Space) -> bool:
        return (self.x < other.x2 and other.x < self.x2 and self.y < other.y2 and other.y < self.y2)

    def gaps(self, other: Space) -> tuple[int, int]:
        """(dx, dy): index differences between the nearest cells, 0 when overlapping on that axis."""
        dx = max(0, other.x - (self.x2 - 1), self.x - (other.x2 - 1))
        dy = max(0, other.y - (self.y2 - 1), self.y - (other.y2 - 1))
        return dx, dy

    def chebyshev(self, other: Space) -> int:
        return max(self.gaps(other))

    def corner_points(self, inset: float = 0.05) -> list[tuple[float, float]]:
        """The 4 corners of the whole space, moved `inset` toward its centre (each the nearest double
        to the exact decimal, see geometry.exact)."""
        x, y, x2, y2 = self.bounds
        lo_x, lo_y = _inset(x, inset), _inset(y, inset)
        hi_x, hi_y = _inset(x2, -inset), _inset(y2, -inset)
        return [(lo_x, lo_y), (hi_x, lo_y), (lo_x, hi_y), (hi_x, hi_y)]

    def candidate_points(self, inset: float = 0.05) -> list[tuple[float, float]]:
        """Every corner of every square of the space, moved `inset` toward its own square's centre."""
        return _candidates(self.at.x, self.at.y, self.side, inset)


_CELLS_CACHE: dict[tuple[int, int, int], frozenset[Cell]] = {}


def _cells(x: int, y: int, s: int) -> frozenset[Cell]:
    key = (x, y, s)
    got = _CELLS_CACHE.get(key)
    if got is None:
        if len(_CELLS_CACHE) > 200_000:
            _CELLS_CACHE.clear()
        got = frozenset(Cell(x + i, y + j) for j in range(s) for i in range(s))
        _CELLS_CACHE[key] = got
    return got


def _inset(v: int, inset: float) -> float:
    """v + inset, the nearest double to the exact decimal sum (a plain addition may miss it by an
    ulp, and the line tests read every double as the decimal it stands for)."""
    return decimal_point(v, inset)


_CANDIDATES_CACHE: dict[tuple[int, int, int, float], list[tuple[float, float]]] = {}


def _candidates(x: int, y: int, s: int, inset: float) -> list[tuple[float, float]]:
    key = (x, y, s, inset)
    got = _CANDIDATES_CACHE.get(key)
    if got is None:
        if len(_CANDIDATES_CACHE) > 50_000:
            _CANDIDATES_CACHE.clear()
        lx = [_inset(x + i, inset) for i in range(s)]
        hx = [_inset(x + i + 1, -inset) for i in range(s)]
        ly = [_inset(y + j, inset) for j in range(s)]
        hy = [_inset(y + j + 1, -inset) for j in range(s)]
        got = []
        for j in range(s):
            for i in range(s):
                got += [(lx[i], ly[j]), (hx[i], ly[j]), (lx[i], hy[j]), (hx[i], hy[j])]
        _CANDIDATES_CACHE[key] = got
    return list(got)


NEIGHBOUR_STEPS: tuple[tuple[int, int], ...] = (
    (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1),
)


@dataclass(frozen=True)
class Grid:
    width: int
    height: int

    def __post_init__(self):
        if self.width < 1 or self.height < 1:
            raise GeometryError(f"a grid needs a positive width and height, not {self.width}x{self.height}")

    def contains(self, space: Space) -> bool:
        return space.x >= 0 and space.y >= 0 and space.x2 <= self.width and space.y2 <= self.height

    def contains_cell(self, cell: Cell) -> bool:
        return 0 <= cell.x < self.width and 0 <= cell.y < self.height

    @cached_property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)
