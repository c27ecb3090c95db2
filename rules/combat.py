"""Questions about two creatures: distance, line of effect, cover, flanking, free strikes,
high ground. Each result keeps the lines and creatures that decided it."""

from __future__ import annotations

import numpy as np

from geometry import Space
from geometry.linecast import segments_enter_boxes
from geometry.sight import (
    INSET,
    Line,
    LineOfEffect,
    blocked_matrix,
    creature_boxes,
    cross_lines,
    flank_segment,
    line_of_effect,
    line_of_effect_many,
    lines,
    point_table,
    segment_enters,
)

from .creature import Creature
from .encounter import Encounter
from .errors import RulesError
from .packs import CoverResult, FlankResult
from .packs.dnd5e import Dnd5e
from .packs.draw_steel import DrawSteel
from .packs.pf2e import Pf2e


def _c(enc: Encounter, c: Creature | str) -> Creature:
    return enc.creature(c) if isinstance(c, str) else c


def distance(enc: Encounter, a, b) -> int:
    enc.pack.require_grid("distance in squares")
    return enc.pack.distance(enc.space(_c(enc, a)), enc.space(_c(enc, b)))


def sight(enc: Encounter, a, b) -> LineOfEffect:
    enc.pack.require_grid("line of effect")
    return line_of_effect(enc.board, enc.space(_c(enc, a)), enc.space(_c(enc, b)))


# ---- cover ------------------------------------------------------------------

def cover(enc: Encounter, attacker, target) -> CoverResult:
    pack = enc.pack
    pack.require_grid("cover")
    a, t = _c(enc, attacker), _c(enc, target)
    sa, st = enc.space(a), enc.space(t)
    loe = line_of_effect(enc.board, sa, st)
    if isinstance(pack, DrawSteel):
        return _cover_draw_steel(enc, sa, st, loe)
    if isinstance(pack, Dnd5e):
        return _cover_5e(enc, a, t, sa, st, loe)
    if isinstance(pack, Pf2e):
        return _cover_pf2e(enc, a, t, sa, st, loe)
    raise RulesError(f"{pack.id} has no cover rule")


def _cover_draw_steel(enc, sa: Space, st: Space, loe: LineOfEffect) -> CoverResult:
    """"Abri": at least half of the target's form blocked — from the best attacker point, 2 or more
    of the 4 lines to the corners of the target's space are blocked."""
    if not loe.value:
        return CoverResult("blocked")
    p = np.array(sa.candidate_points(INSET))
    q = np.array(st.corner_points(INSET))
    blocked = blocked_matrix(enc.board, p, q)
    counts = blocked.sum(axis=1)
    i = int(np.argmin(counts))
    k = int(counts[i])
    return CoverResult("cover" if k >= 2 else "none", lines(p[i], q, blocked[i]), k)


def _other_boxes(enc, a, t):
    return creature_boxes([enc.space(o) for o in enc.creatures if o.id not in (a.id, t.id)])


def _cover_5e(enc, a, t, sa, st, loe) -> CoverResult:
    """"Abri": the attacker picks a corner of its space and a square of the target; lines to that
    square's 4 corners; blocked by walls, objects and other creatures. 1-2 half, 3-4 three-quarters."""
    if not loe.value:
        return CoverResult("total")
    extra = _other_boxes(enc, a, t)
    p = np.array(sa.candidate_points(INSET))
    q = np.array(st.candidate_points(INSET))  # 4 per square, square by square
    blocked = blocked_matrix(enc.board, p, q, extra)
    per_square = blocked.reshape(len(p), len(q) // 4, 4).sum(axis=2)
    i, j = np.unravel_index(int(np.argmin(per_square)), per_square.shape)
    k = int(per_square[i, j])
    value = "none" if k == 0 else "half" if k <= 2 else "three-quarters"
    return CoverResult(value, lines(p[i], q[4 * j:4 * j + 4], blocked[i, 4 * j:4 * j + 4]), k)


def _cover_pf2e(enc, a, t, sa, st, loe) -> CoverResult:
    """"Abri": the line between the centres: a wall or object gives standard cover, a creature
    lesser (standard if it is 2 sizes larger than both). Taking cover raises standard to greater."""
    if not loe.value:
        return CoverResult("blocked")
    walled = enc.board.lines_blocked(np.array([sa.centre]), np.array([st.centre]))[0]
    others = [o for o in enc.creatures if o.id not in (a.id, t.id)]
    entered = segment_enters(sa.centre, st.centre, creature_boxes([enc.space(o) for o in others]))
    return _pf2e_cover(enc.pack, a, t, walled, [o for o, hit in zip(others, entered, strict=True) if hit], sa, st)


def _pf2e_cover(pack, a, t, walled: bool, hits: list[Creature], sa, st) -> CoverResult:
    value, blockers = "none", ()
    if walled:
        value, blockers = "standard", ("wall/object",)
    elif hits:
        big = [o for o in hits if pack.step(o) - pack.step(a) >= 2 and pack.step(o) - pack.step(t) >= 2]
        value, blockers = ("standard" if big else "lesser"), tuple(o.id for o in (big or hits))
    if value == "standard" and t.has("taking-cover"):
        value = "greater"
    return CoverResult(value, (Line(sa.centre, st.centre, value != "none"),), None, blockers)


# ---- flanking -----------------------------------------------------------------

def flanking(enc: Encounter, attacker, target) -> FlankResult:
    pack = enc.pack
    pack.require_grid("flanking")
    a, t = _c(enc, attacker), _c(enc, target)
    if isinstance(pack, Dnd5e) and not pack.flanking_enabled:
        return FlankResult(False, reason="no flanking in this system (variant 'flanking' is off)")
    st = enc.space(t)

    def able(c: Creature) -> bool:
        if not c.is_enemy_of(t):
            return False
        sc = enc.space(c)
        if isinstance(pack, DrawSteel):
            return (pack.adjacent(sc, st) and enc.can_react(c)
                    and line_of_effect(enc.board, sc, st).value)
        if isinstance(pack, Pf2e):
            return pack.within_reach(sc, st, c.reach) and enc.can_react(c)
        return pack.adjacent(sc, st)  # 5e variant: adjacency only

    if not able(a):
        return FlankResult(False, reason=f"{a.id} cannot flank {t.id}")
    allies, tests = [], []
    for b in enc.creatures:
        if b.id in (a.id, t.id) or b.side != a.side or not able(b):
            continue
        test = flank_segment(enc.space(a), enc.space(b), st)
        tests.append((b.id, test))
        if test.value:
            allies.append(b.id)
    allies.sort()
    return FlankResult(bool(allies), tuple(allies), tuple(tests))


# ---- opportunity attacks (free strikes) -------------------------------------------

def opportunity_attacks(enc: Encounter, mover, spaces: list[Space], mode: str = "move") -> list[str]:
    """Who strikes as the mover walks `spaces` (its start first). Each once, in the order
    triggered; attackers triggered by the same step by id."""
    pack = enc.pack
    pack.require_grid("opportunity attacks")
    pack.check_mode(mode)
    m = _c(enc, mover)
    enemies = [(e, enc.space(e)) for e in enc.creatures
               if e.id != m.id and e.is_enemy_of(m) and enc.can_react(e)]
    out: list[str] = []
    for before, after in zip(spaces, spaces[1:], strict=False):
        now = sorted(e.id for e, se in enemies
                     if e.id not in out and pack.provokes(m, e, before, after, mode, se))
        out += now
    return out


def high_ground(enc: Encounter, attacker, target) -> bool:
    """Draw Steel, "Terrain élevé": the bottom of A's space at or above the top of T's, A not flying."""
    if not isinstance(enc.pack, DrawSteel):
        raise RulesError(f"high ground is a Draw Steel rule, not a {enc.pack.id} one")
    a, t = _c(enc, attacker), _c(enc, target)
    return not a.has("flying") and a.elevation >= t.elevation + enc.pack.side(t)


# ---- many pairs at once (a selected token against every other) ----------------------------

def sight_table(enc: Encounter, creatures=None, attackers=None) -> dict[tuple[str, str], LineOfEffect]:
    """Line of effect between every ordered pair of `creatures` (default: all), in one pass; with
    `attackers`, only the pairs that have one of them at one end (a selected token and the rest)."""
    enc.pack.require_grid("line of effect")
    cs = [_c(enc, c) for c in (creatures if creatures is not None else enc.creatures)]
    ends = {c.id for c in cs} if attackers is None else {_c(enc, a).id for a in attackers}
    spaces = {c.id: enc.space(c) for c in cs}
    pairs = [(a.id, b.id) for i, a in enumerate(cs) for b in cs[i + 1:] if a.id in ends or b.id in ends]
    found = line_of_effect_many(enc.board, [(spaces[a], spaces[b]) for a, b in pairs])
    out = {}
    for (a, b), loe in zip(pairs, found, strict=True):
        out[(a, b)] = loe
        out[(b, a)] = LineOfEffect(loe.value, loe.line and Line(loe.line.end, loe.line.start, False))
    return out


def cover_table(enc: Encounter, creatures=None, attackers=None) -> dict[tuple[str, str], CoverResult]:
    """Cover for every ordered pair of `creatures` (default: all), or only for those whose attacker
    is one of `attackers`. Draw Steel and PF2e cast all their lines in one pass; 5e, whose lines
    depend on the other creatures, goes pair by pair."""
    pack = enc.pack
    pack.require_grid("cover")
    cs = [_c(enc, c) for c in (creatures if creatures is not None else enc.creatures)]
    loe = sight_table(enc, cs, attackers)
    by_id = {c.id: c for c in cs}
    spaces = {c.id: enc.space(c) for c in cs}
    hitters = cs if attackers is None else [_c(enc, a) for a in attackers]
    seen = [(a.id, t.id) for a in hitters for t in cs if a.id != t.id and loe[(a.id, t.id)].value]
    out = {(a.id, t.id): CoverResult("total" if isinstance(pack, Dnd5e) else "blocked")
           for a in hitters for t in cs if a.id != t.id and not loe[(a.id, t.id)].value}
    if not seen:
        return out
    if isinstance(pack, DrawSteel):
        # From every candidate point of the attacker to the 4 corners of the target's space.
        table = point_table(enc.board, [spaces[c.id] for c in cs])
        ka = np.array([table.of(spaces[a]) for a, _ in seen])
        kt = np.array([table.of(spaces[t]) for _, t in seen])
        size = np.diff(table.offsets)[ka]
        rows = np.concatenate([table.all_points(k) for k in ka])
        cols = table.corners(kt).ravel()
        i, j, g = cross_lines(rows, size, cols, np.full(len(seen), 4))
        per_point = table.blocked(i, j, g).reshape(-1, 4)
        at = 0
        for m, ((a, t), n) in enumerate(zip(seen, size, strict=True)):
            counts = per_point[at:at + n].sum(axis=1)
            best = int(np.argmin(counts))
            k = int(counts[best])
            p, q = table.points[rows[at + best]], table.points[cols[4 * m:4 * m + 4]]
            out[(a, t)] = CoverResult("cover" if k >= 2 else "none", lines(p, q, per_point[at + best]), k)
            at += n
    elif isinstance(pack, Pf2e):
        starts = np.array([spaces[a].centre for a, _ in seen])
        ends = np.array([spaces[t].centre for _, t in seen])
        walled = enc.board.lines_blocked(starts, ends, group=np.arange(len(seen)), n_groups=len(seen))
        others = enc.creatures
        entered = segments_enter_boxes(starts, ends, creature_boxes([enc.space(o) for o in others]))
        for n, (a, t) in enumerate(seen):
            hits = [o for o, hit in zip(others, entered[n], strict=True) if hit and o.id not in (a, t)]
            out[(a, t)] = _pf2e_cover(pack, by_id[a], by_id[t], bool(walled[n]), hits, spaces[a], spaces[t])
    else:
        for a, t in seen:
            out[(a, t)] = cover(enc, by_id[a], by_id[t])
    return out

