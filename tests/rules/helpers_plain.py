"""Encounters from the scenario vocabulary, without Qt."""

from geometry import Board, Cell, Grid, TerrainCell, TerrainKind, Wall
from rules.creature import Creature
from rules.document import parse_encounter
from rules.encounter import Encounter


def doc_encounter(ruleset, *, grid=(10, 8), ascii=None, walls=(), creatures=(), terrain=(), zones=(), variant=None):
    doc = {"format": "damier.scenario/1", "ruleset": ruleset, "walls": list(walls), "creatures": list(creatures),
           "terrain": list(terrain), "zones": list(zones), "variant": variant or {}}
    if ascii:
        doc["ascii"] = ascii
    else:
        doc["grid"] = {"width": grid[0], "height": grid[1]}
    return parse_encounter(doc)


def secret_encounter() -> Encounter:
    """12x8. A hero, a visible goblin with Director notes, a hidden assassin, a hidden trap
    (hazardous) at (5, 5), difficult terrain at (2, 2), a wall along x=8 from y=0 to y=8."""
    walls = [Wall(((8, 0), (8, 8))), Wall(((10, 2), (11, 2)))]
    terrain = {
        Cell(2, 2): TerrainCell(TerrainKind.DIFFICULT),
        Cell(5, 5): TerrainCell(TerrainKind.HAZARDOUS, hidden=True),
        Cell(10, 5): TerrainCell(TerrainKind.DIFFICULT),
    }
    creatures = [
        Creature("hero", "heroes", Cell(1, 1), "1M", speed=5, name="Hero"),
        Creature("goblin", "monsters", Cell(6, 2), "1S", speed=6, name="Goblin",
                 notes="Flees at half stamina; has the key."),
        Creature("assassin", "monsters", Cell(3, 6), "1M", speed=6, name="Assassin", hidden=True),
        Creature("ogre", "monsters", Cell(10, 4), "2", speed=5, name="Ogre"),
    ]
    return Encounter(Board(Grid(12, 8), tuple(walls), terrain), "draw-steel", None, creatures, title="Secrets")


def columns(x0: int, x1: int, height: int = 8) -> frozenset[Cell]:
    return frozenset(Cell(x, y) for x in range(x0, x1) for y in range(height))
