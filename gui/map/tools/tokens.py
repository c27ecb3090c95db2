"""Tokens from the palette."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from geometry import Cell, Space
from gui.map import commands
from gui.map.tools.base import Tool
from rules.creature import Creature

# ---- tokens from the palette -----------------------------------------------------------


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return s or "token"


class TokenTool(Tool):
    """Click a square to place a new token made from the palette's template."""

    name = "token"

    def __init__(self, scene, template):
        super().__init__(scene)
        self.template = template  # callable -> dict of Creature fields (name, side, size, ...)

    def start(self, pos, event) -> bool:
        fields = dict(self.template())
        pack = self.enc.pack
        size = fields.get("size") or pack.default_size
        if size not in pack.sizes:
            size = pack.default_size
        fields["size"] = size
        cell = self.scene.cell_at(pos)
        side = pack.sizes[size].side
        # centre a big token on the click
        at = Cell(cell.x - (side - 1) // 2, cell.y - (side - 1) // 2)
        if not self.enc.board.grid.contains(Space(at, side)):
            self.say(QCoreApplication.translate("Tools", "A token must stand inside the map"))
            return True
        name = fields.pop("name", "") or QCoreApplication.translate("Tools", "Token")
        c = Creature(id=self.enc.new_id(slug(name)), at=at, name=name, **fields)
        self.push(commands.AddCreature(self.enc, c))
        return True
