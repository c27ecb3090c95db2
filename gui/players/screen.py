"""`PlayerScreen`: the controller the Director's main window owns. It builds the players' scene
on the redacted encounter, puts the players' window on the chosen screen, mirrors the Director's
drag, pushes the "why", hosts the fog tools on the Director's scene, draws the players' camera
outline there, and offers all of it as one menu. Wiring it into a main window:

    self.players = PlayerScreen.for_main_window(self)   # adds the "Players" menu and follows
                                                        # encounter_changed; nothing else needed

Its parts: physical scale (scale.py), the Players menu and fog (menu.py).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtWidgets import QInputDialog

from gui.map import fog
from gui.players import camera, screens
from gui.players.calibration import ScreenScale
from gui.players.menu import PlayersMenu
from gui.players.scale import PhysicalScale
from gui.players.scene import PlayerScene
from gui.players.window import PlayerWindow


class PlayerScreen(PhysicalScale, PlayersMenu, QObject):
    """Everything about the players' screen, driven from the Director's window."""

    message = Signal(str)

    def __init__(self, encounter, director_scene, director_view=None, lang: str = "en", parent=None):
        super().__init__(parent)
        self.lang = lang
        self.encounter = None
        self.director_scene = None
        self.director_view = None
        self.scene: PlayerScene | None = None
        self.fog_layer: fog.FogLayer | None = None
        self.outline = camera.CameraOutlineItem()
        self.outline.dragged.connect(self._outline_dragged)
        self.outline.setVisible(False)
        self._outline_pos = QPointF()
        self.camera = camera.PlayerCamera(self)
        self.camera.changed.connect(self.apply_camera)
        self.camera.mode_changed.connect(self._camera_mode_changed)
        self.screen_name = screens.remembered_screen()
        self.scale = ScreenScale()
        self.card_text = self.tr("Intermission")
        self._last_sight = None
        self._calibrating: int | None = None
        self.watcher = screens.ScreenWatcher(self)
        self.watcher.changed.connect(self._screens_changed)
        self.window: PlayerWindow | None = None
        self.set_encounter(encounter, director_scene, director_view)
        self.window = PlayerWindow(self.scene)
        self.window.installEventFilter(self)
        mode = screens.PLAYER_CAMERA.default
        try:
            mode = str(screens.settings.get(screens.PLAYER_CAMERA))
        except (TypeError, ValueError):
            pass
        self.camera.set_mode(mode if mode in camera.MODES else camera.FIT)
        self._build_actions()
        self._load_scale()

    # ---- wiring into a Director window --------------------------------------------------------
    @classmethod
    def for_main_window(cls, mw) -> PlayerScreen:
        """Attach to a `gui.director.window.MainWindow`: add the menu before Help, follow the encounter,
        report in its status bar, close with it."""
        self = cls(mw.encounter, mw.scene, mw.view, lang=getattr(mw, "lang", "en"), parent=mw)
        bar = mw.menuBar()
        help_action = next((a for a in bar.actions() if a.text().replace("&", "") in ("Help", "Aide")), None)
        if help_action is not None:
            bar.insertMenu(help_action, self.menu)
        else:
            bar.addMenu(self.menu)
        if hasattr(mw, "encounter_changed"):
            mw.encounter_changed.connect(lambda enc: self.set_encounter(enc, mw.scene, mw.view))
        self.message.connect(lambda s: mw.statusBar().showMessage(s, 8000))
        mw.installEventFilter(self)
        self._main_window = mw
        return self

    def eventFilter(self, obj, event):
        if obj is getattr(self, "_main_window", None) and event.type() == QEvent.Hide and not obj.isMinimized():
            QTimer.singleShot(0, self._close_if_director_gone)
        elif obj is self.window and event.type() in (QEvent.Resize, QEvent.Show):
            QTimer.singleShot(0, self.apply_camera)
        return False

    def _close_if_director_gone(self) -> None:
        mw = getattr(self, "_main_window", None)
        if mw is not None and not mw.isVisible() and self.window is not None:
            self.window.close()

    def set_encounter(self, encounter, director_scene, director_view=None) -> None:
        """A new encounter (file opened, new map): rebuild the players' scene on it."""
        if self.fog_layer is not None:
            self.fog_layer.detach()
        if self.outline.scene() is not None:
            self.outline.scene().removeItem(self.outline)
        if self.director_scene is not None:
            for sig, slot in ((self.director_scene.preview_changed, self._director_preview),
                              (self.director_scene.sight_changed, self._director_sight),
                              (self.director_scene.forced_changed, self._director_forced)):
                try:
                    sig.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        old = self.scene
        if old is not None:
            old.player_encounter.source.board_changed.disconnect(self._board_changed)
        self.encounter = encounter
        self.director_scene = director_scene
        self.director_view = director_view
        self._last_sight = None
        self.scene = PlayerScene(encounter, lang=self.lang, parent=self)
        self.fog_layer = fog.FogLayer(director_scene, encounter)
        director_scene.addItem(self.outline)
        director_scene.preview_changed.connect(self._director_preview)
        director_scene.sight_changed.connect(self._director_sight)
        director_scene.forced_changed.connect(self._director_forced)
        encounter.board_changed.connect(self._board_changed)
        self.camera.set_director_view(director_view)
        if director_view is not None and hasattr(director_view, "shown_changed") \
                and getattr(self, "_tab_view", None) is not director_view:
            director_view.shown_changed.connect(self.outline.place_tab)  # its name stays in the Director's view
            self._tab_view = director_view
        self.camera.set_board_rect(self.scene.board_rect())
        if self.window is not None:
            self.window.set_scene(self.scene)
            self._load_scale()
        if old is not None:
            old.detach()
            old.deleteLater()

    def _board_changed(self) -> None:
        if self.scene is not None:
            self.camera.set_board_rect(self.scene.board_rect())

    # ---- the window and its screen --------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.window is not None and self.window.isVisible()

    def _director_screen(self):
        v = self.director_view
        return v.window().screen() if v is not None else None

    def current_screen(self):
        return self.window.screen() if self.window is not None else None

    def show(self) -> None:
        self.place()
        self.outline.setVisible(True)
        self._sync_actions()

    def hide(self) -> None:
        self.window.hide()
        self.window.show_calibration(None)
        self.outline.setVisible(False)
        self._sync_actions()

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
        self.outline.setVisible(False)

    def place(self) -> None:
        """Open on the chosen screen, full screen; on the Director's only screen, an ordinary window."""
        w = self.window
        target = screens.choose(screens.screens(), self.screen_name, self._director_screen())
        if target is None:
            if w.isFullScreen():
                w.showNormal()
            w.show()
        else:
            if w.isFullScreen():
                w.showNormal()
            w.setScreen(target)
            w.setGeometry(target.geometry())
            w.showFullScreen()
        self._load_scale()
        QTimer.singleShot(0, self.apply_camera)

    def set_screen(self, name: str) -> None:
        self.screen_name = name
        screens.remember_screen(name)
        if self.is_open:
            self.place()
        else:
            self._load_scale()
        self._sync_actions()

    def _screens_changed(self) -> None:
        self._rebuild_screen_menu()
        if self.is_open:
            self.place()  # the TV came back, or went away: move (or fall back to a window)

    # ---- camera -------------------------------------------------------------------------------
    def set_camera_mode(self, mode: str) -> None:
        self.camera.set_mode(mode)
        screens.settings.set(screens.PLAYER_CAMERA, mode)

    def _camera_mode_changed(self, mode: str) -> None:
        self._sync_actions()

    def apply_camera(self) -> None:
        if self.window is None or self.scene is None:
            return
        view = self.window.view
        view.show_rect(self.camera.target())
        shown = view.visible_scene_rect()
        self.outline.set_rect(shown)
        self._outline_pos = shown.topLeft()

    def _outline_dragged(self, top_left: QPointF) -> None:
        delta = top_left - self._outline_pos
        self._outline_pos = QPointF(top_left)
        base = self.camera.independent_rect if self.camera.mode == camera.INDEPENDENT \
            else self.window.view.visible_scene_rect()
        if base.isEmpty():
            base = self.window.view.visible_scene_rect()
        moved = QRectF(base).translated(delta)
        self.camera.move_to(moved.topLeft(), QSizeF(moved.size()))

    def camera_zoom(self, factor: float) -> None:
        if self.window.view.scale_locked:
            self.message.emit(self.tr("The players' zoom is locked to the physical scale"))
            return
        if self.camera.mode != camera.INDEPENDENT:
            self.camera.independent_rect = self.window.view.visible_scene_rect()
            self.camera.set_mode(camera.INDEPENDENT)
        self.camera.zoom_independent(factor)

    # ---- drag mirror and the "why" ---------------------------------------------------------------
    def _director_preview(self, p) -> None:
        if self.scene is not None:
            self.scene.mirror_preview(p)

    def _director_sight(self, info) -> None:
        if info is not None:
            self._last_sight = info

    def _director_forced(self, fp) -> None:
        if self.scene is not None:
            self.scene.mirror_forced(fp)

    def push_why(self) -> bool:
        if self.director_scene.forced is not None:  # a forced movement being dragged: show that
            if not self.scene.push_forced(self.director_scene.forced):
                self.message.emit(self.tr("Not shown: the players cannot see one of these creatures"))
                return False
            self.message.emit(self.tr("The players' screen shows the why"))
            return True
        info = self.director_scene.sight if self.director_scene.sight is not None else self._last_sight
        if info is None:
            self.message.emit(self.tr("Hover a token with another selected first: there is no \"why\" to show"))
            return False
        if not self.scene.push_sight(info):
            self.message.emit(self.tr("Not shown: the players cannot see one of these creatures"))
            return False
        self.message.emit(self.tr("The players' screen shows the why"))
        return True

    def clear_why(self) -> None:
        self.scene.clear_sight()

    # ---- blackout --------------------------------------------------------------------------------
    def set_blackout(self, on: bool, text: str | None = None) -> None:
        if text is not None:
            self.card_text = text
        self.window.set_blackout(on, self.card_text)
        self._sync_actions()

    def card_text_dialog(self) -> None:
        text, ok = QInputDialog.getText(self.parent(), self.tr("Intermission card"),
                                        self.tr("Text on the players' screen:"), text=self.card_text)
        if ok:
            self.set_blackout(True, text)
