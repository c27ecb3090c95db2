"""The battle map scene: items built from the encounter and kept in step with its events.

`BattleScene(encounter, role="director"|"player")`. A player scene never creates
items for hidden tokens or hidden terrain and shows no Director notes; it has no
tools. The players' window can mirror the Director's drag by connecting the
Director scene's `preview_changed` / `sight_changed` to its own `show_preview` /
`show_sight` (both skip anything about hidden creatures).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsScene

from geometry import Cell, Space
from gui.base import style
from gui.base.style import SQUARE
from gui.map import labels, pictures
from gui.map.coords import to_board
from gui.map.fight_marks import fight_marks
from gui.map.items.board import BoardItem, GridItem, MapImageItem, TerrainLayerItem
from gui.map.items.overlays import PathPreviewItem, SightItem
from gui.map.items.tokens import TokenItem
from gui.map.items.walls import WallItem, ZoneItem
from gui.map.scene_forced import SceneForced
from gui.map.scene_input import ToolInput
from gui.map.scene_overlays import SceneOverlays
from gui.map.scene_words import SceneWords
from gui.map.tools.select import SelectTool
from rules.encounter import Encounter
from rules.preview import Preview, SightInfo

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


class BattleScene(SceneWords, SceneOverlays, SceneForced, ToolInput, QGraphicsScene):
    preview_changed = Signal(object)  # Preview | None
    forced_changed = Signal(object)  # ForcedPreview | None: a forced movement being dragged
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
        self.forced = None  # ForcedPreview | None
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
            # a players' scene hears the real encounter's fight, and reads it through players_view
            (getattr(encounter, "source", encounter).fight_changed, self._on_fight_changed),
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
        # never a path on disk: a document's pictures live in the document (issue 16)
        pix = pictures.pixmap_for(img.data) if img is not None and img.data else QPixmap()
        if img is None:
            pictures.forget()
        # a picture the file holds that Qt will not decode (too large, damaged): the window says so
        self.map_image_unreadable = pix.isNull() and img is not None and bool(img.data)
        self._map.setVisible(not pix.isNull())
        self._board.setVisible(pix.isNull())
        self._grid.set_colour(style.GRID_ON_BOARD if pix.isNull() else style.GRID)
        if not pix.isNull():
            self._map.set_image(pix, img.square_px, img.offset)

    # ---- the fight (issue 13) -------------------------------------------------------
    def fight_log(self):
        """The encounter's FightLog (a players' scene reads it through `players_view` only)."""
        return getattr(getattr(self.encounter, "source", self.encounter), "fight", None)

    def _on_fight_changed(self) -> None:
        for it in self.token_items():
            self.sync_token(it.creature_id)
        self._model_changed()  # conditions change speeds: a drag in progress is stale

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
            if data:  # never a path on disk: portraits live in the document (issue 16)
                pix.loadFromData(data)
            self._portraits[ref] = None if pix.isNull() else pix
        return self._portraits[ref]

    def sync_token(self, cid: str) -> None:
        """Put a token where the model says, with the model's look."""
        it = self.token_item(cid)
        if it is None:
            return
        c = self.encounter.creature(cid)
        it.set_space(c.at.x, c.at.y, self.encounter.pack.side(c))
        log = self.fight_log()
        players = self.role == "player" and not getattr(self, "stamina_shown", False)
        marks = fight_marks(log, cid, players) if log is not None else None
        states = set(c.conditions) | set(marks.states if marks else ())
        conditions = sorted(labels.condition_label(k) for k in states - {"winded"})
        if marks is not None:
            it.set_fight(marks)
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

    # ---- helpers for tools ------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> Cell:
        x, y = to_board(pos)
        return Cell(int(x // 1), int(y // 1))

    def snap_vertex(self, pos: QPointF) -> tuple[float, float]:
        x, y = to_board(pos)
        return float(round(x)), float(round(y))

    def space_of(self, cid: str) -> Space:
        return self.encounter.space(cid)
