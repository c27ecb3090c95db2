"""The zone game's words in the user's language: camps, action types, refusal and attack codes of
`rules.fight.zones` (context "ZoneFight"; French uses the game's own words: Passe, Réserve, Menace,
Défense, Moniteur, Encaisser, Terrassé, Brisé)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gui.map.labels import side_label
from rules.fight.zones import BRISE, MENEUR, MINORS, PLAYERS, TERRASSE


def tr(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("ZoneFight", ...), translated now."""
    return QCoreApplication.translate("ZoneFight", text)


ACTION_NAMES = {
    "feed-reserve": QT_TRANSLATE_NOOP("ZoneFight", "Feed a Réserve"),
    "attack": QT_TRANSLATE_NOOP("ZoneFight", "Attack"),
    "direct-minors": QT_TRANSLATE_NOOP("ZoneFight", "Direct minors"),
    "environment": QT_TRANSLATE_NOOP("ZoneFight", "Environment"),
    "talk": QT_TRANSLATE_NOOP("ZoneFight", "Talk"),
    "move": QT_TRANSLATE_NOOP("ZoneFight", "Move"),
    "power": QT_TRANSLATE_NOOP("ZoneFight", "Power"),
}

TENACITY_NAMES = {
    "failed": QT_TRANSLATE_NOOP("ZoneFight", "Tenacity failed"),
    "success": QT_TRANSLATE_NOOP("ZoneFight", "Tenacity success"),
    "success-3": QT_TRANSLATE_NOOP("ZoneFight", "Tenacity success, 3 qualities"),
}


def action_name(t: str) -> str:
    return tr(ACTION_NAMES[t]) if t in ACTION_NAMES else t


def camp_name(camp: str | None) -> str:
    if camp == PLAYERS:
        return QCoreApplication.translate("ZoneFight", "Players")
    if camp == MENEUR:
        return QCoreApplication.translate("ZoneFight", "Meneur")
    return "—"


def role_name(role: str) -> str:
    return {"character": QCoreApplication.translate("ZoneFight", "character"), "figurant": QCoreApplication.translate("ZoneFight", "figurant"), "minor": QCoreApplication.translate("ZoneFight", "minor")}.get(role, role)


def out_name(out: str | None) -> str:
    if out == TERRASSE:
        return QCoreApplication.translate("ZoneFight", "Terrassé")
    if out == BRISE:
        return QCoreApplication.translate("ZoneFight", "Brisé")
    return ""


def actor_label(enc, aid: str) -> str:
    """A creature's label, or "Minors (side)" for the minor figurants of a side."""
    if aid.startswith(MINORS):
        return QCoreApplication.translate("ZoneFight", "Minors (%1)").replace("%1", side_label(aid[len(MINORS):]))
    return enc.creature(aid).label if enc.has_creature(aid) else aid


def owner_label(enc, owner: str) -> str:
    """Whose Réserve: a character by label, the Meneur's side by name."""
    if enc.has_creature(owner):
        return enc.creature(owner).label
    return QCoreApplication.translate("ZoneFight", "Meneur (%1)").replace("%1", side_label(owner))


def refusal_text(code: str | None, message: str, enc=None, who: str = "", here: str | None = None,
                 there: str | None = None) -> str:
    """Why the rules refuse an act or a zone move, worded from its code (the English detail for a
    code we do not know)."""
    def zone(zid):
        if enc is None or zid is None:
            return zid or ""
        z = next((z for z in enc.zones if z.id == zid), None)
        return (z.name or z.id) if z is not None else zid

    texts = {
        "not-started": QCoreApplication.translate("ZoneFight", "the fight has not started"),
        "out-of-fight": QCoreApplication.translate("ZoneFight", "%1 is out of the fight"),
        "not-initiative": QCoreApplication.translate("ZoneFight", "the initiative is not with %1's side"),
        "type-used": QCoreApplication.translate("ZoneFight", "%1 has already used this type of action this Passe"),
        "no-actions-left": QCoreApplication.translate("ZoneFight", "%1 has no actions left this Passe"),
        "may-not-buy": QCoreApplication.translate("ZoneFight", "extra minor actions are bought only while the Meneur holds the initiative and the "
                          "minors outnumber the characters"),
        "reserve-short": QCoreApplication.translate("ZoneFight", "the Réserve holds too few dice for the extra actions"),
        "outside-zones": QCoreApplication.translate("ZoneFight", "the place is in no zone"),
        "cut": QCoreApplication.translate("ZoneFight", "the way from %2 to %3 is cut"),
        "not-neighbours": QCoreApplication.translate("ZoneFight", "%3 is not next to %2"),
    }
    if code not in texts:
        return QCoreApplication.translate("ZoneFight", "the rules do not allow it (%1)").replace("%1", message)
    return texts[code].replace("%1", who).replace("%2", zone(here)).replace("%3", zone(there))


def hit_text(enc, target: str, effect: str) -> str:
    """What an attack did, from `Hit.effect`."""
    texts = {
        "missed": QCoreApplication.translate("ZoneFight", "%1: the attack fails, nothing happens"),
        "defense-1": QCoreApplication.translate("ZoneFight", "%1 loses 1 Défense"),
        "box": QCoreApplication.translate("ZoneFight", "%1: a Moniteur box is ticked"),
        TERRASSE: QCoreApplication.translate("ZoneFight", "%1 is Terrassé"),
        BRISE: QCoreApplication.translate("ZoneFight", "%1 is Brisé"),
        "trauma+defense-1": QCoreApplication.translate("ZoneFight", "%1 takes a trauma and loses 1 Défense"),
    }
    return texts.get(effect, effect).replace("%1", actor_label(enc, target))
