"""Files from the Director's window: new, open, save, recent files, autosave and crash recovery.
The user-facing file messages themselves are in gui.director.files."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox, QSpinBox

from geometry import Board, Grid
from gui.base import settings
from gui.director import files
from rules import autosave as _autosave
from rules.encounter import Encounter
from rules.packs import RULESETS
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
        self.set_encounter(enc, None, QCoreApplication.translate("MainWindow", "Untitled"))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Open an encounter"), settings.get(settings.LAST_FOLDER),
                                              QCoreApplication.translate("MainWindow", "Damier and maps (*.damier *.json *.dd2vtt *.uvtt *.df2vtt);;Encounters (*.damier);;Scenarios (*.json);;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;All files (*)"))
        if name:
            self.open_path(name)

    def open_path(self, name: str | os.PathLike, *, quiet: bool = False) -> bool:
        """Open a file; on failure say why and keep the open encounter as it is."""
        path = Path(name)
        if is_uvtt_name(path):  # a map from another tool: imported through its dialog (map_files)
            return self.import_map_path(path)
        try:
            enc = files.open_encounter(path)
        except files.FileProblem as e:
            if quiet:
                raise
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot open the file"), str(e))
            return False
        settings.set(settings.LAST_FOLDER, str(path.parent))
        settings.add_recent(str(path.resolve()))
        self._clear_autosave()
        is_damier = path.suffix.lower() == ".damier"
        self.set_encounter(enc, path.resolve() if is_damier else None, path.stem)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Opened %1").replace("%1", path.name), 5000)
        return True

    def save(self) -> bool:
        if self.path is None:
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
        try:
            files.save_encounter(self.encounter, path)
        except files.FileProblem as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Could not save"), str(e))
            return False
        self.path = path.resolve()
        self.display_name = path.stem
        self._recovered_dirty = False
        self.undo_stack.setClean()
        settings.set(settings.LAST_FOLDER, str(path.parent))
        settings.add_recent(str(self.path))
        self._clear_autosave()
        self._update_title()
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved %1").replace("%1", path.name), 5000)
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = settings.get(settings.RECENT_FILES)
        for p in recent:
            act = self.recent_menu.addAction(Path(p).name)
            act.setToolTip(p)
            act.triggered.connect(lambda _c=False, path=p: self.maybe_save() and self.open_path(path))
        if not recent:
            act = self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "(none)"))
            act.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "Clear list"), lambda: settings.set(settings.RECENT_FILES, []))

    # ---- autosave and recovery -----------------------------------------------------------
    def autosave_now(self) -> None:
        if not self._use_autosave or not self.is_modified():
            return
        try:
            _autosave.autosave(self.encounter, self.path)
        except Exception as e:  # noqa: BLE001 - an autosave failure must not interrupt play
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Autosave failed: %1").replace("%1", str(e)), 10000)

    def _clear_autosave(self) -> None:
        if self._use_autosave:
            try:
                _autosave.clear()
            except OSError:
                pass

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
                    QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot recover"), str(e))
                    rec.discard()
                    continue
                source = rec.source if rec.source and rec.source.suffix.lower() == ".damier" else None
                self.set_encounter(enc, source, (source.stem if source else what))
                self._recovered_dirty = True
                self._update_title()
                rec.discard()
                self.autosave_now()
                return
            rec.discard()
