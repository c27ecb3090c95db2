"""Creatures as frozen values; the encounter replaces them when they change."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from geometry import Cell


@dataclass(frozen=True)
class FightStats:
    """A creature's fight keys (scenario format §8). Pairs, not dicts, so a Creature stays hashable."""

    stamina: int | None = None  # Draw Steel maximum Stamina; elsewhere maximum hit points
    recoveries: int = 0
    immunity: tuple[tuple[str, int | str], ...] = ()  # (damage type or "all", amount or "all")
    weakness: tuple[tuple[str, int], ...] = ()
    resistance: frozenset[str] = frozenset()
    vulnerability: frozenset[str] = frozenset()
    group: str | None = None
    role: str | None = None  # zones: None means character on the players' side, figurant elsewhere
    defense: int = 0
    monitor: int = 1


NO_STATS = FightStats()


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
    fight: FightStats = NO_STATS

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
