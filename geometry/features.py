"""What stands on the board: walls (polylines, doors) and terrain cells."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .grid import Cell, GeometryError


class Material(StrEnum):
    GLASS = "glass"
    WOOD = "wood"
    STONE = "stone"
    METAL = "metal"


class TerrainKind(StrEnum):
    OBJECT = "object"
    DIFFICULT = "difficult"
    GREATER_DIFFICULT = "greater-difficult"
    HAZARDOUS = "hazardous"


class Blocks(StrEnum):
    MOVEMENT = "movement"
    EFFECT = "effect"


class DoorState(StrEnum):
    OPEN = "open"
    CLOSED = "closed"


@dataclass(frozen=True)
class Wall:
    """A polyline in vertex coordinates; it need not follow grid lines."""

    points: tuple[tuple[float, float], ...]
    blocks: frozenset[Blocks] = frozenset({Blocks.MOVEMENT, Blocks.EFFECT})
    door: DoorState | None = None
    material: Material = Material.STONE

    def __post_init__(self):
        if len(self.points) < 2:
            raise GeometryError("a wall needs at least two points")

    @property
    def blocks_movement(self) -> bool:
        return self.door is not DoorState.OPEN and Blocks.MOVEMENT in self.blocks

    @property
    def blocks_effect(self) -> bool:
        return self.door is not DoorState.OPEN and Blocks.EFFECT in self.blocks

    def with_door(self, state: DoorState | None) -> Wall:
        return Wall(self.points, self.blocks, state, self.material)

    def segments(self):
        return zip(self.points, self.points[1:], strict=False)


@dataclass(frozen=True)
class TerrainCell:
    kind: TerrainKind
    material: Material | None = None  # objects only
    hidden: bool = False  # a trap the players must not see
    damage: str = ""  # the Director's note of what it deals ("2d6 fire"): named by the drag preview

    def __post_init__(self):
        if self.kind is TerrainKind.OBJECT and self.material is None:
            object.__setattr__(self, "material", Material.STONE)


@dataclass(frozen=True)
class Terrain:
    """Terrain by cell; a cell holds at most one kind (the last painted wins)."""

    cells: dict[Cell, TerrainCell] = field(default_factory=dict)
