"""Opening and saving encounters for the window: `.damier` files and scenario `.json` files.

Every failure becomes a `FileProblem` whose text can go straight into a message box;
the encounter that is open in the window is never touched by a failed open.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from rules.document import parse_encounter
from rules.encounter import Encounter
from rules.errors import ScenarioError

try:  # the .damier format module (rules/encounter_file.py)
    from rules import encounter_file as _ef
except ImportError:  # pragma: no cover - only while that module did not exist yet
    _ef = None


class FileProblem(Exception):
    """A user-facing message about a file that could not be opened or saved."""


# Translated sentences per EncounterFileError.reason; the English detail follows them.
def _reason_text(reason: str) -> str:
    return {
        "missing": QCoreApplication.translate("Files", "The file does not exist."),
        "unreadable": QCoreApplication.translate("Files", "The file cannot be read."),
        "not-encounter": QCoreApplication.translate("Files", "It is not a Damier encounter or scenario file."),
        "damaged": QCoreApplication.translate("Files", "The file is damaged or incomplete (it may have been cut off while copying)."),
        "no-document": QCoreApplication.translate("Files", "The file holds no encounter."),
        "json": QCoreApplication.translate("Files", "The file is not valid JSON."),
        "invalid": QCoreApplication.translate("Files", "The encounter in the file is not valid."),
        "newer": QCoreApplication.translate("Files", "It was made by a newer version of Damier. Update Damier to open it."),
        "image": QCoreApplication.translate("Files", "The map image in the file is missing or damaged."),
        "write": QCoreApplication.translate("Files", "The file could not be written; the previous file, if any, was kept."),
    }.get(reason, "")


def _problem(path, e: Exception, opening: bool = True) -> FileProblem:
    name = Path(path).name
    head = (QCoreApplication.translate("Files", "Cannot open “%1”.") if opening else QCoreApplication.translate("Files", "Could not save “%1”.")).replace("%1", name)
    reason = _reason_text(getattr(e, "reason", ""))
    return FileProblem("\n\n".join(x for x in (head, reason, str(e)) if x))


def open_encounter(path: str | os.PathLike) -> Encounter:
    """A new Encounter from a `.damier` file or a scenario `.json`; raises FileProblem."""
    path = Path(path)
    if _ef is not None:
        try:
            return _ef.load_encounter(path)
        except _ef.EncounterFileError as e:
            raise _problem(path, e) from None
        except (OSError, ValueError, RecursionError, MemoryError) as e:  # belt and braces
            raise _problem(path, e) from None
    # fallback: scenario JSON only
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return parse_encounter(doc)
    except (OSError, ValueError, ScenarioError, RecursionError) as e:
        raise _problem(path, e) from None


def save_encounter(enc: Encounter, path: str | os.PathLike) -> None:
    if _ef is None:
        raise FileProblem(QCoreApplication.translate("Files", "Saving .damier files is not available in this build."))
    try:
        _ef.save_encounter(enc, path)
    except _ef.EncounterFileError as e:
        raise _problem(path, e, opening=False) from None
    except OSError as e:
        raise _problem(path, e, opening=False) from None


def demo_encounter() -> Encounter:
    """The bundled demo, or the one built in code when the file is not there."""
    if _ef is not None and hasattr(_ef, "demo_path"):
        try:
            p = _ef.demo_path()
            if Path(p).is_file():
                return _ef.load_encounter(p)
        except Exception:  # noqa: BLE001 - a broken demo must not stop the app from starting
            pass
    from gui.director.demo import build_demo

    return build_demo()
