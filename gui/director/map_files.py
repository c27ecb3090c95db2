"""Maps into and out of the Director's window: File › New from map image…, Universal VTT files
through File › Open and drops, File › Export…, and the grid calibration of the map picture
(Map › Grid and map image…, Map › Set map image…).

Every import reads and checks the whole file first (rules.map_import, rules.uvtt): a bad file gets
one message naming the problem, and the open encounter is not touched; a good one becomes a new
encounter, opened as File › Open would. Texts are in the "MapFiles" context.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QProgressDialog

from geometry import Board, Grid
from gui.base import settings
from gui.director.map_calibration import CalibrationDialog
from gui.director.uvtt_dialog import UvttImportDialog
from gui.map import commands, pictures
from rules.encounter import MapImage
from rules.encounter_file import EXTENSIONS
from rules.map_import import (
    MAX_PICTURE_BYTES,
    Calibration,
    MapImportError,
    check_picture,
    encounter_from_image,
    is_picture_name,
    read_limited,
)
from rules.uvtt import (
    UVTT_EXTENSIONS,
    ImportOptions,
    import_uvtt_doc,
    is_uvtt_name,
    read_uvtt_doc,
    write_uvtt,
)

PROGRESS_AFTER_MS = 500  # an import that takes longer shows a progress bar
DROPPABLE = (".damier", ".json", *UVTT_EXTENSIONS, ".png", ".jpg", ".jpeg", ".webp")


class Cancelled(Exception):
    """The Director pressed Cancel in the progress dialog."""


def reason_text(reason: str) -> str:
    """One sentence per MapImportError.reason, in the user's language."""
    return {
        "missing": QCoreApplication.translate("MapFiles", "The file does not exist."),
        "unreadable": QCoreApplication.translate("MapFiles", "The file cannot be read."),
        "too-large-file": QCoreApplication.translate("MapFiles", "The file is too large for a map."),
        "json": QCoreApplication.translate("MapFiles", "It is not a Universal VTT map: the file is not valid JSON."),
        "not-uvtt": QCoreApplication.translate("MapFiles", "It is not a Universal VTT map."),
        "missing-key": QCoreApplication.translate("MapFiles", "A part the map needs is missing."),
        "invalid": QCoreApplication.translate("MapFiles", "A value in the map is not valid."),
        "not-finite": QCoreApplication.translate("MapFiles", "A number in the map is not a finite number."),
        "base64": QCoreApplication.translate("MapFiles", "The map's picture is not valid base64 text."),
        "not-image": QCoreApplication.translate("MapFiles", "The picture is not a PNG, JPEG or WebP picture Damier can read."),
        "image-truncated": QCoreApplication.translate("MapFiles", "The picture is cut short or damaged."),
        "image-empty": QCoreApplication.translate("MapFiles", "The picture has no pixels."),
        "image-too-large": QCoreApplication.translate("MapFiles", "The picture declares too many pixels to be opened safely."),
        "outside-map": QCoreApplication.translate("MapFiles", "A wall or a door lies outside the map."),
        "map-too-large": QCoreApplication.translate("MapFiles", "The map has too many squares."),
        "calibration": QCoreApplication.translate("MapFiles", "The grid's calibration is not usable."),
        "no-image": QCoreApplication.translate("MapFiles", "This encounter has no map picture to export."),
        "write": QCoreApplication.translate("MapFiles", "The file could not be written; the previous file, if any, was kept."),
    }.get(reason, "")


def error_text(e: MapImportError) -> str:
    """The message of a refused import: the file, what is wrong in the user's words, where, and
    the importer's own sentence (English) as the detail."""
    name = Path(e.path).name if e.path else ""
    parts = [QCoreApplication.translate("MapFiles", "Cannot import “%1”.").replace("%1", name) if name else "", reason_text(e.reason)]
    if e.place:
        parts.append(QCoreApplication.translate("MapFiles", "Place in the file: %1").replace("%1", e.place))
    parts.append(str(e))
    return "\n\n".join(p for p in parts if p)


class MapFiles:
    """Part of `MainWindow`: maps in and out."""

    # ---- errors and progress ---------------------------------------------------------------
    def _map_error(self, e: MapImportError, title: str = "") -> None:
        QMessageBox.warning(self, title or QCoreApplication.translate("MapFiles", "Cannot import the map"), error_text(e))

    def _progress(self, title: str):
        """A progress callback for the importers: the bar appears only past half a second. One
        dialog per window, reset after each import (a dialog merely closed would still show itself
        when its half-second timer fires, over the import dialog or an error message)."""
        dlg = getattr(self, "_progress_dialog", None)
        if dlg is None:
            dlg = self._progress_dialog = QProgressDialog(self)
            dlg.setWindowModality(Qt.WindowModal)
            dlg.setMinimumDuration(PROGRESS_AFTER_MS)
            dlg.setAutoClose(False)
            dlg.setRange(0, 100)
        dlg.reset()
        dlg.setLabelText(title)
        dlg.setCancelButtonText(QCoreApplication.translate("MapFiles", "Cancel"))
        dlg.setValue(0)  # starts the half-second timer

        def report(fraction: float, _stage: str) -> None:
            dlg.setValue(round(100 * fraction))
            QApplication.processEvents()
            if dlg.wasCanceled():
                raise Cancelled

        return dlg, report

    @staticmethod
    def _end_progress(dlg: QProgressDialog) -> None:
        dlg.reset()  # stops the timer that would show it
        dlg.hide()

    # ---- opening a map -----------------------------------------------------------------------
    def new_from_image(self) -> None:
        """File › New from map image…"""
        if not self.maybe_save():
            return
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MapFiles", "New from map image"), settings.get(settings.LAST_FOLDER),
                                              QCoreApplication.translate("MapFiles", "Map pictures (*.png *.jpg *.jpeg *.webp)"))
        if name:
            self.import_map_path(name)

    def import_map_path(self, name) -> bool:
        """A map picture (then calibrated) or a Universal VTT file, as a new encounter. False, with
        one message, when it cannot be imported or the Director cancels; the open encounter stays."""
        path = Path(name)
        if is_picture_name(path):
            return self._import_picture(path)
        return self._import_uvtt(path)

    def _read_picture(self, path: Path) -> tuple[bytes, QPixmap] | None:
        try:
            data = read_limited(path, MAX_PICTURE_BYTES, "a map picture")
            check_picture(data, path)  # the size from the header: a bomb is refused before decoding
        except MapImportError as e:
            self._map_error(e)
            return None
        pixmap = pictures.pixmap_for(data)  # the scenes reuse it: decoded once
        if pixmap.isNull():
            self._map_error(MapImportError(f'Cannot import "{path.name}": the picture cannot be decoded.',
                                           reason="not-image", path=path))
            return None
        return data, pixmap

    def _calibrate(self, pixmap: QPixmap, initial: Calibration | None = None) -> Calibration | None:
        dlg = CalibrationDialog(pixmap, initial, self)
        self._calibration_dialog = dlg  # a test drives it while it is open
        accepted = dlg.exec() == QDialog.Accepted
        return dlg.calibration() if accepted else None

    def _import_picture(self, path: Path) -> bool:
        read = self._read_picture(path)
        if read is None:
            return False
        data, pixmap = read
        cal = self._calibrate(pixmap)
        if cal is None:
            return False
        try:
            result = encounter_from_image(data, cal, name=path.stem or "map", ruleset=self.encounter.ruleset,
                                          path=path)
        except MapImportError as e:
            self._map_error(e)
            return False
        self._open_imported(result.encounter, path)
        return True

    def _import_uvtt(self, path: Path) -> bool:
        options = ImportOptions(ruleset=self.encounter.ruleset)
        dlg, report = self._progress(QCoreApplication.translate("MapFiles", "Importing %1…").replace("%1", path.name))
        try:
            report(0.0, "read")
            doc = read_uvtt_doc(path)
            first = import_uvtt_doc(doc, options, path=path, progress=report)
        except MapImportError as e:
            self._end_progress(dlg)
            self._map_error(e)
            return False
        except Cancelled:
            self._end_progress(dlg)
            return False
        self._end_progress(dlg)
        ask = UvttImportDialog(doc, path, first, options, self)
        self._uvtt_dialog = ask  # a test drives it while it is open
        if ask.exec() != QDialog.Accepted:
            return False
        self._open_imported(ask.result.encounter, path)
        return True

    def _open_imported(self, enc, path: Path) -> None:
        settings.set(settings.LAST_FOLDER, str(path.parent))
        self._clear_autosave()
        self.set_encounter(enc, None, path.stem)
        self.statusBar().showMessage(QCoreApplication.translate("MapFiles", "Imported %1: %2 × %3 squares").replace("%1", path.name)
                                     .replace("%2", str(enc.board.width)).replace("%3", str(enc.board.height)), 8000)

    # ---- export ----------------------------------------------------------------------------
    def export_map(self) -> bool:
        """File › Export…: the map picture, walls, doors and kept lights as Universal VTT."""
        img = self.encounter.map_image
        if img is None or not img.data:
            QMessageBox.information(self, QCoreApplication.translate("MapFiles", "Export"), reason_text("no-image"))
            return False
        folder = settings.get(settings.LAST_FOLDER) or str(Path.home())
        suggestion = str(Path(folder) / f"{self.display_name or 'map'}.dd2vtt")
        name, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MapFiles", "Export the map"), suggestion,
                                              QCoreApplication.translate("MapFiles", "Universal VTT (*.dd2vtt *.uvtt *.df2vtt)"))
        return bool(name) and self.export_map_to(name)

    def export_map_to(self, name) -> bool:
        path = Path(name)
        if not is_uvtt_name(path):
            path = path.with_name(path.name + ".dd2vtt")
        try:
            write_uvtt(self.encounter, path)
        except MapImportError as e:
            QMessageBox.warning(self, QCoreApplication.translate("MapFiles", "Could not export the map"), error_text(e))
            return False
        self.statusBar().showMessage(QCoreApplication.translate("MapFiles", "Exported %1").replace("%1", path.name), 5000)
        return True

    # ---- the picture of the open encounter -------------------------------------------------
    def calibrate_map(self) -> None:
        """Map › Grid and map image…: calibrate the map picture again (or choose one first)."""
        img = self.encounter.map_image
        pixmap = pictures.pixmap_for(img.data) if img is not None and img.data else QPixmap()
        if pixmap.isNull():
            self.choose_map_picture()
            return
        cal = self._calibrate(pixmap, Calibration(img.square_px, img.offset))
        if cal is not None:
            self._apply_picture(img.data, img.path, cal, (pixmap.width(), pixmap.height()), img)

    def choose_map_picture(self) -> None:
        """Map › Set map image…: a new picture under this encounter, calibrated."""
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MapFiles", "Choose a map image"), settings.get(settings.LAST_FOLDER),
                                              QCoreApplication.translate("MapFiles", "Map pictures (*.png *.jpg *.jpeg *.webp)"))
        if not name:
            return
        read = self._read_picture(Path(name))
        if read is None:
            return
        data, pixmap = read
        cal = self._calibrate(pixmap)
        if cal is not None:
            kind = check_picture(data, name).kind
            self._apply_picture(data, f"{Path(name).stem or 'map'}{EXTENSIONS[kind]}", cal,
                                (pixmap.width(), pixmap.height()), None)

    def _apply_picture(self, data: bytes, name: str, cal: Calibration, size, old: MapImage | None) -> None:
        """One undo step: the picture and its calibration, and the board resized to the picture."""
        enc = self.encounter
        fit = cal.fit(*size)
        grid = Grid(fit.width, fit.height)
        outside = [c.label for c in enc.creatures if not grid.contains(enc.space(c))]
        if outside:
            QMessageBox.warning(self, QCoreApplication.translate("MapFiles", "Grid and map image"), QCoreApplication.translate("MapFiles", "These tokens would be off the map: %1")
                                .replace("%1", ", ".join(outside)))
            return
        new = MapImage(name, data, float(cal.square_px), fit.offset, dict(old.kept) if old else {})
        if old is not None:
            new = dataclasses.replace(old, square_px=float(cal.square_px), offset=fit.offset)
        with commands.macro(self.undo_stack, QCoreApplication.translate("MapFiles", "Calibrate the map")):
            if (fit.width, fit.height) != (enc.board.width, enc.board.height):
                walls = [w for w in enc.board.walls if all(0 <= x <= fit.width and 0 <= y <= fit.height
                                                           for x, y in w.points)]
                terrain = {c: t for c, t in enc.board.terrain.items() if grid.contains_cell(c)}
                self.undo_stack.push(commands.SetBoard(enc, Board(grid, tuple(walls), terrain), QCoreApplication.translate("MapFiles", "Resize map")))
            self.undo_stack.push(commands.SetMapImage(enc, new, QCoreApplication.translate("MapFiles", "Calibrate the map")))
        self.view.fit_map()

    # ---- drops -----------------------------------------------------------------------------
    def _install_map_drops(self) -> None:
        self._drop_filter = MapDropFilter(self)
        self.setAcceptDrops(True)
        self.view.setAcceptDrops(True)
        self.view.viewport().installEventFilter(self._drop_filter)
        self.installEventFilter(self._drop_filter)

    def open_dropped(self, name: str) -> bool:
        """A file dropped on the window: an encounter opens, a map is imported."""
        if not self.maybe_save():
            return False
        suffix = Path(name).suffix.lower()
        if suffix in (".damier", ".json"):
            return self.open_path(name)
        return self.import_map_path(name)


def dropped_file(mime) -> str | None:
    """The first local file of a drop that Damier can open, else None."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        name = url.toLocalFile()
        if name and Path(name).suffix.lower() in DROPPABLE:
            return name
    return None


class MapDropFilter(QObject):
    """Drops on the map or the window: pictures, Universal VTT maps and encounters."""

    def __init__(self, win):
        super().__init__(win)
        self.win = win

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind in (QEvent.DragEnter, QEvent.DragMove):
            if dropped_file(event.mimeData()):
                event.setDropAction(Qt.CopyAction)
                event.accept()
                return True
            if event.mimeData().hasUrls():  # files Damier cannot open: no drop cursor
                event.ignore()
                return True
            return False
        if kind == QEvent.Drop:
            name = dropped_file(event.mimeData())
            if name:
                event.setDropAction(Qt.CopyAction)
                event.accept()
                # after the drop returns: the dialogs of an import must not run inside the drag
                QTimer.singleShot(0, lambda: self.win.open_dropped(name))
                return True
        return False
