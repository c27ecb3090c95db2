"""Physical scale of the players' screen: a square as many millimetres on the table as the
miniatures need, calibrated per screen (the arithmetic is in gui.players.calibration)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QInputDialog

from gui.base.style import SQUARE
from gui.players import calibration, screens
from gui.players.calibration import ScreenScale
from gui.players.calibration_dialog import CalibrationDialog


class PhysicalScale:
    """Part of `PlayerScreen` (texts in PlayerScreen's context)."""

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
            self.message.emit(QCoreApplication.translate("PlayerScreen", "This screen does not report its size: calibrate it with a ruler first"))
            on = False
        self.scale = ScreenScale(self.scale.square_mm, self.scale.calibrated, on)
        self._save_scale()

    def set_square_mm(self, mm: float) -> None:
        try:
            self.scale = ScreenScale(mm, self.scale.calibrated, self.scale.physical)
        except calibration.CalibrationError:
            self.message.emit(QCoreApplication.translate("PlayerScreen", "A square must measure between %1 and %2 mm")
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
            self.message.emit(QCoreApplication.translate("PlayerScreen", "That measurement does not fit a real screen: calibration not changed"))
            return
        self._save_scale()
        self.message.emit(QCoreApplication.translate("PlayerScreen", "Players' screen calibrated: %1 pixels per millimetre")
                          .replace("%1", f"{k:.2f}"))

    def calibrate_dialog(self) -> None:
        side = self.start_calibration()
        s = self.window.screen()
        reported = screens.reported_px_per_mm(s) if s is not None else None
        dlg = CalibrationDialog(side, side / reported if reported else None, self.parent())
        ok = dlg.exec() == QDialog.Accepted
        self.finish_calibration(dlg.measured_mm() if ok else None)

    def custom_square_dialog(self) -> None:
        mm, ok = QInputDialog.getDouble(self.parent(), QCoreApplication.translate("PlayerScreen", "Size of one square"),
                                        QCoreApplication.translate("PlayerScreen", "One square on the players' screen, in millimetres:"),
                                        self.scale.square_mm, calibration.MIN_SQUARE_MM, calibration.MAX_SQUARE_MM, 1)
        if ok:
            self.set_square_mm(mm)
