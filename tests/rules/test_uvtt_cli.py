"""`damier import` and `damier export` (rules.import_cli), run on real files in a temporary folder."""

from __future__ import annotations

import json

from uvtt_files import dump, png, uvtt

from rules.encounter_file import load_encounter
from rules.import_cli import main_export, main_import
from rules.oracle import check


def write_map(tmp_path, name="cellar.dd2vtt"):
    doc = uvtt(10, 8, walls=[[(0, 4), (4.5, 4)], [(5.5, 4), (10, 4)]],
               portals=[{"bounds": ((4.5, 4), (5.5, 4)), "closed": False}])
    path = tmp_path / name
    path.write_bytes(dump(doc))
    return path


def test_import_writes_an_encounter(tmp_path, capsys):
    out = tmp_path / "cellar.damier"
    assert main_import([str(write_map(tmp_path)), "-o", str(out)]) == 0
    enc = load_encounter(out)
    assert (enc.board.width, enc.board.height) == (10, 8) and enc.map_image.data
    printed = capsys.readouterr().out
    assert "10 x 8 squares, 2 walls, 1 doors" in printed and "Doors moved onto whole squares" in printed


def test_import_to_json_writes_a_scenario_the_oracle_answers(tmp_path):
    out = tmp_path / "cellar.json"
    assert main_import([str(write_map(tmp_path)), "-o", str(out), "--ruleset", "dnd5e"]) == 0
    doc = json.loads(out.read_text())
    assert doc["format"] == "damier.scenario/1" and doc["queries"] == []
    # "so the rules can be asked about an imported map with damier check"
    doc["creatures"] = [{"id": "a", "side": "heroes", "at": [1, 1]}]
    doc["queries"] = [{"id": "through", "type": "path", "creature": "a", "to": [1, 6]},
                      {"id": "wall", "type": "move", "creature": "a", "path": [[1, 2], [1, 3], [1, 4]]}]
    out_doc, status = check(doc)
    assert status == 0
    assert out_doc["results"]["through"]["reachable"] is True
    assert out_doc["results"]["wall"]["legal"] is False


def test_import_options_reach_the_importer(tmp_path):
    out = tmp_path / "cellar.json"
    assert main_import([str(write_map(tmp_path)), "-o", str(out), "--no-align-doors"]) == 0
    doors = [w for w in json.loads(out.read_text())["walls"] if "door" in w]
    assert doors[0]["line"] == [[4.5, 4], [5.5, 4]]


def test_a_bad_map_prints_one_error_line_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "broken.dd2vtt"
    bad.write_text('{"format": 0.3, "resolution": ')
    out = tmp_path / "out.damier"
    assert main_import([str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith('error: Cannot import "broken.dd2vtt": it is not valid JSON') and err.count("\n") == 1
    assert not out.exists()


def test_import_a_picture_with_its_calibration(tmp_path):
    picture = tmp_path / "crypt.png"
    picture.write_bytes(png(700, 350))
    out = tmp_path / "crypt.damier"
    assert main_import([str(picture), "-o", str(out), "--square-px", "70"]) == 0
    enc = load_encounter(out)
    assert (enc.board.width, enc.board.height) == (10, 5) and enc.map_image.square_px == 70
    assert main_import([str(picture), "-o", str(out), "--squares-across", "20"]) == 0
    assert (load_encounter(out).board.width, load_encounter(out).board.height) == (20, 10)


def test_a_picture_without_calibration_is_refused(tmp_path, capsys):
    picture = tmp_path / "crypt.png"
    picture.write_bytes(png(70, 70))
    assert main_import([str(picture), "-o", str(tmp_path / "x.damier")]) == 2
    assert "--square-px" in capsys.readouterr().err


def test_export_then_import_again(tmp_path):
    enc_path = tmp_path / "cellar.damier"
    assert main_import([str(write_map(tmp_path)), "-o", str(enc_path)]) == 0
    out = tmp_path / "again.dd2vtt"
    assert main_export([str(enc_path), "-o", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert len(doc["line_of_sight"]) == 2 and doc["portals"][0]["closed"] is False


def test_export_without_a_picture_fails_cleanly(tmp_path, capsys):
    scenario = tmp_path / "plain.json"
    scenario.write_text(json.dumps({"format": "damier.scenario/1", "ruleset": "draw-steel",
                                    "grid": {"width": 4, "height": 4}}))
    assert main_export([str(scenario), "-o", str(tmp_path / "x.dd2vtt")]) == 2
    assert "no map picture" in capsys.readouterr().err
    assert not (tmp_path / "x.dd2vtt").exists()
