"""§4 "Cover" under §4 "Geometry is exact": the 5e and Draw Steel cover answers equal exact
rational arithmetic (the issue measured 2% of random medium-vs-medium placements off on a board
with one stone block). The reference is tests/geometry/exact_reference.py."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import ask, build

sys.path.insert(0, str(Path(__file__).parents[1] / "geometry"))
from exact_reference import as_float, cover_5e, cover_draw_steel, point  # noqa: E402


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(a=st.tuples(st.integers(0, 7), st.integers(0, 7)), t=st.tuples(st.integers(0, 7), st.integers(0, 7)),
       other=st.tuples(st.integers(0, 7), st.integers(0, 7)), block=st.tuples(st.integers(1, 6), st.integers(1, 6)),
       wall=st.one_of(st.none(), st.tuples(point, point).filter(lambda w: w[0] != w[1])))
def test_cover_answers_equal_exact_arithmetic(a, t, other, block, wall):
    """The issue's measurement, as a property: medium against medium on a board with one stone block
    (and maybe a wall), a third creature about; the 5e and Draw Steel cover answers equal exact
    arithmetic (§4 "Cover")."""
    if len({a, t, other, block}) < 4:
        return
    walls = [wall] if wall else []
    doc = {"grid": {"width": 8, "height": 8},
           "terrain": [{"cells": [list(block)], "kind": "object"}],
           "walls": [{"line": [[as_float(v) for v in p] for p in w]} for w in walls],
           "creatures": [{"id": "a", "side": "x", "at": list(a)}, {"id": "t", "side": "y", "at": list(t)},
                         {"id": "o", "side": "y", "at": list(other)}]}
    got5 = ask(build("dnd5e", **doc), "cover", attacker="a", target="t")["value"]
    assert got5 == cover_5e((*a, 1), (*t, 1), [(*other, 1)], walls, [block])
    gotds = ask(build("draw-steel", **doc), "cover", attacker="a", target="t")["value"]
    assert gotds == cover_draw_steel((*a, 1), (*t, 1), walls, [block])
