"""Autosave and crash recovery, without Qt (the GUI drives it from a timer).

Folder: `$DAMIER_DATA_DIR/autosave` when that variable is set (tests), else
`platformdirs.user_data_dir("Damier")/autosave`. Each running Damier is a *session* with a
random id and three files there:

    <id>.session   marker, JSON {"pid", "started"}; locked (flock / msvcrt) while the session runs
    <id>.damier    the latest autosave of the open encounter (an ordinary encounter file)
    <id>.json      note: {"source": path or null, "saved": ISO time, "title": ...}

The OS drops the lock when a process dies, however it dies, so a marker that nobody holds
belongs to a session that crashed. A clean exit removes the marker and the autosave.

Typical use by the app::

    session = autosave.start()              # at start-up; session.previous_crashed says if one crashed
    for rec in autosave.pending_recovery(): # offer each: rec.source, rec.saved, rec.title
        enc = rec.load()                    # ...then open it as an unsaved change of rec.source
        rec.discard()                       # once recovered or declined
    autosave.autosave(enc, source_path)     # every few minutes while there are unsaved changes
    autosave.clear()                        # after a clean save, or when the document is closed
    autosave.end()                          # on a clean exit

Functions: `data_dir()`, `autosave_dir()`, `start() -> Session`, `current() -> Session | None`,
`autosave(enc, source_path=None) -> Path`, `clear()`, `end()`, `pending_recovery() -> list[Recovery]`,
`previous_session_crashed() -> bool`. A `Session` has the same `autosave`, `clear`, `end` methods.
Errors writing are `EncounterFileError` (reason "write"): show them, keep running.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .encounter import Encounter
from .encounter_file import EncounterFileError, atomic_write, load_encounter, save_encounter
from .ondisk import clean_stale_temp_files

ENV_VAR = "DAMIER_DATA_DIR"
APP_NAME = "Damier"


def data_dir() -> Path:
    base = os.environ.get(ENV_VAR)
    if base:
        return Path(base)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


# ---- OS locks: held for the session's life, released by the OS if the process dies ----------
def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _unlock(fd: int) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass


def _is_dead(marker: Path) -> bool:
    """True when no running process holds the session marker's lock."""
    try:
        fd = os.open(marker, os.O_RDWR)
    except OSError:
        return False  # vanished meanwhile (ended cleanly) or unreadable: not ours to judge
    try:
        if _try_lock(fd):
            _unlock(fd)
            return True
        return False
    finally:
        os.close(fd)


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


@dataclass(frozen=True)
class Recovery:
    """An autosave left by a session that crashed."""

    session: str
    path: Path  # the recovery .damier file
    source: Path | None  # the document it belongs to; None for an encounter never saved
    saved: datetime  # when it was autosaved (UTC, timezone-aware)
    title: str = ""

    def load(self) -> Encounter:
        return load_encounter(self.path)

    def discard(self) -> None:
        """Forget this recovery (after recovering it or when the Director declines)."""
        folder = self.path.parent
        for name in (f"{self.session}.damier", f"{self.session}.json", f"{self.session}.session"):
            _remove(folder / name)


def _remove(p: Path) -> None:
    try:
        p.unlink()
    except FileNotFoundError:
        pass


class Session:
    """One running Damier. Holds the lock on its marker until `end()` (or the process dies)."""

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else autosave_dir()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.previous_crashed = any(_is_dead(m) for m in self.folder.glob("*.session"))
        self._tidy()
        clean_stale_temp_files(self.folder)  # half-written autosaves of killed sessions
        self.id = f"{_now():%Y%m%dT%H%M%S}-{os.getpid()}-{secrets.token_hex(3)}"
        self.marker = self.folder / f"{self.id}.session"
        self._fd: int | None = os.open(self.marker, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        _try_lock(self._fd)
        info = json.dumps({"pid": os.getpid(), "started": _now().isoformat()}).encode()
        os.write(self._fd, info)
        os.fsync(self._fd)

    @property
    def recovery_path(self) -> Path:
        return self.folder / f"{self.id}.damier"

    @property
    def note_path(self) -> Path:
        return self.folder / f"{self.id}.json"

    @property
    def active(self) -> bool:
        return self._fd is not None

    def _tidy(self) -> None:
        """Drop markers of crashed sessions that left nothing to recover."""
        for m in self.folder.glob("*.session"):
            sid = m.stem
            if not (self.folder / f"{sid}.damier").exists() and _is_dead(m):
                _remove(m)
                _remove(self.folder / f"{sid}.json")

    def autosave(self, enc: Encounter, source_path: str | os.PathLike | None = None) -> Path:
        """Write the recovery file (atomically), then its note. Returns the recovery file's path."""
        if self._fd is None:
            raise RuntimeError("the autosave session has ended")
        save_encounter(enc, self.recovery_path)
        note = {"source": str(Path(source_path).resolve()) if source_path else None,
                "saved": _now().isoformat(), "title": enc.title, "pid": os.getpid()}
        try:
            atomic_write(self.note_path, lambda f: f.write(json.dumps(note, ensure_ascii=False).encode()))
        except OSError as e:
            raise EncounterFileError(f"Could not write the autosave note: {e.strerror or e}.",
                                     path=self.note_path, reason="write", detail=str(e)) from e
        return self.recovery_path

    def clear(self) -> None:
        """Remove this session's autosave (the document was saved or closed cleanly)."""
        _remove(self.note_path)
        _remove(self.recovery_path)

    def end(self) -> None:
        """A clean exit: remove the autosave and the marker, release the lock."""
        if self._fd is None:
            return
        self.clear()
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = None
        _remove(self.marker)


def pending_recovery(folder: Path | None = None) -> list[Recovery]:
    """Autosaves left by crashed sessions, newest first (running sessions, this one included, are not
    listed)."""
    folder = Path(folder) if folder is not None else autosave_dir()
    if not folder.is_dir():
        return []
    out = []
    for rec in folder.glob("*.damier"):
        sid = rec.stem
        marker = folder / f"{sid}.session"
        # An autosave whose marker is gone (removed by hand, half-discarded) is offered too: losing
        # work silently is worse than asking once more.
        if marker.exists() and not _is_dead(marker):
            continue
        source, title, saved = None, "", None
        try:
            note = json.loads((folder / f"{sid}.json").read_text(encoding="utf-8"))
            if isinstance(note, dict):
                source = Path(note["source"]) if isinstance(note.get("source"), str) else None
                title = note.get("title") if isinstance(note.get("title"), str) else ""
                saved = datetime.fromisoformat(note["saved"]) if isinstance(note.get("saved"), str) else None
        except (OSError, ValueError, KeyError):
            pass  # the note is lost or damaged: the autosave itself is still offered
        if saved is None:
            try:
                saved = datetime.fromtimestamp(rec.stat().st_mtime, UTC).replace(microsecond=0)
            except OSError:
                continue
        out.append(Recovery(sid, rec, source, saved, title))
    out.sort(key=lambda r: r.saved, reverse=True)
    return out


# ---- the app's session, for plain function calls ---------------------------------------------
_current: Session | None = None


def start() -> Session:
    """Begin this process's session (once; later calls return the same session)."""
    global _current
    if _current is None or not _current.active or _current.folder != autosave_dir():
        _current = Session()
    return _current


def current() -> Session | None:
    return _current if _current is not None and _current.active else None


def previous_session_crashed() -> bool:
    """Whether a session before this one ended without a clean exit (known once `start()` ran)."""
    return start().previous_crashed


def autosave(enc: Encounter, source_path: str | os.PathLike | None = None) -> Path:
    return start().autosave(enc, source_path)


def clear() -> None:
    if _current is not None:
        _current.clear()


def end() -> None:
    global _current
    if _current is not None:
        _current.end()
        _current = None


# ---- when to autosave, and writing off the GUI thread ----------------------------------------
class Debounce:
    """Autosave "a few seconds of quiet after the last change", not on a fixed timer.

    The window calls `changed()` on every edit and asks `due()` from a timer (or schedules a
    single-shot timer of `wait()` seconds). A long session of continuous edits still autosaves
    every `longest` seconds, so a Director dragging tokens for ten minutes loses at most that.
    Time is passed in (monotonic seconds) so tests need no clock."""

    def __init__(self, quiet: float = 3.0, longest: float = 30.0):
        self.quiet, self.longest = quiet, longest
        self._first: float | None = None  # first change not yet saved
        self._last: float | None = None

    @property
    def pending(self) -> bool:
        return self._first is not None

    def changed(self, now: float) -> None:
        if self._first is None:
            self._first = now
        self._last = now

    def wait(self, now: float) -> float | None:
        """Seconds until an autosave is due (0: now); None when nothing changed."""
        if self._first is None:
            return None
        return max(0.0, min(self._last + self.quiet, self._first + self.longest) - now)

    def due(self, now: float) -> bool:
        w = self.wait(now)
        return w is not None and w <= 0

    def saved(self) -> None:
        """An autosave (or a save) took the changes up to now."""
        self._first = self._last = None


@dataclass(frozen=True)
class WriteResult:
    """One background autosave: `error` is None when it worked (then `path` is the recovery file)."""

    path: Path | None
    error: Exception | None = None
    seconds: float = 0.0


class BackgroundWriter:
    """Writes autosaves off the GUI thread, one at a time, the newest snapshot winning.

    On the GUI thread: `submit(enc, source)` takes `encounter_file.snapshot(enc)` (a few
    microseconds: the encounter's parts are immutable values) and returns at once. In a worker, the
    snapshot is turned into JSON, zipped and written atomically. `run` says how a job runs: the
    default starts a `threading.Thread`; the window may pass `QThreadPool.globalInstance().start`
    wrapped in a QRunnable, or anything taking a callable. `on_done(result)` is called in the worker
    thread: the window re-posts it to the GUI thread (a queued signal) to show or clear the
    persistent "autosave is failing" warning. `failing` holds the last error until a write works."""

    def __init__(self, session: Session | None = None, *, run=None, on_done=None):
        import threading

        self._session = session
        self._run = run or (lambda job: threading.Thread(target=job, name="damier-autosave", daemon=True).start())
        self._on_done = on_done
        self._lock = threading.Lock()
        self._next: tuple | None = None
        self._busy = False
        self.failing: Exception | None = None
        self.last: WriteResult | None = None
        self._idle = threading.Event()
        self._idle.set()

    def submit(self, enc: Encounter, source_path: str | os.PathLike | None = None) -> None:
        from .encounter_file import snapshot

        job = (snapshot(enc), source_path)
        with self._lock:
            self._next = job  # a newer snapshot replaces one still waiting
            if self._busy:
                return
            self._busy = True
            self._idle.clear()
        self._run(self._work)

    def _work(self) -> None:
        import time

        while True:
            with self._lock:
                job, self._next = self._next, None
                if job is None:
                    self._busy = False
                    self._idle.set()
                    return
            snap, source = job
            t0 = time.perf_counter()
            try:
                session = self._session or start()
                path = session.autosave(snap, source)
                result = WriteResult(path, None, time.perf_counter() - t0)
                self.failing = None
            except Exception as e:  # noqa: BLE001 - reported to the window, which keeps running
                result = WriteResult(None, e, time.perf_counter() - t0)
                self.failing = e
            self.last = result
            if self._on_done is not None:
                self._on_done(result)

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until no autosave is being written (at exit, before `end()`); True when idle."""
        return self._idle.wait(timeout)
