"""A map picture (PNG, JPEG, WebP) to a new encounter, with the grid calibrated on the picture.

The calibration says where the picture's own grid lies: pixels per square and the pixel of one
grid vertex (from a box dragged over one square, two corners of several squares, typed numbers,
or the number of squares across a picture with no grid). The board's size in squares follows from
the picture. The picture is stored once, as it is, at its own resolution; nothing here decodes it
(the header gives its size, so a decompression bomb is refused before the GUI decodes anything).

The Universal VTT importer (rules.uvtt) shares the errors, the adjustments and the reading limits.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from geometry import Board, Grid

from .encounter import Encounter, MapImage
from .encounter_file import EXTENSIONS, check_image
from .image_info import ImageError, ImageInfo, image_info

MAX_BOARD_SIDE = 1024  # squares a side: far beyond any table, and the movement arrays stay small
MIN_SQUARE_PX = 4.0  # a square smaller than this on the picture is a calibration mistake
MAX_PICTURE_BYTES = 256 * 1024 * 1024  # the encounter file's own limit for a stored image

PICTURE_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
Progress = Callable[[float, str], None]  # (fraction done 0..1, stage) for the window's progress bar


class MapImportError(ValueError):
    """A map that cannot be imported. str() is one English sentence naming the file, the place
    and the problem. `reason` is for the GUI's wording (French and English):

    "missing", "unreadable", "too-large-file", "json", "not-uvtt", "missing-key", "invalid",
    "not-finite", "base64", "not-image", "image-truncated", "image-empty", "image-too-large",
    "outside-map", "map-too-large", "calibration", "no-image" (export of an encounter without one),
    "write" (export).
    `place` is where in the file (e.g. "portals[3].bounds[1]"), `detail` the technical part.
    """

    def __init__(self, message: str, *, reason: str, place: str = "", detail: str = "", path=""):
        super().__init__(message)
        self.reason, self.place, self.detail, self.path = reason, place, detail, str(path)


@dataclass(frozen=True)
class Adjustment:
    """Something the importer changed or left out, for the import dialog to show.
    `code`: e.g. "doors-aligned", "walls-merged", "objects-ignored"; `count` how many (doors,
    walls, outlines; for "walls-merged", squares of doubled wall rounded up); `detail` is English."""

    code: str
    count: int
    detail: str


@dataclass(frozen=True)
class Calibration:
    """Where the picture's grid lies: `square_px` image pixels a square, and `offset` the image
    pixel of one grid vertex (any vertex: the board starts at the first square on the picture)."""

    square_px: float
    offset: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self):
        values = (self.square_px, *self.offset)
        if not all(isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in values):
            raise MapImportError(f"The calibration {values!r} is not made of numbers.", reason="calibration")
        if self.square_px < MIN_SQUARE_PX:
            raise MapImportError(f"A square of {self.square_px:g} pixels is too small to calibrate a map "
                                 f"(at least {MIN_SQUARE_PX:g}).", reason="calibration")

    @classmethod
    def from_box(cls, p1: tuple[float, float], p2: tuple[float, float], squares: tuple[int, int] = (1, 1)):
        """Two opposite corners of a box covering `squares` (across, down) squares of the picture's
        grid: one square dragged by eye, or several for precision."""
        nx, ny = squares
        if nx < 1 or ny < 1:
            raise MapImportError("The box must cover at least one square.", reason="calibration")
        wx, wy = abs(p2[0] - p1[0]) / nx, abs(p2[1] - p1[1]) / ny
        # A box dragged by eye is never quite square: both sides count.
        return cls((wx + wy) / 2, (min(p1[0], p2[0]), min(p1[1], p2[1])))

    @classmethod
    def from_squares_across(cls, width_px: int, squares: int):
        """A picture with no grid: this many squares across its width, the grid at its corner."""
        if squares < 1:
            raise MapImportError("The map must be at least one square across.", reason="calibration")
        return cls(width_px / squares, (0.0, 0.0))

    def fit(self, width_px: int, height_px: int) -> BoardFit:
        """The board on a picture of this size: a partial strip at an edge is a square of the board
        when at least half of it lies on the picture."""
        s = self.square_px
        offset = []
        counts = []
        for o, size in ((self.offset[0], width_px), (self.offset[1], height_px)):
            first = o % s  # the first whole grid line on the picture
            if first >= s / 2:
                first -= s  # the strip before it is at least half a square: it is a square
            offset.append(first)
            counts.append(max(1, math.floor((size - first) / s + 0.5)))
        return BoardFit(counts[0], counts[1], (offset[0], offset[1]))


@dataclass(frozen=True)
class BoardFit:
    width: int  # squares
    height: int
    offset: tuple[float, float]  # image pixel where vertex (0, 0) lies (MapImage.offset)


@dataclass(frozen=True)
class MapImport:
    """What an import made: a new encounter (nothing else was changed) and why it looks so."""

    encounter: Encounter
    image: ImageInfo
    adjustments: tuple[Adjustment, ...] = ()


def is_picture_name(path: str | os.PathLike) -> bool:
    """A file a drop or File › New from map image… takes as a map picture (then calibrated)."""
    return Path(path).suffix.lower() in PICTURE_EXTENSIONS


def file_error(path, reason: str, problem: str, place: str = "", detail: str = "") -> MapImportError:
    where = f"{place}: " if place else ""
    return MapImportError(f'Cannot import "{Path(path).name}": {where}{problem}', reason=reason, place=place,
                          detail=detail, path=path)


def read_limited(path: str | os.PathLike, limit: int, what: str = "a map") -> bytes:
    """The file's bytes, refused by its size on disk before anything is read."""
    try:
        size = os.stat(path).st_size
        if os.path.isdir(path):
            raise IsADirectoryError
    except FileNotFoundError:
        raise file_error(path, "missing", "the file does not exist.") from None
    except IsADirectoryError:
        raise file_error(path, "unreadable", "it is a folder, not a file.") from None
    except OSError as e:
        raise file_error(path, "unreadable", f"{e.strerror or e}.", detail=str(e)) from None
    if size > limit:
        raise file_error(path, "too-large-file", f"the file is {size / 2**20:.0f} MB, more than "
                         f"{limit / 2**20:.0f} MB for {what}.", detail=str(size))
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)  # the file may have grown since stat
    except OSError as e:
        raise file_error(path, "unreadable", f"{e.strerror or e}.", detail=str(e)) from None
    if len(data) > limit:
        raise file_error(path, "too-large-file", f"the file is more than {limit / 2**20:.0f} MB for {what}.")
    return data


def check_picture(data: bytes, path, place: str = "") -> ImageInfo:
    """Kind and size of a map picture from its header (a bomb is refused here), then its structure
    (PNG chunks and their checksums, JPEG end, WebP length). Raises MapImportError."""
    try:
        info = image_info(data)
    except ImageError as e:
        reason = {"too-large": "image-too-large", "truncated": "image-truncated", "empty": "image-empty"}.get(
            e.reason, "not-image")
        raise file_error(path, reason, f"{e}.", place, str(e)) from None
    try:
        check_image(data)
    except ValueError as e:
        raise file_error(path, "image-truncated" if "truncated" in str(e) else "not-image",
                         f"the picture is damaged ({e}).", place, str(e)) from None
    return info


def board_grid(width: int, height: int, path, place: str = "") -> Grid:
    if width > MAX_BOARD_SIDE or height > MAX_BOARD_SIDE:
        raise file_error(path, "map-too-large", f"a map of {width} x {height} squares is larger than "
                         f"{MAX_BOARD_SIDE} squares a side.", place)
    return Grid(width, height)


def encounter_from_image(data: bytes, calibration: Calibration | Callable[[ImageInfo], Calibration], *, name: str = "map", ruleset: str = "draw-steel",
                         path: str | os.PathLike = "", progress: Progress | None = None) -> MapImport:
    """A new encounter on this picture, its board sized from the picture and the calibration (or a
    function of the picture's size giving it, e.g. a number of squares across)."""
    label = path or f"{name}"
    if progress:
        progress(0.1, "image")
    info = check_picture(data, label)
    if not isinstance(calibration, Calibration):
        calibration = calibration(info)
    fit = calibration.fit(info.width, info.height)
    grid = board_grid(fit.width, fit.height, label)
    enc = Encounter(Board(grid), ruleset, title=name)
    enc.map_image = MapImage(path=f"{name}{EXTENSIONS[info.kind]}", data=data,
                             square_px=float(calibration.square_px), offset=fit.offset)
    if progress:
        progress(1.0, "done")
    return MapImport(enc, info)


def import_image_file(path: str | os.PathLike, calibration: Calibration | Callable[[ImageInfo], Calibration], *, ruleset: str = "draw-steel",
                      progress: Progress | None = None) -> MapImport:
    if progress:
        progress(0.0, "read")
    data = read_limited(path, MAX_PICTURE_BYTES, "a map picture")
    return encounter_from_image(data, calibration, name=Path(path).stem or "map", ruleset=ruleset, path=path,
                                progress=progress)
