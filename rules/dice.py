"""The dice tray: every roll the systems use, from one seedable generator, with a history.

The oracle never rolls (events carry the results the table rolled); the app rolls here. Each result
is a frozen value that keeps its dice (the "why" the players' screen can show).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from .errors import RulesError

TIER_2_FROM, TIER_3_FROM = 12, 17  # power roll: ≤11 tier 1, 12–16 tier 2, 17+ tier 3
_EXPR = re.compile(r"^\s*(\d*)\s*d\s*(\d+)\s*((?:[+-]\s*\d+\s*)*)$", re.IGNORECASE)


@dataclass(frozen=True)
class Roll:
    kind: str  # "power", "d20", "3d6", "d10", "dice"
    dice: tuple[int, ...]  # every die rolled, in order
    kept: tuple[int, ...]  # the dice that count (advantage keeps one of two d20s)
    bonus: int
    total: int
    tier: int | None = None  # power rolls
    edges: int = 0
    banes: int = 0
    natural: int = 0  # the kept dice before any bonus
    result: str = ""  # "critical" (natural 19-20), "triple-6", "triple-1", "advantage", "tier-up"...
    label: str = ""  # who or what it was rolled for

    @property
    def text(self) -> str:
        sign = f" {'+' if self.bonus >= 0 else '-'} {abs(self.bonus)}" if self.bonus else ""
        return f"[{', '.join(map(str, self.dice))}]{sign} = {self.total}"


def power_tier(total: int) -> int:
    return 1 if total < TIER_2_FROM else 2 if total < TIER_3_FROM else 3


def net_edges(edges: int, banes: int) -> int:
    """Edges and banes cancel: one each, or two each, cancel; two edges and one bane leave one edge;
    two banes and one edge leave one bane. Returns -2..2."""
    if edges < 0 or banes < 0:
        raise RulesError("edges and banes are counts, never below 0")
    return min(edges, 2) - min(banes, 2) if (edges and banes) else min(edges, 2) or -min(banes, 2)


class TypedDice:
    """Faces the table rolled with physical dice, typed in: a tray on it reads them in order, so the
    same arithmetic (tiers, edges, triples, advantage) applies to them."""

    def __init__(self, faces):
        self._faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        if not self._faces:
            raise RulesError("more dice are needed than were typed in")
        f = self._faces.pop(0)
        if not isinstance(f, int) or not low <= f <= high:
            raise RulesError(f"{f!r} is not a face of a d{high}")
        return f


class DiceTray:
    """Rolls from `random.Random(seed)` (or typed-in faces); `history` keeps every roll, the last last."""

    def __init__(self, seed: int | None = None, rng: random.Random | TypedDice | None = None):
        self._rng = rng if rng is not None else random.Random(seed)
        self.history: list[Roll] = []

    def _d(self, sides: int, n: int = 1) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, sides) for _ in range(n))

    def _keep(self, roll: Roll) -> Roll:
        self.history.append(roll)
        return roll

    # ---- Draw Steel --------------------------------------------------------------------------------
    def power(self, bonus: int = 0, edges: int = 0, banes: int = 0, label: str = "") -> Roll:
        """A power roll: 2d10 + bonus. One edge +2, one bane −2; a double edge raises the tier by one,
        a double bane lowers it; a natural 19 or 20 is always tier 3."""
        dice = self._d(10, 2)
        net = net_edges(edges, banes)
        extra = 2 if net == 1 else -2 if net == -1 else 0
        total = sum(dice) + bonus + extra
        tier = power_tier(total)
        result = ""
        if net == 2:
            tier, result = min(3, tier + 1), "tier-up"
        elif net == -2:
            tier, result = max(1, tier - 1), "tier-down"
        if sum(dice) >= 19:
            tier, result = 3, "critical"
        return self._keep(Roll("power", dice, dice, bonus + extra, total, tier, edges, banes, sum(dice), result,
                               label))

    def d10(self, label: str = "") -> Roll:
        """Draw Steel's start of combat: on 6+ the players choose who goes first."""
        dice = self._d(10)
        return self._keep(Roll("d10", dice, dice, 0, dice[0], natural=dice[0],
                               result="players-choose" if dice[0] >= 6 else "director-chooses", label=label))

    # ---- d20 systems -------------------------------------------------------------------------------
    def d20(self, bonus: int = 0, advantage: bool = False, disadvantage: bool = False, label: str = "") -> Roll:
        """d20 + bonus; advantage keeps the higher of two d20, disadvantage the lower; both cancel."""
        if advantage and not disadvantage:
            dice = self._d(20, 2)
            kept, result = (max(dice),), "advantage"
        elif disadvantage and not advantage:
            dice = self._d(20, 2)
            kept, result = (min(dice),), "disadvantage"
        else:
            dice = self._d(20)
            kept, result = dice, ""
        if kept[0] == 20:
            result = "natural-20"
        elif kept[0] == 1:
            result = "natural-1"
        return self._keep(Roll("d20", dice, kept, bonus, kept[0] + bonus, natural=kept[0], result=result,
                               label=label))

    def three_d6(self, bonus: int = 0, label: str = "") -> Roll:
        """Douaratil's 3d6 + bonus; three 6s and three 1s are results of their own."""
        dice = self._d(6, 3)
        result = "triple-6" if dice == (6, 6, 6) else "triple-1" if dice == (1, 1, 1) else ""
        return self._keep(Roll("3d6", dice, dice, bonus, sum(dice) + bonus, natural=sum(dice), result=result,
                               label=label))

    def roll(self, expr: str, label: str = "") -> Roll:
        """Any "NdM+K" ("2d10+3", "d20-1", "3d6")."""
        n, sides, bonus = parse(expr)
        dice = self._d(sides, n)
        return self._keep(Roll("dice", dice, dice, bonus, sum(dice) + bonus, natural=sum(dice), label=label or expr))

    # ---- initiative --------------------------------------------------------------------------------
    def initiative(self, ruleset: str, modifiers: dict[str, int]) -> dict[str, Roll]:
        """One roll per entry (a creature or a group: identical creatures share one roll): d20 + modifier,
        Douaratil 3d6 + modifier."""
        if ruleset == "douaratil":
            return {k: self.three_d6(m, label=k) for k, m in modifiers.items()}
        if ruleset in ("dnd5e", "pf2e"):
            return {k: self.d20(m, label=k) for k, m in modifiers.items()}
        raise RulesError(f"{ruleset} has no initiative rolls")

    def tie_order(self, totals: dict[str, int]) -> list[str]:
        """Ties settled by re-rolling 3d6 among the tied entries (Douaratil, when the Director asks),
        again while they stay tied. Returns the `ties` list of a `start` event (tied entries only)."""
        by_total: dict[int, list[str]] = {}
        for k, t in totals.items():
            by_total.setdefault(t, []).append(k)
        out: list[str] = []
        for total in sorted(by_total, reverse=True):
            out += self._settle(sorted(by_total[total])) if len(by_total[total]) > 1 else []
        return out

    def _settle(self, ids: list[str]) -> list[str]:
        rolls = {k: self.three_d6(label=f"tie {k}").total for k in ids}
        out: list[str] = []
        for total in sorted(set(rolls.values()), reverse=True):
            same = sorted(k for k, v in rolls.items() if v == total)
            out += self._settle(same) if len(same) > 1 else same
        return out


def parse(expr: str) -> tuple[int, int, int]:
    """"2d10+3" -> (2, 10, 3). RulesError naming the expression when it is not dice."""
    m = _EXPR.match(expr) if isinstance(expr, str) else None
    if m is None:
        raise RulesError(f"{expr!r} is not a roll like 2d10+3")
    n = int(m.group(1) or 1)
    sides = int(m.group(2))
    bonus = sum(int(t.replace(" ", "")) for t in re.findall(r"[+-]\s*\d+", m.group(3)))
    if not (1 <= n <= 100 and 2 <= sides <= 1000):
        raise RulesError(f"{expr!r}: between 1 and 100 dice of 2 to 1000 sides")
    return n, sides, bonus
