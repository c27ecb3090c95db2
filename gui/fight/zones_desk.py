"""The zone fight at the table (issue 14), driven from the Director's window: the Meneur's panel in a
dock beside the map, the band on the players' screen, and the drag hook that counts a token moved
to another zone as the "move" action (or says why the zone graph or the Passe refuses it).

Every recorded event goes through `gui.fight.commands.record` (the fight room's): one undo step, on
the encounter's fight log, saved in the `.damier` file. Wiring it into a main window:

    self.zone_fight = ZoneFightDesk.for_main_window(self)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDockWidget, QScrollArea

from gui.fight import zones_words as words
from gui.fight.commands import record
from gui.fight.zones_panel import ZoneFightPanel
from gui.fight.zones_players import ZonePlayersBoard, public_board
from gui.fight.zones_start import ZoneStartDialog
from gui.map.commands import MoveCreature
from rules.errors import RulesError
from rules.fight.zones import MINORS, ZoneFight


class ZoneFightDesk(QObject):
    def __init__(self, mw):
        super().__init__(mw)
        self.mw = mw
        self.enc = None
        self._zones_shown: bool | None = None
        self.panel = ZoneFightPanel()
        scroll = QScrollArea()
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        self.dock = QDockWidget(QCoreApplication.translate("ZoneFightDesk", "Zone fight"), mw)
        self.dock.setObjectName("zone_fight")
        self.dock.setWidget(scroll)
        self.dock.setMinimumWidth(420)
        mw.addDockWidget(Qt.LeftDockWidgetArea, self.dock)
        self.board: ZonePlayersBoard | None = None
        players = getattr(mw, "players", None)
        if players is not None and players.window is not None:
            self.board = ZonePlayersBoard(players.window)
            players.window.layout().addWidget(self.board)  # under the map: the camera fits above it
        p, f = self.panel, self.panel.forms
        p.start_requested.connect(self.start_dialog)
        p.end_requested.connect(self.end)
        f.act_requested.connect(self.act)
        f.react_requested.connect(self.react)
        f.attack_requested.connect(self.attack)
        f.reserve_requested.connect(self.reserve)
        mw.encounter_changed.connect(self.attach)
        self.attach(mw.encounter)

    @classmethod
    def for_main_window(cls, mw) -> ZoneFightDesk:
        return cls(mw)

    # ---- following the encounter -------------------------------------------------------------
    def attach(self, enc) -> None:
        if self.enc is not None:
            for sig in (self.enc.fight_changed, self.enc.ruleset_changed, self.enc.creature_changed,
                        self.enc.creature_added, self.enc.creature_removed, self.enc.fog_changed):
                try:
                    sig.disconnect(self.refresh)
                except (RuntimeError, TypeError):
                    pass
        self.enc = enc
        for sig in (enc.fight_changed, enc.ruleset_changed, enc.creature_changed, enc.creature_added,
                    enc.creature_removed, enc.fog_changed):
            sig.connect(self.refresh)
        self.mw.scene.move_hook = self.move_hook
        self.mw.scene.selectionChanged.connect(self._selected)
        self.refresh()

    def _selected(self) -> None:
        """A token selected on the map becomes the one the forms act and react for."""
        try:
            ids = self.mw.scene.selected_creature_ids()
        except (RuntimeError, AttributeError):  # the scene is being torn down (a new file, closing)
            return
        f = self.fight()
        if f is None or len(ids) != 1 or ids[0] not in f.fighters:
            return
        self.panel.forms.choose(f.actor_of(ids[0]), ids[0])

    def fight(self) -> ZoneFight | None:
        if self.enc is None or self.enc.pack.id != "zones":
            return None
        st = self.enc.fight.state
        return st if isinstance(st, ZoneFight) else None

    def refresh(self, *_args) -> None:
        f = self.fight()
        panel = f.panel() if f is not None else None
        if (f is not None) != self._zones_shown:  # follows the rules; the Meneur may close it meanwhile
            self._zones_shown = f is not None
            self.dock.setVisible(f is not None)
        self.panel.show_panel(self.enc, panel)
        if self.board is not None:
            players = getattr(self.mw, "players", None)
            shown = players.scene.player_encounter if players is not None and players.scene is not None else None
            was = self.board.board is not None
            self.board.set_board(public_board(panel, self.enc, shown) if shown is not None else None)
            if was != (self.board.board is not None) and players is not None:
                QTimer.singleShot(0, players.apply_camera)  # the map's room changed: fit it again

    def say(self, text: str) -> None:
        self.panel.say(text)
        self.mw.statusBar().showMessage(text, 8000)

    # ---- recording (each one undo step) ----------------------------------------------------------
    def _record(self, events: list[dict], text: str, move=None) -> bool:
        if self.fight() is None:
            self.say(QCoreApplication.translate("ZoneFightDesk", "The zone fight needs the Zones rules"))
            return False
        stack = self.mw.undo_stack
        try:
            if move is None:
                record(stack, self.enc, events, text)
            else:  # the token and its "move" action: one undo step
                cid, to = move
                stack.beginMacro(text)
                stack.push(MoveCreature(self.enc, cid, to, self.enc.creature(cid).label))
                done = False
                try:
                    record(stack, self.enc, events, text)
                    done = True
                finally:
                    stack.endMacro()
                    if not done:
                        stack.undo()  # the token goes back: its action was refused
        except RulesError as e:
            self.say(QCoreApplication.translate("ZoneFightDesk", "Not recorded: the rules do not allow it (%1)").replace("%1", str(e)))
            return False
        return True

    def start_dialog(self) -> None:
        f = self.fight()
        if f is None:
            self.say(QCoreApplication.translate("ZoneFightDesk", "The zone fight needs the Zones rules"))
            return
        if f.started:
            self.say(QCoreApplication.translate("ZoneFightDesk", "The fight is already running"))
            return
        dlg = ZoneStartDialog(list(f.meneur_sides), self.mw)
        if dlg.exec() == QDialog.Accepted:
            self.start(dlg.event_dict())

    def start(self, event: dict) -> bool:
        if self._record([event], QCoreApplication.translate("ZoneFightDesk", "Start the zone fight")):
            self.say(QCoreApplication.translate("ZoneFightDesk", "The fight starts; initiative: %1").replace("%1", words.camp_name(self.fight().initiative)))
            return True
        return False

    def end(self) -> bool:
        f = self.fight()
        if f is None or not f.started:
            self.say(QCoreApplication.translate("ZoneFightDesk", "No fight is running"))
            return False
        return self._record([{"do": "end"}], QCoreApplication.translate("ZoneFightDesk", "End the zone fight"))

    def act(self, aid: str, actions: list[str]) -> bool:
        f = self.fight()
        if f is None or not aid:
            return False
        label = words.actor_label(self.enc, aid)
        if not actions:
            self.say(QCoreApplication.translate("ZoneFightDesk", "Choose one or two types of action for %1").replace("%1", label))
            return False
        refused = f.refusal(aid, actions)
        if refused:
            self.say(QCoreApplication.translate("ZoneFightDesk", "%1 may not act: %2").replace("%1", label)
                     .replace("%2", words.refusal_text(refused.code, refused.message, self.enc, label)))
            return False
        event = {"do": "act", "actions": list(actions)}
        event.update({"minors": aid[len(MINORS):]} if aid.startswith(MINORS) else {"creature": aid})
        events = [event]
        paid = f.paid_actions(aid, actions)
        if paid:  # extra minor actions: the dice go with the act, in the same undo step
            events.append({"do": "reserve", "owner": aid[len(MINORS):], "spend": paid})
        names = ", ".join(words.action_name(t) for t in actions)
        if self._record(events, QCoreApplication.translate("ZoneFightDesk", "%1: %2").replace("%1", label).replace("%2", names)):
            self.say(QCoreApplication.translate("ZoneFightDesk", "%1: %2 recorded").replace("%1", label).replace("%2", names))
            return True
        return False

    def react(self, who: str) -> bool:
        if not who:
            return False
        event = {"do": "react", **({"minors": who[len(MINORS):]} if who.startswith(MINORS) else {"creature": who})}
        label = words.actor_label(self.enc, who)
        return self._record([event], QCoreApplication.translate("ZoneFightDesk", "%1 reacts").replace("%1", label))

    def attack(self, event: dict) -> bool:
        f = self.fight()
        if f is None or not event.get("target"):
            return False
        before = len(f.hits)
        label = words.actor_label(self.enc, event["target"])
        if not self._record([event], QCoreApplication.translate("ZoneFightDesk", "Attack on %1").replace("%1", label)):
            return False
        f = self.fight()
        if len(f.hits) > before:
            hit = f.hits[-1]
            self.say(words.hit_text(self.enc, hit.target, hit.effect))
        return True

    def reserve(self, owner: str, kind: str, n: int) -> bool:
        if not owner:
            return False
        label = words.owner_label(self.enc, owner)
        text = (QCoreApplication.translate("ZoneFightDesk", "Feed the Réserve of %1 (%2)") if kind == "add" else QCoreApplication.translate("ZoneFightDesk", "Spend from the Réserve of %1 (%2)"))
        return self._record([{"do": "reserve", "owner": owner, kind: n}],
                            text.replace("%1", label).replace("%2", str(n)))

    # ---- the drag hook --------------------------------------------------------------------------
    def move_hook(self, cid: str, to) -> bool:
        """Asked by the Select tool before a drop is pushed. True: handled here (counted as the
        move action, or refused with why); False: an ordinary move."""
        f = self.fight()
        if f is None or not f.started:
            return False
        try:
            zm = f.zone_move(cid, to)
        except RulesError:
            return False
        label = words.actor_label(self.enc, cid)
        if not zm.legal:
            why = words.refusal_text(zm.reason, zm.message, self.enc, words.actor_label(self.enc, f.actor_of(cid)),
                                     zm.from_zone, zm.to_zone)
            self.say(QCoreApplication.translate("ZoneFightDesk", "%1 cannot move there: %2").replace("%1", label).replace("%2", why))
            return True
        event = zm.event_dict()
        if event is None:
            return False
        if self._record([event], QCoreApplication.translate("ZoneFightDesk", "Move %1 (move action)").replace("%1", label), move=(cid, to)):
            self.say(QCoreApplication.translate("ZoneFightDesk", "%1 moves: the move action is counted").replace("%1", label))
        return True

    def show_panel(self) -> None:
        if self.fight() is None:
            self.say(QCoreApplication.translate("ZoneFightDesk", "The zone fight needs the Zones rules"))
            return
        self.dock.show()
        self.dock.raise_()
