"""The zone game's fight (scenario format §8 "### zones"): Passes, actions, Réserves, Défense,
Moniteurs, Encaisser and Menace. Pure Python; the state is rebuilt by replaying events."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field

from geometry import Cell

from ..errors import RulesError
from .core import DIRECTOR, Combatant, Fight, flag, whole

ACTION_TYPES = ("feed-reserve", "attack", "direct-minors", "environment", "talk", "move", "power")
ACTIONS_A_PASS = 2  # §8: "each character and figurant has 2 actions a Pass"
RESERVE_MAX = 12
MENACE_DEFAULT, MENACE_RANGE = 3, (1, 5)
APTITUDES = {"mediocre": 0, "good": 3, "very-good": 6, "extremely-good": 9}
ROLES = ("character", "figurant", "minor")
PLAYERS, MENEUR = "players", "meneur"  # the two camps that hold the initiative in turn
TERRASSE, BRISE = "terrassé", "brisé"
MINORS = "minors:"  # the minor figurants of side S act as one combatant "minors:S"
TENACITY = ("failed", "success", "success-3")


def _whole(value, what: str, minimum: int = 0) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise RulesError(f"{what}: {value!r} is not a whole number of at least {minimum}")
    return value


def _flag(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(f"{what}: {value!r} is not true or false")
    return value


def defense_value(query: dict | None = None, /, **kw) -> int:
    """The Défense computed at the start of a fight, from a `defense` query (or the same keys).

    Characters: Vigilance +3 (aspect) +3 (equipped) -3 (unfavourable or surprised), at most 12 (15
    for a weapon bearer) after the -3; figurants: aptitude 0/3/6/9 +3 (equipped) -3; never below 0.
    """
    q = {**(query or {}), **kw}
    has_vig, has_apt = q.get("vigilance") is not None, q.get("aptitude") is not None
    if has_vig == has_apt:
        raise RulesError("a defense query needs either vigilance (a character) or aptitude (a figurant)")
    flags = {k: _flag(q.get(k, False), k) for k in ("aspect", "equipped", "unfavourable", "surprised",
                                                     "weapon_bearer")}
    # §8 "− 3 (unfavourable, or surprised)": one penalty, not two.
    penalty = 3 if flags["unfavourable"] or flags["surprised"] else 0
    if has_vig:
        value = _whole(q["vigilance"], "vigilance") + 3 * flags["aspect"] + 3 * flags["equipped"] - penalty
        value = min(value, 15 if flags["weapon_bearer"] else 12)
    else:
        if not isinstance(q["aptitude"], str) or q["aptitude"] not in APTITUDES:
            raise RulesError(f"aptitude: {q['aptitude']!r} is not one of {', '.join(APTITUDES)}")
        value = APTITUDES[q["aptitude"]] + 3 * flags["equipped"] - penalty
    return max(0, value)


@dataclass
class _Fighter:
    """One creature's zone-fight state beside the common one (conditions live in the base)."""

    id: str
    side: str
    role: str
    defense: int
    boxes: int  # Moniteur boxes left (figurants); 0 for the others
    monitor: int  # Moniteur boxes at the start
    tension: int = 0
    traumas: int = 0
    out: str | None = None  # TERRASSE or BRISE once out of the fight


@dataclass
class _Actor:
    """What acts in a Pass: a character, a figurant, or the minors of one side (2 actions, each
    type once a Pass)."""

    id: str
    camp: str
    side: str
    left: int = ACTIONS_A_PASS
    used: list[str] = field(default_factory=list)  # action types used this Pass, in order


@dataclass(frozen=True)
class ActorView:
    """One combatant of the Passes as the Meneur's panel shows it."""

    id: str  # a creature id, or `minors:S`
    camp: str  # PLAYERS or MENEUR
    side: str
    members: tuple[str, ...]  # the creatures it stands for (several for minors)
    in_fight: bool
    actions_left: int  # free actions left this Pass
    types_used: tuple[str, ...]  # this Pass, in order
    may_act: bool  # its camp holds the initiative and it has actions left
    may_buy: bool  # minors: the Meneur may buy it extra actions now (1 Réserve die each)


@dataclass(frozen=True)
class FighterView:
    """One creature's Défense, Moniteur, Tension and traumas."""

    id: str
    side: str
    role: str
    defense: int
    monitor: int | None  # a figurant's boxes; None for the others
    boxes_left: int | None
    tension: int
    traumas: int
    out: str | None  # TERRASSE, BRISE or None


@dataclass(frozen=True)
class ZonePanel:
    """Everything the fight panel and the players' screen read, in one frozen value. The players'
    screen shows `initiative`, `reserves`, `menace` (public at the table); the rest is the Meneur's."""

    started: bool
    pass_number: int
    initiative: str | None  # PLAYERS or MENEUR; None before the start
    actors: tuple[ActorView, ...]
    fighters: tuple[FighterView, ...]
    reserves: tuple[tuple[str, int], ...]  # (owner, dice): characters, then the Meneur's sides
    menace: tuple[tuple[str, int], ...]  # (side, Menace)
    last_hit: Hit | None


@dataclass(frozen=True)
class Refusal:
    """Why an act is refused: `code` for the GUI to word (not-started, out-of-fight,
    not-initiative, type-used, no-actions-left, may-not-buy, reserve-short), `message` in English."""

    code: str
    message: str


@dataclass(frozen=True)
class ZoneMove:
    """A token dragged to another place, judged by the zone graph and the fight: changing zone
    during a fight is the "move" action (issue 14), recorded by `event` (None: nothing to count)."""

    legal: bool
    reason: str | None  # outside-zones, cut, not-neighbours, or a Refusal code; None when legal
    message: str
    from_zone: str | None
    to_zone: str | None
    event: tuple[tuple[str, object], ...] | None = None  # the act to record, as pairs (frozen)

    def event_dict(self) -> dict | None:
        return None if self.event is None else {k: list(v) if isinstance(v, tuple) else v for k, v in self.event}


@dataclass(frozen=True)
class Hit:
    """What an `attack` event did, with its why: `effect` is a reason code the GUI words
    (missed, defense-1, box, terrassé, brisé, trauma+defense-1)."""

    target: str
    effect: str
    qualities: int  # the qualities that counted, after the Meneur's Réserve dice removed some


class ZoneFight(Fight):
    """The zones events of §8 on top of the common fight. The GUI panel reads `initiative`,
    `actors()`, `actions_left()`, `types_used()`, `reserves`, `menace`, `zone_view()` and `hits`."""

    system = "zones"

    def __init__(self, enc, players: str = "heroes"):
        super().__init__(enc, players)
        self.fighters: dict[str, _Fighter] = {}
        for c in enc.creatures:
            s = c.fight
            role = s.role or ("character" if c.side == players else "figurant")
            boxes = s.monitor if role == "figurant" else 0
            self.fighters[c.id] = _Fighter(c.id, c.side, role, s.defense, boxes, boxes)
        self.meneur_sides = sorted({f.side for f in self.fighters.values() if f.side != players})
        self.first_camp = self.initiative = PLAYERS
        self.menace = {s: MENACE_DEFAULT for s in self.meneur_sides}
        self._half_minors_counted: set[str] = set()
        # « Chaque Joueur a sa propre Réserve de combat »; the Meneur has one per opposing side (§8).
        self.reserves = {f.id: 0 for f in self.fighters.values() if f.role == "character"}
        self.reserves.update({s: 0 for s in self.meneur_sides})
        self._actors: dict[str, _Actor] = {}
        for f in self.fighters.values():
            aid = MINORS + f.side if f.role == "minor" else f.id
            self._actors.setdefault(aid, _Actor(aid, self.camp_of(f.side), f.side))
        self.hits: list[Hit] = []

    def _combatant(self, c) -> Combatant:
        # the zone game has "no squares and no hit points" (issue 14): a Stamina the creature kept
        # from a grid system is not this game's, so no bar, no "hp" and no damage typed on its token
        base = super()._combatant(c)
        return dataclasses.replace(base, stats=dataclasses.replace(base.stats, stamina=None), stamina=None)

    # ---- reading (the answers and the GUI panel) ------------------------------------------------
    def camp_of(self, side: str) -> str:
        return PLAYERS if side == self.players else MENEUR

    def actors(self) -> list[str]:
        """Every combatant of the Passes (creature ids and `minors:S`), in the encounter's order."""
        return list(self._actors)

    def actor_of(self, cid) -> str:
        """The combatant a creature acts as: itself, or `minors:S` for a minor of side S."""
        if isinstance(cid, str) and cid in self._actors:
            return cid
        f = self.fighter(cid)
        return MINORS + f.side if f.role == "minor" else f.id

    def fighter(self, cid) -> _Fighter:
        if not isinstance(cid, str) or cid not in self.fighters:
            raise RulesError(f"no creature {cid!r}")
        return self.fighters[cid]

    def in_fight(self, aid: str) -> bool:
        """A creature not yet out, or `minors:S` while one of those minors is still in the fight."""
        if aid.startswith(MINORS) and aid in self._actors:
            return self.minors_in_fight(aid[len(MINORS):]) > 0
        return self.fighter(aid).out is None

    def actions_left(self, cid: str) -> int:
        """Free actions left this Pass (§8: "only the 2 free actions count as actions left")."""
        aid = self.actor_of(cid)
        return self._actors[aid].left if self.in_fight(aid) else 0

    def types_used(self, cid: str) -> tuple[str, ...]:
        """The action types used this Pass, in the order they were taken."""
        return tuple(self._actors[self.actor_of(cid)].used)

    def camp_has_actions(self, camp: str) -> bool:
        return any(self.actions_left(a.id) > 0 for a in self._actors.values() if a.camp == camp)

    def may_act(self) -> list[str]:
        if not self.started:
            return []
        return sorted(a.id for a in self._actors.values() if a.camp == self.initiative and self.actions_left(a.id))

    def characters_in_fight(self) -> int:
        return sum(1 for f in self.fighters.values() if f.role == "character" and f.out is None)

    def minors_in_fight(self, side: str) -> int:
        return sum(1 for f in self.fighters.values() if f.role == "minor" and f.side == side and f.out is None)

    def may_buy_minor_actions(self, side: str) -> bool:
        """§8: "extra minor actions may be bought only while the Meneur holds the initiative, and
        only while the minors still in the fight outnumber the characters still in it"."""
        return (self.started and self.camp_of(side) == MENEUR and self.initiative == MENEUR
                and self.minors_in_fight(side) > self.characters_in_fight())

    def derived(self, c) -> set[str]:
        out = super().derived(c)
        f = self.fighters[c.id]
        if f.out:
            out.add(f.out)
        if f.traumas:
            out.add(f"trauma:{f.traumas}")
        return out

    def zone_view(self, cid: str) -> dict:
        """The zones keys of one creature (§8), plus its role and the action types it used."""
        f = self.fighter(cid)
        return {"defense": f.defense, "boxes_left": f.boxes if f.role == "figurant" else None,
                "actions_left": self.actions_left(cid), "tension": f.tension, "role": f.role,
                "types_used": list(self.types_used(cid))}

    def paid_actions(self, aid: str, actions: list[str]) -> int:
        """How many of these actions go beyond the free ones (each costs 1 Réserve die)."""
        return max(0, len(actions) - self._actors[self.actor_of(aid)].left)

    def refusal(self, aid: str, actions: list[str]) -> Refusal | None:
        """Why `aid` (a creature or `minors:S`) may not take these actions now, or None: the GUI
        asks before recording an act, the `act` event raises it."""
        aid = self.actor_of(aid)
        who = self._actors[aid]
        if not self.started:
            return Refusal("not-started", "the fight has not started")
        if not self.in_fight(aid):
            return Refusal("out-of-fight", f"{aid} is out of the fight")
        if who.camp != self.initiative:
            return Refusal("not-initiative", f"{aid} may not act, the initiative is with the {self.initiative.capitalize()}")
        for i, a in enumerate(actions):
            if a in who.used or a in actions[:i]:
                return Refusal("type-used", f"{aid} has already used {a!r} this Pass (each type once a Pass)")
        paid = self.paid_actions(aid, actions)
        if paid and not aid.startswith(MINORS):
            return Refusal("no-actions-left", f"{aid} has {who.left} action(s) left this Pass, not {len(actions)}")
        if paid and not self.may_buy_minor_actions(who.side):
            return Refusal("may-not-buy", f"{aid} has {who.left} action(s) left; extra minor actions are bought "
                           "only by the Meneur while the minors in the fight outnumber the characters")
        if paid > self.reserves.get(who.side, 0):
            return Refusal("reserve-short", f"{paid} extra minor action(s) cost {paid} Réserve dice and the "
                           f"Réserve of {who.side!r} holds {self.reserves[who.side]}")
        return None

    def zone_move(self, cid: str, at: Cell | list[int]) -> ZoneMove:
        """May creature `cid` go to top-left cell `at`? Within its zone, onto the zone map, or
        outside a fight nothing is counted; during a fight another zone must be a neighbour (not
        cut) and the creature's side must be able to spend its "move" action now."""
        enc = self.enc
        f = self.fighter(cid)
        at = at if isinstance(at, Cell) else Cell.parse(at)
        zmap = enc.zone_map
        here = zmap.zone_at(enc.space(cid).centre)
        there = zmap.zone_at(enc.space(enc.creature(cid).moved_to(at)).centre)
        if there is None:
            return ZoneMove(False, "outside-zones", "the place is in no zone", here, None)
        if here is None or here == there or not self.started:
            return ZoneMove(True, None, "", here, there)
        if frozenset((here, there)) in {frozenset(p) for p in enc.zone_cuts}:
            return ZoneMove(False, "cut", f"the way from {here} to {there} is cut", here, there)
        if there not in zmap.neighbours(here):
            hops = zmap.hops(here, there)
            far = "no way leads there" if hops is None else f"it is {hops} zones away"
            return ZoneMove(False, "not-neighbours", f"{there} is not a neighbour of {here}: {far}", here, there)
        aid = self.actor_of(f.id)
        refused = self.refusal(aid, ["move"])
        if refused:
            return ZoneMove(False, refused.code, refused.message, here, there)
        who = ("minors", aid[len(MINORS):]) if aid.startswith(MINORS) else ("creature", aid)
        return ZoneMove(True, None, "", here, there, (("do", "act"), who, ("actions", ("move",))))

    def panel(self) -> ZonePanel:
        actors = []
        for a in self._actors.values():
            members = tuple(f.id for f in self.fighters.values() if self.actor_of(f.id) == a.id)
            left = self.actions_left(a.id)
            actors.append(ActorView(a.id, a.camp, a.side, members, self.in_fight(a.id), left, tuple(a.used),
                                    self.started and a.camp == self.initiative and left > 0,
                                    a.id.startswith(MINORS) and self.in_fight(a.id)
                                    and self.may_buy_minor_actions(a.side)))
        fighters = tuple(FighterView(f.id, f.side, f.role, f.defense, f.monitor if f.role == "figurant" else None,
                                     f.boxes if f.role == "figurant" else None, f.tension, f.traumas, f.out)
                         for f in self.fighters.values())
        return ZonePanel(self.started, self.round, self.initiative if self.started else None, tuple(actors),
                         fighters, tuple(self.reserves.items()), tuple(self.menace.items()),
                         self.hits[-1] if self.hits else None)

    def answer(self, creature: str | None = None) -> dict:
        minors = isinstance(creature, str) and creature.startswith(MINORS)
        if minors and creature not in self._actors:
            raise RulesError(f"creature: there are no minor figurants {creature!r}")
        out = super().answer(None if minors else creature)
        out.update({"initiative": self.initiative if self.started else None, "menace": dict(self.menace),
                    "reserves": dict(self.reserves)})
        if minors:
            out.update({"actions_left": self.actions_left(creature), "types_used": list(self.types_used(creature)),
                        "in_fight": self.minors_in_fight(creature[len(MINORS):])})
        elif creature is not None:
            out.update(self.zone_view(creature))
        return out

    # ---- events -------------------------------------------------------------------------------
    def _do_start(self, ev: dict) -> None:
        first = ev.get("first", PLAYERS)
        if first in (PLAYERS, MENEUR, DIRECTOR):
            first_camp = PLAYERS if first == PLAYERS else MENEUR
        elif isinstance(first, str) and first in {f.side for f in self.fighters.values()}:
            first_camp = self.camp_of(first)  # a side name stands for its camp
        else:
            raise RulesError(f"first: {first!r} is not players, meneur or a side")
        menace = ev.get("menace", {})
        if not isinstance(menace, dict):
            raise RulesError(f"menace: {menace!r} is not an object {{side: 1 to 5}}")
        menace = {side: int(n) if isinstance(n, float) and n.is_integer() else n for side, n in menace.items()}
        for side, n in menace.items():
            if side not in self.menace:
                raise RulesError(f"menace: {side!r} is not a side of the Meneur ({', '.join(self.menace)})")
            if not (isinstance(n, int) and not isinstance(n, bool) and MENACE_RANGE[0] <= n <= MENACE_RANGE[1]):
                raise RulesError(f"menace: a Menace is a whole number from 1 to 5, not {n!r} for {side!r}")
        super()._do_start(ev)
        # A new combat after an `end`: Réserves empty, Menace afresh; Défense, boxes, traumas stay.
        self.reserves = dict.fromkeys(self.reserves, 0)
        self.menace = {s: MENACE_DEFAULT for s in self.meneur_sides}
        self._half_minors_counted = set()
        self.menace.update(menace)
        self.first_camp = self.initiative = first_camp
        for a in self._actors.values():
            a.left, a.used = ACTIONS_A_PASS, []
        self._settle(after_act=False)

    def _do_end(self, ev: dict) -> None:
        super()._do_end(ev)
        for a in self._actors.values():
            a.left, a.used = ACTIONS_A_PASS, []

    def _do_act(self, ev: dict) -> None:
        self._need_started("act")
        if ("creature" in ev) == ("minors" in ev):
            raise RulesError("do: an act names either a creature or minors (a side)")
        if "minors" in ev:
            aid = MINORS + str(ev["minors"])
            if aid not in self._actors:
                raise RulesError(f"minors: side {ev['minors']!r} has no minor figurants")
        else:
            aid = self.actor_of(self._target(ev, "creature").id)
        who = self._actors[aid]
        key = "minors" if "minors" in ev else "creature"
        actions = ev.get("actions")
        if not isinstance(actions, list) or not actions:
            raise RulesError(f"actions: {actions!r} is not a list of one or more action types")
        for a in actions:
            if a not in ACTION_TYPES:
                raise RulesError(f"actions: {a!r} is not an action type ({', '.join(ACTION_TYPES)})")
        refused = self.refusal(aid, actions)
        if refused:
            raise RulesError(f"{key if refused.code in ('out-of-fight', 'not-initiative') else 'actions'}: "
                             f"{refused.message}")
        paid = self.paid_actions(aid, actions)
        # The dice of the paid actions are recorded by a `reserve` spend event (§8: "an act
        # never changes a Réserve").
        who.left -= len(actions) - paid
        who.used.extend(actions)
        self.acted.add(aid)
        self._settle(after_act=True)

    def _settle(self, after_act: bool) -> None:
        """§8: "after an act the initiative passes to the other side if it has actions left, else
        stays"; when no one has actions left the Pass ends, even when the last one to have actions
        is taken out, and the next Pass begins with the side that began the first."""
        if not self.started or not any(self.in_fight(a) for a in self._actors):
            return
        if not self.camp_has_actions(PLAYERS) and not self.camp_has_actions(MENEUR):
            self.round += 1
            self.acted = set()
            for a in self._actors.values():
                a.left, a.used = ACTIONS_A_PASS, []
            self.initiative, after_act = self.first_camp, False
        other = MENEUR if self.initiative == PLAYERS else PLAYERS
        if (after_act or not self.camp_has_actions(self.initiative)) and self.camp_has_actions(other):
            self.initiative = other

    def _owner(self, owner) -> str:
        if not isinstance(owner, str) or owner not in self.reserves:
            raise RulesError(f"owner: {owner!r} has no Réserve (a character, or a side of the Meneur)")
        return owner

    def _do_reserve(self, ev: dict) -> None:
        self._need_started("reserve")
        owner = self._owner(ev.get("owner"))
        if ("add" in ev) == ("spend" in ev):
            raise RulesError("do: a reserve event gives either add or spend")
        if "add" in ev:
            # §8: "a Réserve fed past 12 stops at 12"
            self.reserves[owner] = min(RESERVE_MAX, self.reserves[owner] + whole(ev, "add"))
            return
        n = whole(ev, "spend")
        if n > self.reserves[owner]:
            raise RulesError(f"spend: the Réserve of {owner!r} holds {self.reserves[owner]} dice, not {n}")
        self.reserves[owner] -= n

    def _do_react(self, ev: dict) -> None:
        self._need_started("react")
        if "minors" in ev and "creature" not in ev:
            side = ev["minors"]
            who = MINORS + str(side)
            if who not in self._actors or not self.in_fight(who):
                raise RulesError(f"minors: side {side!r} has no minor figurants in the fight")
        else:
            f = self.fighters[self._target(ev, "creature").id]
            if f.out:
                raise RulesError(f"creature: {f.id} is out of the fight ({f.out})")
            who, side = f.id, f.side
            if f.role == "character":
                # §8: "costs C 1 die of its Réserve, or 1 Tension when it is empty"
                if self.reserves[f.id]:
                    self.reserves[f.id] -= 1
                else:
                    f.tension += 1
                return
        # A figurant's (or the minors') reaction costs its side's Réserve, never Tension.
        if side not in self.reserves:
            raise RulesError(f"creature: {who} has no Réserve of its side to react with")
        if not self.reserves[side]:
            raise RulesError(f"creature: {who} may not react, the Réserve of {side!r} is empty "
                             "(a figurant never pays in Tension)")
        self.reserves[side] -= 1

    def _do_attack(self, ev: dict) -> None:
        self._need_started("attack")
        t = self.fighters[self._target(ev).id]
        if t.out:
            raise RulesError(f"target: {t.id} is already out of the fight ({t.out})")
        success = ev.get("success", True)
        if not isinstance(success, bool):
            raise RulesError(f"success: {success!r} is not true or false")
        q = whole(ev, "qualities", 0)
        spent = whole(ev, "reserve_spent", 0)
        brk = flag(ev, "break")
        tenacity = ev.get("tenacity")
        if tenacity is not None and tenacity not in TENACITY:
            raise RulesError(f"tenacity: {tenacity!r} is not {', '.join(TENACITY)}")
        if spent and t.role != "figurant":
            raise RulesError("reserve_spent: the Meneur's dice remove qualities from an attack on a figurant only")
        if spent > self.reserves.get(t.side, 0):
            raise RulesError(f"reserve_spent: the Réserve of {t.side!r} holds {self.reserves.get(t.side, 0)} dice, "
                             f"not {spent}")
        if spent:
            self.reserves[t.side] -= spent
        q = max(0, q - 2 * spent)  # 2 qualities per die the Meneur spends
        self.hits.append(self._hit(t, success, q, brk, tenacity))
        self._settle(after_act=False)

    def _hit(self, t: _Fighter, success: bool, q: int, brk: bool, tenacity: str | None) -> Hit:
        if not success:
            return Hit(t.id, "missed", q)
        if q < t.defense:  # a success below the Défense wears it down
            t.defense -= 1
            return Hit(t.id, "defense-1", q)
        if t.role == "character":  # Encaisser: the tenacity test decides
            if tenacity is None:
                raise RulesError(f"tenacity: {t.id} must take the attack, give failed, success or success-3")
            if tenacity == "failed":
                t.traumas += 1
                self._take_out(t, TERRASSE)
                return Hit(t.id, TERRASSE, q)
            t.defense = max(0, t.defense - 1)
            if tenacity == "success":
                t.traumas += 1
                return Hit(t.id, "trauma+defense-1", q)
            return Hit(t.id, "defense-1", q)
        if t.role == "minor":
            how = BRISE if brk and q >= 2 * t.defense else TERRASSE
            self._take_out(t, how)
            return Hit(t.id, how, q)
        if q >= 2 * t.defense:  # twice the Défense: out at once
            how = BRISE if brk and t.boxes == 1 else TERRASSE
            t.boxes = 0
            self._take_out(t, how)
            return Hit(t.id, how, q)
        t.boxes -= 1
        if t.boxes:
            return Hit(t.id, "box", q)
        self._take_out(t, TERRASSE)
        return Hit(t.id, TERRASSE, q)

    def _take_out(self, f: _Fighter, how: str) -> None:
        """Out of the fight; the Menace of its side drops by 1 for a figurant, and once when half
        (rounded up) of its minors are out, never below 0."""
        f.out = how
        if f.side not in self.menace:
            return
        if f.role == "figurant":
            self.menace[f.side] = max(0, self.menace[f.side] - 1)
        elif f.role == "minor" and f.side not in self._half_minors_counted:
            minors = [m for m in self.fighters.values() if m.role == "minor" and m.side == f.side]
            if sum(1 for m in minors if m.out) >= math.ceil(len(minors) / 2):
                self._half_minors_counted.add(f.side)
                self.menace[f.side] = max(0, self.menace[f.side] - 1)
