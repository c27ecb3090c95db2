"""A map picture to a new encounter, with the grid calibrated on the picture (issue 12, "Images")."""

from __future__ import annotations

import math

import pytest
from uvtt_files import png, png_header_only

from rules.map_import import Calibration, MapImportError, encounter_from_image, import_image_file

SQUARE, FIRST = 64, 20  # the picture's own grid: a line every 64 px, the first at x = y = 20


def gridded_picture(width=660, height=404) -> bytes:
    """A real PNG whose dark grid lines lie at FIRST + k * SQUARE pixels."""
    def px(x, y):
        return b"\x20\x20\x20" if (x - FIRST) % SQUARE == 0 or (y - FIRST) % SQUARE == 0 else b"\xd0\xc0\xa0"
    rows = b"".join(b"\x00" + b"".join(px(x, y) for x in range(width)) for y in range(height))
    return png(width, height, rows=rows)


def dark_lines(width, height):
    return ([x for x in range(width) if (x - FIRST) % SQUARE == 0],
            [y for y in range(height) if (y - FIRST) % SQUARE == 0])


def test_a_box_dragged_over_one_square_puts_every_grid_line_on_the_pictures():
    # The Director drags from one grid crossing to the next, a pixel off by eye.
    cal = Calibration.from_box((FIRST + 2 * SQUARE, FIRST + SQUARE), (FIRST + 3 * SQUARE + 1, FIRST + 2 * SQUARE - 1))
    result = encounter_from_image(gridded_picture(), cal, name="crypt")
    img = result.encounter.map_image
    assert img.square_px == SQUARE
    xs, ys = dark_lines(660, 404)
    for x in xs:
        k = (x - img.offset[0]) / img.square_px
        assert k == round(k)  # a board vertex line on each drawn line
    for y in ys:
        assert ((y - img.offset[1]) / img.square_px).is_integer()


def test_the_board_size_follows_the_picture():
    # Lines at 20, 84, ..., 660 - 20 px strip before the first (less than half a square: not on
    # the board); the last column ends at 660 = 20 + 10 * 64.
    enc = encounter_from_image(gridded_picture(), Calibration(SQUARE, (FIRST, FIRST))).encounter
    assert (enc.board.width, enc.board.height) == (10, 6)
    assert enc.map_image.offset == (FIRST, FIRST)


def test_an_edge_strip_of_half_a_square_or_more_is_a_square():
    cal = Calibration(70, (35, 0))
    fit = cal.fit(700, 700)
    assert (fit.width, fit.height, fit.offset) == (11, 10, (-35, 0))
    assert Calibration(70, (34, 0)).fit(700, 700).width == 10


def test_two_corners_of_several_squares_and_an_uneven_drag():
    cal = Calibration.from_box((20, 20), (20 + 3 * 64 + 2, 20 + 2 * 64 - 1), squares=(3, 2))
    assert math.isclose(cal.square_px, ((3 * 64 + 2) / 3 + (2 * 64 - 1) / 2) / 2)
    assert cal.offset == (20, 20)


def test_a_picture_with_no_grid_takes_a_number_of_squares_across():
    cal = Calibration.from_squares_across(1000, 25)
    enc = encounter_from_image(png(1000, 600), cal).encounter
    assert (enc.board.width, enc.board.height) == (25, 15)


def test_a_large_picture_is_stored_as_it_is(tmp_path):
    picture = png_header_only(8000, 8000)  # a valid PNG structure; the header is all the importer reads
    path = tmp_path / "big.png"
    path.write_bytes(picture)
    result = import_image_file(path, Calibration(100))
    assert result.image.size == (8000, 8000)
    assert result.encounter.map_image.data == picture
    assert (result.encounter.board.width, result.encounter.board.height) == (80, 80)


@pytest.mark.parametrize("make", [lambda: Calibration(0), lambda: Calibration(float("nan")),
                                  lambda: Calibration(70, (float("inf"), 0)), lambda: Calibration(2),
                                  lambda: Calibration.from_box((0, 0), (50, 50), squares=(0, 1)),
                                  lambda: Calibration.from_squares_across(100, 0)])
def test_impossible_calibrations(make):
    with pytest.raises(MapImportError) as e:
        make()
    assert e.value.reason == "calibration"


@pytest.mark.parametrize("data, reason", [(png_header_only(60000, 60000), "image-too-large"),
                                          (b"not a picture", "not-image"), (png(10, 10)[:-8], "image-truncated")])
def test_bad_pictures(tmp_path, data, reason):
    path = tmp_path / "map.png"
    path.write_bytes(data)
    with pytest.raises(MapImportError) as e:
        import_image_file(path, Calibration(10))
    assert e.value.reason == reason and str(e.value).startswith('Cannot import "map.png": ')


def test_a_board_too_large_for_the_table():
    with pytest.raises(MapImportError) as e:
        encounter_from_image(png_header_only(16000, 100), Calibration(4))
    assert e.value.reason == "map-too-large"
