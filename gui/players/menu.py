"""The Players menu (and its fog of war submenu): the players' screen's actions, made once and
kept in step with its state; the fog tools run on the Director's scene."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QGraphicsView, QMenu

from gui.map import fog
from gui.map.tools import fog as fog_tools
from gui.players import calibration, camera, screens


class PlayersMenu:
    """Part of `PlayerScreen` (texts in PlayerScreen's context)."""

    # ---- fog --------------------------------------------------------------------------------------
    def use_fog_tool(self, kind: str, reveal: bool = True):
        tool = fog_tools.make_tool(kind, self.director_scene, reveal)
        self.director_scene.set_tool(tool)
        if self.director_view is not None:
            self.director_view.setDragMode(QGraphicsView.NoDrag)
        return tool

    def fog_all(self, reveal: bool) -> None:
        cmd = fog.reveal_all(self.encounter) if reveal else fog.hide_all(self.encounter)
        if cmd.new == frozenset(self.encounter.fog):
            return
        stack = self.director_scene.undo_stack
        if stack is not None:
            stack.push(cmd)
        else:
            cmd.redo()

    # ---- actions and menu -------------------------------------------------------------------------
    def _act(self, key: str, text: str, slot, shortcut: str = "", checkable: bool = False, tip: str = ""):
        a = QAction(text, self)
        a.setObjectName("players_" + key)
        if shortcut:
            a.setShortcut(shortcut)
        if tip:
            a.setStatusTip(tip)
        a.setCheckable(checkable)
        a.triggered.connect(slot)
        self.actions[key] = a
        return a

    def _build_actions(self) -> None:
        self.actions: dict[str, QAction] = {}
        self._act("show", QCoreApplication.translate("PlayerScreen", "Show the players' window"), lambda on: self.show() if on else self.hide(), "F8", True)
        self._act("blackout", QCoreApplication.translate("PlayerScreen", "Blackout / intermission card"), lambda on: self.set_blackout(on), "F9", True)
        self._act("card_text", QCoreApplication.translate("PlayerScreen", "Intermission text…"), self.card_text_dialog)
        self._act("push_why", QCoreApplication.translate("PlayerScreen", "Show the \"why\" to the players"), self.push_why, "Ctrl+Shift+W",
                  tip=QCoreApplication.translate("PlayerScreen", "Line of effect, cover and flanking of the token you hover, on the players' screen"))
        self._act("clear_why", QCoreApplication.translate("PlayerScreen", "Clear the \"why\""), self.clear_why, "Ctrl+Shift+Q")
        group = QActionGroup(self)
        for mode, text in ((camera.FOLLOW, QCoreApplication.translate("PlayerScreen", "Camera follows my view")),
                           (camera.INDEPENDENT, QCoreApplication.translate("PlayerScreen", "Independent camera (drag its outline)")),
                           (camera.FIT, QCoreApplication.translate("PlayerScreen", "Fit the map"))):
            a = self._act("camera_" + mode, text, lambda _=False, m=mode: self.set_camera_mode(m), checkable=True)
            group.addAction(a)
        self._act("zoom_in", QCoreApplication.translate("PlayerScreen", "Players' view: zoom in"), lambda: self.camera_zoom(1 / 1.25))
        self._act("zoom_out", QCoreApplication.translate("PlayerScreen", "Players' view: zoom out"), lambda: self.camera_zoom(1.25))
        self._act("physical", QCoreApplication.translate("PlayerScreen", "Physical scale (locked zoom)"), self.set_physical, checkable=True)
        sq = QActionGroup(self)
        sq.addAction(self._act("square_inch", QCoreApplication.translate("PlayerScreen", "1 square = 1 inch"),
                               lambda: self.set_square_mm(calibration.SQUARE_INCH), checkable=True))
        sq.addAction(self._act("square_25", QCoreApplication.translate("PlayerScreen", "1 square = 25 mm"),
                               lambda: self.set_square_mm(calibration.SQUARE_25MM), checkable=True))
        sq.addAction(self._act("square_custom", QCoreApplication.translate("PlayerScreen", "Other square size…"), self.custom_square_dialog,
                               checkable=True))
        self._act("calibrate", QCoreApplication.translate("PlayerScreen", "Calibrate with a ruler…"), self.calibrate_dialog)
        for kind, reveal, text in (
                ("brush", True, QCoreApplication.translate("PlayerScreen", "Reveal with a brush")), ("brush", False, QCoreApplication.translate("PlayerScreen", "Hide with a brush")),
                ("rect", True, QCoreApplication.translate("PlayerScreen", "Reveal a rectangle")), ("rect", False, QCoreApplication.translate("PlayerScreen", "Hide a rectangle")),
                ("polygon", True, QCoreApplication.translate("PlayerScreen", "Reveal a polygon")), ("polygon", False, QCoreApplication.translate("PlayerScreen", "Hide a polygon")),
                ("zone", True, QCoreApplication.translate("PlayerScreen", "Reveal a zone")), ("zone", False, QCoreApplication.translate("PlayerScreen", "Hide a zone"))):
            key = f"fog_{kind}_{'reveal' if reveal else 'hide'}"
            self._act(key, text, lambda _=False, k=kind, r=reveal: self.use_fog_tool(k, r),
                      tip=QCoreApplication.translate("PlayerScreen", "Shift inverts while you draw"))
        self._act("fog_reveal_all", QCoreApplication.translate("PlayerScreen", "Reveal the whole map"), lambda: self.fog_all(True))
        self._act("fog_hide_all", QCoreApplication.translate("PlayerScreen", "Hide the whole map"), lambda: self.fog_all(False))

        m = self.menu = QMenu(QCoreApplication.translate("PlayerScreen", "&Players"))
        m.addAction(self.actions["show"])
        self.screen_menu = m.addMenu(QCoreApplication.translate("PlayerScreen", "Screen"))
        m.addSeparator()
        for k in ("camera_follow", "camera_independent", "camera_fit", "zoom_in", "zoom_out"):
            m.addAction(self.actions[k])
        m.addSeparator()
        scale = m.addMenu(QCoreApplication.translate("PlayerScreen", "Scale"))
        for k in ("physical", "square_inch", "square_25", "square_custom", "calibrate"):
            scale.addAction(self.actions[k])
        fog_menu = m.addMenu(QCoreApplication.translate("PlayerScreen", "Fog of war"))
        for k in self.actions:
            if k.startswith("fog_"):
                fog_menu.addAction(self.actions[k])
        m.addSeparator()
        for k in ("push_why", "clear_why", "blackout", "card_text"):
            m.addAction(self.actions[k])
        self._rebuild_screen_menu()
        self._sync_actions()

    def _rebuild_screen_menu(self) -> None:
        if not hasattr(self, "screen_menu"):
            return
        self.screen_menu.clear()
        group = QActionGroup(self.screen_menu)
        for s in screens.screens():
            a = self.screen_menu.addAction(screens.describe(s))
            a.setCheckable(True)
            a.setChecked(s.name() == self.screen_name)
            name = s.name()
            a.triggered.connect(lambda _=False, n=name: self.set_screen(n))
            group.addAction(a)
        if len(screens.screens()) < 2:
            self.screen_menu.addSeparator()
            note = self.screen_menu.addAction(QCoreApplication.translate("PlayerScreen", "One screen only: the players' window is an ordinary window"))
            note.setEnabled(False)

    def _sync_actions(self) -> None:
        if not hasattr(self, "actions"):
            return
        a = self.actions
        for key, on in (("show", self.is_open), ("blackout", self.window.blacked_out),
                        ("physical", self.scale.physical),
                        ("camera_" + self.camera.mode, True),
                        ("square_inch", self.scale.square_mm == calibration.SQUARE_INCH),
                        ("square_25", self.scale.square_mm == calibration.SQUARE_25MM),
                        ("square_custom", self.scale.square_mm not in (calibration.SQUARE_INCH,
                                                                       calibration.SQUARE_25MM))):
            a[key].blockSignals(True)
            a[key].setChecked(on)
            a[key].blockSignals(False)
        locked = self.scale.physical and self.px_per_mm() is not None
        a["zoom_in"].setEnabled(not locked)
        a["zoom_out"].setEnabled(not locked)
