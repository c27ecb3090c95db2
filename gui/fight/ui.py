"""`FightUI`: the fight's parts in the Director's window, wired together: the controller, the fight
dock and the dice tray dock, the turn strip and roll banner on the players' screen, typing `-7` on
the selected token, and the start dialogs. The window builds it with `FightUI(self)`."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDockWidget

from gui.base.docks import tab_dock
from gui.fight.controller import FightController
from gui.fight.dice_panel import DiceTrayPanel
from gui.fight.panel import FightPanel
from gui.fight.start_dialog import DrawSteelStartDialog, InitiativeStartDialog
from gui.fight.strip import RollBanner, TurnStrip, strip_content
from gui.fight.token_menu import extend_token_menu


class FightUI(QObject):
    def __init__(self, win, seed: int | None = None):
        super().__init__(win)
        self.win = win
        self.ctrl = FightController(win, seed, parent=self)
        self.ctrl.message.connect(lambda s: win.statusBar().showMessage(s, 8000))
        self.panel = FightPanel()
        self.panel.start_requested.connect(self.start)
        self.panel.next_requested.connect(self.ctrl.next_turn)
        self.panel.end_requested.connect(self.ctrl.end_fight)
        self.panel.turn_requested.connect(self.ctrl.take_turn)
        self.panel.typed.connect(self._typed)
        self.dice = DiceTrayPanel(lambda: self.ctrl.tray)
        self.dice.message.connect(lambda s: win.statusBar().showMessage(s, 8000))
        self.dice.show_big.connect(self.ctrl.show_big)
        self.ctrl.rolled.connect(self.dice.add)
        # beside the properties and the palette, as tabs
        props = win.findChild(QDockWidget, "properties")
        fight = tab_dock(win, self.tr("Fight"), self.panel, "fight", 320, beside=props)
        self.docks = {"fight": fight,
                      "dice_tray": tab_dock(win, self.tr("Dice"), self.dice, "dice_tray", 320, beside=fight)}
        if props is not None:
            props.raise_()
        self.strip: TurnStrip | None = None
        self.banner: RollBanner | None = None
        self._enc = None
        self._was_running = False
        self.stamina_shown = False  # the Director shows every creature's Stamina / hit points
        win.view.installEventFilter(self)
        win.view.viewport().installEventFilter(self)

    # ---- following the encounter and the players' screen -------------------------------------
    def set_encounter(self, enc) -> None:
        if self._enc is not None:
            for sig in self._signals(self._enc):
                try:
                    sig.disconnect(self.refresh)
                except (RuntimeError, TypeError):
                    pass
        self._enc = enc
        for sig in self._signals(enc):
            sig.connect(self.refresh)
        self.dice.set_ruleset(enc.ruleset)
        self.refresh()

    @staticmethod
    def _signals(enc):
        return (enc.fight_changed, enc.creature_changed, enc.creature_added, enc.creature_removed,
                enc.fog_changed, enc.ruleset_changed)

    def attach_players(self, players) -> None:
        """Put the turn strip and the roll banner on the players' window."""
        self.players = players
        self.strip = TurnStrip(players.window)
        self.banner = RollBanner(players.window)
        players.window.installEventFilter(self)
        self.ctrl.show_big.connect(self.banner.show_text)
        self.refresh()

    def refresh(self, *_args) -> None:
        enc = self.win.encounter
        if enc is None:
            return
        zones = enc.ruleset == "zones"
        self._enable_actions(zones, enc)
        if zones != getattr(self, "_zones", None):  # the zone game has its own dock and band (zones_desk.py)
            self._zones = zones
            self.docks["fight"].setVisible(not zones)
        if zones:
            if self.strip is not None and self.strip.set_content(None):
                QTimer.singleShot(0, self.players.apply_camera)
            return
        self.panel.refresh(enc)
        self.dice.set_ruleset(enc.ruleset)
        if enc.fight.running and not self._was_running:
            self.docks["fight"].raise_()
        self._was_running = enc.fight.running
        self._sync_players_stamina()
        if self.strip is not None and self.players.scene is not None:
            if self.strip.set_content(strip_content(enc.fight, self.players.scene.player_encounter)):
                QTimer.singleShot(0, self.players.apply_camera)

    # the Fight menu offers what can be done now: the grid fight's turns only while it runs, the
    # zone game's items only under the Zones rules
    GRID_RUNNING = ("fight_turn", "fight_end_turn", "fight_next", "fight_end")
    ZONES = ("zone_fight_start", "zone_fight_end", "zone_fight_panel")

    def _enable_actions(self, zones: bool, enc) -> None:
        actions = getattr(self.win, "actions", {})
        running = enc.fight.running
        for name in self.GRID_RUNNING:
            if name in actions:
                actions[name].setEnabled(not zones and running)
        if "fight_start" in actions:
            actions["fight_start"].setEnabled(not zones and not running)
        for name in self.ZONES:
            if name in actions:
                actions[name].setEnabled(zones)

    def show_stamina_to_players(self, on: bool) -> None:
        """« in other systems nothing unless the Director shows it »: every bar on the players' screen."""
        self.stamina_shown = bool(on)
        self._sync_players_stamina()

    def _sync_players_stamina(self) -> None:
        scene = getattr(getattr(self, "players", None), "scene", None)
        if scene is not None and getattr(scene, "stamina_shown", False) != self.stamina_shown:
            scene.stamina_shown = self.stamina_shown
            for it in scene.token_items():
                scene.sync_token(it.creature_id)

    def eventFilter(self, obj, event) -> bool:
        if self.strip is not None and obj is self.players.window and event.type() == QEvent.Resize:
            self.strip.relayout()
            self.banner.recentre()
        elif event.type() == QEvent.KeyPress and obj in (self.win.view, self.win.view.viewport()) \
                and event.text() in ("-", "+") and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier) \
                and self.ctrl.selected() is not None:
            # typing on the selected token: the line of the fight dock takes over
            self.docks["fight"].show()
            self.docks["fight"].raise_()
            self.panel.typing.setFocus()
            self.panel.typing.setText(event.text())
            return True
        return False

    def _typed(self, text: str) -> None:
        self.ctrl.apply_typed(text)
        self.win.view.setFocus()

    # ---- actions (rows of the action table) ---------------------------------------------------
    def start(self) -> None:
        ctrl = self.ctrl
        if ctrl.running:
            self.win.statusBar().showMessage(self.tr("A fight is already running."), 8000)
            return
        if self.win.encounter.ruleset == "draw-steel":
            roll = ctrl.roll_d10()
            dlg = DrawSteelStartDialog(roll.total, self.win, self.win.encounter)
            if dlg.exec() == QDialog.Accepted:
                first, surprised = dlg.choice()
                ctrl.start_draw_steel(roll, first, surprised, dlg.agility())
        elif self.win.encounter.ruleset in ("dnd5e", "douaratil", "pf2e"):
            dlg = InitiativeStartDialog(self.win.encounter, self.win)
            if dlg.exec() == QDialog.Accepted:
                ctrl.start_initiative(*dlg.choice())
        else:
            self.win.zone_fight.start_dialog()  # the zone game's start (gui/fight/zones_desk.py)

    def extend_token_menu(self, menu, cid: str) -> None:
        extend_token_menu(menu, self.ctrl, cid, self.win)
