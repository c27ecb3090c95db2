"""A creature's fight keys (scenario format §8 table) to and from the scenario vocabulary.

They sit beside `id`, `side`, `at` in a creature entry of a scenario or of an encounter file, and
come back out the same way, so a saved encounter round-trips.
"""

from __future__ import annotations

from .. import limits
from ..creature import NO_STATS, FightStats
from ..errors import ScenarioError
from ..validate import describe

KEYS = ("stamina", "recoveries", "immunity", "weakness", "resistance", "vulnerability", "group", "role",
        "defense", "monitor")
ROLES = ("character", "figurant", "minor")


def _whole(v, place, minimum=None, maximum=limits.MAX_STAT) -> int:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    if not isinstance(v, int) or isinstance(v, bool):
        raise ScenarioError(place, f"{v!r} is not a whole number", "type",
                            {"value": describe(v), "what": "a whole number"})
    if minimum is not None and v < minimum:
        raise ScenarioError(place, f"{v!r} is less than {minimum}", "too-small", {"value": v, "limit": minimum})
    if maximum is not None and v > maximum:
        raise ScenarioError(place, f"{v!r} is more than {maximum}, the largest allowed", "too-large",
                            {"value": v, "limit": maximum})
    return v


def _amounts(v, place, total_ok=False) -> tuple[tuple[str, int | str], ...]:
    if not isinstance(v, dict):
        raise ScenarioError(place, f"{v!r} is not an object of damage type -> amount")
    out = []
    for k, n in v.items():
        # An immunity of "all" stops every point of that damage.
        out.append((k, n if total_ok and n == "all" else _whole(n, f"{place}.{k}", 0)))
    return tuple(sorted(out))


def _types(v, place) -> frozenset[str]:
    if not isinstance(v, list) or not all(isinstance(t, str) for t in v):
        raise ScenarioError(place, f"{v!r} is not a list of damage types")
    return frozenset(v)


def read_stats(entry: dict, place: str) -> FightStats:
    """The fight keys of one creature entry (raises ScenarioError naming e.g. creatures[2].stamina)."""
    if not any(k in entry for k in KEYS):
        return NO_STATS
    kw = {}
    if entry.get("stamina") is not None:
        kw["stamina"] = _whole(entry["stamina"], f"{place}.stamina", 1)
    if "recoveries" in entry:
        kw["recoveries"] = _whole(entry["recoveries"], f"{place}.recoveries", 0)
    for key in ("immunity", "weakness"):
        if key in entry:
            kw[key] = _amounts(entry[key], f"{place}.{key}", total_ok=key == "immunity")
    for key in ("resistance", "vulnerability"):
        if key in entry:
            kw[key] = _types(entry[key], f"{place}.{key}")
    if entry.get("group") is not None:
        if not isinstance(entry["group"], str) or not entry["group"]:
            raise ScenarioError(f"{place}.group", f"{entry['group']!r} is not a group id")
        if len(entry["group"]) > limits.MAX_ID_LENGTH:
            raise ScenarioError(f"{place}.group", f"is {len(entry['group'])} characters long, more than the "
                                f"{limits.MAX_ID_LENGTH} allowed", "too-long",
                                {"length": len(entry["group"]), "limit": limits.MAX_ID_LENGTH})
        kw["group"] = entry["group"]
    if entry.get("role") is not None:
        if entry["role"] not in ROLES:
            raise ScenarioError(f"{place}.role", f"{entry['role']!r} is not a role ({', '.join(ROLES)})")
        kw["role"] = entry["role"]
    if "defense" in entry:
        kw["defense"] = _whole(entry["defense"], f"{place}.defense", 0, limits.MAX_DEFENSE)
    if "monitor" in entry:
        m = _whole(entry["monitor"], f"{place}.monitor", limits.MIN_MONITOR, None)
        if m > limits.MAX_MONITOR:
            raise ScenarioError(f"{place}.monitor", f"{m} is more than {limits.MAX_MONITOR} boxes", "too-large",
                                {"value": m, "limit": limits.MAX_MONITOR})
        kw["monitor"] = m
    return FightStats(**kw)


def stats_to_doc(s: FightStats) -> dict:
    """The keys that differ from the defaults, as a scenario creature entry writes them."""
    out: dict = {}
    if s.stamina is not None:
        out["stamina"] = s.stamina
    if s.recoveries:
        out["recoveries"] = s.recoveries
    if s.immunity:
        out["immunity"] = dict(s.immunity)
    if s.weakness:
        out["weakness"] = dict(s.weakness)
    if s.resistance:
        out["resistance"] = sorted(s.resistance)
    if s.vulnerability:
        out["vulnerability"] = sorted(s.vulnerability)
    if s.group is not None:
        out["group"] = s.group
    if s.role is not None:
        out["role"] = s.role
    if s.defense:
        out["defense"] = s.defense
    if s.monitor != 1:
        out["monitor"] = s.monitor
    return out
