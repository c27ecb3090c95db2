"""Initiative order fights: D&D 5e, Douaratil (5e's order and hit points on 3d6 dice) and PF2e
(scenario format §8 "dnd5e, douaratil, pf2e")."""

from __future__ import annotations

from ..errors import RulesError
from .core import Combatant, Fight
from .draw_steel import units_in_order


class InitiativeFight(Fight):
    system = "initiative"
    stamina_key = "hp"

    def __init__(self, enc, players: str = "heroes"):
        super().__init__(enc, players)
        self.order: list[list[str]] = []  # units: a creature, or a group's members acting together
        self.totals: dict[str, float] = {}
        self.index = 0  # the unit whose turn is next (or running)

    @property
    def five_e(self) -> bool:
        return self.ruleset in ("dnd5e", "douaratil")

    # ---- hit points ------------------------------------------------------------------------------
    def down(self, c: Combatant) -> bool:
        return c.maximum is not None and c.stamina <= 0

    def derived(self, c: Combatant) -> set[str]:
        out = super().derived(c)
        if "dead" not in out and self.down(c):
            out.add("unconscious")  # « tombe à 0 point de vie » → inconscient
        return out

    def modified_damage(self, c: Combatant, amount: int, dtype: str | None) -> int:
        if not self.five_e or dtype is None:
            return amount
        # Resistance halves (rounded down), then vulnerability doubles: 7 -> 3 -> 6.
        if dtype in c.stats.resistance:
            amount //= 2
        if dtype in c.stats.vulnerability:
            amount *= 2
        return amount

    def lose(self, c: Combatant, n: int, knock_out: bool) -> None:
        was_down = c.stamina <= 0
        c.stamina = max(0, c.stamina - n)
        if was_down:
            c.stable = False  # a stable creature that takes damage is no longer stable
        elif c.stamina == 0 and knock_out:
            c.stable = True  # knocked out: unconscious and stable

    # ---- the order -------------------------------------------------------------------------------
    def _do_start(self, ev: dict) -> None:
        totals, ties = self.read_totals(ev, "initiative")
        order = units_in_order(self, None, totals, ties, "initiative")
        super()._do_start(ev)
        self.order, self.totals, self.index = order, dict(totals), 0

    def next_unit(self) -> list[str]:
        return self.order[self.index] if self.started and self.order else []

    def may_act(self) -> list[str]:
        if not self.started or self.acting:
            return []
        return self.next_unit()[:1]

    def _do_turn(self, ev: dict) -> None:
        self._need_started("turn")
        if self.acting:
            raise RulesError(f"creature: {self.acting[0]}'s turn is still running", "turn-running", creature=self.acting[0])
        c = self._target(ev, "creature")
        unit = self.next_unit()
        if c.id != unit[0]:
            raise RulesError(f"creature: it is {unit[0]}'s turn, not {c.id}'s", "not-their-turn", creature=c.id, acting=unit[0])
        self.acting = list(unit)
        self.acted |= set(unit)

    def _do_end_turn(self, ev: dict) -> None:
        self._need_started("end_turn")
        if not self.acting:
            raise RulesError("do: end_turn while no turn is running", "no-turn-running")
        for cid in self.acting:
            c = self.combatants[cid]
            c.turns += 1
            self.end_durations(cid)
            if self.five_e and c.turns == 1:
                # « surpris ... jusqu'à la fin de son premier tour »
                c.conditions.discard("surprised")
                c.durations.pop("surprised", None)
        self.acting = []
        self.index += 1
        if self.index >= len(self.order):
            # « L'ordre d'initiative reste le même d'un round à l'autre. »
            self.index = 0
            self.round += 1
            self.acted = set()
            self.end_round_durations()

    def _do_end(self, ev: dict) -> None:
        super()._do_end(ev)
        self.order, self.totals, self.index = [], {}, 0
