"""A creature's fight keys (scenario format §8 table) as the Director types them in the properties
panel: which keys each system uses, typed lists such as "fire 5, poison 3", and one check that
what the panel makes would open again from a file.

Qt-free; refusals are StatTextError with a reason code the window words ("amount", "word",
"twice", "all-amount", "too-large", "too-long") and the piece of text at fault.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .. import limits
from ..creature import FightStats
from ..errors import RulesError
from .stats import read_stats, stats_to_doc

# §8 table, key by key: which systems read it.
# stamina: "Draw Steel: maximum Stamina (Vigueur); dnd5e, douaratil, pf2e: maximum hit points";
# recoveries: "Draw Steel heroes"; immunity, weakness: "Draw Steel"; resistance, vulnerability:
# "dnd5e, douaratil"; group: "Draw Steel Director groups act together; dnd5e/douaratil identical
# creatures share one initiative roll"; role, defense, monitor: "zones". Zones shows `group` too,
# to name the Meneur's bands of minors, though the zone rules themselves count by side.
FIELDS: dict[str, tuple[str, ...]] = {
    "draw-steel": ("stamina", "recoveries", "immunity", "weakness", "group"),
    "dnd5e": ("stamina", "resistance", "vulnerability", "group"),
    "douaratil": ("stamina", "resistance", "vulnerability", "group"),
    "pf2e": ("stamina",),
    "zones": ("role", "defense", "monitor", "group"),
}

ALL = "all"  # §8: "a value may be "all""; a type "all" applies to every damage
_ALL_WORDS = {"all", "tout", "toute", "tous", "toutes"}
_SPLIT = re.compile(r"[,;]")
_WORD = re.compile(r"^[^\W\d_][\w-]*$")  # one damage type: a word, no digits first, no spaces
_NUMBER = re.compile(r"^\d+$")


class StatTextError(RulesError):
    """Typed text the panel cannot take; `reason` is a code, `piece` the part at fault."""

    def __init__(self, reason: str, piece: str, message: str):
        self.reason, self.piece = reason, piece
        super().__init__(message)


def fields_for(ruleset: str) -> tuple[str, ...]:
    """The §8 keys the panel shows for a rule system (none for one it does not know)."""
    return FIELDS.get(ruleset, ())


def _pieces(text: str) -> list[str]:
    return [p.strip() for p in _SPLIT.split(text) if p.strip()]


def _type(word: str, type_id: Callable[[str], str]) -> str:
    w = word.lower()
    return ALL if w in _ALL_WORDS else type_id(w)


def parse_amounts(text: str, *, all_amount: bool = False,
                  type_id: Callable[[str], str] = lambda w: w) -> tuple[tuple[str, int | str], ...]:
    """"fire 5, poison 3" (or "5 fire", "all 2", "poison all" when `all_amount`) -> sorted pairs
    (damage type, amount) as FightStats holds immunity and weakness. `type_id` maps a typed word
    (French "feu") to the pack's id ("fire")."""
    out: dict[str, int | str] = {}
    for piece in _pieces(text):
        parts = piece.replace(":", " ").split()
        if len(parts) != 2:
            raise StatTextError("amount", piece, f"{piece!r} is not a damage type and an amount such as 'fire 5'")
        a, b = parts
        if _NUMBER.match(a) or (a.lower() in _ALL_WORDS and not (_NUMBER.match(b) or b.lower() in _ALL_WORDS)):
            a, b = b, a  # "5 fire" or "all poison": amount first
        if not _WORD.match(a):
            raise StatTextError("word", piece, f"{a!r} is not a damage type")
        if b.lower() in _ALL_WORDS:
            if not all_amount:
                raise StatTextError("all-amount", piece, f"{piece!r}: only an immunity may be 'all'")
            amount: int | str = ALL
        elif _NUMBER.match(b):
            if len(b) > limits.MAX_INT_DIGITS or int(b) > limits.MAX_STAT:
                raise StatTextError("too-large", piece, f"{piece!r}: at most {limits.MAX_STAT}")
            amount = int(b)
        else:
            raise StatTextError("amount", piece, f"{piece!r} is not a damage type and an amount such as 'fire 5'")
        kind = _type(a, type_id)
        if kind in out:
            raise StatTextError("twice", piece, f"{a!r} is named twice")
        out[kind] = amount
    return tuple(sorted(out.items()))


def parse_types(text: str, *, type_id: Callable[[str], str] = lambda w: w) -> frozenset[str]:
    """"fire, cold" -> the damage types of a resistance or vulnerability."""
    out = set()
    for piece in _pieces(text):
        if not _WORD.match(piece):
            raise StatTextError("word", piece, f"{piece!r} is not one damage type")
        out.add(_type(piece, type_id))
    return frozenset(out)


def parse_group(text: str) -> str | None:
    """A group id as typed; empty means no group."""
    group = text.strip()
    if len(group) > limits.MAX_ID_LENGTH:
        raise StatTextError("too-long", group[:20], f"a group id has at most {limits.MAX_ID_LENGTH} characters")
    return group or None


def amounts_text(pairs, word: Callable[[str], str] = lambda t: t) -> str:
    """The line the panel shows: "fire 5, poison 3" (`word` gives a type, or "all", in the user's
    language)."""
    return ", ".join(f"{word(t)} {word(n) if n == ALL else n}" for t, n in pairs)


def types_text(types, word: Callable[[str], str] = lambda t: t) -> str:
    return ", ".join(sorted(word(t) for t in types))


def checked(stats: FightStats, place: str = "creature") -> FightStats:
    """The stats as a file would read them back: a refusal (ScenarioError with place, code and
    limit) for anything a saved file could not open with, so the panel never writes one."""
    return read_stats(stats_to_doc(stats), place)
