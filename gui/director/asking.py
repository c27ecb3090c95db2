"""A question with buttons worded for the case ("Open read-only", "Open anyway"), as a QMessageBox
with standard buttons renamed: the answer is a StandardButton, so tests answer through
QMessageBox.exec as they answer the static boxes."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox


def ask(parent, title: str, text: str, buttons: dict, default, icon=QMessageBox.Question, detail: str = ""):
    """Show `text` with `buttons` ({StandardButton: text}); returns the StandardButton chosen
    (the Cancel/Escape button when the box is closed)."""
    box = QMessageBox(icon, title, text, QMessageBox.NoButton, parent)
    for std, label in buttons.items():
        box.addButton(std)
        box.button(std).setText(label)
    box.setDefaultButton(default)
    if detail:
        box.setInformativeText(detail)
    answer = box.exec()
    return QMessageBox.StandardButton(answer) if not isinstance(answer, QMessageBox.StandardButton) else answer
