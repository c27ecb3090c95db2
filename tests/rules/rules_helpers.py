"""Helpers for the rules tests: build an encounter from the scenario vocabulary and ask it questions
exactly as `damier check` would (rules.oracle.answer), without a subprocess."""

from __future__ import annotations

import itertools

from rules.document import parse_encounter
from rules.oracle import answer

_ids = itertools.count()


def build(ruleset: str = "draw-steel", **doc):
    """An Encounter from scenario keys (ascii, grid, walls, terrain, creatures, zones, variant...)."""
    full = {"format": "damier.scenario/1", "ruleset": ruleset}
    full.update(doc)
    return parse_encounter(full)


def ask(enc, qtype: str, **args) -> dict:
    """One query's answer, as the oracle gives it."""
    return answer(enc, {"id": f"q{next(_ids)}", "type": qtype, **args})


def hero(cid: str, at, size=None, side="heroes", **kw) -> dict:
    c = {"id": cid, "side": side, "at": list(at), **kw}
    if size is not None:
        c["size"] = size
    return c


def foe(cid: str, at, size=None, **kw) -> dict:
    return hero(cid, at, size, side="foes", **kw)

