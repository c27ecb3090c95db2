"""One validation layer for everything a file can say: encounter files, scenarios, imported maps.

Hand-written rather than pydantic or msgspec: the checks that matter cross fields (a rectangle
inside the grid, a size in the chosen ruleset's table, a count against a limit *before* the cells
are built), each refusal must be one sentence naming the place plus a reason code the window can
translate, and free-form parts (`extra`, `variant`) are still JSON to keep. A schema library
would add its own messages to translate back and a compiled dependency to the frozen app, and
would not save those cross-field checks. Limits live in `rules.limits`.

Reading JSON: `loads()` never lets Python's own surprises through: NaN and infinities are read
as floats that every number reader refuses with the place, and an integer of more than
`MAX_INT_DIGITS` digits becomes an `Overlong` marker, refused the same way (Python's own int()
would raise "Exceeds the limit (4300 digits)" without a place).
"""

from __future__ import annotations

import json
import math
import re
from enum import Enum
from typing import Any

from geometry import Cell

from . import limits
from .errors import ScenarioError


class Overlong:
    """An integer too long to be a number in a Damier file (kept only to say where it was)."""

    __slots__ = ("digits",)

    def __init__(self, digits: int):
        self.digits = digits

    def __repr__(self) -> str:
        return f"a {self.digits}-digit number"


def _parse_int(text: str):
    digits = len(text.lstrip("-"))
    return Overlong(digits) if digits > limits.MAX_INT_DIGITS else int(text)


class JSONProblem(ValueError):
    """Not JSON, or JSON that cannot be read; `detail` is "line L, column C: what"."""

    def __init__(self, detail: str, code: str = "json"):
        super().__init__(detail)
        self.detail, self.code = detail, code


def loads(raw: bytes | str) -> Any:
    """Parse JSON text (UTF-8, an optional BOM); raises JSONProblem with a one-line detail."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes | bytearray) else raw
    except UnicodeDecodeError:
        raise JSONProblem("it is not UTF-8 text", "encoding") from None
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as e:
        raise JSONProblem(f"line {e.lineno}, column {e.colno}: {e.msg}") from None
    except RecursionError:
        raise JSONProblem("it is nested too deeply", "depth") from None
    except ValueError as e:  # a number Python cannot read (e.g. a float literal of a million digits)
        raise JSONProblem(f"a number cannot be read ({_short(str(e), 80)})") from None


# ---- describing a value in a message -------------------------------------------------------
def _short(s: str, n: int = 60) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def describe(value: Any) -> str:
    """A short form of a value for a sentence: never a 5,000-character string or a huge list."""
    if isinstance(value, Overlong):
        return repr(value)
    if isinstance(value, str):
        return repr(_short(value))
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    if isinstance(value, int):
        return _short(str(value), 40)
    if isinstance(value, dict):
        return "an object" if value else "{}"
    if isinstance(value, list | tuple):
        return _short(json.dumps(value, default=str), 60) if len(value) <= 8 else f"a list of {len(value)} items"
    return type(value).__name__


def refuse(place: str, value: Any, what: str, code: str = "type", **args) -> ScenarioError:
    return ScenarioError(place, f"{describe(value)} is not {what}", code, {"value": describe(value), "what": what,
                                                                           **args})


# ---- readers: each returns the checked value or raises ScenarioError --------------------------
def is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def obj(value: Any, place: str, what: str = "an object") -> dict:
    if not isinstance(value, dict):
        raise refuse(place, value, what)
    return value


def seq(value: Any, place: str, what: str = "a list", max_items: int = limits.MAX_LIST_ITEMS) -> list:
    if not isinstance(value, list | tuple):
        raise refuse(place, value, what)
    if len(value) > max_items:
        raise ScenarioError(place, f"has {len(value)} items, more than the {max_items} allowed", "too-many",
                            {"count": len(value), "limit": max_items})
    return value


def _unicode(value: str, place: str) -> str:
    # "\udcff" is valid JSON but no UTF-8 text: such a file would open and never save again
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ScenarioError(place, "holds a lone surrogate escape (\\udXXX), which is not text", "type",
                                {"what": "text"}) from None
    return value


def text(value: Any, place: str, what: str = "a string", max_length: int = limits.MAX_TEXT_LENGTH) -> str:
    if not isinstance(value, str):
        raise refuse(place, value, what)
    _unicode(value, place)
    if len(value) > max_length:
        raise ScenarioError(place, f"is {len(value)} characters long, more than the {max_length} allowed",
                            "too-long", {"length": len(value), "limit": max_length})
    return value


def ident(value: Any, place: str) -> str:
    return text(value, place, "a string id", limits.MAX_ID_LENGTH)


def texts(value: Any, place: str, max_length: int = limits.MAX_ID_LENGTH) -> list[str]:
    return [text(v, f"{place}[{i}]", "a string", max_length) for i, v in enumerate(seq(value, place, "a list of strings"))]


def boolean(value: Any, place: str) -> bool:
    if not isinstance(value, bool):
        raise refuse(place, value, "true or false")
    return value


def _finite(value: Any, place: str, what: str):
    if isinstance(value, Overlong):
        raise ScenarioError(place, f"{value!r} is too long to be {what}", "long-number",
                            {"digits": value.digits, "limit": limits.MAX_INT_DIGITS, "what": what})
    if not is_number(value):
        raise refuse(place, value, what)
    if isinstance(value, float) and not math.isfinite(value):
        raise ScenarioError(place, f"{describe(value)} is not a finite number", "not-finite",
                            {"value": describe(value), "what": what})


def _bounds(value, place: str, lo, hi):
    if lo is not None and value < lo:
        raise ScenarioError(place, f"{describe(value)} is less than {lo}", "too-small",
                            {"value": describe(value), "limit": lo})
    if hi is not None and value > hi:
        raise ScenarioError(place, f"{describe(value)} is more than {hi}, the largest allowed", "too-large",
                            {"value": describe(value), "limit": hi})
    return value


def number(value: Any, place: str, what: str = "a number", lo=None, hi=None) -> float | int:
    _finite(value, place, what)
    return _bounds(value, place, lo, hi)


def integer(value: Any, place: str, what: str = "a whole number", lo: int | None = None,
            hi: int | None = None) -> int:
    _finite(value, place, what)
    if isinstance(value, float):
        if not value.is_integer():
            raise refuse(place, value, what)
        value = int(value)
    return _bounds(value, place, lo, hi)


def point(value: Any, place: str, bound: float = limits.MAX_WALL_COORDINATE) -> tuple[float, float]:
    # fast path for the common case (100,000 wall segments): two plain numbers within bounds
    if type(value) is list and len(value) == 2:
        x, y = value
        if type(x) in (int, float) and type(y) in (int, float) and -bound <= x <= bound and -bound <= y <= bound:
            return (float(x), float(y))  # NaN fails the comparisons above and takes the slow path
    if not (isinstance(value, list | tuple) and len(value) == 2):
        raise refuse(place, value, "a point [x, y]")
    x = number(value[0], f"{place}[0]", "a coordinate", -bound, bound)
    y = number(value[1], f"{place}[1]", "a coordinate", -bound, bound)
    return (float(x), float(y))


def cell(value: Any, place: str, bound: int = limits.MAX_GRID_SIDE * 10) -> Cell:
    if not (isinstance(value, list | tuple) and len(value) == 2):
        raise refuse(place, value, "a cell [x, y] of whole numbers")
    x = integer(value[0], f"{place}[0]", "a whole-number coordinate", -bound, bound)
    y = integer(value[1], f"{place}[1]", "a whole-number coordinate", -bound, bound)
    return Cell(x, y)


_CHOICES: dict[type, dict[str, Enum]] = {}


def choice(enum: type[Enum], value: Any, place: str, what: str):
    members = _CHOICES.get(enum)
    if members is None:
        members = _CHOICES[enum] = {e.value: e for e in enum}
    if isinstance(value, str) and value in members:
        return members[value]
    allowed = list(members)
    raise ScenarioError(place, f"{describe(value)} is not {what} ({', '.join(allowed)})", "choice",
                        {"value": describe(value), "what": what, "allowed": allowed})


_DIGITS = re.compile(r"[0-9]+")


def size_name(value: Any, place: str, pack) -> str:
    """A size of the pack: its names, or Draw Steel's whole number N (a JSON number or ASCII digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        value = str(value)  # Draw Steel's 2, 3, 4... written as JSON numbers
    if isinstance(value, str) and _DIGITS.fullmatch(value) and (len(value) > 6 or int(value) > limits.MAX_SIZE_SIDE):
        raise ScenarioError(place, f"{describe(value)} is larger than the largest size allowed "
                            f"({limits.MAX_SIZE_SIDE})", "too-large",
                            {"value": describe(value), "limit": limits.MAX_SIZE_SIDE})
    # "²".isdigit() is True and int("²") fails: only ASCII digits may reach the pack's table.
    if isinstance(value, str) and (_DIGITS.fullmatch(value) or not value.isdigit()) and value in pack.sizes:
        return value
    raise ScenarioError(place, f"{describe(value)} is not a size in {pack.id}", "choice",
                        {"value": describe(value), "what": "a size", "ruleset": pack.id})


def json_value(value: Any, place: str, depth: int = 0) -> Any:
    """Free-form JSON kept as it is (`extra`, `variant`): finite numbers, bounded nesting. Returns a
    copy made of plain dicts and lists, safe to write back with json.dumps(allow_nan=False)."""
    if depth > limits.MAX_JSON_DEPTH:
        raise ScenarioError(place, "is nested too deeply", "too-large", {"limit": limits.MAX_JSON_DEPTH})
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str):
        return _unicode(value, place)
    if isinstance(value, int | float | Overlong):
        _finite(value, place, "a number")
        return value
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise refuse(place, k, "a string key")
            _unicode(k, place)
            out[k] = json_value(v, f"{place}.{_short(k, 40)}", depth + 1)
        return out
    if isinstance(value, list | tuple):
        return [json_value(v, f"{place}[{i}]", depth + 1) for i, v in enumerate(value)]
    raise refuse(place, value, "a JSON value")


# ---- queries (damier check, §5) -------------------------------------------------------------
def _path(v, place):
    for i, c in enumerate(seq(v, place, "a list of cells", limits.MAX_QUERY_PATH)):
        cell(c, f"{place}[{i}]")


def _count(v, place):
    integer(v, place, "a whole number", 0, 10**6)


def _budget(v, place):
    if v is not None:
        number(v, place, "a number of squares", 0, limits.MAX_SEARCH_BUDGET)


def _mode(v, place):
    text(v, place, "a mode", 40)


def _events(v, place):
    for i, ev in enumerate(seq(v, place, "a list of events", limits.MAX_FIGHT_EVENTS)):
        obj(ev, f"{place}[{i}]")


_ID = ident
_QUERY_KEYS = {
    "move": {"creature": _ID, "path": _path, "mode": _mode, "diagonals_before": _count},
    "path": {"creature": _ID, "to": cell, "mode": _mode, "diagonals_before": _count},
    "reach": {"creature": _ID, "budget": _budget, "mode": _mode, "diagonals_before": _count},
    "can_end": {"creature": _ID, "at": cell},
    "distance": {"from": _ID, "to": _ID},
    "line_of_effect": {"from": _ID, "to": _ID},
    "cover": {"attacker": _ID, "target": _ID},
    "flanking": {"attacker": _ID, "target": _ID},
    "opportunity_attacks": {"creature": _ID, "path": _path, "mode": _mode},
    "forced_move": {"source": _ID, "target": _ID, "kind": _mode, "path": _path, "melee_weapon": boolean,
                    "distance": lambda v, p: integer(v, p, "a whole number of squares", 0,
                                                     limits.MAX_FORCED_DISTANCE)},
    "high_ground": {"attacker": _ID, "target": _ID},
    "zone_of": {"creature": _ID},
    "zone_distance": {"from": _ID, "to": _ID},
    "zone_neighbours": {"zone": _ID},
    "fight": {"creature": _ID, "events": _events},
}


def queries(doc: dict) -> list[dict]:
    """The scenario's queries, each with a unique string id and arguments of the right types (a
    query type this table does not know is still checked for finite numbers and sane nesting)."""
    qs = seq(doc.get("queries", []), "queries", "a list", limits.MAX_QUERIES)
    ids = set()
    for i, q in enumerate(qs):
        place = f"queries[{i}]"
        obj(q, place)
        qid = ident(q.get("id"), f"{place}.id")
        if qid in ids:
            raise ScenarioError(f"{place}.id", f"{describe(qid)} is used twice", "duplicate", {"value": qid})
        ids.add(qid)
        json_value(q, place)
        for key, read in _QUERY_KEYS.get(q.get("type"), {}).items() if isinstance(q.get("type"), str) else ():
            if key in q:
                read(q[key], f"{place}.{key}")
    return qs
