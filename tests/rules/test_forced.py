"""Draw Steel forced movement (§4 "Forced movement"): push, pull, slide; "Stabilité"; "Grand contre
petit"; collisions with creatures, objects (glass 1/3, wood 3/5, stone 6/8, metal 9/11) and walls."""

import pytest
from rules_helpers import ask, build, foe, hero


def push(row_or_rows, distance, path, *, target_size=None, source_size=None, stability=0, melee=False,
         kind="push", others=(), walls=(), variant=None, source_at=(0, 0), target_at=(1, 0)):
    rows = [row_or_rows] if isinstance(row_or_rows, str) else row_or_rows
    e = build(ascii=rows, walls=list(walls), variant=variant or {}, creatures=[
        hero("fury", source_at, source_size), foe("t", target_at, target_size, stability=stability), *others])
    return ask(e, "forced_move", source="fury", target="t", kind=kind, distance=distance, path=path,
               melee_weapon=melee)


ROW = [[x, 0] for x in range(2, 12)]


def test_plain_push_uses_only_distance_squares_and_ignores_difficult_terrain():
    """"Forced movement ignores difficult terrain"; "Only that many squares of path are used"."""
    r = push("..~~~~......", 3, ROW)
    assert r == {"end": [4, 0], "moved": 3, "damage": {}, "destroyed": []}


@pytest.mark.parametrize("stability, end, moved", [(1, [3, 0], 2), (3, [1, 0], 0), (5, [1, 0], 0)])
def test_stabilite_reduces_the_distance_never_below_zero(stability, end, moved):
    """"Stabilité": distance − the target's stability; never below 0."""
    r = push("............", 3, ROW, stability=stability)
    assert r["end"] == end and r["moved"] == moved and r["damage"] == {}


@pytest.mark.parametrize("stability", [-1, -3])
def test_stabilite_below_zero_counts_as_zero(stability):
    """« La stabilité d'une créature ne peut pas être inférieure à 0, même quand elle est réduite par
    une pénalité » (§4 forced movement 1: "a stability below 0 counts as 0"): a push of 3 moves 3,
    never more (RULINGS: negative stability is clamped, not refused)."""
    r = push("............", 3, ROW, stability=stability)
    assert r["moved"] == 3 and r["end"] == [4, 0]


@pytest.mark.parametrize("source, target, melee, moved", [
    ("1L", "1M", True, 3), ("1L", "1M", False, 2), ("1M", "1M", True, 2), ("1M", "1L", True, 2), ("3", "1S", True, 3),
])
def test_grand_contre_petit(source, target, melee, moved):
    """"Grand contre petit": +1 if `melee_weapon` and the source is more size steps than the target."""
    rows = ["............"] * (3 if source == "3" else 1)
    r = push(rows, 2, ROW[2:] if source == "3" else ROW, source_size=source, target_size=target, melee=melee,
             source_at=(0, 0), target_at=(3, 0) if source == "3" else (1, 0))
    assert r["moved"] == moved


def test_grand_contre_petit_then_stability():
    r = push("............", 2, ROW, source_size="1L", melee=True, stability=1)
    assert r["moved"] == 2


def test_collision_with_a_creature_both_take_the_squares_left():
    """Next space overlaps another creature → stop; the target and the creature hit take `r`."""
    r = push("............", 3, ROW, others=[foe("orc", (4, 0))])
    assert r == {"end": [3, 0], "moved": 2, "damage": {"orc": 1, "t": 1}, "destroyed": []}
    r = push("............", 3, ROW, others=[hero("ally", (2, 0))])
    assert r == {"end": [1, 0], "moved": 0, "damage": {"ally": 3, "t": 3}, "destroyed": []}


def test_large_target_hitting_two_creatures_takes_the_damage_once():
    """"(a larger target takes it once)": a size-2 target slams into two creatures at once."""
    r = push(["..........", ".........."], 3, [[2, 0], [3, 0], [4, 0]], target_size="2",
             others=[foe("a", (4, 0)), foe("b", (4, 1))])
    assert r == {"end": [2, 0], "moved": 1, "damage": {"a": 2, "b": 2, "t": 2}, "destroyed": []}


@pytest.mark.parametrize("ch, distance, end, moved, damage, destroyed", [
    ("g", 3, [3, 0], 2, 3, [[3, 0]]),    # glass: r=2 at the pane, 2 ≥ 1: 3 damage, r=1, goes in
    ("g", 2, [2, 0], 1, 3, [[3, 0]]),    # r=1 ≥ 1: breaks, r=0: stays
    ("w", 5, [3, 0], 2, 5, [[3, 0]]),    # wood: r=4 ≥ 3: 5 damage, r=1, goes in
    ("w", 4, [2, 0], 1, 5, [[3, 0]]),    # r=3 ≥ 3: breaks, r=0
    ("w", 3, [2, 0], 1, 4, []),          # r=2 < 3: 2 + 2
    ("#", 8, [3, 0], 2, 8, [[3, 0]]),    # stone: r=7 ≥ 6: 8 damage, r=1, goes in
    ("#", 6, [2, 0], 1, 7, []),          # r=5 < 6: 2 + 5
    ("m", 11, [4, 0], 3, 11, [[3, 0]]),  # metal: r=10 ≥ 9: 11 damage, r=1, goes in... r=0 at [3,0]? see below
    ("m", 9, [2, 0], 1, 10, []),         # r=8 < 9: 2 + 8
])
def test_objects_break_or_stop_the_target(ch, distance, end, moved, damage, destroyed):
    """Objects: "if r ≥ its cost (glass 1, wood 3, stone 6, metal 9), it breaks: the target takes 3, 5,
    8 or 11 damage, r drops by the cost ... with r > 0 the target goes on; otherwise the target stops and
    takes 2 + r"."""
    if ch == "m" and distance == 11:
        # r=10 at the metal: breaks (r=1), enters [3,0] (r=0): end [3,0], moved 2
        end, moved = [3, 0], 2
    r = push(f"...{ch}........", distance, ROW)
    assert r == {"end": end, "moved": moved, "damage": {"t": damage}, "destroyed": destroyed}


def test_several_objects_in_the_next_space_break_one_after_another():
    """"Several object cells in the next space are broken one after another, their costs added"."""
    rows = ["...g......", "...w......"]
    r = push(rows, 5, [[2, 0], [3, 0], [4, 0]], target_size="2")
    assert r == {"end": [2, 0], "moved": 1, "damage": {"t": 8}, "destroyed": [[3, 0], [3, 1]]}
    r = push(rows, 3, [[2, 0], [3, 0], [4, 0]], target_size="2")
    # glass breaks (3 damage, r=2), then wood holds: 2 + 2
    assert r == {"end": [1, 0], "moved": 0, "damage": {"t": 7}, "destroyed": [[3, 0]]}


def test_a_wall_stops_the_target_even_with_a_material():
    """"Only object cells break; a wall stops the target (2 + r)"."""
    r = push("............", 3, ROW, walls=[{"line": [[4, 0], [4, 1]]}])
    assert r == {"end": [3, 0], "moved": 2, "damage": {"t": 3}, "destroyed": []}
    r = push("............", 5, ROW, walls=[{"line": [[4, 0], [4, 1]], "material": "glass"}])
    assert r == {"end": [3, 0], "moved": 2, "damage": {"t": 5}, "destroyed": []}


def test_walls_off_grid_and_effect_only_walls():
    """A slanted movement wall across cell [4, 0] stops the push; an effect-only wall does not."""
    r = push("............", 4, ROW, walls=[{"line": [[4.2, 0], [4.6, 1]]}])
    assert r["end"] == [3, 0] and r["damage"] == {"t": 4}
    r = push("............", 4, ROW, walls=[{"line": [[4, 0], [4, 1]], "blocks": ["effect"]}])
    assert r["end"] == [5, 0] and r["damage"] == {}


def test_collision_with_a_creature_behind_a_wall_is_a_collision():
    """RULINGS (Draw Steel, collision then wall): the creature collision is applied."""
    r = push("............", 3, ROW, walls=[{"line": [[3, 0], [3, 1]]}], others=[foe("orc", (3, 0))])
    assert r == {"end": [2, 0], "moved": 1, "damage": {"orc": 2, "t": 2}, "destroyed": []}


DIAG = ["....", "....", "....", "...."]


def test_diagonal_push_hits_the_object_at_the_corner_it_would_cut():
    """"A step that cutting a corner would need counts as hitting the object or wall at that corner"."""
    def rows(cell):
        out = [list(r) for r in DIAG]
        x, y, ch = cell
        out[y][x] = ch
        return ["".join(r) for r in out]

    r = push(rows((2, 1, "g")), 3, [[2, 2], [3, 3]], target_at=(1, 1))
    assert r == {"end": [3, 3], "moved": 2, "damage": {"t": 3}, "destroyed": [[2, 1]]}
    r = push(rows((1, 2, "#")), 3, [[2, 2], [3, 3]], target_at=(1, 1))
    assert r == {"end": [1, 1], "moved": 0, "damage": {"t": 5}, "destroyed": []}
    r = push(DIAG, 3, [[2, 2], [3, 3]], target_at=(1, 1), walls=[{"line": [[2, 1], [2, 2]]}])
    assert r == {"end": [1, 1], "moved": 0, "damage": {"t": 5}, "destroyed": []}


def test_pull_brings_closer_and_slide_goes_anywhere():
    r = push("..........", 2, [[4, 0], [3, 0], [2, 0]], kind="pull", target_at=(5, 0))
    assert r == {"end": [3, 0], "moved": 2, "damage": {}, "destroyed": []}
    r = push(["......", "......"], 3, [[4, 1], [4, 0], [5, 0]], kind="slide", target_at=(3, 1))
    assert r == {"end": [5, 0], "moved": 3, "damage": {}, "destroyed": []}
    r = push(["......", "......"], 3, [[2, 1], [1, 1], [0, 1]], kind="slide", target_at=(3, 1))
    assert r["end"] == [0, 1]


def test_pull_into_a_wall_of_glass_breaks_it():
    r = push("...g......", 4, [[4, 0], [3, 0], [2, 0], [1, 0]], kind="pull", target_at=(5, 0))
    # [4,0] r=3; glass at [3,0]: 3 ≥ 1 → 3 damage, r=2 → enters (r=1) → [2,0] (r=0)
    assert r == {"end": [2, 0], "moved": 3, "damage": {"t": 3}, "destroyed": [[3, 0]]}


@pytest.mark.parametrize("kind, path, variant", [
    ("push", [[2, 0], [3, 1]], {}),                      # turns: not a straight line
    ("push", [[1, 1]], {}),                              # not farther (1 → 1)
    ("pull", [[2, 0]], {}),                              # a pull must come closer
    ("push", [[3, 0]], {}),                              # not one square
    ("push", [[2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0]], {}),  # leaves the 6-wide grid
    ("slide", [[2, 0], [2, -1]], {}),                    # off the grid
    ("push", [[2, 0], [3, 1], [2, 2]], {"crooked_forced_movement": True}),  # [2,2] is not farther
    ("shove", [[2, 0]], {}),
])
def test_illegal_forced_paths_answer_an_error(kind, path, variant):
    """"The whole path must obey rule 2 and stay on the grid, or the query answers an error" —
    even past the squares actually used (distance 1 here)."""
    with pytest.raises(ValueError):
        push(["......", "......", "......"], 1, path, kind=kind, variant=variant)


def test_crooked_variant_allows_turning_pushes():
    """Variant `crooked_forced_movement`: a push may turn as long as each square is farther."""
    r = push(["......", "......", "......"], 2, [[2, 0], [3, 1]], variant={"crooked_forced_movement": True})
    assert r == {"end": [3, 1], "moved": 2, "damage": {}, "destroyed": []}


def test_bad_forced_arguments_answer_errors():
    for kw in ({"distance": -1}, {"distance": 1.5}, {"distance": True}):
        with pytest.raises(ValueError):
            push("......", path=[[2, 0]], **{"distance": 1, **kw})
    e = build(ascii=["....."], creatures=[hero("a", (0, 0)), foe("t", (1, 0))])
    with pytest.raises(ValueError):
        ask(e, "forced_move", source="a", target="ghost", kind="push", distance=1, path=[[2, 0]])
