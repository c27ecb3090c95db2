"""The one QApplication: names, icon, Qt's own command-line options."""

from __future__ import annotations

import sys

from gui.base.paths import icon_path

APP_NAME = "Damier"


def application(argv: list[str]):
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "damier", *argv])
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName("damier")  # lets GNOME/Wayland match the window to its menu entry and icon
    if icon_path().is_file():
        app.setWindowIcon(QIcon(str(icon_path())))
    return app
