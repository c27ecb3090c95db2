"""The fight's words on screen: states, durations, sides, undo texts (QCoreApplication.translate
with the context "Fight" so that lupdate finds each literal)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.map import labels


def _t(text: str) -> str:
    return QCoreApplication.translate("Fight", text)


def state_label(state: str) -> str:
    """A fight state or condition id in the user's language."""
    own = {
        "winded": _t("winded"), "dying": _t("dying"), "dead": _t("dead"), "stable": _t("stable"),
        "grappled": _t("grappled"), "immobilized": _t("immobilized"), "incapacitated": _t("incapacitated"),
        "stunned": _t("stunned"), "petrified": _t("petrified"), "blinded": _t("blinded"),
        "charmed": _t("charmed"), "deafened": _t("deafened"), "invisible": _t("invisible"),
        "poisoned": _t("poisoned"), "off-guard": _t("off-guard"), "sickened": _t("sickened"),
        "hidden": _t("hidden"),
    }
    return own.get(state) or labels.condition_label(state)


def until_label(until: str) -> str:
    return {
        "end_of_turn": _t("until the end of its turn"),
        "end_of_next_turn": _t("until the end of its next turn"),
        "end_of_round": _t("until the end of the round"),
        "save_ends": _t("save ends"),
    }.get(until, until)


def camp_label(camp: str) -> str:
    return {"players": _t("the heroes"), "director": _t("the Director's creatures")}.get(camp, camp)


def refused(detail: str) -> str:
    return _t("The rules do not allow it (%1).").replace("%1", detail)


def typing_error(reason: str) -> str:
    return {
        "empty": _t("Type an amount such as -7, +3, -12 fire or +5 temp."),
        "sign": _t("Start with - for damage or + for healing."),
        "amount": _t("That is not an amount such as -7, +3 or -12 fire."),
        "word": _t("After the amount: one damage type, 'ko', or 'temp' after +N."),
    }.get(reason, _t("That is not an amount such as -7, +3 or -12 fire."))


def round_label(n: int) -> str:
    return _t("Round %1").replace("%1", str(n))


def picks_label(camp: str) -> str:
    return {"players": _t("the heroes pick"), "director": _t("the Director picks")}.get(camp, camp)
