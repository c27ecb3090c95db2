"""Every scenario file (ours in tests/scenarios, the public ones in ../shared/scenarios) answered by the
oracle must match each query's `expect` — the perft files of Damier."""

import importlib.util
import json
from pathlib import Path

import pytest

from rules.oracle import check

OURS = Path(__file__).parents[1] / "scenarios"
PUBLIC = Path(__file__).parents[2].parent / "shared" / "scenarios"


def _files():
    out = [pytest.param(p, id=f"tests/{p.name}") for p in sorted(OURS.glob("*.json"))]
    if PUBLIC.is_dir():
        out += [pytest.param(p, id=f"shared/{p.name}") for p in sorted(PUBLIC.glob("*.json"))]
        # The fight examples (§8); the zones fight is another piece of work and may not be here yet.
        zones_fight = importlib.util.find_spec("rules.fight.zones") is not None
        out += [pytest.param(p, id=f"shared/fight/{p.name}", marks=() if zones_fight or not p.name.startswith("zones")
                             else pytest.mark.skip(reason="rules.fight.zones is not in this branch"))
                for p in sorted((PUBLIC / "fight").glob("*.json"))]
    return out


def same(expected, actual) -> bool:
    """As ../shared/tools/check-scenarios compares: "*" asks only that the key is there."""
    if expected == "*":
        return actual not in (None, "")
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return abs(expected - actual) < 1e-9
    if isinstance(expected, list) and isinstance(actual, list):
        return len(expected) == len(actual) and all(map(same, expected, actual))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(same(v, actual[k]) for k, v in expected.items())
    return expected == actual


def test_our_scenarios_hold_at_least_40_queries_with_expectations():
    n = sum(1 for p in OURS.glob("*.json") for q in json.loads(p.read_text())["queries"] if "expect" in q)
    assert n >= 40


@pytest.mark.parametrize("path", _files())
def test_scenario_file(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    out, _status = check(doc)
    results = out["results"]
    failures = []
    for q in doc["queries"]:
        if "expect" not in q:
            continue
        answer = results.get(q["id"])
        if answer is None:
            failures.append(f"{path.name}:{q['id']}: no answer")
            continue
        for key, want in q["expect"].items():
            if key not in answer or not same(want, answer[key]):
                failures.append(f"{path.name}:{q['id']} ({q['type']}): {key} expected {want!r}, got "
                                f"{answer.get(key, '<missing>')!r}")
    assert not failures, "\n".join(failures)


def test_comparison_is_strict():
    """The comparison itself must be able to fail (so the file tests above can)."""
    assert not same(True, 1) and not same([1, 2], [1]) and not same({"a": 1}, {"a": 1, "b": 2})
    assert not same("*", None) and same("*", "boom") and same(2, 2.0)
