"""The zone fight in French, mid-Passe, on both screens (the game's own words), with screenshots of
both windows ($DAMIER_SCREENSHOTS when set, to look at them)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import drag_token
from tests.gui.test_zone_fight_window import zone_encounter

NB = "\u00a0"


@pytest.fixture
def french(qapp):
    from gui.base.i18n import install_translators

    assert "damier_fr" in install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


def test_mid_passe_in_french_on_both_screens(french, make_window, tmp_path):
    win = make_window(zone_encounter(), lang="fr", size=(1500, 860))
    win.players.show()
    win.players.window.resize(1280, 720)
    desk, enc = win.zone_fight, win.encounter
    assert desk.start({"do": "start", "first": "players", "menace": {"brigands": 4}})
    assert desk.reserve("aline", "add", 5) and desk.reserve("bruno", "add", 3)
    assert desk.reserve("brigands", "add", 7)
    drag_token(win, "aline", (7, 5))  # courtyard -> kitchen: the move action
    assert "l’action de déplacement est comptée" in win.statusBar().currentMessage()
    assert desk.act("capitaine", ["attack"])
    assert desk.attack({"do": "attack", "target": "bruno", "success": True, "qualities": 6, "tenacity": "success"})
    assert desk.act("aline", ["attack"])
    assert desk.attack({"do": "attack", "target": "capitaine", "success": True, "qualities": 4})
    drag_token(win, "aline", (7, 1))  # kitchen -> hall: the way is cut, said in French
    assert f"Aline ne peut pas aller là{NB}: le passage de Kitchen à Hall est coupé" \
        in win.statusBar().currentMessage()
    assert desk.act("bruno", ["talk"]) is False  # the initiative went to the Meneur
    assert desk.panel.result.text() == f"Bruno ne peut pas agir{NB}: l’initiative n’est pas au camp de Bruno"
    QApplication.processEvents()
    assert enc.fight.state.panel().last_hit.effect == "box"

    panel, board = desk.panel, desk.board
    assert panel.header.text() == f"Passe 1 — initiative{NB}: Meneur"
    assert board.header_text() == f"Passe 1 · initiative{NB}: Meneur"
    assert board.card_texts() == [f"Aline{NB}: Réserve 5", f"Bruno{NB}: Réserve 3",
                                  f"brigands{NB}: Réserve 7 · Menace 4"]
    headers = [panel.tree.headerItem().text(i) for i in range(panel.tree.columnCount())]
    assert headers == ["Combattant", "Actions", "Défense", "Moniteur", "Tension", "Traumatismes",
                       "Utilisées cette Passe"]
    assert [panel.forms.tabText(i) for i in range(4)] == ["Action", "Réaction", "Attaque", "Réserve"]
    assert "Meneur (cultists)" in panel.reserves.text()  # the Meneur's own panel has the hidden group

    shots = Path(os.environ.get("DAMIER_SCREENSHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    director = win.grab()
    players = win.players.window.grab()
    assert director.save(str(shots / "zone-fight-director-fr.png"))
    assert players.save(str(shots / "zone-fight-players-fr.png"))
    # the band is drawn under the map, at least 1/25 of the players' window tall per text line
    assert board.isVisible() and board.text_px() >= win.players.window.height() / 25 - 1
