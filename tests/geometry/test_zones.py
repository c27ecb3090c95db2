"""Zones, §7: neighbours by shared border, links and cuts, hop distance, the zone of a point."""

import pytest

from geometry import GeometryError
from geometry.zones import Zone, ZoneMap


def rect(zid, x, y, w, h):
    return Zone(zid, ((x, y), (x + w, y), (x + w, y + h), (x, y + h)))


def test_shared_border_of_positive_length_makes_neighbours_a_corner_does_not():
    """"Two zones are neighbours when their polygons share a stretch of border of positive length"."""
    m = ZoneMap((rect("a", 0, 0, 4, 4), rect("b", 4, 0, 4, 4), rect("c", 8, 4, 2, 2)))
    assert m.neighbours("a") == ["b"]
    assert m.neighbours("c") == []          # touches b only at (8, 4)
    assert m.hops("a", "c") is None


def test_partial_border_and_off_grid_polygons():
    """Borders need not be whole sides nor follow grid lines: a slanted shared edge counts."""
    a = Zone("a", ((0, 0), (5, 0), (3.5, 6), (0, 6)))
    b = Zone("b", ((5, 0), (9, 0), (9, 6), (3.5, 6)))
    c = rect("c", 9, 5, 3, 3)               # shares only [5..6] of b's right side
    m = ZoneMap((a, b, c))
    assert m.neighbours("b") == ["a", "c"]
    assert m.hops("a", "c") == 2


def test_links_add_and_cuts_remove_and_cut_wins():
    """zone_links add a neighbourhood, zone_cuts remove one; "a pair both linked and cut is cut"."""
    zones = (rect("a", 0, 0, 2, 2), rect("b", 2, 0, 2, 2), rect("tower", 10, 10, 2, 2))
    m = ZoneMap(zones, links=[("b", "tower")], cuts=[("a", "b")])
    assert m.neighbours("b") == ["tower"]
    assert m.hops("a", "tower") is None
    m2 = ZoneMap(zones, links=[("a", "tower"), ("b", "tower")], cuts=[("a", "tower")])
    assert m2.neighbours("a") == ["b"]
    assert m2.hops("a", "tower") == 2


def test_hop_distance_is_the_least_number_of_borders_crossed():
    zones = tuple(rect(f"z{i}", 2 * i, 0, 2, 2) for i in range(5))
    m = ZoneMap(zones, links=[("z0", "z4")])
    assert m.hops("z0", "z3") == 2            # z0 -> z4 -> z3
    assert m.hops("z1", "z1") == 0


def test_zone_at_border_and_overlap_is_the_first_in_file_order():
    """"A creature whose centre lies on a border, or in overlapping zones, is in the first such zone"."""
    m = ZoneMap((rect("a", 0, 0, 4, 4), rect("b", 4, 0, 4, 4), rect("pool", 2, 2, 4, 4)))
    assert m.zone_at((4.0, 1.0)) == "a"
    assert m.zone_at((5.0, 3.0)) == "b"
    assert m.zone_at((5.0, 5.0)) == "pool"
    assert m.zone_at((20.0, 20.0)) is None
    m2 = ZoneMap((rect("pool", 2, 2, 4, 4), rect("a", 0, 0, 4, 4)))
    assert m2.zone_at((3.0, 3.0)) == "pool"


def test_overlapping_zones_are_neighbours():
    """RULINGS (zones): zones that overlap (a pool inside a courtyard) are neighbours — one border to cross."""
    m = ZoneMap((rect("court", 0, 0, 10, 10), rect("pool", 3, 3, 2, 2), rect("x", 2, 2, 3, 3)))
    assert "pool" in m.neighbours("court")
    assert m.hops("court", "pool") == 1


def test_bad_polygons_are_refused():
    with pytest.raises(GeometryError):
        Zone("z", ((0, 0), (1, 1)))
    with pytest.raises(GeometryError):
        Zone("bow", ((0, 0), (2, 2), (2, 0), (0, 2)))   # crosses itself
