"""Board geometry: grid, spaces, walls, terrain, zones, movement, lines. Knows no game and no Qt."""

from .board import Board
from .features import Blocks, DoorState, Material, TerrainCell, TerrainKind, Wall
from .grid import Cell, GeometryError, Grid, Space

__all__ = [
    "Board", "Blocks", "Cell", "DoorState", "GeometryError", "Grid", "Material", "Space",
    "TerrainCell", "TerrainKind", "Wall",
]
