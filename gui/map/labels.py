"""What the screen shows for the model's ids: sides, sizes, terrain kinds, materials, conditions,
cover values, movement modes and a pack's own words, in the user's language.

The model keeps its ids ("heroes", "1M", "stone", "prone"...); only the display changes. Every
text is a literal `QCoreApplication.translate("Labels", ...)` call so that lupdate finds it.
Unknown ids (a side typed by the Director, a condition from a scenario) are shown as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geometry import Blocks

# The kinds of wall the Director draws: (id, what it blocks), in the order the boxes offer them.
# A window stops a creature and lets a shot through (issue 15): movement only, glass by default
# (WALL_KIND_MATERIAL), so that forced movement breaks it as glass. Window and fence block the
# same; the material tells them apart (wall_kind_of).
WALL_KIND_BLOCKS = (
    ("wall", frozenset({Blocks.MOVEMENT, Blocks.EFFECT})),
    ("window", frozenset({Blocks.MOVEMENT})),
    ("fence", frozenset({Blocks.MOVEMENT})),
    ("curtain", frozenset({Blocks.EFFECT})),
)
WALL_KIND_MATERIAL = {"window": "glass"}


def wall_kind_of(blocks: frozenset, material: str) -> str:
    """The kind the boxes show for a wall: a movement-only glass wall is a window."""
    kinds = [k for k, b in WALL_KIND_BLOCKS if b == blocks]
    if not kinds:
        return "wall"
    if "window" in kinds:
        return "window" if material == "glass" else "fence"
    return kinds[0]


def side_names() -> dict[str, str]:
    """Built-in sides: id -> label (the side box offers these; any other text is kept as typed)."""
    return {
        "heroes": QCoreApplication.translate("Labels", "heroes"),
        "monsters": QCoreApplication.translate("Labels", "monsters"),
        "allies": QCoreApplication.translate("Labels", "allies"),
        "neutral": QCoreApplication.translate("Labels", "neutral"),
        # the demo's and the fight's word for the Director's creatures, in every system
        "director": QCoreApplication.translate("Labels", "opponents"),
    }


def side_label(side: str) -> str:
    return side_names().get(side, side)


def side_id(text: str) -> str:
    """The stored id for what the side box shows: a built-in label back to its id, else the text."""
    text = text.strip()
    for sid, label in side_names().items():
        if text.lower() in (sid, label.lower()):
            return sid
    return text


def _size_words() -> dict[str, str]:
    return {
        "tiny": QCoreApplication.translate("Labels", "tiny"),
        "small": QCoreApplication.translate("Labels", "small"),
        "medium": QCoreApplication.translate("Labels", "medium"),
        "large": QCoreApplication.translate("Labels", "large"),
        "huge": QCoreApplication.translate("Labels", "huge"),
        "gargantuan": QCoreApplication.translate("Labels", "gargantuan"),
    }


_DS_SIZE_WORDS = {"1T": "tiny", "1S": "small", "1M": "medium", "1L": "large"}


def size_label(size: str) -> str:
    """'1M — medium', '2 — 2 × 2 squares', 'large' (5e ids are words: shown translated, or as they are)."""
    words = _size_words()
    if size in words:
        return words[size]
    if size in _DS_SIZE_WORDS:
        return f"{size} — {words[_DS_SIZE_WORDS[size]]}"
    if size.isdigit():
        return QCoreApplication.translate("Labels", "%1 — %1 × %1 squares").replace("%1", size)
    return size


def terrain_name(kind: str) -> str:
    """A terrain kind id ("difficult", "greater-difficult", "hazardous", "object") for a sentence."""
    return {
        "difficult": QCoreApplication.translate("Labels", "difficult terrain"),
        "greater-difficult": QCoreApplication.translate("Labels", "greater difficult terrain"),
        "hazardous": QCoreApplication.translate("Labels", "hazardous terrain"),
        "object": QCoreApplication.translate("Labels", "object"),
    }.get(kind, kind)


def paint_text(kind: str) -> str:
    """The undo text of a terrain stroke."""
    return {
        "difficult": QCoreApplication.translate("Labels", "Paint difficult terrain"),
        "greater-difficult": QCoreApplication.translate("Labels", "Paint greater difficult terrain"),
        "hazardous": QCoreApplication.translate("Labels", "Paint hazardous terrain"),
        "object": QCoreApplication.translate("Labels", "Paint objects"),
    }.get(kind, QCoreApplication.translate("Labels", "Paint terrain"))


def material_name(material: str) -> str:
    return {
        "stone": QCoreApplication.translate("Labels", "stone"),
        "wood": QCoreApplication.translate("Labels", "wood"),
        "metal": QCoreApplication.translate("Labels", "metal"),
        "glass": QCoreApplication.translate("Labels", "glass"),
    }.get(material, material)


def wall_kind_label(kind: str) -> str:
    return {
        "wall": QCoreApplication.translate("Labels", "Wall"),
        "window": QCoreApplication.translate("Labels", "Window (stops creatures, not lines; glass)"),
        "fence": QCoreApplication.translate("Labels", "Fence (blocks movement only)"),
        "curtain": QCoreApplication.translate("Labels", "Curtain (blocks lines only)"),
    }.get(kind, kind)


def condition_names() -> dict[str, str]:
    return {
        "prone": QCoreApplication.translate("Labels", "prone"),
        "dazed": QCoreApplication.translate("Labels", "dazed"),
        "slowed": QCoreApplication.translate("Labels", "slowed"),
        "restrained": QCoreApplication.translate("Labels", "restrained"),
        "grabbed": QCoreApplication.translate("Labels", "grabbed"),
        "frightened": QCoreApplication.translate("Labels", "frightened"),
        "taunted": QCoreApplication.translate("Labels", "taunted"),
        "weakened": QCoreApplication.translate("Labels", "weakened"),
        "bleeding": QCoreApplication.translate("Labels", "bleeding"),
        "surprised": QCoreApplication.translate("Labels", "surprised"),
        "unconscious": QCoreApplication.translate("Labels", "unconscious"),
        "flying": QCoreApplication.translate("Labels", "flying"),
        "taking-cover": QCoreApplication.translate("Labels", "taking cover"),
        "paralyzed": QCoreApplication.translate("Labels", "paralyzed"),
    }


def condition_label(cond: str) -> str:
    return condition_names().get(cond, cond)


def condition_id(text: str) -> str:
    """A condition typed in the user's language back to the id the rules know."""
    t = text.strip().lower()
    for cid, label in condition_names().items():
        if t in (cid, label.lower()):
            return cid
    return t


def cover_word(value: str) -> str:
    return {
        "none": QCoreApplication.translate("Labels", "none"),
        "cover": QCoreApplication.translate("Labels", "yes"),
        "blocked": QCoreApplication.translate("Labels", "blocked (no line of effect)"),
        "half": QCoreApplication.translate("Labels", "half"),
        "three-quarters": QCoreApplication.translate("Labels", "three-quarters"),
        "total": QCoreApplication.translate("Labels", "total"),
        "lesser": QCoreApplication.translate("Labels", "lesser"),
        "standard": QCoreApplication.translate("Labels", "standard"),
        "greater": QCoreApplication.translate("Labels", "greater"),
    }.get(value, value)


def blocker_name(what: str) -> str:
    """What a cover line met, when it is not a creature."""
    return {
        "wall": QCoreApplication.translate("Labels", "wall"),
        "object": QCoreApplication.translate("Labels", "object"),
    }.get(what, what)


def term(pack, key: str, lang: str, fallback: str) -> str:
    """The rule system's own word (French or English) for a concept, e.g. 'free strike'."""
    words = getattr(pack, "terms", {}).get(key, {})
    return words.get(lang) or words.get("en") or fallback


def mode_name(pack, mode: str, lang: str) -> str:
    """A movement mode in the system's words: its careful move (glisser, se désengager, Pas) from
    the pack, the others from the catalogue."""
    if mode in pack.modes[1:2]:
        return term(pack, "shift", lang, mode)
    return {
        "move": QCoreApplication.translate("Labels", "move"),
        "teleport": QCoreApplication.translate("Labels", "teleport"),
        "shift": QCoreApplication.translate("Labels", "shift"),
        "disengage": QCoreApplication.translate("Labels", "disengage"),
        "step": QCoreApplication.translate("Labels", "Step"),
    }.get(mode, mode)


def ruleset_title(cls_or_pack, lang: str) -> str:
    title = getattr(cls_or_pack, "title", {}) or {}
    return title.get(lang) or title.get("en") or getattr(cls_or_pack, "id", "")
