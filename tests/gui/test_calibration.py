"""Physical scale arithmetic: plain numbers, no Qt (gui.players.calibration imports none)."""

import math
import subprocess
import sys

import pytest

from gui.players import calibration as cal
from gui.players.calibration import CalibrationError, ScreenScale


def test_module_imports_no_qt():
    code = "import sys, gui.players.calibration; print(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_reported_scale_of_a_24_inch_monitor():
    # 1920x1080 on 531x299 mm: about 3.6 px/mm (92 dpi)
    k = cal.reported_px_per_mm(531, 299, 1920, 1080)
    assert k == pytest.approx((1920 / 531 + 1080 / 299) / 2)
    assert k * 25.4 == pytest.approx(92, abs=1)
    assert cal.plausible(k)


def test_pixels_per_square_inch_and_25mm():
    k = 1920 / 960  # a 43" TV, 960 mm wide: 2 px/mm
    assert cal.pixels_per_square(cal.SQUARE_INCH, k) == pytest.approx(50.8)
    assert cal.pixels_per_square(cal.SQUARE_25MM, k) == pytest.approx(50.0)
    assert cal.pixels_per_square(30, 4.0) == pytest.approx(120.0)
    # the view scale for a scene of 64 units per square
    assert cal.view_scale(25.4, k, 64.0) == pytest.approx(50.8 / 64.0)


def test_calibration_from_a_ruler():
    # a 400 px square measured at 160 mm: 2.5 px/mm, whatever the screen claimed
    assert cal.calibrated_px_per_mm(400, 160) == pytest.approx(2.5)
    # the screen claimed 2.0 px/mm: correction 1.25
    assert cal.correction(2.0, 400, 160) == pytest.approx(1.25)
    # a square of one inch then takes 63.5 px
    assert cal.pixels_per_square(25.4, cal.calibrated_px_per_mm(400, 160)) == pytest.approx(63.5)


@pytest.mark.parametrize("args", [(0, 300, 1920, 1080), (600, 0, 1920, 1080), (-1, 300, 1920, 1080),
                                  (600, 300, 0, 1080), (float("nan"), 300, 1920, 1080), ("wide", 300, 1920, 1080)])
def test_bad_reported_sizes_raise(args):
    with pytest.raises(CalibrationError):
        cal.reported_px_per_mm(*args)


def test_bad_measurements_raise():
    with pytest.raises(CalibrationError):
        cal.calibrated_px_per_mm(400, 0)
    with pytest.raises(CalibrationError):
        cal.calibrated_px_per_mm(0, 100)
    with pytest.raises(CalibrationError):
        cal.pixels_per_square(-25, 2)


def test_plausibility():
    assert not cal.plausible(None)
    assert not cal.plausible(0.0)
    assert not cal.plausible(1920 / 16)  # a TV reporting 16 mm wide (EDID in cm, misread)
    assert not cal.plausible(math.inf)
    assert cal.plausible(0.6)  # a large projection
    assert cal.plausible(15.0)  # a high-density laptop panel


def test_calibration_square_size():
    # believable screen: about 100 mm, capped to 60% of the short side
    assert cal.calibration_square_px(2.0, 1920, 1080) == 200
    assert cal.calibration_square_px(10.0, 1920, 1080) == int(1080 * 0.6)
    # unknown screen: half the short side
    assert cal.calibration_square_px(None, 1920, 1080) == 540
    assert cal.calibration_square_px(None, 150, 150) == 100


def test_panning_in_whole_squares():
    assert cal.snap_origin(0, 64) == 0
    assert cal.snap_origin(31.9, 64) == 0
    assert cal.snap_origin(32.1, 64) == 64
    assert cal.snap_origin(-33, 64) == -64
    assert cal.snap_rect_origin(100, 200, 64) == (128, 192)
    with pytest.raises(CalibrationError):
        cal.snap_origin(10, 0)


def test_screen_scale_prefers_calibration_then_reported():
    s = ScreenScale()
    assert s.square_mm == 25.4 and s.calibrated is None and not s.physical
    assert s.px_per_mm(3.6) == 3.6 and s.source(3.6) == "reported"
    assert s.px_per_mm(None) is None and s.source(None) == "unknown"
    assert s.px_per_mm(500.0) is None  # an absurd report is ignored
    c = ScreenScale(25.0, 2.5, True)
    assert c.px_per_mm(3.6) == 2.5 and c.source(3.6) == "calibrated"
    assert c.px_per_square(3.6) == pytest.approx(62.5)
    assert s.px_per_square(None) is None


def test_screen_scale_round_trip_and_leniency():
    s = ScreenScale(30.0, 2.25, True)
    assert ScreenScale.from_dict(s.to_dict()) == s
    assert ScreenScale.from_dict({"square_mm": "x", "calibrated": "nan?", "physical": "true"}) == \
        ScreenScale(25.4, None, True)
    assert ScreenScale.from_dict(None) == ScreenScale()
    assert ScreenScale.from_dict({"square_mm": 1000, "calibrated": 900}) == ScreenScale()
    with pytest.raises(CalibrationError):
        ScreenScale(square_mm=1.0)
    with pytest.raises(CalibrationError):
        ScreenScale(calibrated=1000.0)
