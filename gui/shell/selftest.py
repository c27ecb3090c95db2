"""`damier --self-test OUTDIR`: open the demo offscreen, drag a token with mouse events, hover
another token, write OUTDIR/director.png, exit 0 (1 with a message when anything fails).

The packaging tests run this on the frozen app, so it uses nothing but the app itself
(no QtTest, no source tree): mouse events are sent to the view's viewport directly.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


class SelfTestError(RuntimeError):
    pass


def _say(text: str) -> None:
    if sys.stderr is not None:
        print(text, file=sys.stderr)


def send_mouse(view, kind: str, scene_pos, button=None, modifiers=None) -> None:
    """Deliver a press / move / release at a scene position, as a real mouse would."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    vp = view.viewport()
    local = QPointF(view.mapFromScene(scene_pos))
    glob = QPointF(vp.mapToGlobal(local.toPoint()))
    button = Qt.LeftButton if button is None else button
    modifiers = Qt.NoModifier if modifiers is None else modifiers
    etype = {"press": QEvent.MouseButtonPress, "move": QEvent.MouseMove, "release": QEvent.MouseButtonRelease}[kind]
    if kind == "move":
        ev = QMouseEvent(etype, local, glob, Qt.NoButton, button, modifiers)
    elif kind == "press":
        ev = QMouseEvent(etype, local, glob, button, button, modifiers)
    else:
        ev = QMouseEvent(etype, local, glob, button, Qt.NoButton, modifiers)
    QApplication.sendEvent(vp, ev)


def hover(view, scene_pos) -> None:
    from PySide6.QtCore import Qt

    send_mouse(view, "move", scene_pos, button=Qt.NoButton)


def drag(view, start, end, steps: int = 8, modifiers=None, release: bool = True) -> None:
    from PySide6.QtCore import QPointF

    send_mouse(view, "press", start, modifiers=modifiers)
    for i in range(1, steps + 1):
        t = i / steps
        send_mouse(view, "move", QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t),
                   modifiers=modifiers)
    if release:
        send_mouse(view, "release", end, modifiers=modifiers)


def centre_of(enc, cid: str):
    from gui.map.coords import to_scene

    sp = enc.space(cid)
    return to_scene(*sp.centre)


def pick_move(enc):
    """A creature and a legal destination within its speed, as far as possible (deterministic)."""
    from geometry import Space
    from rules.movement import Mover

    for c in sorted(enc.creatures, key=lambda c: (c.hidden, c.side != enc.creatures[0].side, c.id)):
        reach = Mover(enc, c.id).reachable()
        options = [(cost, cell) for cell, cost in reach.items() if cell != c.at]
        if not options:
            continue
        enemies = [enc.space(o) for o in enc.creatures if o.side != c.side and not o.hidden]
        side = enc.pack.side(c)

        def near(cell, side=side, enemies=enemies):  # as a Director would: close in on the nearest enemy
            return min((enc.pack.distance(Space(cell, side), e) for e in enemies), default=0)

        cost, cell = min(options, key=lambda o: (near(o[1]), -o[0], o[1].y, o[1].x))
        return c.id, cell, cost
    raise SelfTestError("no creature in the demo can move")


def self_test(outdir: Path, lang: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Never touch the user's autosave folder or settings from a self-test.
    os.environ.setdefault("DAMIER_DATA_DIR", tempfile.mkdtemp(prefix="damier-selftest-"))
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        _say(f"self-test: cannot create {outdir}: {e}")
        return 1
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, os.environ["DAMIER_DATA_DIR"])
    from gui.shell.application import application

    app = application([])
    from gui.base.i18n import install_translators, ui_language
    from gui.director import files
    from gui.director.window import MainWindow
    from gui.map.coords import to_scene
    from gui.shell import crash

    crash.install(quiet=True)
    lang = ui_language(lang)
    install_translators(app, lang)
    try:
        enc = files.demo_encounter()
        win = MainWindow(enc, lang=lang, use_autosave=False)
        win.resize(1280, 820)
        win.show()
        QApplication.processEvents()
        win.view.fit_map()
        QApplication.processEvents()
        cid, target, cost = pick_move(enc)
        start = centre_of(enc, cid)
        side = enc.pack.side(enc.creature(cid))
        end = to_scene(target.x + side / 2, target.y + side / 2)
        drag(win.view, start, end)
        QApplication.processEvents()
        got = enc.creature(cid).at
        if got != target:
            raise SelfTestError(f"dragging {cid} to {target} left it at {got}")
        if win.undo_stack.count() != 1:
            raise SelfTestError("the drag did not make exactly one undo step")
        others = [c for c in enc.creatures if c.id != cid and not c.hidden]
        # an enemy in sight, nearest first: the overlay then shows the lines that decide cover
        from rules.preview import sight_info

        def seen(c) -> bool:
            info = sight_info(enc, cid, c.id)
            return bool(info and info.line_of_effect and info.line_of_effect.value)

        others.sort(key=lambda c: (c.side == enc.creature(cid).side, not seen(c),
                                   enc.pack.distance(enc.space(cid), enc.space(c)) if enc.pack.grid else 0, c.id))
        if not others:
            raise SelfTestError("the demo has no second token to hover")
        hover(win.view, centre_of(enc, others[0].id))
        QApplication.processEvents()
        if enc.pack.grid and win.scene.sight is None:
            raise SelfTestError(f"hovering {others[0].id} with {cid} selected showed no line of effect")
        # the targets marks: as the rules' tables say, token by token
        from rules.preview import targets_from

        views = targets_from(enc, cid)
        for it in win.scene.token_items():
            v = views.get(it.creature_id)
            want = None if v is None else "unseen" if not v.line_of_effect else "cover" if v.cover else None
            if it.target_mark != want:
                raise SelfTestError(f"{it.creature_id} is marked {it.target_mark!r} from {cid}, not {want!r}")
        out = outdir / "director.png"
        if not win.grab().save(str(out)):
            raise SelfTestError(f"could not write {out}")
        players = getattr(win, "players", None)
        if players is not None:  # the players' screen, when that part is present
            players.show()
            QApplication.processEvents()
            if players.window is not None:
                players.window.grab().save(str(outdir / "players.png"))
        if crash.errors_seen():
            raise SelfTestError(f"{crash.errors_seen()} unexpected error(s) during the self-test")
        _say(f"self-test: ok — moved {cid} to {target} (cost {cost}), hovered {others[0].id}; wrote {out}")
        win.undo_stack.setClean()
        win.close()
        QCoreApplication.processEvents()
        return 0
    except Exception as e:  # noqa: BLE001 - report, never a traceback dialog
        _say(f"self-test: FAILED: {type(e).__name__}: {e}")
        return 1
