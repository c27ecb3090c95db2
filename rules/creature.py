"""Creatures as frozen values; the encounter replaces them when they change."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from geometry import Cell


@dataclass(frozen=True)
class Creature:
    id: str
    side: str
    at: Cell
    size: str = "1M"
    speed: int = 5
    stability: int = 0
    reach: int = 1
    elevation: int = 0
    conditions: frozenset[str] = frozenset()
    abilities: frozenset[str] = frozenset()
    # Presentation, kept with the creature so a saved encounter round-trips.
    name: str = ""
    portrait: str = ""
    hidden: bool = False  # never shown on the players' screen
    notes: str = ""
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def label(self) -> str:
        return self.name or self.id

    def has(self, condition: str) -> bool:
        return condition in self.conditions

    def moved_to(self, at: Cell) -> Creature:
        return replace(self, at=at)

    def changed(self, **kw) -> Creature:
        return replace(self, **kw)

    def is_enemy_of(self, other: Creature) -> bool:
        return self.side != other.side
