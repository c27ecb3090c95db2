"""Random zone fights (seeded): whatever the table records, a refused event is a RulesError (never a
traceback for the user) and the state keeps the bounds §8 sets."""

from __future__ import annotations

import random

import pytest
from rules_helpers import build

from rules.errors import RulesError
from rules.fight import replay
from rules.fight.zones import ACTION_TYPES

CAST = [{"id": "aline", "side": "heroes", "at": [0, 0], "defense": 4}, {"id": "bruno", "side": "heroes", "at": [1, 0]},
        {"id": "m1", "side": "brigands", "at": [2, 0], "role": "minor", "defense": 1},
        {"id": "m2", "side": "brigands", "at": [3, 0], "role": "minor"},
        {"id": "m3", "side": "brigands", "at": [4, 0], "role": "minor"},
        {"id": "chef", "side": "brigands", "at": [5, 0], "defense": 3, "monitor": 2},
        {"id": "loup", "side": "loups", "at": [6, 0], "defense": 2, "monitor": 4}]
IDS = ["aline", "bruno", "m1", "m2", "m3", "chef", "loup", "nobody", None, 3, [], "minors:brigands"]
ODD = [None, -1, 0, 1, 2, 5, 13, 2.0, 2.5, True, "x", [], {}]


def random_event(r: random.Random) -> dict:
    kind = r.choice(["act", "reserve", "reserve", "react", "attack", "attack", "attack", "attack", "start",
                     "damage", "bogus"])
    if kind == "act":
        e = {"do": "act", "actions": r.sample(ACTION_TYPES, r.randint(1, 4)) if r.random() < .9 else r.choice(ODD)}
        if r.random() < .3:
            e["minors"] = r.choice(["brigands", "loups", "heroes", 3])
        else:
            e["creature"] = r.choice(IDS)
        return e
    if kind == "reserve":
        return {"do": "reserve", "owner": r.choice(IDS + ["brigands", "loups"]),
                r.choice(["add", "spend"]): r.choice(ODD[:8] + [3, 4])}
    if kind == "react":
        return {"do": "react", "creature": r.choice(IDS)} if r.random() < .8 else {"do": "react", "minors": "brigands"}
    if kind == "attack":
        e = {"do": "attack", "target": r.choice(IDS), "success": r.choice([True, True, False, "yes"]),
             "qualities": r.choice([0, 1, 2, 3, 4, 6, 8, -1, "a"])}
        if r.random() < .5:
            e["tenacity"] = r.choice(["failed", "success", "success-3", "meh"])
        if r.random() < .3:
            e["reserve_spent"] = r.choice([0, 1, 2, -1])
        if r.random() < .3:
            e["break"] = r.choice([True, False, 1])
        return e
    if kind == "start":
        return {"do": "start", "first": r.choice(["players", "meneur", "brigands", "x", [], None]),
                "menace": r.choice([{}, {"brigands": 2}, {"loups": 9}, [], {"x": 1}, {"brigands": "a"}])}
    return {"do": kind, "target": r.choice(IDS), "amount": 2}


def likely_act(r: random.Random, fight) -> dict:
    """An act a table would record: someone holding the initiative, with types not used yet."""
    who = fight.may_act() or ["aline"]
    aid = r.choice(who)
    free = [a for a in ACTION_TYPES if a not in fight.types_used(aid)] or ["move"]
    e = {"do": "act", "actions": r.sample(free, min(len(free), r.randint(1, 3 if aid.startswith("minors:") else 2)))}
    e.update({"minors": aid[len("minors:"):]} if aid.startswith("minors:") else {"creature": aid})
    return e


@pytest.mark.parametrize("seed", range(6))
def test_random_fights_refuse_cleanly_and_keep_the_bounds(seed):
    # §8: "never above 12, never below 0"; Menace "(1 to 5 ...) never below 0"; "2 actions a Pass";
    # "Moniteurs of 1 to 4 boxes"; §6: a query that cannot be answered gets an error, never a crash
    enc = build("zones", grid={"width": 8, "height": 1}, creatures=CAST)
    r = random.Random(seed)
    answered = passes = outs = 0
    for _ in range(100):
        events = [{"do": "start", "first": r.choice(["players", "meneur"])}]
        live = replay(enc, events)
        for _ in range(r.randint(0, 60)):
            e = random_event(r) if r.random() < .4 else likely_act(r, live)
            try:
                live.apply(e)
            except RulesError:
                continue  # the zones events check everything before they change anything
            events.append(e)
        fight = replay(enc, events)
        assert fight.panel() == live.panel()  # refused events left no trace
        answered += len(events)
        p = fight.panel()
        passes += p.pass_number > 1
        outs += any(f.out for f in p.fighters)
        assert all(0 <= n <= 12 for _, n in p.reserves)
        assert all(0 <= n <= 5 for _, n in p.menace)
        assert all(0 <= a.actions_left <= 2 and len(set(a.types_used)) == len(a.types_used) for a in p.actors)
        for f in p.fighters:
            assert f.defense >= 0 and f.tension >= 0
            if f.role == "figurant":
                assert 0 <= f.boxes_left <= f.monitor and (f.out is None) == (f.boxes_left > 0)
        if p.started and any(a.actions_left for a in p.actors):  # someone with actions holds the initiative
            assert any(a.may_act for a in p.actors)
        for who in (None, "aline", "chef", "m2", "minors:brigands"):
            fight.answer(who)
    assert answered > 1000 and passes > 30 and outs > 15  # the random fights went somewhere
