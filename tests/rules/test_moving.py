"""Movement under each rule pack (§4 "Moving one step", "Costs", "Other creatures' spaces",
"Squeezing"; §5 `move`, `path`, `reach`, `can_end`). Every expected cost is counted by hand."""

import pytest
from rules_helpers import ask, build, foe, hero

FIVE_E = ["dnd5e", "douaratil"]


# ---- Draw Steel ------------------------------------------------------------------

def test_terrain_difficile_costs_one_more_square():
    """Draw Steel "Terrain difficile": +1 for a step entering difficult terrain."""
    e = build(ascii=["..~.."], creatures=[hero("h", (0, 0))])
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0], [3, 0]])
    assert r == {"legal": True, "cost": 4, "within_speed": True}


def test_draw_steel_enemy_space_is_difficult_ally_space_is_free():
    """Draw Steel: "allies freely, enemies as difficult terrain"; an enemy on difficult ground counts once."""
    e = build(ascii=["...~.."], creatures=[hero("h", (0, 0)), hero("ally", (1, 0)), foe("orc", (3, 0))])
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0], [3, 0], [4, 0]])
    assert r["legal"] and r["cost"] == 5
    assert ask(e, "can_end", creature="h", at=[1, 0])["value"] is False
    assert ask(e, "can_end", creature="h", at=[3, 0])["value"] is False


def test_draw_steel_crawling_adds_to_difficult_terrain():
    """"Ramper" (prone): +1 a step, added to difficult terrain's +1."""
    e = build(ascii=[".~..."], creatures=[hero("h", (0, 0), conditions=["prone"])])
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0]])
    assert r["cost"] == 5 and r["within_speed"] is True
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0], [3, 0]])
    assert r["cost"] == 7 and r["legal"] and r["within_speed"] is False


@pytest.mark.parametrize("size, side", [("2", 2), ("3", 3), ("4", 4)])
def test_large_creature_only_newly_entered_cells_count(size, side):
    """"Only the cells a step newly enters count": a large creature pays once when its leading edge
    enters difficult ground, not again for standing on it."""
    e = build(grid={"width": 10, "height": 8}, terrain=[{"cells": [[side, 0]], "kind": "difficult"}],
              creatures=[hero("big", (0, 0), size, speed=10)])
    # step right: the new column x = side holds the difficult cell
    assert ask(e, "move", creature="big", path=[[1, 0]])["cost"] == 2
    # then down: new row y = side; the difficult cell is already under it
    assert ask(e, "move", creature="big", path=[[1, 0], [1, 1]])["cost"] == 3


def test_pas_de_raccourcis_for_a_large_creature():
    """"Pas de raccourcis": a size-2 creature going round a building corner takes two orthogonal steps."""
    e = build(ascii=["......", "......", "......", "...##.", "...##."],
              creatures=[hero("ogre", (1, 3), "2", speed=6)])
    # [1,3] covers x1..2 y3..4. [1,2] -> [2,1] needs the route through [2,2], which covers the
    # building's corner (3,3): no shortcut; round by [1,1] instead.
    assert ask(e, "move", creature="ogre", path=[[2, 2]])["legal"] is False
    assert ask(e, "move", creature="ogre", path=[[1, 2], [2, 1]])["legal"] is False
    r = ask(e, "move", creature="ogre", path=[[1, 2], [1, 1], [2, 1]])
    assert r["legal"] and r["cost"] == 3


def test_corner_variant_lets_draw_steel_cut_corners():
    """Variant `corner_cutting: true` in Draw Steel: one route is enough."""
    rows = ["......", "......", "....##", "....##"]
    strict = build(ascii=rows, creatures=[hero("dog", (3, 2))])
    loose = build(ascii=rows, variant={"corner_cutting": True}, creatures=[hero("dog", (3, 2))])
    assert ask(strict, "move", creature="dog", path=[[4, 1]])["legal"] is False
    assert ask(loose, "move", creature="dog", path=[[4, 1]])["legal"] is True


@pytest.mark.parametrize("mover, other, may", [
    ("1M", "3", True),    # steps 2 and 5
    ("1S", "1L", True),   # 1 and 3
    ("1L", "2", False),   # 3 and 4
    ("2", "1M", True),    # the big one may stand over the small one
    ("1M", "1M", False),
])
def test_draw_steel_end_in_another_space_when_sizes_differ_by_two(mover, other, may):
    """Draw Steel: "no other creature's space, unless sizes differ by 2 steps or more"."""
    e = build(grid={"width": 8, "height": 8}, creatures=[hero("m", (0, 0), mover), foe("o", (3, 3), other)])
    assert ask(e, "can_end", creature="m", at=[3, 3])["value"] is may


def test_draw_steel_shift_cannot_enter_or_leave_difficult_terrain():
    """Draw Steel `shift` "may not enter or leave difficult or hazardous terrain"."""
    e = build(ascii=["..~..", "!...."], creatures=[hero("h", (1, 0)), hero("k", (2, 0), side="h2")])
    assert ask(e, "move", creature="h", path=[[2, 0]], mode="shift")["legal"] is False
    assert ask(e, "move", creature="h", path=[[1, 1]], mode="shift")["legal"] is True
    assert ask(e, "move", creature="h", path=[[0, 1]], mode="shift")["legal"] is False   # hazardous
    assert ask(e, "move", creature="k", path=[[3, 0]], mode="shift")["legal"] is False   # leaving
    assert ask(e, "move", creature="k", path=[[3, 0]], mode="move")["legal"] is True


def test_glisser_neither_through_an_enemy_nor_starting_inside_one():
    """« Vous ne pouvez pas glisser dans un terrain difficile …, ni glisser lorsque vous vous trouvez
    dans de tels terrains », and an enemy's space « est un terrain difficile » (§5 `mode`: a shift
    may neither pass through an enemy nor start inside one). An ally's space does not stop it."""
    e = build(grid={"width": 6, "height": 3}, creatures=[
        hero("h", (0, 1)), foe("orc", (1, 1)), hero("ally", (1, 0)),
        hero("pixie", (4, 1), "1S"), foe("troll", (4, 1), "1L")])
    assert ask(e, "move", creature="h", path=[[1, 1], [2, 1]], mode="move")["legal"] is True
    r = ask(e, "move", creature="h", path=[[1, 1], [2, 1]], mode="shift")
    assert r["legal"] is False and r["cost"] == 0 and "difficult" in r["reason"]
    assert ask(e, "move", creature="h", path=[[1, 0], [2, 1]], mode="shift")["legal"] is True
    # the way round the orc, through the ally
    r = ask(e, "path", creature="h", to=[2, 1], mode="shift")
    assert r["reachable"] and r["cost"] == 2 and [1, 1] not in r["path"]
    # the pixie stands inside the troll's space (sizes 1S and 1L, two steps apart): no shift out
    assert ask(e, "move", creature="pixie", path=[[5, 1]], mode="shift")["legal"] is False
    assert ask(e, "move", creature="pixie", path=[[5, 1]], mode="move")["legal"] is True
    assert ask(e, "reach", creature="pixie", mode="shift")["cells"] == [[4, 1]]


def test_teleport_needs_line_of_effect_and_a_free_space_and_costs_the_distance():
    """Draw Steel "Téléportation" (§5 `mode`): « doit avoir une ligne d'effet vers son espace de
    destination », « ne peut pas être occupé par une autre créature », « ne peut pas se téléporter
    vers et depuis le même espace »; walls, terrain and creatures in between play no part; `cost`
    is the distance between the two spaces."""
    e = build(ascii=["..~~~...", "..~~~...", "........", "........"],
              walls=[{"line": [[6, 0], [6, 2]]}],
              creatures=[hero("h", (0, 0)), foe("orc", (1, 0)), foe("mouse", (3, 3), "1T")])
    # over difficult ground and past the orc: 4 squares away, cost 4
    assert ask(e, "move", creature="h", path=[[4, 1]], mode="teleport") == \
        {"legal": True, "cost": 4, "within_speed": True}
    # only the last cell of `path` counts
    assert ask(e, "move", creature="h", path=[[9, 9], [4, 1]], mode="teleport")["cost"] == 4
    # behind the wall x=6 (y 0..2): no line of effect
    r = ask(e, "move", creature="h", path=[[6, 0]], mode="teleport")
    assert r["legal"] is False and "line of effect" in r["reason"]
    # onto a creature, even one two sizes smaller (a walk may end there, a teleport may not)
    assert ask(e, "can_end", creature="h", at=[3, 3])["value"] is True
    assert ask(e, "move", creature="h", path=[[3, 3]], mode="teleport")["legal"] is False
    # to and from the same space
    assert ask(e, "move", creature="h", path=[[0, 0]], mode="teleport")["legal"] is False
    assert ask(e, "move", creature="h", path=[], mode="teleport")["legal"] is False
    r = ask(e, "path", creature="h", to=[5, 3], mode="teleport")
    assert r == {"reachable": True, "cost": 5, "path": [[5, 3]]}
    assert ask(e, "path", creature="h", to=[6, 0], mode="teleport")["reachable"] is False
    cells = ask(e, "reach", creature="h", mode="teleport", budget=6)["cells"]
    assert [0, 0] in cells and [4, 1] in cells and [5, 3] in cells
    assert [6, 0] not in cells and [1, 0] not in cells and [3, 3] not in cells


def test_teleport_check_keeps_what_the_window_draws():
    """The teleport check gives the preview its legality, a reason code, the cost and the line of
    effect it relies on (or none)."""
    from geometry import Cell
    from rules.movement import Mover
    e = build(grid={"width": 8, "height": 3}, walls=[{"line": [[6, 0], [6, 3]]}],
              creatures=[hero("h", (0, 0)), foe("orc", (2, 1))])
    m = Mover(e, "h", "teleport")
    ok = m.teleport(Cell(4, 2))
    assert ok.legal and ok.cost == 4 and ok.line.value and ok.line.line is not None
    assert m.teleport(Cell(7, 0)).code == "no-line-of-effect"
    assert m.teleport(Cell(2, 1)).code == "occupied" and m.teleport(Cell(2, 1)).blockers == ("orc",)
    assert m.teleport(Cell(0, 0)).code == "same-space"
    assert m.teleport(Cell(8, 0)).code == "outside"
    chk = m.check([Cell(4, 2)])
    assert chk.legal and chk.teleport == ok and chk.cost == 4


def test_hazardous_terrain_costs_nothing_but_is_listed():
    """"Hazardous terrain costs nothing extra; answers may list the hazardous cells entered"."""
    e = build(ascii=[".!!."], creatures=[hero("h", (0, 0))])
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0], [3, 0]])
    assert r["cost"] == 3 and r["legal"]
    assert r.get("hazards", [[1, 0], [2, 0]]) == [[1, 0], [2, 0]]


def test_reach_without_corner_cutting_sorted_by_row():
    """`reach`: every top-left cell it can end in within the budget, start included, sorted by y then x."""
    e = build(ascii=["...", ".#.", "..."], creatures=[hero("h", (0, 0), speed=2)])
    assert ask(e, "reach", creature="h")["cells"] == [[0, 0], [1, 0], [2, 0], [0, 1], [0, 2]]
    assert ask(e, "reach", creature="h", budget=0)["cells"] == [[0, 0]]


def test_reach_with_corner_cutting_in_5e():
    e = build("dnd5e", ascii=["...", ".#.", "..."], creatures=[hero("h", (0, 0), speed=2)])
    assert ask(e, "reach", creature="h")["cells"] == [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2]]


def test_reach_of_a_size_2_creature_excludes_occupied_and_walled_places():
    """`reach` for side 2: ends only where the whole space may stand."""
    e = build(grid={"width": 4, "height": 3}, creatures=[hero("o", (0, 0), "2", speed=1), foe("g", (3, 2))])
    # neighbours of [0,0] with a 2x2 space on a 4x3 grid: [1,0], [0,1], [1,1]; [2,1] is not a step.
    assert ask(e, "reach", creature="o")["cells"] == [[0, 0], [1, 0], [0, 1], [1, 1]]
    e2 = build(grid={"width": 4, "height": 3}, creatures=[hero("o", (0, 0), "2", speed=2), foe("g", (3, 2))])
    # [2,1] would cover (3,2), the goblin's cell (1M vs 2: one size step apart)
    assert [2, 1] not in ask(e2, "reach", creature="o")["cells"]
    assert [2, 0] in ask(e2, "reach", creature="o")["cells"]


def test_path_answers_the_least_cost_and_its_cells():
    e = build(ascii=["........", "..~~....", "........"], creatures=[hero("h", (0, 1))])
    r = ask(e, "path", creature="h", to=[6, 1])
    assert r["reachable"] and r["cost"] == 6 and len(r["path"]) == 6 and r["path"][-1] == [6, 1]
    r = ask(e, "path", creature="h", to=[0, 1])
    assert r["reachable"] and r["cost"] == 0 and r["path"] == []


def test_path_to_an_enclosed_cell_is_unreachable():
    e = build(ascii=[".....", ".###.", ".#.#.", ".###."], creatures=[hero("h", (0, 0))])
    r = ask(e, "path", creature="h", to=[2, 2])
    assert r["reachable"] is False and r["cost"] is None and r["path"] == []


def test_move_reports_the_legal_part_and_a_reason():
    """`move`: `cost` is the cost of the legal part; `reason` when not legal."""
    e = build(ascii=["..#.."], creatures=[hero("h", (0, 0))])
    r = ask(e, "move", creature="h", path=[[1, 0], [2, 0], [3, 0]])
    assert r["legal"] is False and r["cost"] == 1 and r["within_speed"] is False and r["reason"]
    r = ask(e, "move", creature="h", path=[[1, 0], [3, 0]])
    assert r["legal"] is False and r["reason"]


def test_walls_off_the_grid_lines_for_movement():
    """A slanted wall through the middle of cells: the cells it crosses cannot be entered."""
    e = build(grid={"width": 6, "height": 3}, walls=[{"line": [[2.5, 0], [2.7, 3]]}],
              creatures=[hero("h", (0, 1))])
    assert ask(e, "path", creature="h", to=[4, 1])["reachable"] is False
    assert ask(e, "can_end", creature="h", at=[2, 1])["value"] is False


def test_a_creature_cannot_stand_across_a_wall():
    """`can_end`: a space whose interior a movement-blocking wall crosses is not a place to stand
    (RULINGS: a wall through a space)."""
    e = build(grid={"width": 6, "height": 4}, walls=[{"line": [[3, 0], [3, 4]]}],
              creatures=[hero("o", (0, 0), "2")])
    assert ask(e, "can_end", creature="o", at=[2, 0])["value"] is False
    assert ask(e, "can_end", creature="o", at=[1, 0])["value"] is True
    assert ask(e, "can_end", creature="o", at=[3, 0])["value"] is True


# ---- D&D 5e and Douaratil ------------------------------------------------------------

@pytest.mark.parametrize("rs", FIVE_E)
def test_5e_any_creature_space_is_difficult_hostile_same_size_blocks(rs):
    """5e "Terrain difficile" for any creature's space; hostile only if sizes differ by 2 steps."""
    e = build(rs, ascii=["......"], creatures=[hero("f", (0, 0), "medium"), hero("c", (1, 0), "medium"),
                                               foe("orc", (3, 0), "medium"), foe("rat", (4, 0), "tiny")])
    assert ask(e, "move", creature="f", path=[[1, 0], [2, 0]])["cost"] == 3
    assert ask(e, "move", creature="f", path=[[1, 0], [2, 0], [3, 0]])["legal"] is False
    # a tiny hostile is 2 steps smaller than medium: the fighter may pass it (from [3,0] side is blocked
    # by the orc, so test the rat passing through the orc: 0 vs 2)
    assert ask(e, "move", creature="rat", path=[[3, 0], [2, 0]])["legal"] is True
    assert ask(e, "move", creature="rat", path=[[3, 0], [2, 0]])["cost"] == 3


@pytest.mark.parametrize("rs", FIVE_E)
def test_5e_creature_on_difficult_ground_counts_once_crawling_adds(rs):
    """5e: "difficult terrain from several causes counts once"; "crawling through difficult terrain costs 3"."""
    e = build(rs, ascii=["~~~~"], creatures=[hero("f", (0, 0)), hero("c", (1, 0)),
                                             hero("p", (3, 0), conditions=["prone"])])
    assert ask(e, "move", creature="f", path=[[1, 0], [2, 0]])["cost"] == 4
    assert ask(e, "move", creature="p", path=[[2, 0]])["cost"] == 3


@pytest.mark.parametrize("rs", FIVE_E)
def test_5e_cuts_corners_by_default_and_not_with_the_variant(rs):
    rows = ["......", "......", "....##", "....##"]
    assert ask(build(rs, ascii=rows, creatures=[hero("d", (3, 2))]), "path", creature="d", to=[4, 1])["cost"] == 1
    strict = build(rs, ascii=rows, variant={"corner_cutting": False}, creatures=[hero("d", (3, 2))])
    assert ask(strict, "path", creature="d", to=[4, 1])["cost"] == 2


@pytest.mark.parametrize("rs", FIVE_E)
def test_5e_alternating_diagonals_variant(rs):
    """5e option `"diagonals": "alternating"`: as PF2e, 1, 2, 1, 2."""
    e = build(rs, grid={"width": 6, "height": 6}, variant={"diagonals": "alternating"},
              creatures=[hero("f", (0, 0))])
    assert ask(e, "move", creature="f", path=[[1, 1], [2, 2], [3, 3]])["cost"] == 4
    plain = build(rs, grid={"width": 6, "height": 6}, creatures=[hero("f", (0, 0))])
    assert ask(plain, "move", creature="f", path=[[1, 1], [2, 2], [3, 3]])["cost"] == 3


@pytest.mark.parametrize("rs", FIVE_E)
def test_se_faufiler_large_creature_through_a_one_square_gap(rs):
    """"Se faufiler" (squeezing): side 2 passes where only side 1 fits, +1 a squeezed step, and may
    not end squeezed."""
    e = build(rs, ascii=["..##..", "......", "..##.."], creatures=[hero("ogre", (0, 0), "large", speed=10)])
    r = ask(e, "path", creature="ogre", to=[4, 0])
    assert r["reachable"] and r["cost"] == 7
    assert ask(e, "can_end", creature="ogre", at=[2, 1])["value"] is False
    cells = ask(e, "reach", creature="ogre")["cells"]
    assert [4, 0] in cells and [4, 1] in cells
    assert not any(c in cells for c in ([1, 0], [1, 1], [2, 0], [2, 1], [3, 0], [3, 1]))
    r = ask(e, "move", creature="ogre", path=[[1, 1], [2, 1], [3, 1], [4, 1]])
    assert r == {"legal": True, "cost": 7, "within_speed": True}
    r = ask(e, "move", creature="ogre", path=[[1, 1], [2, 1]])
    assert r["legal"] is False and r["cost"] == 4


@pytest.mark.parametrize("rs", FIVE_E)
def test_se_faufiler_stepping_out_counts_cells_against_the_smaller_space(rs):
    """§4 "Squeezing": « While squeezed its space is the smaller one, so when it steps out to its full
    space the newly entered cells are those of the full space outside the smaller space it left. »
    The ogre squeezes through the gap of test above; at [3,1] it is squeezed (object [3,2]) and its
    space is the cell [3,1] alone. Stepping out to [4,1] it newly covers [4,2], difficult ground:
    +1. Steps: [1,1] 2, [2,1] 2, [3,1] 2 (squeezed), [4,1] 1 + 1 (no longer squeezed, +1 difficult)."""
    e = build(rs, ascii=["..##..", "......", "..##~."], creatures=[hero("ogre", (0, 0), "large", speed=10)])
    r = ask(e, "move", creature="ogre", path=[[1, 1], [2, 1], [3, 1], [4, 1]])
    assert r == {"legal": True, "cost": 8, "within_speed": True}
    plain = build(rs, ascii=["..##..", "......", "..##.."], creatures=[hero("ogre", (0, 0), "large", speed=10)])
    assert ask(plain, "move", creature="ogre", path=[[1, 1], [2, 1], [3, 1], [4, 1]])["cost"] == 7


@pytest.mark.parametrize("rs", FIVE_E)
def test_se_faufiler_huge_creature(rs):
    """Squeezing for side 3: the side-2 space at the same top-left cell passes a 2-square gap."""
    e = build(rs, ascii=["........", "........", "...##..."], creatures=[hero("h", (0, 0), "huge", speed=12)])
    r = ask(e, "path", creature="h", to=[5, 0])
    assert r["reachable"] and r["cost"] == 9


@pytest.mark.parametrize("rs", FIVE_E)
def test_se_faufiler_between_walls_cannot_end_across_a_wall(rs):
    """Squeezing past walls (not on the creature's rows): it may pass, but not end with a wall through it."""
    e = build(rs, grid={"width": 8, "height": 3}, walls=[{"line": [[2, 1], [6, 1]]}, {"line": [[2, 2], [6, 2]]}],
              creatures=[hero("ogre", (0, 1), "large", speed=20)])
    # [3,1] covers y 1..3: the wall y=2 runs through it
    assert ask(e, "can_end", creature="ogre", at=[3, 1])["value"] is False
    r = ask(e, "path", creature="ogre", to=[3, 1])
    assert r["reachable"] is False
    r = ask(e, "move", creature="ogre", path=[[1, 1], [2, 1], [3, 1]])
    assert r["legal"] is False
    assert [3, 1] not in ask(e, "reach", creature="ogre")["cells"]


def test_no_squeezing_in_draw_steel_or_pf2e():
    for rs, size in (("draw-steel", "2"), ("pf2e", "large")):
        e = build(rs, ascii=["..##..", "......", "..##.."], creatures=[hero("ogre", (0, 0), size, speed=10)])
        assert ask(e, "path", creature="ogre", to=[4, 0])["reachable"] is False


# ---- Pathfinder 2e ------------------------------------------------------------------

def test_pf2e_diagonals_1_2_1_and_diagonals_before():
    """PF2e: "diagonals 1, 2, 1, 2 … counted over the whole movement" (`diagonals_before` continues)."""
    e = build("pf2e", grid={"width": 8, "height": 8}, creatures=[hero("r", (0, 0), speed=10)])
    assert ask(e, "move", creature="r", path=[[1, 1], [2, 2], [3, 3]])["cost"] == 4
    assert ask(e, "move", creature="r", path=[[1, 1], [2, 1], [3, 2]])["cost"] == 4
    assert ask(e, "move", creature="r", path=[[1, 1], [2, 2]], diagonals_before=1)["cost"] == 3
    assert ask(e, "path", creature="r", to=[4, 4], diagonals_before=1)["cost"] == 6


def test_pf2e_greater_difficult_and_not_doubled_on_a_diagonal():
    """PF2e "Terrain difficile" +1, greater difficult +2; "never doubled for a diagonal"."""
    e = build("pf2e", ascii=[".~..", "..^.", "...."], creatures=[hero("r", (0, 0), speed=10)])
    assert ask(e, "move", creature="r", path=[[1, 0]])["cost"] == 2
    assert ask(e, "move", creature="r", path=[[1, 1], [2, 1]])["cost"] == 4      # 1 + (1 + 2)
    assert ask(e, "move", creature="r", path=[[0, 1], [1, 2], [2, 1]])["cost"] == 6  # 1, 1, 2 + 2


def test_pf2e_passing_creatures():
    """PF2e: allies pass; enemies only if sizes differ by 3 steps; "tiny creatures pass through any"."""
    e = build("pf2e", ascii=["........"], creatures=[
        hero("f", (0, 0)), hero("a", (1, 0)), foe("o", (3, 0)), foe("imp", (5, 0), "tiny")])
    assert ask(e, "move", creature="f", path=[[1, 0], [2, 0]])["cost"] == 2
    assert ask(e, "move", creature="f", path=[[1, 0], [2, 0], [3, 0]])["legal"] is False
    r = ask(e, "move", creature="imp", path=[[4, 0], [3, 0], [2, 0]])
    assert r["legal"] and r["cost"] == 3
    e2 = build("pf2e", grid={"width": 8, "height": 4}, creatures=[hero("f", (0, 0)), foe("g", (1, 0), "gargantuan"),
                                                                  foe("big", (6, 0), "large")])
    assert ask(e2, "move", creature="f", path=[[1, 0], [2, 0], [3, 0], [4, 0], [5, 0]])["legal"] is True
    assert ask(e2, "move", creature="f", path=[[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]])["legal"] is False


def test_pf2e_only_tiny_creatures_share_a_space():
    e = build("pf2e", grid={"width": 4, "height": 4}, creatures=[
        hero("f", (0, 0)), hero("a", (1, 0)), foe("imp", (2, 0), "tiny"), hero("pixie", (3, 3), "tiny")])
    assert ask(e, "can_end", creature="f", at=[1, 0])["value"] is False
    assert ask(e, "can_end", creature="f", at=[2, 0])["value"] is True
    assert ask(e, "can_end", creature="pixie", at=[1, 0])["value"] is True


def test_pf2e_step_is_one_square_not_into_difficult_terrain():
    """PF2e `step` ("Pas"): one square, not into difficult terrain — for `move`, `path` and `reach` alike."""
    e = build("pf2e", ascii=[".~..", "...."], creatures=[hero("r", (0, 0))])
    assert ask(e, "move", creature="r", path=[[0, 1]], mode="step")["legal"] is True
    assert ask(e, "move", creature="r", path=[[1, 0]], mode="step")["legal"] is False
    assert ask(e, "move", creature="r", path=[[0, 1], [1, 1]], mode="step")["legal"] is False
    assert ask(e, "path", creature="r", to=[1, 0], mode="step")["reachable"] is False
    assert ask(e, "path", creature="r", to=[1, 1], mode="step")["reachable"] is True
    assert ask(e, "reach", creature="r", mode="step")["cells"] == [[0, 0], [0, 1], [1, 1]]


def test_pf2e_crawling_counts_one_more():
    """PF2e prone: "[treat as +1]"."""
    e = build("pf2e", grid={"width": 4, "height": 4}, creatures=[hero("r", (0, 0), conditions=["prone"])])
    assert ask(e, "move", creature="r", path=[[1, 0], [2, 1]])["cost"] == 4


def test_modes_a_system_does_not_have_answer_an_error():
    e = build("pf2e", grid={"width": 4, "height": 4}, creatures=[hero("r", (0, 0))])
    with pytest.raises(ValueError):
        ask(e, "move", creature="r", path=[[1, 0]], mode="shift")


def test_searches_are_bounded_by_the_limits_not_by_a_speed_number():
    """Issue 16: "movement searches are bounded by the grid and the mover's reach, never by a speed number"
    (speed 10^9 on 1000x1000 took 70 s): a path farther than `MAX_SEARCH_BUDGET` is not searched."""
    from geometry import Cell
    from rules import limits
    from rules.document import parse_encounter
    from rules.movement import Mover

    enc = parse_encounter({"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 400, "height": 3},
                           "creatures": [{"id": "a", "side": "x", "at": [0, 1], "speed": limits.MAX_SPEED}]})
    m = Mover(enc, "a")
    near = m.path_to(Cell(limits.MAX_SEARCH_BUDGET, 1))
    assert near is not None and near.cost == limits.MAX_SEARCH_BUDGET
    assert m.path_to(Cell(limits.MAX_SEARCH_BUDGET + 1, 1)) is None
    reach = m.reachable(10**9)
    assert max(c.x for c in reach) == limits.MAX_SEARCH_BUDGET
