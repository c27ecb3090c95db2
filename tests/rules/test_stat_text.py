"""The fight keys as typed in the properties panel (scenario format §8 table), without Qt."""

import pytest

from rules import limits
from rules.creature import NO_STATS, FightStats
from rules.errors import ScenarioError
from rules.fight.stat_text import (
    StatTextError,
    amounts_text,
    checked,
    fields_for,
    parse_amounts,
    parse_group,
    parse_types,
    types_text,
)

FRENCH = {"feu": "fire", "froid": "cold"}.get


def test_each_system_shows_the_keys_its_rules_read():
    """§8 table: `stamina` "Draw Steel: maximum Stamina; dnd5e, douaratil, pf2e: maximum hit points";
    `recoveries` "Draw Steel heroes"; `immunity`, `weakness` "Draw Steel"; `resistance`,
    `vulnerability` "dnd5e, douaratil"; `role`, `defense`, `monitor` "zones"."""
    assert fields_for("draw-steel") == ("stamina", "recoveries", "immunity", "weakness", "group")
    assert fields_for("dnd5e") == fields_for("douaratil") == ("stamina", "resistance", "vulnerability", "group")
    assert fields_for("pf2e") == ("stamina",)
    assert fields_for("zones") == ("role", "defense", "monitor", "group")
    assert fields_for("chess") == ()


def test_immunity_and_weakness_read_as_type_amount_pairs():
    """§8: `immunity`, `weakness` — Draw Steel: `{"fire": 5, "all": 2}`; a value may be `"all"`."""
    assert parse_amounts("fire 5, poison 3") == (("fire", 5), ("poison", 3))
    assert parse_amounts("Fire 5; all 2") == (("all", 2), ("fire", 5))
    assert parse_amounts("5 fire") == (("fire", 5),)
    assert parse_amounts("fire: 5") == (("fire", 5),)
    assert parse_amounts("poison all", all_amount=True) == (("poison", "all"),)
    assert parse_amounts("tout poison", all_amount=True) == (("poison", "all"),)
    assert parse_amounts("feu 5, froid 2", type_id=lambda w: FRENCH(w, w)) == (("cold", 2), ("fire", 5))
    assert parse_amounts("tout 2") == (("all", 2),)  # the French word for an "all" type
    assert parse_amounts("  ,  ") == ()


@pytest.mark.parametrize("text,reason", [
    ("fire", "amount"),
    ("fire five", "amount"),
    ("fire 5 3", "amount"),
    ("5 6", "word"),
    ("fire -2", "amount"),
    ("fire 2.5", "amount"),
    ("fire 5, fire 3", "twice"),
    ("fire all", "all-amount"),  # only an immunity's value may be "all" (weakness: a whole number)
    (f"fire {limits.MAX_STAT + 1}", "too-large"),
    ("fire " + "9" * 400, "too-large"),
])
def test_bad_amounts_are_refused_with_a_reason_and_the_piece(text, reason):
    with pytest.raises(StatTextError) as e:
        parse_amounts(text)
    assert e.value.reason == reason
    assert e.value.piece and e.value.piece in text


def test_resistance_and_vulnerability_read_as_damage_types():
    """§8: `resistance`, `vulnerability` — dnd5e, douaratil: damage types (a list)."""
    assert parse_types("fire, cold") == frozenset({"fire", "cold"})
    assert parse_types("feu; Froid", type_id=lambda w: FRENCH(w, w)) == frozenset({"fire", "cold"})
    assert parse_types("") == frozenset()
    with pytest.raises(StatTextError) as e:
        parse_types("fire 5")
    assert e.value.reason == "word" and e.value.piece == "fire 5"


def test_group_is_an_id_or_none():
    """§8: `group` — "a group id"; default none."""
    assert parse_group("  goblins ") == "goblins"
    assert parse_group("   ") is None
    with pytest.raises(StatTextError) as e:
        parse_group("g" * (limits.MAX_ID_LENGTH + 1))
    assert e.value.reason == "too-long"


def test_the_panel_writes_back_what_it_reads():
    pairs = parse_amounts("poison all, fire 5", all_amount=True)
    assert amounts_text(pairs) == "fire 5, poison all"
    assert parse_amounts(amounts_text(pairs), all_amount=True) == pairs
    assert amounts_text((("fire", 5),), {"fire": "feu"}.get) == "feu 5"
    assert types_text(frozenset({"fire", "cold"})) == "cold, fire"


def test_checked_stats_are_what_a_file_would_open():
    """§8 table: `monitor` "boxes of a figurant's Moniteur (1 to 4)"; `defense` "Défense at the start
    of the fight", which the `defense` query caps "at most 12 (15 for a weapon bearer)"."""
    good = FightStats(stamina=40, recoveries=8, immunity=(("fire", 5),), defense=7, monitor=3, role="figurant",
                      group="g")
    assert checked(good) == good
    assert checked(NO_STATS) == NO_STATS
    for bad, place, code, limit in ((FightStats(monitor=5), "monitor", "too-large", limits.MAX_MONITOR),
                                    (FightStats(monitor=0), "monitor", "too-small", limits.MIN_MONITOR),
                                    (FightStats(defense=limits.MAX_DEFENSE + 1), "defense", "too-large",
                                     limits.MAX_DEFENSE),
                                    (FightStats(stamina=0), "stamina", "too-small", 1),
                                    (FightStats(stamina=limits.MAX_STAT + 1), "stamina", "too-large",
                                     limits.MAX_STAT)):
        with pytest.raises(ScenarioError) as e:
            checked(bad)
        assert e.value.place == f"creature.{place}" and e.value.code == code
        assert e.value.code_args["limit"] == limit
