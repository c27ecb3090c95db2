"""The players' drag preview is computed in the players' world (issue 15, item 2: "nothing drawn on
the players' screen may depend on anything the players cannot see")."""

from geometry import Board, Cell, Grid, TerrainCell, TerrainKind
from rules.creature import Creature
from rules.encounter import Encounter
from rules.players import PlayerEncounter
from rules.players_preview import PlayersPreview
from rules.preview import DragSession


def test_the_players_path_goes_straight_through_a_hidden_creature_and_a_hidden_trap():
    terrain = {Cell(3, 2): TerrainCell(TerrainKind.DIFFICULT, hidden=True)}
    enc = Encounter(Board(Grid(8, 5), (), terrain), "draw-steel", None, [
        Creature("m", "heroes", Cell(0, 2), speed=6), Creature("spy", "monsters", Cell(2, 2), hidden=True)])
    director = DragSession(enc, "m").preview(Cell(5, 2))
    assert Cell(2, 2) not in director.cells and Cell(3, 2) not in director.cells  # bends around spy and trap
    pe = PlayerEncounter(enc)
    players = PlayersPreview().preview(director, pe)
    assert players.cells == tuple(Cell(x, 2) for x in range(1, 6)) and players.cost == 5
    assert PlayersPreview().preview(DragSession(enc, "spy").preview(Cell(2, 3)), pe) is None
    pe.detach()
