"""The dice tray (issue 13 « Dice »): power rolls with tiers, edges and banes; d20 with advantage and
disadvantage; Douaratil 3d6 with its triple results; a seedable generator and a history."""

import random

import pytest

from rules.dice import DiceTray, TypedDice, net_edges, parse, power_tier
from rules.errors import RulesError


def Loaded(*faces):  # noqa: N802 - reads as "loaded dice"
    """A tray on faces typed in from physical dice (the app offers it; here it gives known dice)."""
    return DiceTray(rng=TypedDice(faces))


def test_same_seed_same_rolls_and_a_history():
    a, b = DiceTray(42), DiceTray(42)
    ra = [a.power(2), a.d20(3, advantage=True), a.three_d6(1), a.d10()]
    rb = [b.power(2), b.d20(3, advantage=True), b.three_d6(1), b.d10()]
    assert ra == rb and a.history == ra
    r = random.Random(42)
    first = (r.randint(1, 10), r.randint(1, 10))
    assert ra[0].dice == first and ra[0].total == sum(first) + 2


@pytest.mark.parametrize("total,tier", [(2, 1), (11, 1), (12, 2), (16, 2), (17, 3), (25, 3)])
def test_power_roll_tiers(total, tier):
    # « 11 ou moins : palier 1 ; 12 à 16 : palier 2 ; 17 ou plus : palier 3 »
    assert power_tier(total) == tier


@pytest.mark.parametrize("edges,banes,net", [(1, 0, 1), (2, 0, 2), (3, 0, 2), (0, 1, -1), (0, 2, -2), (1, 1, 0),
                                             (2, 2, 0), (2, 1, 1), (1, 2, -1), (0, 0, 0)])
def test_edges_and_banes_cancel(edges, banes, net):
    assert net_edges(edges, banes) == net


def test_edge_adds_2_and_double_edge_raises_the_tier():
    r = Loaded(5, 5).power(1, edges=1)
    assert (r.total, r.tier) == (13, 2)
    r = Loaded(5, 5).power(1, edges=2)
    assert (r.total, r.tier, r.result) == (11, 2, "tier-up")
    r = Loaded(5, 5).power(1, banes=1)
    assert (r.total, r.tier) == (9, 1)
    r = Loaded(8, 8).power(1, banes=2)
    assert (r.total, r.tier, r.result) == (17, 2, "tier-down")
    r = Loaded(5, 5).power(1, edges=1, banes=1)
    assert (r.total, r.tier) == (11, 1)


def test_natural_19_or_20_is_tier_3():
    r = Loaded(9, 10).power(-5, banes=2)
    assert (r.natural, r.tier, r.result) == (19, 3, "critical")


def test_d20_advantage_keeps_the_higher_disadvantage_the_lower_both_cancel():
    r = Loaded(4, 17).d20(2, advantage=True)
    assert (r.dice, r.kept, r.total) == ((4, 17), (17,), 19)
    r = Loaded(4, 17).d20(2, disadvantage=True)
    assert (r.kept, r.total) == ((4,), 6)
    r = Loaded(11).d20(0, advantage=True, disadvantage=True)
    assert (r.dice, r.total) == ((11,), 11)
    assert Loaded(20).d20().result == "natural-20"


def test_douaratil_triples():
    assert Loaded(6, 6, 6).three_d6(2).result == "triple-6"
    assert Loaded(1, 1, 1).three_d6(2).result == "triple-1"
    r = Loaded(1, 1, 2).three_d6(2)
    assert (r.result, r.total) == ("", 6)


def test_initiative_one_roll_per_entry():
    tray = DiceTray(7)
    rolls = tray.initiative("douaratil", {"fighter": 2, "wolves": 1})
    assert set(rolls) == {"fighter", "wolves"} and all(r.kind == "3d6" for r in rolls.values())
    assert rolls["wolves"].total == sum(rolls["wolves"].dice) + 1
    assert all(r.kind == "d20" for r in DiceTray(7).initiative("dnd5e", {"a": 0}).values())
    with pytest.raises(RulesError):
        tray.initiative("draw-steel", {"a": 0})


def test_ties_re_rolled_on_3d6_until_settled():
    # « ties re-rolled on 3d6 when the Director asks »: a (3d6 = 10) beats b (9) ... c and d tie again.
    tray = Loaded(3, 3, 4, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 6, 6, 6)
    # a, b tie at 15; c, d at 12: a rolls 10, b 9; c 6, d 6 again; then c 3, d 18.
    assert tray.tie_order({"a": 15, "b": 15, "c": 12, "d": 12, "e": 3}) == ["a", "b", "d", "c"]


def test_d10_players_choose_on_6_or_more():
    assert Loaded(6).d10().result == "players-choose"
    assert Loaded(5).d10().result == "director-chooses"


@pytest.mark.parametrize("expr,parsed", [("2d10+3", (2, 10, 3)), ("d20", (1, 20, 0)), ("3d6 - 1", (3, 6, -1)),
                                         ("1d8+2-1", (1, 8, 1))])
def test_parse(expr, parsed):
    assert parse(expr) == parsed
    r = DiceTray(1).roll(expr)
    assert len(r.dice) == parsed[0] and r.total == sum(r.dice) + parsed[2]


@pytest.mark.parametrize("bad", ["", "2x10", "d1", "0d6", "2d10+", None])
def test_parse_refuses(bad):
    with pytest.raises(RulesError):
        parse(bad)


def test_typed_faces_must_be_faces():
    with pytest.raises(RulesError, match="not a face of a d10"):
        Loaded(11, 3).power()
    with pytest.raises(RulesError, match="more dice"):
        Loaded(4).power()
