"""The `damier` command on a fresh machine (issue 15, items 10 and 11): real subprocesses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gui.shell import xcb

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = next((ROOT / "tests" / "scenarios").rglob("*.json"))


def damier(*args, env=None, **kw):
    return subprocess.Popen([sys.executable, "-m", "gui.launcher", *args], cwd=ROOT, env=env or os.environ.copy(),
                            stderr=subprocess.PIPE, text=True, **kw)


def test_help_names_every_file_command():
    p = damier("--help", stdout=subprocess.PIPE)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, err
    for command in ("damier check FILE", "damier info FILE", "damier import", "damier export"):
        assert command in out


def test_check_into_a_closed_pipe_prints_no_traceback():
    """`damier check FILE | head`: the reader goes away before the answer is written."""
    p = damier("check", str(SCENARIO), stdout=subprocess.PIPE)
    p.stdout.close()  # the reader is gone before the child has started writing
    err = p.stderr.read()
    p.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_ldd_output_names_the_packages():
    out = ("\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x1)\n"
           "\tlibxcb-icccm.so.4 => not found\n\tlibxcb-keysyms.so.1 => not found\n\tlibxcb-icccm.so.4 => not found\n")
    libs = xcb.missing_libraries(out)
    assert libs == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert [xcb.package_of(x) for x in libs] == ["libxcb-icccm4", "libxcb-keysyms1"]
    assert xcb.package_of("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert "libxcb-icccm4" in xcb.APT_LINE and xcb.APT_LINE in (ROOT / "README.md").read_text(encoding="utf-8")


def test_only_the_xcb_platform_is_checked():
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only")
    assert xcb.wants_xcb([], {"QT_QPA_PLATFORM": "xcb"})
    assert not xcb.wants_xcb([], {"QT_QPA_PLATFORM": "offscreen"})
    assert not xcb.wants_xcb([], {"WAYLAND_DISPLAY": "wayland-0"})
    assert xcb.wants_xcb(["-platform", "xcb"], {"QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.skipif(not sys.platform.startswith("linux") or xcb.xcb_plugin() is None, reason="Linux with PySide6")
def test_missing_xcb_libraries_give_a_message_not_an_abort():
    """This machine (like a fresh Debian) lacks some of the plugin's libraries: Qt would abort with
    exit 134; Damier names the packages and the apt line instead."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    env.pop("WAYLAND_DISPLAY", None)
    probe = subprocess.run(["ldd", str(xcb.xcb_plugin())], capture_output=True, text=True).stdout
    packages = sorted({xcb.package_of(x) for x in xcb.missing_libraries(probe)})
    if not packages:
        pytest.skip("every library of the xcb plugin is installed here")
    p = damier(env=env, stdout=subprocess.PIPE)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 3 and p.returncode != 134, err
    assert "sudo apt install " + " ".join(packages) in err and "Traceback" not in err
