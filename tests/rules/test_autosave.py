"""Autosave and crash recovery: real files in a temporary data folder, real crashed processes."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from geometry import Board, Cell, Grid
from rules import autosave
from rules.creature import Creature
from rules.encounter import Encounter
from rules.encounter_file import load_encounter

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DAMIER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(autosave, "_current", None)
    yield tmp_path / "data"
    autosave.end()


def encounter(title="Goblin ambush") -> Encounter:
    return Encounter(Board(Grid(6, 6)), creatures=[Creature("a", "heroes", Cell(1, 1))], title=title)


def run_session(data: Path, body: str, *, wait: bool = False):
    """Run a Damier-like process on the same data folder; `os._exit` in body is a crash."""
    code = textwrap.dedent("""
        import os, sys
        from geometry import Board, Cell, Grid
        from rules import autosave
        from rules.creature import Creature
        from rules.encounter import Encounter
        enc = Encounter(Board(Grid(6, 6)), creatures=[Creature("a", "heroes", Cell(2, 3))], title="Crashed")
        autosave.start()
    """) + textwrap.dedent(body)
    env = {**__import__("os").environ, "DAMIER_DATA_DIR": str(data)}
    if wait:
        return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode in (0, 3), run.stderr
    return run


def test_folder_comes_from_the_environment_or_platformdirs(data_dir, monkeypatch):
    assert autosave.autosave_dir() == data_dir / "autosave"
    monkeypatch.delenv("DAMIER_DATA_DIR")
    import platformdirs

    assert autosave.data_dir() == Path(platformdirs.user_data_dir("Damier", appauthor=False))


def test_clean_lifecycle(data_dir):
    session = autosave.start()
    assert autosave.start() is session and autosave.current() is session
    assert not session.previous_crashed and not autosave.previous_session_crashed()
    path = autosave.autosave(encounter(), data_dir.parent / "goblins.damier")
    assert path == session.recovery_path and path.is_file() and session.note_path.is_file()
    assert autosave.pending_recovery() == []  # a running session is never offered for recovery
    autosave.autosave(encounter("later"))  # overwrites, still one file
    assert len(list(session.folder.glob("*.damier"))) == 1
    autosave.clear()  # saved cleanly
    assert not path.exists() and not session.note_path.exists()
    autosave.autosave(encounter())
    autosave.end()  # clean exit: nothing left
    assert list((data_dir / "autosave").iterdir()) == []
    assert autosave.current() is None
    assert not autosave.Session().previous_crashed


def test_crash_leaves_a_recovery(data_dir):
    run_session(data_dir, """
        autosave.autosave(enc, "/maps/crypt.damier")
        os._exit(3)  # a crash: no end(), no cleanup
    """)
    before = datetime.now(UTC)
    session = autosave.start()
    assert session.previous_crashed
    [rec] = autosave.pending_recovery()
    assert rec.source == Path("/maps/crypt.damier").resolve()
    assert rec.title == "Crashed"
    assert timedelta(seconds=-60) < rec.saved - before < timedelta(seconds=60)
    enc = rec.load()
    assert enc.creature("a").at == Cell(2, 3) and enc.title == "Crashed"
    rec.discard()
    assert autosave.pending_recovery() == []
    assert [p for p in session.folder.iterdir() if p.stem != session.id] == []


def test_recovery_of_a_never_saved_encounter(data_dir):
    run_session(data_dir, """
        autosave.autosave(enc, None)
        os._exit(3)
    """)
    [rec] = autosave.pending_recovery()
    assert rec.source is None


def test_clean_exit_of_another_process_leaves_nothing(data_dir):
    run_session(data_dir, """
        autosave.autosave(enc, "/maps/crypt.damier")
        autosave.end()
    """)
    assert autosave.pending_recovery() == []
    assert not autosave.start().previous_crashed


def test_crash_without_autosave_is_noticed_then_tidied(data_dir):
    run_session(data_dir, "os._exit(3)\n")
    assert len(list((data_dir / "autosave").glob("*.session"))) == 1
    session = autosave.start()
    assert session.previous_crashed
    assert autosave.pending_recovery() == []
    assert list(session.folder.glob("*.session")) == [session.marker]
    autosave.end()
    assert not autosave.start().previous_crashed


def test_a_session_still_running_elsewhere_is_not_offered(data_dir):
    proc = run_session(data_dir, """
        autosave.autosave(enc, "/maps/live.damier")
        print("saved", flush=True)
        sys.stdin.readline()
        autosave.end()
    """, wait=True)
    try:
        assert proc.stdout.readline().strip() == "saved"
        assert autosave.pending_recovery() == []
        assert not autosave.start().previous_crashed
    finally:
        proc.communicate("\n", timeout=30)
    assert proc.returncode == 0
    assert autosave.pending_recovery() == []


def test_in_process_sessions_see_each_other_as_alive(data_dir):
    other = autosave.Session()
    other.autosave(encounter())
    assert autosave.pending_recovery() == []
    other.end()


def test_damaged_note_still_offers_the_autosave(data_dir):
    run_session(data_dir, """
        autosave.autosave(enc, "/maps/crypt.damier")
        os._exit(3)
    """)
    [note] = (data_dir / "autosave").glob("*.json")
    note.write_text("{not json")
    [rec] = autosave.pending_recovery()
    assert rec.source is None and rec.load().title == "Crashed"


def test_autosave_after_end_is_refused(data_dir):
    session = autosave.Session()
    session.end()
    with pytest.raises(RuntimeError):
        session.autosave(encounter())


# ---- issue 16: autosave a short time after the last change, off the GUI thread -------------------
def test_debounce_waits_for_quiet_then_saves():
    """Issue 16: "Autosave a short time after the last change (a few seconds of quiet, not a fixed 3 minutes)"."""
    d = autosave.Debounce(quiet=3, longest=30)
    assert d.wait(0) is None and not d.due(0)
    d.changed(10)
    assert d.wait(10) == 3 and not d.due(12)
    d.changed(12)  # another edit restarts the quiet time
    assert not d.due(14.9) and d.due(15)
    d.saved()
    assert not d.pending and not d.due(100)


def test_debounce_saves_during_endless_edits():
    d = autosave.Debounce(quiet=3, longest=30)
    for t in range(0, 31):
        d.changed(t)  # an edit every second
        if d.due(t):
            break
    assert d.due(30)


def test_background_writer_writes_a_snapshot_off_the_calling_thread(tmp_path):
    import threading

    session = autosave.Session(tmp_path / "autosave")
    threads = []
    enc = Encounter(Board(Grid(6, 4)), title="before")
    gate = threading.Event()

    def run(job):
        def wrapped():
            gate.wait(5)
            threads.append(threading.current_thread())
            job()
        threading.Thread(target=wrapped).start()

    w = autosave.BackgroundWriter(session, run=run)
    w.submit(enc, None)
    enc.title = "after the snapshot"  # the GUI goes on editing while the worker writes
    gate.set()
    assert w.wait_idle(10)
    assert threads and threads[0] is not threading.main_thread()
    assert w.failing is None and w.last.error is None
    assert load_encounter(session.recovery_path).title == "before"
    session.end()


def test_background_writer_reports_failures_until_one_works(tmp_path):
    folder = tmp_path / "autosave"
    session = autosave.Session(folder)
    results = []
    w = autosave.BackgroundWriter(session, on_done=results.append)
    session.recovery_path.mkdir()  # a folder where the autosave goes: the write fails
    w.submit(Encounter(Board(Grid(3, 3))))
    assert w.wait_idle(10)
    assert w.failing is not None and results[-1].error is not None
    session.recovery_path.rmdir()
    w.submit(Encounter(Board(Grid(3, 3))))
    assert w.wait_idle(10)
    assert w.failing is None and results[-1].path == session.recovery_path
    session.end()
