"""D&D 5e (SRD) and Douaratil, which plays 5e's grid rules on its own 3d6 dice."""

from __future__ import annotations

import numpy as np

from geometry.sight import INSET, blocked_matrix, creature_boxes, lines

from .base import CoverResult, RulePack, SizeInfo

FIVE_E_SIZES = {t: SizeInfo(t, s, st) for t, s, st in (
    ("tiny", 1, 0), ("small", 1, 1), ("medium", 1, 2), ("large", 2, 3), ("huge", 3, 4), ("gargantuan", 4, 5))}


class Dnd5e(RulePack):
    id = "dnd5e"
    title = {"fr": "D&D 5e (SRD)", "en": "D&D 5e (SRD)"}
    sizes = FIVE_E_SIZES
    default_size = "medium"
    default_speed = 6  # 9 m
    modes = ("move", "disengage")
    squeezing = True
    cover_values = ("none", "half", "three-quarters", "total")
    terms = {
        "director": {"fr": "MD", "en": "DM"},
        "opportunity": {"fr": "attaque d'opportunité", "en": "opportunity attack"},
        "cover": {"fr": "abri", "en": "cover"},
        "flanking": {"fr": "prise en tenaille", "en": "flanking"},
        "shift": {"fr": "se désengager", "en": "disengage"},
        "difficult": {"fr": "terrain difficile", "en": "difficult terrain"},
        "squares": {"fr": "cases", "en": "squares"},
    }

    def ground_extra(self, kind) -> int:
        # 5e has no greater difficult terrain: `^` is plain difficult here.
        return super().ground_extra(kind)

    def may_pass(self, mover, other) -> bool:
        if not mover.is_enemy_of(other):
            return True
        return abs(self.step(mover) - self.step(other)) >= 2

    def creature_is_difficult(self, mover, other) -> bool:
        return True  # any creature's space is difficult terrain

    def may_end_with(self, mover, other) -> bool:
        return False

    def can_take_triggered_actions(self, c) -> bool:
        # "Surpris": « vous ne pouvez pas non plus réagir » until its first turn ends.
        return not (c.has("unconscious") or c.has("surprised"))

    def provokes(self, mover, enemy, before, after, mode, enemy_space) -> bool:
        if mode != "move":
            return False
        reach = enemy.reach
        return self.within_reach(before, enemy_space, reach) and not self.within_reach(after, enemy_space, reach)

    @property
    def flanking_enabled(self) -> bool:
        return bool(self.variant.get("flanking", False))

    def no_flanking(self) -> str:
        return "" if self.flanking_enabled else "no flanking in this system (variant 'flanking' is off)"

    # can_flank: the base rule, adjacency only (the variant drops line of effect and conditions)

    no_line_cover = "total"

    def cover(self, enc, a, t, sa, st) -> CoverResult:
        """"Abri": the attacker picks a corner of its space and a square of the target; lines to that
        square's 4 corners; blocked by walls, objects and other creatures. 1-2 half, 3-4 three-quarters."""
        extra = creature_boxes([enc.space(o) for o in enc.creatures if o.id not in (a.id, t.id)])
        p = np.array(sa.candidate_points(INSET))
        q = np.array(st.candidate_points(INSET))  # 4 per square, square by square
        blocked = blocked_matrix(enc.board, p, q, extra)
        per_square = blocked.reshape(len(p), len(q) // 4, 4).sum(axis=2)
        i, j = np.unravel_index(int(np.argmin(per_square)), per_square.shape)
        k = int(per_square[i, j])
        value = "none" if k == 0 else "half" if k <= 2 else "three-quarters"
        return CoverResult(value, lines(p[i], q[4 * j:4 * j + 4], blocked[i, 4 * j:4 * j + 4]), k)


class Douaratil(Dnd5e):
    id = "douaratil"
    title = {"fr": "Douaratil", "en": "Douaratil"}
    terms = Dnd5e.terms | {"director": {"fr": "Conteur", "en": "Storyteller"}}
