"""Bad Universal VTT files: one clear sentence naming the file, the place and the problem, a reason
code for the French wording, and nothing imported (issue 12, "Bad input")."""

from __future__ import annotations

import base64
import copy
import json
import os
import struct

import pytest
from uvtt_files import dump, png, png_header_only, uvtt

from rules.map_import import MapImportError
from rules.uvtt import MAX_FILE_BYTES, import_uvtt_bytes, import_uvtt_file


def good():
    return uvtt(10, 8, walls=[[(0, 4), (4, 4)], [(5, 4), (10, 4)]], portals=[{"bounds": ((4, 4), (5, 4))}],
                lights=[{"position": {"x": 1, "y": 1}, "range": 3, "intensity": 1, "color": "ffffffff",
                         "shadows": True}])


def refused(raw: bytes, name="cellar.dd2vtt") -> MapImportError:
    with pytest.raises(MapImportError) as info:
        import_uvtt_bytes(raw, path=name)
    e = info.value
    msg = str(e)
    assert msg.startswith(f'Cannot import "{name}": ') and "\n" not in msg and msg.endswith(".")
    return e


def mutated(change) -> bytes:
    doc = copy.deepcopy(good())
    change(doc)
    return dump(doc)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


CASES = {
    "missing-format": (lambda d: d.pop("format"), "missing-key", "format"),
    "missing-resolution": (lambda d: d.pop("resolution"), "missing-key", "resolution"),
    "missing-map-size": (lambda d: d["resolution"].pop("map_size"), "missing-key", "resolution.map_size"),
    "missing-ppg": (lambda d: d["resolution"].pop("pixels_per_grid"), "missing-key", "resolution.pixels_per_grid"),
    "missing-image": (lambda d: d.pop("image"), "missing-key", "image"),
    "missing-bounds": (lambda d: d["portals"][0].pop("bounds"), "missing-key", "portals[0].bounds"),
    "missing-y": (lambda d: d["line_of_sight"][1][0].pop("y"), "missing-key", "line_of_sight[1][0].y"),
    "string-coordinate": (lambda d: d["line_of_sight"][0][1].update(x="4"), "invalid", "line_of_sight[0][1].x"),
    "bool-coordinate": (lambda d: d["line_of_sight"][0][1].update(x=True), "invalid", "line_of_sight[0][1].x"),
    "walls-not-a-list": (lambda d: d.update(line_of_sight={"a": 1}), "invalid", "line_of_sight"),
    "zero-ppg": (lambda d: d["resolution"].update(pixels_per_grid=0), "invalid", "resolution.pixels_per_grid"),
    "tiny-square": (lambda d: d["resolution"].update(pixels_per_grid=0.0625), "invalid", "resolution.pixels_per_grid"),
    "picture-too-many-squares": (lambda d: d.update(image=b64(png_header_only(16000, 80))), "map-too-large",
                                 "resolution.pixels_per_grid"),
    "origin-far-away": (lambda d: d["resolution"].update(map_origin={"x": 1e300, "y": 0}), "invalid",
                        "resolution.map_origin"),
    "negative-size": (lambda d: d["resolution"].update(map_size={"x": -3, "y": 8}), "invalid", "resolution.map_size"),
    "huge-board": (lambda d: d["resolution"].update(map_size={"x": 100000, "y": 8}), "map-too-large",
                   "resolution.map_size"),
    "outside-wall": (lambda d: d["line_of_sight"][0].append({"x": 40, "y": 4}), "outside-map", "line_of_sight[0][2]"),
    "outside-door": (lambda d: d["portals"][0]["bounds"][1].update(y=-30), "outside-map", "portals[0].bounds[1]"),
    "door-one-point": (lambda d: d["portals"][0]["bounds"].pop(), "invalid", "portals[0].bounds"),
    "door-no-length": (lambda d: d["portals"][0].update(bounds=[{"x": 4, "y": 4}, {"x": 4, "y": 4}]), "invalid",
                       "portals[0].bounds"),
    "closed-not-bool": (lambda d: d["portals"][0].update(closed="yes"), "invalid", "portals[0].closed"),
    "bad-colour": (lambda d: d["lights"][0].update(color="red"), "invalid", "lights[0].color"),
    "light-without-position": (lambda d: d["lights"][0].pop("position"), "missing-key", "lights[0].position"),
    "bad-base64": (lambda d: d.update(image="iVBORw0KGgo!!!@@@"), "base64", "image"),
    "empty-image": (lambda d: d.update(image=""), "not-image", "image"),
    "image-not-a-string": (lambda d: d.update(image=12), "invalid", "image"),
    "text-as-image": (lambda d: d.update(image=b64(b"Just some words, not a picture.")), "not-image", "image"),
    "truncated-png": (lambda d: d.update(image=b64(png(100, 80)[:60])), "image-truncated", "image"),
    "png-bomb": (lambda d: d.update(image=b64(png_header_only(60000, 60000))), "image-too-large", "image"),
    "webp-bomb": (lambda d: d.update(image=b64(b"RIFF" + struct.pack("<I", 30) + b"WEBPVP8X" + struct.pack("<I", 10)
                                                + b"\0" * 4 + (59999).to_bytes(3, "little") * 2)),
                  "image-too-large", "image"),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_bad_file_gets_one_sentence_naming_the_place(case):
    change, reason, place = CASES[case]
    e = refused(mutated(change))
    assert (e.reason, e.place) == (reason, place)
    assert f": {place}: " in str(e)


def test_the_good_file_the_cases_start_from_imports():
    assert import_uvtt_bytes(dump(good())).encounter.board.width == 10


def test_invalid_json_names_line_and_column():
    e = refused(b'{"format": 0.3,\n "resolution": }')
    assert e.reason == "json" and "line 2, column 16" in str(e)


@pytest.mark.parametrize("raw", [b"[1, 2]", b'"text"', b"{}", b'{"hello": 1}'])
def test_json_that_is_not_a_map(raw):
    assert refused(raw).reason in ("not-uvtt", "missing-key")


def test_not_utf8():
    assert refused(b"\xff\xfe{\x00").reason == "json"


@pytest.mark.parametrize("token, place", [("NaN", "line_of_sight[0][1].x"), ("Infinity", "line_of_sight[0][1].x"),
                                          ("-Infinity", "line_of_sight[0][1].x"), ("1e999", "line_of_sight[0][1].x")])
def test_nan_and_infinite_numbers_are_refused(token, place):
    text = json.dumps(good()).replace('{"x": 4, "y": 4}]', '{"x": ' + token + ', "y": 4}]', 1)
    assert token in text
    e = refused(text.encode())
    assert (e.reason, e.place) == ("not-finite", place)


def test_nan_in_kept_light_data_is_refused():
    text = json.dumps(good()).replace('"intensity": 1', '"intensity": 1, "falloff": NaN')
    e = refused(text.encode())
    assert (e.reason, e.place) == ("not-finite", "lights[0].falloff")


def test_a_file_of_several_hundred_megabytes_is_refused_before_reading(tmp_path):
    big = tmp_path / "huge.dd2vtt"
    with open(big, "wb") as f:
        f.truncate(300 * 1024 * 1024)  # sparse: nothing is written, nothing need be read
    assert os.path.getsize(big) > MAX_FILE_BYTES
    with pytest.raises(MapImportError) as info:
        import_uvtt_file(big)
    assert info.value.reason == "too-large-file" and "300 MB" in str(info.value)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(MapImportError) as info:
        import_uvtt_file(tmp_path / "nope.dd2vtt")
    assert info.value.reason == "missing"
    with pytest.raises(MapImportError) as info:
        import_uvtt_file(tmp_path)
    assert info.value.reason == "unreadable"
