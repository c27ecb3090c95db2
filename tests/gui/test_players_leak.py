"""Issue 15, item 2, as a property: for random encounters, what the players' screen draws during a
Director's drag and after the drop is what it draws for the same encounter with every hidden thing
deleted (hidden creatures, hidden traps, creatures and terrain under the fog, notes). Before the fix
the players' path bent around hidden creatures and its cost counted hidden traps."""

from __future__ import annotations

from helpers import cell_centre, move, press, release
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from geometry import Board, Cell, Grid, TerrainCell, TerrainKind, Wall
from gui.players import camera
from gui.players.screen import PlayerScreen
from rules.creature import Creature
from rules.encounter import Encounter

W, H = 7, 5
cells = st.builds(Cell, st.integers(0, W - 1), st.integers(0, H - 1))


def make_case(start, others, terrain, fog, walls, target):
    creatures = [Creature("m", "heroes", start, "1M", speed=5, name="Mover", notes="secret plan")]
    creatures += [Creature(f"c{i}", "monsters", at, "1M", speed=5, name=f"C{i}", hidden=hidden,
                           notes="hidden note" if hidden else "")
                  for i, (at, hidden) in enumerate(sorted(others.items()))]
    board = Board(Grid(W, H), tuple(Wall(((x, y), (x, y + 2))) for x, y in walls),
                  {c: TerrainCell(kind, hidden=hidden) for c, (kind, hidden) in terrain.items()})
    enc = Encounter(board, "draw-steel", None, creatures, title="Leak")
    enc.set_fog(frozenset(fog))
    enc.notes = "the Director's notes"
    return enc, target


# the cases: a hidden creature on the straight line, a hidden trap of difficult ground
HIDDEN_ON_THE_LINE = dict(start=Cell(0, 2), others={Cell(2, 2): True, Cell(2, 1): False}, terrain={}, fog=(),
                          walls=[], target=Cell(4, 2))
HIDDEN_TRAP = dict(start=Cell(0, 2), others={}, terrain={Cell(1, 2): (TerrainKind.DIFFICULT, True),
                                                         Cell(1, 1): (TerrainKind.DIFFICULT, False),
                                                         Cell(1, 3): (TerrainKind.DIFFICULT, False)},
                   fog=(), walls=[], target=Cell(2, 2))


@st.composite
def encounters(draw):
    start = draw(cells)
    others = draw(st.dictionaries(cells.filter(lambda c: c != start), st.booleans(), max_size=5))
    terrain = draw(st.dictionaries(cells, st.tuples(st.sampled_from([TerrainKind.DIFFICULT, TerrainKind.HAZARDOUS]),
                                                    st.booleans()), max_size=6))
    fog = draw(st.sets(cells, max_size=8))
    walls = draw(st.lists(st.tuples(st.integers(1, W - 1), st.integers(0, H - 2)), max_size=2))
    return make_case(start, others, terrain, fog, walls, draw(cells))


def without_secrets(enc: Encounter) -> Encounter:
    """The same encounter with every thing the players cannot see deleted."""
    fog = enc.fog

    def seen(c):
        return not c.hidden and any(x not in fog for x in enc.space(c).cells())

    b = enc.board
    terrain = {c: t for c, t in b.terrain.items() if not t.hidden and c not in fog}
    out = Encounter(Board(b.grid, b.walls, terrain), enc.ruleset, None,
                    [c.changed(notes="") for c in enc.creatures if seen(c)], title=enc.title)
    out.set_fog(fog)
    return out


def players_image(ps):
    QApplication.processEvents()
    return ps.window.grab().toImage(), ps.window.hud_text


def open_both(make_window, qtbot, enc):
    win = make_window(enc, size=(700, 500))
    ps = PlayerScreen.for_main_window(win)
    ps.show()
    qtbot.waitExposed(ps.window)
    ps.window.resize(560, 400)
    ps.set_camera_mode(camera.FIT)
    ps.apply_camera()
    return win, ps


def drag_frames(win, ps, target):
    """Players' images at the start, during the drag (pointer on target) and after the drop."""
    enc = win.encounter
    frames = [players_image(ps)]
    if not enc.has_creature("m"):  # the mover is a secret too: the players see no drag at all
        return frames * 3
    a, b = cell_centre(enc.creature("m").at.x, enc.creature("m").at.y), cell_centre(target.x, target.y)
    press(win.view, a)
    move(win.view, (a + b) / 2)
    move(win.view, b)
    frames.append(players_image(ps))
    release(win.view, b)
    frames.append(players_image(ps))
    return frames


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=encounters())
@example(case=make_case(**HIDDEN_ON_THE_LINE))
@example(case=make_case(**HIDDEN_TRAP))
def test_players_screen_never_depends_on_hidden_things(make_window, qtbot, case):
    enc, target = case
    clean = without_secrets(enc)
    win, ps = open_both(make_window, qtbot, enc)
    win2, ps2 = open_both(make_window, qtbot, clean)
    try:
        full = drag_frames(win, ps, target)
        # the same gestures on the clean copy, except the drop: the Director's drop may be refused
        # because of a hidden creature; the players then see the token where the model put it
        bare = drag_frames(win2, ps2, target)
        assert full[:2] == bare[:2], "the players' screen during the drag depends on hidden things"
        # the clean copy follows the model: the mover where the drop left it (out of the fog, or into it)
        shown = without_secrets(enc)
        if clean.has_creature("m") and shown.has_creature("m"):
            clean.move_creature("m", enc.creature("m").at)
        elif shown.has_creature("m"):
            clean.add_creature(shown.creature("m"))
        elif clean.has_creature("m"):
            clean.remove_creature("m")
        assert full[2] == players_image(ps2), "after the drop"
    finally:
        for p in (ps, ps2):
            p.close()
        for w in (win, win2):
            w.undo_stack.setClean()
            w.close()
