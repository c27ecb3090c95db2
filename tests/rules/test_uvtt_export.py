"""Universal VTT export, and import -> export -> import keeping walls, doors and the picture."""

from __future__ import annotations

import json

import pytest
from uvtt_files import dump, png, uvtt, xy

from geometry import Board, Grid, Wall
from rules.encounter import Encounter, MapImage
from rules.map_import import MapImportError
from rules.uvtt import export_uvtt, import_uvtt_bytes, import_uvtt_file, write_uvtt

LIGHT = {"position": xy(2.5, 1.5), "range": 4, "intensity": 0.8, "color": "ffffcc88", "shadows": True}
ENV = {"baked_lighting": True, "ambient_light": "ff202020"}


def sample():
    return uvtt(12, 9, origin=(2, 1),
                walls=[[(2, 5), (6.5, 5)], [(7.5, 5), (14, 5)], [(9, 1), (9, 5)], [(2, 5), (4, 5)]],
                objects=[[(10, 7), (11, 7), (11, 8), (10, 7)]],
                portals=[{"bounds": ((6.5, 5), (7.5, 5)), "closed": False},
                         {"bounds": ((9, 2), (9, 3)), "closed": True},
                         {"bounds": ((4, 8), (5.2, 9.1)), "freestanding": True}],
                lights=[LIGHT], environment=ENV)


def summary(enc):
    walls = sorted(w.points for w in enc.board.walls if w.door is None)
    doors = sorted((w.points, w.door.value) for w in enc.board.walls if w.door is not None)
    return (enc.board.width, enc.board.height), walls, doors


def test_import_export_import_keeps_walls_doors_and_picture():
    first = import_uvtt_bytes(dump(sample())).encounter
    doc = export_uvtt(first)
    again = import_uvtt_bytes(dump(doc))
    assert summary(again.encounter) == summary(first)
    assert again.encounter.map_image.data == first.map_image.data
    # Already aligned and merged: only the diagonal door is reported again, still as drawn.
    assert [a.code for a in again.adjustments] == ["doors-diagonal"]
    assert again.encounter.map_image.kept == first.map_image.kept


def test_export_document():
    enc = import_uvtt_bytes(dump(sample())).encounter
    doc = export_uvtt(enc)
    assert doc["format"] == 0.3
    assert doc["resolution"] == {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": 12, "y": 9}, "pixels_per_grid": 10}
    by_bounds = {json.dumps(p["bounds"]): p for p in doc["portals"]}
    open_door = by_bounds[json.dumps([{"x": 4, "y": 4}, {"x": 5, "y": 4}])]
    assert open_door["closed"] is False and open_door["freestanding"] is False
    assert open_door["position"] == {"x": 4.5, "y": 4}
    free = [p for p in doc["portals"] if p["freestanding"]]
    assert len(free) == 1 and free[0]["closed"] is True  # the diagonal door, left as drawn
    assert doc["lights"] == [{**LIGHT, "position": {"x": 0.5, "y": 0.5}}]
    assert doc["environment"] == ENV
    assert json.loads(json.dumps(doc, allow_nan=False)) == doc


def test_write_and_read_back_a_file(tmp_path):
    enc = import_uvtt_bytes(dump(sample())).encounter
    out = tmp_path / "cellar.dd2vtt"
    write_uvtt(enc, out)
    assert summary(import_uvtt_file(out).encounter) == summary(enc)


def test_a_picture_offset_becomes_the_map_origin():
    picture = png(100, 80)
    enc = Encounter(Board(Grid(10, 8), (Wall(((1, 1), (4, 1))),)))
    enc.map_image = MapImage(path="map.png", data=picture, square_px=10, offset=(-5, 0))
    doc = export_uvtt(enc)
    assert doc["resolution"]["map_origin"] == {"x": 0.5, "y": 0}
    assert doc["resolution"]["map_size"] == {"x": 10, "y": 8}
    back = import_uvtt_bytes(dump(doc)).encounter
    # The picture lies where it lay: half a square in from the board's first grid line.
    assert back.map_image.offset == (-5.0, 0.0)
    assert [w.points for w in back.board.walls] == [((1.0, 1.0), (4.0, 1.0))]


def test_no_picture_no_export(tmp_path):
    enc = Encounter(Board(Grid(5, 5)))
    with pytest.raises(MapImportError) as e:
        write_uvtt(enc, tmp_path / "x.dd2vtt")
    assert e.value.reason == "no-image"
    assert not (tmp_path / "x.dd2vtt").exists()
