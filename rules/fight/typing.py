"""What the Director types on a selected token, as a fight event (issue 13: « by typing on the
selected token (e.g. `-7`, `+3`, `-12 fire`) »).

`-7` damage, `-12 fire` typed damage, `-12 ko` (or `-12 fire ko`) a knock-out blow, `+3` healing,
`+5 temp` temporary Stamina / hit points. Anything else raises TypingError with a reason code the
window words ("empty", "sign", "amount", "word").
"""

from __future__ import annotations

import re

from ..errors import RulesError

_RE = re.compile(r"^\s*([+-])\s*(\d+)\s*(.*?)\s*$")
KNOCK_OUT = ("ko", "knock-out", "knockout", "assommer", "assomme")
TEMPORARY = ("temp", "temporary", "tmp", "temporaire")


class TypingError(RulesError):
    def __init__(self, reason: str, message: str):
        self.reason = reason
        super().__init__(message)


def typed_event(text: str, target: str) -> dict:
    if not text or not text.strip():
        raise TypingError("empty", "type an amount such as -7, +3 or -12 fire")
    m = _RE.match(text)
    if m is None:
        if re.match(r"^\s*\d", text):
            raise TypingError("sign", f"{text.strip()!r}: start with - for damage or + for healing")
        raise TypingError("amount", f"{text.strip()!r} is not an amount such as -7, +3 or -12 fire")
    sign, amount, rest = m.group(1), int(m.group(2)), m.group(3).lower().split()
    if sign == "+":
        if not rest:
            return {"do": "heal", "target": target, "amount": amount}
        if len(rest) == 1 and rest[0] in TEMPORARY:
            return {"do": "temporary", "target": target, "amount": amount}
        raise TypingError("word", f"{' '.join(rest)!r}: after +N only 'temp' may follow")
    ev = {"do": "damage", "target": target, "amount": amount}
    if rest and rest[-1] in KNOCK_OUT:
        ev["knock_out"] = True
        rest = rest[:-1]
    if len(rest) > 1:
        raise TypingError("word", f"{' '.join(rest)!r}: one damage type at most")
    if rest:
        ev["type"] = rest[0]
    return ev
