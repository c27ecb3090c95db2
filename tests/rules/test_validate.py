"""The validation layer's JSON reader and value readers (issue 16: "types, finite numbers, integer
sizes, no bools where numbers go, ids are strings")."""

from __future__ import annotations

import math

import pytest

from rules import validate as V
from rules.errors import ScenarioError


def test_loads_keeps_long_integers_as_markers_and_reads_nan_as_float():
    doc = V.loads(b'{"a": ' + b"9" * 5000 + b', "b": NaN, "c": 1e999, "d": 12}')
    assert isinstance(doc["a"], V.Overlong) and doc["a"].digits == 5000
    assert math.isnan(doc["b"]) and doc["c"] == math.inf and doc["d"] == 12


@pytest.mark.parametrize("raw, code", [(b"\xff{}", "encoding"), (b"[" * 100_000, "depth"), (b'{"a": }', "json")])
def test_loads_refuses_in_one_line(raw, code):
    with pytest.raises(V.JSONProblem) as e:
        V.loads(raw)
    assert e.value.code == code and "\n" not in str(e.value)


@pytest.mark.parametrize("value, code", [
    (True, "type"), ("3", "type"), (float("nan"), "not-finite"), (float("-inf"), "not-finite"),
    (V.Overlong(5000), "long-number"), (2.5, "type"), (10**9, "too-large"), (-1, "too-small"),
])
def test_integer_refusals_have_codes(value, code):
    with pytest.raises(ScenarioError) as e:
        V.integer(value, "x.speed", lo=0, hi=99)
    assert e.value.code == code and e.value.place == "x.speed"


def test_integer_accepts_whole_floats_and_json_value_copies_plain_data():
    assert V.integer(4.0, "p") == 4 and type(V.integer(4.0, "p")) is int
    assert V.json_value({"a": [1, {"b": None}]}, "extra") == {"a": [1, {"b": None}]}
    with pytest.raises(ScenarioError, match=r"extra.a\[1\].b: NaN is not a finite number"):
        V.json_value({"a": [1, {"b": float("nan")}]}, "extra")


def test_describe_never_quotes_a_huge_value():
    assert len(V.describe("x" * 5000)) < 70
    assert V.describe(list(range(1000))) == "a list of 1000 items"
    assert V.describe({}) == "{}" and V.describe(V.Overlong(12345)) == "a 12345-digit number"


def test_a_lone_surrogate_is_refused_so_that_every_opened_file_saves_again(tmp_path):
    from rules.document import parse_encounter

    doc = V.loads(b'{"format": "damier.scenario/1", "ruleset": "pf2e", "grid": {"width": 2, "height": 2},'
                  b' "creatures": [{"id": "a", "side": "h", "at": [0, 0], "name": "\\udcff"}]}')
    with pytest.raises(ScenarioError) as e:
        parse_encounter(doc)
    assert e.value.place == "creatures[0].name"
