"""Part of `MainWindow`: what stands between two Directors and lost edits.

- The lock beside an open `.damier` (rules.lock): a second Damier, or a second window of this one,
  opening the same file hears who has it open since when, and chooses read-only or open anyway.
  Stale locks (a crash) are cleared by rules.lock without asking.
- Before saving over the document: a file changed on disk since it was opened (rules.ondisk) is
  not overwritten without asking; a read-only file asks before being replaced.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gui.director.asking import ask
from rules import lock as _lock
from rules import ondisk
from rules.safe_read import display_name

# Windows of this process holding each document (rules.lock sees one process as one holder).
_HELD: dict[str, list] = {}



def _key(path: Path) -> str:
    return os.fspath(Path(path).resolve())


def holder_text(holder: _lock.LockInfo | None) -> str:
    """“Someone on host since 21:40” in the user's language."""
    who = (holder.user if holder else "") or QCoreApplication.translate("MainWindow", "someone")
    host = (holder.host if holder else "") or QCoreApplication.translate("MainWindow", "another computer")
    since = holder.since.astimezone().strftime("%Y-%m-%d %H:%M") if holder and holder.since else "?"
    return QCoreApplication.translate("MainWindow", "%1 on %2 since %3").replace("%1", who).replace("%2", host).replace("%3", since)


class Guards:
    """Part of `MainWindow`; keeps `self.doc_lock` and `self.fingerprint`, `self.read_only`."""

    doc_lock: _lock.Lock | None = None
    fingerprint: ondisk.Fingerprint | None = None
    read_only: bool = False

    # ---- the lock --------------------------------------------------------------------------
    def _lock_for_opening(self, path: Path):
        """(lock or None, read_only) for opening `path`, or None when the Director cancels."""
        if path.suffix.lower() != ".damier":
            return (None, False)  # a scenario .json is never saved over: nothing to protect
        others = [w for w in _HELD.get(_key(path), []) if w is not self]
        try:
            if others:
                raise _lock.Locked(_lock.read_lock(path) or _lock.LockInfo(_lock.lock_path(path)))
            return (_lock.acquire(path), False)
        except _lock.Locked as e:
            where = (QCoreApplication.translate("MainWindow", "another window of this Damier") if others or e.holder.ours else holder_text(e.holder))
            answer = ask(self, QCoreApplication.translate("MainWindow", "The file is already open"),
                         QCoreApplication.translate("MainWindow", "“%1” is already open (%2). Open it read-only, or open it anyway and risk "
                             "two sets of changes?").replace("%1", display_name(path)).replace("%2", where),
                         {QMessageBox.Open: QCoreApplication.translate("MainWindow", "Open &read-only"), QMessageBox.Ignore: QCoreApplication.translate("MainWindow", "Open &anyway"),
                          QMessageBox.Cancel: QCoreApplication.translate("MainWindow", "Cancel")}, QMessageBox.Open, QMessageBox.Warning)
            if answer == QMessageBox.Open:
                return (None, True)
            if answer == QMessageBox.Ignore:
                return (_lock.acquire(path, force=True), False)
            return None

    def _hold(self, path: Path | None, lock: _lock.Lock | None) -> None:
        """This window now has `path` open (with `lock`, maybe None); the previous document is let go."""
        self._release_document(keep=path)
        self.doc_lock = lock
        if path is not None:
            _HELD.setdefault(_key(path), []).append(self)

    def _release_document(self, keep: Path | None = None) -> None:
        """Let the open document go; its lock file stays when `keep` is the same file (opened again)."""
        old = self.path
        if old is not None:
            held = _HELD.get(_key(old), [])
            if self in held:
                held.remove(self)
            if not held:
                _HELD.pop(_key(old), None)
        if self.doc_lock is not None:
            same = keep is not None and _key(keep) == _key(self.doc_lock.document)
            if not same and not _HELD.get(_key(self.doc_lock.document)):
                self.doc_lock.release()  # else another window of ours, or this one again, still has it
            self.doc_lock = None

    # ---- before saving ---------------------------------------------------------------------
    def _may_replace(self, path: Path) -> str:
        """"yes", "no" or "save-as": may the save write over `path` as it is on disk now?"""
        if self.fingerprint is not None and _key(path) == _key(Path(self.fingerprint.path)):
            change = ondisk.changed_on_disk(self.fingerprint)
            if change.changed and change.how != "deleted":
                answer = ask(self, QCoreApplication.translate("MainWindow", "The file changed on disk"),
                             QCoreApplication.translate("MainWindow", "“%1” was changed on disk after you opened it (by another program or another "
                                 "Damier). Replace it with your version?").replace("%1", display_name(path)),
                             {QMessageBox.Save: QCoreApplication.translate("MainWindow", "&Replace it"), QMessageBox.SaveAll: QCoreApplication.translate("MainWindow", "Save &as…"),
                              QMessageBox.Cancel: QCoreApplication.translate("MainWindow", "Cancel")}, QMessageBox.Cancel, QMessageBox.Warning)
                if answer == QMessageBox.SaveAll:
                    return "save-as"
                if answer != QMessageBox.Save:
                    return "no"
        elif _key(path) != _key(self.path or Path("")):
            try:  # saving as a file another Damier has open
                other = _lock.read_lock(path)
            except OSError:
                other = None
            if other is not None and not other.ours and not other.stale:
                r = QMessageBox.question(self, QCoreApplication.translate("MainWindow", "The file is open elsewhere"),
                                         QCoreApplication.translate("MainWindow", "“%1” is open (%2). Replace it anyway?").replace(
                                             "%1", display_name(path)).replace("%2", holder_text(other)),
                                         QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
                if r != QMessageBox.Yes:
                    return "no"
        if ondisk.is_read_only(path):
            r = QMessageBox.question(self, QCoreApplication.translate("MainWindow", "Read-only file"),
                                     QCoreApplication.translate("MainWindow", "“%1” is read-only. Replace it anyway?").replace("%1", display_name(path)),
                                     QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
            if r != QMessageBox.Yes:
                return "no"
            try:
                ondisk.make_writable(path)
            except OSError:
                pass  # the save says why if the folder refuses it too
        return "yes"

    def _saved_as(self, path: Path) -> None:
        """After a save to `path`: hold its lock and remember what is on disk now."""
        if self.path is None or _key(path) != _key(self.path) or self.doc_lock is None:
            try:
                lock = _lock.acquire(path, force=True)
            except OSError:
                lock = None
            self._hold(path, lock)
        try:
            self.fingerprint = ondisk.fingerprint(path)
        except OSError:
            self.fingerprint = None
        self.read_only = False
