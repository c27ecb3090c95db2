"""The one-pass tables (what the Director's window asks when a token is selected) must give, pair by
pair, the answers of the single queries: "Ligne d'effet" and "Abri" in each system."""

import random

import pytest

from geometry import Board, Cell, Grid, Material, TerrainCell, TerrainKind, Wall
from geometry.sight import PointTable
from rules import combat
from rules.creature import Creature
from rules.encounter import Encounter

SIZES = {"draw-steel": ["1M", "2", "3"], "pf2e": ["medium", "large", "huge"], "dnd5e": ["medium", "large", "huge"]}


def _encounter(ruleset, seed):
    rnd = random.Random(seed)
    walls = []
    for _ in range(40):
        x, y = rnd.uniform(0, 30), rnd.uniform(0, 30)
        walls.append(Wall(((x, y), (x + rnd.uniform(-3, 3), y + rnd.uniform(-3, 3)))))
    walls.append(Wall(((10, 0), (10, 12))))  # on a grid line
    terrain = {Cell(rnd.randrange(30), rnd.randrange(30)): TerrainCell(TerrainKind.OBJECT, Material.WOOD)
               for _ in range(40)}
    creatures = []
    for i in range(12):
        size = rnd.choice(SIZES[ruleset])
        creatures.append(Creature(f"c{i}", "a" if i % 2 else "b", Cell(rnd.randrange(27), rnd.randrange(27)),
                                  size, conditions=frozenset({"taking-cover"}) if i == 3 else frozenset()))
    return Encounter(Board(Grid(30, 30), tuple(walls), terrain), ruleset, None, creatures)


@pytest.mark.parametrize("ruleset", ["draw-steel", "pf2e", "dnd5e"])
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("fans", [False, True], ids=["cast", "fans"])
def test_tables_agree_with_single_queries(ruleset, seed, fans, monkeypatch):
    if fans:  # as on a large map, where the fans settle most lines before the exact cast
        monkeypatch.setattr(PointTable, "FANS_FROM", 0)
        monkeypatch.setattr(PointTable, "LINES_PER_POINT", 0)
    else:
        monkeypatch.setattr(PointTable, "FANS_FROM", 10**9)
    table_enc, single_enc = _encounter(ruleset, seed), _encounter(ruleset, seed)
    covers = combat.cover_table(table_enc)
    sights = combat.sight_table(table_enc)
    values = set()
    for a in single_enc.creatures:
        for t in single_enc.creatures:
            if a.id == t.id:
                continue
            assert sights[(a.id, t.id)].value == combat.sight(single_enc, a, t).value, (a.id, t.id)
            expected = combat.cover(single_enc, a, t)
            assert covers[(a.id, t.id)].value == expected.value, (a.id, t.id)
            values.add(expected.value)
    assert len(values) >= 2  # the maps are varied enough to exercise more than one answer


@pytest.mark.parametrize("ruleset", ["draw-steel", "pf2e", "dnd5e"])
def test_one_attacker_against_the_rest_is_the_table_row(ruleset):
    """What a selected token needs: its row of the full table ("Ligne d'effet", "Abri")."""
    enc = _encounter(ruleset, 2)
    full = combat.cover_table(enc)
    for attacker in enc.creatures[:3]:
        row = combat.cover_table(_encounter(ruleset, 2), attackers=[attacker.id])
        assert set(row) == {(attacker.id, t.id) for t in enc.creatures if t.id != attacker.id}
        assert {k: v.value for k, v in row.items()} == {k: full[k].value for k in row}
        sights = combat.sight_table(_encounter(ruleset, 2), attackers=[attacker.id])
        assert {k for k in sights if k[0] == attacker.id} == set(row)
