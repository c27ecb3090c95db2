"""Draw Steel ("Director", squares, free strikes, forced movement). Rules texts are French."""

from __future__ import annotations

from .base import RulePack, SizeInfo

_DS_SIZES = {"1T": (1, 0), "1S": (1, 1), "1M": (1, 2), "1L": (1, 3)}


class _SizeTable(dict):
    """1T..1L, then any whole number N (side N, step N + 2)."""

    def __missing__(self, key):
        if isinstance(key, str) and key.isdigit() and int(key) >= 2:
            n = int(key)
            return SizeInfo(key, n, n + 2)
        raise KeyError(key)

    def __contains__(self, key):
        try:
            self[key]
            return True
        except KeyError:
            return False


class DrawSteel(RulePack):
    id = "draw-steel"
    title = {"fr": "Draw Steel", "en": "Draw Steel"}
    sizes = _SizeTable({k: SizeInfo(k, s, st) for k, (s, st) in _DS_SIZES.items()}
                       | {str(n): SizeInfo(str(n), n, n + 2) for n in range(2, 5)})
    default_size = "1M"
    default_speed = 5
    modes = ("move", "shift", "teleport")
    has_forced_movement = True
    terms = {
        "director": {"fr": "Directeur", "en": "Director"},
        "opportunity": {"fr": "frappe gratuite", "en": "free strike"},
        "cover": {"fr": "abri", "en": "cover"},
        "flanking": {"fr": "prise en tenaille", "en": "flanking"},
        "shift": {"fr": "décalage", "en": "shift"},
        "difficult": {"fr": "terrain difficile", "en": "difficult terrain"},
        "squares": {"fr": "cases", "en": "squares"},
    }
    cover_values = ("none", "cover", "blocked")

    @property
    def corner_cutting(self) -> bool:
        # "Pas de raccourcis": no cutting corners, unless a table opts in.
        return bool(self.variant.get("corner_cutting", False))

    @property
    def alternating_diagonals(self) -> bool:
        return False

    def may_pass(self, mover, other) -> bool:
        return True  # allies freely, enemies as difficult terrain

    def creature_is_difficult(self, mover, other) -> bool:
        return mover.is_enemy_of(other)

    def may_end_with(self, mover, other) -> bool:
        return abs(self.step(mover) - self.step(other)) >= 2

    def can_take_triggered_actions(self, c) -> bool:
        return not (c.has("surprised") or c.has("dazed") or c.has("unconscious"))

    def provokes(self, mover, enemy, before, after, mode, enemy_space) -> bool:
        if mode != "move":
            return False
        return self.adjacent(before, enemy_space) and not self.adjacent(after, enemy_space)
