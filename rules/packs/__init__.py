"""The rule packs, found by id (`find_ruleset("pf2e")`)."""

from __future__ import annotations

from ..errors import RulesError
from .base import CoverResult, FlankResult, RulePack, SizeInfo
from .dnd5e import Dnd5e, Douaratil
from .draw_steel import DrawSteel
from .pf2e import Pf2e
from .zones import Zones

RULESETS: dict[str, type[RulePack]] = {p.id: p for p in (DrawSteel, Dnd5e, Douaratil, Pf2e, Zones)}


def find_ruleset(ruleset_id: str, variant: dict | None = None) -> RulePack:
    try:
        cls = RULESETS[ruleset_id]
    except (KeyError, TypeError):
        raise RulesError(f"{ruleset_id!r} is not a ruleset (known: {', '.join(RULESETS)})") from None
    return cls(variant)


__all__ = ["RULESETS", "CoverResult", "FlankResult", "RulePack", "SizeInfo", "find_ruleset"]
