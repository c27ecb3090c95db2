"""A Draw Steel forced movement applied to the encounter: the target moves, broken objects go, and
every creature's damage is one fight event. The window wraps `apply_forced_move` in one undo step."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..forced import ForcedResult

if TYPE_CHECKING:
    from ..encounter import Encounter


def forced_event(result: ForcedResult, source: str, target: str) -> dict:
    return {"do": "forced", "source": source, "target": target, "end": result.end.to_list(),
            "damage": dict(sorted(result.damage.items())), "destroyed": [c.to_list() for c in result.destroyed]}


def apply_forced_move(enc: Encounter, result: ForcedResult, source: str, target: str) -> Callable[[], None]:
    """Move the target, break the objects, record the damage (when a fight runs); returns the undo."""
    before_at = enc.creature(target).at
    before_terrain = dict(enc.board.terrain)
    recorded = False
    if enc.fight.running and result.damage:
        enc.fight.record(forced_event(result, source, target))  # RulesError before anything moved
        recorded = True
    if result.destroyed:
        terrain = dict(before_terrain)
        for c in result.destroyed:
            terrain.pop(c, None)
        enc.set_terrain(terrain)
    if result.end != before_at:
        enc.move_creature(target, result.end)

    def undo() -> None:
        if result.end != before_at:
            enc.move_creature(target, before_at)
        if result.destroyed:
            enc.set_terrain(before_terrain)
        if recorded:
            enc.fight.undo_last()

    return undo
