"""The fight state (scenario format §8), without Qt: turns, Stamina or hit points, conditions.

- `fight_rules_for(enc)`: the Fight class of the encounter's system.
- `replay(enc, events, players)`: a Fight after `events` (RulesError naming `events[i]` on a
  forbidden one). The oracle's `fight` query and the encounter's log (`rules.fight.log`) use it.
- `Fight`: `apply(event)`, `answer(creature)`, `view(creature)`, `effective_conditions(creature)`.
"""

from __future__ import annotations

import importlib

from ..errors import RulesError
from .core import CombatantView, Encounter, Fight
from .draw_steel import DrawSteelFight
from .initiative import InitiativeFight

_BY_PACK: dict[str, type[Fight]] = {"draw-steel": DrawSteelFight, "dnd5e": InitiativeFight,
                                    "douaratil": InitiativeFight, "pf2e": InitiativeFight}


class FightEventError(RulesError):
    """A forbidden or malformed event; `index` is its place in the list, `problem` the rest."""

    def __init__(self, index: int, problem: str):
        self.index, self.problem = index, problem
        key, sep, rest = problem.partition(": ")
        place = f"events[{index}].{key}" if sep and key.replace("_", "").replace(".", "").isalnum() \
            else f"events[{index}]"
        super().__init__(f"{place}: {rest if place.endswith(key) and sep else problem}")


def fight_rules_for(enc: Encounter) -> type[Fight]:
    pid = enc.pack.id
    if pid == "zones":
        # Written by the zones work in parallel; imported only when a zones fight is asked for.
        try:
            return importlib.import_module(".zones", __name__).ZoneFight
        except (ImportError, AttributeError):
            raise RulesError("the zones fight is not available in this version") from None
    try:
        return _BY_PACK[pid]
    except KeyError:
        raise RulesError(f"{pid} has no fight rules") from None


def replay(enc: Encounter, events: list[dict], players: str = "heroes") -> Fight:
    """The fight after `events`, from the start of combat on the encounter's creatures."""
    if not isinstance(events, list):
        raise RulesError("events: not a list of events")
    if not isinstance(players, str):
        raise RulesError(f"players: {players!r} is not a side")
    fight = fight_rules_for(enc)(enc, players)
    for i, ev in enumerate(events):
        try:
            fight.apply(ev)
        except FightEventError:
            raise
        except RulesError as e:
            raise FightEventError(i, str(e)) from None
    return fight


__all__ = ["CombatantView", "DrawSteelFight", "Fight", "FightEventError", "InitiativeFight",
           "fight_rules_for", "replay"]
