"""Reading a file the user named, without surprises: regular files only, never more than a limit.

`/dev/zero`, a FIFO or a socket would hang or fill memory if read; a folder is not a document.
The file is opened without blocking, checked with fstat (the object actually opened, so a swap
between a check and the open changes nothing), then read up to its limit.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class ReadProblem(OSError):
    """Why a file could not be read; `code` is "missing", "folder", "special", "too-large" or
    "unreadable", and str() is a short English phrase."""

    def __init__(self, code: str, message: str, size: int = 0):
        super().__init__(message)
        self.code, self.message, self.size = code, message, size

    def __str__(self) -> str:
        return self.message


def open_regular(path: str | os.PathLike) -> int:
    """An fd on `path`, which must be a regular file (raises ReadProblem)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ReadProblem("missing", "the file does not exist") from None
    except IsADirectoryError:
        raise ReadProblem("folder", "it is a folder, not a file") from None
    except OSError as e:
        raise ReadProblem("unreadable", (e.strerror or str(e)).rstrip(".")) from None
    except ValueError:  # a NUL byte in the name
        raise ReadProblem("unreadable", "the file name is not valid") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise ReadProblem("folder", "it is a folder, not a file")
        if not stat.S_ISREG(st.st_mode):
            raise ReadProblem("special", "it is not an ordinary file (a device, a pipe or a socket)")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return fd
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (raises ReadProblem)."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise ReadProblem("too-large", f"it is too large ({size} bytes, at most {limit})", size)
        try:
            data = f.read(limit + 1)
        except OSError as e:
            raise ReadProblem("unreadable", (e.strerror or str(e)).rstrip(".")) from None
        if len(data) > limit:  # grew while we read it
            raise ReadProblem("too-large", f"it is too large (more than {limit} bytes)", len(data))
        return data


def display_name(path: str | os.PathLike) -> str:
    """A file name fit to print or show, even when it is not valid UTF-8 (bytes shown as \\xNN)."""
    p = Path(os.fsdecode(path) if isinstance(path, bytes) else path)
    return display_path(p.name or p)


def display_path(path: str | os.PathLike) -> str:
    """The path as text a label can show: undecodable bytes shown as \\xNN."""
    s = os.fspath(path)
    if isinstance(s, bytes):
        s = os.fsdecode(s)
    return s.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace") if _has_surrogates(s) else s


def _has_surrogates(s: str) -> bool:
    try:
        s.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True
