"""The tool options bar (terrain, trap, material, wall kind, snap) and the choice of the current tool."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QCheckBox, QComboBox, QDockWidget, QLabel, QLineEdit

from geometry import Material, TerrainKind
from gui.base import settings
from gui.map import labels
from gui.map.labels import WALL_KIND_BLOCKS
from gui.map.tools.paint import TerrainTool, ZoneTool
from gui.map.tools.select import SelectTool
from gui.map.tools.tokens import TokenTool
from gui.map.tools.walls import DoorTool, WallTool
from gui.map.view import BattleView

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


class ToolOptions:
    """Part of `MainWindow`: the options bar and the tool it makes from it (texts in MainWindow's context)."""

    def _build_options_bar(self) -> None:
        self.addToolBarBreak()
        ob = self.options_toolbar = self.addToolBar(QCoreApplication.translate("MainWindow", "Tool options"))
        ob.setObjectName("tool_options")
        ob.addWidget(QLabel(QCoreApplication.translate("MainWindow", " Terrain: ")))
        self.terrain_combo = QComboBox()
        for label, _k, _m in TERRAIN_KINDS:
            self.terrain_combo.addItem(QCoreApplication.translate("MainWindow", label))
        ob.addWidget(self.terrain_combo)
        self.trap_box = QCheckBox(QCoreApplication.translate("MainWindow", "Hidden (trap)"))
        self.trap_box.setToolTip(QCoreApplication.translate("MainWindow", "Painted terrain the players' screen never shows"))
        self.trap_box.toggled.connect(lambda _on: self._retool())
        ob.addWidget(self.trap_box)
        # what a hazard or a trap deals, named by the Director's drag preview when a path enters it
        self.damage_edit = QLineEdit()
        self.damage_edit.setPlaceholderText(QCoreApplication.translate("MainWindow", "damage, e.g. 2d6 fire"))
        self.damage_edit.setToolTip(QCoreApplication.translate(
            "MainWindow", "What hazardous terrain or a trap deals: the Director's preview names it when a path enters it"))
        self.damage_edit.setMaxLength(80)
        self.damage_edit.setFixedWidth(150)
        self.damage_edit.editingFinished.connect(self._retool)
        ob.addWidget(self.damage_edit)
        ob.addWidget(QLabel(QCoreApplication.translate("MainWindow", " Material: ")))
        self.material_combo = QComboBox()
        for mat in Material:
            self.material_combo.addItem(labels.material_name(mat.value), mat.value)
        self.material_combo.setCurrentIndex(self.material_combo.findData(Material.STONE.value))
        ob.addWidget(self.material_combo)
        ob.addWidget(QLabel(QCoreApplication.translate("MainWindow", " Wall: ")))
        self.wall_combo = QComboBox()
        for kind, _b in WALL_KINDS:
            self.wall_combo.addItem(labels.wall_kind_label(kind))
        for combo in (self.terrain_combo, self.wall_combo):  # as wide as a short item; the list shows all
            combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        ob.addWidget(self.wall_combo)
        self.snap_box = QCheckBox(QCoreApplication.translate("MainWindow", "Snap to grid"))
        self.snap_box.setChecked(settings.get(settings.SNAP_TO_GRID))
        self.snap_box.toggled.connect(lambda on: (settings.set(settings.SNAP_TO_GRID, on), self._retool()))
        ob.addWidget(self.snap_box)
        for combo in (self.terrain_combo, self.material_combo, self.wall_combo):
            combo.activated.connect(lambda _i: self._retool())
        self.terrain_combo.currentIndexChanged.connect(self._damage_applies)
        self.trap_box.toggled.connect(self._damage_applies)
        self._damage_applies()
        self.wall_combo.activated.connect(self._wall_kind_material)
        # the tool's hint lives in the status bar (hidden while a message shows): the options bar
        # is full, and a hint there ended behind its overflow button
        self.hint = QLabel()
        self.hint.setStyleSheet("color: gray")
        self.statusBar().addWidget(self.hint, 1)
        self._show_hint("select")

    def _damage_applies(self, *_signal_args) -> bool:
        """Only hazards and traps carry a damage text; the field is greyed for the other kinds."""
        kind = TERRAIN_KINDS[self.terrain_combo.currentIndex()][1]
        on = kind is TerrainKind.HAZARDOUS or (kind is not None and self.trap_box.isChecked())
        self.damage_edit.setEnabled(on)
        return on

    def _wall_kind_material(self, index: int) -> None:
        """A kind with its own material (a window is glass) sets the material box, then the tool."""
        material = labels.WALL_KIND_MATERIAL.get(WALL_KINDS[index][0])
        if material is not None:
            self.material_combo.setCurrentIndex(self.material_combo.findData(material))
            self._retool()

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
            damage = self.damage_edit.text().strip() if self._damage_applies() else ""
            return TerrainTool(self.scene, kind, material if mat else None, hidden=self.trap_box.isChecked(),
                               damage=damage)
        if name == "zone":
            return ZoneTool(self.scene, snap=snap)
        if name == "forced":
            return self._forced_tool()
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
            select = QCoreApplication.translate("MainWindow", "Drag a token to move it · Shift: %1 · Ctrl: place anywhere · "
                             "double-click a door to open it").replace("%1", careful)
        else:
            select = QCoreApplication.translate("MainWindow", "Drag a token to move it · Ctrl: place anywhere · double-click a door to open it")
        select += " · " + QCoreApplication.translate("MainWindow", "while dragging, Space or right click: waypoint, "
                                                     "Backspace: remove it")
        if pack is not None and "teleport" in pack.modes:
            select += " · " + QCoreApplication.translate("MainWindow", "Alt: teleport")
        hints = {
            "select": select,
            "wall": QCoreApplication.translate("MainWindow", "Click to add points · double-click or Enter to finish · Alt: free point · Esc: cancel"),
            "door": QCoreApplication.translate("MainWindow", "Click a door to open or close it · click a wall to make it a door · "
                            "Shift+click: back to a wall"),
            "terrain": QCoreApplication.translate("MainWindow", "Drag to paint the squares · one stroke is one undo step"),
            "zone": QCoreApplication.translate("MainWindow", "Click the corners · double-click or Enter to close the zone"),
            "token": QCoreApplication.translate("MainWindow", "Click a square to place a token from the palette"),
            "forced": QCoreApplication.translate("MainWindow", "Click the source, then drag the creature it pushes, "
                                                 "pulls or slides · Esc: cancel"),
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
