"""The Director's actions, declared once: name, text, shortcut, handler, checkable, icon, tip.
The menus and the toolbar are lists of action names read from this table (the MusicBrainz Picard
way), so adding a command is one row here and its name in a menu or the toolbar.

Texts are marked with QT_TRANSLATE_NOOP in MainWindow's context and translated when built.
"@name" in a layout is a part built in code (recent files, the rules, the languages), "-" a separator.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QStyle

from gui.base import settings
from rules.packs import RULESETS


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str  # marked with QT_TRANSLATE_NOOP("MainWindow", ...)
    shortcut: QKeySequence.StandardKey | str | None
    handler: Callable  # called with the window
    checkable: bool = False
    icon: QStyle.StandardPixmap | None = None  # only toolbar buttons carry one


TOOLS = ("tool_select", "tool_wall", "tool_door", "tool_terrain", "tool_zone", "tool_token", "tool_forced")

ACTIONS = (
    ActionSpec("new", QT_TRANSLATE_NOOP("MainWindow", "&New…"), QKeySequence.New, lambda w: w.new_encounter()),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), QKeySequence.Open, lambda w: w.open_dialog()),
    ActionSpec("new_from_image", QT_TRANSLATE_NOOP("MainWindow", "New from &map image…"), None,
               lambda w: w.new_from_image()),
    ActionSpec("export_map", QT_TRANSLATE_NOOP("MainWindow", "&Export…"), "Ctrl+E", lambda w: w.export_map()),
    ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), QKeySequence.Save, lambda w: w.save()),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), QKeySequence.SaveAs, lambda w: w.save_as()),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), QKeySequence.Quit, lambda w: w.close()),
    ActionSpec("delete", QT_TRANSLATE_NOOP("MainWindow", "&Delete"), QKeySequence.Delete,
               lambda w: w.delete_selected()),
    ActionSpec("fit", QT_TRANSLATE_NOOP("MainWindow", "&Fit map"), "F", lambda w: w.view.fit_map()),
    ActionSpec("zoom_in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), QKeySequence.ZoomIn, lambda w: w.view.zoom(1.25)),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), QKeySequence.ZoomOut,
               lambda w: w.view.zoom(0.8)),
    ActionSpec("actual", QT_TRANSLATE_NOOP("MainWindow", "&Actual size"), "Ctrl+0", lambda w: w.view.zoom_actual()),
    ActionSpec("show_grid", QT_TRANSLATE_NOOP("MainWindow", "Show &grid"), "G", lambda w: w._toggle_grid(), True),
    ActionSpec("show_targets", QT_TRANSLATE_NOOP("MainWindow", "&Targets of the selected token"), "L",
               lambda w: w._toggle_targets(), True),
    ActionSpec("grid_settings", QT_TRANSLATE_NOOP("MainWindow", "Grid and map &image…"), None,
               lambda w: w.calibrate_map()),
    ActionSpec("map_image", QT_TRANSLATE_NOOP("MainWindow", "Set map &image…"), None, lambda w: w.choose_map_picture()),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Damier"), None, lambda w: w.about()),
    ActionSpec("tool_select", QT_TRANSLATE_NOOP("MainWindow", "&Select and move"), "V",
               lambda w: w.set_tool("select"), True),
    ActionSpec("tool_wall", QT_TRANSLATE_NOOP("MainWindow", "&Walls"), "W", lambda w: w.set_tool("wall"), True),
    ActionSpec("tool_door", QT_TRANSLATE_NOOP("MainWindow", "&Doors"), "D", lambda w: w.set_tool("door"), True),
    ActionSpec("tool_terrain", QT_TRANSLATE_NOOP("MainWindow", "&Terrain"), "T", lambda w: w.set_tool("terrain"), True),
    ActionSpec("tool_zone", QT_TRANSLATE_NOOP("MainWindow", "&Zones"), "Z", lambda w: w.set_tool("zone"), True),
    ActionSpec("tool_token", QT_TRANSLATE_NOOP("MainWindow", "To&kens"), "K", lambda w: w.set_tool("token"), True),
    ActionSpec("tool_forced", QT_TRANSLATE_NOOP("MainWindow", "&Forced movement"), "P",
               lambda w: w.set_tool("forced"), True),
    # the fight (issue 13, gui.fight)
    ActionSpec("fight_start", QT_TRANSLATE_NOOP("MainWindow", "&Start the fight…"), "Ctrl+Shift+F",
               lambda w: w.fight_ui.start()),
    ActionSpec("fight_turn", QT_TRANSLATE_NOOP("MainWindow", "&Take the selected token's turn"), "Ctrl+T",
               lambda w: w.fight_ui.ctrl.take_turn()),
    ActionSpec("fight_end_turn", QT_TRANSLATE_NOOP("MainWindow", "End the t&urn"), "E",
               lambda w: w.fight_ui.ctrl.end_turn()),
    ActionSpec("fight_next", QT_TRANSLATE_NOOP("MainWindow", "&Next turn"), "N", lambda w: w.fight_ui.ctrl.next_turn()),
    ActionSpec("fight_end", QT_TRANSLATE_NOOP("MainWindow", "&End the fight"), None, lambda w: w.fight_ui.ctrl.end_fight()),
    ActionSpec("fight_show_stamina", QT_TRANSLATE_NOOP("MainWindow", "Show every creature's Stamina to the &players"),
               None, lambda w: w.fight_ui.show_stamina_to_players(w.actions["fight_show_stamina"].isChecked()), True),
    ActionSpec("dice_tray", QT_TRANSLATE_NOOP("MainWindow", "&Dice tray"), "Ctrl+Shift+D",
               lambda w: (w.fight_ui.docks["dice_tray"].show(), w.fight_ui.docks["dice_tray"].raise_())),
    # the zone game's fight (issue 14, gui/fight/zones_desk.py)
    ActionSpec("zone_fight_start", QT_TRANSLATE_NOOP("MainWindow", "Start the &zone fight…"), None,
               lambda w: w.zone_fight.start_dialog()),
    ActionSpec("zone_fight_end", QT_TRANSLATE_NOOP("MainWindow", "End the zone fi&ght"), None,
               lambda w: w.zone_fight.end()),
    ActionSpec("zone_fight_panel", QT_TRANSLATE_NOOP("MainWindow", "Zone &fight panel"), "F9",
               lambda w: w.zone_fight.show_panel()),
    # short toolbar buttons; the Edit menu's actions (from the undo stack) carry the command's name
    ActionSpec("undo_button", QT_TRANSLATE_NOOP("MainWindow", "Undo"), None, lambda w: w.undo_stack.undo(),
               icon=QStyle.SP_ArrowBack),
    ActionSpec("redo_button", QT_TRANSLATE_NOOP("MainWindow", "Redo"), None, lambda w: w.undo_stack.redo(),
               icon=QStyle.SP_ArrowForward),
)

MENUS = (
    (QT_TRANSLATE_NOOP("MainWindow", "&File"), ("new", "new_from_image", "open", "@recent", "-", "save", "save_as", "export_map",
                                               "-", "quit")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Edit"), ("undo", "redo", "-", "delete")),
    (QT_TRANSLATE_NOOP("MainWindow", "&View"), ("fit", "zoom_in", "zoom_out", "actual", "-", "show_grid",
                                                "show_targets")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Map"), (*TOOLS, "-", "map_image", "grid_settings", "@rules")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Settings"), ("@language",)),
    (QT_TRANSLATE_NOOP("MainWindow", "F&ight"), ("fight_start", "fight_turn", "fight_end_turn", "fight_next", "-",
                                                 "fight_end", "-", "fight_show_stamina", "dice_tray", "-",
                                                 "zone_fight_start", "zone_fight_end", "zone_fight_panel")),
    (QT_TRANSLATE_NOOP("MainWindow", "&Help"), ("about",)),
)

TOOLBAR = ("undo_button", "redo_button", "-", *TOOLS, "-", "fit", "-", "@rules")


def build_actions(win) -> dict[str, QAction]:
    """Every action of the table, plus Undo/Redo from the undo stack; the tools are exclusive."""
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        if spec.icon is not None:
            a = QAction(win.style().standardIcon(spec.icon), _tr(spec.text), win)
        else:
            a = QAction(_tr(spec.text), win)
            a.setObjectName(spec.name)
        if spec.shortcut:
            a.setShortcut(QKeySequence(spec.shortcut))
        a.setCheckable(spec.checkable)
        a.triggered.connect(lambda _checked=False, h=spec.handler: h(win))
        actions[spec.name] = a
    for name, can in (("undo_button", win.undo_stack.canUndoChanged), ("redo_button", win.undo_stack.canRedoChanged)):
        actions[name].setEnabled(False)
        can.connect(actions[name].setEnabled)
    actions["show_grid"].setChecked(settings.get(settings.SHOW_GRID))
    actions["show_targets"].setChecked(settings.get(settings.SHOW_TARGETS))
    actions["show_targets"].setToolTip(QCoreApplication.translate("MainWindow",
        "Veil the creatures the selected token has no line of effect to; a shield marks those in cover"))
    actions["undo"] = win.undo_stack.createUndoAction(win, QCoreApplication.translate("MainWindow", "&Undo"))
    actions["undo"].setShortcut(QKeySequence.Undo)
    actions["redo"] = win.undo_stack.createRedoAction(win, QCoreApplication.translate("MainWindow", "&Redo"))
    actions["redo"].setShortcuts([QKeySequence.Redo, QKeySequence("Ctrl+Y")])
    win.tool_group = QActionGroup(win)
    for name in TOOLS:
        win.tool_group.addAction(actions[name])
    actions["tool_select"].setChecked(True)
    return actions


def _ruleset_title(win, rid: str, cls) -> str:
    return cls.title.get(win.lang, cls.title.get("en", rid))


def _recent(win, menu) -> None:
    win.recent_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "Open &Recent"))
    win.recent_menu.aboutToShow.connect(win._fill_recent)


def _rules_menu(win, menu) -> None:
    win.rules_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Rules"))
    win.rules_group = QActionGroup(win)
    for rid, cls in RULESETS.items():
        act = QAction(_ruleset_title(win, rid, cls), win)
        act.setCheckable(True)
        act.setData(rid)
        act.triggered.connect(lambda _c=False, r=rid: win.switch_ruleset(r))
        win.rules_group.addAction(act)
        win.rules_menu.addAction(act)


def _language_menu(win, menu) -> None:
    lang_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    lang_group = QActionGroup(win)
    current = settings.get(settings.LANGUAGE)
    for code, label in (("", QCoreApplication.translate("MainWindow", "System")), ("en", "English"),
                        ("fr", "Français")):
        act = QAction(label, win)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.triggered.connect(lambda _c=False, c=code: win._set_language(c))
        lang_group.addAction(act)
        lang_menu.addAction(act)


def _rules_combo(win, toolbar) -> None:
    toolbar.addWidget(QLabel(QCoreApplication.translate("MainWindow", " Rules: ")))
    win.rules_combo = QComboBox()
    for rid, cls in RULESETS.items():
        win.rules_combo.addItem(_ruleset_title(win, rid, cls), rid)
    win.rules_combo.activated.connect(lambda i: win.switch_ruleset(win.rules_combo.itemData(i)))
    toolbar.addWidget(win.rules_combo)


MENU_PARTS = {"@recent": _recent, "@rules": _rules_menu, "@language": _language_menu}
TOOLBAR_PARTS = {"@rules": _rules_combo}


def _fill(win, target, layout, parts) -> None:
    for item in layout:
        if item == "-":
            target.addSeparator()
        elif item.startswith("@"):
            parts[item](win, target)
        else:
            target.addAction(win.actions[item])


def build_menus_and_toolbars(win) -> None:
    """The menu bar and the "Tools" toolbar, as MENUS and TOOLBAR say."""
    for title, layout in MENUS:
        _fill(win, win.menuBar().addMenu(_tr(title)), layout, MENU_PARTS)
    tb = win.addToolBar(QCoreApplication.translate("MainWindow", "Tools"))
    tb.setObjectName("tools")
    _fill(win, tb, TOOLBAR, TOOLBAR_PARTS)
