"""Conditions that change the geometry (issue 13), and condition durations tracked by the fight."""

import pytest
from rules_helpers import ask, build, hero

from rules import conditions
from rules.errors import RulesError


def ds(*creatures):
    return build("draw-steel", grid={"width": 12, "height": 5}, creatures=list(creatures))


def test_slowed_caps_speed_at_2():
    # « réduite à 2 par l'état ralenti »
    enc = ds(hero("talent", (0, 0), speed=5, conditions=["slowed"]))
    assert ask(enc, "move", creature="talent", path=[[1, 0], [2, 0]])["within_speed"] is True
    assert ask(enc, "move", creature="talent", path=[[1, 0], [2, 0], [3, 0]])["within_speed"] is False
    assert max(x for x, _ in ask(enc, "reach", creature="talent")["cells"]) == 2


@pytest.mark.parametrize("ruleset,cond", [("draw-steel", "grabbed"), ("draw-steel", "restrained"),
                                          ("dnd5e", "grappled"), ("douaratil", "restrained"),
                                          ("pf2e", "immobilized"), ("pf2e", "grabbed"), ("dnd5e", "surprised")])
def test_conditions_that_stop_a_creature(ruleset, cond):
    # Issue 13: grabbed and restrained (speed 0); 5e grappled and restrained (speed 0); PF2e grabbed,
    # immobilized and restrained (cannot move); 5e surprised « ne peut ni se déplacer ni agir ».
    enc = build(ruleset, grid={"width": 6, "height": 3}, creatures=[hero("a", (0, 0), conditions=[cond])])
    a = ask(enc, "move", creature="a", path=[[1, 0]])
    assert a["legal"] is True and a["within_speed"] is False
    assert ask(enc, "reach", creature="a")["cells"] == [[0, 0]]


def test_a_condition_set_during_the_fight_acts_on_movement():
    enc = ds(hero("talent", (0, 0), stamina=20), hero("goblin", (6, 0), side="goblins", stamina=5))
    enc.fight.record({"do": "start", "d10": 7, "first": "heroes"})
    assert ask(enc, "move", creature="talent", path=[[1, 0], [2, 0], [3, 0]])["within_speed"] is True
    enc.fight.record({"do": "condition", "target": "talent", "add": "slowed"})
    assert ask(enc, "move", creature="talent", path=[[1, 0], [2, 0], [3, 0]])["within_speed"] is False
    assert enc.effective("talent").speed == 2 and enc.creature("talent").speed == 5
    enc.fight.undo_last()
    assert enc.effective("talent").speed == 5


def test_dazed_set_in_the_fight_stops_free_strikes_and_flanking():
    # contract §4: dazed creatures cannot take triggered actions, « so no flanking and no free strikes ».
    enc = ds(hero("talent", (1, 1), stamina=20), hero("fury", (3, 1), stamina=20),
             hero("goblin", (2, 1), side="goblins", stamina=5))
    enc.fight.record({"do": "start", "d10": 7, "first": "heroes"})
    assert ask(enc, "opportunity_attacks", creature="talent", path=[[0, 1]])["attackers"] == ["goblin"]
    assert ask(enc, "flanking", attacker="talent", target="goblin")["value"] is True
    enc.fight.record({"do": "condition", "target": "goblin", "add": "dazed"})
    enc.fight.record({"do": "condition", "target": "fury", "add": "dazed"})
    assert ask(enc, "opportunity_attacks", creature="talent", path=[[0, 1]])["attackers"] == []
    assert ask(enc, "flanking", attacker="talent", target="goblin")["value"] is False


def test_zero_hit_points_makes_a_5e_creature_unconscious_for_the_rules():
    # contract §8: "at 0 the creature is `unconscious`"; §4: "an `unconscious` creature strikes no one".
    enc = build("dnd5e", grid={"width": 6, "height": 3}, creatures=[
        hero("fighter", (1, 1), stamina=30), hero("orc", (2, 1), side="orcs", stamina=15)])
    enc.fight.record({"do": "start", "initiative": {"fighter": 12, "orc": 9}})
    assert ask(enc, "opportunity_attacks", creature="fighter", path=[[0, 1]])["attackers"] == ["orc"]
    enc.fight.record({"do": "damage", "target": "orc", "amount": 20})
    assert ask(enc, "opportunity_attacks", creature="fighter", path=[[0, 1]])["attackers"] == []
    assert enc.effective("orc").speed == 0


def test_the_table_per_system():
    assert conditions.effective_speed("draw-steel", 5, {"slowed", "prone"}) == 2
    assert conditions.effective_speed("dnd5e", 6, {"slowed"}) == 6, "5e has no slowed condition"
    assert conditions.crawls("pf2e", {"prone"})
    assert not conditions.can_take_triggered_actions("draw-steel", {"surprised"})
    assert conditions.can_take_triggered_actions("pf2e", {"surprised"})


# ---- durations ---------------------------------------------------------------------------------

def fight(enc, *events, creature):
    return ask(enc, "fight", events=[{"do": "start", "d10": 7, "first": "heroes"}, *events], creature=creature)


def two():
    return ds(hero("talent", (0, 0), stamina=20), hero("goblin", (4, 0), side="goblins", stamina=20))


def test_until_the_end_of_your_next_turn():
    # « jusqu'à la fin de votre prochain tour »: said during its own turn, it lasts through the next one.
    enc = two()
    during = [{"do": "turn", "creature": "talent"},
              {"do": "condition", "target": "talent", "add": "slowed", "until": "end_of_next_turn"},
              {"do": "end_turn"}]
    a = fight(enc, *during, creature="talent")
    assert a["states"] == ["slowed"] and a["durations"] == {"slowed": "end_of_next_turn"}
    a = fight(enc, *during, {"do": "turn", "creature": "goblin"}, {"do": "end_turn"},
              {"do": "turn", "creature": "talent"}, {"do": "end_turn"}, creature="talent")
    assert a["states"] == [] and "durations" not in a


def test_until_the_end_of_another_creatures_turn():
    enc = two()
    a = fight(enc, {"do": "turn", "creature": "talent"},
              {"do": "condition", "target": "goblin", "add": "dazed", "until": "end_of_turn", "of": "talent"},
              {"do": "end_turn"}, creature="goblin")
    assert a["states"] == []


def test_until_the_end_of_the_round():
    enc = two()
    ev = {"do": "condition", "target": "goblin", "add": "prone", "until": "end_of_round"}
    assert fight(enc, ev, {"do": "turn", "creature": "talent"}, {"do": "end_turn"},
                 creature="goblin")["states"] == ["prone"]
    assert fight(enc, ev, {"do": "turn", "creature": "talent"}, {"do": "end_turn"},
                 {"do": "turn", "creature": "goblin"}, {"do": "end_turn"}, creature="goblin")["states"] == []


def test_save_ends():
    # Draw Steel « (sauvegarde termine) »: a d10 of 6 or more ends it.
    enc = two()
    ev = {"do": "condition", "target": "goblin", "add": "restrained", "until": "save_ends"}
    assert fight(enc, ev, {"do": "save", "target": "goblin", "condition": "restrained", "roll": 5},
                 creature="goblin")["states"] == ["restrained"]
    assert fight(enc, ev, {"do": "save", "target": "goblin", "condition": "restrained", "roll": 6},
                 creature="goblin")["states"] == []
    with pytest.raises(RulesError, match="save ends"):
        fight(enc, {"do": "save", "target": "goblin", "condition": "restrained", "roll": 6}, creature="goblin")


def test_removing_a_condition_it_does_not_have_is_an_error():
    with pytest.raises(RulesError, match="is not 'prone'"):
        fight(two(), {"do": "condition", "target": "goblin", "remove": "prone"}, creature="goblin")
