"""Encounters from the scenario vocabulary, without Qt."""

from rules.document import parse_encounter


def doc_encounter(ruleset, *, grid=(10, 8), ascii=None, walls=(), creatures=(), terrain=(), zones=(), variant=None):
    doc = {"format": "damier.scenario/1", "ruleset": ruleset, "walls": list(walls), "creatures": list(creatures),
           "terrain": list(terrain), "zones": list(zones), "variant": variant or {}}
    if ascii:
        doc["ascii"] = ascii
    else:
        doc["grid"] = {"width": grid[0], "height": grid[1]}
    return parse_encounter(doc)
