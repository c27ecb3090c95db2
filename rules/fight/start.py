"""Starting a fight from the dice tray: the `start` event the window records.

Draw Steel: the d10 says who chooses the first side (6+: the players); the window asks them and
records `draw_steel_start(roll, first)`. Initiative systems: one roll per creature, or per group of
identical creatures (« identical creatures sharing one roll »), or totals typed in from physical dice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..dice import DiceTray, Roll
from ..errors import RulesError

if TYPE_CHECKING:
    from ..encounter import Encounter


def draw_steel_start(d10: Roll | int, first: str, agility: dict | None = None, ties=()) -> dict:
    value = d10.total if isinstance(d10, Roll) else d10
    ev = {"do": "start", "d10": value, "first": first}
    if agility is not None:
        ev["agility"] = dict(agility)
        ev["ties"] = list(ties)
    return ev


def initiative_units(enc: Encounter) -> dict[str, list[str]]:
    """Who rolls: a group id for its members, else the creature's id (encounter order)."""
    units: dict[str, list[str]] = {}
    for c in enc.creatures:
        units.setdefault(c.fight.group or c.id, []).append(c.id)
    return units


def roll_initiative(enc: Encounter, tray: DiceTray, modifiers: dict[str, int] | None = None,
                    typed: dict[str, int] | None = None, reroll_ties: bool = False) -> tuple[dict, dict[str, Roll]]:
    """The `start` event and the rolls made. `modifiers` and `typed` are keyed by unit (group id or
    creature id; a group may also take its first member's modifier). `reroll_ties` settles equal
    totals by 3d6 re-rolls (Douaratil, when the Director asks); otherwise ties go by id."""
    if enc.ruleset not in ("dnd5e", "douaratil", "pf2e"):
        raise RulesError(f"{enc.ruleset} has no initiative rolls")
    modifiers, typed = dict(modifiers or {}), dict(typed or {})
    totals: dict[str, int] = {}
    rolls: dict[str, Roll] = {}
    for unit, members in initiative_units(enc).items():
        if unit in typed:
            totals[unit] = typed[unit]
            continue
        mod = modifiers.get(unit, modifiers.get(members[0], 0))
        rolls[unit] = tray.initiative(enc.ruleset, {unit: mod})[unit]
        totals[unit] = rolls[unit].total
    ties = tray.tie_order(totals) if reroll_ties else []
    return {"do": "start", "initiative": totals, "ties": ties}, rolls
