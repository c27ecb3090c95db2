"""The drag preview the players' screen draws, computed in the players' world: an encounter made
only of what the players may see (rules.players.PlayerEncounter: no hidden creature, no hidden trap,
nothing under the fog, no notes). Redacting the Director's preview was not enough: its path bent
around hidden creatures and its cost counted hidden traps (issue 15, item 2). Computed this way,
nothing the players' screen draws can depend on what they cannot see."""

from __future__ import annotations

from rules.encounter import Encounter
from rules.players import PlayerEncounter
from rules.preview import DragSession, Preview


def players_world(pe: PlayerEncounter) -> Encounter:
    """A plain Encounter holding what the players see, to ask the rules in their world."""
    return Encounter(pe.board, pe.ruleset, pe.variant, creatures=pe.creatures, zones=pe.zones,
                     zone_links=pe.zone_links, zone_cuts=pe.zone_cuts)


class PlayersPreview:
    """One drag session in the players' world per Director drag (same creature, same start)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._session: DragSession | None = None

    def reset(self) -> None:
        self._key = self._session = None

    def preview(self, p: Preview | None, pe: PlayerEncounter) -> Preview | None:
        if p is None or not pe.has_creature(p.creature_id):
            self.reset()
            return None
        key = (p.creature_id, p.start, p.mode)
        if self._session is None or self._key != key:
            self._session = DragSession(players_world(pe), p.creature_id)
            self._key = key
        return self._session.preview(p.target, p.mode)
