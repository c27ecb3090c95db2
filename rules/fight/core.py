"""The fight state common to every system (scenario format §8): events in, state out.

A `Fight` is built on an encounter's creatures and changed only by `apply(event)`; an event the
rules forbid raises RulesError, after which that Fight object must not be used (it may hold half the
event): the log (`rules.fight.log`) replays from its events instead, so a refused event never reaches
the document. Systems subclass it for turn order and for what damage does.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from ..creature import Creature, FightStats
from ..errors import RulesError


class Encounter(Protocol):
    """What a fight reads of `rules.encounter.Encounter`. Not imported from there: the encounter
    holds the fight log, so the arrow runs encounter -> fight only."""

    ruleset: str

    @property
    def creatures(self) -> Iterable[Creature]: ...

    def creature(self, cid: str) -> Creature: ...

PLAYERS, DIRECTOR = "players", "director"
# How long a condition lasts (event key "until"); "of" names whose turn ends it (default: the target).
UNTIL = ("end_of_turn", "end_of_next_turn", "end_of_round", "save_ends")


@dataclass
class Duration:
    until: str
    of: str  # the creature whose turn's end counts
    skip: int = 0  # turn ends of `of` still to let pass before it ends


@dataclass
class Combatant:
    """One creature's running fight state (internal and mutable; `answer` and `view` copy it out)."""

    id: str
    side: str
    camp: str  # PLAYERS or DIRECTOR
    stats: FightStats
    stamina: int | None  # current Stamina / hit points; None when the creature has no maximum
    temporary: int = 0
    conditions: set[str] = field(default_factory=set)
    recoveries: int = 0
    knocked_out: bool = False  # unconscious by a knock_out blow (Draw Steel Director creatures)
    stable: bool = False
    dead: bool = False
    turns: int = 0  # turns it has finished this fight
    durations: dict[str, Duration] = field(default_factory=dict)

    @property
    def maximum(self) -> int | None:
        return self.stats.stamina


@dataclass(frozen=True)
class CombatantView:
    """What the GUI shows for one creature: a frozen copy of its fight state."""

    id: str
    stamina: int | None
    maximum: int | None
    temporary: int
    states: tuple[str, ...]
    recoveries: int
    durations: tuple[tuple[str, str], ...]  # (condition, until)


def _kind(ev: dict, key: str, kind: type, what: str, default=...):
    if key not in ev:
        if default is ...:
            raise RulesError(f"{key}: missing ({what})")
        return default
    v = ev[key]
    ok = isinstance(v, bool) if kind is bool else isinstance(v, kind) and not isinstance(v, bool)
    if not ok:
        raise RulesError(f"{key}: {v!r} is not {what}")
    return v


def whole(ev: dict, key: str, default=..., minimum: int | None = 0) -> int:
    v = ev.get(key, default)
    if v is ...:
        raise RulesError(f"{key}: missing (a whole number)")
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    if not isinstance(v, int) or isinstance(v, bool):
        raise RulesError(f"{key}: {v!r} is not a whole number")
    if minimum is not None and v < minimum:
        raise RulesError(f"{key}: {v!r} is less than {minimum}")
    return v


def flag(ev: dict, key: str) -> bool:
    return _kind(ev, key, bool, "true or false", False)


def text(ev: dict, key: str, default=...) -> str:
    return _kind(ev, key, str, "a string", default)


class Fight:
    """Common base: turn bookkeeping hooks, damage / heal / condition / temporary / save / end."""

    system = ""
    stamina_key = "hp"
    # Events every system knows; subclasses add theirs by defining _do_<name>.
    common_events = ("damage", "heal", "condition", "temporary", "save", "end")

    def __init__(self, enc: Encounter, players: str = "heroes"):
        self.enc = enc
        self.ruleset = enc.ruleset
        self.players = players
        self.combatants: dict[str, Combatant] = {}
        for c in enc.creatures:
            self.combatants[c.id] = self._combatant(c)
        self.started = False  # a combat is running (between `start` and `end`)
        self.round = 1
        self.acting: list[str] = []
        self.acted: set[str] = set()
        self.events = 0  # events applied

    def _combatant(self, c: Creature) -> Combatant:
        camp = PLAYERS if c.side == self.players else DIRECTOR
        return Combatant(c.id, c.side, camp, c.fight, c.fight.stamina, conditions=set(c.conditions),
                         recoveries=c.fight.recoveries)

    # ---- reading ---------------------------------------------------------------------------------
    def combatant(self, cid) -> Combatant:
        if not isinstance(cid, str) or cid not in self.combatants:
            raise RulesError(f"no creature {cid!r}")
        return self.combatants[cid]

    def derived(self, c: Combatant) -> set[str]:
        """States the fight derives from Stamina / hit points (winded, dying, dead, unconscious...)."""
        out = set()
        if c.dead:
            return {"dead"}
        if c.knocked_out:
            out.add("unconscious")
        if c.stable:
            out.add("stable")
        return out

    def states(self, cid: str) -> list[str]:
        c = self.combatant(cid)
        derived = self.derived(c)
        if "dead" in derived:
            return sorted((c.conditions | derived) - {"winded", "dying"})
        return sorted(c.conditions | derived)

    def effective_conditions(self, cid: str) -> frozenset[str]:
        """The conditions the geometry rules see: the creature's own plus what the fight derived."""
        return frozenset(self.states(cid))

    def able(self, c: Combatant) -> bool:
        """May take a turn at all (not dead, not unconscious). Asked for every creature after every
        event, so it reads the flags rather than building `states`."""
        if c.dead or c.knocked_out or "unconscious" in c.conditions or "dead" in c.conditions:
            return False
        return not self.down(c)

    def down(self, c: Combatant) -> bool:
        """Unconscious from its hit points alone (systems where 0 means unconscious say so)."""
        return False

    def may_act(self) -> list[str]:
        return []

    def answer(self, creature: str | None = None) -> dict:
        out = {"round": self.round, "acting": sorted(self.acting), "acted": sorted(self.acted),
               "may_act": sorted(self.may_act()) if not self.acting else []}
        if creature is not None:
            c = self.combatant(creature)
            out[self.stamina_key] = c.stamina
            out["temporary"] = c.temporary
            out["states"] = self.states(creature)
            if c.durations:
                out["durations"] = {k: d.until for k, d in sorted(c.durations.items())}
            if self.ruleset == "draw-steel" and c.camp == PLAYERS:
                out["recoveries"] = c.recoveries
        return out

    def view(self, cid: str) -> CombatantView:
        c = self.combatant(cid)
        return CombatantView(c.id, c.stamina, c.maximum, c.temporary, tuple(self.states(cid)), c.recoveries,
                             tuple((k, d.until) for k, d in sorted(c.durations.items())))

    def players_view(self, cid: str) -> dict:
        """What the players' screen may show of a creature: the heroes' Stamina or hit points; of the
        Director's creatures only "winded" in Draw Steel (« Vous pouvez savoir quand d'autres créatures
        sont essoufflées »), nothing elsewhere (unless the Director shows it)."""
        c = self.combatant(cid)
        if c.camp == PLAYERS:
            return {self.stamina_key: c.stamina, "maximum": c.maximum, "temporary": c.temporary,
                    "states": self.states(cid)}
        return {"states": ["winded"]} if "winded" in self.derived(c) else {}

    # ---- changing --------------------------------------------------------------------------------
    def apply(self, event: dict) -> None:
        if not isinstance(event, dict):
            raise RulesError(f"{event!r} is not an event object")
        do = event.get("do")
        handler = getattr(self, f"_do_{do}", None) if isinstance(do, str) else None
        if handler is None:
            raise RulesError(f"do: {do!r} is not a fight event in {self.ruleset}")
        handler(event)
        self.events += 1
        if not self.acting:
            self._between_turns()

    def read_totals(self, ev: dict, key: str) -> tuple[dict, list[str]]:
        """`ev[key]` ({id or group: total}, finite numbers, known keys) and `ev["ties"]` (ids), checked:
        the start of an initiative order or of Draw Steel's Agility order."""
        totals = ev.get(key)
        if not isinstance(totals, dict):
            raise RulesError(f"{key}: needs an object of id or group -> total")
        ties = ev.get("ties", [])
        if not isinstance(ties, list) or not all(isinstance(t, str) for t in ties):
            raise RulesError("ties: not a list of ids")
        groups = {c.stats.group for c in self.combatants.values() if c.stats.group}
        for k, v in totals.items():
            if k not in self.combatants and k not in groups:
                raise RulesError(f"{key}.{k}: no creature or group {k!r}")
            if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v):
                raise RulesError(f"{key}.{k}: {v!r} is not a number")
        return totals, ties

    def _between_turns(self) -> None:
        """Called after every event while no turn runs (a round may end when the last one drops)."""

    def _need_started(self, what: str) -> None:
        if not self.started:
            raise RulesError(f"do: {what} before the fight has started", "not-started")

    # damage -----------------------------------------------------------------------------------
    def _do_damage(self, ev: dict) -> None:
        c = self._target(ev)
        amount = whole(ev, "amount")
        dtype = ev.get("type")
        if dtype is not None and not isinstance(dtype, str):
            raise RulesError(f"type: {dtype!r} is not a damage type")
        self.damage(c, amount, dtype, flag(ev, "knock_out"))

    def _target(self, ev: dict, key: str = "target") -> Combatant:
        cid = ev.get(key)
        if cid is None:
            raise RulesError(f"{key}: missing (a creature id)")
        try:
            return self.combatant(cid)
        except RulesError as e:
            raise RulesError(f"{key}: {e}") from None

    def _need_stamina(self, c: Combatant) -> None:
        if c.maximum is None:
            raise RulesError(f"target: {c.id} has no {self.stamina_key} (give it 'stamina')", "no-stamina", creature=c.id)

    def modified_damage(self, c: Combatant, amount: int, dtype: str | None) -> int:
        return amount

    def damage(self, c: Combatant, amount: int, dtype: str | None = None, knock_out: bool = False) -> int:
        """Apply damage; returns what was taken after the system's changes (before temporary)."""
        self._need_stamina(c)
        taken = self.modified_damage(c, amount, dtype)
        rest = taken
        if c.temporary:
            used = min(c.temporary, rest)
            c.temporary -= used
            rest -= used
        if rest > 0:
            self.lose(c, rest, knock_out)
        return taken

    def lose(self, c: Combatant, n: int, knock_out: bool) -> None:
        c.stamina = max(0, c.stamina - n)

    # healing ----------------------------------------------------------------------------------
    def _do_heal(self, ev: dict) -> None:
        c = self._target(ev)
        self._need_stamina(c)
        if c.dead:
            raise RulesError(f"target: {c.id} is dead", "dead", creature=c.id)
        self.heal(c, whole(ev, "amount"))

    def heal(self, c: Combatant, n: int) -> None:
        c.stamina = min(c.maximum, c.stamina + n)
        if c.stamina > 0:
            c.knocked_out = c.stable = False

    def _do_temporary(self, ev: dict) -> None:
        c = self._target(ev)
        c.temporary = max(c.temporary, whole(ev, "amount"))

    # conditions -------------------------------------------------------------------------------
    def _do_condition(self, ev: dict) -> None:
        c = self._target(ev)
        add, remove = ev.get("add"), ev.get("remove")
        if (add is None) == (remove is None):
            raise RulesError("condition: give either 'add' or 'remove'")
        if add is not None:
            if not isinstance(add, str) or not add:
                raise RulesError(f"add: {add!r} is not a condition")
            until = ev.get("until")
            if until is not None and until not in UNTIL:
                raise RulesError(f"until: {until!r} is not a duration ({', '.join(UNTIL)})")
            c.conditions.add(add)
            c.durations.pop(add, None)
            if until is not None:
                of = self._target(ev, "of").id if "of" in ev else c.id
                # "until the end of your next turn" said during that creature's own turn skips this one.
                skip = 1 if until == "end_of_next_turn" and of in self.acting else 0
                c.durations[add] = Duration(until, of, skip)
        else:
            if not isinstance(remove, str) or remove not in c.conditions:
                raise RulesError(f"remove: {c.id} is not {remove!r}", "no-such-condition", creature=c.id, condition=str(remove))
            c.conditions.discard(remove)
            c.durations.pop(remove, None)

    def _do_save(self, ev: dict) -> None:
        """A saving throw against a "save ends" condition: `success` (bool), or a Draw Steel d10 `roll`
        (« 6 ou plus »)."""
        c = self._target(ev)
        cond = text(ev, "condition")
        d = c.durations.get(cond)
        if d is None or d.until != "save_ends":
            raise RulesError(f"condition: {c.id} has no {cond!r} that a save ends", "no-save-ends", creature=c.id, condition=cond)
        if "roll" in ev:
            ok = whole(ev, "roll", minimum=1) >= 6
        else:
            ok = _kind(ev, "success", bool, "true or false")
        if ok:
            c.conditions.discard(cond)
            del c.durations[cond]

    def end_durations(self, turn_of: str) -> None:
        """A turn of `turn_of` ended: conditions that last until then end."""
        for c in self.combatants.values():
            if not c.durations:
                continue
            for cond, d in list(c.durations.items()):
                if d.of != turn_of or d.until not in ("end_of_turn", "end_of_next_turn"):
                    continue
                if d.skip:
                    d.skip -= 1
                    continue
                c.conditions.discard(cond)
                del c.durations[cond]

    def end_round_durations(self) -> None:
        for c in self.combatants.values():
            for cond, d in list(c.durations.items()):
                if d.until == "end_of_round":
                    c.conditions.discard(cond)
                    del c.durations[cond]

    # the end of the fight ---------------------------------------------------------------------
    def _do_end(self, ev: dict) -> None:
        """The fight is over: turn marks and temporary Stamina go; Stamina, conditions stay."""
        self._need_started("end")
        self.started = False
        self.acting, self.acted = [], set()
        self.round = 1
        for c in self.combatants.values():
            c.temporary = 0
            for cond, d in list(c.durations.items()):
                if d.until != "save_ends":
                    c.conditions.discard(cond)
                    del c.durations[cond]

    def _do_start(self, ev: dict) -> None:
        if self.started:
            raise RulesError("do: the fight has already started", "already-started")
        self.started = True
        self.round = 1
        self.acting, self.acted = [], set()
        for c in self.combatants.values():  # a new combat after an `end`: Stamina stays, turns restart
            c.turns = 0
