"""Translators: Qt's own catalogue and Damier's, for the system language unless a setting says."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from gui.base import settings
from gui.base.paths import resources_dir

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


def compile_stale_catalogues() -> list[Path]:
    """In a source checkout, compile resources/i18n/*.ts whose .qm is missing or older.

    Frozen apps carry their .qm files already. Quiet, and never fails the start: a missing
    lrelease or a broken .ts only means the catalogue compiled last time (or none) is used.
    """
    if getattr(sys, "frozen", False) or getattr(sys, "_MEIPASS", None):
        return []
    script = Path(__file__).resolve().parents[2] / "packaging" / "compile_translations.py"
    if not script.is_file():
        return []
    try:
        return list(runpy.run_path(str(script))["compile_translations"](quiet=True))
    except Exception:  # noqa: BLE001 - translations are a comfort, not a reason to stop
        return []


def install_translators(app, lang: str) -> list[str]:
    """Load qtbase_<lang>.qm and resources/i18n/damier_<lang>.qm when present (for English only
    damier_en.qm, the plural forms). Returns what loaded."""
    compile_stale_catalogues()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    loaded = []
    if lang == "en":
        # the source text is English; damier_en holds only the plural forms ("1 square", "2 squares")
        candidates = [("damier_en", str(resources_dir() / "i18n"))]
    else:
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


# lupdate (`uv run pyside6-lupdate gui/*.py -ts resources/i18n/damier_fr.ts`) finds every text:
# call sites are plain `self.tr("literal")` or `QCoreApplication.translate("Context", "literal")`
# (labels.py for the model's ids), plurals are `self.tr("%n square(s)", "", n)` in a QObject class
# (lupdate marks a plural only in that form), and the few texts kept in a table are marked where
# they are defined with QT_TRANSLATE_NOOP. tests/gui/test_translations.py checks the catalogue.
