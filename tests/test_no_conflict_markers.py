"""No merge left its conflict markers in a committed text file (one slipped into gui/NOTES.md)."""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_conflict_markers_in_tracked_files():
    run = subprocess.run(["git", "grep", "-n", "-E", "^(<<<<<<< |>>>>>>> |=======$)", "--", ".",
                         ":!*.ts", ":!tests/test_no_conflict_markers.py"],
                         cwd=ROOT, capture_output=True, text=True)
    if run.returncode == 128:  # not a git checkout (an unpacked source tarball): nothing to check
        return
    assert run.stdout == "", run.stdout
