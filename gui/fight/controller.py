"""`FightController`: the fight from the Director's window (issue 13). Every change is one recorded
fight event and one undo step (`gui.fight.commands.record`); refusals are worded in the status bar.

The Director's window builds it with itself as `host` (duck-typed: `encounter`, `undo_stack`,
`scene`, `statusBar()`), so this room never imports gui.director.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Signal

from gui.fight import words
from gui.fight.commands import record
from gui.map import commands as map_commands
from rules.dice import DiceTray, Roll
from rules.errors import RulesError
from rules.fight.core import DIRECTOR, PLAYERS
from rules.fight.start import draw_steel_start, roll_initiative
from rules.fight.typing import TypingError, typed_event


class FightController(QObject):
    message = Signal(str)  # for the status bar
    show_big = Signal(str)  # large text for the players' screen (the d10, a roll the Director shows)
    rolled = Signal(object)  # every Roll made here (the dice tray's history follows)

    def __init__(self, host, seed: int | None = None, parent=None):
        super().__init__(parent)
        self.host = host
        self.tray = DiceTray(seed)

    # ---- reading ---------------------------------------------------------------------------------
    @property
    def enc(self):
        return self.host.encounter

    @property
    def log(self):
        return self.enc.fight

    @property
    def state(self):
        return self.log.state

    @property
    def running(self) -> bool:
        return self.log.running

    def label(self, cid: str) -> str:
        return self.enc.creature(cid).label if self.enc.has_creature(cid) else cid

    def selected(self) -> str | None:
        ids = self.host.scene.selected_creature_ids() if self.host.scene is not None else []
        return ids[0] if len(ids) == 1 else None

    def camp(self, cid: str) -> str:
        return self.state.combatants[cid].camp

    # ---- one event, one undo step ----------------------------------------------------------------
    def _record(self, events, text: str) -> bool:
        try:
            record(self.host.undo_stack, self.enc, events, text)
        except RulesError as e:
            self.message.emit(words.refusal(e, self.label))
            return False
        return True

    def _t(self, text: str) -> str:
        return self.tr(text)

    # ---- starting ------------------------------------------------------------------------------
    def roll_d10(self) -> Roll:
        roll = self.tray.d10(label="start")
        self.rolled.emit(roll)
        who = self.tr("the players choose who goes first") if roll.total >= 6 else \
            self.tr("the Director chooses who goes first")
        self.show_big.emit(self.tr("d10: %1 — %2").replace("%1", str(roll.total)).replace("%2", who))
        return roll

    def surprise_events(self, surprised_camps) -> list[dict]:
        st = self.state
        return [{"do": "condition", "target": cid, "add": "surprised"}
                for cid, c in st.combatants.items() if c.camp in surprised_camps and "surprised" not in c.conditions]

    def start_draw_steel(self, roll: Roll | int, first: str, surprised=(), agility: dict | None = None) -> bool:
        """`first` is PLAYERS or DIRECTOR; `surprised` the camps all surprised; `agility` the
        Agility totals when the table plays the Agility order (ties then go by id)."""
        events = self.surprise_events(surprised) + [draw_steel_start(roll, first, agility)]
        return self._record(events, self.tr("Start the fight"))

    def start_initiative(self, modifiers: dict | None = None, typed: dict | None = None, reroll_ties: bool = False,
                         surprised=()) -> dict[str, Roll] | None:
        """Rolls d20 + modifier (Douaratil 3d6 + modifier) per creature or group unless typed in."""
        before = len(self.tray.history)
        try:
            ev, rolls = roll_initiative(self.enc, self.tray, modifiers, typed, reroll_ties)
        except RulesError as e:
            self.message.emit(words.refusal(e, self.label))
            return None
        for r in self.tray.history[before:]:  # the initiative rolls and any 3d6 tie re-rolls
            self.rolled.emit(r)
        events = [{"do": "condition", "target": cid, "add": "surprised"} for cid in surprised] + [ev]
        return rolls if self._record(events, self.tr("Start the fight")) else None

    # ---- turns -----------------------------------------------------------------------------------
    def take_turn(self, cid: str | None = None) -> bool:
        cid = cid or self.selected()
        if cid is None:
            self.message.emit(self.tr("Select the token whose turn it is."))
            return False
        return self._record({"do": "turn", "creature": cid}, self.tr("Turn of %1").replace("%1", self.label(cid)))

    def end_turn(self) -> bool:
        return self._record({"do": "end_turn"}, self.tr("End of turn"))

    def next_turn(self) -> bool:
        """Initiative systems: end the running turn and start the next one (one undo step); Draw
        Steel: end the running turn (the next side picks), or take the selected token's turn."""
        st = self.state
        if not self.running:
            self.message.emit(self.tr("No fight is running: start one first."))
            return False
        if self.enc.ruleset == "draw-steel":
            return self.end_turn() if st.acting else self.take_turn()
        if self.enc.ruleset == "zones":  # no turns: the Passe moves on as the acts are recorded
            self.message.emit(self.tr("In zones the initiative moves on with each recorded action (zone fight panel)."))
            return False
        events = []
        if st.acting:
            events.append({"do": "end_turn"})
            nxt = st.order[(st.index + 1) % len(st.order)][0] if st.order else None
        else:
            nxt = st.next_unit()[0] if st.next_unit() else None
        if nxt is not None:
            events.append({"do": "turn", "creature": nxt})
        return self._record(events, self.tr("Next turn: %1").replace("%1", self.label(nxt) if nxt else ""))

    def end_fight(self) -> bool:
        if not self.running:
            self.message.emit(self.tr("No fight is running."))
            return False
        return self._record({"do": "end"}, self.tr("End the fight"))

    # ---- Stamina ---------------------------------------------------------------------------------
    def apply_typed(self, text: str, cid: str | None = None) -> bool:
        """`-7`, `+3`, `-12 fire`, `-12 ko`, `+5 temp` on the selected token."""
        cid = cid or self.selected()
        if cid is None:
            self.message.emit(self.tr("Select one token, then type -7, +3 or -12 fire."))
            return False
        try:
            ev = typed_event(text, cid)
        except TypingError as e:
            self.message.emit(words.typing_error(e.reason))
            return False
        if "type" in ev:
            ev["type"] = words.damage_type_id(ev["type"])
        what = {"damage": self.tr("Damage %1: %2"), "heal": self.tr("Heal %1: %2"),
                "temporary": self.tr("Temporary Stamina %1: %2")}[ev["do"]]
        return self._record(ev, what.replace("%1", self.label(cid)).replace("%2", text.strip()))

    def recover(self, cid: str) -> bool:
        return self._record({"do": "recover", "target": cid}, self.tr("Recovery: %1").replace("%1", self.label(cid)))

    def set_maximum(self, cid: str, maximum: int | None, recoveries: int | None = None) -> None:
        """The creature's maximum Stamina / hit points (a creature edit, one undo step)."""
        c = self.enc.creature(cid)
        fight = dataclasses.replace(c.fight, stamina=maximum or None,
                                    recoveries=c.fight.recoveries if recoveries is None else recoveries)
        self.host.undo_stack.push(map_commands.ReplaceCreature(self.enc, c.changed(fight=fight)))

    # ---- conditions ------------------------------------------------------------------------------
    def add_condition(self, cid: str, cond: str, until: str | None = None) -> bool:
        ev = {"do": "condition", "target": cid, "add": cond}
        if until:
            ev["until"] = until
        return self._record(ev, self.tr("%1: %2").replace("%1", self.label(cid)).replace("%2", words.state_label(cond)))

    def remove_condition(self, cid: str, cond: str) -> bool:
        st = self.state
        if cid in st.combatants and cond in st.combatants[cid].conditions:
            return self._record({"do": "condition", "target": cid, "remove": cond},
                                self.tr("%1: no longer %2").replace("%1", self.label(cid))
                                .replace("%2", words.state_label(cond)))
        # a condition of the creature itself (set outside the fight): a creature edit
        c = self.enc.creature(cid)
        self.host.undo_stack.push(map_commands.ReplaceCreature(self.enc, c.changed(conditions=c.conditions - {cond})))
        return True

    def save(self, cid: str, cond: str, success: bool) -> bool:
        return self._record({"do": "save", "target": cid, "condition": cond, "success": success},
                            self.tr("Save: %1").replace("%1", self.label(cid)))


__all__ = ["DIRECTOR", "PLAYERS", "FightController"]
