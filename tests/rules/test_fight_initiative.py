"""Initiative-order fights: dnd5e, douaratil, pf2e (scenario format §8 "dnd5e, douaratil, pf2e")."""

import pytest
from rules_helpers import ask, build, hero

from rules.errors import RulesError


def turn(cid):
    return [{"do": "turn", "creature": cid}, {"do": "end_turn"}]


def table(ruleset="dnd5e", *extra):
    return build(ruleset, grid={"width": 12, "height": 4}, creatures=[
        hero("fighter", (0, 0), stamina=30), hero("rogue", (1, 0), stamina=20),
        hero("orc", (2, 0), side="orcs", stamina=15, resistance=["piercing"], vulnerability=["fire"]), *extra])


def fight(enc, start, *events, creature=None):
    return ask(enc, "fight", events=[{"do": "start", **start}, *events],
               **({"creature": creature} if creature else {}))


INIT = {"initiative": {"fighter": 12, "rogue": 18, "orc": 9}}


@pytest.mark.parametrize("ruleset", ["dnd5e", "douaratil", "pf2e"])
def test_order_by_descending_total_and_the_same_every_round(ruleset):
    # « Le MJ classe les combattants par ordre de Dextérité, en commençant par celui qui a eu le résultat
    # le plus élevé » and « L'ordre d'initiative reste le même d'un round à l'autre. »
    enc = table(ruleset)
    assert fight(enc, INIT)["may_act"] == ["rogue"]
    assert fight(enc, INIT, *turn("rogue"))["may_act"] == ["fighter"]
    a = fight(enc, INIT, *turn("rogue"), *turn("fighter"), *turn("orc"))
    assert (a["round"], a["acted"], a["may_act"]) == (2, [], ["rogue"])
    with pytest.raises(RulesError, match="rogue's turn"):
        fight(enc, INIT, {"do": "turn", "creature": "fighter"})


def test_ties_by_the_ties_list_then_by_id():
    # contract §8: "ties are settled by the order of `ties`, then by id"; settled point: "ids in `ties`
    # precede ids not listed there".
    enc = table()
    tied = {"initiative": {"fighter": 10, "rogue": 10, "orc": 10}}
    assert fight(enc, tied, *turn("fighter"))["may_act"] == ["orc"]
    a = fight(enc, dict(tied, ties=["rogue"]), *turn("rogue"))
    assert a["may_act"] == ["fighter"]
    a = fight(enc, dict(tied, ties=["rogue", "orc"]), *turn("rogue"), *turn("orc"))
    assert a["may_act"] == ["fighter"]


def test_a_group_shares_one_roll_and_acts_together():
    # « identical creatures sharing one roll »; settled point: "a `turn` names the group's first member
    # and the whole group is `acting`; `may_act` lists that member".
    enc = table("dnd5e", hero("wolf-b", (4, 0), side="orcs", stamina=11, group="wolves"),
                hero("wolf-a", (5, 0), side="orcs", stamina=11, group="wolves"))
    start = {"initiative": {"fighter": 12, "rogue": 18, "orc": 9, "wolves": 14}}
    assert fight(enc, start, *turn("rogue"))["may_act"] == ["wolf-a"]
    a = fight(enc, start, *turn("rogue"), {"do": "turn", "creature": "wolf-a"})
    assert (a["acting"], a["acted"]) == (["wolf-a", "wolf-b"], ["rogue", "wolf-a", "wolf-b"])
    with pytest.raises(RulesError):
        fight(enc, start, *turn("rogue"), {"do": "turn", "creature": "wolf-b"})
    start_ties = dict(start, ties=["wolf-b"])
    assert fight(enc, start_ties, *turn("rogue"))["may_act"] == ["wolf-b"]


def test_every_creature_needs_a_total():
    with pytest.raises(RulesError, match="no total for orc"):
        fight(table(), {"initiative": {"fighter": 12, "rogue": 18}})
    with pytest.raises(RulesError, match="no creature or group"):
        fight(table(), {"initiative": {"fighter": 12, "rogue": 18, "orc": 3, "troll": 4}})
    # §8 "the order is by descending total": a total that is not a finite number orders nothing
    for bad in (float("nan"), float("inf"), True, "12"):
        with pytest.raises(RulesError, match="is not a number"):
            fight(table(), {"initiative": {"fighter": bad, "rogue": 18, "orc": 3}})


def test_resistance_then_vulnerability():
    # « les dégâts de ce type qui lui sont infligés sont réduits de moitié »; settled point: "5e
    # resistance is applied before vulnerability (7 → 3 → 6)".
    enc = table("dnd5e", hero("both", (4, 0), side="orcs", stamina=20, resistance=["fire"],
                              vulnerability=["fire"]))
    assert fight(enc, INIT | {"initiative": {**INIT["initiative"], "both": 1}},
                 {"do": "damage", "target": "both", "amount": 7, "type": "fire"}, creature="both")["hp"] == 14
    assert fight(enc, {"initiative": {"fighter": 1, "rogue": 1, "orc": 1, "both": 1}},
                 {"do": "damage", "target": "orc", "amount": 9, "type": "piercing"}, creature="orc")["hp"] == 11
    assert fight(enc, {"initiative": {"fighter": 1, "rogue": 1, "orc": 1, "both": 1}},
                 {"do": "damage", "target": "orc", "amount": 6, "type": "fire"}, creature="orc")["hp"] == 3


def test_pf2e_ignores_5e_resistance_lists():
    enc = table("pf2e")
    assert fight(enc, INIT, {"do": "damage", "target": "orc", "amount": 9, "type": "piercing"},
                 creature="orc")["hp"] == 6


def test_zero_hit_points_unconscious_knock_out_stable_and_healing():
    # contract §8: "at 0 the creature is `unconscious`; with `knock_out` ... it is `unconscious` and
    # `stable`"; settled point: "healing a 5e creature above 0 removes `unconscious` and `stable`, and it
    # keeps its place in the order"; hit points never go below 0.
    enc = table()
    a = fight(enc, INIT, {"do": "damage", "target": "rogue", "amount": 25}, creature="rogue")
    assert (a["hp"], a["states"]) == (0, ["unconscious"])
    a = fight(enc, INIT, {"do": "damage", "target": "rogue", "amount": 25, "knock_out": True}, creature="rogue")
    assert a["states"] == ["stable", "unconscious"]
    a = fight(enc, INIT, {"do": "damage", "target": "rogue", "amount": 25, "knock_out": True},
              {"do": "heal", "target": "rogue", "amount": 3}, creature="rogue")
    assert (a["hp"], a["states"], a["may_act"]) == (3, [], ["rogue"])


def test_surprised_ends_after_the_first_turn_in_5e_not_before():
    # « surprised ... can neither move nor act on its first turn and cannot react until that turn ends,
    # after which `surprised` is removed. »
    enc = build("dnd5e", grid={"width": 12, "height": 4}, creatures=[
        hero("fighter", (0, 0), stamina=30, conditions=["surprised"]),
        hero("orc", (2, 0), side="orcs", stamina=15)])
    start = {"initiative": {"fighter": 12, "orc": 9}}
    assert fight(enc, start, {"do": "turn", "creature": "fighter"}, creature="fighter")["states"] == ["surprised"]
    assert fight(enc, start, *turn("fighter"), creature="fighter")["states"] == []


def test_temporary_hit_points_do_not_stack_and_go_first():
    a = fight(table(), INIT, {"do": "temporary", "target": "fighter", "amount": 4},
              {"do": "temporary", "target": "fighter", "amount": 6},
              {"do": "damage", "target": "fighter", "amount": 8}, creature="fighter")
    assert (a["temporary"], a["hp"]) == (0, 28)
