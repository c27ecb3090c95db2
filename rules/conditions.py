"""Conditions that change the geometry, per system (issue 13): speed, crawling, triggered actions.

The rules read a creature's EFFECTIVE conditions (its own plus what the fight derived, e.g.
unconscious at 0 hit points) through `Encounter.effective`, which uses this table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ConditionRule:
    speed_cap: int | None = None  # 0: cannot move
    crawls: bool = False  # moves by crawling (+1 a step)
    no_triggered: bool = False  # no triggered actions / reactions: no free strikes, no flanking


_CANT_MOVE = ConditionRule(speed_cap=0)
_OUT = ConditionRule(speed_cap=0, no_triggered=True)

TABLE: dict[str, dict[str, ConditionRule]] = {
    "draw-steel": {
        "slowed": ConditionRule(speed_cap=2),  # « réduite à 2 par l'état ralenti »
        "grabbed": _CANT_MOVE,
        "restrained": _CANT_MOVE,
        "prone": ConditionRule(crawls=True),
        "unconscious": _OUT,
        "dead": _OUT,
        "dazed": ConditionRule(no_triggered=True),
        "surprised": ConditionRule(no_triggered=True),
    },
    "dnd5e": {
        "grappled": _CANT_MOVE,
        "restrained": _CANT_MOVE,
        "prone": ConditionRule(crawls=True),
        "unconscious": _OUT,
        "paralyzed": _OUT,
        "petrified": _OUT,
        "stunned": _OUT,
        "incapacitated": ConditionRule(no_triggered=True),
        "dead": _OUT,
        # « ne peut ni se déplacer ni agir lors de son premier tour ... ne peut pas non plus réagir »
        "surprised": _OUT,
    },
    "pf2e": {
        "grabbed": _CANT_MOVE,
        "immobilized": _CANT_MOVE,
        "restrained": _CANT_MOVE,
        "prone": ConditionRule(crawls=True),
        "unconscious": _OUT,
        "paralyzed": _OUT,
        "dead": _OUT,
    },
    "zones": {},
}
TABLE["douaratil"] = TABLE["dnd5e"]


def rules_for(ruleset: str, conditions) -> list[ConditionRule]:
    table = TABLE.get(ruleset, {})
    return [table[c] for c in conditions if c in table]


def effective_speed(ruleset: str, speed: int, conditions) -> int:
    caps = [r.speed_cap for r in rules_for(ruleset, conditions) if r.speed_cap is not None]
    return min([speed, *caps])


def can_take_triggered_actions(ruleset: str, conditions) -> bool:
    return not any(r.no_triggered for r in rules_for(ruleset, conditions))


def crawls(ruleset: str, conditions) -> bool:
    return any(r.crawls for r in rules_for(ruleset, conditions))
