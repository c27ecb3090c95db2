"""A few lines of observer, so the model emits events without Qt (rules tests need no QApplication)."""

from __future__ import annotations

from collections.abc import Callable


class Signal:
    def __init__(self):
        self._slots: list[Callable] = []

    def connect(self, slot: Callable) -> None:
        if slot not in self._slots:
            self._slots.append(slot)

    def disconnect(self, slot: Callable) -> None:
        if slot in self._slots:
            self._slots.remove(slot)

    def emit(self, *args) -> None:
        for slot in list(self._slots):
            slot(*args)
