"""Bad input (§6): a document that is not a valid scenario names the place and the problem and exits 2
with nothing on stdout and no traceback; a query that cannot be answered gets {"error": ...} alone
and the exit status is 1."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.document import parse_encounter
from rules.errors import ScenarioError
from rules.oracle import check

ROOT = Path(__file__).parents[2]


def doc(**kw):
    d = {"format": "damier.scenario/1", "ruleset": "pf2e", "grid": {"width": 6, "height": 4},
         "creatures": [{"id": "a", "side": "h", "at": [0, 0]}, {"id": "b", "side": "h", "at": [1, 0]},
                       {"id": "c", "side": "m", "at": [2, 0]}]}
    d.update(kw)
    return d


def creature(**kw):
    c = {"id": "x", "side": "m", "at": [3, 3]}
    c.update(kw)
    return c


@pytest.mark.parametrize("changes, message", [
    ({"creatures": [creature(id="a"), creature(id="b"), creature(size="XL")]},
     "creatures[2].size: 'XL' is not a size in pf2e"),
    ({"format": "damier.scenario/2"}, "format:"),
    ({"ruleset": "gurps"}, "ruleset:"),
    ({"ascii": ["....", "..."]}, "ascii[1]:"),
    ({"ascii": ["..X."], "grid": {"width": 4, "height": 1}}, "ascii[0][2]:"),
    ({"ascii": ["...."]}, "grid:"),                        # 6x4 grid vs 4x1 ascii
    ({"grid": {"width": 0, "height": 3}}, "grid.width:"),
    ({"terrain": [{"cells": [[9, 9]], "kind": "difficult"}]}, "terrain[0].cells[0]:"),
    ({"terrain": [{"cells": [[1, 1]], "kind": "lava"}]}, "terrain[0].kind:"),
    ({"terrain": [{"rect": [0, 0, 2], "kind": "difficult"}]}, "terrain[0].rect:"),
    ({"terrain": [{"cells": [[1, 1]], "kind": "hazardous", "damage": {"fire": 6}}]}, "terrain[0].damage:"),
    ({"terrain": [{"cells": [[1, 1]], "kind": "hazardous", "damage": "x" * 201}]}, "terrain[0].damage:"),
    ({"walls": [{"line": [[0, 0]]}]}, "walls[0].line:"),
    ({"walls": [{"line": [[0, 0], [1, "a"]]}]}, "walls[0].line[1][1]:"),
    ({"walls": [{"line": [[0, 0], [1, 1]], "blocks": ["sound"]}]}, "walls[0].blocks[0]:"),
    ({"walls": [{"line": [[0, 0], [1, 1]], "material": "cheese"}]}, "walls[0].material:"),
    ({"walls": [{"line": [[0, 0], [1, 1]], "door": "ajar"}]}, "walls[0].door:"),
    ({"creatures": [creature(), creature()]}, "creatures[1].id:"),
    ({"creatures": [creature(at=[5, 3], size="large")]}, "creatures[0].at:"),
    ({"creatures": [creature(at=[1.5, 0])]}, "creatures[0].at[0]:"),
    ({"creatures": [{"id": "x", "side": "m"}]}, "creatures[0].at:"),
    ({"creatures": [creature(side=3)]}, "creatures[0].side:"),
    ({"creatures": [creature(speed="fast")]}, "creatures[0].speed:"),
    ({"creatures": [creature(conditions="prone")]}, "creatures[0].conditions:"),
    ({"zones": [{"id": "z", "polygon": [[0, 0], [1, 1]]}]}, "zones[0].polygon:"),
    ({"zones": [{"id": "z", "polygon": [[0, 0], [2, 0], [2, 2]]}], "zone_links": [["z", "nowhere"]]},
     "zone_links[0][1]:"),
    ({"queries": {"q": 1}}, "queries:"),
    ({"queries": [{"id": "q", "type": "distance"}, {"id": "q", "type": "distance"}]}, "queries[1].id:"),
])
def test_loader_names_the_place_and_the_problem(changes, message):
    """§6: "one line on stderr that names the place and the problem"."""
    with pytest.raises(ScenarioError) as err:
        check(doc(**changes))
    assert str(err.value).startswith(message) or message in str(err.value)
    assert "\n" not in str(err.value)


def test_draw_steel_sizes_and_other_sizes_do_not_mix():
    with pytest.raises(ScenarioError, match=r"creatures\[0\].size: 'large' is not a size in draw-steel"):
        parse_encounter(doc(ruleset="draw-steel", creatures=[creature(size="large")]))
    with pytest.raises(ScenarioError, match=r"creatures\[0\].size: '2' is not a size in dnd5e"):
        parse_encounter(doc(ruleset="dnd5e", creatures=[creature(size="2")]))


def test_draw_steel_sizes_written_as_numbers():
    """§3: Draw Steel sizes `2`, `3`, `4`… may come as JSON numbers; a number that is no size is
    still refused with its place."""
    enc = parse_encounter(doc(ruleset="draw-steel", creatures=[creature(size=3, at=[0, 0])]))
    assert enc.creatures[0].size == "3" and enc.pack.side(enc.creatures[0]) == 3
    with pytest.raises(ScenarioError, match=r"creatures\[0\].size: 7.5 is not a size in draw-steel"):
        parse_encounter(doc(ruleset="draw-steel", creatures=[creature(size=7.5)]))
    with pytest.raises(ScenarioError, match=r"creatures\[0\].size: true is not a size"):
        parse_encounter(doc(ruleset="draw-steel", creatures=[creature(size=True)]))


def test_per_query_errors_leave_the_others_answered():
    """§6: "the other queries are still answered; the exit status is 1"."""
    out, status = check(doc(queries=[
        {"id": "ok", "type": "distance", "from": "a", "to": "c"},
        {"id": "ghost", "type": "distance", "from": "a", "to": "nobody"},
        {"id": "what", "type": "teleportation"},
        {"id": "hg", "type": "high_ground", "attacker": "a", "target": "c"},
        {"id": "fm", "type": "forced_move", "source": "a", "target": "c", "kind": "push", "distance": 1,
         "path": [[3, 0]]},
        {"id": "mode", "type": "move", "creature": "a", "path": [[0, 1]], "mode": "shift"},
        {"id": "args", "type": "path", "creature": "a"},
    ]))
    assert status == 1
    assert out["format"] == "damier.results/1"
    assert out["results"]["ok"] == {"value": 2}
    for q in ("ghost", "what", "hg", "fm", "mode", "args"):
        assert set(out["results"][q]) == {"error"} and out["results"][q]["error"]


def test_zones_ruleset_answers_only_zone_queries():
    """§5: "With ruleset: zones only the zone queries are answered; the others answer an error"."""
    d = doc(ruleset="zones", zones=[{"id": "a", "polygon": [[0, 0], [3, 0], [3, 4], [0, 4]]},
                                    {"id": "b", "polygon": [[3, 0], [6, 0], [6, 4], [3, 4]]}], queries=[
        {"id": "z", "type": "zone_of", "creature": "c"},
        {"id": "n", "type": "zone_neighbours", "zone": "a"},
        {"id": "d", "type": "zone_distance", "from": "a", "to": "b"},
        {"id": "bad-zone", "type": "zone_neighbours", "zone": "c"},
        *({"id": t, "type": t, "creature": "a", "from": "a", "to": [0, 1] if t == "path" else "c",
           "attacker": "a", "target": "c",
           "path": [[0, 1]], "at": [0, 1]}
          for t in ("move", "path", "reach", "can_end", "distance", "line_of_effect", "cover", "flanking",
                    "opportunity_attacks", "high_ground")),
    ])
    out, status = check(d)
    r = out["results"]
    assert status == 1
    assert r["z"] == {"value": "a"} and r["n"] == {"value": ["b"]} and r["d"] == {"value": 1}
    for t in ("bad-zone", "move", "path", "reach", "can_end", "distance", "line_of_effect", "cover", "flanking",
              "opportunity_attacks", "high_ground"):
        assert "error" in r[t], t


# ---- the command line, as a subprocess --------------------------------------------------

def run(args, tmp_path, content):
    f = tmp_path / "s.json"
    f.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return subprocess.run([*args, str(f)], capture_output=True, text=True, cwd=ROOT, timeout=120)


CLIS = [pytest.param([sys.executable, "-m", "rules", "check"], id="python -m rules"),
        pytest.param([sys.executable, "-c", "import sys; from gui.launcher import main; sys.exit(main())", "check"],
                     id="damier")]


@pytest.mark.parametrize("cli", CLIS)
def test_invalid_scenario_exits_2_with_one_line_and_no_stdout(cli, tmp_path):
    bad = doc(creatures=[creature(id="a"), creature(id="b"), creature(size="XL")])
    r = run(cli, tmp_path, bad)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr.strip() == "error: creatures[2].size: 'XL' is not a size in pf2e"
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "", "\ufeff{}"])
def test_not_json_or_not_an_object_exits_2(content, tmp_path):
    r = run([sys.executable, "-m", "rules", "check"], tmp_path, content)
    assert r.returncode == 2 and r.stdout == "" and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error: ")


def test_missing_file_exits_2(tmp_path):
    r = subprocess.run([sys.executable, "-m", "rules", "check", str(tmp_path / "nope.json")],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 2 and r.stdout == "" and "Traceback" not in r.stderr


@pytest.mark.parametrize("cli", CLIS)
def test_query_errors_exit_1_and_print_every_answer(cli, tmp_path):
    r = run(cli, tmp_path, doc(queries=[{"id": "ok", "type": "distance", "from": "a", "to": "c"},
                                        {"id": "ghost", "type": "cover", "attacker": "a", "target": "zz"}]))
    assert r.returncode == 1
    out = json.loads(r.stdout)
    assert out["results"]["ok"] == {"value": 2} and "error" in out["results"]["ghost"]


def test_all_good_exits_0_and_does_not_import_qt(tmp_path):
    code = ("import sys; from rules.cli import main; s = main([sys.argv[2]]);"
            "assert not any(m.startswith(('PySide6', 'shiboken6', 'gui')) for m in sys.modules), 'Qt imported';"
            "sys.exit(s)")
    f = tmp_path / "s.json"
    f.write_text(json.dumps(doc(queries=[{"id": "ok", "type": "distance", "from": "a", "to": "c"}])))
    r = subprocess.run([sys.executable, "-c", code, "check", str(f)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["results"]["ok"] == {"value": 2}


# ---- issue 16: limits declared once, checked before anything is built ----------------------------
@pytest.mark.parametrize("changes, place, code", [
    ({"grid": {"width": 20000, "height": 20000}}, "grid.width", "too-large"),
    ({"grid": {"width": 1000, "height": 1000},
      "terrain": [{"rect": [0, 0, 1000, 1000], "kind": "difficult"}]}, "terrain[0]", "too-many"),
    ({"ascii": ["#" * 600] * 600, "grid": {"width": 600, "height": 600}}, "ascii", "too-many"),
    ({"terrain": [{"rect": [0, 0, 10**9, 10**9], "kind": "difficult"}]}, "terrain[0].rect[2]", "too-large"),
    ({"walls": [{"line": [[0, 0], [1, 0]] * 60_000}]}, "walls[0].line", "too-many"),
    ({"walls": [{"line": [[0, 0], [10**9, 0]]}]}, "walls[0].line[1][0]", "too-large"),
    ({"creatures": [creature(speed=10**9)]}, "creatures[0].speed", "too-large"),
    ({"creatures": [creature(reach=10**9)]}, "creatures[0].reach", "too-large"),
    ({"ruleset": "draw-steel", "creatures": [creature(size="²")]}, "creatures[0].size", "choice"),
    ({"ruleset": "draw-steel", "creatures": [creature(size="9" * 50)]}, "creatures[0].size", "too-large"),
    ({"ruleset": {}}, "ruleset", "choice"),
    ({"creatures": [creature(id={})]}, "creatures[0].id", "type"),
    ({"creatures": [creature(at=[float("inf"), 0])]}, "creatures[0].at[0]", "not-finite"),
    ({"creatures": [creature(elevation=float("nan"))]}, "creatures[0].elevation", "not-finite"),
    ({"variant": {"corner_cutting": {}}}, "variant.corner_cutting", "type"),
])
def test_limits_and_types_are_refused_with_place_and_code(changes, place, code):
    """Issue 16: "Every refusal is one sentence naming the place", with a reason code for the window."""
    with pytest.raises(ScenarioError) as err:
        parse_encounter(doc(**changes))
    assert (err.value.place, err.value.code) == (place, code), str(err.value)
    assert str(err.value).startswith(place + ": ") and "\n" not in str(err.value)
    assert len(str(err.value)) < 200  # never a 5,000-character value in the sentence


def test_huge_integers_and_nan_in_the_text_are_refused_with_the_place(tmp_path):
    """Issue 16: "use sys.set_int_max_str_digits()" and NaN reached the user as Python text."""
    text = json.dumps(doc(creatures=[creature(speed="BIG")])).replace('"BIG"', "9" * 5000)
    path = tmp_path / "s.json"
    path.write_text(text)
    r = subprocess.run([sys.executable, "-m", "rules", "check", str(path)], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == "error: creatures[0].speed: a 5000-digit number is too long to be a whole number of squares\n"
    path.write_text(json.dumps(doc(creatures=[creature(at=[0, 0], speed=float("nan"))])))
    r = subprocess.run([sys.executable, "-m", "rules", "check", str(path)], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    assert r.returncode == 2 and r.stderr == "error: creatures[0].speed: NaN is not a finite number\n"


def test_speed_never_bounds_a_search_a_huge_budget_is_refused():
    """Issue 16: "movement searches are bounded by the grid and the mover's reach, never by a speed number"."""
    d = doc(creatures=[creature(at=[0, 0])], queries=[{"id": "r", "type": "reach", "creature": "x", "budget": 1e9}])
    with pytest.raises(ScenarioError) as err:
        check(d)
    assert err.value.place == "queries[0].budget" and err.value.code == "too-large"
