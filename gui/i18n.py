"""Translators: Qt's own catalogue and Damier's, for the system language unless a setting says."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLibraryInfo, QLocale, QTranslator

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


def compile_stale_catalogues() -> list[Path]:
    """In a source checkout, compile resources/i18n/*.ts whose .qm is missing or older.

    Frozen apps carry their .qm files already. Quiet, and never fails the start: a missing
    lrelease or a broken .ts only means the catalogue compiled last time (or none) is used.
    """
    if getattr(sys, "frozen", False) or getattr(sys, "_MEIPASS", None):
        return []
    script = Path(__file__).resolve().parent.parent / "packaging" / "compile_translations.py"
    if not script.is_file():
        return []
    try:
        return list(runpy.run_path(str(script))["compile_translations"](quiet=True))
    except Exception:  # noqa: BLE001 - translations are a comfort, not a reason to stop
        return []


def install_translators(app, lang: str) -> list[str]:
    """Load qtbase_<lang>.qm and resources/i18n/damier_<lang>.qm when present. Returns what loaded."""
    if lang != "en":
        compile_stale_catalogues()
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


# Strings lupdate cannot find by itself, so that `pyside6-lupdate gui/*.py` still lists them in the
# right context: calls through a helper (`_tr("...")` in tools, files, commands...), through an
# alias (`t = self.tr; t("&New…")`), and texts translated from a variable (terrain labels,
# materials, cover words, file filters). At run time the calls in those modules look them up.
# tests/gui/test_translations.py checks that every translation call in gui/ has a finished
# French translation; if it fails after a GUI change, add the new text here (or call
# self.tr / QCoreApplication.translate with the literal text directly, which lupdate sees).
_LUPDATE_MARKERS = (
    QT_TRANSLATE_NOOP("Camera", "Players' view"),
    QT_TRANSLATE_NOOP("Commands", "Add %1"),
    QT_TRANSLATE_NOOP("Commands", "Delete %1"),
    QT_TRANSLATE_NOOP("Commands", "Edit %1"),
    QT_TRANSLATE_NOOP("Commands", "Move %1"),
    QT_TRANSLATE_NOOP("Commands", "Switch rules to %1"),
    QT_TRANSLATE_NOOP("Crash", "Damier hit an unexpected problem and stopped what it was doing. Your encounter is still open; saving it now is a good idea."),
    QT_TRANSLATE_NOOP("Crash", "Details were written to %1"),
    QT_TRANSLATE_NOOP("Crash", "Something went wrong"),
    QT_TRANSLATE_NOOP("Files", "Cannot open “%1”."),
    QT_TRANSLATE_NOOP("Files", "Could not save “%1”."),
    QT_TRANSLATE_NOOP("Files", "It is not a Damier encounter or scenario file."),
    QT_TRANSLATE_NOOP("Files", "It was made by a newer version of Damier. Update Damier to open it."),
    QT_TRANSLATE_NOOP("Files", "Saving .damier files is not available in this build."),
    QT_TRANSLATE_NOOP("Files", "The encounter in the file is not valid."),
    QT_TRANSLATE_NOOP("Files", "The file cannot be read."),
    QT_TRANSLATE_NOOP("Files", "The file could not be written; the previous file, if any, was kept."),
    QT_TRANSLATE_NOOP("Files", "The file does not exist."),
    QT_TRANSLATE_NOOP("Files", "The file holds no encounter."),
    QT_TRANSLATE_NOOP("Files", "The file is damaged or incomplete (it may have been cut off while copying)."),
    QT_TRANSLATE_NOOP("Files", "The file is not valid JSON."),
    QT_TRANSLATE_NOOP("Files", "The map image in the file is missing or damaged."),
    QT_TRANSLATE_NOOP("FogTools", "Click inside a zone"),
    QT_TRANSLATE_NOOP("FogTools", "Hide %1 squares"),
    QT_TRANSLATE_NOOP("FogTools", "Hide the whole map"),
    QT_TRANSLATE_NOOP("FogTools", "Reveal %1 squares"),
    QT_TRANSLATE_NOOP("FogTools", "Reveal the whole map"),
    QT_TRANSLATE_NOOP("MainWindow", "&About Damier"),
    QT_TRANSLATE_NOOP("MainWindow", "&Actual size"),
    QT_TRANSLATE_NOOP("MainWindow", "&Delete"),
    QT_TRANSLATE_NOOP("MainWindow", "&Doors"),
    QT_TRANSLATE_NOOP("MainWindow", "&Fit map"),
    QT_TRANSLATE_NOOP("MainWindow", "&New…"),
    QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
    QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
    QT_TRANSLATE_NOOP("MainWindow", "&Save"),
    QT_TRANSLATE_NOOP("MainWindow", "&Select and move"),
    QT_TRANSLATE_NOOP("MainWindow", "&Terrain"),
    QT_TRANSLATE_NOOP("MainWindow", "&Walls"),
    QT_TRANSLATE_NOOP("MainWindow", "&Zones"),
    QT_TRANSLATE_NOOP("MainWindow", "Grid and map &image…"),
    QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
    QT_TRANSLATE_NOOP("MainWindow", "Set map &image…"),
    QT_TRANSLATE_NOOP("MainWindow", "Show &grid"),
    QT_TRANSLATE_NOOP("MainWindow", "To&kens"),
    QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
    QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
    QT_TRANSLATE_NOOP("PlayerScreen", "&Players"),
    QT_TRANSLATE_NOOP("PlayerScreen", "1 square = 1 inch"),
    QT_TRANSLATE_NOOP("PlayerScreen", "1 square = 25 mm"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Blackout / intermission card"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Calibrate with a ruler…"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Camera follows my view"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Clear the \"why\""),
    QT_TRANSLATE_NOOP("PlayerScreen", "Fit the map"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Fog of war"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Hide a polygon"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Hide a rectangle"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Hide a zone"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Hide the whole map"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Hide with a brush"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Independent camera (drag its outline)"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Intermission text…"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Line of effect, cover and flanking of the token you hover, on the players' screen"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Other square size…"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Physical scale (locked zoom)"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Players' view: zoom in"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Players' view: zoom out"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Reveal a polygon"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Reveal a rectangle"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Reveal a zone"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Reveal the whole map"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Reveal with a brush"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Scale"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Screen"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Shift inverts while you draw"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Show the \"why\" to the players"),
    QT_TRANSLATE_NOOP("PlayerScreen", "Show the players' window"),
    QT_TRANSLATE_NOOP("Tools", "%1 cannot move there: %2"),
    QT_TRANSLATE_NOOP("Tools", "%1 moved %2 squares, %3 past its speed"),
    QT_TRANSLATE_NOOP("Tools", "%1 moved (%2)"),
    QT_TRANSLATE_NOOP("Tools", "%1 moved; provoked: %2"),
    QT_TRANSLATE_NOOP("Tools", "A token must stand inside the map"),
    QT_TRANSLATE_NOOP("Tools", "Add door"),
    QT_TRANSLATE_NOOP("Tools", "Add wall"),
    QT_TRANSLATE_NOOP("Tools", "Add zone"),
    QT_TRANSLATE_NOOP("Tools", "Close door"),
    QT_TRANSLATE_NOOP("Tools", "Erase terrain"),
    QT_TRANSLATE_NOOP("Tools", "Make door"),
    QT_TRANSLATE_NOOP("Tools", "Make wall"),
    QT_TRANSLATE_NOOP("Tools", "Open door"),
    QT_TRANSLATE_NOOP("Tools", "Paint %1"),
    QT_TRANSLATE_NOOP("Tools", "Token"),
    QT_TRANSLATE_NOOP("Tools", "Zone %1"),
    QT_TRANSLATE_NOOP("Tools", "Zone not added: %1"),
    QT_TRANSLATE_NOOP("Tools", "placed"),
    QT_TRANSLATE_NOOP("MainWindow", "Difficult"),
    QT_TRANSLATE_NOOP("MainWindow", "Greater difficult"),
    QT_TRANSLATE_NOOP("MainWindow", "Hazardous"),
    QT_TRANSLATE_NOOP("MainWindow", "Object"),
    QT_TRANSLATE_NOOP("MainWindow", "Erase"),
    QT_TRANSLATE_NOOP("MainWindow", "Wall"),
    QT_TRANSLATE_NOOP("MainWindow", "Window (blocks lines only)"),
    QT_TRANSLATE_NOOP("MainWindow", "Fence (blocks movement only)"),
    QT_TRANSLATE_NOOP("MainWindow", "glass"),
    QT_TRANSLATE_NOOP("MainWindow", "wood"),
    QT_TRANSLATE_NOOP("MainWindow", "stone"),
    QT_TRANSLATE_NOOP("MainWindow", "metal"),
    QT_TRANSLATE_NOOP("MainWindow", "Damier (*.damier *.json);;Encounters (*.damier);;Scenarios (*.json);;All files (*)"),
    QT_TRANSLATE_NOOP("MainWindow", "Damier (*.damier)"),
    QT_TRANSLATE_NOOP("BattleScene", "none"),
    QT_TRANSLATE_NOOP("BattleScene", "cover"),
    QT_TRANSLATE_NOOP("BattleScene", "blocked (no line of effect)"),
    QT_TRANSLATE_NOOP("BattleScene", "half"),
    QT_TRANSLATE_NOOP("BattleScene", "three-quarters"),
    QT_TRANSLATE_NOOP("BattleScene", "total"),
    QT_TRANSLATE_NOOP("BattleScene", "lesser"),
    QT_TRANSLATE_NOOP("BattleScene", "standard"),
    QT_TRANSLATE_NOOP("BattleScene", "greater"),
)
