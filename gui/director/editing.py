"""Editing from the Director's window: the properties panel, token menu, delete, rules, toggles,
the map image and grid dialogs (each change one undo command)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QMenu,
    QMessageBox,
    QWidget,
)

from geometry import Space
from gui.base import settings
from gui.director.tool_options import COMMON_CONDITIONS
from gui.map import commands, labels
from gui.map.items.tokens import TokenItem
from gui.map.items.walls import WallItem
from gui.map.tools.select import SelectTool
from rules.packs import RULESETS


class Editing:
    """Part of `MainWindow`: what the panels, menus and dialogs change (texts in MainWindow's context)."""

    # ---- status, selection, properties ---------------------------------------------------
    def _show_cost(self, p) -> None:
        if p is None:
            self.cost_label.setText("")
            return
        label = self.encounter.creature(p.creature_id).label if self.encounter.has_creature(p.creature_id) else ""
        if not p.legal:
            self.cost_label.setText(self.scene.labelled(label, "✕ " + self.scene.reason_text(p)))
        else:
            self.cost_label.setText(self.scene.labelled(label, p.cost_label or self.scene.preview_text(p).split("\n")[0]))

    def _selection_changed(self) -> None:
        self._show_selection(raise_dock=True)

    def _properties_follow_model(self, *_index) -> None:
        """After any undo step (an undo, a drag, the token menu) the panel shows the model as it is."""
        self._show_selection(raise_dock=False)

    def _show_selection(self, raise_dock: bool) -> None:
        if self.scene is None:
            return
        try:
            items = self.scene.selectedItems()
        except RuntimeError:  # the scene is being torn down
            return
        panel = self.properties_panel
        tokens = [it for it in items if isinstance(it, TokenItem)]
        walls = [it for it in items if isinstance(it, WallItem)]
        zones = [zid for (kind, zid), it in self.scene._items.items() if kind == "zone" and it in items]
        enc = self.encounter
        if len(tokens) == 1 and enc.has_creature(tokens[0].creature_id):
            panel.show_creature(enc.creature(tokens[0].creature_id), enc.fight.players)
        elif not tokens and len(walls) == 1 and walls[0].index < len(enc.board.walls):
            panel.show_wall(walls[0].index, enc.board.walls[walls[0].index])
        elif not tokens and not walls and len(zones) == 1:
            panel.show_zone(next(z for z in enc.zones if z.id == zones[0]))
        else:
            panel.show_creature(None)
            return
        dock = panel.parentWidget()
        if raise_dock and isinstance(dock, QDockWidget):  # selecting brings its properties forward (over Fight, Dice tray…)
            dock.raise_()

    def _apply_wall(self, index: int, wall) -> None:
        walls = list(self.encounter.board.walls)
        if 0 <= index < len(walls):
            walls[index] = wall
            self.undo_stack.push(commands.SetBoard(self.encounter, self.encounter.board.with_walls(walls),
                                                   QCoreApplication.translate("MainWindow", "Edit wall")))
            self._selection_changed()

    def _apply_zone(self, zone) -> None:
        zones = [zone if z.id == zone.id else z for z in self.encounter.zones]
        self.undo_stack.push(commands.SetZones(self.encounter, zones, QCoreApplication.translate("MainWindow", "Edit zone")))
        self._selection_changed()

    def _apply_properties(self, new) -> None:
        enc = self.encounter
        if not enc.has_creature(new.id):
            return
        # only what the Director just edited, onto the creature as it is now (a drag or the token
        # menu may have changed it since the panel was filled)
        shown = self.properties_panel.creature
        if shown is None or shown.id != new.id:
            shown = enc.creature(new.id)
        edits = {f.name: getattr(new, f.name) for f in dataclasses.fields(new) if getattr(new, f.name) != getattr(shown, f.name)}
        new = enc.creature(new.id).changed(**edits)
        if new == enc.creature(new.id):
            return
        side = enc.pack.sizes[new.size].side
        if not enc.board.grid.contains(Space(new.at, side)):
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "That size does not fit on the map there."), 8000)
            self._properties_follow_model()  # the panel shows the size kept
            return
        if new.portrait and new.portrait not in enc.images:
            # a picture the Director just chose on disk: read once into the document (never a path kept)
            from rules.encounter_file import EncounterFileError, add_portrait

            try:
                new = new.changed(portrait=add_portrait(enc, new.portrait))
            except EncounterFileError as e:
                QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Portrait"), QCoreApplication.translate(
                    "MainWindow", "“%1” cannot be the portrait: %2.").replace("%1", Path(new.portrait).name).replace("%2", e.detail))
                return
        self.undo_stack.push(commands.ReplaceCreature(enc, new))  # the panel follows (undo stack's indexChanged)

    def token_menu(self, cid: str) -> QMenu:
        """Quick edits at the table: hide, conditions, delete. Each is one undo step."""
        enc = self.encounter
        c = enc.creature(cid)
        menu = QMenu(self)
        hidden = menu.addAction(QCoreApplication.translate("MainWindow", "Hidden from the players"))
        hidden.setCheckable(True)
        hidden.setChecked(c.hidden)
        hidden.triggered.connect(lambda on: self.undo_stack.push(commands.ReplaceCreature(
            enc, enc.creature(cid).changed(hidden=on))))
        sub = menu.addMenu(QCoreApplication.translate("MainWindow", "Conditions"))
        for cond in sorted(set(COMMON_CONDITIONS) | set(c.conditions)):
            act = sub.addAction(labels.condition_label(cond))
            act.setCheckable(True)
            act.setChecked(cond in c.conditions)
            act.triggered.connect(lambda on, k=cond: self._toggle_condition(cid, k, on))
        self.fight_ui.extend_token_menu(menu, cid)
        menu.addSeparator()
        menu.addAction(QCoreApplication.translate("MainWindow", "Delete"), lambda: self.undo_stack.push(commands.RemoveCreature(enc, cid)))
        return menu

    def _toggle_condition(self, cid: str, cond: str, on: bool) -> None:
        c = self.encounter.creature(cid)
        conditions = set(c.conditions) | {cond} if on else set(c.conditions) - {cond}
        self.undo_stack.push(commands.ReplaceCreature(self.encounter, c.changed(conditions=frozenset(conditions))))

    def _token_menu(self, cid: str, screen_pos) -> None:
        if self.encounter.has_creature(cid):
            self.token_menu(cid).exec(screen_pos)

    def delete_selected(self) -> None:
        enc = self.encounter
        items = self.scene.selectedItems()
        tokens = [it.creature_id for it in items if isinstance(it, TokenItem)]
        walls = sorted({it.index for it in items if isinstance(it, WallItem)})
        zones = {zid for (kind, zid), it in self.scene._items.items() if kind == "zone" and it in items}
        if not (tokens or walls or zones):
            return
        with commands.macro(self.undo_stack, QCoreApplication.translate("MainWindow", "Delete")):
            for cid in tokens:
                self.undo_stack.push(commands.RemoveCreature(enc, cid))
            if walls:
                kept = [w for i, w in enumerate(enc.board.walls) if i not in walls]
                self.undo_stack.push(commands.SetBoard(enc, enc.board.with_walls(kept), QCoreApplication.translate("MainWindow", "Delete walls")))
            if zones:
                self.undo_stack.push(commands.SetZones(enc, [z for z in enc.zones if z.id not in zones],
                                                       QCoreApplication.translate("MainWindow", "Delete zones"),
                                                       [p for p in enc.zone_links if not set(p) & zones],
                                                       [p for p in enc.zone_cuts if not set(p) & zones]))

    def switch_ruleset(self, ruleset: str) -> None:
        if ruleset == self.encounter.ruleset:
            return
        self.scene.set_tool(SelectTool(self.scene))
        self.actions["tool_select"].setChecked(True)
        title = labels.ruleset_title(RULESETS[ruleset], self.lang) if ruleset in RULESETS else ruleset
        self.undo_stack.push(commands.SetRuleset(self.encounter, ruleset, title=title))

    def _toggle_targets(self) -> None:
        on = self.actions["show_targets"].isChecked()
        settings.set(settings.SHOW_TARGETS, on)
        self.scene.targets_shown = on
        self.scene.refresh_targets()

    def _toggle_grid(self) -> None:
        on = self.actions["show_grid"].isChecked()
        settings.set(settings.SHOW_GRID, on)
        self.scene._grid.setVisible(on)

    def _set_language(self, code: str) -> None:
        settings.set(settings.LANGUAGE, code)
        QMessageBox.information(self, QCoreApplication.translate("MainWindow", "Language"),
                                QCoreApplication.translate("MainWindow", "The new language will be used the next time Damier starts."))

    # ---- forms ---------------------------------------------------------------------------
    def _ask_form(self, title: str, rows: list[tuple[str, QWidget]]) -> bool:
        """Show `rows` (label, field) in a modal form with OK and Cancel; True on OK."""
        dlg = QDialog(self)
        dlg.setWindowTitle(title)
        form = QFormLayout(dlg)
        for label, field in rows:
            form.addRow(label, field)
        box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        box.accepted.connect(dlg.accept)
        box.rejected.connect(dlg.reject)
        form.addRow(box)
        # PySide deletes a dialog made in a function when the function returns, and the fields with
        # it: keep it until the next form so that the caller can read them
        self._last_form = dlg
        return dlg.exec() == QDialog.Accepted
