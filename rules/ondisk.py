"""Facts about a document's file on disk, without Qt: has it changed since it was opened, may it
be written, which temporary files did killed saves leave, and how to keep any file name in the
recent-files list.

The window takes a `Fingerprint` when it opens a file (`rules.encounter_file.open_document` returns
one) and again after each save (`fingerprint(path)`), asks `changed_on_disk(fp)` before saving over
it, and asks `is_read_only(path)` before replacing a file the user protected. `clean_stale_temp_files(folder)` removes what a killed save
left (`.<name>.<random>.tmp` beside the document, see `encounter_file.atomic_write`).
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from .safe_read import display_path  # noqa: F401  (also offered here, beside the other name helpers)

_CHUNK = 1 << 20


@dataclass(frozen=True)
class Fingerprint:
    """What a file was when it was opened or last saved: mtime (ns), size and SHA-256 of its bytes.

    The hash decides: a copy that restores the same bytes with a new mtime is not a change, and
    an edit that keeps size and mtime (coarse clocks, network drives) still is one."""

    path: str
    mtime_ns: int
    size: int
    sha256: str


def fingerprint(path: str | os.PathLike) -> Fingerprint:
    """The fingerprint of a regular file now (raises OSError; special files are refused)."""
    from .safe_read import open_regular

    fd = open_regular(path)
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        h = hashlib.sha256()
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return Fingerprint(os.fspath(path), st.st_mtime_ns, st.st_size, h.hexdigest())


def fingerprint_bytes(path: str | os.PathLike, data: bytes, st: os.stat_result) -> Fingerprint:
    return Fingerprint(os.fspath(path), st.st_mtime_ns, st.st_size, hashlib.sha256(data).hexdigest())


@dataclass(frozen=True)
class DiskChange:
    """The answer of `changed_on_disk`: `changed` False, or True with `how` = "deleted",
    "replaced" (other bytes) or "unreadable"."""

    changed: bool
    how: str = ""


def changed_on_disk(fp: Fingerprint) -> DiskChange:
    """Has the file changed since `fp` was taken? A same mtime and size is trusted without reading
    (cheap, asked before every save); otherwise the bytes are hashed."""
    try:
        st = os.stat(fp.path)
    except FileNotFoundError:
        return DiskChange(True, "deleted")
    except OSError:
        return DiskChange(True, "unreadable")
    if st.st_mtime_ns == fp.mtime_ns and st.st_size == fp.size:
        return DiskChange(False)
    if st.st_size != fp.size:
        return DiskChange(True, "replaced")
    try:
        now = fingerprint(fp.path)
    except OSError:
        return DiskChange(True, "unreadable")
    return DiskChange(now.sha256 != fp.sha256, "replaced" if now.sha256 != fp.sha256 else "")


def is_read_only(path: str | os.PathLike) -> bool:
    """True when `path` exists and the user has made it read-only (no write bit, or no write access):
    the window asks before replacing it. A missing file is not read-only."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    return not (st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)) or not os.access(path, os.W_OK)


def make_writable(path: str | os.PathLike) -> None:
    """Give the owner write permission back (after the user said "replace it")."""
    st = os.stat(path)
    os.chmod(path, stat.S_IMODE(st.st_mode) | stat.S_IWUSR)


_TEMP = re.compile(r"^\..+\.[A-Za-z0-9_]{6,12}\.tmp$")


def clean_stale_temp_files(folder: str | os.PathLike, older_than_s: float = 3600.0,
                           now: float | None = None) -> list[Path]:
    """Remove temporary files left by saves that were killed half-way (atomic_write's
    `.<name>.<random>.tmp`) older than `older_than_s` (a save running now is never touched).
    Returns what was removed; errors are ignored (another user's file, a read-only folder)."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for e in entries:
        if not _TEMP.match(e.name):
            continue
        try:
            st = e.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than_s:
                os.unlink(e.path)
                removed.append(Path(e.path))
        except OSError:
            pass
    return removed


# ---- recent files: any name the file system allows, kept as text ---------------------------
_RAW = "fs-bytes:"


def path_to_text(path: str | os.PathLike) -> str:
    """A string that QSettings (UTF-8/UTF-16) can store for any path. A POSIX name that is not valid
    UTF-8 (Python keeps its bytes as surrogates) is stored as its bytes in base64."""
    s = os.fspath(path)
    if isinstance(s, bytes):
        s = os.fsdecode(s)
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        return _RAW + base64.b64encode(os.fsencode(s)).decode("ascii")


def path_from_text(text: str) -> Path | None:
    """The path stored by `path_to_text` (None for a damaged entry)."""
    if not isinstance(text, str):
        return None
    if text.startswith(_RAW):
        try:
            return Path(os.fsdecode(base64.b64decode(text[len(_RAW):], validate=True)))
        except ValueError:
            return None
    return Path(text) if text else None
