"""Starting a fight from the dice (issue 13: « initiative tests rolled by Damier (d20 + modifier;
Douaratil 3d6 + modifier, ties re-rolled on 3d6 when the Director asks) or typed in from physical dice,
identical creatures sharing one roll »)."""

import pytest
from rules_helpers import build, hero

from rules.dice import DiceTray, TypedDice
from rules.errors import RulesError
from rules.fight.start import draw_steel_start, roll_initiative


def table(ruleset):
    return build(ruleset, grid={"width": 8, "height": 2}, creatures=[
        hero("fighter", (0, 0), stamina=30), hero("rogue", (1, 0), stamina=20),
        hero("wolf-a", (3, 0), side="wolves", stamina=11, group="pack"),
        hero("wolf-b", (4, 0), side="wolves", stamina=11, group="pack")])


def test_one_roll_per_creature_and_one_for_a_group_then_recorded():
    enc = table("dnd5e")
    tray = DiceTray(rng=TypedDice([12, 7, 15]))
    start, rolls = roll_initiative(enc, tray, {"fighter": 2, "rogue": 4, "pack": 1})
    assert start == {"do": "start", "initiative": {"fighter": 14, "rogue": 11, "pack": 16}, "ties": []}
    assert set(rolls) == {"fighter", "rogue", "pack"} and len(tray.history) == 3
    enc.fight.record(start)
    assert enc.fight.state.may_act() == ["wolf-a"]


def test_typed_totals_and_douaratil_3d6_with_tie_re_rolls():
    enc = table("douaratil")
    # fighter 3d6 = 3+3+3 + 1 = 10 ties the typed rogue 10; the re-roll: fighter 6, rogue 12.
    tray = DiceTray(rng=TypedDice([3, 3, 3, 2, 2, 2, 4, 4, 4]))
    start, rolls = roll_initiative(enc, tray, {"fighter": 1}, typed={"rogue": 10, "pack": 4}, reroll_ties=True)
    assert start["initiative"] == {"fighter": 10, "rogue": 10, "pack": 4} and start["ties"] == ["rogue", "fighter"]
    assert rolls["fighter"].kind == "3d6" and "rogue" not in rolls
    enc.fight.record(start)
    assert enc.fight.state.may_act() == ["rogue"]


def test_draw_steel_has_no_initiative_rolls_but_a_d10():
    with pytest.raises(RulesError):
        roll_initiative(table("draw-steel"), DiceTray(1))
    roll = DiceTray(rng=TypedDice([8])).d10()
    assert roll.result == "players-choose"
    assert draw_steel_start(roll, "players") == {"do": "start", "d10": 8, "first": "players"}
