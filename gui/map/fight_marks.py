"""What a token shows of the fight (issue 13), for either screen, without Qt: a Stamina bar for the
Director; on the players' screen only what players may know (`Fight.players_view`: the heroes'
Stamina, the Director's creatures "winded" in Draw Steel and nothing else); "has acted" and
"acting" marks on both screens."""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError


@dataclass(frozen=True)
class FightMarks:
    stamina: int | None = None  # None: no bar
    maximum: int | None = None
    temporary: int = 0
    winded: bool = False
    acted: bool = False
    acting: bool = False
    states: tuple[str, ...] = ()  # derived and fight-set states (winded, dying, slowed...)


NONE = FightMarks()


def fight_marks(log, cid: str, players: bool) -> FightMarks:
    """`log` is the encounter's FightLog; `players` asks for the players' screen's share."""
    try:
        st = log.state
        if cid not in st.combatants:
            return NONE
        running = log.running
        acted = running and cid in st.acted and cid not in st.acting
        acting = running and cid in st.acting
        if players:
            pv = st.players_view(cid)
            key = st.stamina_key
            states = tuple(pv.get("states", ()))
            return FightMarks(pv.get(key), pv.get("maximum"), pv.get("temporary", 0), "winded" in states,
                              acted, acting, states)
        v = st.view(cid)
    except RulesError:
        return NONE
    return FightMarks(v.stamina if v.maximum is not None else None, v.maximum, v.temporary, "winded" in v.states,
                      acted, acting, v.states)
