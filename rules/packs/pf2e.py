"""Pathfinder 2e: 1-2-1 diagonals, greater difficult terrain, Reactive Strike."""

from __future__ import annotations

import numpy as np

from geometry import Space, TerrainKind
from geometry.linecast import segments_enter_boxes
from geometry.sight import Line, creature_boxes

from .base import CoverResult, RulePack
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

    # ---- "Abri", "Prendre en tenaille" ----------------------------------------------------
    def cover(self, enc, a, t, sa, st) -> CoverResult:
        """"Abri": the line between the centres: a wall or object gives standard cover, a creature
        lesser (standard if it is 2 sizes larger than both). Taking cover raises standard to greater."""
        return self.cover_many(enc, [(a, t)], {a.id: sa, t.id: st})[(a.id, t.id)]

    def cover_many(self, enc, pairs, spaces):
        starts = np.array([spaces[a.id].centre for a, _ in pairs], dtype=float)
        ends = np.array([spaces[t.id].centre for _, t in pairs], dtype=float)
        walled = enc.board.lines_blocked(starts, ends, group=np.arange(len(pairs)), n_groups=len(pairs))
        others = enc.creatures
        entered = segments_enter_boxes(starts, ends, creature_boxes([enc.space(o) for o in others]))
        out = {}
        for n, (a, t) in enumerate(pairs):
            hits = [o for o, hit in zip(others, entered[n], strict=True) if hit and o.id not in (a.id, t.id)]
            out[(a.id, t.id)] = self._cover_value(a, t, bool(walled[n]), hits, spaces[a.id], spaces[t.id])
        return out

    def _cover_value(self, a, t, walled: bool, hits, sa, st) -> CoverResult:
        value, blockers = "none", ()
        if walled:
            value, blockers = "standard", ("wall/object",)
        elif hits:
            big = [o for o in hits if self.step(o) - self.step(a) >= 2 and self.step(o) - self.step(t) >= 2]
            value, blockers = ("standard" if big else "lesser"), tuple(o.id for o in (big or hits))
        if value == "standard" and t.has("taking-cover"):
            value = "greater"
        return CoverResult(value, (Line(sa.centre, st.centre, value != "none"),), None, blockers)

    def can_flank(self, enc, c, sc, t, st) -> bool:
        # No line of effect is required (§4 "Flanking").
        return self.within_reach(sc, st, c.reach) and enc.can_react(c)
