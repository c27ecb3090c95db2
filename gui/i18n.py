"""Translators: Qt's own catalogue and Damier's, for the system language unless a setting says."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from . import settings
from .paths import resources_dir

SUPPORTED = ("en", "fr")
_installed: list[QTranslator] = []  # kept alive: Qt does not own them


def ui_language(override: str | None = None) -> str:
    """'fr' or 'en': the setting if set, else the first supported language the system prefers."""
    lang = override if override is not None else settings.get(settings.LANGUAGE)
    if lang in SUPPORTED:
        return lang
    for name in QLocale.system().uiLanguages():
        short = name.replace("_", "-").split("-")[0].lower()
        if short in SUPPORTED:
            return short
    return "en"


def install_translators(app, lang: str) -> list[str]:
    """Load qtbase_<lang>.qm and resources/i18n/damier_<lang>.qm when present. Returns what loaded."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    loaded = []
    if lang == "en":
        return loaded  # the source text is English
    candidates = [
        (f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)),
        (f"qtbase_{lang}", str(resources_dir() / "i18n")),
        (f"damier_{lang}", str(resources_dir() / "i18n")),
    ]
    have = set()
    for name, folder in candidates:
        if name in have:
            continue
        t = QTranslator(app)
        if t.load(name, folder):
            app.installTranslator(t)
            _installed.append(t)
            have.add(name)
            loaded.append(name)
    return loaded
