"""Fuzzing the Universal VTT importer with hypothesis, structure-aware: real files built here are
mutated (a value replaced anywhere in the JSON tree, a key or an item removed, the picture's bytes
damaged, the file cut short). Whatever comes in, the importer either gives a sane encounter that
saves and exports, or raises MapImportError; never anything else. Cases it found are kept below
as plain tests."""

from __future__ import annotations

import base64
import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from uvtt_files import dump, png, uvtt, xy

from rules.encounter_file import encounter_document
from rules.map_import import MapImportError
from rules.uvtt import export_uvtt, import_uvtt_bytes


def real_file() -> dict:
    return uvtt(8, 6, origin=(1, 0), walls=[[(1, 3), (4.5, 3)], [(5.5, 3), (9, 3)], [(6, 0), (6, 3)]],
                objects=[[(2, 1), (3, 1), (3, 2), (2, 2), (2, 1)]],
                portals=[{"bounds": ((4.5, 3), (5.5, 3)), "closed": False}, {"bounds": ((6, 1), (6, 2))}],
                lights=[{"position": xy(2, 2), "range": 3, "intensity": 1, "color": "ffaabbcc", "shadows": True}],
                environment={"baked_lighting": True, "ambient_light": "ff000000"}, image=png(80, 60))


def paths(node, prefix=()):
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            if k != "image":
                yield from paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*prefix, i))


PLACES = [p for p in paths(real_file()) if p]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8) | st.sampled_from(["ffffffff", "", "0.3", "#zz"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["x", "y", "bounds", "closed"]),
                                                                 inner, max_size=3),
    max_leaves=6)


def parent_and_key(doc, place):
    node = doc
    for k in place[:-1]:
        node = node[k]
    return node, place[-1]


@st.composite
def mutated_files(draw) -> bytes:
    doc = real_file()
    for _ in range(draw(st.integers(1, 3))):
        place = draw(st.sampled_from(PLACES))
        try:
            parent, key = parent_and_key(doc, place)
            parent[key]
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed that place
        action = draw(st.sampled_from(["replace", "remove", "duplicate", "number", "nudge", "nudge"]))
        if action == "replace":
            parent[key] = draw(json_values)
        elif action == "remove":
            del parent[key]
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
        elif not isinstance(parent[key], int | float) or isinstance(parent[key], bool):
            continue
        elif action == "nudge":  # a wall or door moved a little: new overlaps, crossings, near-integers
            parent[key] = parent[key] + draw(st.sampled_from([0.5, -0.5, 1, 1e-5, -1e-5, 0.25, 2.5, -1]))
        else:
            parent[key] = draw(st.floats(-1e6, 1e6) | st.sampled_from([0, -0.0, 1e-9, 0.49999, 1e300]))
    image = base64.b64decode(doc["image"])
    damage = draw(st.sampled_from(["none", "none", "cut", "flip", "base64"]))
    if damage == "cut":
        doc["image"] = base64.b64encode(image[:draw(st.integers(0, len(image)))]).decode()
    elif damage == "flip":
        i = draw(st.integers(0, len(image) - 1))
        doc["image"] = base64.b64encode(image[:i] + bytes([image[i] ^ 0xFF]) + image[i + 1:]).decode()
    elif damage == "base64":
        doc["image"] = doc["image"][:draw(st.integers(0, 40))] + draw(st.sampled_from(["!", "=", "===", "a"]))
    raw = json.dumps(doc).encode()
    if draw(st.integers(0, 9)) == 0:
        raw = raw[:draw(st.integers(0, len(raw)))]
    return raw


def check_import(raw: bytes) -> None:
    try:
        result = import_uvtt_bytes(raw)
    except MapImportError as e:
        assert e.reason and str(e).startswith('Cannot import "') and "\n" not in str(e)
        return
    enc = result.encounter
    for w in enc.board.walls:
        for x, y in w.points:
            assert 0 <= x <= enc.board.width and 0 <= y <= enc.board.height
    doc, images = encounter_document(enc)
    json.dumps(doc, allow_nan=False)  # the encounter saves
    again = import_uvtt_bytes(dump(export_uvtt(enc)))  # and exports to a file that imports again
    assert sorted(w.points for w in again.encounter.board.walls) == sorted(w.points for w in enc.board.walls)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_files())
def test_mutated_files_import_cleanly_or_fail_with_one_message(raw):
    check_import(raw)


# ---- cases the fuzzer found, kept as tests ----------------------------------------------------
FOUND = {
    # Export wrote coordinates to 6 decimals: a wall ending at 2.5714285714285716 came back at
    # 2.571429, a different wall.
    "slanted-wall-full-precision": lambda d: d["line_of_sight"][1].__setitem__(1, xy(9, 0.0)),
    # pixels_per_grid disagreeing with the picture (80 x 60 px at 12 px a square): export wrote
    # the picture's size as the map's, so re-import cut or refused the walls beyond it.
    "picture-smaller-than-map": lambda d: d["resolution"].update(pixels_per_grid=12.0),
    "picture-smaller-than-map-14": lambda d: d["resolution"].update(pixels_per_grid=14.0),
    # 0.0625 px a square: the 80 px picture is 1280 squares across; the import took it (the map
    # said 8) and its export could not be imported again. Now refused at once.
    "absurd-pixels-per-grid": lambda d: d["resolution"].update(pixels_per_grid=0.0625),
}


@pytest.mark.parametrize("case", FOUND, ids=list(FOUND))
def test_cases_the_fuzzer_found(case):
    doc = real_file()
    FOUND[case](doc)
    check_import(json.dumps(doc).encode())
