"""Physical scale arithmetic for the players' screen, free of Qt (plain numbers in, plain numbers out).

A miniature stands on a TV lying flat: one square must measure one inch (25.4 mm), 25 mm, or
whatever the Director types. Two sources tell how many screen pixels make a millimetre:

- the screen's reported physical size (QScreen.physicalSize, millimetres) against its geometry
  (QScreen.geometry, device-independent pixels: the pixels a QGraphicsView draws in);
- a calibration: the players' screen draws a square `drawn_px` pixels wide, the Director measures
  it with a ruler and types `measured_mm`. That wins over the reported size, which TVs and
  projectors often get wrong (or report as 0, or as the EDID's centimetre rounding).

`ScreenScale` is what gets stored per screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MM_PER_INCH = 25.4
SQUARE_INCH = MM_PER_INCH
SQUARE_25MM = 25.0

# A plausible screen: between 0.4 px/mm (a 4 m projection at 1080p) and 40 px/mm (a phone).
MIN_PX_PER_MM = 0.4
MAX_PX_PER_MM = 40.0
MIN_SQUARE_MM = 5.0
MAX_SQUARE_MM = 200.0


class CalibrationError(ValueError):
    """A size or measurement that cannot give a scale (zero, negative, absurd)."""


def _positive(name: str, value: float) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise CalibrationError(f"{name} must be a number, not {value!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise CalibrationError(f"{name} must be positive, not {value!r}")
    return v


def reported_px_per_mm(width_mm: float, height_mm: float, width_px: int, height_px: int) -> float:
    """Pixels per millimetre from the screen's reported size: the mean of both axes
    (square pixels are the norm; the mean halves the error of a rounded size)."""
    w_mm, h_mm = _positive("width_mm", width_mm), _positive("height_mm", height_mm)
    w_px, h_px = _positive("width_px", width_px), _positive("height_px", height_px)
    return (w_px / w_mm + h_px / h_mm) / 2.0


def plausible(px_per_mm: float | None) -> bool:
    """Is this a scale a real screen could have? (0x0 mm or 1 cm wide screens are reported.)"""
    return px_per_mm is not None and math.isfinite(px_per_mm) and MIN_PX_PER_MM <= px_per_mm <= MAX_PX_PER_MM


def calibrated_px_per_mm(drawn_px: float, measured_mm: float) -> float:
    """The Director measured `measured_mm` on a square drawn `drawn_px` pixels wide."""
    return _positive("drawn_px", drawn_px) / _positive("measured_mm", measured_mm)


def correction(reported: float, drawn_px: float, measured_mm: float) -> float:
    """The factor that turns the reported scale into the measured one (1.0: the screen told the truth)."""
    return calibrated_px_per_mm(drawn_px, measured_mm) / _positive("reported", reported)


def pixels_per_square(square_mm: float, px_per_mm: float) -> float:
    """Screen pixels per board square for a square of `square_mm` millimetres."""
    return _positive("square_mm", square_mm) * _positive("px_per_mm", px_per_mm)


def view_scale(square_mm: float, px_per_mm: float, scene_units_per_square: float) -> float:
    """The QGraphicsView scale factor (view pixels per scene unit) for a physical square size."""
    return pixels_per_square(square_mm, px_per_mm) / _positive("scene_units_per_square", scene_units_per_square)


def mm_to_px(mm: float, px_per_mm: float) -> float:
    """A length in millimetres on the physical screen, in view pixels (label heights, line widths)."""
    return max(0.0, float(mm)) * px_per_mm


def calibration_square_px(px_per_mm: float | None, screen_w_px: int, screen_h_px: int,
                          target_mm: float = 100.0) -> int:
    """How big to draw the square the Director will measure: about `target_mm` if the reported
    size is believable, never more than 60% of the shorter screen side, at least 100 px."""
    short = max(1, min(int(screen_w_px), int(screen_h_px)))
    want = target_mm * px_per_mm if plausible(px_per_mm) else short * 0.5
    return int(max(100, min(want, short * 0.6)))


def snap_origin(value: float, square: float) -> float:
    """Panning in whole squares: the nearest multiple of `square` (a view edge on a grid line)."""
    square = _positive("square", square)
    return math.floor(value / square + 0.5) * square


def snap_rect_origin(x: float, y: float, square: float) -> tuple[float, float]:
    return snap_origin(x, square), snap_origin(y, square)


@dataclass(frozen=True)
class ScreenScale:
    """The physical scale of one screen, as stored (per screen name) between sessions.

    `calibrated_px_per_mm` is None until the Director measured; `square_mm` is the wanted
    side of one square; `physical` says whether the players' view is locked to that scale.
    """

    square_mm: float = SQUARE_INCH
    calibrated: float | None = None  # px per mm measured with a ruler
    physical: bool = False

    def __post_init__(self):
        sq = _positive("square_mm", self.square_mm)
        if not MIN_SQUARE_MM <= sq <= MAX_SQUARE_MM:
            raise CalibrationError(f"a square of {sq} mm is outside {MIN_SQUARE_MM}-{MAX_SQUARE_MM} mm")
        if self.calibrated is not None and not plausible(self.calibrated):
            raise CalibrationError(f"{self.calibrated} px/mm is not a believable screen")

    def px_per_mm(self, reported: float | None) -> float | None:
        """The calibration if any, else the reported scale if believable, else None (calibrate!)."""
        if self.calibrated is not None:
            return self.calibrated
        return reported if plausible(reported) else None

    def source(self, reported: float | None) -> str:
        """'calibrated', 'reported' or 'unknown'."""
        if self.calibrated is not None:
            return "calibrated"
        return "reported" if plausible(reported) else "unknown"

    def px_per_square(self, reported: float | None) -> float | None:
        k = self.px_per_mm(reported)
        return None if k is None else pixels_per_square(self.square_mm, k)

    def to_dict(self) -> dict:
        return {"square_mm": self.square_mm, "calibrated": self.calibrated, "physical": self.physical}

    @classmethod
    def from_dict(cls, d) -> ScreenScale:
        """Lenient: a damaged stored value falls back to the default for that field."""
        d = d if isinstance(d, dict) else {}
        try:
            square = float(d.get("square_mm", SQUARE_INCH))
            if not MIN_SQUARE_MM <= square <= MAX_SQUARE_MM:
                square = SQUARE_INCH
        except (TypeError, ValueError):
            square = SQUARE_INCH
        try:
            cal = d.get("calibrated")
            cal = None if cal in (None, "", "None") else float(cal)
            if cal is not None and not plausible(cal):
                cal = None
        except (TypeError, ValueError):
            cal = None
        phys = d.get("physical", False)
        phys = phys if isinstance(phys, bool) else str(phys).lower() in ("1", "true", "yes")
        return cls(square, cal, phys)
