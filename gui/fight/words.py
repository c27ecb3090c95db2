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


def refusal(e, label) -> str:
    """A RulesError the Director met, in the window's language: worded from its reason code, with
    creatures by their labels (`label(cid)`); an error without a code keeps the rules' own text."""
    a = e.code_args
    t = {
        "no-stamina": QCoreApplication.translate("Fight", "%1 has no Stamina or hit points yet: set its maximum in the properties panel or the token's menu."),
        "dead": QCoreApplication.translate("Fight", "%1 is dead."),
        "unconscious": QCoreApplication.translate("Fight", "%1 is unconscious and takes no turn."),
        "no-recoveries": QCoreApplication.translate("Fight", "%1 has no Recoveries left."),
        "dying-recovery": QCoreApplication.translate("Fight", "%1 is dying: a Recovery needs an ally's help."),
        "turn-running": QCoreApplication.translate("Fight", "The turn of %1 is still running: end it first."),
        "already-acted": QCoreApplication.translate("Fight", "%1 has already acted this round."),
        "group-first": QCoreApplication.translate("Fight", "The other members of the group %2 act first."),
        "not-agility-next": QCoreApplication.translate("Fight", "%1 is not next in the Agility order."),
        "not-side-pick": QCoreApplication.translate("Fight", "It is not the turn of the side of %1 to pick."),
        "not-their-turn": QCoreApplication.translate("Fight", "It is the turn of %2, not of %1."),
        "no-turn-running": QCoreApplication.translate("Fight", "No turn is running."),
        "already-started": QCoreApplication.translate("Fight", "The fight has already started."),
        "not-started": QCoreApplication.translate("Fight", "Start the fight first."),
        "no-such-condition": QCoreApplication.translate("Fight", "%1 does not have that condition."),
        "no-save-ends": QCoreApplication.translate("Fight", "%1 has no condition that a save ends."),
    }.get(getattr(e, "code", ""))
    if t is None:
        return refused(str(e))
    second = a.get("acting") or a.get("group") or ""
    return t.replace("%1", label(a["creature"]) if a.get("creature") else "").replace(
        "%2", label(second) if a.get("acting") else str(second))


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
