"""No traceback reaches the user: the hook logs and shows a short message."""

import logging

from PySide6.QtWidgets import QMessageBox


def test_excepthook_shows_a_message_and_logs(qtbot, monkeypatch, caplog):
    from gui.shell import crash

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append((self.text(), self.informativeText())) or 0)
    monkeypatch.setattr(crash, "_state", {"showing": False, "quiet": False, "count": 0})
    with caplog.at_level(logging.ERROR, logger="damier"):
        try:
            raise ZeroDivisionError("boom")
        except ZeroDivisionError as e:
            crash._hook(type(e), e, e.__traceback__)
    assert shown and "unexpected problem" in shown[0][0] and "boom" in shown[0][1]
    assert "Traceback" not in shown[0][0]
    assert "ZeroDivisionError" in caplog.text
    assert crash.errors_seen() == 1
