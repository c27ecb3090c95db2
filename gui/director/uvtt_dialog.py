"""The Universal VTT import dialog: the map as it will arrive (picture, walls, doors), the two
choices (object outlines as walls or left out; doors aligned on whole squares, on by default) and
what the importer adjusted. Changing a choice imports the already-read file again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from gui.map.scene import BattleScene
from gui.map.view import BattleView
from rules.encounter import Encounter
from rules.map_import import MapImportError
from rules.uvtt import ImportOptions, UvttImport, import_uvtt_doc


def adjustment_text(code: str, count: int, detail: str) -> str:
    """One line of "what was adjusted", in the user's language (the English detail otherwise)."""
    words = {
        "doors-aligned": QCoreApplication.translate("UvttImportDialog", "Doors moved onto whole squares, so a "
                                                    "creature as wide as a door can pass it: %1"),
        "doors-diagonal": QCoreApplication.translate("UvttImportDialog", "Doors that follow no grid line, left "
                                                     "as drawn: %1"),
        "walls-under-doors": QCoreApplication.translate("UvttImportDialog", "Walls cut away under doors: %1"),
        "walls-merged": QCoreApplication.translate("UvttImportDialog", "Walls given twice merged into one "
                                                   "(squares of wall): %1"),
        "walls-clipped": QCoreApplication.translate("UvttImportDialog", "Walls cut at the map's edge: %1"),
        "doors-merged": QCoreApplication.translate("UvttImportDialog", "Doors given twice, kept once: %1"),
        "doors-off-map": QCoreApplication.translate("UvttImportDialog", "Doors off the map, left out: %1"),
        "objects-ignored": QCoreApplication.translate("UvttImportDialog", "Object outlines left out, as "
                                                      "chosen: %1"),
        "image-size-mismatch": QCoreApplication.translate("UvttImportDialog", "The picture's size does not match "
                                                          "the map's size; the map's size was kept (%1)"),
        "format-unknown": QCoreApplication.translate("UvttImportDialog", "A format version this Damier does not "
                                                     "know, read as 0.3 (%1)"),
    }.get(code)
    return words.replace("%1", str(count)) if words else detail


class UvttImportDialog(QDialog):
    """`result` is the import to open once accepted (a new encounter; nothing else was changed)."""

    def __init__(self, doc: dict, path, first: UvttImport, options: ImportOptions, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("uvtt_import_dialog")
        self.setWindowTitle(self.tr("Import a Universal VTT map"))
        self.doc, self.path, self.options, self.result = doc, path, options, first
        self.objects = QComboBox()
        self.objects.addItem(self.tr("Walls"), "walls")
        self.objects.addItem(self.tr("Left out"), "ignore")
        self.objects.setCurrentIndex(self.objects.findData(options.objects))
        self.align = QCheckBox(self.tr("Align doors on whole squares"))
        self.align.setToolTip(self.tr("Map tools centre doors on grid lines; aligned, an open door lets a "
                                      "creature as wide as the door through (see RULINGS, Imported doors)."))
        self.align.setChecked(options.align_doors)
        self.summary = QLabel()
        self.adjusted = QListWidget()
        self.adjusted.setMaximumHeight(160)
        self.adjusted.setWordWrap(True)
        self.summary.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #b00020")
        self.error_label.setWordWrap(True)
        self.objects.currentIndexChanged.connect(self._reimport)
        self.align.toggled.connect(self._reimport)

        # The preview is a scene of its own on a copy of the first import; a new choice swaps its board.
        self.preview_encounter = Encounter(first.encounter.board, first.encounter.ruleset)
        self.preview_encounter.map_image = first.encounter.map_image
        self.scene = BattleScene(self.preview_encounter, "player", QUndoStack(self), parent=self)
        self.view = BattleView(self.scene)
        self.view.setMinimumSize(460, 360)

        form = QFormLayout()
        form.addRow(self.tr("Object outlines"), self.objects)
        form.addRow(self.align)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.summary)
        side.addWidget(QLabel(self.tr("What was adjusted:")))
        side.addWidget(self.adjusted)
        side.addWidget(self.error_label)
        side.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.Ok)
        side.addWidget(buttons)
        holder = QWidget()
        holder.setLayout(side)
        holder.setMaximumWidth(380)
        row = QHBoxLayout(self)
        row.addWidget(self.view, 1)
        row.addWidget(holder)
        self._show(first)
        self.resize(1000, 620)

    def _reimport(self) -> None:
        options = ImportOptions(objects=self.objects.currentData(), align_doors=self.align.isChecked(),
                                ruleset=self.options.ruleset)
        try:
            result = import_uvtt_doc(self.doc, options, path=self.path)
        except MapImportError as e:  # the file was read once already: this should not happen
            self.error_label.setText(str(e))
            self.ok_button.setEnabled(False)
            return
        self.options = options
        self.error_label.setText("")
        self.ok_button.setEnabled(True)
        self.preview_encounter.set_board(result.encounter.board)
        self._show(result)

    def _show(self, result: UvttImport) -> None:
        self.result = result
        board = result.encounter.board
        doors = sum(1 for w in board.walls if w.door is not None)
        self.summary.setText(self.tr("%1 × %2 squares, %3 walls, %4 doors, Universal VTT %5")
                             .replace("%1", str(board.width)).replace("%2", str(board.height))
                             .replace("%3", str(len(board.walls) - doors)).replace("%4", str(doors))
                             .replace("%5", f"{result.format:g}"))
        self.adjusted.clear()
        for a in result.adjustments:
            self.adjusted.addItem(adjustment_text(a.code, a.count, a.detail))
        if not result.adjustments:
            self.adjusted.addItem(self.tr("Nothing: the map arrives as drawn."))

    def showEvent(self, event):
        super().showEvent(event)
        self.view.fit_map()

    def done(self, r: int) -> None:
        self.scene.detach()
        super().done(r)
