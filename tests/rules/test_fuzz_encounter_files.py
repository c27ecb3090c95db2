"""Fuzzing `.damier` files (issue 16: "About 1.5% of fuzzed .damier files (one flipped bit in the zip
directory; "ruleset": {}; an object where a zone id goes; a cell at [1e999, 0]) escape as
NotImplementedError, TypeError or OverflowError").

Every fuzzed file opens, or is refused with an EncounterFileError (one sentence, a reason code);
a file that opens saves and opens again.
"""

from __future__ import annotations

import io
import json
import tempfile
import zipfile
from pathlib import Path

import pytest
from fuzz_helpers import DEMO, FUZZ, dumps, encode, mutated
from hypothesis import given
from hypothesis import strategies as st

from rules.encounter_file import EncounterFileError, open_document, save_encounter

pytestmark = pytest.mark.fuzz
DEMO_BYTES = DEMO.read_bytes()
with zipfile.ZipFile(DEMO) as _z:
    DEMO_MEMBERS = {n: _z.read(n) for n in _z.namelist()}
DEMO_DOC = json.loads(DEMO_MEMBERS["encounter.json"])
# where the zip directory starts: most of the damage that matters is there
CENTRAL = DEMO_BYTES.find(b"PK\x01\x02")


def rezip(members: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in members.items():
            z.writestr(name, data)
    return buf.getvalue()


def open_save_open(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "fuzzed.damier"
        path.write_bytes(content)
        try:
            opened = open_document(path)
        except EncounterFileError as e:
            assert e.reason and "\n" not in str(e)
            return
        again = Path(d) / "again.damier"
        save_encounter(opened.encounter, again)
        open_document(again)


@FUZZ
@given(st.data())
def test_flipped_bits_in_a_real_file(data):
    blob = bytearray(DEMO_BYTES)
    for _ in range(data.draw(st.integers(1, 3))):
        # half the flips land in the zip directory and the end record, where one bit does the most harm
        lo = data.draw(st.sampled_from([0, CENTRAL]))
        pos = data.draw(st.integers(lo, len(blob) - 1))
        blob[pos] ^= 1 << data.draw(st.integers(0, 7))
    if data.draw(st.booleans()):
        blob = blob[: data.draw(st.integers(0, len(blob)))]
    open_save_open(bytes(blob))


@FUZZ
@given(st.data())
def test_mutated_encounter_documents(data):
    doc = data.draw(mutated(DEMO_DOC))
    members = dict(DEMO_MEMBERS)
    members["encounter.json"] = encode(dumps(doc, data.draw(st.booleans())))
    open_save_open(rezip(members))


# ---- every case the fuzzers found, kept as a regular test --------------------------------------
def _doc(**changes) -> bytes:
    d = dict(DEMO_DOC)
    d.update(changes)
    return json.dumps(d).replace('"1e999"', "1e999").encode()


@pytest.mark.parametrize("content, reason", [
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(ruleset={})}), "invalid"),
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(zone_links=[[{}, "a"]])}), "invalid"),
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(fog=[["1e999", 0]])}), "invalid"),
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(format="damier.encounter/" + "9" * 5000)}), "newer"),
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(grid={"width": 20000, "height": 20000})}), "invalid"),
    (rezip({**DEMO_MEMBERS, "encounter.json": _doc(title="\udcff")}), "invalid"),
], ids=["ruleset-object", "zone-id-object", "fog-1e999", "format-5000-digits", "grid-20000", "lone-surrogate"])
def test_found_documents_are_refused(tmp_path, content, reason):
    path = tmp_path / "found.damier"
    path.write_bytes(content)
    with pytest.raises(EncounterFileError) as e:
        open_document(path)
    assert e.value.reason == reason


def _flip(pos: int, bit: int) -> bytes:
    blob = bytearray(DEMO_BYTES)
    blob[pos] ^= 1 << bit
    return bytes(blob)


def test_flipped_compression_method_is_a_damaged_file(tmp_path):
    """A flipped bit in the directory's compression method: zipfile raises NotImplementedError (deflate64)."""
    pos = CENTRAL + 10  # compression method of the first directory entry
    path = tmp_path / "flipped.damier"
    path.write_bytes(_flip(pos, 0))  # deflate (8) becomes deflate64 (9)
    with pytest.raises(EncounterFileError) as e:
        open_document(path)
    assert e.value.reason == "damaged"
