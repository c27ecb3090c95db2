"""Structure-aware mutations of real documents for the fuzz tests (hypothesis).

A mutation picks a place in a real scenario or encounter document (the JSON tree) and puts a
hostile value there: the wrong type, NaN, infinities, a 5,000-digit integer, a huge size, an
object where a string goes, or it drops a key. Texts are written with NaN/Infinity literals and
raw long integers, as a hand-edited or hostile file would hold them.
"""

from __future__ import annotations

import copy
import json
import os
import re
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

ROOT = Path(__file__).parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.json"))
DEMO = ROOT / "resources" / "demo" / "demo.damier"

# The default run is a few hundred examples per test; `DAMIER_FUZZ_EXAMPLES=10000 pytest -m fuzz`
# is the long one.
EXAMPLES = int(os.environ.get("DAMIER_FUZZ_EXAMPLES", "200"))
# The default run is derandomised so a landing never hangs on a new random find; the long run
# (DAMIER_FUZZ_EXAMPLES) explores afresh each time, and what it finds is kept in FOUND lists.
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize="DAMIER_FUZZ_EXAMPLES" not in os.environ,
                database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])

BIG = "9" * 5000  # written raw in the text: a 5,000-digit integer


class Raw:
    """A JSON literal written as it is (a 5,000-digit integer, 1e999, a lone surrogate...)."""

    def __init__(self, text: str):
        self.text = text


HOSTILE = [
    None, True, False, 0, -1, 1, 2, 7.5, -0.0, 1001, 2**31, 10**9, 10**30,
    float("nan"), float("inf"), float("-inf"), Raw("1e999"), Raw("-1e999"), Raw(BIG), Raw("-" + BIG),
    "", "²", "XL", "1M", "large", "difficult", "object", "\udcff", "a" * 300, "../../etc/passwd",
    "/dev/zero", "images/portraits/none.png", "images/../encounter.json",
    {}, [], [0], [0, 0], [1e999, 0], [Raw("1e999"), 0], [0.5, 0.5], [-1, -1], [10**9, 10**9],
    [0, 0, 10**9, 10**9], [0, 0, 1000, 1000], ["a", "b"], [{}], [[0, 0], [1, 1]],
    {"width": 10**9, "height": 10**9}, {"width": 1001, "height": 2}, {"id": {}}, {"": None},
    [[0, 0], [Raw("1e999"), 1]],
]


def paths(doc, prefix=()):
    """Every place in a JSON tree: key paths to each value (the root excluded)."""
    out = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.append(prefix + (k,))
            out += paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:6]):  # a few items of each list are enough
            out.append(prefix + (i,))
            out += paths(v, prefix + (i,))
    return out


def _set(doc, place, value):
    node = doc
    for k in place[:-1]:
        node = node[k]
    if value is _DROP:
        if isinstance(node, dict):
            node.pop(place[-1], None)
        else:
            del node[place[-1]]
    else:
        node[place[-1]] = value


_DROP = object()
EXTRA_KEYS = ["ruleset", "format", "grid", "ascii", "terrain", "walls", "creatures", "zones", "zone_links",
              "zone_cuts", "queries", "variant", "map", "fog", "notes", "title", "size", "speed", "reach",
              "at", "id", "side", "rect", "cells", "portrait", "extra", "image", "image_path", "square_px",
              "offset", "line", "polygon", "budget", "to", "path", "creature", "distance", "type"]


@st.composite
def mutated(draw, doc: dict, max_mutations: int = 3):
    """A copy of `doc` with 1 to `max_mutations` hostile changes."""
    doc = json.loads(json.dumps(doc))
    for _ in range(draw(st.integers(1, max_mutations))):
        places = paths(doc)
        if not places:
            break
        place = draw(st.sampled_from(places))
        action = draw(st.sampled_from(["value", "value", "value", "drop", "add"]))
        try:
            if action == "value":
                _set(doc, place, copy.deepcopy(draw(st.sampled_from(HOSTILE))))
            elif action == "drop":
                _set(doc, place, _DROP)
            else:
                node = doc
                for k in place[:-1]:
                    node = node[k]
                if isinstance(node, dict):
                    node[draw(st.sampled_from(EXTRA_KEYS))] = copy.deepcopy(draw(st.sampled_from(HOSTILE)))
                elif isinstance(node, list):
                    node.append(copy.deepcopy(draw(st.sampled_from(HOSTILE))))
        except (KeyError, IndexError, TypeError):
            pass
    return doc


def dumps(doc, ascii_only: bool = False) -> str:
    """JSON text with the hostile literals written raw (`ascii_only`: non-ASCII as \\u escapes, so a
    lone surrogate is valid JSON text)."""
    raws: list[str] = []

    def enc(o):
        if isinstance(o, Raw):
            raws.append(o.text)
            return f"\u0000RAW{len(raws) - 1}\u0000"
        raise TypeError

    text = json.dumps(doc, default=enc, allow_nan=True, ensure_ascii=ascii_only)
    text = re.sub(r'"\\u0000RAW(\d+)\\u0000"', lambda m: raws[int(m.group(1))], text)
    return text


def encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")
