"""The zone game's fight (scenario format §8 "### zones" and its settled points), asked exactly as
`damier check` asks it. Each test quotes the sentence it checks."""

from __future__ import annotations

import pytest
from rules_helpers import ask, build

from rules.errors import RulesError

START = {"do": "start", "first": "players"}


def c(cid, x, side="heroes", **kw) -> dict:
    return {"id": cid, "side": side, "at": [x, 0], **kw}


# Two characters against a captain (2 boxes) and a lone figurant.
DUEL = [c("aline", 0, defense=6), c("bruno", 1, defense=5),
        c("capitaine", 2, "brigands", defense=3, monitor=2), c("guetteur", 3, "brigands", defense=2)]
# One character against three minors and a figurant: the minors outnumber the characters.
MOB = [c("aline", 0, defense=6),
       c("m1", 1, "brigands", role="minor", defense=2), c("m2", 2, "brigands", role="minor", defense=2),
       c("m3", 3, "brigands", role="minor", defense=2), c("chef", 4, "brigands", defense=4, monitor=3)]


def fight(events, creature=None, cast=DUEL) -> dict:
    enc = build("zones", grid={"width": 12, "height": 2}, creatures=cast)
    q = {"events": events}
    if creature is not None:
        q["creature"] = creature
    return ask(enc, "fight", **q)


def refused(events, cast=DUEL, match=None):
    with pytest.raises(RulesError, match=match):
        fight(events, cast=cast)


def act(who, *actions, minors=False) -> dict:
    return {"do": "act", ("minors" if minors else "creature"): who, "actions": list(actions)}


# ---- start and initiative ----------------------------------------------------------------------

def test_start_the_meneur_gives_the_first_initiative():
    # §8: "the Meneur gives the first initiative"
    a = fight([{"do": "start", "first": "meneur"}])
    assert a["may_act"] == ["capitaine", "guetteur"]
    assert a["initiative"] == "meneur"
    assert a["round"] == 1 and a["acted"] == [] and a["acting"] == []
    b = fight([START])
    assert b["may_act"] == ["aline", "bruno"]


def test_start_a_side_name_stands_for_its_camp():
    # §8 settled points: "`first` names `players`, `director` (the Meneur's side in zones: `meneur`),
    # or any side name, which stands for that side's camp."
    assert fight([{"do": "start", "first": "brigands"}])["may_act"] == ["capitaine", "guetteur"]
    assert fight([{"do": "start", "first": "heroes"}])["may_act"] == ["aline", "bruno"]
    assert fight([{"do": "start", "first": "director"}])["may_act"] == ["capitaine", "guetteur"]
    refused([{"do": "start", "first": "pirates"}], match="first")


def test_alternation_initiative_passes_to_the_other_side_after_each_act():
    # « Au cours d'une Passe de combat, l'initiative passe en alternance du Meneur aux Joueurs. »
    ev = [START, act("aline", "attack")]
    a = fight(ev)
    assert (a["initiative"], a["may_act"], a["acted"]) == ("meneur", ["capitaine", "guetteur"], ["aline"])
    a = fight(ev + [act("guetteur", "move")])
    assert (a["initiative"], a["may_act"]) == ("players", ["aline", "bruno"])


def test_alternation_a_pick_out_of_turn_is_refused():
    # §8: "An event that the rules forbid (... a pick out of turn ...) answers an error"
    refused([START, act("capitaine", "attack")], match="initiative")
    refused([START, act("aline", "attack"), act("bruno", "attack")], match="initiative")


def test_alternation_stays_when_the_other_side_has_no_actions_left():
    # §8: "After an `act` the initiative passes to the other side if it has actions left, else stays."
    ev = [START, act("aline", "attack", "move"), act("capitaine", "attack", "move"),
          act("bruno", "talk", "move")]
    a = fight(ev)
    assert (a["initiative"], a["may_act"]) == ("meneur", ["guetteur"])
    ev.append(act("guetteur", "move"))  # the players have nothing left: the Meneur keeps it
    a = fight(ev)
    assert (a["initiative"], a["may_act"], a["round"]) == ("meneur", ["guetteur"], 1)


def test_pass_ends_when_no_one_has_actions_left_and_begins_with_the_first_side():
    # §8: "When no one has actions left the Pass ends: `round` + 1, actions renew."
    # Settled: "each Pass begins with the side that began the first."
    ev = [{"do": "start", "first": "meneur"}, act("capitaine", "attack", "move"), act("aline", "attack", "move"),
          act("guetteur", "talk", "move"), act("bruno", "attack", "talk")]
    a = fight(ev, "aline")
    assert a["round"] == 2 and a["acted"] == [] and a["actions_left"] == 2 and a["types_used"] == []
    assert (a["initiative"], a["may_act"]) == ("meneur", ["capitaine", "guetteur"])
    assert fight(ev + [act("capitaine", "attack")])["round"] == 2  # the types renew with the Pass


# ---- the 2-action limit and one type per Pass ---------------------------------------------------

def test_two_action_limit_a_character_has_two_actions_a_pass():
    # §8: "each character and figurant has 2 actions a Pass"
    refused([START, act("aline", "attack", "move", "talk")], match="2 action|0 action|action\\(s\\) left")
    ev = [START, act("aline", "attack"), act("capitaine", "move"), act("aline", "talk")]
    assert fight(ev, "aline")["actions_left"] == 0
    refused(ev + [act("capitaine", "talk"), act("aline", "power")], match="action")


def test_two_action_limit_actions_left_counts_down():
    # §8: "each character and figurant has 2 actions a Pass"
    assert fight([START], "aline")["actions_left"] == 2
    assert fight([START, act("aline", "move")], "aline")["actions_left"] == 1


def test_one_type_per_pass():
    # §8: "each type once a Pass" / "an action type used twice in a Pass" answers an error
    refused([START, act("aline", "attack", "attack")], match="already used 'attack'")
    ev = [START, act("aline", "attack"), act("capitaine", "attack")]
    refused(ev + [act("aline", "attack")], match="already used 'attack'")
    a = fight(ev + [act("aline", "move")], "aline")
    assert a["types_used"] == ["attack", "move"]


def test_unknown_action_type_is_refused():
    refused([START, act("aline", "dance")], match="not an action type")


# ---- minors as one combatant and their extra actions -------------------------------------------

def test_minors_share_two_actions_as_one_combatant():
    # §8: "the minor figurants of side S share 2 actions a Pass"; settled: "The minors of side S act
    # as one combatant named `minors:S` in `acted`, `may_act` and `actions_left`"
    a = fight([{"do": "start", "first": "meneur"}], cast=MOB)
    assert a["may_act"] == ["chef", "minors:brigands"]
    a = fight([{"do": "start", "first": "meneur"}, act("brigands", "attack", minors=True)], "m2", cast=MOB)
    assert a["acted"] == ["minors:brigands"] and a["actions_left"] == 1
    assert fight([{"do": "start", "first": "meneur"}, act("brigands", "attack", minors=True)], "minors:brigands",
                 cast=MOB)["actions_left"] == 1


def test_minors_one_type_per_pass_for_the_group():
    # settled: "each action type once a Pass for the group"
    ev = [{"do": "start", "first": "meneur"}, act("brigands", "attack", minors=True), act("aline", "move")]
    with pytest.raises(RulesError, match="already used 'attack'"):
        fight(ev + [act("brigands", "attack", minors=True)], cast=MOB)


def test_extra_minor_actions_cost_one_die_each_and_act_never_changes_a_reserve():
    # §8: "while they outnumber the characters still in the fight, each action beyond the second costs
    # the Meneur 1 die of that side's Réserve"; settled: "An `act` never changes a Réserve"
    ev = [{"do": "start", "first": "meneur"}, {"do": "reserve", "owner": "brigands", "add": 2},
          act("brigands", "attack", "move", "talk", "environment", minors=True)]
    a = fight(ev, "minors:brigands", cast=MOB)
    assert a["actions_left"] == 0 and a["reserves"]["brigands"] == 2
    assert a["types_used"] == ["attack", "move", "talk", "environment"]


def test_extra_minor_actions_more_than_the_reserve_holds_is_an_error():
    # §8: "(none left: an error)"; settled: "asking for more paid actions than the Réserve holds is an error"
    with pytest.raises(RulesError, match="Réserve"):
        fight([{"do": "start", "first": "meneur"}, act("brigands", "attack", "move", "talk", minors=True)], cast=MOB)
    with pytest.raises(RulesError, match="Réserve"):
        fight([{"do": "start", "first": "meneur"}, {"do": "reserve", "owner": "brigands", "add": 1},
               act("brigands", "attack", "move", "talk", "power", minors=True)], cast=MOB)


def test_extra_minor_actions_later_in_the_pass_while_the_meneur_holds_the_initiative():
    # settled: "extra minor actions may be bought only while the Meneur holds the initiative"
    ev = [{"do": "start", "first": "meneur"}, {"do": "reserve", "owner": "brigands", "add": 3},
          act("brigands", "attack", "move", minors=True), act("aline", "attack"),
          act("brigands", "talk", minors=True)]  # the chef still has actions: the Meneur holds it
    a = fight(ev, "minors:brigands", cast=MOB)
    assert a["actions_left"] == 0 and a["initiative"] == "players"


def test_extra_minor_actions_only_while_the_minors_outnumber_the_characters():
    # settled: "only while the minors still in the fight outnumber the characters still in it"
    cast = [c("aline", 0, defense=6), c("bruno", 1, defense=5), c("carla", 2),
            c("m1", 3, "brigands", role="minor"), c("m2", 4, "brigands", role="minor"),
            c("m3", 5, "brigands", role="minor")]
    with pytest.raises(RulesError, match="outnumber"):
        fight([{"do": "start", "first": "meneur"}, {"do": "reserve", "owner": "brigands", "add": 3},
               act("brigands", "attack", "move", "talk", minors=True)], cast=cast)
    # once a character is terrassé, three minors outnumber the two left
    ev = [{"do": "start", "first": "meneur"}, {"do": "reserve", "owner": "brigands", "add": 3},
          {"do": "attack", "target": "carla", "success": True, "qualities": 1, "tenacity": "failed"},
          act("brigands", "attack", "move", "talk", minors=True)]
    assert fight(ev, "minors:brigands", cast=cast)["actions_left"] == 0


def test_extra_minor_actions_only_for_the_meneur():
    # settled: "extra minor actions may be bought only while the Meneur holds the initiative"
    cast = [c("aline", 0), c("p1", 1, role="minor"), c("p2", 2, role="minor"), c("gob", 3, "gobelins")]
    with pytest.raises(RulesError, match="Meneur"):
        fight([START, act("heroes", "attack", "move", "talk", minors=True)], cast=cast)


def test_minors_of_a_side_without_minors_are_refused():
    refused([START, act("brigands", "attack", minors=True)], match="no minor")


# ---- Réserves ----------------------------------------------------------------------------------

def test_reserves_one_per_character_one_per_opposing_side_empty_at_the_start():
    # « Chaque Joueur a sa propre Réserve de combat »; §8: "the Meneur one per opposing side; empty at the start"
    cast = DUEL + [c("gob", 5, "gobelins")]
    assert fight([START], cast=cast)["reserves"] == {"aline": 0, "bruno": 0, "brigands": 0, "gobelins": 0}
    refused([START, {"do": "reserve", "owner": "capitaine", "add": 1}], match="no Réserve")


def test_twelve_dice_cap_feeding_past_12_stops_at_12():
    # §8: "never above 12"; settled: "a Réserve fed past 12 stops at 12"
    ev = [START, {"do": "reserve", "owner": "aline", "add": 10}, {"do": "reserve", "owner": "aline", "add": 5}]
    assert fight(ev)["reserves"]["aline"] == 12
    assert fight(ev + [{"do": "reserve", "owner": "aline", "spend": 12}])["reserves"]["aline"] == 0


def test_spending_more_than_the_reserve_holds_is_an_error():
    # §8: "never below 0 (spending more is an error)"
    refused([START, {"do": "reserve", "owner": "brigands", "add": 2},
             {"do": "reserve", "owner": "brigands", "spend": 3}], match="holds 2")


# ---- reactions -----------------------------------------------------------------------------------

def test_reaction_costs_one_die_of_the_reserve():
    # §8: "`react` ... costs C 1 die of its Réserve, or 1 Tension when it is empty"
    a = fight([START, {"do": "reserve", "owner": "aline", "add": 2}, {"do": "react", "creature": "aline"}], "aline")
    assert a["reserves"]["aline"] == 1 and a["tension"] == 0


def test_reaction_costs_one_tension_when_the_reserve_is_empty():
    # §8: "or 1 Tension when it is empty"
    a = fight([START, {"do": "react", "creature": "aline"}, {"do": "react", "creature": "aline"}], "aline")
    assert a["reserves"]["aline"] == 0 and a["tension"] == 2


def test_reaction_of_a_figurant_costs_its_sides_reserve_never_tension():
    # settled: "A figurant's reactions cost its side's Réserve, never Tension."
    a = fight([START, {"do": "reserve", "owner": "brigands", "add": 1}, {"do": "react", "creature": "guetteur"}],
              "guetteur")
    assert a["reserves"]["brigands"] == 0 and a["tension"] == 0
    refused([START, {"do": "react", "creature": "guetteur"}], match="empty")


def test_reaction_of_the_minors_costs_their_sides_reserve():
    # settled: "A figurant's reactions cost its side's Réserve, never Tension." (minors are figurants too)
    a = fight([START, {"do": "reserve", "owner": "brigands", "add": 2}, {"do": "react", "minors": "brigands"}],
              cast=MOB)
    assert a["reserves"]["brigands"] == 1
    with pytest.raises(RulesError, match="empty"):
        fight([START, {"do": "react", "creature": "m1"}], cast=MOB)


def test_reaction_of_a_figurant_of_the_players_side_is_refused():
    # RULINGS: the players' side has no side Réserve, and a figurant never pays in Tension
    cast = DUEL + [c("chien", 5, role="figurant")]
    refused([START, {"do": "react", "creature": "chien"}], cast=cast, match="no Réserve")


def test_reaction_of_a_creature_out_of_the_fight_is_refused():
    refused([START, attack("aline", 6, tenacity="failed"), {"do": "react", "creature": "aline"}],
            match="out of the fight")


def test_reactions_take_no_action():
    ev = [START, {"do": "react", "creature": "aline"}]
    assert fight(ev, "aline")["actions_left"] == 2 and fight(ev)["initiative"] == "players"


# ---- attacks: Défense and Encaisser ---------------------------------------------------------------

def attack(target, q, **kw):
    return {"do": "attack", "target": target, "success": True, "qualities": q, **kw}


def test_attack_failed_does_nothing():
    # §8: "a failed test does nothing"
    a = fight([START, {**attack("capitaine", 9), "success": False}], "capitaine")
    assert (a["defense"], a["boxes_left"], a["states"]) == (3, 2, [])


def test_attack_a_success_below_defense_lowers_it_by_1():
    # §8: "a success with Q below T's Défense lowers it by 1"
    assert fight([START, attack("aline", 5)], "aline")["defense"] == 5
    assert fight([START, attack("capitaine", 2)], "capitaine")["defense"] == 2


def test_encaisser_character_tenacity_failed_terrasse_and_a_trauma():
    # §8: "a character follows `tenacity` (failed: `terrassé` and a trauma ..."
    a = fight([START, attack("aline", 6, tenacity="failed")], "aline")
    assert a["states"] == ["terrassé", "trauma:1"] and a["defense"] == 6 and a["actions_left"] == 0
    assert fight([START, attack("aline", 6, tenacity="failed")])["may_act"] == ["bruno"]


def test_encaisser_character_tenacity_success_a_trauma_and_minus_one_defense():
    # §8: "success: a trauma and −1 Défense"
    ev = [START, attack("aline", 7, tenacity="success"), attack("aline", 6, tenacity="success")]
    a = fight(ev, "aline")
    assert a["states"] == ["trauma:2"] and a["defense"] == 4


def test_encaisser_character_tenacity_success_3_minus_one_defense():
    # §8: "success-3: −1 Défense"
    a = fight([START, attack("aline", 8, tenacity="success-3")], "aline")
    assert a["states"] == [] and a["defense"] == 5


def test_encaisser_character_needs_the_tenacity_result():
    refused([START, attack("aline", 8)], match="tenacity")


def test_encaisser_minor_terrasse():
    # §8: "a `minor` is `terrassé`"
    a = fight([START, attack("m1", 3)], "m1", cast=MOB)
    assert a["states"] == ["terrassé"] and a["boxes_left"] is None


def test_encaisser_minor_brise_with_break_at_twice_the_defense():
    # §8: "(or `brisé` with `break` when Q ≥ 2 × Défense)"
    assert fight([START, attack("m1", 4, **{"break": True})], "m1", cast=MOB)["states"] == ["brisé"]
    assert fight([START, attack("m1", 3, **{"break": True})], "m1", cast=MOB)["states"] == ["terrassé"]


def test_encaisser_figurant_ticks_a_box_then_terrasse_at_the_last_box():
    # « Quand le résultat d'une attaque atteint ou dépasse le score de Défense d'un Figurant, le Meneur
    # coche une case de son Moniteur »; §8: "`terrassé` when the last box is ticked"
    a = fight([START, attack("capitaine", 3)], "capitaine")
    assert (a["boxes_left"], a["states"], a["menace"]) == (1, [], {"brigands": 3})
    a = fight([START, attack("capitaine", 3), attack("capitaine", 5, **{"break": True})], "capitaine")
    assert (a["boxes_left"], a["states"], a["menace"]) == (0, ["terrassé"], {"brigands": 2})


def test_encaisser_figurant_terrasse_at_once_at_twice_the_defense():
    # §8: "or at once when Q ≥ 2 × Défense"; settled: "a figurant `terrassé` at once has `boxes_left` 0"
    a = fight([START, attack("capitaine", 6)], "capitaine")
    assert (a["boxes_left"], a["states"]) == (0, ["terrassé"])
    # break with two boxes left is still only terrassé
    assert fight([START, attack("capitaine", 6, **{"break": True})], "capitaine")["states"] == ["terrassé"]


def test_encaisser_figurant_brise_with_break_when_it_had_one_box_left():
    # §8: "(`brisé` with `break` when it had one box left)"
    a = fight([START, attack("guetteur", 4, **{"break": True})], "guetteur")
    assert (a["boxes_left"], a["states"]) == (0, ["brisé"])
    a = fight([START, attack("capitaine", 3), attack("capitaine", 6, **{"break": True})], "capitaine")
    assert a["states"] == ["brisé"]


def test_encaisser_figurant_reserve_dice_remove_two_qualities_each():
    # §8: "a `figurant` first loses 2 qualities per Réserve die the Meneur spends (`reserve_spent`)";
    # settled: "With `reserve_spent` bringing Q below Défense, the figurant loses 1 Défense"
    ev = [START, {"do": "reserve", "owner": "brigands", "add": 3}, attack("capitaine", 5, reserve_spent=2)]
    a = fight(ev, "capitaine")
    assert (a["defense"], a["boxes_left"], a["reserves"]["brigands"]) == (2, 2, 1)
    # settled: "both 2 × Défense tests use Q after `reserve_spent`": 7 - 2 = 5 < 6, one box only
    a = fight([START, {"do": "reserve", "owner": "brigands", "add": 1}, attack("capitaine", 7, reserve_spent=1)],
              "capitaine")
    assert (a["defense"], a["boxes_left"], a["states"]) == (3, 1, [])
    refused([START, attack("capitaine", 7, reserve_spent=1)], match="Réserve")


def test_an_attack_on_a_creature_out_of_the_fight_is_refused():
    refused([START, attack("guetteur", 4), attack("guetteur", 4)], match="out of the fight")


def test_a_creature_out_of_the_fight_cannot_act():
    refused([START, attack("aline", 9, tenacity="failed"), act("aline", "move")], match="out of the fight")


def test_pass_ends_when_the_last_one_with_actions_is_taken_out():
    # §8: "When no one has actions left the Pass ends"
    ev = [START, act("aline", "attack", "move"), act("capitaine", "attack", "move"), act("bruno", "talk", "move"),
          attack("guetteur", 4)]
    a = fight(ev)
    assert a["round"] == 2 and a["may_act"] == ["aline", "bruno"]


# ---- Menace ---------------------------------------------------------------------------------------

def test_menace_default_3_and_given_at_the_start():
    # §8: "`menace` at the start: `"menace": {side: N}` (1 to 5, default 3)"
    assert fight([START])["menace"] == {"brigands": 3}
    assert fight([{**START, "menace": {"brigands": 5}}])["menace"] == {"brigands": 5}
    refused([{**START, "menace": {"brigands": 6}}], match="1 to 5")
    refused([{**START, "menace": {"heroes": 2}}], match="not a side of the Meneur")


def test_menace_minus_one_for_each_figurant_out_never_below_zero():
    # §8: "Menace: −1 each time a `figurant` of that side is out of the fight ... never below 0"
    assert fight([START, attack("guetteur", 4)])["menace"] == {"brigands": 2}
    ev = [{**START, "menace": {"brigands": 1}}, attack("guetteur", 4), attack("capitaine", 6)]
    assert fight(ev)["menace"] == {"brigands": 0}


def test_menace_minus_one_once_when_half_the_minors_rounded_up_are_out():
    # §8: "and −1 once when half (rounded up) of its minors are out"
    assert fight([START, attack("m1", 2)], cast=MOB)["menace"] == {"brigands": 3}
    assert fight([START, attack("m1", 2), attack("m3", 2)], cast=MOB)["menace"] == {"brigands": 2}
    assert fight([START, attack("m1", 2), attack("m3", 2), attack("m2", 2)], cast=MOB)["menace"] == {"brigands": 2}


# ---- the defense query ------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "value"), [
    # « Son score de Vigilance +3 si le personnage a un Aspect adapté à la situation +3 si le personnage
    # est correctement équipé »
    ({"vigilance": 5, "aspect": True, "equipped": True}, 11),
    ({"vigilance": 7}, 7),
    ({"vigilance": 7, "unfavourable": True}, 4),
    ({"vigilance": 7, "surprised": True}, 4),
    ({"vigilance": 7, "unfavourable": True, "surprised": True}, 4),  # one −3, not two
    ({"vigilance": 9, "aspect": True, "equipped": True}, 12),  # at most 12
    ({"vigilance": 9, "aspect": True, "equipped": True, "weapon_bearer": True}, 15),
    ({"vigilance": 10, "aspect": True, "equipped": True, "weapon_bearer": True}, 15),
    # settled: "The Défense caps (12, 15) apply after the −3"
    ({"vigilance": 10, "aspect": True, "equipped": True, "unfavourable": True}, 12),
    ({"vigilance": 1, "surprised": True}, 0),  # never below 0
    # figurants: 0 / 3 / 6 / 9 + 3 (equipped) − 3 (unfavourable, or surprised)
    ({"aptitude": "mediocre"}, 0),
    ({"aptitude": "good", "equipped": True}, 6),
    ({"aptitude": "very-good"}, 6),
    ({"aptitude": "extremely-good", "equipped": True}, 12),
    ({"aptitude": "extremely-good", "surprised": True}, 6),
    ({"aptitude": "mediocre", "unfavourable": True}, 0),
])
def test_defense_query(args, value):
    enc = build("zones", grid={"width": 2, "height": 1})
    assert ask(enc, "defense", **args) == {"value": value}


@pytest.mark.parametrize("args", [{}, {"vigilance": 5, "aptitude": "good"}, {"aptitude": "legendary"},
                                  {"vigilance": -1}, {"vigilance": 5, "aspect": "yes"}])
def test_defense_query_bad_arguments(args):
    enc = build("zones", grid={"width": 2, "height": 1})
    with pytest.raises(RulesError):
        ask(enc, "defense", **args)


def test_events_before_the_start_are_refused():
    refused([act("aline", "move")], match="start")
    refused([START, START], match="already started")


def test_a_new_start_after_end_empties_the_reserves_and_sets_the_menace_afresh():
    # §8: Réserves "empty at the start"; "`menace` at the start ... (1 to 5, default 3)"
    ev = [{**START, "menace": {"brigands": 2}}, {"do": "reserve", "owner": "aline", "add": 4},
          attack("guetteur", 4), {"do": "end"}, START]
    a = fight(ev, "guetteur")
    assert a["reserves"] == {"aline": 0, "bruno": 0, "brigands": 0} and a["menace"] == {"brigands": 3}
    assert a["states"] == ["terrassé"] and a["round"] == 1


def test_the_zone_game_has_no_hit_points_even_for_a_creature_with_a_stamina():
    """Issue 14: "The narrative game played in zones has no squares and no hit points". A creature
    that kept a Stamina from a grid system (the demo's switch of rules) shows none in zones."""
    from helpers_plain import doc_encounter

    from rules.fight.log import FightLog

    enc = doc_encounter("zones", creatures=[{"id": "a", "side": "heroes", "at": [0, 0], "stamina": 20},
                                      {"id": "b", "side": "cult", "at": [1, 0], "stamina": 30}])
    log = FightLog(enc)
    st = log.state
    assert st.view("a").maximum is None and st.view("b").stamina is None
    assert st.players_view("a").get("maximum") is None
