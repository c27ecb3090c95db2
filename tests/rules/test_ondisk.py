"""The document's file on disk (issue 16): changes since it was opened, read-only files, temp files
left by killed saves, non-UTF-8 names in the recent-files list."""

from __future__ import annotations

import os
import sys
import time

import pytest

from geometry import Board, Grid
from rules import ondisk
from rules.encounter import Encounter
from rules.encounter_file import open_document, save_encounter


def test_a_file_changed_by_another_window_is_noticed(tmp_path):
    """Issue 16: "the second save silently overwrites the first window's work"."""
    path = tmp_path / "e.damier"
    save_encounter(Encounter(Board(Grid(3, 3)), title="mine"), path)
    opened = open_document(path)
    assert opened.fingerprint.size == path.stat().st_size
    assert ondisk.changed_on_disk(opened.fingerprint) == ondisk.DiskChange(False)
    save_encounter(Encounter(Board(Grid(3, 3)), title="theirs"), path)  # the other window saves
    assert ondisk.changed_on_disk(opened.fingerprint) == ondisk.DiskChange(True, "replaced")
    path.unlink()
    assert ondisk.changed_on_disk(opened.fingerprint) == ondisk.DiskChange(True, "deleted")


def test_same_bytes_with_a_new_date_is_not_a_change(tmp_path):
    path = tmp_path / "e.damier"
    save_encounter(Encounter(Board(Grid(3, 3))), path)
    fp = ondisk.fingerprint(path)
    os.utime(path, (time.time() + 10, time.time() + 10))
    assert not ondisk.changed_on_disk(fp).changed


def test_same_size_and_date_but_other_bytes_is_trusted_only_by_the_quick_check(tmp_path):
    path = tmp_path / "e.txt"
    path.write_bytes(b"aaaa")
    fp = ondisk.fingerprint(path)
    path.write_bytes(b"bbbb")
    os.utime(path, ns=(fp.mtime_ns, fp.mtime_ns))
    # mtime and size equal: not re-read (asked before every save, it must be cheap)
    assert not ondisk.changed_on_disk(fp).changed
    os.utime(path, ns=(fp.mtime_ns + 10**9, fp.mtime_ns + 10**9))
    assert ondisk.changed_on_disk(fp) == ondisk.DiskChange(True, "replaced")


def test_a_read_only_file_is_detected(tmp_path):
    """Issue 16: "a 0444 file is replaced without asking"."""
    path = tmp_path / "e.damier"
    path.write_bytes(b"x")
    assert not ondisk.is_read_only(path)
    os.chmod(path, 0o444)
    assert ondisk.is_read_only(path)
    ondisk.make_writable(path)
    assert not ondisk.is_read_only(path)
    assert not ondisk.is_read_only(tmp_path / "missing.damier")


def test_old_temp_files_from_killed_saves_are_cleaned(tmp_path):
    """Issue 16: "temp files left by killed saves are never cleaned (118 MB after 60 kills)"."""
    old = tmp_path / ".crypt.damier.k2j4_x9a.tmp"
    fresh = tmp_path / ".crypt.damier.abcdefgh.tmp"
    mine = tmp_path / "notes.tmp"
    for p in (old, fresh, mine):
        p.write_bytes(b"half a zip")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    removed = ondisk.clean_stale_temp_files(tmp_path)
    assert removed == [old]
    assert fresh.exists() and mine.exists()  # a save running now, and a file that is not ours


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX names are bytes")
def test_non_utf8_names_survive_the_recent_files_list(tmp_path):
    """Issue 16: "a non-UTF-8 file name breaks Open Recent"."""
    raw = os.fsencode(str(tmp_path)) + b"/carte-\xe9t\xe9.damier"  # Latin-1 bytes, not UTF-8
    path = os.fsdecode(raw)
    with open(raw, "wb") as f:
        f.write(b"x")
    text = ondisk.path_to_text(path)
    text.encode("utf-8")  # what QSettings stores
    assert text.startswith("fs-bytes:")
    back = ondisk.path_from_text(text)
    assert os.fsencode(back) == raw and back.exists()
    assert ondisk.path_from_text(ondisk.path_to_text("/tmp/été.damier")) == ondisk.Path("/tmp/été.damier")
    assert "\\xe9" in ondisk.display_path(path)
    assert ondisk.path_from_text("fs-bytes:!!!") is None
