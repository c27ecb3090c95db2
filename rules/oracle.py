"""`damier check`: answer a scenario's queries (§5) as JSON (§6)."""

from __future__ import annotations

from typing import Any

from geometry import Cell, GeometryError, Space

from . import combat, validate
from .document import parse_encounter
from .encounter import Encounter
from .errors import RulesError
from .fight import replay
from .forced import forced_move
from .movement import Mover, resolve_cells

RESULTS_FORMAT = "damier.results/1"


def _num(v):
    return int(v) if isinstance(v, float) and v.is_integer() else v


def _arg(q: dict, key: str, default=Any):
    if key not in q:
        if default is Any:
            raise RulesError(f"the query needs {key!r}")
        return default
    return q[key]


def _cells(q, key):
    v = _arg(q, key)
    if not isinstance(v, list):
        raise RulesError(f"{key} must be a list of cells")
    return resolve_cells(v, key)


def _cell(q, key):
    try:
        return Cell.parse(_arg(q, key)) if isinstance(q.get(key), list) else Cell.parse(None)
    except GeometryError:
        raise RulesError(f"{key}: {q.get(key)!r} is not a cell [x, y]") from None


def _diagonals_before(q) -> int:
    d = _arg(q, "diagonals_before", 0)
    if not isinstance(d, int) or isinstance(d, bool) or d < 0:
        raise RulesError("diagonals_before must be a whole number")
    return d


def _mode(q) -> str:
    m = _arg(q, "mode", "move")
    if not isinstance(m, str):
        raise RulesError(f"mode {m!r} is not a string")
    return m


def _zone(enc: Encounter, zid):
    if zid not in enc.zone_map.by_id:
        raise RulesError(f"no zone {zid!r}")
    return zid


def answer(enc: Encounter, q: dict) -> dict:
    t = q.get("type")
    if t == "move":
        m = Mover(enc, _arg(q, "creature"), _mode(q))
        chk = m.check(_cells(q, "path"), diagonals_before=_diagonals_before(q))
        out = {"legal": chk.legal, "cost": _num(chk.cost), "within_speed": chk.within_speed}
        if chk.reason:
            out["reason"] = chk.reason
        if chk.hazards:
            out["hazards"] = [c.to_list() for c in chk.hazards]
        return out
    if t == "path":
        m = Mover(enc, _arg(q, "creature"), _mode(q))
        to = _cell(q, "to")
        path = m.path_to(to, diagonals_before=_diagonals_before(q))
        if path is None:
            return {"reachable": False, "cost": None, "path": [], "reason": m.can_end(to).reason or "no path"}
        return {"reachable": True, "cost": _num(path.cost), "path": [c.to_list() for c in path.cells]}
    if t == "reach":
        m = Mover(enc, _arg(q, "creature"), _mode(q))
        budget = _arg(q, "budget", None)
        if budget is not None and (not isinstance(budget, int | float) or isinstance(budget, bool) or budget < 0):
            raise RulesError(f"budget {budget!r} is not a number of squares")
        cells = m.reachable(budget, diagonals_before=_diagonals_before(q))
        return {"cells": [c.to_list() for c in sorted(cells, key=lambda c: (c.y, c.x))]}
    if t == "can_end":
        m = Mover(enc, _arg(q, "creature"))
        chk = m.can_end(_cell(q, "at"))
        return {"value": chk.value, "reason": chk.reason}
    if t == "distance":
        return {"value": combat.distance(enc, _arg(q, "from"), _arg(q, "to"))}
    if t == "line_of_effect":
        loe = combat.sight(enc, _arg(q, "from"), _arg(q, "to"))
        return {"value": loe.value, **({"line": [list(loe.line.start), list(loe.line.end)]} if loe.line else {})}
    if t == "cover":
        cov = combat.cover(enc, _arg(q, "attacker"), _arg(q, "target"))
        return {"value": cov.value, "lines": [[list(ln.start), list(ln.end), ln.blocked] for ln in cov.lines]}
    if t == "flanking":
        fl = combat.flanking(enc, _arg(q, "attacker"), _arg(q, "target"))
        return {"value": fl.value, "allies": list(fl.allies)}
    if t == "opportunity_attacks":
        c = enc.creature(_arg(q, "creature"))
        mode = _mode(q)
        enc.pack.require_grid("opportunity attacks")
        spaces = [enc.space(c)] + [Space(cell, enc.pack.side(c)) for cell in _cells(q, "path")]
        return {"attackers": combat.opportunity_attacks(enc, c, spaces, mode)}
    if t == "forced_move":
        melee = _arg(q, "melee_weapon", False)
        if not isinstance(melee, bool):
            raise RulesError("melee_weapon must be true or false")
        r = forced_move(enc, _arg(q, "source"), _arg(q, "target"), _arg(q, "kind"), _arg(q, "distance"),
                        _cells(q, "path"), melee)
        return {"end": r.end.to_list(), "moved": r.moved, "damage": dict(sorted(r.damage.items())),
                "destroyed": [c.to_list() for c in r.destroyed]}
    if t == "high_ground":
        return {"value": combat.high_ground(enc, _arg(q, "attacker"), _arg(q, "target"))}
    if t == "zone_of":
        c = enc.creature(_arg(q, "creature"))
        return {"value": enc.zone_map.zone_at(enc.space(c).centre)}
    if t == "zone_distance":
        return {"value": enc.zone_map.hops(_zone(enc, _arg(q, "from")), _zone(enc, _arg(q, "to")))}
    if t == "zone_neighbours":
        return {"value": enc.zone_map.neighbours(_zone(enc, _arg(q, "zone")))}
    if t == "fight":
        creature = _arg(q, "creature", None)
        if creature is not None and not isinstance(creature, str):
            raise RulesError(f"creature: {creature!r} is not a creature id")
        # zones: the minors of side S answer as one combatant `minors:S` (ZoneFight checks the side)
        minors = enc.ruleset == "zones" and isinstance(creature, str) and creature.startswith("minors:")
        if creature is not None and not minors and not enc.has_creature(creature):
            raise RulesError(f"no creature {creature!r}")
        return replay(enc, _arg(q, "events"), enc.fight.players).answer(creature)
    if t == "defense":
        return {"value": _defense(enc, q)}
    raise RulesError(f"unknown query type {t!r}")


def _defense(enc: Encounter, q: dict) -> int:
    if enc.ruleset != "zones":
        raise RulesError(f"the defense query is a zones rule, not a {enc.ruleset} one")
    try:
        from .fight.zones import defense_value  # written by the zones work; loaded only when asked
    except ImportError:
        raise RulesError("the zones fight is not available in this version") from None
    return defense_value(q)


def check(doc: Any) -> tuple[dict, int]:
    """Answer every query of a scenario document. Raises ScenarioError for a bad document."""
    enc = parse_encounter(doc)
    queries = validate.queries(doc)  # ids and argument types: a bad one is a bad file (§6, exit 2)
    results, status = {}, 0
    for q in queries:
        try:
            results[q["id"]] = answer(enc, q)
        except (RulesError, GeometryError) as e:
            results[q["id"]] = {"error": str(e)}
            status = 1
        except (TypeError, KeyError, IndexError, AttributeError, OverflowError, ValueError) as e:
            # an argument shape validate.queries does not know (a new query type): its own error, not a crash
            results[q["id"]] = {"error": f"cannot answer ({type(e).__name__}: {str(e)[:200]})"}
            status = 1
    return {"format": RESULTS_FORMAT, "results": results}, status
