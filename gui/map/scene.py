"""The battle map scene: items built from the encounter and kept in step with its events.

`BattleScene(encounter, role="director"|"player")`. A player scene never creates
items for hidden tokens or hidden terrain and shows no Director notes; it has no
tools. The players' window can mirror the Director's drag by connecting the
Director scene's `preview_changed` / `sight_changed` to its own `show_preview` /
`show_sight` (both skip anything about hidden creatures).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from geometry import Cell, GeometryError, Space
from gui.base import style
from gui.base.style import SQUARE
from gui.map import labels
from gui.map.coords import space_rect, to_board, to_scene
from gui.map.items.board import BoardItem, GridItem, MapImageItem, TerrainLayerItem
from gui.map.items.overlays import PathPreviewItem, SightItem
from gui.map.items.tokens import TokenItem
from gui.map.items.walls import WallItem, ZoneItem
from gui.map.tools.select import SelectTool
from rules.encounter import Encounter
from rules.errors import RulesError
from rules.preview import OVERRIDE, Preview, SightInfo, targets_from

# The type -> item table: one item class per kind of model object.
ITEM_TYPES = {
    "creature": TokenItem,
    "wall": WallItem,
    "zone": ZoneItem,
    "terrain": TerrainLayerItem,
    "grid": GridItem,
    "map": MapImageItem,
    "board": BoardItem,
}



class BattleScene(QGraphicsScene):
    preview_changed = Signal(object)  # Preview | None
    sight_changed = Signal(object)  # SightInfo | None
    status_message = Signal(str)
    tool_changed = Signal(str)
    token_menu_requested = Signal(str, object)  # creature id, screen position (QPoint)

    def __init__(self, encounter: Encounter, role: str = "director", undo_stack=None, lang: str = "en",
                 parent=None):
        super().__init__(parent)
        if role not in ("director", "player"):
            raise ValueError(f"role must be 'director' or 'player', not {role!r}")
        self.encounter = encounter
        self.role = role
        self.undo_stack = undo_stack
        self.lang = lang
        self.setBackgroundBrush(style.BACKGROUND)
        self.setItemIndexMethod(QGraphicsScene.BspTreeIndex)
        self._items: dict[tuple[str, str], object] = {}  # (type, model id) -> item
        self._walls: list[WallItem] = []
        self._portraits: dict[str, QPixmap | None] = {}
        self._threats: set[str] = set()
        self._allies: set[str] = set()
        self.preview: Preview | None = None
        self.sight: SightInfo | None = None
        self.targets_shown = role == "director"  # mark what the selected token sees (View menu)
        self._targets: dict[str, str | None] = {}
        self.tool = None
        self._tool_active = False
        self._subscriptions = [
            (encounter.creature_added, self._on_creature_added),
            (encounter.creature_changed, self._on_creature_changed),
            (encounter.creature_removed, self._on_creature_removed),
            (encounter.board_changed, self._on_board_changed),
            (encounter.zones_changed, self._on_zones_changed),
            (encounter.ruleset_changed, self._on_ruleset_changed),
            (encounter.map_image_changed, self._on_map_image_changed),
        ]
        for signal, slot in self._subscriptions:
            signal.connect(slot)
        self._board = self._make("board", "")
        self._grid = self._make("grid", "")
        self._terrain = self._make("terrain", "")
        self._map = self._make("map", "")
        self.path_item = PathPreviewItem()
        self.addItem(self.path_item)
        self.addItem(self.path_item.callout)
        self.sight_item = SightItem()
        self.addItem(self.sight_item)
        self.addItem(self.sight_item.callout)
        self._on_map_image_changed()
        self._on_board_changed()
        self._on_zones_changed()
        for c in encounter.creatures:
            self._on_creature_added(c.id)
        if role == "director":
            self.set_tool(SelectTool(self))
            self.selectionChanged.connect(self.refresh_targets)

    # ---- lifetime ------------------------------------------------------------------
    def detach(self) -> None:
        """Stop listening to the encounter (call before dropping the scene)."""
        if self.tool is not None:
            self.tool.cancel()
        for signal, slot in self._subscriptions:
            signal.disconnect(slot)
        self._subscriptions = []
        self.targets_shown = False  # a dropped scene asks the rules nothing more

    def _make(self, kind: str, mid: str, *args):
        item = ITEM_TYPES[kind](*args)
        self._items[(kind, mid)] = item
        self.addItem(item)
        return item

    def _drop(self, kind: str, mid: str) -> None:
        item = self._items.pop((kind, mid), None)
        if item is not None:
            self.removeItem(item)

    # ---- lookups ------------------------------------------------------------------
    def token_item(self, cid: str) -> TokenItem | None:
        return self._items.get(("creature", cid))

    def token_items(self) -> list[TokenItem]:
        return [it for (k, _), it in self._items.items() if k == "creature"]

    def wall_items(self) -> list[WallItem]:
        return list(self._walls)

    def zone_item(self, zid: str) -> ZoneItem | None:
        return self._items.get(("zone", zid))

    def token_at(self, pos: QPointF) -> TokenItem | None:
        for it in self.items(pos):
            if isinstance(it, TokenItem):
                return it
        return None

    def selected_creature_ids(self) -> list[str]:
        return [it.creature_id for it in self.selectedItems() if isinstance(it, TokenItem)]

    def board_rect(self) -> QRectF:
        b = self.encounter.board
        return QRectF(0, 0, b.width * SQUARE, b.height * SQUARE)

    # ---- model events --------------------------------------------------------------
    def _visible(self, c) -> bool:
        return self.role == "director" or not c.hidden

    def _on_creature_added(self, cid: str) -> None:
        c = self.encounter.creature(cid)
        if not self._visible(c) or self.token_item(cid) is not None:
            return
        self._make("creature", cid, cid)
        self.sync_token(cid)

    def _on_creature_changed(self, cid: str) -> None:
        c = self.encounter.creature(cid)
        if not self._visible(c):
            self._drop("creature", cid)
        elif self.token_item(cid) is None:
            self._on_creature_added(cid)
        else:
            self.sync_token(cid)
        self._model_changed()

    def _on_creature_removed(self, cid: str) -> None:
        self._drop("creature", cid)
        self._model_changed()

    def _on_ruleset_changed(self) -> None:
        for c in self.encounter.creatures:
            self._on_creature_changed(c.id)
        self._model_changed()

    def _on_board_changed(self) -> None:
        b = self.encounter.board
        self._board.set_size(b.width, b.height)
        self._grid.set_size(b.width, b.height)
        self._terrain.set_cells({(c.x, c.y): (t.kind.value, t.material.value if t.material else None, t.hidden)
                                 for c, t in b.terrain.items() if self.role == "director" or not t.hidden})
        # walls have no ids: their index in the board's list is the model id, items are reused
        walls = b.walls
        while len(self._walls) > len(walls):
            it = self._walls.pop()
            self._items.pop(("wall", str(it.index)), None)
            self.removeItem(it)
        while len(self._walls) < len(walls):
            idx = len(self._walls)
            it = self._make("wall", str(idx))
            it.index = idx
            if self.role == "director":
                it.setFlag(it.GraphicsItemFlag.ItemIsSelectable, True)
            self._walls.append(it)
        for it, w in zip(self._walls, walls, strict=True):
            it.set_wall(w.points, door=w.door.value if w.door else None, blocks_movement="movement" in w.blocks,
                        blocks_effect="effect" in w.blocks)
            it.setToolTip(self._wall_tip(w) if self.role == "director" else "")
        self.setSceneRect(self.board_rect().adjusted(-4 * SQUARE, -4 * SQUARE, 4 * SQUARE, 4 * SQUARE))
        self._model_changed()

    def _wall_tip(self, w) -> str:
        if w.door:
            return self.tr("Door (%1) — click with the Door tool to open or close").replace(
                "%1", self.tr("open") if w.door.value == "open" else self.tr("closed"))
        return self.tr("Wall (%1)").replace("%1", labels.material_name(w.material.value))

    def _on_zones_changed(self) -> None:
        zones = {z.id: z for z in self.encounter.zones}
        for (kind, zid) in list(self._items):
            if kind == "zone" and zid not in zones:
                self._drop("zone", zid)
        for zid, z in zones.items():
            it = self.zone_item(zid) or self._make("zone", zid)
            it.set_zone(z.polygon, z.name or z.id)
            if self.role == "director":
                it.setFlag(it.GraphicsItemFlag.ItemIsSelectable, True)
        self._model_changed()

    def _on_map_image_changed(self) -> None:
        img = self.encounter.map_image
        pix = QPixmap()
        if img is not None:
            if img.data:
                pix.loadFromData(img.data)
            elif img.path and os.path.isfile(img.path):
                pix.load(img.path)
        self._map.setVisible(not pix.isNull())
        self._board.setVisible(pix.isNull())
        self._grid.set_colour(style.GRID_ON_BOARD if pix.isNull() else style.GRID)
        if not pix.isNull():
            self._map.set_image(pix, img.square_px, img.offset)

    def _model_changed(self) -> None:
        # Anything shown about "why" may be stale now; so is a drag begun on the old model
        # (an undo, or the players' window's fog, while the button is held).
        if self.sight is not None:
            self.show_sight(None)
        if self.tool is not None and self._tool_active and self.tool.stale_on_model_change:
            self._tool_active = False
            self.tool.cancel()
        self.refresh_targets()

    # ---- tokens ------------------------------------------------------------------
    def _portrait(self, ref: str) -> QPixmap | None:
        if not ref:
            return None
        if ref not in self._portraits:
            pix = QPixmap()
            data = getattr(self.encounter, "images", {}).get(ref) if hasattr(self.encounter, "images") else None
            if data:
                pix.loadFromData(data)
            elif os.path.isfile(ref):
                pix.load(ref)
            self._portraits[ref] = None if pix.isNull() else pix
        return self._portraits[ref]

    def sync_token(self, cid: str) -> None:
        """Put a token where the model says, with the model's look."""
        it = self.token_item(cid)
        if it is None:
            return
        c = self.encounter.creature(cid)
        it.set_space(c.at.x, c.at.y, self.encounter.pack.side(c))
        conditions = sorted(labels.condition_label(k) for k in c.conditions)
        it.set_look(label=c.label, colour=style.side_colour(c.side), portrait=self._portrait(c.portrait),
                    badges=tuple(conditions), ghost=c.hidden)
        if self.role == "director":
            tip = f"{c.label} — {labels.side_label(c.side)}, {labels.size_label(c.size)}, " \
                + self.tr("speed %1").replace("%1", str(c.speed))
            if conditions:
                tip += "\n" + ", ".join(conditions)
            if c.notes:
                tip += "\n" + c.notes
            it.setToolTip(tip)
        it.set_dragging(False)

    # ---- tools --------------------------------------------------------------------
    def set_tool(self, tool) -> None:
        if self.tool is not None:
            self.tool.cancel()
            self.tool.deactivate()
        self._tool_active = False
        self.tool = tool
        if tool is not None:
            tool.activate()
            self.tool_changed.emit(tool.name)

    def mousePressEvent(self, event):
        if self.tool is not None and event.button() == Qt.LeftButton and self.tool.start(event.scenePos(), event):
            self._tool_active = True
            event.accept()
            return
        if self.tool is not None and event.button() == Qt.RightButton and self.tool.context(event.scenePos(), event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event):
        if self.tool is not None:
            if self._tool_active:
                self.tool.update(event.scenePos(), event)
                event.accept()
                return
            if event.buttons() == Qt.NoButton:
                self.tool.hover(event.scenePos(), event)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event):
        if self.tool is not None and self._tool_active and event.button() == Qt.LeftButton:
            self._tool_active = False
            self.tool.finish(event.scenePos(), event)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event):
        if self.tool is not None and event.button() == Qt.LeftButton and self.tool.double_click(event.scenePos(), event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event):
        if self.tool is not None:
            if event.key() == Qt.Key_Escape:
                self._tool_active = False
                self.tool.cancel()
                event.accept()
                return
            if self.tool.key(event):
                event.accept()
                return
            self.tool.modifiers_changed(event.modifiers())
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if self.tool is not None:
            self.tool.modifiers_changed(event.modifiers())
        super().keyReleaseEvent(event)

    # ---- overlays ----------------------------------------------------------------
    def _set_marks(self, attr: str, ids: set[str], setter: str) -> None:
        old = getattr(self, attr)
        for cid in old - ids:
            it = self.token_item(cid)
            if it is not None:
                getattr(it, setter)(False)
        for cid in ids:
            it = self.token_item(cid)
            if it is not None:
                getattr(it, setter)(True)
        setattr(self, attr, set(ids))

    def show_targets(self, marks: dict[str, str | None]) -> None:
        """Mark tokens as seen from the selected one: {creature id: "unseen" | "cover" | None}."""
        for cid in set(self._targets) | set(marks):
            it = self.token_item(cid)
            if it is not None:
                it.set_target(marks.get(cid))
        self._targets = {cid: m for cid, m in marks.items() if m is not None}

    def refresh_targets(self) -> None:
        """With one token selected (and no drag under way), veil the creatures it has no line of
        effect to and put a shield on those in cover: who it can target, at a glance."""
        selected = self.selected_creature_ids() if self.targets_shown and self.preview is None else []
        marks: dict[str, str | None] = {}
        if len(selected) == 1:
            try:
                views = targets_from(self.encounter, selected[0])
            except (RulesError, GeometryError):
                views = {}
            marks = {cid: "unseen" if not v.line_of_effect else "cover" if v.cover else None
                     for cid, v in views.items()}
        self.show_targets(marks)

    def show_preview(self, p: Preview | None) -> None:
        """Draw a drag preview (or clear it). The player scene skips hidden movers."""
        if p is not None and self.role == "player" and self.token_item(p.creature_id) is None:
            p = None
        self.preview = p
        if p is None:
            self.path_item.clear()
            self._set_marks("_threats", set(), "set_threat")
            self.preview_changed.emit(None)
            self.refresh_targets()
            return
        self.show_targets({})  # the drag's own marks (free strikes) speak while it lasts
        speed_ok = style.OVERRIDE if p.mode == OVERRIDE else style.PATH_OK
        squares = []
        for cell, total in zip(p.cells, p.costs, strict=True):
            colour = speed_ok if total <= p.speed else style.PATH_OVER
            squares.append((space_rect(cell, 1 if p.side > 1 else p.side), colour))
        if p.side > 1:
            # big tokens: colour the whole destination, path squares by top-left cell only
            squares = [(space_rect(c, p.side), col) for (_, col), c in zip(squares, p.cells, strict=True)][-1:] \
                + [(space_rect(c, 1), col) for (_, col), c in zip(squares, p.cells, strict=True)][:-1]
        half = p.side / 2
        line = [to_scene(p.start.x + half, p.start.y + half)] + [to_scene(c.x + half, c.y + half) for c in p.cells]
        if len(p.zones) > 2 and len(line) == 2:
            # zones game: through the middle of each zone crossed, so the route reads on the map
            by_id = {z.id: z for z in self.encounter.zones}
            mids = [by_id[z].shape.representative_point() for z in p.zones[1:-1] if z in by_id]
            line = [line[0]] + [to_scene(m.x, m.y) for m in mids] + [line[1]]
        if not p.legal:
            colour = style.PATH_BAD
        elif p.mode == OVERRIDE:
            colour = style.OVERRIDE
        elif p.cost > p.speed:
            colour = style.PATH_OVER
        else:
            colour = style.PATH_OK
        self.path_item.set_preview(squares=squares, line=line if p.legal else [], dest=space_rect(p.target, p.side),
                                   dest_colour=colour, text=self.preview_text(p), text_colour=colour,
                                   origin=space_rect(p.start, p.side) if p.target != p.start else None)
        visible_attackers = {a for a in p.attackers if self.token_item(a) is not None}
        self._set_marks("_threats", visible_attackers, "set_threat")
        it = self.token_item(p.creature_id)
        if it is not None:
            it.set_space(p.target.x, p.target.y, p.side)
            it.set_dragging(True, invalid=not p.legal)
        self.preview_changed.emit(p)

    def term(self, key: str, fallback: str) -> str:
        """The rule system's word for a concept, in this scene's language (pack.terms)."""
        return labels.term(self.encounter.pack, key, self.lang, fallback)

    def labelled(self, label: str, value: str) -> str:
        """'Cover: half' / 'Abri : moitié': the catalogue owns the colon (French puts a space before it)."""
        return self.tr("%1: %2", "a label and its value").replace("%1", label).replace("%2", value)

    def preview_text(self, p: Preview) -> str:
        enc = self.encounter
        if p.mode == OVERRIDE:
            head = self.tr("Place anywhere (%1)").replace("%1", self.term("director", "Director"))
            return head if p.legal else head + "\n✕ " + self.reason_text(p)
        if not p.legal:
            return "✕ " + self.tr("Cannot end here") + "\n" + self.reason_text(p)
        lines = []
        if not enc.pack.grid:
            route = " → ".join(p.zones) if p.zones else ""
            lines.append(self.tr("%1 / %2 zones").replace("%1", _num(p.cost)).replace("%2", str(p.speed)))
            if route:
                lines.append(route)
            return "\n".join(lines)
        head = p.cost_label + " " + self.term("squares", "squares")
        if p.mode != "move":
            head += " · " + labels.mode_name(enc.pack, p.mode, self.lang)
        lines.append(head)
        if p.cost > p.speed:
            lines.append(self.tr("%1 past speed").replace("%1", _num(p.cost - p.speed)))
        if any(p.squeezed):
            lines.append(self.tr("squeezing"))
        if p.attackers:
            shown = [enc.creature(a).label for a in p.attackers if self.token_item(a) is not None]
            if shown:
                lines.append(self.labelled(self.term("opportunity", "free strike"), ", ".join(shown)))
        return "\n".join(lines)

    def reason_text(self, p: Preview) -> str:
        """Why a drop is refused, in the user's language, worded from `p.code` (creatures by their
        labels, zones by their names). A refusal with no code of ours gets a generic sentence and
        the rules' own detail."""
        enc = self.encounter

        def label(cid: str) -> str:
            return enc.creature(cid).label if enc.has_creature(cid) else cid

        def zone(zid: str) -> str:
            z = next((z for z in enc.zones if z.id == zid), None)
            return (z.name or z.id) if z is not None else zid

        code = p.code
        if code == "occupied" and p.blockers:
            return self.tr("occupied by %1").replace("%1", ", ".join(label(b) for b in p.blockers))
        if code == "zone-unreachable" and len(p.zones) == 2:
            return self.tr("no way from %1 to %2").replace("%1", zone(p.zones[0])).replace("%2", zone(p.zones[1]))
        words = {
            "outside": self.tr("outside the map"),
            "object": self.tr("an object is there"),
            "wall": self.tr("a wall runs through that space"),
            "occupied": self.tr("occupied"),
            "no-path": self.tr("no path: walls, objects or creatures are in the way"),
            "no-path-shift": self.tr("no path: a shift cannot enter or leave difficult terrain"),
            "step": self.tr("a Step is one square, not into difficult terrain"),
            "no-zone": self.tr("outside every zone"),
            "zone-unreachable": self.tr("no way to that zone"),
        }
        if code in words:
            return words[code]
        return self.rules_problem(p.reason)

    def rules_problem(self, detail: str) -> str:
        """A refusal the rules explained only in English (a RulesError): our sentence, their detail."""
        head = self.tr("the rules do not allow it")
        return head + (" (" + detail + ")" if detail else "")

    def show_sight(self, info: SightInfo | None) -> None:
        if info is not None and self.role == "player" and (
                self.token_item(info.attacker) is None or self.token_item(info.target) is None):
            info = None
        self.sight = info
        if info is None:
            self.sight_item.clear()
            self._set_marks("_allies", set(), "set_ally")
            for w in self._walls:
                w.set_highlight(False)
            self.sight_changed.emit(None)
            return
        enc = self.encounter
        lines: list[tuple[QLineF, QColor, bool]] = []
        cov = info.cover
        if cov is not None and cov.lines:
            for ln in cov.lines:
                colour = style.LINE_BLOCKED if ln.blocked else style.LINE_CLEAR
                lines.append((QLineF(to_scene(*ln.start), to_scene(*ln.end)), colour, ln.blocked))
        elif info.line_of_effect is not None and info.line_of_effect.line is not None:
            ln = info.line_of_effect.line
            lines.append((QLineF(to_scene(*ln.start), to_scene(*ln.end)), style.LINE_CLEAR, False))
        if info.line_of_effect is not None and not info.line_of_effect.value:
            # no clear line at all: show the centre-to-centre line as blocked, and the walls it meets
            sa, st = enc.space(info.attacker), enc.space(info.target)
            lines.append((QLineF(to_scene(*sa.centre), to_scene(*st.centre)), style.LINE_BLOCKED, True))
        for _ally, test in info.flank_tests:
            a, b = test.segment
            lines.append((QLineF(to_scene(*a), to_scene(*b)), style.FLANK, False))
        self._set_marks("_allies", {a for a in info.flanking_allies}, "set_ally")
        text = self.sight_text(info)
        target = enc.creature(info.target)
        ts = enc.space(target)
        anchor = to_scene(ts.x2 + 0.1, ts.y)
        loe = info.line_of_effect is not None and info.line_of_effect.value
        colour = style.LINE_CLEAR if loe else style.LINE_BLOCKED
        sa = enc.space(info.attacker)
        avoid = (to_scene(*sa.centre), to_scene((sa.centre[0] + ts.centre[0]) / 2, (sa.centre[1] + ts.centre[1]) / 2))
        self.sight_item.set_sight(lines, text, anchor, colour, space_rect(ts.at, ts.side), avoid)
        self.sight_changed.emit(info)

    def sight_text(self, info: SightInfo) -> str:
        enc = self.encounter
        a, t = enc.creature(info.attacker), enc.creature(info.target)
        loe = info.line_of_effect is not None and info.line_of_effect.value
        out = [f"{a.label} → {t.label}"]
        if info.distance is not None:
            out.append(self.tr("Distance: %1").replace("%1", str(info.distance)))
        out.append(self.tr("Line of effect: yes") if loe else self.tr("Line of effect: no"))
        if info.cover is not None:
            value = labels.cover_word(info.cover.value)
            if info.cover.blocked_count is not None and loe:
                value += " " + self.tr("(%1 of %2 lines blocked)").replace("%1", str(info.cover.blocked_count)) \
                    .replace("%2", str(len(info.cover.lines)))
            elif info.cover.blockers:
                names = [enc.creature(b).label if enc.has_creature(b) else labels.blocker_name(b)
                         for b in info.cover.blockers]
                value += f" ({', '.join(names)})"
            out.append(self.labelled(self.term("cover", "cover").capitalize(), value))
        flank = info.flanking
        if flank is not None and not flank.reason.startswith("no flanking"):
            word = self.term("flanking", "flanking").capitalize()
            if flank.value:
                names = ", ".join(enc.creature(x).label for x in flank.allies if enc.has_creature(x))
                out.append(self.labelled(word, self.tr("yes, with %1").replace("%1", names)))
            else:
                out.append(self.labelled(word, self.tr("no")))
        return "\n".join(out)

    # ---- helpers for tools ------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> Cell:
        x, y = to_board(pos)
        return Cell(int(x // 1), int(y // 1))

    def snap_vertex(self, pos: QPointF) -> tuple[float, float]:
        x, y = to_board(pos)
        return float(round(x)), float(round(y))

    def space_of(self, cid: str) -> Space:
        return self.encounter.space(cid)


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"
