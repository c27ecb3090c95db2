"""The Director's window: the map in the middle, the docks, menus and toolbars read from the action
table (gui.director.actions); the work is in its parts: documents, editing, tool options."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QIcon, QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QToolBar

from gui.base import settings
from gui.base.docks import tab_dock
from gui.base.paths import icon_path
from gui.director import files
from gui.director.actions import build_actions, build_menus_and_toolbars
from gui.director.autosaving import Autosaving
from gui.director.documents import Documents
from gui.director.editing import Editing
from gui.director.forced_options import ForcedOptions
from gui.director.guards import Guards
from gui.director.map_files import MapFiles
from gui.director.panels import PropertiesPanel, TokenPalette
from gui.director.tool_options import ToolOptions
from gui.fight.zones_desk import ZoneFightDesk
from gui.map.scene import BattleScene
from gui.map.view import BattleView
from rules.encounter import Encounter


class MainWindow(Documents, Guards, Autosaving, Editing, MapFiles, ToolOptions, ForcedOptions, QMainWindow):
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
        self._use_autosave = use_autosave
        if icon_path().is_file():
            self.setWindowIcon(QIcon(str(icon_path())))
        self.cost_label = QLabel()
        self.statusBar().addPermanentWidget(self.cost_label)
        self._build_panels()
        from gui.fight.ui import FightUI

        self.fight_ui = FightUI(self)  # the fight dock, dice tray, turn strip (issue 13)
        self.actions = build_actions(self)
        build_menus_and_toolbars(self)
        self._build_options_bar()
        self._install_map_drops()
        self._build_forced_bar()
        self.set_encounter(encounter or files.demo_encounter(), None, self.tr("Demo"))
        self.players = None
        try:  # the players' screen (issue 5): its own menu, window and fog tools
            from gui.players.screen import PlayerScreen

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
            self.fight_ui.attach_players(self.players)
        except Exception:  # noqa: BLE001 - the Director's table must open even if that part fails
            import logging

            logging.getLogger("damier").exception("the players' screen could not be set up")
        self.zone_fight = ZoneFightDesk.for_main_window(self)  # issue 14: the zone game's fight panel
        self._setup_autosave()
        self.resize(1280, 820)

    # ---- building ----------------------------------------------------------------
    def _build_panels(self) -> None:
        self.palette_panel = TokenPalette()
        self.properties_panel = PropertiesPanel()
        self.properties_panel.apply_requested.connect(self._apply_properties)
        self.properties_panel.wall_apply_requested.connect(self._apply_wall)
        self.properties_panel.zone_apply_requested.connect(self._apply_zone)
        self.properties_panel.refused.connect(lambda why: self.statusBar().showMessage(why, 8000))
        self.undo_stack.indexChanged.connect(self._properties_follow_model)
        props = tab_dock(self, self.tr("Properties"), self.properties_panel, "properties", 300)
        tab_dock(self, self.tr("Tokens"), self.palette_panel, "palette", 300, beside=props)
        props.raise_()


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
        self.fight_ui.set_encounter(enc)
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
        ro = " (" + self.tr("read-only") + ")" if getattr(self, "read_only", False) else ""
        self.setWindowTitle(f"{self.display_name}[*]{ro} — Damier")
        self.setWindowModified(self.is_modified())

    def closeEvent(self, event):
        if not self.maybe_save():
            event.ignore()
            return
        settings.set(settings.WINDOW_GEOMETRY, self.saveGeometry())
        settings.set(settings.WINDOW_STATE, self.saveState())
        self._end_autosave()
        self._release_document()
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
