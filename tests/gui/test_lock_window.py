"""Two Directors on one file (issue 16): the lock beside an open document says who has it open since
when and offers read-only or open anyway; stale locks are cleared; a file changed on disk since it was
opened, or a read-only file, is not replaced without asking. Real files, real lock files, real Qt."""

import json
import os
import socket
import subprocess
import sys
from datetime import UTC, datetime

import pytest
from helpers import drag_token, scenario
from PySide6.QtWidgets import QMessageBox

from geometry import Cell
from rules import lock as rules_lock
from rules.encounter_file import load_encounter, save_encounter


def _saved(make_window, tmp_path, name="yard.damier"):
    win = make_window(scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}]))
    path = tmp_path / name
    assert win._save_to(path)
    return win, path


def _asks(message_boxes):
    return [m for m in message_boxes if m[0] == "ask"]


def test_saving_takes_the_lock_and_closing_the_document_releases_it(make_window, tmp_path):
    win, path = _saved(make_window, tmp_path)
    holder = rules_lock.read_lock(path)
    assert holder is not None and holder.ours and holder.since is not None
    win.open_path(tmp_path / "missing.damier")  # a failed open keeps the document, and its lock
    assert rules_lock.read_lock(path) is not None
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "damier.scenario/1", "ruleset": "dnd5e", "grid": {"width": 4, "height": 4}}))
    assert win.open_path(other)
    assert rules_lock.read_lock(path) is None


def test_a_second_window_hears_who_has_it_and_may_open_it_read_only(make_window, tmp_path, message_boxes, monkeypatch):
    first, path = _saved(make_window, tmp_path)
    second = make_window(scenario("dnd5e", creatures=[]))
    message_boxes.answers.append(QMessageBox.Open)  # "Open read-only"
    assert second.open_path(path)
    ask = _asks(message_boxes)[-1]
    assert "already open" in ask[2] and "yard.damier" in ask[2] and "another window" in ask[2]
    assert "Open &read-only" in ask[3] and "Open &anyway" in ask[3]
    assert second.read_only and "read-only" in second.windowTitle()
    # Save in a read-only window goes to Save As: the first window's file is not touched
    before = path.read_bytes()
    copy = tmp_path / "copy.damier"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(copy), ""))
    drag_token(second, "a", (3, 3))
    assert second.save()
    assert path.read_bytes() == before and second.path == copy.resolve() and not second.read_only
    assert load_encounter(copy).creature("a").at == Cell(3, 3)


def test_another_damier_elsewhere_is_named_with_its_time_and_open_anyway_takes_the_lock(make_window, tmp_path,
                                                                                       message_boxes):
    first, path = _saved(make_window, tmp_path)
    first.close()
    assert rules_lock.read_lock(path) is None
    since = datetime(2026, 11, 23, 20, 5, tzinfo=UTC)
    rules_lock.lock_path(path).write_text(json.dumps({"user": "camille", "host": "table-laptop", "pid": 4242,
                                                      "since": since.isoformat(), "app": "Damier"}))
    win = make_window(scenario("dnd5e", creatures=[]))
    message_boxes.answers.append(QMessageBox.Ignore)  # "Open anyway"
    assert win.open_path(path)
    text = _asks(message_boxes)[-1][2]
    assert "camille" in text and "table-laptop" in text and since.astimezone().strftime("%H:%M") in text
    assert not win.read_only and rules_lock.read_lock(path).ours


def test_cancel_leaves_the_open_encounter_and_the_other_lock(make_window, tmp_path, message_boxes):
    first, path = _saved(make_window, tmp_path)
    first.close()
    rules_lock.lock_path(path).write_text(json.dumps({"user": "camille", "host": "table-laptop", "pid": 1,
                                                      "since": "2026-11-23T20:05:00+00:00"}))
    win = make_window(scenario("dnd5e", creatures=[]))
    enc = win.encounter
    message_boxes.answers.append(QMessageBox.Cancel)
    assert not win.open_path(path)
    assert win.encounter is enc and rules_lock.read_lock(path).host == "table-laptop"


def test_a_second_damier_process_holding_the_file_is_named(make_window, tmp_path, message_boxes):
    first, path = _saved(make_window, tmp_path)
    first.close()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    other = subprocess.Popen([sys.executable, "-c", "import sys, time; sys.path.insert(0, sys.argv[1]); "
                              "from rules.lock import acquire; acquire(sys.argv[2]); print('locked', flush=True); "
                              "time.sleep(60)", root, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "locked"
        holder = rules_lock.read_lock(path)
        assert holder.pid == other.pid and not holder.stale
        win = make_window(scenario("dnd5e", creatures=[]))
        message_boxes.answers.append(QMessageBox.Open)
        assert win.open_path(path) and win.read_only
        text = _asks(message_boxes)[-1][2]
        assert holder.host in text and holder.since.astimezone().strftime("%H:%M") in text
        assert rules_lock.read_lock(path).pid == other.pid  # read-only leaves the other's lock alone
    finally:
        other.kill()
        other.wait()
    # that Damier is gone (killed): its lock is stale and the next open clears it without asking
    n = len(_asks(message_boxes))
    again = make_window(scenario("dnd5e", creatures=[]))
    assert again.open_path(path) and len(_asks(message_boxes)) == n and rules_lock.read_lock(path).ours


@pytest.mark.parametrize("content", ["dead-pid", "damaged"])
def test_a_stale_lock_from_a_crash_is_cleared_without_asking(make_window, tmp_path, message_boxes, content):
    first, path = _saved(make_window, tmp_path)
    first.close()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lp = rules_lock.lock_path(path)
    lp.write_text(json.dumps({"user": "sam", "host": socket.gethostname(), "pid": dead.pid,
                              "since": "2026-11-23T20:05:00+00:00"}) if content == "dead-pid" else "{half wri")
    win = make_window(scenario("dnd5e", creatures=[]))
    assert win.open_path(path)
    assert _asks(message_boxes) == [] and not win.read_only
    assert rules_lock.read_lock(path).ours


def _changed_elsewhere(path):
    enc = load_encounter(path)
    enc.move_creature("a", Cell(7, 7)) if hasattr(enc, "move_creature") else enc.replace_creature(
        enc.creature("a").changed(at=Cell(7, 7)))
    save_encounter(enc, path)


def test_a_file_changed_on_disk_is_not_overwritten_without_asking(make_window, tmp_path, message_boxes):
    win, path = _saved(make_window, tmp_path)
    _changed_elsewhere(path)
    theirs = path.read_bytes()
    drag_token(win, "a", (2, 4))
    message_boxes.answers.append(QMessageBox.Cancel)
    assert not win.save()
    ask = _asks(message_boxes)[-1]
    assert "changed on disk" in ask[2] and "&Replace it" in ask[3]
    assert path.read_bytes() == theirs and win.isWindowModified()
    message_boxes.answers.append(QMessageBox.Save)  # "Replace it"
    assert win.save()
    assert load_encounter(path).creature("a").at == Cell(2, 4)
    # the new fingerprint is ours: the next save does not ask again
    n = len(_asks(message_boxes))
    drag_token(win, "a", (3, 4))
    assert win.save() and len(_asks(message_boxes)) == n


def test_same_bytes_rewritten_is_not_a_change(make_window, tmp_path, message_boxes):
    win, path = _saved(make_window, tmp_path)
    data = path.read_bytes()
    path.write_bytes(data)  # a new mtime, the same document (a sync tool copying it back)
    os.utime(path, ns=(1, 1))
    drag_token(win, "a", (2, 4))
    assert win.save() and _asks(message_boxes) == []


def test_a_read_only_file_asks_before_being_replaced(make_window, tmp_path, message_boxes, monkeypatch):
    win, path = _saved(make_window, tmp_path)
    os.chmod(path, 0o444)
    before = path.read_bytes()
    drag_token(win, "a", (2, 4))
    assert not win.save()  # message_boxes answers questions with Discard: not Yes
    assert any(m[0] == "question" and "read-only" in m[2] for m in message_boxes)
    assert path.read_bytes() == before
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (message_boxes.append(("question",) + a[1:3]),
                                                                   QMessageBox.Yes)[1])
    assert win.save()
    assert load_encounter(path).creature("a").at == Cell(2, 4)


def test_opening_the_same_file_again_in_its_window_keeps_the_lock(make_window, tmp_path, message_boxes):
    win, path = _saved(make_window, tmp_path)
    assert win.open_path(path)
    assert _asks(message_boxes) == [] and rules_lock.read_lock(path).ours and not win.read_only
    win.close()
    assert rules_lock.read_lock(path) is None
