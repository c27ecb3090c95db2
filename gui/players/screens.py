"""Screens: which one the players' window goes to, and each screen's physical scale.

The chosen screen is remembered by name (QScreen.name(): stable across sessions for the same
connector) in QSettings. Each screen's `ScreenScale` (square size, calibration, locked
physical scale) is stored under its name too, so the TV and the projector keep their own.
"""

from __future__ import annotations

import json
import re

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication, QScreen

from gui.base import settings
from gui.base.settings import Setting
from gui.players import calibration
from gui.players.calibration import ScreenScale

PLAYER_SCREEN = Setting("players/screen", str, "", "name of the screen the players' window opens on")
PLAYER_CAMERA = Setting("players/camera", str, "fit", "follow, independent or fit")
SCALE_GROUP = "players/scale/"


def _key(name: str) -> str:
    return SCALE_GROUP + (re.sub(r"[^A-Za-z0-9_.-]+", "_", name) or "_")


def load_scale(name: str) -> ScreenScale:
    raw = settings.store().value(_key(name), "")
    try:
        data = json.loads(raw) if isinstance(raw, str) and raw else {}
    except ValueError:
        data = {}
    return ScreenScale.from_dict(data)


def save_scale(name: str, scale: ScreenScale) -> None:
    settings.store().setValue(_key(name), json.dumps(scale.to_dict()))


def remembered_screen() -> str:
    return settings.get(PLAYER_SCREEN)


def remember_screen(name: str) -> None:
    settings.set(PLAYER_SCREEN, name)


def screens() -> list[QScreen]:
    return list(QGuiApplication.screens())


def find(name: str) -> QScreen | None:
    for s in screens():
        if s.name() == name:
            return s
    return None


def describe(screen: QScreen) -> str:
    """'HDMI-1 — LG TV (1920×1080, 1210×680 mm)' for the screen menu."""
    g = screen.geometry()
    size = screen.physicalSize()
    parts = [screen.name()]
    model = " ".join(x for x in (screen.manufacturer(), screen.model()) if x).strip()
    if model and model != screen.name():
        parts.append(model)
    detail = f"{g.width()}×{g.height()}"
    if size.width() > 0 and size.height() > 0:
        detail += f", {size.width():.0f}×{size.height():.0f} mm"
    return " — ".join(parts) + f" ({detail})"


def reported_px_per_mm(screen: QScreen) -> float | None:
    """Device-independent pixels per millimetre, from what the screen says; None if absurd."""
    size = screen.physicalSize()
    g = screen.geometry()
    try:
        k = calibration.reported_px_per_mm(size.width(), size.height(), g.width(), g.height())
    except calibration.CalibrationError:
        return None
    return k if calibration.plausible(k) else None


def choose(available: list[QScreen], remembered: str, director: QScreen | None) -> QScreen | None:
    """The screen for the players: the remembered one if connected, else the first screen that is
    not the Director's; None when the Director's screen is the only one (an ordinary window)."""
    for s in available:
        if remembered and s.name() == remembered and (s is not director or len(available) == 1):
            return s if s is not director else None
    for s in available:
        if s is not director:
            return s
    return None


class ScreenWatcher(QObject):
    """Re-emits the application's screen list changes as one signal."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._on_change)
        app.screenRemoved.connect(self._on_change)

    def _on_change(self, *_args) -> None:
        self.changed.emit()
