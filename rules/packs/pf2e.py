"""Pathfinder 2e: 1-2-1 diagonals, greater difficult terrain, Reactive Strike."""

from __future__ import annotations

from geometry import Space, TerrainKind

from .base import RulePack
from .dnd5e import FIVE_E_SIZES

TINY = 0


class Pf2e(RulePack):
    id = "pf2e"
    title = {"fr": "Pathfinder 2e", "en": "Pathfinder 2e"}
    sizes = dict(FIVE_E_SIZES)
    default_size = "medium"
    default_speed = 5
    modes = ("move", "step")
    cover_values = ("none", "lesser", "standard", "greater", "blocked")
    terms = {
        "director": {"fr": "MJ", "en": "GM"},
        "opportunity": {"fr": "Frappe réactive", "en": "Reactive Strike"},
        "cover": {"fr": "abri", "en": "cover"},
        "flanking": {"fr": "prise en tenaille", "en": "flanking"},
        "shift": {"fr": "Pas", "en": "Step"},
        "difficult": {"fr": "terrain difficile", "en": "difficult terrain"},
        "squares": {"fr": "cases", "en": "squares"},
    }

    @property
    def alternating_diagonals(self) -> bool:
        return self.variant.get("diagonals", "alternating") == "alternating"

    def ground_extra(self, kind) -> int:
        if kind is TerrainKind.GREATER_DIFFICULT:
            return 2
        return 1 if kind is TerrainKind.DIFFICULT else 0

    def may_pass(self, mover, other) -> bool:
        if not mover.is_enemy_of(other) or self.step(mover) == TINY:
            return True
        return abs(self.step(mover) - self.step(other)) >= 3

    def may_end_with(self, mover, other) -> bool:
        # A Tiny creature can share a space with a larger one, whichever of them moves.
        return self.step(mover) == TINY or self.step(other) == TINY

    def distance(self, a: Space, b: Space) -> int:
        dx, dy = a.gaps(b)
        return max(dx, dy) + min(dx, dy) // 2

    def within_reach(self, a: Space, b: Space, reach: int) -> bool:
        dx, dy = a.gaps(b)
        if reach == 2 and dx == 2 and dy == 2:
            return True  # reach 2 also reaches the diagonal square at 2, 2
        return self.distance(a, b) <= reach

    def can_take_triggered_actions(self, c) -> bool:
        return not (c.has("unconscious") or c.has("paralyzed"))

    def provokes(self, mover, enemy, before, after, mode, enemy_space) -> bool:
        if mode != "move" or "reactive-strike" not in enemy.abilities:
            return False
        return self.within_reach(before, enemy_space, enemy.reach)
