"""Real mouse events on the view: QTest on the viewport at positions mapped from the scene."""

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.map.coords import to_scene
from tests.rules.helpers_plain import doc_encounter


def scenario(ruleset, *, width=10, height=8, ascii=None, walls=(), creatures=(), terrain=(), zones=(), variant=None):
    return doc_encounter(ruleset, grid=(width, height), ascii=ascii, walls=walls, creatures=creatures,
                         terrain=terrain, zones=zones, variant=variant)


def cell_centre(x, y, side=1):
    return to_scene(x + side / 2, y + side / 2)


def vp_pos(view, scene_pt):
    return view.mapFromScene(scene_pt)


def press(view, scene_pt, modifiers=Qt.NoModifier):
    QTest.mousePress(view.viewport(), Qt.LeftButton, modifiers, vp_pos(view, scene_pt))


def move(view, scene_pt, modifiers=Qt.NoModifier, buttons=Qt.LeftButton):
    if modifiers == Qt.NoModifier:
        QTest.mouseMove(view.viewport(), vp_pos(view, scene_pt))
        return
    # QTest.mouseMove carries no keyboard modifiers; a real mouse move does
    vp = view.viewport()
    local = QPointF(vp_pos(view, scene_pt))
    ev = QMouseEvent(QEvent.MouseMove, local, QPointF(vp.mapToGlobal(local.toPoint())), Qt.NoButton, buttons,
                     modifiers)
    QApplication.sendEvent(vp, ev)


def release(view, scene_pt, modifiers=Qt.NoModifier):
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, modifiers, vp_pos(view, scene_pt))


def drag(view, a: QPointF, b: QPointF, steps=6, modifiers=Qt.NoModifier, drop=True):
    press(view, a, modifiers)
    for i in range(1, steps + 1):
        t = i / steps
        move(view, QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t), modifiers)
    if drop:
        release(view, b, modifiers)


def drag_token(win, cid, to, modifiers=Qt.NoModifier, drop=True, steps=6):
    enc = win.encounter
    c = enc.creature(cid)
    side = enc.pack.side(c)
    drag(win.view, cell_centre(c.at.x, c.at.y, side), cell_centre(to[0], to[1], side), steps, modifiers, drop)
