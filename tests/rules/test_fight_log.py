"""The fight as events on the encounter document: one event = one undo step, saved in the `.damier`
file with the creatures' fight keys, validated on load (issue 13: « as events on the encounter document
so that every change is one undo step and is saved in the `.damier` file »)."""

import json
import zipfile

import pytest
from rules_helpers import build, hero

from geometry import Cell
from rules.autosave import Session
from rules.encounter_file import EncounterFileError, load_encounter, save_encounter
from rules.errors import RulesError


def encounter():
    return build("draw-steel", grid={"width": 12, "height": 4}, players="heroes", creatures=[
        hero("talent", (0, 0), stamina=20, recoveries=2),
        hero("ogre", (3, 0), side="goblins", stamina=40, weakness={"fire": 3}, immunity={"all": 1},
             group="brutes")])


def test_each_event_is_one_step_and_emits_fight_changed():
    enc = encounter()
    seen = []
    enc.fight_changed.connect(lambda: seen.append(len(enc.fight)))
    enc.fight.record({"do": "start", "d10": 4, "first": "director"})
    enc.fight.record({"do": "damage", "target": "ogre", "amount": 10, "type": "fire"})
    assert enc.fight.state.answer("ogre")["stamina"] == 28
    assert seen == [1, 2]
    assert enc.fight.undo_last() == {"do": "damage", "target": "ogre", "amount": 10, "type": "fire"}
    assert enc.fight.state.answer("ogre")["stamina"] == 40 and seen == [1, 2, 1]
    enc.fight.truncate(0)
    assert len(enc.fight) == 0 and not enc.fight.running


def test_a_forbidden_event_is_refused_and_changes_nothing():
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "director"})
    with pytest.raises(RulesError, match="pick"):
        enc.fight.record({"do": "turn", "creature": "talent"})
    assert len(enc.fight) == 1 and enc.fight.state.may_act() == ["ogre"]


def test_ending_the_fight_clears_turn_marks_and_temporary_stamina_keeps_the_rest():
    # « Ending the fight clears turn marks and temporary Stamina, and keeps the encounter on the map. »
    enc = encounter()
    for ev in ({"do": "start", "d10": 4, "first": "heroes"}, {"do": "turn", "creature": "talent"},
               {"do": "temporary", "target": "talent", "amount": 5},
               {"do": "damage", "target": "talent", "amount": 8}, {"do": "end_turn"}):
        enc.fight.record(ev)
    enc.fight.end_fight()
    a = enc.fight.state.answer("talent")
    assert (a["acted"], a["temporary"], a["stamina"]) == ([], 0, 17)
    assert not enc.fight.running and enc.has_creature("talent")


def test_the_fight_and_fight_keys_survive_save_and_reopen(tmp_path):
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    enc.fight.record({"do": "damage", "target": "talent", "amount": 3})
    enc.fight.record({"do": "condition", "target": "ogre", "add": "slowed", "until": "end_of_round"})
    path = tmp_path / "f.damier"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert back.fight.events == enc.fight.events
    assert back.creature("ogre").fight == enc.creature("ogre").fight
    assert back.creature("talent").fight.recoveries == 2
    assert back.fight.state.answer("talent") == enc.fight.state.answer("talent")
    assert back.fight.state.answer("ogre")["durations"] == {"slowed": "end_of_round"}
    doc = json.loads(zipfile.ZipFile(path).read("encounter.json"))
    assert doc["creatures"][1]["weakness"] == {"fire": 3} and doc["fight"]["events"][0]["do"] == "start"


def test_the_fight_survives_autosave_recovery(tmp_path):
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    enc.fight.record({"do": "turn", "creature": "talent"})
    session = Session(tmp_path)
    try:
        back = load_encounter(session.autosave(enc))
    finally:
        session.end()
    assert back.fight.state.answer() == {"round": 1, "acting": ["talent"], "acted": ["talent"], "may_act": []}


def test_a_bad_event_in_a_file_names_its_place(tmp_path):
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    path = tmp_path / "f.damier"
    save_encounter(enc, path)
    z = zipfile.ZipFile(path)
    doc = json.loads(z.read("encounter.json"))
    doc["fight"]["events"].append({"do": "turn", "creature": "ogre"})
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(EncounterFileError, match=r"fight\.events\[1\]\.creature: it is not ogre's side's pick"):
        load_encounter(bad)
    doc["fight"]["events"][1] = {"do": "jump"}
    bad.write_text(json.dumps(doc))
    with pytest.raises(EncounterFileError, match=r"fight\.events\[1\]\.do: 'jump' is not a fight event"):
        load_encounter(bad)


def test_bad_fight_keys_name_their_place(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 3, "height": 3},
                               "creatures": [{"id": "a", "side": "heroes", "at": [0, 0], "stamina": "lots"}]}))
    with pytest.raises(EncounterFileError, match=r"creatures\[0\]\.stamina: 'lots' is not a whole number"):
        load_encounter(bad)


def test_removing_a_creature_skips_its_events_instead_of_breaking_the_fight():
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    enc.fight.record({"do": "damage", "target": "ogre", "amount": 5})
    enc.remove_creature("ogre")
    assert enc.fight.state.answer()["may_act"] == ["talent"] and enc.fight.skipped == (1,)


def test_the_players_screen_sees_the_heroes_stamina_and_only_winded_of_the_others():
    # « Vous pouvez savoir quand d'autres créatures sont essoufflées »; in other systems nothing.
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    enc.fight.record({"do": "damage", "target": "ogre", "amount": 5})
    st = enc.fight.state
    assert st.players_view("ogre") == {}
    assert st.players_view("talent") == {"stamina": 20, "maximum": 20, "temporary": 0, "states": []}
    enc.fight.record({"do": "damage", "target": "ogre", "amount": 20})
    assert enc.fight.state.players_view("ogre") == {"states": ["winded"]}
    assert enc.fight.state.picking == "players"


def test_a_new_fight_after_the_end_keeps_stamina_and_restarts_turns():
    enc = encounter()
    for ev in ({"do": "start", "d10": 4, "first": "heroes"}, {"do": "damage", "target": "talent", "amount": 4},
               {"do": "turn", "creature": "talent"}, {"do": "end_turn"}, {"do": "end"},
               {"do": "start", "d10": 9, "first": "heroes"}):
        enc.fight.record(ev)
    a = enc.fight.state.answer("talent")
    assert (a["round"], a["acted"], a["may_act"], a["stamina"]) == (1, [], ["talent"], 16)


def test_moving_a_token_keeps_the_replayed_state_changing_its_conditions_does_not():
    enc = encounter()
    enc.fight.record({"do": "start", "d10": 4, "first": "heroes"})
    state = enc.fight.state
    enc.move_creature("talent", Cell(5, 2))
    assert enc.fight.state is state
    enc.replace_creature(enc.creature("talent").changed(conditions=frozenset({"prone"})))
    assert enc.fight.state is not state and "prone" in enc.fight.state.states("talent")


def test_every_fight_key_round_trips_through_the_document():
    # §8 table: stamina, recoveries, immunity, weakness, resistance, vulnerability, group, role, defense, monitor.
    from rules.document import encounter_to_doc, parse_encounter

    keys = {"stamina": 12, "recoveries": 3, "immunity": {"fire": "all", "cold": 2}, "weakness": {"all": 1},
            "resistance": ["fire", "acid"], "vulnerability": ["cold"], "group": "g", "role": "minor",
            "defense": 4, "monitor": 3}
    enc = build("zones", grid={"width": 4, "height": 4}, players="party",
                creatures=[hero("a", (0, 0), side="party", **keys)])
    doc = encounter_to_doc(enc)
    entry = doc["creatures"][0]
    assert {k: entry[k] for k in keys} == {**keys, "resistance": ["acid", "fire"]}
    assert doc["players"] == "party"
    back = parse_encounter(doc)
    assert back.creature("a").fight == enc.creature("a").fight and back.fight.players == "party"


@pytest.mark.parametrize("key,value,msg", [
    ("stamina", 0, r"creatures\[0\]\.stamina: 0 is less than 1"),
    ("monitor", 5, r"creatures\[0\]\.monitor: 5 is more than 4 boxes"),
    ("role", "boss", r"creatures\[0\]\.role: 'boss' is not a role"),
    ("weakness", {"fire": "all"}, r"creatures\[0\]\.weakness\.fire: 'all' is not a whole number"),
    ("resistance", "fire", r"creatures\[0\]\.resistance: 'fire' is not a list of damage types"),
])
def test_bad_fight_keys_in_a_scenario(key, value, msg):
    from rules.errors import ScenarioError

    with pytest.raises(ScenarioError, match=msg):
        build("draw-steel", grid={"width": 4, "height": 4}, creatures=[hero("a", (0, 0), **{key: value})])
