"""Damage and healing typed on the selected token (issue 13: « by typing on the selected token (e.g.
`-7`, `+3`, `-12 fire`) »)."""

import pytest
from rules_helpers import build, hero

from rules.fight.typing import TypingError, typed_event


@pytest.mark.parametrize("text,event", [
    ("-7", {"do": "damage", "target": "t", "amount": 7}),
    (" - 12  Fire ", {"do": "damage", "target": "t", "amount": 12, "type": "fire"}),
    ("-12 ko", {"do": "damage", "target": "t", "amount": 12, "knock_out": True}),
    ("-3 fire ko", {"do": "damage", "target": "t", "amount": 3, "type": "fire", "knock_out": True}),
    ("+3", {"do": "heal", "target": "t", "amount": 3}),
    ("+5 temp", {"do": "temporary", "target": "t", "amount": 5}),
])
def test_typed_amounts(text, event):
    assert typed_event(text, "t") == event


@pytest.mark.parametrize("text,reason", [("", "empty"), ("7", "sign"), ("-x", "amount"), ("+3 fire", "word"),
                                         ("-3 fire cold", "word")])
def test_typed_mistakes_say_why(text, reason):
    with pytest.raises(TypingError) as e:
        typed_event(text, "t")
    assert e.value.reason == reason


def test_a_typed_hit_goes_through_the_rules():
    enc = build("draw-steel", grid={"width": 4, "height": 2}, creatures=[
        hero("ogre", (0, 0), side="goblins", stamina=40, weakness={"fire": 5})])
    enc.fight.record({"do": "start", "d10": 3, "first": "director"})
    enc.fight.record(typed_event("-12 fire", "ogre"))
    assert enc.fight.state.answer("ogre")["stamina"] == 23
