"""`damier --self-test OUTDIR` as a subprocess: exit 0 and a real screenshot."""

import os
import subprocess
import sys

from PySide6.QtGui import QImage


def test_self_test_command_writes_a_screenshot(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DAMIER_DATA_DIR=str(tmp_path / "data"))
    out = tmp_path / "shots"
    r = subprocess.run([sys.executable, "-m", "gui.launcher", "--self-test", str(out)], env=env,
                       capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    assert "self-test: ok" in r.stderr
    img = QImage(str(out / "director.png"))
    assert not img.isNull() and img.width() >= 800 and img.height() >= 500


def test_self_test_fails_with_a_message_when_it_cannot_write(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DAMIER_DATA_DIR=str(tmp_path / "data"))
    r = subprocess.run([sys.executable, "-m", "gui.launcher", "--self-test", str(blocker / "sub")], env=env,
                       capture_output=True, text=True, timeout=180)
    assert r.returncode != 0 and "self-test" in r.stderr and "Traceback" not in r.stderr
