# Damier's replacement for PyInstaller's PySide6.QtGui hook (user hooks take priority).
# Same collection, minus the Qt plugins a desktop widgets app never loads. Dropping them
# here, before the binary dependency analysis, also keeps out the libraries only they
# need (EGLFS device integration, QtPdf, GTK/cairo, virtual keyboard/QtQuick...).
import re

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)

_DROP = re.compile(
    r"[/\\]plugins[/\\]("
    r"platforms[/\\](lib)?q(eglfs|linuxfb|vnc|vkkhrdisplay|minimalegl|direct2d)"
    r"|egldeviceintegrations|generic"
    r"|imageformats[/\\](lib)?q(pdf|tga|wbmp)"
    r"|platforminputcontexts[/\\](lib)?qtvirtualkeyboard"
    r"|platformthemes[/\\](lib)?qgtk3"
    r"|wayland-graphics-integration-(server|client)"
    r"|wayland-shell-integration[/\\](lib)?(ivi-shell|fullscreen-shell|qt-shell|wl-shell)"
    r")"
)

binaries = [entry for entry in binaries if not _DROP.search(entry[0])]
