"""Every setting declared once: key, type, default. QSettings stores them.

Read with `settings.get(LANGUAGE)`, write with `settings.set(LANGUAGE, "fr")`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

ORGANISATION = "Damier"
APPLICATION = "Damier"


@dataclass(frozen=True)
class Setting:
    key: str
    type: type
    default: Any
    doc: str = ""


LANGUAGE = Setting("ui/language", str, "", "'' follows the system locale; 'fr' or 'en' override it")
RECENT_FILES = Setting("files/recent", list, [], "most recent first")
LAST_FOLDER = Setting("files/last_folder", str, "")
AUTOSAVE_MINUTES = Setting("files/autosave_minutes", int, 3, "0 turns autosave off")
AUTOSAVE_QUIET_SECONDS = Setting("files/autosave_quiet_seconds", float, 3.0, "autosave after this much quiet")
SNAP_TO_GRID = Setting("edit/snap_to_grid", bool, True, "walls and zones snap to grid vertices")
SHOW_GRID = Setting("view/show_grid", bool, True)
SHOW_TARGETS = Setting("view/show_targets", bool, True, "mark what the selected token can see")
WINDOW_GEOMETRY = Setting("window/geometry", QByteArray, QByteArray())
WINDOW_STATE = Setting("window/state", QByteArray, QByteArray())
DEMO_NOTES_SHOWN = Setting("ui/demo_notes_shown", bool, False, "the demo's walkthrough was shown at a first start")

ALL = (LANGUAGE, RECENT_FILES, LAST_FOLDER, AUTOSAVE_MINUTES, AUTOSAVE_QUIET_SECONDS, SNAP_TO_GRID, SHOW_GRID, SHOW_TARGETS,
       WINDOW_GEOMETRY, WINDOW_STATE, DEMO_NOTES_SHOWN)
MAX_RECENT = 8


def store() -> QSettings:
    # defaultFormat(): native (registry, plist, ~/.config) unless a test or self-test picks INI in a temp folder
    return QSettings(QSettings.defaultFormat(), QSettings.UserScope, ORGANISATION, APPLICATION)


def get(setting: Setting) -> Any:
    value = store().value(setting.key, setting.default)
    if value is None:
        return setting.default
    try:
        if setting.type is bool:
            # QSettings' INI backend hands booleans back as strings
            return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
        if setting.type is list:
            if isinstance(value, str):
                return [value] if value else []
            return [str(v) for v in value]
        if setting.type is QByteArray:
            return value if isinstance(value, QByteArray) else QByteArray(value)
        return setting.type(value)
    except (TypeError, ValueError):
        return setting.default


def set(setting: Setting, value: Any) -> None:  # noqa: A001 - mirrors get()
    store().setValue(setting.key, value)


def add_recent(path: str) -> list[str]:
    files = [p for p in get(RECENT_FILES) if p != path]
    files.insert(0, path)
    files = files[:MAX_RECENT]
    set(RECENT_FILES, files)
    return files
