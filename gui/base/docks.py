"""The right-hand column of docks: the properties, the token palette, the fight and the dice tray
are tabs there, so the map keeps its width on a laptop."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget


def tab_dock(win: QMainWindow, title: str, widget: QWidget, name: str, max_width: int,
             beside: QDockWidget | None = None) -> QDockWidget:
    """A dock in the right-hand column, as a tab beside `beside` when given. `name` is its object
    name (saved window state and `findChild` use it)."""
    dock = QDockWidget(title, win)
    dock.setObjectName(name)
    dock.setWidget(widget)
    widget.setMaximumWidth(max_width)
    win.addDockWidget(Qt.RightDockWidgetArea, dock)
    if beside is not None:
        win.tabifyDockWidget(beside, dock)
    return dock
