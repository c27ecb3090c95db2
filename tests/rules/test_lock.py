"""Locks beside open documents (issue 16: "Two windows on one file lose edits. No lock ...")."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from rules import lock


def test_a_second_opener_is_told_who_has_it_and_since_when(tmp_path):
    doc = tmp_path / "crypt.damier"
    doc.write_bytes(b"x")
    # another live Damier (a real process) holds it
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        lock.lock_path(doc).write_text(json.dumps({"user": "marie", "host": socket.gethostname(), "pid": child.pid,
                                                   "since": "2026-11-23T20:00:00+00:00", "app": "Damier"}))
        with pytest.raises(lock.Locked) as e:
            lock.acquire(doc)
        h = e.value.holder
        assert (h.user, h.pid, h.since.isoformat()) == ("marie", child.pid, "2026-11-23T20:00:00+00:00")
        assert not h.stale and not h.ours
        # "open anyway": the lock becomes ours
        mine = lock.acquire(doc, force=True)
        assert mine.held and lock.read_lock(doc).ours
        mine.release()
        assert not lock.lock_path(doc).exists()
    finally:
        child.kill()
        child.wait()


def test_a_lock_left_by_a_crash_is_recognised_and_cleared(tmp_path):
    doc = tmp_path / "crypt.damier"
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # a process that has ended: its pid is dead
    lock.lock_path(doc).write_text(json.dumps({"user": "marie", "host": socket.gethostname(), "pid": child.pid,
                                               "since": "2026-11-23T20:00:00+00:00"}))
    assert lock.read_lock(doc).stale
    got = lock.acquire(doc)
    assert got.held and lock.read_lock(doc).ours


def test_a_lock_from_another_host_is_never_stale(tmp_path):
    doc = tmp_path / "crypt.damier"
    lock.lock_path(doc).write_text(json.dumps({"user": "paul", "host": "elsewhere.invalid", "pid": 1,
                                               "since": "2026-11-23T20:00:00+00:00"}))
    with pytest.raises(lock.Locked) as e:
        lock.acquire(doc)
    assert e.value.holder.host == "elsewhere.invalid" and not e.value.holder.stale


def test_a_damaged_lock_is_stale(tmp_path):
    doc = tmp_path / "crypt.damier"
    lock.lock_path(doc).write_bytes(b"\xff\x00garbage")
    assert lock.read_lock(doc).damaged
    assert lock.acquire(doc).held


def test_two_acquires_in_one_process_share_the_lock_and_release_removes_it(tmp_path):
    doc = tmp_path / "crypt.damier"
    a = lock.acquire(doc)
    b = lock.acquire(doc)
    assert a.held and b.held
    assert lock.lock_path(doc).name == ".~lock.crypt.damier#"
    a.release()
    assert lock.read_lock(doc) is None


def test_release_leaves_someone_elses_lock(tmp_path):
    doc = tmp_path / "crypt.damier"
    mine = lock.acquire(doc)
    lock.lock_path(doc).write_text(json.dumps({"user": "paul", "host": "elsewhere.invalid", "pid": 1,
                                               "since": "2026-11-23T20:00:00+00:00"}))  # paul opened anyway
    mine.release()
    assert lock.read_lock(doc).user == "paul"


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root ignores permissions")
def test_a_read_only_folder_opens_unlocked(tmp_path):
    doc = tmp_path / "crypt.damier"
    os.chmod(tmp_path, 0o555)
    try:
        got = lock.acquire(doc)
    finally:
        os.chmod(tmp_path, 0o755)
    assert not got.held
    got.release()
