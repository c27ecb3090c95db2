"""A lock beside an open document, as LibreOffice's `.~lock.NAME#`: who has it open, since when.

`acquire(path)` writes `.~lock.<name>#` in the document's folder (created exclusively, so two
windows or two Damiers racing cannot both win) holding JSON {"user", "host", "pid", "since",
"app"}. A second window asking for the same file gets `Locked(holder)`: the window says who has it
open since when, and offers read-only or "open anyway" (`acquire(path, force=True)`).

A lock is stale when it was written on this host by a process that no longer runs (a crash):
`acquire` clears it and takes the file. A lock from another host is never judged stale (its
process cannot be seen from here); it can only be overridden by the user. A folder where the lock
cannot be written (read-only, a CD) gives an unlocked `Lock` (`held` False): the document still opens.
"""

from __future__ import annotations

import getpass
import json
import os
import socket
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

APP = "Damier"
_MAX_LOCK_BYTES = 4096


def lock_path(document: str | os.PathLike) -> Path:
    p = Path(document)
    return p.with_name(f".~lock.{p.name}#")


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name (a container, a service): say nothing rather than fail
        return ""


def _host() -> str:
    return socket.gethostname()


def pid_alive(pid: int) -> bool:
    """Does process `pid` run on this machine? (When unsure, yes: a live lock is never broken.)"""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ctypes.windll.kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        ctypes.windll.kernel32.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it runs, as another user
        return True
    return True


@dataclass(frozen=True)
class LockInfo:
    """Who holds a document: what the lock file says. `damaged` when it could not be read as ours."""

    path: Path
    user: str = ""
    host: str = ""
    pid: int = 0
    since: datetime | None = None
    damaged: bool = False

    @property
    def ours(self) -> bool:
        return self.host == _host() and self.pid == os.getpid()

    @property
    def stale(self) -> bool:
        """Left by a crash: written on this host by a process that no longer runs (a damaged or
        empty lock file counts too: a crash while writing it)."""
        if self.damaged:
            return True
        return self.host == _host() and not pid_alive(self.pid)


class Locked(Exception):  # noqa: N818 - reads as "the document is locked"
    """Someone else has the document open; `holder` says who and since when."""

    def __init__(self, holder: LockInfo):
        super().__init__(f"{holder.path.name} is open by {holder.user or 'someone'} on {holder.host or 'another computer'}")
        self.holder = holder


def read_lock(document: str | os.PathLike) -> LockInfo | None:
    """The lock on `document`, or None when there is none."""
    lp = lock_path(document)
    try:
        with open(lp, "rb") as f:
            raw = f.read(_MAX_LOCK_BYTES)
    except FileNotFoundError:
        return None
    except OSError:
        return LockInfo(lp, damaged=True)
    try:
        d = json.loads(raw.decode("utf-8"))
        since = datetime.fromisoformat(d["since"]) if isinstance(d.get("since"), str) else None
        pid = d.get("pid")
        return LockInfo(lp, str(d.get("user", "")), str(d.get("host", "")),
                        pid if isinstance(pid, int) and not isinstance(pid, bool) else 0, since)
    except (ValueError, KeyError, TypeError, AttributeError):
        return LockInfo(lp, damaged=True)


class Lock:
    """This process's lock on a document; `release()` when the document is closed."""

    def __init__(self, document: Path, info: LockInfo | None):
        self.document, self.info = document, info

    @property
    def held(self) -> bool:
        return self.info is not None

    def release(self) -> None:
        """Remove the lock file, if it is still ours (another Damier may have opened anyway since)."""
        if self.info is None:
            return
        now = read_lock(self.document)
        if now is not None and now.ours:
            try:
                self.info.path.unlink()
            except OSError:
                pass
        self.info = None


def _write(lp: Path, exclusive: bool) -> LockInfo:
    info = LockInfo(lp, _user(), _host(), os.getpid(), datetime.now(UTC).replace(microsecond=0))
    data = json.dumps({"user": info.user, "host": info.host, "pid": info.pid, "since": info.since.isoformat(),
                       "app": APP}, ensure_ascii=False).encode("utf-8")
    flags = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if exclusive else os.O_TRUNC)
    fd = os.open(lp, flags, 0o644)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)
    if sys.platform == "win32":  # pragma: no cover
        import ctypes

        ctypes.windll.kernel32.SetFileAttributesW(str(lp), 0x2)  # hidden, as LibreOffice's
    return info


def acquire(document: str | os.PathLike, *, force: bool = False) -> Lock:
    """Lock `document` for this process. Raises `Locked(holder)` when a live lock of someone else is
    there (unless `force`: the user chose "open anyway"); clears a stale one."""
    document = Path(document)
    lp = lock_path(document)
    for _attempt in range(3):
        try:
            return Lock(document, _write(lp, exclusive=not force))
        except FileExistsError:
            holder = read_lock(document)
            if holder is None:
                continue  # released meanwhile: try again
            if holder.ours:
                return Lock(document, holder)
            if not holder.stale:
                raise Locked(holder) from None
            try:
                lp.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                return Lock(document, None)
        except OSError:
            return Lock(document, None)  # the folder will not take a lock: open unlocked
    holder = read_lock(document)
    if holder is not None:
        raise Locked(holder)
    return Lock(document, None)
