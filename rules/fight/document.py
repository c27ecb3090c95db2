"""The fight's part of the scenario vocabulary: `players` (§8) and, in encounter files, the log
`"fight": {"events": [...]}`, validated on load by replaying it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import RulesError, ScenarioError
from . import FightEventError, replay

if TYPE_CHECKING:
    from ..encounter import Encounter


def read_fight(enc: Encounter, doc: dict) -> None:
    players = doc.get("players", "heroes")
    if not isinstance(players, str) or not players:
        raise ScenarioError("players", f"{players!r} is not a side")
    fight = doc.get("fight")
    events = []
    if fight is not None:
        if not isinstance(fight, dict):
            raise ScenarioError("fight", f"{fight!r} is not an object")
        events = fight.get("events", [])
        if not isinstance(events, list):
            raise ScenarioError("fight.events", "is not a list of events")
        if events:
            try:
                replay(enc, events, players)
            except FightEventError as e:
                key, sep, rest = e.problem.partition(": ")
                if sep and key.replace("_", "").replace(".", "").isalnum():
                    raise ScenarioError(f"fight.events[{e.index}].{key}", rest) from None
                raise ScenarioError(f"fight.events[{e.index}]", e.problem) from None
            except RulesError as e:
                raise ScenarioError("fight", str(e)) from None
    enc.fight.load(events, players)


def fight_to_doc(enc: Encounter) -> dict:
    out: dict = {}
    if enc.fight.players != "heroes":
        out["players"] = enc.fight.players
    if len(enc.fight):
        out["fight"] = {"events": enc.fight.events}
    return out
