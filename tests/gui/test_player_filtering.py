"""Only what the players may see reaches the players' scene: checked on the scene's items and on
the redacted model they are built from, as the encounter changes."""

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem
from test_player_helpers import columns, secret_encounter

from geometry import Cell, TerrainCell, TerrainKind
from gui.map.scene import BattleScene
from gui.players.scene import PlayerScene
from rules.errors import RulesError
from rules.players import redact_sight
from rules.preview import sight_info


@pytest.fixture
def enc():
    return secret_encounter()


@pytest.fixture
def scenes(qtbot, enc):
    director = BattleScene(enc, "director")
    player = PlayerScene(enc)
    yield director, player
    player.detach()
    director.detach()


def all_text(scene) -> str:
    """Every string any item of the scene could show: labels, tooltips, texts."""
    out = []
    for it in scene.items():
        out.append(it.toolTip())
        for attr in ("label", "text"):
            v = getattr(it, attr, None)
            if isinstance(v, str):
                out.append(v)
        if isinstance(it, QGraphicsSimpleTextItem | QGraphicsTextItem):
            out.append(it.text() if hasattr(it, "text") else it.toPlainText())
    return "\n".join(out)


def terrain_cells(scene) -> set[tuple[int, int]]:
    return {(c.x, c.y) for c in scene.encounter.board.terrain}


def test_hidden_token_and_notes_never_reach_the_player_scene(scenes, enc):
    director, player = scenes
    assert {t.creature_id for t in director.token_items()} == {"hero", "goblin", "assassin", "ogre"}
    assert player.visible_creature_ids() == {"hero", "goblin", "ogre"}
    assert player.token_item("assassin") is None
    text = all_text(player)
    assert "Assassin" not in text and "has the key" not in text
    assert "has the key" in all_text(director)  # the Director's tooltip shows the notes
    # the redacted model itself has neither
    pe = player.encounter
    assert not pe.has_creature("assassin")
    assert pe.creature("goblin").notes == ""
    assert all(c.notes == "" for c in pe.creatures)
    with pytest.raises(RulesError):
        pe.creature("assassin")


def test_hidden_trap_never_reaches_the_player_scene(scenes, enc):
    director, player = scenes
    assert (5, 5) in terrain_cells(director)
    assert (5, 5) not in terrain_cells(player) and (2, 2) in terrain_cells(player)
    # the terrain item paints from the redacted board: its painted area avoids the trap
    layer = player._terrain
    assert not layer.boundingRect().contains(QPointF(5.5 * 64, 5.5 * 64)) or \
        all(not p.contains(QPointF(5.5 * 64, 5.5 * 64)) for p, _b, _pen in layer._paths)
    # a trap revealed by the Director appears; hidden again, it goes
    board = enc.board
    terrain = dict(board.terrain)
    terrain[Cell(5, 5)] = TerrainCell(TerrainKind.HAZARDOUS, hidden=False)
    enc.set_board(board.with_terrain(terrain))
    assert (5, 5) in terrain_cells(player)
    terrain[Cell(5, 5)] = TerrainCell(TerrainKind.HAZARDOUS, hidden=True)
    enc.set_board(enc.board.with_terrain(terrain))
    assert (5, 5) not in terrain_cells(player)


def test_tokens_appear_and_disappear_as_the_model_changes(scenes, enc):
    _director, player = scenes
    enc.replace_creature(enc.creature("assassin").changed(hidden=False))
    assert player.token_item("assassin") is not None
    enc.replace_creature(enc.creature("goblin").changed(hidden=True))
    assert player.token_item("goblin") is None
    from rules.creature import Creature

    enc.add_creature(Creature("spy", "monsters", Cell(0, 7), name="Spy", hidden=True))
    assert player.token_item("spy") is None
    enc.add_creature(Creature("guard", "monsters", Cell(0, 6), name="Guard"))
    assert player.token_item("guard") is not None
    enc.remove_creature("guard")
    assert player.token_item("guard") is None


def test_fogged_cells_hide_tokens_terrain_walls_and_zones(scenes, enc):
    director, player = scenes
    enc.set_fog(columns(9, 12))  # the strip east of the wall
    # the ogre (2x2 at 10,4) and the terrain at (10,5) are in the fog
    assert player.token_item("ogre") is None
    assert director.token_item("ogre") is not None
    assert (10, 5) not in terrain_cells(player)
    # the short wall at y=2 from x=10 to 11 lies in the fog: gone; the long wall at x=8 borders
    # revealed squares: kept
    walls = player.encounter.board.walls
    assert [w.points for w in walls] == [((8, 0), (8, 8))]
    assert len(player.wall_items()) == 1
    # walking out of the fog, the ogre appears; walking back in, it vanishes
    enc.move_creature("ogre", Cell(7, 4))  # (7..8, 4..5): x=8 is revealed
    assert player.token_item("ogre") is not None
    enc.move_creature("ogre", Cell(9, 4))
    assert player.token_item("ogre") is None
    # revealing brings everything back
    enc.set_fog(frozenset())
    assert player.token_item("ogre") is not None
    assert (10, 5) in terrain_cells(player)
    assert len(player.wall_items()) == 2


def test_partly_fogged_wall_is_cut_at_the_fog(enc, qtbot):
    player = PlayerScene(enc)
    enc.set_fog(frozenset(Cell(x, y) for x in range(12) for y in range(4, 8)))  # south half
    pts = [w.points for w in player.encounter.board.walls]
    assert ((8.0, 0.0), (8.0, 4.0)) in pts
    player.detach()


def test_a_token_partly_in_fog_shows(enc, qtbot):
    player = PlayerScene(enc)
    enc.set_fog(frozenset({Cell(10, 4), Cell(11, 4), Cell(10, 5)}))  # 3 of the ogre's 4 squares
    assert player.token_item("ogre") is not None
    enc.set_fog(frozenset({Cell(10, 4), Cell(11, 4), Cell(10, 5), Cell(11, 5)}))
    assert player.token_item("ogre") is None
    player.detach()


def test_zone_wholly_in_fog_is_dropped(qtbot):
    from geometry.zones import Zone

    enc = secret_encounter()
    enc.set_zones([Zone("crypt", ((9, 0), (12, 0), (12, 8), (9, 8)), (), "Crypt of secrets"),
                   Zone("yard", ((0, 0), (8, 0), (8, 8), (0, 8)), (), "Yard")])
    player = PlayerScene(enc)
    assert player.zone_item("crypt") is not None
    enc.set_fog(columns(9, 12))
    assert player.zone_item("crypt") is None and player.zone_item("yard") is not None
    enc.set_fog(frozenset())
    assert player.zone_item("crypt") is not None
    player.detach()


def test_fog_layer_is_opaque_and_above_tokens(scenes, enc):
    _director, player = scenes
    enc.set_fog(columns(9, 12))
    assert player.fog_item.opaque
    assert player.fog_item.cells == columns(9, 12)
    assert player.fog_item.zValue() > max(t.zValue() for t in player.token_items())


def test_pushed_why_names_no_secret(scenes, enc):
    _director, player = scenes
    info = sight_info(enc, "hero", "goblin")
    assert player.push_sight(info)
    assert player.sight_item.isVisible()
    assert "Assassin" not in player.sight_item.text
    # about a secret creature: refused
    assert not player.push_sight(sight_info(enc, "hero", "assassin"))
    assert not player.sight_item.isVisible()
    assert redact_sight(sight_info(enc, "assassin", "hero"), player.encounter) is None


def test_pushed_why_follows_the_model_and_clears(scenes, enc):
    _director, player = scenes
    assert player.push_sight(sight_info(enc, "hero", "goblin"))
    enc.move_creature("hero", Cell(2, 3))
    assert player.sight_item.isVisible() and player.pushed == ("hero", "goblin")
    enc.replace_creature(enc.creature("goblin").changed(hidden=True))
    assert not player.sight_item.isVisible() and player.pushed is None
    enc.replace_creature(enc.creature("goblin").changed(hidden=False))
    assert player.push_sight(sight_info(enc, "hero", "goblin"))
    player.clear_sight()
    assert not player.sight_item.isVisible()
