"""A narrative game played in zones instead of squares: the grid only places creatures."""

from __future__ import annotations

from .base import RulePack
from .dnd5e import FIVE_E_SIZES


class Zones(RulePack):
    id = "zones"
    title = {"fr": "Zones (narratif)", "en": "Zones (narrative)"}
    sizes = dict(FIVE_E_SIZES)
    default_size = "medium"
    default_speed = 1
    grid = False
    modes = ("move",)
    cover_values = ()
    terms = {
        "director": {"fr": "Meneur", "en": "Game master"},
        "zone": {"fr": "zone", "en": "zone"},
    }

    def may_pass(self, mover, other) -> bool:
        return True
