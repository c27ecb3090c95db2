"""Draw Steel forced movement from the window (issue 13): a square-by-square preview with the distance
left, and the move applied as one step, damage included (« Forced-movement damage is damage »)."""

from rules_helpers import build, foe, hero

from geometry import Cell
from rules.fight.forced import apply_forced_move
from rules.forced import forced_move


def board():
    return build(ascii=["......w....."], creatures=[
        hero("fury", (0, 0), stamina=30), foe("t", (1, 0), stamina=20), foe("ogre", (8, 0), stamina=30)])


def test_each_square_shows_the_distance_left():
    enc = board()
    r = forced_move(enc, "fury", "t", "push", 4, [Cell(x, 0) for x in range(2, 7)])
    assert [(e.kind, e.at.x, e.remaining) for e in r.events] == [("move", 2, 3), ("move", 3, 2), ("move", 4, 1),
                                                                  ("move", 5, 0)]
    r = forced_move(enc, "fury", "t", "push", 8, [Cell(x, 0) for x in range(2, 10)])
    # "if it has a material and r ≥ its cost (... wood 3 ...), it breaks: the target takes ... 5 ..."
    assert [(e.kind, e.at.x, e.remaining, e.damage) for e in r.events][3:6] == [
        ("move", 5, 4, 0), ("break", 6, 1, 5), ("move", 6, 0, 0)]


def test_applied_as_one_step_with_its_damage_and_undone_whole():
    enc = board()
    enc.fight.record({"do": "start", "d10": 7, "first": "heroes"})
    # « next space overlaps other creatures → the target stops; the target and each creature hit take r »
    path = [Cell(x, 0) for x in range(2, 10)]
    r = forced_move(enc, "fury", "t", "push", 10, path)
    assert r.damage == {"ogre": 1, "t": 6} and r.destroyed == (Cell(6, 0),)
    n = len(enc.fight)
    undo = apply_forced_move(enc, r, "fury", "t")
    assert len(enc.fight) == n + 1
    assert enc.creature("t").at == r.end and not enc.board.is_object(Cell(6, 0))
    assert enc.fight.state.answer("t")["stamina"] == 14 and enc.fight.state.answer("ogre")["stamina"] == 29
    undo()
    assert len(enc.fight) == n and enc.creature("t").at == Cell(1, 0) and enc.board.is_object(Cell(6, 0))
    assert enc.fight.state.answer("t")["stamina"] == 20


def test_outside_a_fight_it_moves_without_recording():
    enc = board()
    r = forced_move(enc, "fury", "t", "push", 2, [Cell(2, 0), Cell(3, 0)])
    apply_forced_move(enc, r, "fury", "t")
    assert enc.creature("t").at == Cell(3, 0) and len(enc.fight) == 0
