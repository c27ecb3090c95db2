"""The fight as events on the encounter document: an append-only log and the state replayed from it.

Every change is one event, so one undo step (`record` / `undo_last` / `truncate`), and the log is
what the encounter file saves. Each change emits the encounter's `fight_changed`.
"""

from __future__ import annotations

import copy

from ..errors import RulesError
from . import Fight, replay
from .core import Encounter


class FightLog:
    def __init__(self, enc: Encounter, players: str = "heroes"):
        self._enc = enc
        self._players = players
        self._events: list[dict] = []
        self._state: Fight | None = None
        self.skipped: tuple[int, ...] = ()  # events the current creatures no longer allow (a token removed)
        # What the fight reads of each creature: a token dragged around does not need a replay.
        self._seen = {c.id: self._facts(c) for c in enc.creatures}
        for name in ("creature_added", "creature_removed", "ruleset_changed"):
            getattr(enc, name).connect(self._invalidate)
        enc.creature_changed.connect(self._creature_changed)

    # ---- reading ---------------------------------------------------------------------------------
    @property
    def players(self) -> str:
        return self._players

    @property
    def events(self) -> list[dict]:
        return copy.deepcopy(self._events)

    def __len__(self) -> int:
        return len(self._events)

    @property
    def state(self) -> Fight:
        """The fight after the log, replayed when the log or the creatures changed. Events a later
        edit made impossible (their creature removed) are skipped and listed in `skipped`."""
        if self._state is None:
            fight = replay(self._enc, [], self._players)
            skipped = []
            for i, ev in enumerate(self._events):
                try:
                    fight.apply(ev)  # handlers never change an event; the log holds private copies
                except RulesError:
                    skipped.append(i)
            self._state, self.skipped = fight, tuple(skipped)
        return self._state

    @property
    def running(self) -> bool:
        return bool(self._events) and self.state.started

    def effective_conditions(self, cid: str, own: frozenset[str]) -> frozenset[str]:
        if not self._events:
            return own
        st = self.state
        return st.effective_conditions(cid) if cid in st.combatants else own

    # ---- changing (each call is one undo step) ---------------------------------------------------
    def record(self, event: dict) -> None:
        """Append one event; RulesError (and nothing changed) if the rules forbid it."""
        state = self.state
        ev = copy.deepcopy(event)
        try:
            state.apply(copy.deepcopy(ev))
        except RulesError:
            self._state = None  # it may have half-applied: replay next time
            raise
        self._events.append(ev)
        self._enc.fight_changed.emit()

    def undo_last(self) -> dict:
        if not self._events:
            raise RulesError("the fight log is empty")
        ev = self._events.pop()
        self._invalidate()
        self._enc.fight_changed.emit()
        return ev

    def truncate(self, n: int) -> list[dict]:
        """Keep the first n events; returns the ones removed (to redo them)."""
        gone = self._events[n:]
        del self._events[n:]
        self._invalidate()
        self._enc.fight_changed.emit()
        return gone

    def end_fight(self) -> None:
        """Clears turn marks and temporary Stamina; the encounter stays on the map, Stamina stays."""
        self.record({"do": "end"})

    def load(self, events: list[dict], players: str) -> None:
        """Set the log read from a file (validated by the caller with `replay`); no undo step."""
        self._events = copy.deepcopy(list(events))
        self._players = players
        self._invalidate()

    def set_players(self, players: str) -> None:
        self._players = players
        self._invalidate()
        self._enc.fight_changed.emit()

    @staticmethod
    def _facts(c) -> tuple:
        return (c.side, c.conditions, c.fight)

    def _creature_changed(self, cid: str) -> None:
        facts = self._facts(self._enc.creature(cid))
        if self._seen.get(cid) != facts:
            self._seen[cid] = facts
            self._state = None

    def _invalidate(self, *args) -> None:
        self._seen = {c.id: self._facts(c) for c in self._enc.creatures}
        self._state = None
