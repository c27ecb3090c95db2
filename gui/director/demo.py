"""A small Draw Steel encounter built in code: the fallback when the bundled demo file is missing."""

from __future__ import annotations

from geometry import Board, Cell, DoorState, Grid, Material, TerrainCell, TerrainKind, Wall
from rules.creature import Creature, FightStats
from rules.encounter import Encounter


def build_demo() -> Encounter:
    w, h = 20, 14
    walls = [
        Wall(((0, 5), (6, 5))),
        Wall(((8, 5), (12, 5), (12, 0))),
        Wall(((6, 5), (8, 5)), door=DoorState.CLOSED, material=Material.WOOD),
        Wall(((14, 8), (14, 14))),
        Wall(((14, 8), (17, 8))),
    ]
    terrain = {}
    for c in (Cell(4, 8), Cell(9, 9), Cell(10, 9)):
        terrain[c] = TerrainCell(TerrainKind.OBJECT, Material.STONE)
    terrain[Cell(18, 5)] = TerrainCell(TerrainKind.OBJECT, Material.WOOD)
    for x in range(6, 10):
        for y in range(11, 13):
            terrain[Cell(x, y)] = TerrainCell(TerrainKind.DIFFICULT)
    terrain[Cell(2, 11)] = TerrainCell(TerrainKind.HAZARDOUS)
    terrain[Cell(3, 11)] = TerrainCell(TerrainKind.HAZARDOUS)
    creatures = [
        Creature("tactician", "heroes", Cell(2, 8), "1M", speed=5, name="Tactician",
                 fight=FightStats(stamina=21, recoveries=10)),
        Creature("fury", "heroes", Cell(6, 7), "1M", speed=6, name="Fury",
                 fight=FightStats(stamina=21, recoveries=10)),
        Creature("shadow", "heroes", Cell(3, 6), "1S", speed=6, name="Shadow", conditions=frozenset({"hidden"}),
                 fight=FightStats(stamina=18, recoveries=8)),
        Creature("elementalist", "heroes", Cell(1, 12), "1M", speed=5, name="Elementalist",
                 fight=FightStats(stamina=18, recoveries=8)),
        Creature("goblin-1", "monsters", Cell(10, 7), "1S", speed=6, name="Goblin",
                 fight=FightStats(stamina=15)),
        Creature("goblin-2", "monsters", Cell(11, 10), "1S", speed=6, name="Goblin 2",
                 fight=FightStats(stamina=15)),
        Creature("ogre", "monsters", Cell(15, 2), "2", speed=5, stability=2, reach=2, name="Ogre",
                 fight=FightStats(stamina=60)),
        Creature("goblin-sniper", "monsters", Cell(16, 11), "1S", speed=6, name="Sniper",
                 notes="Waits behind the wall until the ogre is hit.",
                 fight=FightStats(stamina=15)),
    ]
    return Encounter(Board(Grid(w, h), tuple(walls), terrain), "draw-steel", None, creatures,
                     title="Demo: the ogre's yard")
