"""The players' screen: a second window, in the same process, for the TV or the projector.

`PlayerWindow` is the window (a non-interactive view of a `PlayerScene`, a large readout of
the Director's drag, a blackout / intermission card, the calibration square).

`PlayerScreen` is the controller the Director's main window owns. It builds the players' scene
on the redacted encounter, puts the window on the chosen screen, mirrors the Director's drag,
pushes the "why", hosts the fog tools on the Director's scene, draws the players' camera
outline there, and offers all of it as one menu. Wiring it into a main window:

    self.players = PlayerScreen.for_main_window(self)   # adds the "Players" menu and follows
                                                        # encounter_changed; nothing else needed
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFrame,
    QGraphicsView,
    QInputDialog,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from gui.base.style import SQUARE
from gui.map import fog
from gui.map.tools import fog as fog_tools
from gui.players import calibration, camera, screens
from gui.players.calibration import ScreenScale
from gui.players.scene import PlayerScene

HUD_TEXT_MM = 9.0  # the drag readout: letters about 9 mm tall, readable across a table
CARD_TEXT_MM = 25.0
GRID_LINE_MM = 0.6


class PlayerView(QGraphicsView):
    """Shows a rectangle of the players' scene: fitted, or at a locked physical scale with its
    top-left corner on a grid line (panning in whole squares). Players do not touch it."""

    def __init__(self, scene=None, parent=None):
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setInteractive(False)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.NoFocus)
        self.setTransformationAnchor(QGraphicsView.NoAnchor)
        self.setResizeAnchor(QGraphicsView.NoAnchor)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        # a huge scene rect: the camera may look anywhere, even past the map's edge
        self.setSceneRect(QRectF(-2000 * SQUARE, -2000 * SQUARE, 4000 * SQUARE, 4000 * SQUARE))
        self.scale_locked: float | None = None  # view pixels per scene unit in physical mode

    def show_rect(self, rect: QRectF) -> None:
        vp = self.viewport().rect()
        if vp.width() <= 0 or vp.height() <= 0 or rect.isEmpty():
            return
        if self.scale_locked:
            k = self.scale_locked
            w, h = vp.width() / k, vp.height() / k
            c = rect.center()
            x, y = calibration.snap_rect_origin(c.x() - w / 2, c.y() - h / 2, SQUARE)
        else:
            k = min(vp.width() / rect.width(), vp.height() / rect.height())
            w, h = vp.width() / k, vp.height() / k
            c = rect.center()
            x, y = c.x() - w / 2, c.y() - h / 2
        # scene point (x, y) at the viewport's top-left, k pixels per scene unit
        self.setTransform(QTransform.fromScale(k, k))
        # QGraphicsView's scroll bar values are scene coordinates times the scale
        self.horizontalScrollBar().setValue(round(x * k))
        self.verticalScrollBar().setValue(round(y * k))

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def scale_factor(self) -> float:
        return self.transform().m11()

    def wheelEvent(self, event):
        event.ignore()  # the camera is the Director's


class CalibrationSquare(QWidget):
    """A white square of exactly `side_px` pixels, with a ruler hint, for the Director to measure."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.side_px = 300
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hide()

    def paintEvent(self, event):
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(0, 0, 0))
        s = self.side_px
        x, y = (self.width() - s) // 2, (self.height() - s) // 2
        p.fillRect(x, y, s, s, QColor(255, 255, 255))
        pen = QPen(QColor(220, 30, 30), 1)
        p.setPen(pen)
        p.drawRect(x, y, s - 1, s - 1)
        f = QFont()
        f.setPixelSize(max(16, s // 12))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255))
        text = self.tr("Measure the side of the white square with a ruler")
        p.drawText(QRectF(0, y + s + 10, self.width(), f.pixelSize() * 2), Qt.AlignHCenter | Qt.AlignTop, text)


class PlayerWindow(QWidget):
    """The window on the TV. Only what the players may see ever reaches its scene."""

    def __init__(self, scene: PlayerScene, parent=None):
        super().__init__(parent, Qt.Window)
        self.setWindowTitle(self.tr("Damier — Players"))
        self.setAttribute(Qt.WA_QuitOnClose, False)  # closing the Director's window quits
        self.setStyleSheet("background: #101014;")
        self.view = PlayerView(scene, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)
        self.px_per_mm: float | None = None
        self.hud = QLabel(self)
        self.hud.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hud.setTextFormat(Qt.PlainText)
        self.hud.hide()
        self.why = QLabel(self)
        self.why.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.why.setTextFormat(Qt.PlainText)
        self.why.hide()
        self.card = QLabel(self)
        self.card.setAlignment(Qt.AlignCenter)
        self.card.setWordWrap(True)
        self.card.setStyleSheet("background: black; color: #f2f2f2;")
        self.card.hide()
        self.calibration = CalibrationSquare(self)
        self.resize(960, 600)
        scene.hud_changed.connect(self.show_hud)
        scene.why_changed.connect(self.show_why)

    def set_scene(self, scene: PlayerScene) -> None:
        self.view.setScene(scene)
        scene.hud_changed.connect(self.show_hud)
        scene.why_changed.connect(self.show_why)
        self.show_hud("", None)
        self.show_why("", None)

    # ---- sizes in millimetres ------------------------------------------------------------
    def set_px_per_mm(self, k: float | None) -> None:
        self.px_per_mm = k
        self._restyle()

    def mm(self, mm: float, fallback_fraction: float) -> int:
        """A length on the glass: millimetres if the scale is known, else a share of the height."""
        if self.px_per_mm:
            return max(1, round(calibration.mm_to_px(mm, self.px_per_mm)))
        return max(1, round(self.height() * fallback_fraction))

    def _restyle(self) -> None:
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(14, self.mm(HUD_TEXT_MM, 0.04)))
        self.hud.setFont(f)
        self.why.setFont(f)
        cf = QFont()
        cf.setBold(True)
        cf.setPixelSize(max(24, self.mm(CARD_TEXT_MM, 0.09)))
        self.card.setFont(cf)
        scene = self.view.scene()
        if isinstance(scene, PlayerScene):
            scene.grid_item.set_width_px(max(1.5, calibration.mm_to_px(GRID_LINE_MM, self.px_per_mm or 2.0)))
        self._layout_overlays()

    def _layout_overlays(self) -> None:
        self.card.setGeometry(self.rect())
        self.calibration.setGeometry(self.rect())
        m = self.mm(6, 0.02)
        scene = self.view.scene()
        hot: list[QPointF] = []  # where the action is: keep the panels off it
        if isinstance(scene, PlayerScene):
            ids = []
            if scene.preview is not None:
                ids.append(scene.preview.creature_id)
            if scene.sight is not None:
                ids += [scene.sight.attacker, scene.sight.target]
            for cid in ids:
                it = scene.token_item(cid)
                if it is not None:
                    hot.append(QPointF(self.view.mapFromScene(it.sceneBoundingRect().center())))
        taken = None
        for label, default in ((self.why, 1), (self.hud, 2)):
            if not label.isVisible():
                continue
            label.adjustSize()
            corners = [QPointF(m, m), QPointF(self.width() - label.width() - m, m),
                       QPointF(m, self.height() - label.height() - m),
                       QPointF(self.width() - label.width() - m, self.height() - label.height() - m)]
            order = list(range(4))
            if hot:
                def clearance(i, corners=corners, label=label):
                    c = corners[i] + QPointF(label.width() / 2, label.height() / 2)
                    return min((c - h).manhattanLength() for h in hot)
                order.sort(key=clearance, reverse=True)
            else:
                order.remove(default)
                order.insert(0, default)
            pick = next(i for i in order if i != taken)
            taken = pick
            label.move(corners[pick].toPoint())

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self._restyle()

    # ---- overlays --------------------------------------------------------------------------
    def show_hud(self, text: str, colour) -> None:
        """The drag readout, large: who moves, cost against speed, what it provokes, why not."""
        if not text:
            self.hud.hide()
            return
        self._panel_style(self.hud, colour)
        self.hud.setText(text)
        self.hud.show()
        self.hud.raise_()
        self._layout_overlays()

    def _panel_style(self, label: QLabel, colour) -> None:
        c = QColor(colour) if colour is not None else QColor("#2a9d5c")
        border = max(3, self.mm(1.2, 0.005))
        pad = self.mm(3, 0.01)
        label.setStyleSheet(f"background: rgba(255,255,255,240); color: #111; border: {border}px solid "
                            f"{c.name()}; border-radius: {pad}px; padding: {pad}px;")

    def show_why(self, text: str, colour) -> None:
        """The pushed "why" in large print, top right: who against whom, line of effect, cover, flanking."""
        if not text:
            self.why.hide()
            return
        self._panel_style(self.why, colour)
        self.why.setText(text)
        self.why.show()
        self.why.raise_()
        self._layout_overlays()

    @property
    def why_text(self) -> str:
        return self.why.text() if self.why.isVisible() else ""

    @property
    def hud_text(self) -> str:
        return self.hud.text() if self.hud.isVisible() else ""

    def set_blackout(self, on: bool, text: str = "") -> None:
        self.card.setText(text)
        self.card.setVisible(on)
        if on:
            self.card.raise_()
        self._layout_overlays()

    @property
    def blacked_out(self) -> bool:
        return self.card.isVisible()

    def show_calibration(self, side_px: int | None) -> None:
        if side_px is None:
            self.calibration.hide()
            return
        self.calibration.side_px = int(side_px)
        self.calibration.setGeometry(self.rect())
        self.calibration.show()
        self.calibration.raise_()
        self.calibration.update()

    def mouseDoubleClickEvent(self, event):
        # the one thing a player may do: leave or enter full screen
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()


class CalibrationDialog(QDialog):
    """On the Director's screen: type the measured side of the square shown on the players'."""

    def __init__(self, side_px: int, expected_mm: float | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calibrate the players' screen"))
        self.side_px = side_px
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("The players' screen shows a white square. Measure its side with a ruler "
                                     "and type it here, in millimetres.")))
        self.spin = QDoubleSpinBox()
        self.spin.setRange(5.0, 2000.0)
        self.spin.setDecimals(1)
        self.spin.setSuffix(" mm")
        self.spin.setValue(round(expected_mm, 1) if expected_mm else 100.0)
        lay.addWidget(self.spin)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def measured_mm(self) -> float:
        return self.spin.value()


class PlayerScreen(QObject):
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
        """Attach to a `gui.main_window.MainWindow`: add the menu before Help, follow the encounter,
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
                              (self.director_scene.sight_changed, self._director_sight)):
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

    # ---- physical scale ---------------------------------------------------------------------------
    def _scale_screen(self):
        """The screen whose scale applies: the window's if it is open, else the chosen one."""
        if self.is_open:
            return self.window.screen()
        return screens.find(self.screen_name) or screens.choose(screens.screens(), "", self._director_screen()) \
            or (screens.screens() or [None])[0]

    def _load_scale(self) -> None:
        s = self._scale_screen()
        self.scale = screens.load_scale(s.name()) if s is not None else ScreenScale()
        self._apply_scale()

    def _save_scale(self) -> None:
        s = self._scale_screen()
        if s is not None:
            screens.save_scale(s.name(), self.scale)
        self._apply_scale()

    def px_per_mm(self) -> float | None:
        s = self._scale_screen()
        reported = screens.reported_px_per_mm(s) if s is not None else None
        return self.scale.px_per_mm(reported)

    def _apply_scale(self) -> None:
        if self.window is None:
            return
        k = self.px_per_mm()
        self.window.set_px_per_mm(k)
        locked = None
        if self.scale.physical and k is not None:
            locked = calibration.view_scale(self.scale.square_mm, k, SQUARE)
        self.window.view.scale_locked = locked
        self.outline.snap = locked is not None
        self._sync_actions()
        self.apply_camera()

    def set_physical(self, on: bool) -> None:
        if on and self.px_per_mm() is None:
            self.message.emit(self.tr("This screen does not report its size: calibrate it with a ruler first"))
            on = False
        self.scale = ScreenScale(self.scale.square_mm, self.scale.calibrated, on)
        self._save_scale()

    def set_square_mm(self, mm: float) -> None:
        try:
            self.scale = ScreenScale(mm, self.scale.calibrated, self.scale.physical)
        except calibration.CalibrationError:
            self.message.emit(self.tr("A square must measure between %1 and %2 mm")
                              .replace("%1", f"{calibration.MIN_SQUARE_MM:g}")
                              .replace("%2", f"{calibration.MAX_SQUARE_MM:g}"))
            return
        self._save_scale()

    def start_calibration(self) -> int:
        """Show the square to measure on the players' screen; returns its side in pixels."""
        if not self.is_open:
            self.show()
        s = self.window.screen()
        g = s.geometry() if s is not None else self.window.rect()
        side = calibration.calibration_square_px(screens.reported_px_per_mm(s) if s else None, g.width(), g.height())
        self._calibrating = side
        self.window.show_calibration(side)
        return side

    def finish_calibration(self, measured_mm: float | None) -> None:
        """The Director typed the measured side (None: cancelled)."""
        side = self._calibrating
        self._calibrating = None
        self.window.show_calibration(None)
        if side is None or measured_mm is None:
            return
        try:
            k = calibration.calibrated_px_per_mm(side, measured_mm)
            self.scale = ScreenScale(self.scale.square_mm, k, self.scale.physical)
        except calibration.CalibrationError:
            self.message.emit(self.tr("That measurement does not fit a real screen: calibration not changed"))
            return
        self._save_scale()
        self.message.emit(self.tr("Players' screen calibrated: %1 pixels per millimetre")
                          .replace("%1", f"{k:.2f}"))

    def calibrate_dialog(self) -> None:
        side = self.start_calibration()
        s = self.window.screen()
        reported = screens.reported_px_per_mm(s) if s is not None else None
        dlg = CalibrationDialog(side, side / reported if reported else None, self.parent())
        ok = dlg.exec() == QDialog.Accepted
        self.finish_calibration(dlg.measured_mm() if ok else None)

    def custom_square_dialog(self) -> None:
        mm, ok = QInputDialog.getDouble(self.parent(), self.tr("Size of one square"),
                                        self.tr("One square on the players' screen, in millimetres:"),
                                        self.scale.square_mm, calibration.MIN_SQUARE_MM, calibration.MAX_SQUARE_MM, 1)
        if ok:
            self.set_square_mm(mm)

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

    def push_why(self) -> bool:
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
        self._act("show", self.tr("Show the players' window"), lambda on: self.show() if on else self.hide(), "F8", True)
        self._act("blackout", self.tr("Blackout / intermission card"), lambda on: self.set_blackout(on), "F9", True)
        self._act("card_text", self.tr("Intermission text…"), self.card_text_dialog)
        self._act("push_why", self.tr("Show the \"why\" to the players"), self.push_why, "Ctrl+Shift+W",
                  tip=self.tr("Line of effect, cover and flanking of the token you hover, on the players' screen"))
        self._act("clear_why", self.tr("Clear the \"why\""), self.clear_why, "Ctrl+Shift+Q")
        group = QActionGroup(self)
        for mode, text in ((camera.FOLLOW, self.tr("Camera follows my view")),
                           (camera.INDEPENDENT, self.tr("Independent camera (drag its outline)")),
                           (camera.FIT, self.tr("Fit the map"))):
            a = self._act("camera_" + mode, text, lambda _=False, m=mode: self.set_camera_mode(m), checkable=True)
            group.addAction(a)
        self._act("zoom_in", self.tr("Players' view: zoom in"), lambda: self.camera_zoom(1 / 1.25))
        self._act("zoom_out", self.tr("Players' view: zoom out"), lambda: self.camera_zoom(1.25))
        self._act("physical", self.tr("Physical scale (locked zoom)"), self.set_physical, checkable=True)
        sq = QActionGroup(self)
        sq.addAction(self._act("square_inch", self.tr("1 square = 1 inch"),
                               lambda: self.set_square_mm(calibration.SQUARE_INCH), checkable=True))
        sq.addAction(self._act("square_25", self.tr("1 square = 25 mm"),
                               lambda: self.set_square_mm(calibration.SQUARE_25MM), checkable=True))
        sq.addAction(self._act("square_custom", self.tr("Other square size…"), self.custom_square_dialog,
                               checkable=True))
        self._act("calibrate", self.tr("Calibrate with a ruler…"), self.calibrate_dialog)
        for kind, reveal, text in (
                ("brush", True, self.tr("Reveal with a brush")), ("brush", False, self.tr("Hide with a brush")),
                ("rect", True, self.tr("Reveal a rectangle")), ("rect", False, self.tr("Hide a rectangle")),
                ("polygon", True, self.tr("Reveal a polygon")), ("polygon", False, self.tr("Hide a polygon")),
                ("zone", True, self.tr("Reveal a zone")), ("zone", False, self.tr("Hide a zone"))):
            key = f"fog_{kind}_{'reveal' if reveal else 'hide'}"
            self._act(key, text, lambda _=False, k=kind, r=reveal: self.use_fog_tool(k, r),
                      tip=self.tr("Shift inverts while you draw"))
        self._act("fog_reveal_all", self.tr("Reveal the whole map"), lambda: self.fog_all(True))
        self._act("fog_hide_all", self.tr("Hide the whole map"), lambda: self.fog_all(False))

        m = self.menu = QMenu(self.tr("&Players"))
        m.addAction(self.actions["show"])
        self.screen_menu = m.addMenu(self.tr("Screen"))
        m.addSeparator()
        for k in ("camera_follow", "camera_independent", "camera_fit", "zoom_in", "zoom_out"):
            m.addAction(self.actions[k])
        m.addSeparator()
        scale = m.addMenu(self.tr("Scale"))
        for k in ("physical", "square_inch", "square_25", "square_custom", "calibrate"):
            scale.addAction(self.actions[k])
        fog_menu = m.addMenu(self.tr("Fog of war"))
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
            note = self.screen_menu.addAction(self.tr("One screen only: the players' window is an ordinary window"))
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
