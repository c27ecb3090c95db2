"""The fight's words on screen: states, durations, sides, undo texts (QCoreApplication.translate
with the context "Fight" so that lupdate finds each literal)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.map import labels


def state_label(state: str) -> str:
    """A fight state or condition id in the user's language."""
    own = {
        "winded": QCoreApplication.translate("Fight", "winded"), "dying": QCoreApplication.translate("Fight", "dying"), "dead": QCoreApplication.translate("Fight", "dead"), "stable": QCoreApplication.translate("Fight", "stable"),
        "grappled": QCoreApplication.translate("Fight", "grappled"), "immobilized": QCoreApplication.translate("Fight", "immobilized"), "incapacitated": QCoreApplication.translate("Fight", "incapacitated"),
        "stunned": QCoreApplication.translate("Fight", "stunned"), "petrified": QCoreApplication.translate("Fight", "petrified"), "blinded": QCoreApplication.translate("Fight", "blinded"),
        "charmed": QCoreApplication.translate("Fight", "charmed"), "deafened": QCoreApplication.translate("Fight", "deafened"), "invisible": QCoreApplication.translate("Fight", "invisible"),
        "poisoned": QCoreApplication.translate("Fight", "poisoned"), "off-guard": QCoreApplication.translate("Fight", "off-guard"), "sickened": QCoreApplication.translate("Fight", "sickened"),
        "hidden": QCoreApplication.translate("Fight", "hidden"),
    }
    return own.get(state) or labels.condition_label(state)


def until_label(until: str) -> str:
    return {
        "end_of_turn": QCoreApplication.translate("Fight", "until the end of its turn"),
        "end_of_next_turn": QCoreApplication.translate("Fight", "until the end of its next turn"),
        "end_of_round": QCoreApplication.translate("Fight", "until the end of the round"),
        "save_ends": QCoreApplication.translate("Fight", "save ends"),
    }.get(until, until)


def camp_label(camp: str) -> str:
    return {"players": QCoreApplication.translate("Fight", "the heroes"), "director": QCoreApplication.translate("Fight", "the Director's creatures")}.get(camp, camp)


def refused(detail: str) -> str:
    return QCoreApplication.translate("Fight", "The rules do not allow it (%1).").replace("%1", detail)


def typing_error(reason: str) -> str:
    return {
        "empty": QCoreApplication.translate("Fight", "Type an amount such as -7, +3, -12 fire or +5 temp."),
        "sign": QCoreApplication.translate("Fight", "Start with - for damage or + for healing."),
        "amount": QCoreApplication.translate("Fight", "That is not an amount such as -7, +3 or -12 fire."),
        "word": QCoreApplication.translate("Fight", "After the amount: one damage type, 'ko', or 'temp' after +N."),
    }.get(reason, QCoreApplication.translate("Fight", "That is not an amount such as -7, +3 or -12 fire."))


def round_label(n: int) -> str:
    return QCoreApplication.translate("Fight", "Round %1").replace("%1", str(n))


def picks_label(camp: str) -> str:
    return {"players": QCoreApplication.translate("Fight", "the heroes pick"), "director": QCoreApplication.translate("Fight", "the Director picks")}.get(camp, camp)


# French damage types typed on a token ("-12 feu") -> the ids the rule packs use ("fire")
_FRENCH_DAMAGE = {"feu": "fire", "froid": "cold", "acide": "acid", "foudre": "lightning", "électricité": "lightning",
                  "tonnerre": "thunder", "sonique": "sonic", "psychique": "psychic", "sacré": "holy",
                  "nécrotique": "necrotic", "radiant": "radiant", "force": "force", "contondant": "bludgeoning",
                  "perforant": "piercing", "tranchant": "slashing", "poison": "poison", "corruption": "corruption"}


def damage_type_id(word: str) -> str:
    return _FRENCH_DAMAGE.get(word.lower(), word)


def damage_type_word(type_id: str, lang: str) -> str:
    """A pack's damage type id in the user's language ("fire" -> "feu" in French): what the
    properties panel shows, and `damage_type_id` reads back."""
    if lang != "fr":
        return type_id
    return next((fr for fr, tid in _FRENCH_DAMAGE.items() if tid == type_id), type_id)
