"""Part of `MainWindow`: autosave a few seconds after the last change (rules.autosave.Debounce),
written off the GUI thread (rules.autosave.BackgroundWriter), with a warning in the status bar
that stays while autosave fails and goes when a write works again."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel

from gui.base import settings
from rules import autosave as _autosave


class _Relay(QObject):
    """Hands the worker's result to the GUI thread (a queued signal)."""

    done = Signal(object)



class Autosaving:
    """Mixin: `_setup_autosave()` once; every undo-stack change restarts the quiet period."""

    def _setup_autosave(self) -> None:
        quiet = settings.get(settings.AUTOSAVE_QUIET_SECONDS)
        self._autosave_on = self._use_autosave and settings.get(settings.AUTOSAVE_MINUTES) > 0 and quiet > 0
        self.autosave_debounce = _autosave.Debounce(quiet=max(0.05, quiet), longest=max(quiet, 30.0))
        self._autosave_relay = _Relay(self)
        self._autosave_relay.done.connect(self._autosave_done)
        self.autosave_writer = _autosave.BackgroundWriter(on_done=self._autosave_relay.done.emit)
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.timeout.connect(self._autosave_due)
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosave_warning")
        self.autosave_warning.setStyleSheet("QLabel { background: #b3261e; color: white; padding: 2px 8px; "
                                            "border-radius: 3px; }")
        self.autosave_warning.hide()
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.undo_stack.indexChanged.connect(self._changed_for_autosave)

    def _changed_for_autosave(self, *_args) -> None:
        if not self._autosave_on:
            return
        now = time.monotonic()
        self.autosave_debounce.changed(now)
        self.autosave_timer.start(int(1000 * (self.autosave_debounce.wait(now) or 0)))

    def _autosave_due(self) -> None:
        now = time.monotonic()
        wait = self.autosave_debounce.wait(now)
        if wait is None:
            return
        if wait > 0:
            self.autosave_timer.start(int(1000 * wait) + 1)
            return
        self.autosave_debounce.saved()
        self.autosave_now()

    def autosave_now(self) -> None:
        """Hand a snapshot of the encounter to the writer thread (returns at once)."""
        if not self._use_autosave or not self.is_modified():
            return
        self.autosave_writer.submit(self.encounter, self.path)

    def _autosave_done(self, result) -> None:
        if result.error is None:
            self.autosave_warning.hide()
            return
        reason = getattr(result.error, "detail", "") or getattr(result.error, "strerror", "") or str(result.error)
        self.autosave_warning.setText(QCoreApplication.translate("MainWindow", "Autosave is failing: your latest changes are not protected"))
        self.autosave_warning.setToolTip(QCoreApplication.translate("MainWindow", "Autosave failed: %1").replace("%1", str(reason)))
        self.autosave_warning.show()

    def _clear_autosave(self) -> None:
        if self._use_autosave:
            self.autosave_timer.stop()
            self.autosave_debounce.saved()
            self.autosave_writer.wait_idle(30)  # a write in flight would bring the file back
            try:
                _autosave.clear()
            except OSError:
                pass

    def _end_autosave(self) -> None:
        """A clean exit: let a write in flight finish, then remove the session's files."""
        self.autosave_timer.stop()
        if self._use_autosave:
            self.autosave_writer.wait_idle(30)
            try:
                _autosave.end()
            except OSError:
                pass
