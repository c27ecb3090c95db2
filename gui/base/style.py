"""Colours, pens and layer order shared by the scene items (one place to restyle the map)."""

from __future__ import annotations

import hashlib

from PySide6.QtGui import QColor

SQUARE = 64.0  # scene units per square

# z-order: tokens always above terrain, zones and walls; overlays above tokens.
Z_MAP = 0
Z_TERRAIN = 10
Z_ZONES = 15
Z_GRID = 20
Z_WALLS = 30
Z_ZONE_LABELS = 35  # zone names, above the grid and walls that would cross them
Z_PATH = 40
Z_TOKENS = 50
Z_SIGHT = 60
Z_CALLOUT = 65
Z_TOOL = 70

BACKGROUND = QColor("#2b2d31")
BOARD = QColor("#e9e4d8")
GRID = QColor(60, 60, 60, 110)  # over a map image


def _over(top: QColor, under: QColor) -> QColor:
    a = top.alphaF()
    return QColor(*(round(getattr(top, c)() * a + getattr(under, c)() * (1 - a)) for c in ("red", "green", "blue")))


# The same look on the plain board, opaque: translucent lines are the raster engine's slow path.
GRID_ON_BOARD = _over(GRID, BOARD)

WALL = QColor("#2a2a2a")
WALL_MOVEMENT_ONLY = QColor("#5a5a5a")  # a low fence: blocks movement, not lines
WALL_EFFECT_ONLY = QColor("#5aa9e6")  # a window: blocks lines, not movement
DOOR = QColor("#8b4f1d")

TERRAIN = {
    "difficult": QColor(150, 110, 50, 110),
    "greater-difficult": QColor(120, 70, 20, 150),
    "hazardous": QColor(220, 70, 30, 120),
}
MATERIAL = {
    "stone": QColor("#77736b"),
    "wood": QColor("#9a6b3c"),
    "glass": QColor(150, 210, 235, 200),
    "metal": QColor("#4f5d6b"),
}

PATH_OK = QColor(40, 150, 80)
PATH_OVER = QColor(230, 140, 20)  # squares past the creature's speed
PATH_BAD = QColor(210, 40, 40)
OVERRIDE = QColor(140, 80, 200)
THREAT = QColor(230, 30, 30)
ALLY = QColor(30, 160, 230)
# Seen from the selected token: a veil over those it has no line of effect to, a shield on those in cover
UNSEEN_VEIL = QColor(15, 15, 25, 150)
UNSEEN_RING = QColor(200, 200, 210)
COVER_FILL = QColor(150, 190, 255)
COVER_EDGE = QColor(20, 45, 95)
LINE_CLEAR = QColor(30, 150, 60)
LINE_BLOCKED = QColor(220, 40, 40)
FLANK = QColor(30, 130, 230)
ZONE = QColor(70, 110, 170)
# the fight on the tokens (issue 13)
ACTING = QColor(255, 200, 40)
ACTED_VEIL = QColor(20, 20, 20, 120)
WINDED = QColor(215, 45, 45)
STAMINA_OK = QColor(50, 170, 80)
TEMPORARY = QColor(90, 170, 255)

_SIDE_COLOURS = {
    "heroes": "#2f6fdb", "hero": "#2f6fdb", "players": "#2f6fdb", "party": "#2f6fdb", "pcs": "#2f6fdb",
    "monsters": "#c8372d", "enemies": "#c8372d", "director": "#c8372d", "foes": "#c8372d",
    "allies": "#2a9d5c", "neutral": "#8a8a8a", "figurants": "#b08a2e",
}
_PALETTE = ["#2f6fdb", "#c8372d", "#2a9d5c", "#8e44ad", "#d4851b", "#16a0a0", "#b03a78", "#6d6d2a"]


def side_colour(side: str) -> QColor:
    """A stable colour per side: well-known names first, then a hash into a palette."""
    known = _SIDE_COLOURS.get(side.lower())
    if known:
        return QColor(known)
    h = int(hashlib.md5(side.encode("utf-8")).hexdigest(), 16)
    return QColor(_PALETTE[h % len(_PALETTE)])
