"""Draw Steel ("Director", squares, free strikes, forced movement). Rules texts are French."""

from __future__ import annotations

import numpy as np

from geometry.sight import INSET, blocked_matrix, cross_lines, line_of_effect, lines, point_table

from .base import CoverResult, RulePack, SizeInfo

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
        "shift": {"fr": "glisser", "en": "shift"},  # « Glisser », the rule text's word
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

    # ---- "Abri", "Prendre en tenaille", "Terrain élevé" --------------------------------
    has_high_ground = True

    def cover(self, enc, a, t, sa, st) -> CoverResult:
        """"Abri": at least half of the target's form blocked — from the best attacker point, 2 or
        more of the 4 lines to the corners of the target's space are blocked (walls, objects)."""
        p = np.array(sa.candidate_points(INSET))
        q = np.array(st.corner_points(INSET))
        blocked = blocked_matrix(enc.board, p, q)
        counts = blocked.sum(axis=1)
        i = int(np.argmin(counts))
        k = int(counts[i])
        return CoverResult("cover" if k >= 2 else "none", lines(p[i], q, blocked[i]), k)

    def cover_many(self, enc, pairs, spaces):
        """Every line of every pair in one pass: from every candidate point of the attacker to the
        4 corners of the target's space."""
        table = point_table(enc.board, list(spaces.values()))
        ka = np.array([table.of(spaces[a.id]) for a, _ in pairs])
        kt = np.array([table.of(spaces[t.id]) for _, t in pairs])
        size = np.diff(table.offsets)[ka]
        rows = np.concatenate([table.all_points(k) for k in ka])
        cols = table.corners(kt).ravel()
        i, j, g = cross_lines(rows, size, cols, np.full(len(pairs), 4))
        per_point = table.blocked(i, j, g).reshape(-1, 4)
        out, at = {}, 0
        for m, ((a, t), n) in enumerate(zip(pairs, size, strict=True)):
            counts = per_point[at:at + n].sum(axis=1)
            best = int(np.argmin(counts))
            k = int(counts[best])
            p, q = table.points[rows[at + best]], table.points[cols[4 * m:4 * m + 4]]
            out[(a.id, t.id)] = CoverResult("cover" if k >= 2 else "none", lines(p, q, per_point[at + best]), k)
            at += n
        return out

    def can_flank(self, enc, c, sc, t, st) -> bool:
        return (self.adjacent(sc, st) and enc.can_react(c)
                and line_of_effect(enc.board, sc, st).value)
