"""`damier FILE`: the app opens the file given on the command line, or says why it cannot."""

import json
import sys


def _run_and_capture(argv, qtbot):
    from gui.shell.app import start

    _app, win = start(argv)
    qtbot.addWidget(win)
    win.maybe_save = lambda: True
    return 0, {"title": win.windowTitle(), "encounter": win.encounter}


def test_opens_the_scenario_given_on_the_command_line(qtbot, tmp_path, message_boxes, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run() installs the app's hook
    src = tmp_path / "duel.json"
    src.write_text(json.dumps({"format": "damier.scenario/1", "ruleset": "pf2e", "grid": {"width": 7, "height": 5},
                               "creatures": [{"id": "x", "side": "h", "at": [2, 2]}]}))
    status, seen = _run_and_capture([str(src)], qtbot)
    assert status == 0 and "duel" in seen["title"] and seen["encounter"].ruleset == "pf2e"


def test_a_broken_file_on_the_command_line_opens_the_demo_and_says_why(qtbot, tmp_path, message_boxes, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    bad = tmp_path / "broken.damier"
    bad.write_bytes(b"PK\x03\x04 cut off")
    status, seen = _run_and_capture([str(bad)], qtbot)
    assert status == 0 and seen["encounter"].creatures  # the demo
    qtbot.waitUntil(lambda: any("broken.damier" in m[2] for m in message_boxes), timeout=2000)
