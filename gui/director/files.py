"""Opening and saving encounters for the window: `.damier` files and scenario `.json` files.

Every failure becomes a `FileProblem` whose text (one sentence in the user's language, built from
the reason codes by gui.director.file_words) can go straight into a message box; the encounter
that is open in the window is never touched by a failed open.
"""

from __future__ import annotations

import os
from pathlib import Path

from gui.director.file_words import notice_text, open_refusal, save_refusal
from rules import encounter_file as _ef
from rules.encounter import Encounter


class FileProblem(Exception):
    """A user-facing message about a file that could not be opened or saved."""


def open_document(path: str | os.PathLike) -> _ef.Opened:
    """The encounter of a `.damier` file or a scenario `.json`, its notices and fingerprint;
    raises FileProblem (whatever the file holds: never a traceback for the Director)."""
    try:
        return _ef.open_document(path)
    except RecursionError as e:
        raise FileProblem(open_refusal(path, _ef.EncounterFileError(str(e), reason="invalid",
                                                                    detail="nested too deeply"))) from None
    except Exception as e:  # noqa: BLE001 - the validation layer should have refused it; say so, do not crash
        raise FileProblem(open_refusal(path, e if isinstance(e, _ef.EncounterFileError) else
                                       _ef.EncounterFileError(str(e), reason="invalid",
                                                              detail=f"{type(e).__name__}: {e}"))) from None


def open_encounter(path: str | os.PathLike) -> Encounter:
    """A new Encounter from a `.damier` file or a scenario `.json`; raises FileProblem."""
    return open_document(path).encounter


def save_encounter(enc: Encounter, path: str | os.PathLike) -> tuple[str, ...]:
    """Save atomically; returns what was left out, worded for the Director; raises FileProblem."""
    try:
        notices = _ef.save_encounter(enc, path)
    except (_ef.EncounterFileError, OSError) as e:
        raise FileProblem(save_refusal(path, e)) from None
    return tuple(notice_text(n.code, n.detail, n.message) for n in notices)


def notices_of(opened: _ef.Opened) -> tuple[str, ...]:
    return tuple(notice_text(n.code, n.detail, n.message) for n in opened.notices)


def demo_encounter() -> Encounter:
    """The bundled demo, or the one built in code when the file is not there."""
    try:
        p = _ef.demo_path()
        if Path(p).is_file():
            return _ef.load_encounter(p)
    except Exception:  # noqa: BLE001 - a broken demo must not stop the app from starting
        pass
    from gui.director.demo import build_demo

    return build_demo()
