"""Questions about two creatures: distance, line of effect, cover, flanking, free strikes,
high ground. Each result keeps the lines and creatures that decided it."""

from __future__ import annotations

from geometry import Space
from geometry.sight import Line, LineOfEffect, flank_segment, line_of_effect, line_of_effect_many

from .creature import Creature
from .encounter import Encounter
from .errors import RulesError
from .packs import CoverResult, FlankResult


def _c(enc: Encounter, c: Creature | str) -> Creature:
    return enc.creature(c) if isinstance(c, str) else c


def distance(enc: Encounter, a, b) -> int:
    enc.pack.require_grid("distance in squares")
    return enc.pack.distance(enc.space(_c(enc, a)), enc.space(_c(enc, b)))


def sight(enc: Encounter, a, b) -> LineOfEffect:
    enc.pack.require_grid("line of effect")
    return line_of_effect(enc.board, enc.space(_c(enc, a)), enc.space(_c(enc, b)))


# ---- cover ------------------------------------------------------------------------------
# Each rule pack answers its own cover and flanking questions (rules/packs); this module finds the
# creatures and their spaces and asks line of effect first.

def cover(enc: Encounter, attacker, target) -> CoverResult:
    pack = enc.pack
    pack.require_grid("cover")
    a, t = _c(enc, attacker), _c(enc, target)
    sa, st = enc.space(a), enc.space(t)
    if not line_of_effect(enc.board, sa, st).value:
        return CoverResult(pack.no_line_cover)
    return pack.cover(enc, a, t, sa, st)


# ---- flanking -----------------------------------------------------------------

def flanking(enc: Encounter, attacker, target) -> FlankResult:
    pack = enc.pack
    pack.require_grid("flanking")
    a, t = _c(enc, attacker), _c(enc, target)
    why_not = pack.no_flanking()
    if why_not:
        return FlankResult(False, reason=why_not)
    st = enc.space(t)

    def able(c: Creature) -> bool:
        return c.is_enemy_of(t) and pack.can_flank(enc, c, enc.space(c), t, st)

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
        # The striker needs line of effect to the mover's space before the step (§4: no strike
        # through a solid wall; 5e « dans votre champ de vision », and seeing is line of effect).
        now = sorted(e.id for e, se in enemies
                     if e.id not in out and pack.provokes(m, e, before, after, mode, se)
                     and line_of_effect(enc.board, se, before).value)
        out += now
    return out


def high_ground(enc: Encounter, attacker, target) -> bool:
    """Draw Steel, "Terrain élevé": the bottom of A's space at or above the top of T's, A not flying."""
    if not enc.pack.has_high_ground:
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
    spaces = {c.id: enc.space(c) for c in cs}
    hitters = cs if attackers is None else [_c(enc, a) for a in attackers]
    seen = [(a, t) for a in hitters for t in cs if a.id != t.id and loe[(a.id, t.id)].value]
    out = {(a.id, t.id): CoverResult(pack.no_line_cover)
           for a in hitters for t in cs if a.id != t.id and not loe[(a.id, t.id)].value}
    if seen:
        out.update(pack.cover_many(enc, seen, spaces))
    return out
