"""Draw Steel's fight (scenario format §8 "Draw Steel"): sides alternating picks, Director groups,
surprise, the optional Agility order; Stamina with weakness, immunity, temporary Stamina, winded,
dying, dead, knocked out, recoveries. Quotes are the French rules text the contract cites."""

from __future__ import annotations

from ..errors import RulesError
from .core import DIRECTOR, PLAYERS, Combatant, Fight, flag, text, whole


def _other(camp: str) -> str:
    return DIRECTOR if camp == PLAYERS else PLAYERS


class DrawSteelFight(Fight):
    system = "draw-steel"
    stamina_key = "stamina"

    def __init__(self, enc, players: str = "heroes"):
        super().__init__(enc, players)
        self.d10: int | None = None
        self.first_camp: str | None = None  # the side that went first in round 1
        self.pick: str | None = None  # the side whose pick it is (when it still has creatures to act)
        self.group_turn: str | None = None  # a Director group whose members are taking their turns
        self.order: dict[str, list[list[str]]] | None = None  # Agility order: camp -> units of ids

    # ---- Stamina ---------------------------------------------------------------------------------
    @staticmethod
    def winded_value(c: Combatant) -> int:
        return c.maximum // 2

    def derived(self, c: Combatant) -> set[str]:
        out = super().derived(c)
        if "dead" in out or c.maximum is None:
            return out
        # « Lorsque votre Vigueur est égale ou inférieure à votre valeur d'essoufflement, vous êtes essoufflé. »
        if c.stamina <= self.winded_value(c):
            out.add("winded")
        if c.camp == PLAYERS and c.stamina <= 0:
            out.add("dying")
        return out

    def modified_damage(self, c: Combatant, amount: int, dtype: str | None) -> int:
        def best(pairs, whole):
            return max((whole if n == "all" else n for t, n in pairs
                        if t == "all" or (dtype is not None and t == dtype)), default=0)

        # Weakness first, then immunity (contract §8: "raised by the highest applicable weakness, then
        # lowered by the highest applicable immunity (never below 0)").
        raised = amount + (best(c.stats.weakness, 0) if amount > 0 else 0)
        return max(0, raised - best(c.stats.immunity, raised))

    def lose(self, c: Combatant, n: int, knock_out: bool) -> None:
        if c.dead:
            c.stamina = c.stamina - n if c.camp == PLAYERS else max(0, c.stamina - n)
            return
        if c.camp == PLAYERS:
            # A hero's Stamina goes below 0: dying, and dead at minus its winded value.
            c.stamina -= n
            if c.stamina <= -self.winded_value(c):
                c.dead = True
            return
        if c.knocked_out:  # "then any further damage kills it"
            c.dead, c.knocked_out = True, False
            return
        c.stamina = max(0, c.stamina - n)
        if c.stamina == 0:
            if knock_out:
                c.knocked_out = True
            else:
                c.dead = True

    def heal(self, c: Combatant, n: int) -> None:
        c.stamina = min(c.maximum, c.stamina + n)
        if c.stamina > 0:
            c.knocked_out = False

    def _do_recover(self, ev: dict) -> None:
        """« dépenser une Récupération pour regagner un tiers de votre Vigueur maximale »."""
        c = self._target(ev)
        self._need_stamina(c)
        helped = flag(ev, "helped")
        if c.dead:
            raise RulesError(f"target: {c.id} is dead", "dead", creature=c.id)
        if c.camp == PLAYERS:
            if c.recoveries <= 0:
                raise RulesError(f"target: {c.id} has no recoveries left", "no-recoveries", creature=c.id)
            if c.stamina <= 0 and not helped:
                raise RulesError(f"target: {c.id} is dying and may not spend a recovery unless an ally helps", "dying-recovery",
                                 creature=c.id)
            c.recoveries -= 1
        self.heal(c, c.maximum // 3)

    def _do_forced(self, ev: dict) -> None:
        """A forced movement's damage as one event: `{"do": "forced", "damage": {id: n}}` (« Forced-movement
        damage is damage »: untyped, so only `all` weaknesses and immunities apply)."""
        dmg = ev.get("damage")
        if not isinstance(dmg, dict):
            raise RulesError("damage: not an object of creature id -> amount")
        hits = []
        for cid in dmg:
            try:
                c = self.combatant(cid)
            except RulesError:
                raise RulesError(f"damage: no creature {cid!r}") from None
            hits.append((c, whole(dmg, cid)))
        for c, n in hits:
            if c.maximum is not None:  # a creature without Stamina (an object, a token) takes nothing
                self.damage(c, n)

    # ---- turns -----------------------------------------------------------------------------------
    def camp_of_first(self, first: str) -> str:
        if first in (PLAYERS, DIRECTOR):
            return first
        if first == self.players:
            return PLAYERS
        if any(c.side == first for c in self.combatants.values()):
            return DIRECTOR
        raise RulesError(f"first: {first!r} is neither players, director nor a side of this fight")

    def _all_surprised(self, camp: str) -> bool:
        members = [c for c in self.combatants.values() if c.camp == camp]
        return bool(members) and all("surprised" in c.conditions for c in members)

    def _do_start(self, ev: dict) -> None:
        d10 = whole(ev, "d10", minimum=1)
        if d10 > 10:
            raise RulesError(f"d10: {d10} is not a roll of a d10")
        first = self.camp_of_first(text(ev, "first"))
        agility = self.enc.pack.variant.get("initiative") == "agility"
        order = self._agility_order(ev) if agility else None
        super()._do_start(ev)
        self.d10 = d10
        # « Si tous les membres d'un camp sont surpris, l'autre camp commence. » (both: `first` decides)
        sp, sd = self._all_surprised(PLAYERS), self._all_surprised(DIRECTOR)
        if sp != sd:
            first = DIRECTOR if sp else PLAYERS
        self.first_camp = self.pick = first
        self.group_turn = None
        self.order = order

    def _agility_order(self, ev: dict) -> dict[str, list[list[str]]]:
        totals, ties = self.read_totals(ev, "agility")
        return {camp: units_in_order(self, camp, totals, ties, "agility") for camp in (PLAYERS, DIRECTOR)}

    def _left(self, camp: str | None = None, group: str | None = None) -> list[Combatant]:
        return [c for c in self.combatants.values()
                if (camp is None or c.camp == camp) and (group is None or c.stats.group == group)
                and c.id not in self.acted and self.able(c)]

    @property
    def picking(self) -> str | None:
        """The side that picks next (PLAYERS or DIRECTOR; None before the start or when no one is left):
        the turn strip shows it."""
        if not self.started:
            return None
        if self.group_turn is not None and self._left(group=self.group_turn):
            return DIRECTOR
        if self._left(self.pick):
            return self.pick
        return _other(self.pick) if self._left(_other(self.pick)) else None

    def may_act(self) -> list[str]:
        if not self.started or self.acting:
            return []
        if self.group_turn is not None:
            left = self._left(group=self.group_turn)
            if left:
                return [c.id for c in left]
        camp = self.pick if self._left(self.pick) else _other(self.pick)
        if self.order is not None:
            for unit in self.order[camp]:
                left = [cid for cid in unit if cid not in self.acted and self.able(self.combatants[cid])]
                if left:
                    return left
            return []
        return [c.id for c in self._left(camp)]

    def _do_turn(self, ev: dict) -> None:
        self._need_started("turn")
        if self.acting:
            raise RulesError(f"creature: {self.acting[0]}'s turn is still running", "turn-running", creature=self.acting[0])
        c = self._target(ev, "creature")
        if c.id not in self.may_act():
            code, why = self._why_not(c)
            raise RulesError(f"creature: {why}", code, creature=c.id, group=self.group_turn)
        self.acting = [c.id]
        self.acted.add(c.id)
        if c.stats.group is not None and c.camp == DIRECTOR:
            # « continuant jusqu'à ce que tous les membres du groupe aient pris leur tour »
            self.group_turn = c.stats.group

    def _why_not(self, c: Combatant) -> tuple[str, str]:
        """(reason code, English sentence) for a creature that may not take a turn now."""
        if "dead" in self.states(c.id):
            return "dead", f"{c.id} is dead"
        if "unconscious" in self.states(c.id):
            return "unconscious", f"{c.id} is unconscious"
        if c.id in self.acted:
            return "already-acted", f"{c.id} has already acted this round"
        if self.group_turn is not None and self._left(group=self.group_turn):
            return "group-first", f"the members of group {self.group_turn} act first"
        if self.order is not None and c.camp == (self.pick if self._left(self.pick) else _other(self.pick)):
            return "not-agility-next", f"{c.id} is not next in the Agility order"
        return "not-side-pick", f"it is not {c.id}'s side's pick"

    def _do_end_turn(self, ev: dict) -> None:
        self._need_started("end_turn")
        if not self.acting:
            raise RulesError("do: end_turn while no turn is running", "no-turn-running")
        cid = self.acting[0]
        c = self.combatants[cid]
        c.turns += 1
        self.end_durations(cid)
        self.acting = []
        if self.group_turn is not None and self._left(group=self.group_turn):
            return  # the group goes on before the other side picks
        self.group_turn = None
        # « Quand ce tour se termine, l'autre camp choisit une créature pour agir. »; when it has none
        # left, the pick stays here (« sans tours intercalés »): may_act reads the other side then.
        self.pick = _other(c.camp)

    def _between_turns(self) -> None:
        if not self.started:
            return
        if self.group_turn is not None and not self._left(group=self.group_turn):
            group_camp = next(c.camp for c in self.combatants.values() if c.stats.group == self.group_turn)
            self.group_turn = None
            self.pick = _other(group_camp)
        if self.acted and not any(c.id not in self.acted and self.able(c) for c in self.combatants.values()):
            # The round ends as soon as no creature able to act is left.
            self.round += 1
            self.acted = set()
            self.pick = self.first_camp
            self.group_turn = None
            for c in self.combatants.values():  # « surprise jusqu'à la fin du premier tour de combat »
                c.conditions.discard("surprised")
                c.durations.pop("surprised", None)
            self.end_round_durations()

    def _do_end(self, ev: dict) -> None:
        super()._do_end(ev)
        self.pick = self.first_camp = self.group_turn = self.order = None


def units_in_order(fight: Fight, camp: str | None, totals: dict, ties: list[str], key: str) -> list[list[str]]:
    """Creatures (of `camp`, or all) grouped by `group`, in descending order of their totals; ties by
    the order of `ties`, then by id. A group's total is its own entry, else the highest of its
    members'. Members of a group are ordered by `ties`, then by id."""
    rank = {t: i for i, t in enumerate(ties)}
    units: dict[str, list[str]] = {}
    for c in fight.combatants.values():
        if camp is not None and c.camp != camp:
            continue
        units.setdefault(c.stats.group or c.id, []).append(c.id)

    def member_key(cid):
        return (rank.get(cid, len(ties)), cid)

    out = []
    for ukey, members in units.items():
        members.sort(key=member_key)
        if ukey in totals:
            total = totals[ukey]
        else:
            own = [totals[m] for m in members if m in totals]
            if not own:
                raise RulesError(f"{key}: no total for {ukey}")
            total = max(own)
        r = min([rank.get(ukey, len(ties))] + [rank.get(m, len(ties)) for m in members])
        out.append(((-total, r, members[0]), members))
    out.sort(key=lambda kv: kv[0])
    return [m for _, m in out]
