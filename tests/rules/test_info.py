"""`damier info FILE.damier` (issue 16): exit 0 with a one-line summary, or exit 2 with the reason; no Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rules.encounter_file import demo_path

ROOT = Path(__file__).parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    code = ("import sys; from rules.info import main; rc = main(sys.argv[1:]); "
            "assert 'PySide6' not in sys.modules, 'Qt was imported'; sys.exit(rc)")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_info_summarises_the_demo_without_qt():
    r = run(str(demo_path()))
    assert r.returncode == 0, r.stderr
    assert r.stdout == '"The Ruined Chapel" - draw-steel - 24x16 squares - 10 creatures - map image\n'
    assert r.stderr == ""


def test_info_refuses_in_one_line(tmp_path):
    bad = tmp_path / "bad.damier"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    r = run(str(bad))
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == 'error: Cannot open "bad.damier": the file is damaged or incomplete (it may have been cut off while copying).\n'


def test_info_and_check_never_read_special_files(tmp_path):
    """Issue 16: "no read of special files (/dev/zero, FIFOs)"."""
    fifo = tmp_path / "pipe.damier"
    os.mkfifo(fifo)
    for target in ("/dev/zero", str(fifo)):
        r = run(target)
        assert r.returncode == 2 and "not an ordinary file" in r.stderr and r.stderr.count("\n") == 1
        c = subprocess.run([sys.executable, "-m", "rules", "check", target], capture_output=True, text=True,
                           cwd=ROOT, timeout=60)
        assert c.returncode == 2 and "not an ordinary file" in c.stderr and c.stdout == ""
