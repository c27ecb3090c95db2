"""The bundled demo can run a fight at once in every system it plays (scenario format §8 keys)."""

import pytest

from rules.encounter_file import demo_path, load_encounter
from rules.fight.zones import defense_value


@pytest.fixture
def demo():
    return load_encounter(demo_path())


@pytest.mark.parametrize("ruleset", ["draw-steel", "dnd5e", "douaratil", "pf2e"])
def test_every_creature_of_the_demo_has_a_maximum(demo, ruleset):
    """§8: `stamina` — "Draw Steel: maximum Stamina (Vigueur); dnd5e, douaratil, pf2e: maximum hit
    points". With none the fight tracks nothing for the creature."""
    demo.set_ruleset(ruleset)
    demo.fight.record({"do": "start", "d10": 7, "first": "heroes"} if ruleset == "draw-steel" else
                      {"do": "start", "initiative": {c.id: 10 for c in demo.creatures}})
    for c in demo.creatures:
        assert c.fight.stamina and c.fight.stamina > 0, c.id
        assert demo.fight.state.view(c.id).maximum == c.fight.stamina
    heroes = [c for c in demo.creatures if c.side == "heroes"]
    assert all(c.fight.recoveries > 0 for c in heroes)  # §8: `recoveries` "Draw Steel heroes"


def test_the_zones_demo_starts_with_defense_moniteurs_and_minors(demo):
    """§8 zones: `defense` "Défense at the start of the fight", `monitor` "boxes of a figurant's
    Moniteur (1 to 4)", `role` `minor`; the characters' Défense is what a `defense` query answers
    ("characters Vigilance + 3 (aspect) + 3 (equipped)")."""
    demo.set_ruleset("zones")
    demo.fight.record({"do": "start", "first": "players"})
    panel = demo.fight.state.panel()
    fighters = {f.id: f for f in panel.fighters}
    assert fighters["tactician"].role == "character"
    assert fighters["tactician"].defense == defense_value(vigilance=7, equipped=True) == 10
    assert all(f.defense > 0 for f in fighters.values())
    figurants = [f for f in fighters.values() if f.role == "figurant"]
    assert len(figurants) >= 3 and all(2 <= f.monitor <= 3 and f.boxes_left == f.monitor for f in figurants)
    minors = [demo.creature(f.id) for f in fighters.values() if f.role == "minor"]
    assert len(minors) >= 2 and {c.fight.group for c in minors} == {"acolytes"}
    # the minors act together (one combatant for the side), beside the characters and figurants
    assert any(a.id == "minors:director" and set(a.members) == {c.id for c in minors} for a in panel.actors)
