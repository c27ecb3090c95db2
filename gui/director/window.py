"""The Director's window: the map, the tools, the panels, the File menu, autosave and recovery."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSpinBox,
    QStyle,
    QToolBar,
    QWidget,
)

from geometry import Board, Grid, Material, Space, TerrainKind
from gui.base import settings
from gui.base.paths import icon_path
from gui.director import files
from gui.director.panels import PropertiesPanel, TokenPalette
from gui.map import commands, labels
from gui.map.items.tokens import TokenItem
from gui.map.items.walls import WallItem
from gui.map.labels import WALL_KIND_BLOCKS
from gui.map.scene import BattleScene
from gui.map.tools.paint import TerrainTool, ZoneTool
from gui.map.tools.select import SelectTool
from gui.map.tools.tokens import TokenTool
from gui.map.tools.walls import DoorTool, WallTool
from gui.map.view import BattleView
from rules.encounter import Encounter, MapImage
from rules.packs import RULESETS

try:
    from rules import autosave as _autosave
except ImportError:  # pragma: no cover - only while rules/autosave.py did not exist yet
    _autosave = None

TERRAIN_KINDS = [  # (label, kind, material); kind None erases; labels translated in MainWindow's context
    (QT_TRANSLATE_NOOP("MainWindow", "Difficult"), TerrainKind.DIFFICULT, None),
    (QT_TRANSLATE_NOOP("MainWindow", "Greater difficult"), TerrainKind.GREATER_DIFFICULT, None),
    (QT_TRANSLATE_NOOP("MainWindow", "Hazardous"), TerrainKind.HAZARDOUS, None),
    (QT_TRANSLATE_NOOP("MainWindow", "Object"), TerrainKind.OBJECT, "material"),
    (QT_TRANSLATE_NOOP("MainWindow", "Erase"), None, None),
]
COMMON_CONDITIONS = ("prone", "dazed", "slowed", "restrained", "grabbed", "frightened", "taunted", "weakened",
                     "bleeding", "surprised", "unconscious", "flying", "taking-cover")
WALL_KINDS = WALL_KIND_BLOCKS  # (id, blocks); labels.wall_kind_label(id) shows it


class MainWindow(QMainWindow):
    encounter_changed = Signal(object)  # a new Encounter was opened (the players' window follows)

    def __init__(self, encounter: Encounter | None = None, *, lang: str = "en", use_autosave: bool = True):
        super().__init__()
        self.lang = lang
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._update_title)
        self.view = BattleView()
        self.setCentralWidget(self.view)
        self.scene: BattleScene | None = None
        self.encounter: Encounter | None = None
        self.path: Path | None = None  # where Save writes; None until saved as .damier
        self.display_name = ""
        self._recovered_dirty = False
        self._use_autosave = use_autosave and _autosave is not None
        if icon_path().is_file():
            self.setWindowIcon(QIcon(str(icon_path())))
        self.cost_label = QLabel()
        self.statusBar().addPermanentWidget(self.cost_label)
        self._build_panels()
        self._build_actions()
        self._build_menus_and_toolbars()
        self.set_encounter(encounter or files.demo_encounter(), None, self.tr("Demo"))
        self.players = None
        try:  # the players' screen (issue 5): its own menu, window and fog tools
            from gui.players.window import PlayerScreen

            self.players = PlayerScreen.for_main_window(self)
            tb = QToolBar(self.tr("Players"), self)
            tb.setObjectName("players_toolbar")
            # second row, after the tool options: the first row is full with the tools and the rules
            self.addToolBar(tb)
            short = {"show": self.tr("Players' window"), "fog_brush_reveal": self.tr("Reveal fog"),
                     "fog_brush_hide": self.tr("Hide fog"), "push_why": self.tr("Show the why"),
                     "blackout": self.tr("Blackout")}
            for key, text in short.items():
                if key in self.players.actions:
                    act = self.players.actions[key]
                    act.setIconText(text)  # the toolbar's short name; menus keep the full one
                    act.setToolTip(act.text().replace("&", ""))
                    tb.addAction(act)
        except Exception:  # noqa: BLE001 - the Director's table must open even if that part fails
            import logging

            logging.getLogger("damier").exception("the players' screen could not be set up")
        self.autosave_timer = QTimer(self)
        self.autosave_timer.timeout.connect(self.autosave_now)
        minutes = settings.get(settings.AUTOSAVE_MINUTES)
        if self._use_autosave and minutes > 0:
            self.autosave_timer.start(minutes * 60_000)
        self.resize(1280, 820)

    # ---- building ----------------------------------------------------------------
    def _build_panels(self) -> None:
        self.palette_panel = TokenPalette()
        self.properties_panel = PropertiesPanel()
        self.properties_panel.apply_requested.connect(self._apply_properties)
        self.properties_panel.wall_apply_requested.connect(self._apply_wall)
        self.properties_panel.zone_apply_requested.connect(self._apply_zone)
        for title, widget, name in ((self.tr("Properties"), self.properties_panel, "properties"),
                                    (self.tr("Token palette"), self.palette_panel, "palette")):
            dock = QDockWidget(title, self)
            dock.setObjectName(name)
            dock.setWidget(widget)
            widget.setMaximumWidth(300)
            self.addDockWidget(Qt.RightDockWidgetArea, dock)
        self.tabifyDockWidget(self.findChild(QDockWidget, "properties"), self.findChild(QDockWidget, "palette"))
        self.findChild(QDockWidget, "properties").raise_()

    def _build_actions(self) -> None:
        """Every action from one table: (name, text, shortcut, slot, checkable)."""
        table = [
            ("new", self.tr("&New…"), QKeySequence.New, self.new_encounter, False),
            ("open", self.tr("&Open…"), QKeySequence.Open, self.open_dialog, False),
            ("save", self.tr("&Save"), QKeySequence.Save, self.save, False),
            ("save_as", self.tr("Save &As…"), QKeySequence.SaveAs, self.save_as, False),
            ("quit", self.tr("&Quit"), QKeySequence.Quit, self.close, False),
            ("delete", self.tr("&Delete"), QKeySequence.Delete, self.delete_selected, False),
            ("fit", self.tr("&Fit map"), QKeySequence("F"), self.view.fit_map, False),
            ("zoom_in", self.tr("Zoom &in"), QKeySequence.ZoomIn, lambda: self.view.zoom(1.25), False),
            ("zoom_out", self.tr("Zoom &out"), QKeySequence.ZoomOut, lambda: self.view.zoom(0.8), False),
            ("actual", self.tr("&Actual size"), QKeySequence("Ctrl+0"), self.view.zoom_actual, False),
            ("show_grid", self.tr("Show &grid"), QKeySequence("G"), self._toggle_grid, True),
            ("show_targets", self.tr("&Targets of the selected token"), QKeySequence("L"), self._toggle_targets, True),
            ("grid_settings", self.tr("Grid and map &image…"), QKeySequence(), self.grid_dialog, False),
            ("map_image", self.tr("Set map &image…"), QKeySequence(), self.choose_map_image, False),
            ("about", self.tr("&About Damier"), QKeySequence(), self.about, False),
            ("tool_select", self.tr("&Select and move"), QKeySequence("V"), lambda: self.set_tool("select"), True),
            ("tool_wall", self.tr("&Walls"), QKeySequence("W"), lambda: self.set_tool("wall"), True),
            ("tool_door", self.tr("&Doors"), QKeySequence("D"), lambda: self.set_tool("door"), True),
            ("tool_terrain", self.tr("&Terrain"), QKeySequence("T"), lambda: self.set_tool("terrain"), True),
            ("tool_zone", self.tr("&Zones"), QKeySequence("Z"), lambda: self.set_tool("zone"), True),
            ("tool_token", self.tr("To&kens"), QKeySequence("K"), lambda: self.set_tool("token"), True),
        ]
        self.actions: dict[str, QAction] = {}
        for name, text, shortcut, slot, checkable in table:
            a = QAction(text, self)
            a.setObjectName(name)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            a.setCheckable(checkable)
            a.triggered.connect(lambda _checked=False, s=slot: s())
            self.actions[name] = a
        self.actions["show_grid"].setChecked(settings.get(settings.SHOW_GRID))
        self.actions["show_targets"].setChecked(settings.get(settings.SHOW_TARGETS))
        self.actions["show_targets"].setToolTip(self.tr(
            "Veil the creatures the selected token has no line of effect to; a shield marks those in cover"))
        self.actions["undo"] = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.actions["undo"].setShortcut(QKeySequence.Undo)
        self.actions["redo"] = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.actions["redo"].setShortcuts([QKeySequence.Redo, QKeySequence("Ctrl+Y")])
        self.tool_group = QActionGroup(self)
        for name in ("tool_select", "tool_wall", "tool_door", "tool_terrain", "tool_zone", "tool_token"):
            self.tool_group.addAction(self.actions[name])
        self.actions["tool_select"].setChecked(True)

    def _build_menus_and_toolbars(self) -> None:
        a = self.actions
        m = self.menuBar().addMenu(self.tr("&File"))
        for name in ("new", "open"):
            m.addAction(a[name])
        self.recent_menu = m.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addSeparator()
        for name in ("save", "save_as"):
            m.addAction(a[name])
        m.addSeparator()
        m.addAction(a["quit"])
        m = self.menuBar().addMenu(self.tr("&Edit"))
        for name in ("undo", "redo"):
            m.addAction(a[name])
        m.addSeparator()
        m.addAction(a["delete"])
        m = self.menuBar().addMenu(self.tr("&View"))
        for name in ("fit", "zoom_in", "zoom_out", "actual"):
            m.addAction(a[name])
        m.addSeparator()
        m.addAction(a["show_grid"])
        m.addAction(a["show_targets"])
        m = self.menuBar().addMenu(self.tr("&Map"))
        for name in ("tool_select", "tool_wall", "tool_door", "tool_terrain", "tool_zone", "tool_token"):
            m.addAction(a[name])
        m.addSeparator()
        m.addAction(a["map_image"])
        m.addAction(a["grid_settings"])
        self.rules_menu = m.addMenu(self.tr("&Rules"))
        self.rules_group = QActionGroup(self)
        for rid, cls in RULESETS.items():
            act = QAction(cls.title.get(self.lang, cls.title.get("en", rid)), self)
            act.setCheckable(True)
            act.setData(rid)
            act.triggered.connect(lambda _c=False, r=rid: self.switch_ruleset(r))
            self.rules_group.addAction(act)
            self.rules_menu.addAction(act)
        m = self.menuBar().addMenu(self.tr("&Settings"))
        lang_menu = m.addMenu(self.tr("&Language"))
        lang_group = QActionGroup(self)
        current = settings.get(settings.LANGUAGE)
        for code, label in (("", self.tr("System")), ("en", "English"), ("fr", "Français")):
            act = QAction(label, self)
            act.setCheckable(True)
            act.setChecked(code == current)
            act.triggered.connect(lambda _c=False, c=code: self._set_language(c))
            lang_group.addAction(act)
            lang_menu.addAction(act)
        m = self.menuBar().addMenu(self.tr("&Help"))
        m.addAction(a["about"])

        tb = self.addToolBar(self.tr("Tools"))
        tb.setObjectName("tools")
        # short toolbar buttons; the Edit menu's actions carry the command's name
        for name, text, icon, can, slot in (
                ("undo_button", self.tr("Undo"), QStyle.SP_ArrowBack, self.undo_stack.canUndoChanged,
                 self.undo_stack.undo),
                ("redo_button", self.tr("Redo"), QStyle.SP_ArrowForward, self.undo_stack.canRedoChanged,
                 self.undo_stack.redo)):
            act = QAction(self.style().standardIcon(icon), text, self)
            act.setEnabled(False)
            act.triggered.connect(slot)
            can.connect(act.setEnabled)
            a[name] = act
            tb.addAction(act)
        tb.addSeparator()
        for name in ("tool_select", "tool_wall", "tool_door", "tool_terrain", "tool_zone", "tool_token"):
            tb.addAction(a[name])
        tb.addSeparator()
        tb.addAction(a["fit"])
        tb.addSeparator()
        tb.addWidget(QLabel(self.tr(" Rules: ")))
        self.rules_combo = QComboBox()
        for rid, cls in RULESETS.items():
            self.rules_combo.addItem(cls.title.get(self.lang, cls.title.get("en", rid)), rid)
        self.rules_combo.activated.connect(lambda i: self.switch_ruleset(self.rules_combo.itemData(i)))
        tb.addWidget(self.rules_combo)

        self.addToolBarBreak()
        ob = self.options_toolbar = self.addToolBar(self.tr("Tool options"))
        ob.setObjectName("tool_options")
        ob.addWidget(QLabel(self.tr(" Terrain: ")))
        self.terrain_combo = QComboBox()
        for label, _k, _m in TERRAIN_KINDS:
            self.terrain_combo.addItem(self.tr(label))
        ob.addWidget(self.terrain_combo)
        self.trap_box = QCheckBox(self.tr("Hidden (trap)"))
        self.trap_box.setToolTip(self.tr("Painted terrain the players' screen never shows"))
        self.trap_box.toggled.connect(lambda _on: self._retool())
        ob.addWidget(self.trap_box)
        ob.addWidget(QLabel(self.tr(" Material: ")))
        self.material_combo = QComboBox()
        for mat in Material:
            self.material_combo.addItem(labels.material_name(mat.value), mat.value)
        self.material_combo.setCurrentIndex(self.material_combo.findData(Material.STONE.value))
        ob.addWidget(self.material_combo)
        ob.addWidget(QLabel(self.tr(" Wall: ")))
        self.wall_combo = QComboBox()
        for kind, _b in WALL_KINDS:
            self.wall_combo.addItem(labels.wall_kind_label(kind))
        for combo in (self.terrain_combo, self.wall_combo):  # as wide as a short item; the list shows all
            combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        ob.addWidget(self.wall_combo)
        self.snap_box = QCheckBox(self.tr("Snap to grid"))
        self.snap_box.setChecked(settings.get(settings.SNAP_TO_GRID))
        self.snap_box.toggled.connect(lambda on: (settings.set(settings.SNAP_TO_GRID, on), self._retool()))
        ob.addWidget(self.snap_box)
        for combo in (self.terrain_combo, self.material_combo, self.wall_combo):
            combo.activated.connect(lambda _i: self._retool())
        # the tool's hint lives in the status bar (hidden while a message shows): the options bar
        # is full, and a hint there ended behind its overflow button
        self.hint = QLabel()
        self.hint.setStyleSheet("color: gray")
        self.statusBar().addWidget(self.hint, 1)
        self._show_hint("select")

    # ---- the encounter -----------------------------------------------------------
    def set_encounter(self, enc: Encounter, path: Path | None, display_name: str = "") -> None:
        if self.scene is not None:
            self.scene.detach()
        self.undo_stack.clear()
        old_scene = self.scene
        self.encounter = enc
        self.path = path
        self.display_name = display_name or (path.stem if path else enc.title or self.tr("Untitled"))
        self._recovered_dirty = False
        self.scene = BattleScene(enc, "director", self.undo_stack, self.lang, parent=self)
        self.scene.status_message.connect(lambda s: self.statusBar().showMessage(s, 8000))
        self.scene.preview_changed.connect(self._show_cost)
        self.scene.selectionChanged.connect(self._selection_changed)
        self.scene.tool_changed.connect(self._tool_changed)
        self.scene.token_menu_requested.connect(self._token_menu)
        self.view.setScene(self.scene)
        self.scene._grid.setVisible(self.actions["show_grid"].isChecked())
        self.scene.targets_shown = self.actions["show_targets"].isChecked()
        if old_scene is not None:
            old_scene.deleteLater()
        enc.ruleset_changed.connect(self._ruleset_changed)
        self._ruleset_changed()
        self.properties_panel.show_creature(None)
        self.actions["tool_select"].setChecked(True)
        self._update_title()
        QTimer.singleShot(0, self.view.fit_map)
        self.view.fit_map()
        self.encounter_changed.emit(enc)

    def _ruleset_changed(self) -> None:
        enc = self.encounter
        i = self.rules_combo.findData(enc.ruleset)
        self.rules_combo.setCurrentIndex(i)
        for act in self.rules_group.actions():
            act.setChecked(act.data() == enc.ruleset)
        self.palette_panel.set_pack(enc.pack)
        self.properties_panel.set_pack(enc.pack, self.lang)
        if hasattr(self, "hint"):
            self._show_hint(getattr(self, "_hint_tool", None))
        self._selection_changed()

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean() or self._recovered_dirty

    def _update_title(self, *_args) -> None:
        self.setWindowTitle(f"{self.display_name}[*] — Damier")
        self.setWindowModified(self.is_modified())

    # ---- tools -----------------------------------------------------------------------
    def _make_tool(self, name: str):
        snap = self.snap_box.isChecked()
        material = Material(self.material_combo.currentData())
        if name == "wall":
            return WallTool(self.scene, material=material, blocks=WALL_KINDS[self.wall_combo.currentIndex()][1],
                                  snap=snap)
        if name == "door":
            return DoorTool(self.scene)
        if name == "terrain":
            _label, kind, mat = TERRAIN_KINDS[self.terrain_combo.currentIndex()]
            return TerrainTool(self.scene, kind, material if mat else None, hidden=self.trap_box.isChecked())
        if name == "zone":
            return ZoneTool(self.scene, snap=snap)
        if name == "token":
            self.findChild(QDockWidget, "palette").raise_()
            return TokenTool(self.scene, self.palette_panel.template)
        return SelectTool(self.scene)

    def set_tool(self, name: str) -> None:
        self.scene.set_tool(self._make_tool(name))
        self.actions[f"tool_{name}"].setChecked(True)
        self.view.setDragMode(BattleView.RubberBandDrag if name == "select" else BattleView.NoDrag)

    def _retool(self) -> None:
        # only the tools this window makes; fog tools (players' screen) keep their own options
        if self.scene.tool is not None and self.scene.tool.name in ("wall", "door", "terrain", "zone", "token"):
            self.set_tool(self.scene.tool.name)

    def _show_hint(self, tool: str | None = None) -> None:
        tool = tool or (self.scene.tool.name if self.scene is not None and self.scene.tool is not None else "select")
        self._hint_tool = tool
        pack = self.encounter.pack if self.encounter is not None else None
        careful = labels.term(pack, "shift", self.lang, "") if pack is not None and len(pack.modes) > 1 else ""
        if careful:
            select = self.tr("Drag a token to move it · Shift: %1 · Ctrl: place anywhere · "
                             "double-click a door to open it").replace("%1", careful)
        else:
            select = self.tr("Drag a token to move it · Ctrl: place anywhere · double-click a door to open it")
        hints = {
            "select": select,
            "wall": self.tr("Click to add points · double-click or Enter to finish · Alt: free point · Esc: cancel"),
            "door": self.tr("Click a door to open or close it · click a wall to make it a door · "
                            "Shift+click: back to a wall"),
            "terrain": self.tr("Drag to paint the squares · one stroke is one undo step"),
            "zone": self.tr("Click the corners · double-click or Enter to close the zone"),
            "token": self.tr("Click a square to place a token from the palette"),
        }
        self.hint.setText(hints.get(tool, ""))

    def _tool_changed(self, name: str) -> None:
        self._show_hint(name)
        cursor = Qt.ArrowCursor if name == "select" else Qt.CrossCursor
        self.view.viewport().setCursor(cursor)
        action = self.actions.get(f"tool_{name}")
        if action is not None:
            action.setChecked(True)
        else:  # a tool from elsewhere (fog): no tool button of ours is current
            self.tool_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
            for a in self.tool_group.actions():
                a.setChecked(False)
            self.tool_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.Exclusive)

    # ---- status, selection, properties ---------------------------------------------------
    def _show_cost(self, p) -> None:
        if p is None:
            self.cost_label.setText("")
            return
        label = self.encounter.creature(p.creature_id).label if self.encounter.has_creature(p.creature_id) else ""
        if not p.legal:
            self.cost_label.setText(self.scene.labelled(label, "✕ " + self.scene.reason_text(p)))
        else:
            self.cost_label.setText(self.scene.labelled(label, p.cost_label or self.scene.preview_text(p).split("\n")[0]))

    def _selection_changed(self) -> None:
        if self.scene is None:
            return
        try:
            items = self.scene.selectedItems()
        except RuntimeError:  # the scene is being torn down
            return
        panel = self.properties_panel
        tokens = [it for it in items if isinstance(it, TokenItem)]
        walls = [it for it in items if isinstance(it, WallItem)]
        zones = [zid for (kind, zid), it in self.scene._items.items() if kind == "zone" and it in items]
        enc = self.encounter
        if len(tokens) == 1 and enc.has_creature(tokens[0].creature_id):
            panel.show_creature(enc.creature(tokens[0].creature_id))
        elif not tokens and len(walls) == 1 and walls[0].index < len(enc.board.walls):
            panel.show_wall(walls[0].index, enc.board.walls[walls[0].index])
        elif not tokens and not walls and len(zones) == 1:
            panel.show_zone(next(z for z in enc.zones if z.id == zones[0]))
        else:
            panel.show_creature(None)

    def _apply_wall(self, index: int, wall) -> None:
        walls = list(self.encounter.board.walls)
        if 0 <= index < len(walls):
            walls[index] = wall
            self.undo_stack.push(commands.SetBoard(self.encounter, self.encounter.board.with_walls(walls),
                                                   self.tr("Edit wall")))
            self._selection_changed()

    def _apply_zone(self, zone) -> None:
        zones = [zone if z.id == zone.id else z for z in self.encounter.zones]
        self.undo_stack.push(commands.SetZones(self.encounter, zones, self.tr("Edit zone")))
        self._selection_changed()

    def _apply_properties(self, new) -> None:
        enc = self.encounter
        if not enc.has_creature(new.id):
            return
        side = enc.pack.sizes[new.size].side
        if not enc.board.grid.contains(Space(new.at, side)):
            self.statusBar().showMessage(self.tr("That size does not fit on the map there."), 8000)
            return
        self.undo_stack.push(commands.ReplaceCreature(enc, new))

    def token_menu(self, cid: str) -> QMenu:
        """Quick edits at the table: hide, conditions, delete. Each is one undo step."""
        enc = self.encounter
        c = enc.creature(cid)
        menu = QMenu(self)
        hidden = menu.addAction(self.tr("Hidden from the players"))
        hidden.setCheckable(True)
        hidden.setChecked(c.hidden)
        hidden.triggered.connect(lambda on: self.undo_stack.push(commands.ReplaceCreature(
            enc, enc.creature(cid).changed(hidden=on))))
        sub = menu.addMenu(self.tr("Conditions"))
        for cond in sorted(set(COMMON_CONDITIONS) | set(c.conditions)):
            act = sub.addAction(labels.condition_label(cond))
            act.setCheckable(True)
            act.setChecked(cond in c.conditions)
            act.triggered.connect(lambda on, k=cond: self._toggle_condition(cid, k, on))
        menu.addSeparator()
        menu.addAction(self.tr("Delete"), lambda: self.undo_stack.push(commands.RemoveCreature(enc, cid)))
        return menu

    def _toggle_condition(self, cid: str, cond: str, on: bool) -> None:
        c = self.encounter.creature(cid)
        conditions = set(c.conditions) | {cond} if on else set(c.conditions) - {cond}
        self.undo_stack.push(commands.ReplaceCreature(self.encounter, c.changed(conditions=frozenset(conditions))))

    def _token_menu(self, cid: str, screen_pos) -> None:
        if self.encounter.has_creature(cid):
            self.token_menu(cid).exec(screen_pos)

    def delete_selected(self) -> None:
        enc = self.encounter
        items = self.scene.selectedItems()
        tokens = [it.creature_id for it in items if isinstance(it, TokenItem)]
        walls = sorted({it.index for it in items if isinstance(it, WallItem)})
        zones = {zid for (kind, zid), it in self.scene._items.items() if kind == "zone" and it in items}
        if not (tokens or walls or zones):
            return
        self.undo_stack.beginMacro(self.tr("Delete"))
        for cid in tokens:
            self.undo_stack.push(commands.RemoveCreature(enc, cid))
        if walls:
            kept = [w for i, w in enumerate(enc.board.walls) if i not in walls]
            self.undo_stack.push(commands.SetBoard(enc, enc.board.with_walls(kept), self.tr("Delete walls")))
        if zones:
            self.undo_stack.push(commands.SetZones(enc, [z for z in enc.zones if z.id not in zones],
                                                   self.tr("Delete zones"),
                                                   [p for p in enc.zone_links if not set(p) & zones],
                                                   [p for p in enc.zone_cuts if not set(p) & zones]))
        self.undo_stack.endMacro()

    def switch_ruleset(self, ruleset: str) -> None:
        if ruleset == self.encounter.ruleset:
            return
        self.scene.set_tool(SelectTool(self.scene))
        self.actions["tool_select"].setChecked(True)
        title = labels.ruleset_title(RULESETS[ruleset], self.lang) if ruleset in RULESETS else ruleset
        self.undo_stack.push(commands.SetRuleset(self.encounter, ruleset, title=title))

    def _toggle_targets(self) -> None:
        on = self.actions["show_targets"].isChecked()
        settings.set(settings.SHOW_TARGETS, on)
        self.scene.targets_shown = on
        self.scene.refresh_targets()

    def _toggle_grid(self) -> None:
        on = self.actions["show_grid"].isChecked()
        settings.set(settings.SHOW_GRID, on)
        self.scene._grid.setVisible(on)

    def _set_language(self, code: str) -> None:
        settings.set(settings.LANGUAGE, code)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The new language will be used the next time Damier starts."))

    # ---- map and grid ---------------------------------------------------------------------
    def choose_map_image(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a map image"), settings.get(settings.LAST_FOLDER),
                                              self.tr("Images (*.png *.jpg *.jpeg *.webp)"))
        if not name:
            return
        try:
            data = Path(name).read_bytes()
        except OSError as e:
            QMessageBox.warning(self, self.tr("Map image"), str(e))
            return
        from PySide6.QtGui import QImage

        img = QImage.fromData(data)
        if img.isNull():
            QMessageBox.warning(self, self.tr("Map image"), self.tr("This file is not a picture Damier can read."))
            return
        square = img.width() / max(1, self.encounter.board.width)
        self.undo_stack.push(commands.SetMapImage(self.encounter, MapImage(Path(name).name, data, square, (0.0, 0.0)),
                                                  self.tr("Set map image")))

    def _ask_form(self, title: str, rows: list[tuple[str, QWidget]]) -> bool:
        """Show `rows` (label, field) in a modal form with OK and Cancel; True on OK."""
        dlg = QDialog(self)
        dlg.setWindowTitle(title)
        form = QFormLayout(dlg)
        for label, field in rows:
            form.addRow(label, field)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(dlg.accept)
        box.rejected.connect(dlg.reject)
        form.addRow(box)
        return dlg.exec() == QDialog.Accepted

    def grid_dialog(self) -> None:
        enc = self.encounter
        img = enc.map_image
        w, h = QSpinBox(), QSpinBox()
        for s, v in ((w, enc.board.width), (h, enc.board.height)):
            s.setRange(1, 500)
            s.setValue(v)
        sq, ox, oy = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        sq.setRange(2, 2000)
        sq.setDecimals(2)
        for s in (ox, oy):
            s.setRange(-5000, 5000)
            s.setDecimals(1)
        if img is not None:
            sq.setValue(img.square_px)
            ox.setValue(img.offset[0])
            oy.setValue(img.offset[1])
        for s in (sq, ox, oy):
            s.setEnabled(img is not None)
        if not self._ask_form(self.tr("Grid and map image"), [
                (self.tr("Width (squares)"), w), (self.tr("Height (squares)"), h),
                (self.tr("Image pixels per square"), sq),
                (self.tr("Grid offset x (pixels)"), ox), (self.tr("Grid offset y (pixels)"), oy)]):
            return
        self.undo_stack.beginMacro(self.tr("Grid settings"))
        if (w.value(), h.value()) != (enc.board.width, enc.board.height):
            grid = Grid(w.value(), h.value())
            outside = [c.label for c in enc.creatures if not grid.contains(enc.space(c))]
            if outside:
                QMessageBox.warning(self, self.tr("Grid"), self.tr("These tokens would be off the map: %1")
                                    .replace("%1", ", ".join(outside)))
            else:
                terrain = {c: t for c, t in enc.board.terrain.items() if grid.contains_cell(c)}
                self.undo_stack.push(commands.SetBoard(enc, Board(grid, enc.board.walls, terrain),
                                                       self.tr("Resize map")))
        if img is not None and (sq.value(), (ox.value(), oy.value())) != (img.square_px, img.offset):
            new = dataclasses.replace(img, square_px=sq.value(), offset=(ox.value(), oy.value()))
            self.undo_stack.push(commands.SetMapImage(enc, new, self.tr("Align grid")))
        self.undo_stack.endMacro()

    # ---- files -------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the open encounter."""
        if not self.is_modified():
            return True
        r = QMessageBox.question(self, self.tr("Unsaved changes"),
                                 self.tr("Save the changes to “%1”?").replace("%1", self.display_name),
                                 QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if r == QMessageBox.Save:
            return self.save()
        return r == QMessageBox.Discard

    def new_encounter(self) -> None:
        if not self.maybe_save():
            return
        w, h = QSpinBox(), QSpinBox()
        w.setRange(1, 500)
        h.setRange(1, 500)
        w.setValue(20)
        h.setValue(15)
        rules = QComboBox()
        for rid, cls in RULESETS.items():
            rules.addItem(cls.title.get(self.lang, cls.title.get("en", rid)), rid)
        rules.setCurrentIndex(max(0, rules.findData(self.encounter.ruleset)))
        if not self._ask_form(self.tr("New encounter"), [
                (self.tr("Width (squares)"), w), (self.tr("Height (squares)"), h), (self.tr("Rules"), rules)]):
            return
        enc = Encounter(Board(Grid(w.value(), h.value())), rules.currentData())
        self._clear_autosave()
        self.set_encounter(enc, None, self.tr("Untitled"))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open an encounter"), settings.get(settings.LAST_FOLDER),
                                              self.tr("Damier (*.damier *.json);;Encounters (*.damier);;Scenarios (*.json);;All files (*)"))
        if name:
            self.open_path(name)

    def open_path(self, name: str | os.PathLike, *, quiet: bool = False) -> bool:
        """Open a file; on failure say why and keep the open encounter as it is."""
        path = Path(name)
        try:
            enc = files.open_encounter(path)
        except files.FileProblem as e:
            if quiet:
                raise
            QMessageBox.warning(self, self.tr("Cannot open the file"), str(e))
            return False
        settings.set(settings.LAST_FOLDER, str(path.parent))
        settings.add_recent(str(path.resolve()))
        self._clear_autosave()
        is_damier = path.suffix.lower() == ".damier"
        self.set_encounter(enc, path.resolve() if is_damier else None, path.stem)
        self.statusBar().showMessage(self.tr("Opened %1").replace("%1", path.name), 5000)
        return True

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        folder = settings.get(settings.LAST_FOLDER) or str(Path.home())
        suggestion = str(Path(folder) / f"{self.display_name or 'encounter'}.damier")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the encounter"), suggestion,
                                              self.tr("Damier (*.damier)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".damier":
            path = path.with_suffix(path.suffix + ".damier") if path.suffix else path.with_suffix(".damier")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            files.save_encounter(self.encounter, path)
        except files.FileProblem as e:
            QMessageBox.warning(self, self.tr("Could not save"), str(e))
            return False
        self.path = path.resolve()
        self.display_name = path.stem
        self._recovered_dirty = False
        self.undo_stack.setClean()
        settings.set(settings.LAST_FOLDER, str(path.parent))
        settings.add_recent(str(self.path))
        self._clear_autosave()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path.name), 5000)
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = settings.get(settings.RECENT_FILES)
        for p in recent:
            act = self.recent_menu.addAction(Path(p).name)
            act.setToolTip(p)
            act.triggered.connect(lambda _c=False, path=p: self.maybe_save() and self.open_path(path))
        if not recent:
            act = self.recent_menu.addAction(self.tr("(none)"))
            act.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), lambda: settings.set(settings.RECENT_FILES, []))

    # ---- autosave and recovery -----------------------------------------------------------
    def autosave_now(self) -> None:
        if not self._use_autosave or not self.is_modified():
            return
        try:
            _autosave.autosave(self.encounter, self.path)
        except Exception as e:  # noqa: BLE001 - an autosave failure must not interrupt play
            self.statusBar().showMessage(self.tr("Autosave failed: %1").replace("%1", str(e)), 10000)

    def _clear_autosave(self) -> None:
        if self._use_autosave:
            try:
                _autosave.clear()
            except OSError:
                pass

    def offer_recovery(self) -> None:
        """After a crash, offer the newest autosave (older ones are offered after it)."""
        if not self._use_autosave:
            return
        try:
            _autosave.start()
            pending = _autosave.pending_recovery()
        except Exception:  # noqa: BLE001
            return
        for rec in pending:
            when = rec.saved.astimezone().strftime("%Y-%m-%d %H:%M")
            what = rec.title or (rec.source.name if rec.source else self.tr("an unsaved encounter"))
            r = QMessageBox.question(
                self, self.tr("Recover your work?"),
                self.tr("Damier did not close properly last time. Recover “%1”, autosaved at %2?")
                .replace("%1", what).replace("%2", when),
                QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
            if r == QMessageBox.Yes:
                try:
                    enc = rec.load()
                except Exception as e:  # noqa: BLE001
                    QMessageBox.warning(self, self.tr("Cannot recover"), str(e))
                    rec.discard()
                    continue
                source = rec.source if rec.source and rec.source.suffix.lower() == ".damier" else None
                self.set_encounter(enc, source, (source.stem if source else what))
                self._recovered_dirty = True
                self._update_title()
                rec.discard()
                self.autosave_now()
                return
            rec.discard()

    def closeEvent(self, event):
        if not self.maybe_save():
            event.ignore()
            return
        settings.set(settings.WINDOW_GEOMETRY, self.saveGeometry())
        settings.set(settings.WINDOW_STATE, self.saveState())
        if self._use_autosave:
            try:
                _autosave.end()
            except OSError:
                pass
        if self.scene is not None:
            self.scene.detach()
        event.accept()

    def restore_layout(self) -> None:
        geo = settings.get(settings.WINDOW_GEOMETRY)
        state = settings.get(settings.WINDOW_STATE)
        if isinstance(geo, QByteArray) and not geo.isEmpty():
            self.restoreGeometry(geo)
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Damier"),
                          self.tr("Damier — a battle map for tabletop role-playing around a real table."))


class FileOpenFilter(QObject):
    """macOS hands a double-clicked document to the running app as a FileOpen event, not as an
    argument: open it as File > Open would (asking to save the current encounter first)."""

    def __init__(self, win: MainWindow, parent):
        super().__init__(parent)
        self.win = win

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.FileOpen and event.file():
            if self.win.maybe_save():
                self.win.open_path(event.file())
            return True
        return False
