"""What the players may know (rules.players), without Qt: the redacted encounter, the redacted
drag preview and "why". The players' scene drawing it is tested in tests/gui/test_player_filtering.py."""

import pytest
from helpers_plain import columns, secret_encounter

from geometry import Cell
from rules.players import PlayerEncounter, clip_walls, redact_preview, redact_sight, revealed_region, row_runs
from rules.preview import Preview, sight_info


@pytest.fixture
def enc():
    return secret_encounter()


def test_hidden_creatures_hidden_terrain_and_notes_are_absent():
    enc = secret_encounter()
    pe = PlayerEncounter(enc)
    assert {c.id for c in pe.creatures} == {"hero", "goblin", "ogre"}
    assert not pe.has_creature("assassin")
    assert all(c.notes == "" for c in pe.creatures)
    assert Cell(5, 5) not in pe.board.terrain and Cell(2, 2) in pe.board.terrain  # the trap is secret
    pe.detach()


def test_fog_hides_what_lies_wholly_in_it_and_cuts_walls():
    enc = secret_encounter()
    pe = PlayerEncounter(enc)
    removed, added = [], []
    pe.creature_removed.connect(removed.append)
    pe.creature_added.connect(added.append)
    enc.set_fog(columns(9, 12))
    assert not pe.has_creature("ogre") and removed == ["ogre"]  # the 2x2 ogre at (10, 4) is in the fog
    assert Cell(10, 5) not in pe.board.terrain
    assert [w.points for w in pe.board.walls] == [((8, 0), (8, 8))]
    enc.move_creature("ogre", Cell(7, 4))  # walks out of the fog
    assert pe.has_creature("ogre") and added == ["ogre"]
    enc.set_fog(frozenset(Cell(x, y) for x in range(12) for y in range(4, 8)))  # the south half
    assert ((8.0, 0.0), (8.0, 4.0)) in [w.points for w in pe.board.walls]
    pe.detach()


def test_row_runs_and_revealed_region():
    fog = {Cell(1, 0), Cell(2, 0), Cell(4, 0), Cell(0, 1)}
    assert sorted(row_runs(fog)) == [(0, 1, 3), (0, 4, 5), (1, 0, 1)]
    region = revealed_region(5, 2, frozenset(fog))
    assert region.area == 10 - 4
    enc = secret_encounter()
    assert clip_walls(enc.board.walls, revealed_region(12, 8, columns(9, 12))) == (enc.board.walls[0],)


def test_drag_preview_redaction(enc):
    pe = PlayerEncounter(enc)
    p = Preview("assassin", Cell(3, 6), Cell(4, 6), 1, "move", True, cells=(Cell(4, 6),), costs=(1.0,), cost=1,
                speed=6)
    assert redact_preview(p, pe) is None  # a secret mover shows nothing at all
    p = Preview("hero", Cell(1, 1), Cell(3, 6), 1, "move", False, reason="occupied by assassin",
                blockers=("assassin",), speed=5)
    r = redact_preview(p, pe)
    assert "assassin" not in r.reason and r.blockers == ()
    p = Preview("hero", Cell(1, 1), Cell(2, 1), 1, "move", True, cells=(Cell(2, 1),), costs=(1.0,), cost=1,
                speed=5, attackers=("assassin", "goblin"))
    assert redact_preview(p, pe).attackers == ("goblin",)
    pe.detach()


def test_redacted_model_has_no_director_notes(enc):
    enc.notes = "The key is under the altar"
    pe = PlayerEncounter(enc)
    assert pe.notes == ""
    pe.detach()


def test_sight_about_a_secret_creature_is_refused():
    enc = secret_encounter()
    pe = PlayerEncounter(enc)
    assert redact_sight(sight_info(enc, "assassin", "hero"), pe) is None
    assert redact_sight(sight_info(enc, "hero", "goblin"), pe) is not None
    pe.detach()


def test_a_hazards_damage_text_is_the_directors_note():
    """Issue 15 item 3: the Director's preview names the damage of a hazard or trap; like notes,
    that text never reaches the players' side (a visible hazard stays, without its damage)."""
    import dataclasses

    from geometry import TerrainCell, TerrainKind

    enc = secret_encounter()
    terrain = dict(enc.board.terrain)
    terrain[Cell(3, 3)] = TerrainCell(TerrainKind.HAZARDOUS, damage="2d6 fire")
    terrain[Cell(5, 5)] = dataclasses.replace(terrain[Cell(5, 5)], damage="3 poison")  # the hidden trap
    enc.set_terrain(terrain)
    pe = PlayerEncounter(enc)
    assert pe.board.terrain[Cell(3, 3)] == TerrainCell(TerrainKind.HAZARDOUS)
    assert Cell(5, 5) not in pe.board.terrain
    assert all(t.damage == "" for t in pe.board.terrain.values())
    pe.detach()
