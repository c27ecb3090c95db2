"""Questions between creatures (§4): distance, "Ligne d'effet", "Abri" per system, "Prendre en
tenaille", "Frappe gratuite" / "Attaque d'opportunité" / "Frappe réactive", "Terrain élevé".
Every expected value is worked out by hand from the spec (the sums are in the comments)."""

import pytest
from rules_helpers import ask, build, foe, hero

# ---- distance and reach ------------------------------------------------------------


@pytest.mark.parametrize("rs, size, expected", [("draw-steel", "2", 3), ("dnd5e", "large", 3), ("pf2e", "large", 4)])
def test_distance_between_a_large_and_a_medium_creature(rs, size, expected):
    """§4 distance: dx = 4 - 1 = 3, dy = 3 - 1 = 2; max = 3; PF2e adds floor(2 / 2)."""
    e = build(rs, grid={"width": 8, "height": 8}, creatures=[hero("a", (0, 0), size), foe("t", (4, 3))])
    assert ask(e, "distance", **{"from": "a", "to": "t"})["value"] == expected


@pytest.mark.parametrize("size", ["3", "4"])
def test_distance_of_overlapping_and_touching_spaces(size):
    e = build(grid={"width": 10, "height": 10}, creatures=[hero("big", (2, 2), size), foe("t", (1, 1)),
                                                           foe("in", (3, 3), "1T")])
    assert ask(e, "distance", **{"from": "big", "to": "t"})["value"] == 1
    assert ask(e, "distance", **{"from": "big", "to": "in"})["value"] == 0


# ---- line of effect ------------------------------------------------------------------

def test_creatures_never_block_line_of_effect():
    """"Creatures never block line of effect."""
    e = build("dnd5e", ascii=["....."], creatures=[hero("a", (0, 0)), foe("wall_of_flesh", (2, 0), "medium"),
                                                    foe("t", (4, 0))])
    assert ask(e, "line_of_effect", **{"from": "a", "to": "t"})["value"] is True


def test_line_of_effect_past_a_pillar_for_a_huge_creature():
    """A huge creature's upper squares see past a pillar that hides the target from a medium one."""
    e = build("dnd5e", ascii=["........", "........", "...#....", "........"],
              creatures=[hero("m", (0, 2)), hero("h", (0, 0), "huge"), foe("t", (6, 2))])
    assert ask(e, "line_of_effect", **{"from": "m", "to": "t"})["value"] is False
    assert ask(e, "line_of_effect", **{"from": "h", "to": "t"})["value"] is True


# ---- cover ------------------------------------------------------------------------------

SLIT = {"grid": {"width": 6, "height": 2}, "walls": [{"line": [[3, 0], [3, 1.5]]}],
        "creatures": [hero("a", (0, 1)), foe("t", (5, 0))]}


def test_abri_draw_steel_most_of_the_target_hidden():
    """Draw Steel "Abri": from the best attacker point (0.95, 1.95), 3 of the 4 lines to the target's
    corners cross the wall x=3, y<=1.5 (only the one to (5.95, 0.95) passes at y=1.54): cover."""
    assert ask(build("draw-steel", **SLIT), "cover", attacker="a", target="t")["value"] == "cover"


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_abri_5e_three_quarters_behind_a_slanted_view(rs):
    """5e "Abri": smallest count 3 → three-quarters."""
    assert ask(build(rs, **SLIT), "cover", attacker="a", target="t")["value"] == "three-quarters"


def test_abri_pf2e_wall_on_the_centre_line_is_standard_and_taking_cover_greater():
    """PF2e: the centre line (0.5, 1.5)→(5.5, 0.5) is at y=1.0 at x=3: it meets the wall → standard;
    `taking-cover` → greater."""
    assert ask(build("pf2e", **SLIT), "cover", attacker="a", target="t")["value"] == "standard"
    doc = dict(SLIT, creatures=[hero("a", (0, 1)), foe("t", (5, 0), conditions=["taking-cover"])])
    assert ask(build("pf2e", **doc), "cover", attacker="a", target="t")["value"] == "greater"


def test_abri_draw_steel_a_low_stub_is_not_enough():
    """Draw Steel: wall x=5, y 0..0.5; attacker [0,1], target [6,0]. From (0.95, 1.95) only the line
    to (6.05, 0.05) is blocked (y 0.44 at x=5): 1 < 2 → none."""
    e = build(grid={"width": 8, "height": 2}, walls=[{"line": [[5, 0], [5, 0.5]]}],
              creatures=[hero("a", (0, 1)), foe("t", (6, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "none"


def test_abri_draw_steel_large_target_half_behind_a_wall():
    """Draw Steel with a size-2 target: wall x=5, y 0..1 hides the upper half of its space. From every
    attacker point the 2 lines to its upper corners are blocked and the 2 lower ones are not: cover."""
    e = build(grid={"width": 9, "height": 3}, walls=[{"line": [[5, 0], [5, 1]]}],
              creatures=[hero("a", (0, 0)), foe("t", (6, 0), "2")])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "cover"


def test_abri_draw_steel_creatures_give_none_and_no_line_is_blocked():
    e = build(ascii=["......."], creatures=[hero("a", (0, 0)), foe("ogre", (2, 0), "1L"), foe("t", (5, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "none"
    e = build(ascii=["..#...."], creatures=[hero("a", (0, 0)), foe("t", (5, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "blocked"


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_abri_5e_same_size_creature_squarely_in_the_way_is_half(rs):
    """5e: "a same-size creature squarely in the way gives half cover" — from (0.95, 0.05) the two lines
    along y=0.05 pass under the shrunk creature, the two rising to y=0.95 go through it."""
    e = build(rs, ascii=["....."], creatures=[hero("a", (0, 0)), hero("friend", (2, 0)), foe("t", (4, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "half"


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_abri_5e_attacker_picks_the_clear_square_of_a_large_target(rs):
    """5e: the attacker picks one square of the target: a large target with only its upper row behind
    another creature has no cover; a medium one in that row has half."""
    big = build(rs, grid={"width": 7, "height": 2}, creatures=[hero("a", (0, 0)), foe("m", (3, 0)),
                                                                foe("t", (5, 0), "large")])
    assert ask(big, "cover", attacker="a", target="t")["value"] == "none"
    small = build(rs, grid={"width": 7, "height": 2}, creatures=[hero("a", (0, 0)), foe("m", (3, 0)),
                                                                  foe("t", (5, 0))])
    assert ask(small, "cover", attacker="a", target="t")["value"] == "half"


def test_abri_5e_grazing_a_creature_edge_is_not_cover():
    """5e: "a line grazing a creature's edge is not blocked" (spaces shrunk by 0.1): the creature is in
    the row below the line of sight."""
    e = build("dnd5e", grid={"width": 6, "height": 2}, creatures=[hero("a", (0, 0)), foe("m", (2, 1)),
                                                                  foe("t", (4, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "none"


def test_abri_5e_total_without_line_of_effect():
    e = build("dnd5e", grid={"width": 6, "height": 2}, walls=[{"line": [[3, 0], [3, 2]]}],
              creatures=[hero("a", (0, 0)), foe("t", (4, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "total"
    e = build("dnd5e", grid={"width": 6, "height": 2}, walls=[{"line": [[3, 0], [3, 2]], "door": "open"}],
              creatures=[hero("a", (0, 0)), foe("t", (4, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "none"


def test_abri_pf2e_creatures_lesser_big_one_standard():
    """PF2e: a creature on the centre line → lesser; standard if it is 2+ size steps larger than both
    (huge = 4 vs medium = 2), still lesser for a large one (3); taking cover raises only standard."""
    def cover(blocker_size, conditions=()):
        e = build("pf2e", grid={"width": 8, "height": 3},
                  creatures=[hero("a", (0, 1)), foe("b", (2, 0 if blocker_size == "huge" else 1), blocker_size),
                             foe("t", (6, 1), conditions=list(conditions))])
        return ask(e, "cover", attacker="a", target="t")["value"]

    assert cover("medium") == "lesser"
    assert cover("large") == "lesser"
    assert cover("huge") == "standard"
    assert cover("huge", ["taking-cover"]) == "greater"
    assert cover("medium", ["taking-cover"]) == "lesser"


def test_abri_pf2e_no_line_of_effect_is_blocked():
    e = build("pf2e", ascii=["..#.."], creatures=[hero("a", (0, 0)), foe("t", (4, 0))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "blocked"


def test_abri_pf2e_centre_line_along_two_stacked_objects():
    """PF2e between two gargantuans: the centre line y=2 runs exactly along the shared edge of the
    objects (5,1) and (5,2) — one pillar, standard cover (RULINGS "Objets": adjacent objects are one mass)."""
    e = build("pf2e", grid={"width": 11, "height": 4}, terrain=[{"cells": [[5, 1], [5, 2]], "kind": "object"}],
              creatures=[hero("a", (0, 0), "gargantuan"), foe("t", (7, 0), "gargantuan")])
    assert ask(e, "line_of_effect", **{"from": "a", "to": "t"})["value"] is True
    assert ask(e, "cover", attacker="a", target="t")["value"] == "standard"


# ---- flanking ---------------------------------------------------------------------------

def _flank(rs, creatures, variant=None, walls=()):
    e = build(rs, grid={"width": 9, "height": 7}, creatures=creatures, variant=variant or {}, walls=list(walls))
    return ask(e, "flanking", attacker="a", target="t")


def test_prendre_en_tenaille_large_target():
    """Draw Steel: flanking a size-2 target from its left side and the lower half of its right side."""
    r = _flank("draw-steel", [foe("t", (2, 2), "2"), hero("a", (1, 2)), hero("b", (4, 3)), hero("c", (2, 1))])
    assert r == {"value": True, "allies": ["b"]}


def test_prendre_en_tenaille_large_flanker():
    """Draw Steel: a size-2 flanker: segment (1, 3)→(4.5, 2.5) crosses x=2 at y≈2.86 and x=4 at y≈2.57."""
    r = _flank("draw-steel", [foe("t", (2, 2), "2"), hero("a", (0, 2), "2"), hero("b", (4, 2))])
    assert r["value"] is True and r["allies"] == ["b"]


@pytest.mark.parametrize("cond", ["surprised", "dazed", "unconscious"])
def test_prendre_en_tenaille_needs_triggered_actions(cond):
    """Draw Steel: "neither surprised, dazed nor unconscious"."""
    r = _flank("draw-steel", [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2), conditions=[cond])])
    assert r["value"] is False and r["allies"] == []
    r = _flank("draw-steel", [foe("t", (2, 2)), hero("a", (1, 2), conditions=[cond]), hero("b", (3, 2))])
    assert r["value"] is False


def test_prendre_en_tenaille_draw_steel_needs_adjacency_and_line_of_effect():
    assert _flank("draw-steel", [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (4, 2))])["value"] is False
    r = _flank("draw-steel", [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2))],
               walls=[{"line": [[3, 2], [3, 3]]}])
    assert r["value"] is False


def test_prendre_en_tenaille_only_allies_of_the_attacker_and_enemies_of_the_target():
    r = _flank("draw-steel", [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2), side="third-party")])
    assert r["value"] is False
    r = _flank("draw-steel", [hero("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2))])
    assert r["value"] is False


def test_prendre_en_tenaille_pf2e_reach_without_adjacency_or_line_of_effect():
    """PF2e: "T within the reach of both"; "No line of effect is required"."""
    r = _flank("pf2e", [foe("t", (2, 2)), hero("a", (0, 2), reach=2), hero("b", (3, 2))],
               walls=[{"line": [[3, 2], [3, 3]]}])
    assert r == {"value": True, "allies": ["b"]}
    assert _flank("pf2e", [foe("t", (2, 2)), hero("a", (0, 2)), hero("b", (3, 2))])["value"] is False
    r = _flank("pf2e", [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2), conditions=["paralyzed"])])
    assert r["value"] is False
    assert _flank("draw-steel", [foe("t", (2, 2)), hero("a", (0, 2), reach=2), hero("b", (3, 2))])["value"] is False


def test_prendre_en_tenaille_pf2e_reach_2_diagonal():
    """PF2e: "a reach of 2 also reaches dx = dy = 2" — flanking from two squares away diagonally."""
    r = _flank("pf2e", [foe("t", (3, 3)), hero("a", (1, 1), reach=2), hero("b", (4, 4))])
    assert r["value"] is True


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_prendre_en_tenaille_5e_only_with_the_variant(rs):
    """5e: "no flanking, unless "flanking": true" (then adjacency, no line of effect or conditions)."""
    cs = [foe("t", (2, 2)), hero("a", (1, 2)), hero("b", (3, 2), conditions=["surprised"])]
    assert _flank(rs, cs)["value"] is False
    assert _flank(rs, cs, {"flanking": True}) == {"value": True, "allies": ["b"]}
    walled = _flank(rs, cs, {"flanking": True}, walls=[{"line": [[3, 2], [3, 3]]}])
    assert walled["value"] is True


def test_allies_are_sorted():
    """`allies`: ids that flank with the attacker, sorted — two allies on the far side of a large target."""
    r = _flank("draw-steel", [foe("t", (2, 2), "2"), hero("a", (1, 2)), hero("zed", (4, 3)), hero("bob", (4, 2))])
    assert r == {"value": True, "allies": ["bob", "zed"]}


# ---- opportunity attacks ------------------------------------------------------------------

def _oa(rs, creatures, path, mode=None, w=9, h=9):
    e = build(rs, grid={"width": w, "height": h}, creatures=creatures)
    q = {"creature": "m", "path": path}
    if mode:
        q["mode"] = mode
    return ask(e, "opportunity_attacks", **q)


def test_frappe_gratuite_from_a_large_enemy():
    """Draw Steel "Frappe gratuite": leaving adjacency of a size-2 enemy, not moving along its side."""
    cs = [hero("m", (1, 1)), foe("ogre", (2, 2), "2")]
    assert _oa("draw-steel", cs, [[1, 2], [1, 3], [1, 4]])["attackers"] == []
    assert _oa("draw-steel", cs, [[1, 2], [1, 3], [1, 4], [1, 5]])["attackers"] == ["ogre"]
    assert _oa("draw-steel", cs, [[0, 1]])["attackers"] == ["ogre"]
    assert _oa("draw-steel", cs, [[0, 1]], "shift")["attackers"] == []
    assert _oa("draw-steel", cs, [[0, 1]], "teleport")["attackers"] == []


def test_frappe_gratuite_large_mover_and_overlap_counts_as_adjacent():
    """A size-2 mover drawing away; a tiny enemy under a big mover is adjacent (overlap counts)."""
    cs = [hero("m", (0, 0), "2"), foe("e", (2, 0)), foe("mouse", (1, 1), "1T")]
    assert _oa("draw-steel", cs, [[0, 1]])["attackers"] == []
    assert _oa("draw-steel", cs, [[0, 1], [0, 2]])["attackers"] == ["e"]
    assert _oa("draw-steel", cs, [[0, 1], [0, 2], [0, 3]])["attackers"] == ["e", "mouse"]


def test_frappe_gratuite_order_and_ties_by_id_each_once():
    """"Each attacker is listed once, in the order it is triggered; ... same step ... by id"."""
    cs = [hero("m", (2, 2)), foe("zz", (3, 2)), foe("aa", (3, 3)), foe("late", (2, 5))]
    # step 1 -> [1,2]: zz (dx 2) and aa (dx 2) leave adjacency; then down to [1,4]: adjacent to late;
    # then [0,5]... still adjacent (dx 2? late at x=2: dx=2) -> late strikes.
    r = _oa("draw-steel", cs, [[1, 2], [1, 3], [1, 4], [0, 5]])["attackers"]
    assert r == ["aa", "zz", "late"]
    r = _oa("draw-steel", cs, [[1, 2], [2, 2], [1, 2]])["attackers"]
    assert r == ["aa", "zz"]


@pytest.mark.parametrize("cond", ["surprised", "dazed", "unconscious"])
def test_frappe_gratuite_needs_triggered_actions(cond):
    cs = [hero("m", (1, 1)), foe("e", (2, 1), conditions=[cond])]
    assert _oa("draw-steel", cs, [[0, 1]])["attackers"] == []


def test_allies_never_strike():
    cs = [hero("m", (1, 1)), hero("friend", (2, 1))]
    for rs in ("draw-steel", "dnd5e", "pf2e"):
        assert _oa(rs, cs, [[0, 1]])["attackers"] == []


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_attaque_d_opportunite_reach_and_disengage(rs):
    """5e "Attaque d'opportunité": from within reach to outside it; `disengage` provokes nothing;
    an unconscious creature strikes no one."""
    cs = [hero("m", (3, 1)), foe("pike", (4, 2), reach=2), foe("sword", (4, 1)),
          foe("ko", (3, 0), conditions=["unconscious"])]
    assert _oa(rs, cs, [[2, 1]])["attackers"] == ["sword"]       # still within 2 of the pike
    assert _oa(rs, cs, [[2, 1], [1, 1]])["attackers"] == ["sword", "pike"]
    assert _oa(rs, cs, [[2, 1], [1, 1]], "disengage")["attackers"] == []


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_attaque_d_opportunite_from_a_huge_creature(rs):
    cs = [hero("m", (4, 1)), foe("giant", (1, 1), "huge")]
    assert _oa(rs, cs, [[4, 2], [4, 3], [4, 4]])["attackers"] == []   # along its side, then at a corner
    assert _oa(rs, cs, [[5, 1]])["attackers"] == ["giant"]


def test_frappe_reactive_needs_the_ability_and_any_step_within_reach_triggers():
    """PF2e "Frappe réactive": a hostile with `reactive-strike` strikes when the mover leaves a space
    within its reach — even to another space within reach; `step` provokes nothing."""
    cs = [hero("m", (3, 1)), foe("guard", (4, 1), abilities=["reactive-strike"]), foe("lout", (2, 1))]
    assert _oa("pf2e", cs, [[3, 2]])["attackers"] == ["guard"]
    assert _oa("pf2e", cs, [[3, 2], [3, 3]])["attackers"] == ["guard"]
    assert _oa("pf2e", cs, [[3, 2]], "step")["attackers"] == []


def test_frappe_reactive_large_enemy_reach_2():
    """PF2e reach 2 from a large creature: distance max + floor(min / 2)."""
    cs = [hero("m", (4, 3)), foe("troll", (0, 0), "large", reach=2, abilities=["reactive-strike"])]
    # gaps from [0,0]-[1,1] to [4,3]: (3, 2) → 4: out of reach, moving provokes nothing
    assert _oa("pf2e", cs, [[5, 3]])["attackers"] == []
    cs = [hero("m", (3, 3)), foe("troll", (0, 0), "large", reach=2, abilities=["reactive-strike"])]
    # gaps (2, 2): the reach-2 diagonal exception
    assert _oa("pf2e", cs, [[4, 3]])["attackers"] == ["troll"]


@pytest.mark.parametrize("rs, abilities", [("draw-steel", []), ("dnd5e", []), ("douaratil", []),
                                           ("pf2e", ["reactive-strike"])])
def test_no_strike_through_a_solid_wall(rs, abilities):
    """§4 "In every system the striker needs line of effect to the mover's space before the step (a
    melee strike through a solid wall is no strike)". The enemy stands right across a wall x=2 from
    the mover; a wall that blocks only movement, or an open door, lets it strike."""
    cs = [hero("m", (1, 1)), foe("e", (2, 1), abilities=abilities)]
    for wall, strikes in (({"line": [[2, 0], [2, 5]]}, False),
                          ({"line": [[2, 0], [2, 5]], "blocks": ["movement"]}, True),
                          ({"line": [[2, 0], [2, 5]], "door": "open"}, True)):
        e = build(rs, grid={"width": 6, "height": 5}, creatures=cs, walls=[wall])
        assert ask(e, "opportunity_attacks", creature="m", path=[[0, 1]])["attackers"] == (["e"] if strikes else [])


def test_line_of_effect_is_judged_from_the_space_before_the_step():
    """§4 "line of effect to the mover's space before the step". Wall x=3, y 0..2; enemy e at [3,1].
    From [2,0] every line to e crosses x=3 between y 0.05 and 1.95: no line of effect, so stepping
    away to [1,0] provokes nothing. Walking down to [2,2] first, e sees that space (e.g.
    (3.05, 1.95)→(2.95, 2.95) crosses x=3 at y=2.45, past the wall's end) and strikes when the
    mover leaves it for [2,3]."""
    walls = [{"line": [[3, 0], [3, 2]]}]
    e = build(grid={"width": 6, "height": 5}, walls=walls, creatures=[hero("m", (2, 0)), foe("e", (3, 1))])
    assert ask(e, "opportunity_attacks", creature="m", path=[[1, 0]])["attackers"] == []
    assert ask(e, "opportunity_attacks", creature="m", path=[[2, 1], [2, 2], [2, 3]])["attackers"] == ["e"]
    bare = build(grid={"width": 6, "height": 5}, creatures=[hero("m", (2, 0)), foe("e", (3, 1))])
    assert ask(bare, "opportunity_attacks", creature="m", path=[[1, 0]])["attackers"] == ["e"]


@pytest.mark.parametrize("rs", ["dnd5e", "douaratil"])
def test_surprised_creature_cannot_react_in_5e(rs):
    """5e "Surpris": « vous ne pouvez pas non plus réagir » — a surprised creature makes no
    opportunity attack (§4)."""
    cs = [hero("m", (1, 1)), foe("e", (2, 1), conditions=["surprised"]), foe("f", (2, 2))]
    assert _oa(rs, cs, [[0, 1]])["attackers"] == ["f"]


def test_surprised_pf2e_creature_still_reacts():
    """§4 names `surprised` for 5e and Douaratil only; in PF2e only `unconscious` (and the missing
    ability) stop a Reactive Strike."""
    cs = [hero("m", (1, 1)), foe("e", (2, 1), conditions=["surprised"], abilities=["reactive-strike"]),
          foe("ko", (2, 2), conditions=["unconscious"], abilities=["reactive-strike"])]
    assert _oa("pf2e", cs, [[0, 1]])["attackers"] == ["e"]


def test_unknown_modes_answer_errors():
    cs = [hero("m", (1, 1)), foe("e", (2, 1))]
    for rs, mode in (("draw-steel", "disengage"), ("dnd5e", "shift"), ("pf2e", "teleport")):
        with pytest.raises(ValueError):
            _oa(rs, cs, [[0, 1]], mode)


# ---- high ground ------------------------------------------------------------------------

@pytest.mark.parametrize("a_elev, t_size, t_elev, flying, expected", [
    (1, "1M", 0, False, True),
    (0, "1M", 0, False, False),
    (1, "2", 0, False, False),
    (2, "2", 0, False, True),
    (5, "1S", 4, False, True),
    (3, "1M", 0, True, False),
])
def test_terrain_eleve(a_elev, t_size, t_elev, flying, expected):
    """Draw Steel "Terrain élevé": not flying and A.elevation ≥ T.elevation + side(T)."""
    e = build(grid={"width": 6, "height": 6}, creatures=[
        hero("a", (0, 0), elevation=a_elev, conditions=["flying"] if flying else []),
        foe("t", (3, 3), t_size, elevation=t_elev)])
    assert ask(e, "high_ground", attacker="a", target="t")["value"] is expected


def test_high_ground_and_forced_move_are_draw_steel_only():
    e = build("pf2e", grid={"width": 6, "height": 6}, creatures=[hero("a", (0, 0), elevation=3), foe("t", (1, 0))])
    with pytest.raises(ValueError):
        ask(e, "high_ground", attacker="a", target="t")
    with pytest.raises(ValueError):
        ask(e, "forced_move", source="a", target="t", kind="push", distance=1, path=[[2, 0]])


# ---- a sixth system brings its own rules ------------------------------------------------------

def test_a_new_system_is_one_new_pack_with_its_own_cover_and_flanking(monkeypatch):
    """Packs answer their own cover and flanking questions (python-chess style variants): a system
    registered in RULESETS works through the oracle with no change to rules/combat.py."""
    from rules.packs import RULESETS, CoverResult
    from rules.packs.dnd5e import Dnd5e

    class Hexcrawl(Dnd5e):
        id = "hexcrawl"
        no_line_cover = "hidden"

        def cover(self, enc, a, t, sa, st):
            return CoverResult("far" if self.distance(sa, st) > 2 else "near")

        def no_flanking(self):
            return ""

        def can_flank(self, enc, c, sc, t, st):
            return self.within_reach(sc, st, 2)

    monkeypatch.setitem(RULESETS, "hexcrawl", Hexcrawl)
    e = build("hexcrawl", grid={"width": 9, "height": 4}, walls=[{"line": [[6, 0], [6, 4]]}],
              creatures=[hero("a", (0, 1)), foe("t", (2, 1)), hero("b", (4, 1)), foe("z", (8, 1))])
    assert ask(e, "cover", attacker="a", target="t")["value"] == "near"
    assert ask(e, "cover", attacker="b", target="z")["value"] == "hidden"  # the wall x=6
    assert ask(e, "flanking", attacker="a", target="t") == {"value": True, "allies": ["b"]}
    from rules import combat
    table = combat.cover_table(e)
    assert table[("a", "t")].value == "near" and table[("a", "z")].value == "hidden"
    assert table[("b", "t")].value == "near" and table[("t", "z")].value == "hidden"
