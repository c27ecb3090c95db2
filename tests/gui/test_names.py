"""Issue 15 item 5: names and marks readable on the TV. Token names were elided ("Pip, S…",
"Ogre Jugge…"), badges were bare letters, a zone name was dark on dark and half-clipped."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from gui.map import labels
from gui.players.screen import PlayerScreen


def _demo(qtbot, monkeypatch):
    from gui.shell.app import start

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs the app's hook
    _app, win = start([])
    qtbot.addWidget(win)
    win.maybe_save = lambda: True
    return win


def _full_names_drawn(scene):
    tokens = [t for t in scene.token_items() if t.isVisible()]
    assert tokens
    for t in tokens:
        c = scene.encounter.creature(t.creature_id)
        tag = t.name_tag
        assert tag.text() == c.label  # the whole name, never elided
        assert tag.parentItem() is t and tag.isVisible()
        # the plate holds the text: laid out at the plate's width, no line is wider than it
        rect = tag.boundingRect()
        assert rect.width() > 0 and rect.height() > 0
        assert not (t.flags() & t.GraphicsItemFlag.ItemClipsChildrenToShape)


def test_demo_token_names_are_whole_on_both_screens(qtbot, monkeypatch):
    win = _demo(qtbot, monkeypatch)
    long = [c for c in win.encounter.creatures if len(c.label) > 12]
    assert long, "the demo has long names (Ogre Juggernaut, Bugbear Channeler)"
    _full_names_drawn(win.scene)
    ps = PlayerScreen.for_main_window(win)
    try:
        ps.show()
        qtbot.waitExposed(ps.window)
        _full_names_drawn(ps.scene)
    finally:
        ps.close()


def test_the_name_plate_is_dark_under_white_text_and_wraps_a_long_name(qtbot, monkeypatch):
    win = _demo(qtbot, monkeypatch)
    t = win.scene.token_items()[0]
    one_line = t.name_tag.boundingRect().height()
    t.set_look(label="Ogre Juggernaut of the Deep Black Mountain Halls", colour=QColor("red"))
    assert t.name_tag.text() == "Ogre Juggernaut of the Deep Black Mountain Halls"
    assert t.name_tag.boundingRect().height() > 1.5 * one_line  # wrapped, not cut
    # paint the plate alone on a white and on a black background: white text on dark either way
    for bg in (QColor("white"), QColor("black")):
        r = t.name_tag.boundingRect()
        img = QImage(int(r.width()) + 2, int(r.height()) + 2, QImage.Format_ARGB32)
        img.fill(bg)
        p = QPainter(img)
        p.translate(-r.left(), -r.top())
        t.name_tag.paint(p, None)
        p.end()
        corner_in = img.pixelColor(int(r.width() / 2), 1)  # plate, above the text
        assert corner_in.lightness() < 90


def test_badges_carry_their_condition_in_words(qtbot, monkeypatch):
    win = _demo(qtbot, monkeypatch)
    cid = win.encounter.creatures[0].id
    it = win.scene.token_item(cid)
    it.set_look(label="Pip", colour=QColor("blue"),
                badges=(labels.condition_label("prone"), labels.condition_label("slowed")))
    tips = [b.toolTip() for b in it.badge_items]
    assert tips == ["prone", "slowed"]
    assert [b.mark for b in it.badge_items] == ["P", "S"]
    # left to right in the order the name plate writes the words
    assert it.badge_items[0].pos().x() < it.badge_items[1].pos().x()
    # under a mouse over the badge, the scene finds the badge (its tooltip), not only the token
    at = it.badge_items[0].scenePos()
    items = win.scene.items(QPointF(at))
    assert items[0] is it.badge_items[0]
    # more than four conditions: the last badge names the rest
    it.set_look(label="Pip", colour=QColor("blue"), badges=("a1", "b2", "c3", "d4", "e5"))
    assert len(it.badge_items) == 4 and it.badge_items[-1].toolTip() == "d4, e5"


def test_zone_names_sit_on_a_dark_plate_inside_the_zone(qtbot, monkeypatch):
    win = _demo(qtbot, monkeypatch)
    win.switch_ruleset("zones")
    zones = [z for z in win.scene.items() if type(z).__name__ == "ZoneItem"]
    assert len(zones) >= 3
    for z in zones:
        plate = z.label_rect()
        assert z.boundingRect().contains(plate)  # never half outside the zone
        assert z.LABEL_PLATE.lightness() < 60 and z.LABEL_PLATE.alpha() > 150
        assert z.LABEL_TEXT.lightness() > 200
        # the plate really is painted: a pixel of it is dark even on a light map
        r = z.boundingRect()
        img = QImage(int(r.width()) + 1, int(r.height()) + 1, QImage.Format_ARGB32)
        img.fill(QColor("white"))
        p = QPainter(img)
        p.translate(-r.left(), -r.top())
        z.paint(p, None)
        z.label.paint(p, None)  # the plate is its own item, above the grid and the walls
        p.end()
        px = img.pixelColor(int(plate.left() - r.left() + 3), int(plate.top() - r.top() + 3))
        assert px.lightness() < 80


def test_the_conditions_are_written_under_the_name_for_the_tv(qtbot, monkeypatch):
    """The TV has no mouse for a tooltip: the badges' words are written on the name plate."""
    win = _demo(qtbot, monkeypatch)
    it = win.scene.token_items()[0]
    it.set_look(label="Pip, Shadow", colour=QColor("blue"))
    h = it.name_tag.boundingRect().height()
    it.set_look(label="Pip, Shadow", colour=QColor("blue"), badges=("prone", "slowed"))
    assert it.name_tag.text() == "Pip, Shadow"
    assert it.name_tag.conditions_text() == "prone, slowed"
    assert it.name_tag.boundingRect().height() > h
    it.set_look(label="Pip, Shadow", colour=QColor("blue"))
    assert it.name_tag.conditions_text() == "" and it.name_tag.boundingRect().height() == h


def test_zone_names_are_above_the_grid_and_walls_and_leave_with_their_zone(make_window):
    """On the players' screen the high-contrast grid crossed "Courtyard" and "Nave": the plate was
    painted by the zone, which lies under the grid and the walls."""
    from gui.base import style
    from tests.gui.helpers import scenario

    zones = [{"id": "yard", "name": "Courtyard", "polygon": [[0, 0], [5, 0], [5, 8], [0, 8]]},
             {"id": "hall", "name": "Nave", "polygon": [[5, 0], [10, 0], [10, 8], [5, 8]]}]
    win = make_window(scenario("zones", zones=zones, creatures=[]))
    for scene in (win.scene, win.players.scene):
        grid = [it for it in scene.items() if type(it).__name__ in ("GridItem", "PlayerGridItem") and it.isVisible()]
        assert grid
        for zid in ("yard", "hall"):
            label = scene.zone_item(zid).label
            assert label.scene() is scene and label.isVisible()
            assert label.zValue() > max(g.zValue() for g in grid) and label.zValue() > style.Z_WALLS
            assert label.zValue() < style.Z_TOKENS
    label = win.scene.zone_item("hall").label
    win.encounter.set_zones([z for z in win.encounter.zones if z.id != "hall"], win.encounter.zone_links,
                            win.encounter.zone_cuts)
    assert win.scene.zone_item("hall") is None and label.scene() is None  # no name left behind
