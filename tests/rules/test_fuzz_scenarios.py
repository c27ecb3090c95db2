"""Fuzzing `damier check` with mutated real scenarios (issue 16: "damier check printed 181 tracebacks in
7,000 fuzzed scenarios ... and exits 1 on them instead of 2").

§6: "A file that is not valid JSON, or not a valid scenario, prints nothing on stdout, one line on
stderr that names the place and the problem, and exits 2." A query that cannot be answered gets
{"error": ...} and exit 1. Nothing else may happen: no traceback, no "internal error".
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

import pytest
from fuzz_helpers import FUZZ, SCENARIOS, dumps, encode, mutated
from hypothesis import given
from hypothesis import strategies as st

from rules.cli import check_file
from rules.encounter_file import EncounterFileError, open_document

pytestmark = pytest.mark.fuzz
DOCS = [json.loads(p.read_text(encoding="utf-8")) for p in SCENARIOS]


def run_check(text: bytes) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "fuzzed.json"
        path.write_bytes(text)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = check_file(str(path))
        return status, out.getvalue(), err.getvalue()


def assert_contract(status: int, out: str, err: str) -> None:
    assert status in (0, 1, 2)
    if status == 2:
        assert out == ""
        assert err.startswith("error: ") and err.count("\n") == 1, err
        assert "internal error" not in err and "Traceback" not in err, err
    else:
        assert err == ""
        answers = json.loads(out)
        assert answers["format"] == "damier.results/1"
        for a in answers["results"].values():
            assert "cannot answer (" not in a.get("error", ""), a  # a Python exception, not a refusal
        assert (status == 1) == any("error" in a for a in answers["results"].values())


def assert_opens_or_refuses(text: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "fuzzed.json"
        path.write_bytes(text)
        try:
            open_document(path)
        except EncounterFileError as e:
            assert "\n" not in str(e) and e.reason


@FUZZ
@given(st.data())
def test_fuzzed_scenarios_get_an_answer_or_a_one_line_refusal(data):
    doc = data.draw(st.sampled_from(DOCS))
    text = encode(dumps(data.draw(mutated(doc)), data.draw(st.booleans())))
    assert_contract(*run_check(text))
    assert_opens_or_refuses(text)


# ---- every case the fuzzers found, kept as a regular test --------------------------------------
FOUND = {
    "ruleset is an object": {"ruleset": {}},
    "creature id is an object": {"creatures": [{"id": {}, "side": "a", "at": [0, 0]}]},
    "side is a list": {"creatures": [{"id": "a", "side": [], "at": [0, 0]}]},
    "cell at 1e999": {"terrain": [{"cells": [["1e999", 0]], "kind": "difficult"}]},
    "wall at NaN": {"walls": [{"line": [[0, 0], ["NaN", 1]]}]},
    "5000-digit speed": {"creatures": [{"id": "a", "side": "a", "at": [0, 0], "speed": "BIG"}]},
    "superscript size": {"creatures": [{"id": "a", "side": "a", "at": [0, 0], "size": "²"}]},
    "size 10^9": {"creatures": [{"id": "a", "side": "a", "at": [0, 0], "size": 10**9}]},
    "huge terrain rect": {"terrain": [{"rect": [0, 0, 10**9, 10**9], "kind": "difficult"}]},
    "huge grid": {"grid": {"width": 20000, "height": 20000}},
    "zone link to an object": {"zones": [{"id": "z", "polygon": [[0, 0], [2, 0], [2, 2]]}],
                               "zone_links": [["z", {}]]},
    "variant option an object": {"variant": {"corner_cutting": {}}},
    "query creature an object": {"creatures": [{"id": "a", "side": "a", "at": [0, 0]}],
                                 "queries": [{"id": "q", "type": "reach", "creature": {}}]},
    "query budget infinite": {"creatures": [{"id": "a", "side": "a", "at": [0, 0]}],
                              "queries": [{"id": "q", "type": "reach", "creature": "a", "budget": "Infinity"}]},
    "query id a number": {"queries": [{"id": 3, "type": "distance"}]},
    "forced distance 5000 digits": {"creatures": [{"id": "a", "side": "a", "at": [0, 0]},
                                                  {"id": "b", "side": "b", "at": [1, 0]}],
                                    "queries": [{"id": "q", "type": "forced_move", "source": "a", "target": "b",
                                                 "kind": "push", "distance": "BIG", "path": [[2, 0]]}]},
    "extra holds NaN": {"creatures": [{"id": "a", "side": "a", "at": [0, 0], "extra": {"hp": "NaN"}}]},
    "fight query creature a list": {"creatures": [{"id": "a", "side": "a", "at": [0, 0]}],
                                    "queries": [{"id": "q", "type": "fight", "creature": [], "events": []}]},
}


@pytest.mark.parametrize("case", sorted(FOUND))
def test_found_cases_are_refused_with_exit_2(case):
    doc = {"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 5, "height": 5}}
    doc.update(FOUND[case])
    text = json.dumps(doc).replace('"1e999"', "1e999").replace('"NaN"', "NaN").replace('"Infinity"', "Infinity")
    text = text.replace('"BIG"', "9" * 5000)
    status, out, err = run_check(text.encode())
    assert_contract(status, out, err)
    assert status == 2, (case, out, err)
