"""What the zone fight panel and the players' screen read (ZoneFight.panel), recorded one event at a
time on the encounter's fight log, as the window will: one undo step per event."""

from __future__ import annotations

import pytest
from rules_helpers import build

from rules.encounter_file import load_encounter, save_encounter
from rules.errors import RulesError
from rules.fight.zones import BRISE, MENEUR, PLAYERS, TERRASSE, Hit, ZoneFight


def encounter():
    cast = [{"id": "aline", "side": "heroes", "at": [0, 0], "defense": 6},
            {"id": "m1", "side": "brigands", "at": [1, 0], "role": "minor", "defense": 2},
            {"id": "m2", "side": "brigands", "at": [2, 0], "role": "minor", "defense": 2},
            {"id": "chef", "side": "brigands", "at": [3, 0], "defense": 4, "monitor": 3}]
    return build("zones", grid={"width": 6, "height": 1}, creatures=cast)


def actor(panel, aid):
    return next(a for a in panel.actors if a.id == aid)


def fighter(panel, cid):
    return next(f for f in panel.fighters if f.id == cid)


def test_the_panel_mid_pass_whose_initiative_actions_left_and_types_used():
    # §8: "it alternates between the players' side and the Meneur's side within the Pass"; the panel shows
    # "whose initiative it is, each combatant's actions left and types used this Pass" (issue 14)
    enc = encounter()
    log = enc.fight
    log.record({"do": "start", "first": "meneur", "menace": {"brigands": 4}})
    log.record({"do": "reserve", "owner": "brigands", "add": 2})
    log.record({"do": "act", "minors": "brigands", "actions": ["attack", "move", "talk"]})
    st = log.state
    assert isinstance(st, ZoneFight)
    p = st.panel()
    assert (p.started, p.pass_number, p.initiative) == (True, 1, PLAYERS)
    minors = actor(p, "minors:brigands")
    assert minors.members == ("m1", "m2") and minors.types_used == ("attack", "move", "talk")
    assert (minors.actions_left, minors.may_act, minors.may_buy) == (0, False, False)
    assert actor(p, "aline").may_act and actor(p, "aline").actions_left == 2
    assert dict(p.reserves) == {"aline": 0, "brigands": 2} and dict(p.menace) == {"brigands": 4}
    assert fighter(p, "chef").monitor == 3 and fighter(p, "aline").monitor is None


def test_the_panel_says_when_the_meneur_may_buy_minor_actions():
    # settled: "extra minor actions may be bought only while the Meneur holds the initiative, and only while the
    # minors still in the fight outnumber the characters still in it"
    enc = encounter()
    enc.fight.record({"do": "start", "first": "meneur"})
    p = enc.fight.state.panel()
    assert p.initiative == MENEUR and actor(p, "minors:brigands").may_buy
    enc.fight.record({"do": "attack", "target": "m1", "success": True, "qualities": 2})
    p = enc.fight.state.panel()  # one minor left against one character: no longer outnumbered
    assert not actor(p, "minors:brigands").may_buy and actor(p, "minors:brigands").in_fight


def test_the_panel_keeps_the_last_hit_and_its_why():
    # §8: "a `figurant` ... ticks a box, and is `terrassé` when the last box is ticked, or at once when
    # Q ≥ 2 × Défense (`brisé` with `break` when it had one box left)"
    enc = encounter()
    enc.fight.record({"do": "start", "first": "players"})
    enc.fight.record({"do": "attack", "target": "chef", "success": True, "qualities": 5})
    p = enc.fight.state.panel()
    assert p.last_hit == Hit("chef", "box", 5) and fighter(p, "chef").boxes_left == 2
    enc.fight.record({"do": "attack", "target": "m2", "success": True, "qualities": 4, "break": True})
    p = enc.fight.state.panel()
    assert p.last_hit == Hit("m2", BRISE, 4) and fighter(p, "m2").out == BRISE
    enc.fight.record({"do": "attack", "target": "chef", "success": True, "qualities": 9})
    assert fighter(enc.fight.state.panel(), "chef").out == TERRASSE


def test_each_event_is_one_undo_step_and_a_refused_one_changes_nothing():
    enc = encounter()
    log = enc.fight
    log.record({"do": "start", "first": "players"})
    log.record({"do": "act", "creature": "aline", "actions": ["attack"]})
    assert log.state.initiative == MENEUR
    with pytest.raises(RulesError, match="initiative"):
        log.record({"do": "act", "creature": "aline", "actions": ["move"]})
    assert len(log) == 2 and log.state.types_used("aline") == ("attack",)
    log.undo_last()
    assert log.state.initiative == PLAYERS and log.state.types_used("aline") == ()


def test_ending_the_fight_clears_the_pass_marks():
    # issue 13: "Ending the fight clears turn marks"
    enc = encounter()
    log = enc.fight
    log.record({"do": "start", "first": "players"})
    log.record({"do": "act", "creature": "aline", "actions": ["attack"]})
    log.end_fight()
    p = log.state.panel()
    assert not p.started and p.initiative is None
    assert all(a.types_used == () and not a.may_act for a in p.actors)
    assert log.state.answer()["acted"] == []


def test_a_terrasse_creature_shows_its_state_to_the_rules():
    # §8: "States: `terrassé`, `brisé`, and `trauma:N`" — the rules see them as the creature's states
    enc = encounter()
    enc.fight.record({"do": "start", "first": "players"})
    enc.fight.record({"do": "attack", "target": "aline", "success": True, "qualities": 7, "tenacity": "failed"})
    assert {"terrassé", "trauma:1"} <= set(enc.fight.state.effective_conditions("aline"))


def zoned():
    # four rooms of 3x2 squares in a row: cour | salle | tour | cave ; the salle-tour door is walled up
    zones = [{"id": zid, "polygon": [[3 * i, 0], [3 * i + 3, 0], [3 * i + 3, 2], [3 * i, 2]]}
             for i, zid in enumerate(["cour", "salle", "tour", "cave"])]
    cast = [{"id": "aline", "side": "heroes", "at": [0, 0]}, {"id": "bruno", "side": "heroes", "at": [4, 0]},
            {"id": "m1", "side": "brigands", "at": [1, 1], "role": "minor"},
            {"id": "m2", "side": "brigands", "at": [2, 1], "role": "minor"},
            {"id": "m3", "side": "brigands", "at": [0, 1], "role": "minor"}]
    return build("zones", grid={"width": 12, "height": 3}, zones=zones, zone_cuts=[["salle", "tour"]],
                 creatures=cast)


def test_moving_to_another_zone_is_the_move_action():
    # issue 14: "Moving a token to another zone is the "move" action and is counted"
    enc = zoned()
    enc.fight.record({"do": "start", "first": "players"})
    mv = enc.fight.state.zone_move("aline", [4, 1])
    assert (mv.legal, mv.from_zone, mv.to_zone) == (True, "cour", "salle")
    assert mv.event_dict() == {"do": "act", "creature": "aline", "actions": ["move"]}
    enc.fight.record(mv.event_dict())
    assert enc.fight.state.types_used("aline") == ("move",)
    same = enc.fight.state.zone_move("bruno", [5, 1])  # within its zone: nothing to count
    assert same.legal and same.event is None


def test_a_move_the_zone_graph_refuses_says_why():
    # issue 14: "a move the zone graph refuses (cut, no link) says why"
    enc = zoned()
    enc.fight.record({"do": "start", "first": "players"})
    st = enc.fight.state
    cut = st.zone_move("bruno", [6, 0])
    assert (cut.legal, cut.reason) == (False, "cut") and "cut" in cut.message
    far = st.zone_move("aline", [10, 0])
    assert (far.legal, far.reason) == (False, "not-neighbours") and "no way leads there" in far.message
    out = st.zone_move("aline", [0, 2])
    assert (out.legal, out.reason) == (False, "outside-zones")


def test_a_move_out_of_turn_or_twice_says_why():
    # §8: "each type once a Pass"; "After an `act` the initiative passes to the other side"
    enc = zoned()
    enc.fight.record({"do": "start", "first": "meneur"})
    st = enc.fight.state
    assert st.zone_move("aline", [4, 1]).reason == "not-initiative"
    mv = st.zone_move("m1", [4, 1])  # a minor moves as its side's minors
    assert mv.event_dict() == {"do": "act", "minors": "brigands", "actions": ["move"]}
    enc.fight.record(mv.event_dict())
    enc.fight.record({"do": "act", "creature": "aline", "actions": ["attack"]})
    assert enc.fight.state.zone_move("m2", [4, 1]).reason == "type-used"


def test_outside_a_fight_tokens_move_freely():
    enc = zoned()
    mv = enc.fight.state.zone_move("aline", [10, 0])
    assert mv.legal and mv.event is None


def test_refusal_codes_before_recording_an_act():
    # settled: extra minor actions "only while the minors still in the fight outnumber the characters still in
    # it; asking for more paid actions than the Réserve holds is an error"
    enc = zoned()
    enc.fight.record({"do": "start", "first": "meneur"})
    st = enc.fight.state
    assert st.refusal("minors:brigands", ["attack", "move", "talk"]).code == "reserve-short"
    assert st.refusal("minors:brigands", ["attack", "move"]) is None
    assert st.refusal("aline", ["talk"]).code == "not-initiative"
    assert st.paid_actions("m2", ["attack", "move", "talk"]) == 1


def test_a_zone_fight_mid_pass_survives_save_and_reopen(tmp_path):
    # issue 14: "Everything is one undo step per recorded event, saved in the `.damier` file"
    enc = encounter()
    for ev in ({"do": "start", "first": "meneur", "menace": {"brigands": 4}},
               {"do": "reserve", "owner": "brigands", "add": 3},
               {"do": "act", "minors": "brigands", "actions": ["attack", "move", "talk"]},
               {"do": "react", "creature": "aline"},
               {"do": "attack", "target": "chef", "success": True, "qualities": 4}):
        enc.fight.record(ev)
    path = tmp_path / "zones.damier"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert back.creature("chef").fight.monitor == 3 and back.creature("m1").fight.role == "minor"
    assert back.fight.state.panel() == enc.fight.state.panel()
    assert back.fight.state.answer("aline")["tension"] == 1
