"""Files from the Director's window: new, open, save, recent files, autosave and crash recovery.
The user-facing file messages themselves are in gui.director.files."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox, QSpinBox

from geometry import Board, Grid
from gui.base import settings
from gui.director import files, opening
from gui.director.file_words import open_refusal
from rules import autosave as _autosave
from rules import ondisk
from rules.encounter import Encounter
from rules.packs import RULESETS
from rules.safe_read import display_name
from rules.uvtt import is_uvtt_name


class Documents:
    """Part of `MainWindow`: the File menu's work (texts in MainWindow's context)."""

    # ---- files -------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the open encounter."""
        if not self.is_modified():
            return True
        r = QMessageBox.question(self, QCoreApplication.translate("MainWindow", "Unsaved changes"),
                                 QCoreApplication.translate("MainWindow", "Save the changes to “%1”?").replace("%1", self.display_name),
                                 QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if r == QMessageBox.Save:
            return self.save()
        return r == QMessageBox.Discard

    def new_encounter(self) -> None:
        if not self.maybe_save():
            return
        w, h = QSpinBox(), QSpinBox()
        w.setRange(1, 500)
        h.setRange(1, 500)
        w.setValue(20)
        h.setValue(15)
        rules = QComboBox()
        for rid, cls in RULESETS.items():
            rules.addItem(cls.title.get(self.lang, cls.title.get("en", rid)), rid)
        rules.setCurrentIndex(max(0, rules.findData(self.encounter.ruleset)))
        if not self._ask_form(QCoreApplication.translate("MainWindow", "New encounter"), [
                (QCoreApplication.translate("MainWindow", "Width (squares)"), w), (QCoreApplication.translate("MainWindow", "Height (squares)"), h), (QCoreApplication.translate("MainWindow", "Rules"), rules)]):
            return
        enc = Encounter(Board(Grid(w.value(), h.value())), rules.currentData())
        self._clear_autosave()
        self._hold(None, None)
        self.fingerprint, self.read_only = None, False
        self.set_encounter(enc, None, QCoreApplication.translate("MainWindow", "Untitled"))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Open an encounter"), settings.get(settings.LAST_FOLDER),
                                              QCoreApplication.translate("MainWindow", "Damier and maps (*.damier *.json *.dd2vtt *.uvtt *.df2vtt);;Encounters (*.damier);;Scenarios (*.json);;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;All files (*)"))
        if name:
            self.open_path(name)

    def open_path(self, name: str | os.PathLike, *, quiet: bool = False, later: bool = False) -> bool:
        """Open a file; on failure say why (after the event loop starts when `later`) and keep the open
        encounter as it is. `quiet` raises FileProblem instead of saying it."""
        path = Path(name)
        if is_uvtt_name(path):  # a map from another tool: imported through its dialog (map_files)
            return self.import_map_path(path)
        ondisk.clean_stale_temp_files(path.parent)  # what killed saves left beside it
        taken = self._lock_for_opening(path)
        if taken is None:
            return False
        lock, read_only = taken
        try:
            opened = opening.open_with_progress(self, path)
        except opening.Cancelled:
            if lock is not None:
                lock.release()
            return False
        except files.FileProblem as e:
            if lock is not None:
                lock.release()
            if quiet:
                raise
            self._say(QMessageBox.warning, QCoreApplication.translate("MainWindow", "Cannot open the file"), str(e), later)
            return False
        settings.set(settings.LAST_FOLDER, str(path.parent))
        self._add_recent(path.resolve())
        self._clear_autosave()
        is_damier = path.suffix.lower() == ".damier"
        # a read-only window edits nothing: it holds no lock, and other windows need not hear of it
        self._hold(path.resolve() if is_damier and not read_only else None, lock)
        self.set_encounter(opened.encounter, path.resolve() if is_damier else None, path.stem)
        self.fingerprint = opened.fingerprint if is_damier else None
        self.read_only = read_only
        self._update_title()
        self._check_map_image()
        notices = files.notices_of(opened)
        if notices:
            self._say(QMessageBox.information, QCoreApplication.translate("MainWindow", "Opened with changes"),
                      "\n".join(notices), later)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Opened %1").replace("%1", display_name(path)), 5000)
        return True

    def _say(self, box, title: str, text: str, later: bool = False) -> None:
        if later:
            QTimer.singleShot(0, lambda: box(self, title, text))
        else:
            box(self, title, text)

    def _check_map_image(self) -> None:
        """A map picture the file holds but Qt will not decode (an image bomb under the header limits,
        a damaged stream) gets a message instead of silently leaving the plain board."""
        img = self.encounter.map_image
        if img is not None and img.data and getattr(self.scene, "map_image_unreadable", False):
            self._say(QMessageBox.warning, QCoreApplication.translate("MainWindow", "Map image"),
                      QCoreApplication.translate("MainWindow", "The map image of this encounter cannot be shown (it is too "
                                                 "large to decode or damaged); the plain board is shown instead."), True)

    def save(self) -> bool:
        if self.path is None or self.read_only:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        folder = settings.get(settings.LAST_FOLDER) or str(Path.home())
        suggestion = str(Path(folder) / f"{self.display_name or 'encounter'}.damier")
        name, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Save the encounter"), suggestion,
                                              QCoreApplication.translate("MainWindow", "Damier (*.damier)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".damier":
            path = path.with_suffix(path.suffix + ".damier") if path.suffix else path.with_suffix(".damier")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        may = self._may_replace(path)
        if may == "save-as":
            return self.save_as()
        if may != "yes":
            return False
        try:
            notices = files.save_encounter(self.encounter, path)
        except files.FileProblem as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Could not save"), str(e))
            return False
        self._saved_as(path.resolve())
        self.path = path.resolve()
        self.display_name = path.stem
        self._recovered_dirty = False
        self.undo_stack.setClean()
        settings.set(settings.LAST_FOLDER, str(path.parent))
        self._add_recent(self.path)
        self._clear_autosave()
        self._update_title()
        if notices:
            QMessageBox.information(self, QCoreApplication.translate("MainWindow", "Saved with changes"), "\n".join(notices))
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved %1").replace("%1", display_name(path)), 5000)
        return True

    # ---- recent files: any name the file system allows (stored by rules.ondisk.path_to_text) ----
    def _add_recent(self, path: Path) -> None:
        settings.add_recent(ondisk.path_to_text(path))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [(t, ondisk.path_from_text(t)) for t in settings.get(settings.RECENT_FILES)]
        recent = [(t, p) for t, p in recent if p is not None]
        for _text, p in recent:
            act = self.recent_menu.addAction(display_name(p))
            act.setToolTip(ondisk.display_path(p))
            act.triggered.connect(lambda _c=False, path=p: self.maybe_save() and self.open_path(path))
        if not recent:
            act = self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "(none)"))
            act.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "Clear list"), lambda: settings.set(settings.RECENT_FILES, []))

    # ---- autosave and recovery -----------------------------------------------------------
    def offer_recovery(self) -> None:
        """After a crash, offer the newest autosave (older ones are offered after it)."""
        if not self._use_autosave:
            return
        try:
            _autosave.start()
            pending = _autosave.pending_recovery()
        except Exception:  # noqa: BLE001
            return
        for rec in pending:
            when = rec.saved.astimezone().strftime("%Y-%m-%d %H:%M")
            what = rec.title or (rec.source.name if rec.source else QCoreApplication.translate("MainWindow", "an unsaved encounter"))
            r = QMessageBox.question(
                self, QCoreApplication.translate("MainWindow", "Recover your work?"),
                QCoreApplication.translate("MainWindow", "Damier did not close properly last time. Recover “%1”, autosaved at %2?")
                .replace("%1", what).replace("%2", when),
                QMessageBox.Yes | QMessageBox.No, QMessageBox.Yes)
            if r == QMessageBox.Yes:
                try:
                    enc = rec.load()
                except Exception as e:  # noqa: BLE001
                    QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot recover"),
                                        open_refusal(rec.path, e))
                    rec.discard()
                    continue
                source = rec.source if rec.source and rec.source.suffix.lower() == ".damier" else None
                taken = self._lock_for_opening(source) if source is not None else (None, False)
                lock, read_only = taken or (None, True)
                self._hold(source, lock)
                self.set_encounter(enc, source, (source.stem if source else what))
                self.read_only = read_only
                try:  # what is on disk now: a save over a file changed since asks first
                    self.fingerprint = ondisk.fingerprint(source) if source is not None else None
                except OSError:
                    self.fingerprint = None
                self._recovered_dirty = True
                self._update_title()
                rec.discard()
                self.autosave_now()
                return
            rec.discard()
