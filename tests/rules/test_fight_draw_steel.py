"""Draw Steel's fight state (scenario format §8 "Draw Steel"), asked as `damier check` asks it."""

import pytest
from rules_helpers import ask, build, hero

from rules.errors import RulesError

START = {"do": "start", "d10": 7, "first": "heroes"}


def turn(cid):
    return [{"do": "turn", "creature": cid}, {"do": "end_turn"}]


def fight(enc, *events, creature=None, start=START):
    return ask(enc, "fight", events=[start, *events], **({"creature": creature} if creature else {}))


def party(*extra, **variant):
    return build("draw-steel", grid={"width": 12, "height": 4}, variant=variant, creatures=[
        hero("talent", (0, 0), stamina=20, recoveries=2), hero("fury", (1, 0), stamina=30, recoveries=1),
        hero("goblin", (2, 0), side="goblins", stamina=8), *extra])


# ---- turns -------------------------------------------------------------------------------------

def test_sides_alternate_then_the_side_with_creatures_left_finishes():
    # « Quand ce tour se termine, l'autre camp choisit une créature pour agir. » and, when one side has
    # no creature left to act, the other finishes « sans tours intercalés ».
    enc = party()
    a = fight(enc, *turn("talent"))
    assert a["may_act"] == ["goblin"]
    a = fight(enc, *turn("talent"), *turn("goblin"))
    assert a["may_act"] == ["fury"] and a["acted"] == ["goblin", "talent"]
    a = fight(enc, *turn("goblin"), start={"do": "start", "d10": 3, "first": "director"})
    assert a["may_act"] == ["fury", "talent"]
    a = fight(enc, *turn("goblin"), *turn("talent"), start={"do": "start", "d10": 3, "first": "director"})
    assert a["may_act"] == ["fury"], "the goblins have no one left: the heroes go on"


def test_a_new_round_starts_with_the_side_that_went_first():
    # contract §8: "the round ends: round + 1, acted empties, the side that went first in round 1 picks
    # first again"
    enc = party()
    a = fight(enc, *turn("goblin"), *turn("talent"), *turn("fury"),
              start={"do": "start", "d10": 2, "first": "goblins"})
    assert (a["round"], a["acted"], a["may_act"]) == (2, [], ["goblin"])


def test_acted_includes_the_running_turn_and_may_act_is_empty_during_it():
    # Settled point: "`acted` includes the creatures whose turn is running."
    a = fight(party(), {"do": "turn", "creature": "fury"})
    assert (a["acting"], a["acted"], a["may_act"]) == (["fury"], ["fury"], [])


@pytest.mark.parametrize("events,msg", [
    ([{"do": "turn", "creature": "goblin"}], "pick"),
    ([*turn("talent"), *turn("goblin"), {"do": "turn", "creature": "talent"}], "already acted"),
    ([{"do": "turn", "creature": "talent"}, {"do": "turn", "creature": "fury"}], "still running"),
    ([{"do": "end_turn"}], "no turn"),
    ([{"do": "damage", "target": "fury", "amount": 99}, {"do": "turn", "creature": "fury"}], "dead"),
])
def test_forbidden_turns_answer_an_error(events, msg):
    # « An event that the rules forbid (a creature acting twice in a round, a pick out of turn ...)
    # answers an error for the whole query. »
    with pytest.raises(RulesError, match=msg):
        fight(party(), *events)


def test_a_director_group_acts_one_after_the_other_before_the_heroes_pick():
    # « continuant jusqu'à ce que tous les membres du groupe aient pris leur tour »
    enc = party(hero("g1", (3, 0), side="goblins", stamina=5, group="pack"),
                hero("g2", (4, 0), side="goblins", stamina=5, group="pack"))
    a = fight(enc, *turn("talent"), *turn("g2"))
    assert a["may_act"] == ["g1"]
    with pytest.raises(RulesError, match="group pack"):
        fight(enc, *turn("talent"), *turn("g2"), {"do": "turn", "creature": "goblin"})
    a = fight(enc, *turn("talent"), *turn("g2"), *turn("g1"))
    assert a["may_act"] == ["fury"]


def test_a_group_whose_last_members_die_between_turns_hands_the_pick_over():
    enc = party(hero("g1", (3, 0), side="goblins", stamina=5, group="pack"),
                hero("g2", (4, 0), side="goblins", stamina=5, group="pack"))
    a = fight(enc, *turn("talent"), *turn("g2"), {"do": "damage", "target": "g1", "amount": 5})
    assert a["may_act"] == ["fury"]


def test_surprise_an_all_surprised_side_goes_second_and_surprise_ends_with_the_round():
    # « if every creature of one side is `surprised`, the other side goes first » and « surprise jusqu'à
    # la fin du premier tour de combat »; a surprised creature still takes its turn.
    enc = build("draw-steel", grid={"width": 12, "height": 4}, creatures=[
        hero("talent", (0, 0), stamina=20, conditions=["surprised"]),
        hero("goblin", (2, 0), side="goblins", stamina=8)])
    a = fight(enc)
    assert a["may_act"] == ["goblin"], "first: heroes, but every hero is surprised"
    a = fight(enc, *turn("goblin"), {"do": "turn", "creature": "talent"}, creature="talent")
    assert a["acting"] == ["talent"] and "surprised" in a["states"]
    a = fight(enc, *turn("goblin"), *turn("talent"), creature="talent")
    assert a["round"] == 2 and a["states"] == []


def test_both_sides_surprised_first_decides():
    # Settled point: "If both camps are entirely surprised, `first` decides."
    enc = build("draw-steel", grid={"width": 12, "height": 4}, creatures=[
        hero("talent", (0, 0), stamina=20, conditions=["surprised"]),
        hero("goblin", (2, 0), side="goblins", stamina=8, conditions=["surprised"])])
    assert fight(enc)["may_act"] == ["talent"]


def test_the_round_ends_when_the_last_creature_able_to_act_dies_between_turns():
    # Settled point: "The round ends as soon as no creature able to act is left, even when the last
    # one dies between turns."
    enc = party()
    a = fight(enc, *turn("talent"), *turn("goblin"), {"do": "damage", "target": "fury", "amount": 45})
    assert (a["round"], a["may_act"]) == (2, ["talent"])


def test_first_may_name_a_side():
    # Settled point: "`first` names `players`, `director` ..., or any side name, which stands for that
    # side's camp."
    enc = party()
    assert fight(enc, start={"do": "start", "d10": 9, "first": "goblins"})["may_act"] == ["goblin"]
    assert fight(enc, start={"do": "start", "d10": 9, "first": "players"})["may_act"] == ["fury", "talent"]
    with pytest.raises(RulesError, match="first"):
        fight(enc, start={"do": "start", "d10": 9, "first": "orcs"})
    with pytest.raises(RulesError, match="d10"):
        fight(enc, start={"do": "start", "d10": 11, "first": "players"})


def test_agility_order_each_side_in_descending_totals():
    # « Ordre des Tours Alternatif »: "each side's creatures and groups then act in descending order of
    # their totals (ties in the order given by `ties`)"; ties not settled by `ties` go by id.
    enc = party(hero("archer", (6, 0), side="goblins", stamina=8), initiative="agility")
    start = {"do": "start", "d10": 7, "first": "heroes", "agility": {"talent": 1, "fury": 3, "goblin": 2,
                                                                      "archer": 2}, "ties": ["goblin"]}
    assert fight(enc, start=start)["may_act"] == ["fury"]
    assert fight(enc, *turn("fury"), start=start)["may_act"] == ["goblin"]
    a = fight(enc, *turn("fury"), *turn("goblin"), *turn("talent"), start=start)
    assert a["may_act"] == ["archer"]
    with pytest.raises(RulesError, match="Agility order"):
        fight(enc, {"do": "turn", "creature": "talent"}, start=start)
    start_no_ties = dict(start, ties=[])
    assert fight(enc, *turn("fury"), start=start_no_ties)["may_act"] == ["archer"]


def test_agility_order_skips_the_dead():
    # Settled point: "dead or unconscious entries are skipped."
    enc = party(initiative="agility")
    start = {"do": "start", "d10": 7, "first": "heroes", "agility": {"talent": 1, "fury": 3, "goblin": 2}}
    assert fight(enc, {"do": "damage", "target": "fury", "amount": 45}, start=start)["may_act"] == ["talent"]


# ---- Stamina -----------------------------------------------------------------------------------

def test_weakness_then_immunity():
    # « si une créature a une faiblesse au feu 5 et subit 10 dégâts de feu, elle subit 15 dégâts de feu
    # à la place. » then "lowered by the highest applicable immunity (never below 0)".
    enc = party(hero("ogre", (4, 0), side="goblins", stamina=40, weakness={"fire": 5, "all": 1},
                     immunity={"fire": 3, "all": 2, "cold": 20}))
    assert fight(enc, {"do": "damage", "target": "ogre", "amount": 10, "type": "fire"},
                 creature="ogre")["stamina"] == 28  # 10 + 5 - 3
    assert fight(enc, {"do": "damage", "target": "ogre", "amount": 10}, creature="ogre")["stamina"] == 31
    assert fight(enc, {"do": "damage", "target": "ogre", "amount": 10, "type": "cold"},
                 creature="ogre")["stamina"] == 40, "never below 0"


def test_temporary_stamina_keeps_the_larger_and_goes_first():
    # contract §8: "`temporary` keeps the larger of the two amounts" and damage is "taken from temporary
    # Stamina first".
    enc = party()
    a = fight(enc, {"do": "temporary", "target": "fury", "amount": 5},
              {"do": "temporary", "target": "fury", "amount": 3}, creature="fury")
    assert a["temporary"] == 5
    a = fight(enc, {"do": "temporary", "target": "fury", "amount": 5},
              {"do": "damage", "target": "fury", "amount": 7}, creature="fury")
    assert (a["temporary"], a["stamina"]) == (0, 28)


def test_dying_and_dead_hero():
    # « a hero at 0 or below is `dying`, and `dead` when its Stamina reaches minus its winded value »;
    # settled point: "`dead` replaces `winded` and `dying`".
    enc = party()
    a = fight(enc, {"do": "damage", "target": "talent", "amount": 20}, creature="talent")
    assert (a["stamina"], a["states"]) == (0, ["dying", "winded"])
    a = fight(enc, {"do": "damage", "target": "talent", "amount": 29}, creature="talent")
    assert (a["stamina"], a["states"]) == (-9, ["dying", "winded"])
    a = fight(enc, {"do": "damage", "target": "talent", "amount": 30}, creature="talent")
    assert (a["stamina"], a["states"]) == (-10, ["dead"])


def test_director_creature_dead_at_zero_or_knocked_out():
    # « a Director creature is `dead` at 0, or `unconscious` instead with `knock_out` (then any further
    # damage kills it) »; its Stamina never goes below 0.
    enc = party()
    a = fight(enc, {"do": "damage", "target": "goblin", "amount": 12}, creature="goblin")
    assert (a["stamina"], a["states"]) == (0, ["dead"])
    a = fight(enc, {"do": "damage", "target": "goblin", "amount": 12, "knock_out": True}, creature="goblin")
    assert (a["stamina"], a["states"]) == (0, ["unconscious", "winded"])
    a = fight(enc, {"do": "damage", "target": "goblin", "amount": 12, "knock_out": True},
              {"do": "damage", "target": "goblin", "amount": 1}, creature="goblin")
    assert a["states"] == ["dead"]


def test_recoveries():
    # « regains a third of its maximum, rounded down »; "none left: an error"; "a dying hero may not use
    # this maneuver, but ... `helped` lets an ally spend it for them"; never above the maximum.
    enc = party()
    a = fight(enc, {"do": "damage", "target": "fury", "amount": 20}, {"do": "recover", "target": "fury"},
              creature="fury")
    assert (a["stamina"], a["recoveries"]) == (20, 0)
    with pytest.raises(RulesError, match="no recoveries"):
        fight(enc, {"do": "recover", "target": "fury"}, {"do": "recover", "target": "fury"})
    a = fight(enc, {"do": "damage", "target": "fury", "amount": 2}, {"do": "recover", "target": "fury"},
              creature="fury")
    assert a["stamina"] == 30
    with pytest.raises(RulesError, match="dying"):
        fight(enc, {"do": "damage", "target": "talent", "amount": 25}, {"do": "recover", "target": "talent"})
    a = fight(enc, {"do": "damage", "target": "talent", "amount": 25},
              {"do": "recover", "target": "talent", "helped": True}, creature="talent")
    assert (a["stamina"], a["states"], a["recoveries"]) == (1, ["winded"], 1)


def test_director_creature_recovers_without_spending():
    enc = party(hero("ogre", (4, 0), side="goblins", stamina=40))
    a = fight(enc, {"do": "damage", "target": "ogre", "amount": 30}, {"do": "recover", "target": "ogre"},
              {"do": "recover", "target": "ogre"}, creature="ogre")
    assert a["stamina"] == 36


def test_heal_never_above_the_maximum():
    a = fight(party(), {"do": "damage", "target": "fury", "amount": 4}, {"do": "heal", "target": "fury",
                                                                        "amount": 10}, creature="fury")
    assert a["stamina"] == 30


def test_forced_movement_damage_is_damage():
    # contract §8: "Forced-movement damage is damage."
    enc = party(hero("ogre", (4, 0), side="goblins", stamina=40, immunity={"all": 2}))
    a = fight(enc, {"do": "forced", "damage": {"ogre": 5, "goblin": 3}}, creature="ogre")
    assert a["stamina"] == 37
    assert fight(enc, {"do": "forced", "damage": {"ogre": 5, "goblin": 3}}, creature="goblin")["stamina"] == 5


def test_an_immunity_of_all_stops_that_damage():
    # §8 table: "`immunity` ... `{"fire": 5, "all": 2}`; a value may be `"all"`"
    enc = party(hero("golem", (4, 0), side="goblins", stamina=40, immunity={"poison": "all"}, weakness={"all": 2}))
    assert fight(enc, {"do": "damage", "target": "golem", "amount": 30, "type": "poison"},
                 creature="golem")["stamina"] == 40
    assert fight(enc, {"do": "damage", "target": "golem", "amount": 3}, creature="golem")["stamina"] == 35
