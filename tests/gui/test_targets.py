"""With one token selected, the Director sees at a glance what it can target: the creatures it
has no line of effect to are veiled, those in cover carry a shield ("Ligne d'effet", "Abri")."""

from helpers import cell_centre, drag_token, release, scenario
from PySide6.QtCore import Qt

from rules import combat

# A pillar at (3, 2) and an effect wall at x = 7, the selected hero at (1, 2).
PILLARS = ["..........", "..........", "...#......", "..........", ".........."]
CREATURES = [{"id": "a", "side": "heroes", "at": [1, 2]}, {"id": "open", "side": "monsters", "at": [3, 0]},
             {"id": "behind", "side": "monsters", "at": [5, 2]}, {"id": "shielded", "side": "monsters", "at": [5, 3]},
             {"id": "walled", "side": "monsters", "at": [8, 2]}, {"id": "friend", "side": "heroes", "at": [0, 4]}]


def marks(win):
    return {it.creature_id: it.target_mark for it in win.scene.token_items()}


def expected(enc, attacker):
    """The single queries' answers, worded as marks."""
    out = {attacker: None}
    for c in enc.creatures:
        if c.id != attacker:
            seen = combat.sight(enc, attacker, c.id).value
            out[c.id] = "unseen" if not seen else "cover" if combat.cover(enc, attacker, c.id).value == "cover" else None
    return out


def make(make_window):
    enc = scenario("draw-steel", ascii=PILLARS, walls=[{"line": [[7, 0], [7, 5]]}], creatures=CREATURES)
    return make_window(enc), enc


def test_selecting_a_token_marks_what_it_can_target(make_window):
    win, enc = make(make_window)
    assert set(marks(win).values()) == {None}
    win.scene.token_item("a").setSelected(True)
    got = marks(win)
    assert got == expected(enc, "a")
    assert got["behind"] == "unseen" and got["walled"] == "unseen"  # the pillar, the wall
    assert got["shielded"] == "cover" and got["open"] is None and got["friend"] is None
    win.scene.clearSelection()
    assert set(marks(win).values()) == {None}


def test_two_selected_tokens_mark_nothing(make_window):
    win, _ = make(make_window)
    win.scene.token_item("a").setSelected(True)
    win.scene.token_item("open").setSelected(True)
    assert set(marks(win).values()) == {None}


def test_marks_step_aside_during_a_drag_and_follow_the_move(make_window):
    win, enc = make(make_window)
    win.scene.token_item("a").setSelected(True)
    drag_token(win, "a", (4, 4), drop=False)
    assert win.scene.preview is not None
    assert set(marks(win).values()) == {None}  # the drag shows its own marks (free strikes)
    release(win.view, cell_centre(4, 4))
    assert enc.creature("a").at.x == 4 and win.scene.token_item("a").isSelected()
    assert marks(win) == expected(enc, "a")
    assert marks(win)["behind"] != "unseen"  # from (4, 4) the pillar no longer hides it
    win.undo_stack.undo()
    assert marks(win) == expected(enc, "a") and marks(win)["behind"] == "unseen"


def test_the_view_menu_turns_the_marks_off_and_on(make_window, qtbot):
    win, enc = make(make_window)
    win.scene.token_item("a").setSelected(True)
    action = win.actions["show_targets"]
    assert action.isChecked() and action.shortcut().toString() == "L"
    action.trigger()
    assert set(marks(win).values()) == {None}
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)  # window shortcuts need the window active
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key_L)
    assert action.isChecked() and marks(win) == expected(enc, "a")


def test_zones_game_marks_nothing(make_window):
    enc = scenario("zones", width=6, height=4,
                   zones=[{"id": "hall", "polygon": [[0, 0], [6, 0], [6, 4], [0, 4]]}],
                   creatures=[{"id": "a", "side": "heroes", "at": [1, 1]}, {"id": "b", "side": "monsters", "at": [4, 2]}])
    win = make_window(enc)
    win.scene.token_item("a").setSelected(True)
    assert set(marks(win).values()) == {None}
