"""Rough edges a Director hits first (issue 15): one test per item, each failed before its fix."""

from __future__ import annotations

import pytest
from helpers import scenario

from gui.map import commands


def test_an_error_inside_a_dialog_leaves_undo_and_save_working(make_window, monkeypatch):
    """Item 1: after the grid dialog crashed halfway, Undo and Redo stayed grey for the rest of the
    session and Save left the "*" in the title (a macro was left open)."""
    win = make_window(scenario("draw-steel", width=8, height=6))

    def answer(title, rows):
        rows[0][1].setValue(9)  # a wider map: the dialog pushes SetBoard inside its macro
        return True

    def boom(*_a, **_k):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(win, "_ask_form", answer)
    monkeypatch.setattr(commands, "SetBoard", boom)
    with pytest.raises(ZeroDivisionError):
        win.grid_dialog()
    monkeypatch.undo()
    enc = win.encounter
    win.undo_stack.push(commands.SetRuleset(enc, "dnd5e", title="5e"))
    assert win.actions["undo_button"].isEnabled() and win.actions["undo"].isEnabled()
    win.actions["undo"].trigger()
    assert enc.ruleset == "draw-steel" and win.actions["redo_button"].isEnabled()
    win.actions["redo"].trigger()
    assert enc.ruleset == "dnd5e" and win.isWindowModified()
    win.undo_stack.setClean()  # what Save does once the file is written
    assert not win.isWindowModified()
