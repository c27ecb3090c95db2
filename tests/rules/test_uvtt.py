"""Universal VTT import, checked through the rules: Mover (movement) and combat.sight (line of effect).

Contract §4: an orthogonal step is legal when "no wall that blocks movement meets the interior of
the rectangle F ∪ F′"; "A line between two candidate points is **blocked** when it meets (touching
counts) a wall that blocks `effect`"; §2: "an open door blocks nothing". Issue 12: "an open door
on an imported map must let a creature of its size walk through".
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from uvtt_files import dump, png, uvtt, xy

from geometry import Cell, DoorState
from rules import combat
from rules.creature import Creature
from rules.encounter_file import load_encounter, save_encounter
from rules.map_import import is_picture_name
from rules.movement import Mover
from rules.uvtt import ImportOptions, import_uvtt_bytes, import_uvtt_doc, is_uvtt_name, read_uvtt_doc


def load(doc, **options):
    return import_uvtt_bytes(dump(doc), ImportOptions(**options))


def with_creatures(enc, *creatures):
    for c in creatures:
        enc.add_creature(c)
    return enc


def hero(at, size="1M", cid="hero", side="heroes"):
    return Creature(cid, side, Cell(*at), size=size, speed=30)


# A 10 x 8 map cut in two by a wall along y = 4; a door in it, Dungeondraft style (centred on the
# grid line x = 5, so it straddles squares 4 and 5).
def dungeondraft_room(closed=None, door=((4.5, 4), (5.5, 4)), **kw):
    portal = {"bounds": door}
    if closed is not None:
        portal["closed"] = closed
    (ax, _), (bx, _) = door
    return uvtt(10, 8, walls=[[(0, 4), (min(ax, bx), 4)], [(max(ax, bx), 4), (10, 4)]], portals=[portal], **kw)


def test_a_creature_cannot_walk_through_an_imported_wall():
    enc = with_creatures(load(uvtt(10, 8, walls=[[(0, 4), (10, 4)]])).encounter, hero((2, 1)),
                         hero((2, 6), cid="foe", side="foes"))
    assert Mover(enc, "hero").path_to(Cell(2, 5)) is None
    assert combat.sight(enc, "hero", "foe").value is False  # it blocks effect too
    assert not Mover(enc, "hero").check([Cell(2, 2), Cell(2, 3), Cell(2, 4)]).legal
    # The same map without the wall: the way is open (the test can fail).
    enc2 = with_creatures(load(uvtt(10, 8)).encounter, hero((2, 1)))
    assert Mover(enc2, "hero").path_to(Cell(2, 6)) is not None


def test_open_imported_door_lets_a_creature_of_its_size_through():
    """RULINGS, "Imported doors": the door is aligned to the squares it mostly covers."""
    result = load(dungeondraft_room(closed=False))
    enc = with_creatures(result.encounter, hero((1, 1)))
    path = Mover(enc, "hero").path_to(Cell(1, 6))
    assert path is not None
    assert Cell(4, 4) in [s.to for s in path.steps]  # through the door's square (tie goes low: x 4..5)
    assert [a.code for a in result.adjustments][:1] == ["doors-aligned"]
    (moved,) = result.doors_aligned
    assert moved.before == ((4.5, 4.0), (5.5, 4.0)) and moved.after == ((4.0, 4.0), (5.0, 4.0))
    # The wall beside the door now reaches its new end: nothing else opened.
    blocked = Mover(enc, "hero")
    assert not blocked.check([Cell(5, 2), Cell(5, 3), Cell(5, 4)]).legal


def test_without_alignment_the_straddling_open_door_lets_no_one_through():
    enc = with_creatures(load(dungeondraft_room(closed=False), align_doors=False).encounter, hero((1, 1)))
    assert Mover(enc, "hero").path_to(Cell(1, 6)) is None


def test_closed_imported_door_blocks_line_of_effect_and_movement():
    enc = with_creatures(load(dungeondraft_room(closed=True)).encounter, hero((4, 2)), hero((4, 6), cid="foe", side="foes"))
    assert combat.sight(enc, "hero", "foe").value is False
    assert Mover(enc, "hero").path_to(Cell(4, 5)) is None
    opened = with_creatures(load(dungeondraft_room(closed=False)).encounter, hero((4, 2)), hero((4, 6), cid="foe", side="foes"))
    assert combat.sight(opened, "hero", "foe").value is True


def test_a_portal_without_closed_is_a_closed_door():
    enc = load(dungeondraft_room(closed=None)).encounter
    (door,) = [w for w in enc.board.walls if w.door is not None]
    assert door.door is DoorState.CLOSED


def test_two_square_door_lets_a_size_2_creature_through():
    doc = dungeondraft_room(closed=False, door=((3.5, 4), (5.5, 4)))
    enc = with_creatures(load(doc).encounter, hero((1, 1), size="2"))
    assert Mover(enc, "hero").path_to(Cell(1, 6)) is not None
    # A one-square door does not let it through.
    enc1 = with_creatures(load(dungeondraft_room(closed=False)).encounter, hero((1, 1), size="2"))
    assert Mover(enc1, "hero").path_to(Cell(1, 6)) is None


def test_a_double_door_of_two_straddling_leaves_stays_one_opening():
    # Two one-square leaves side by side, each centred on a grid line: the same tie rule moves
    # both the same way, so they stay side by side and a size-2 creature passes when both are open.
    doc = uvtt(10, 8, walls=[[(0, 4), (4.5, 4)], [(6.5, 4), (10, 4)]],
               portals=[{"bounds": ((4.5, 4), (5.5, 4)), "closed": False},
                        {"bounds": ((5.5, 4), (6.5, 4)), "closed": False}])
    result = load(doc)
    assert sorted(w.points for w in result.encounter.board.walls if w.door) == [((4.0, 4.0), (5.0, 4.0)),
                                                                                 ((5.0, 4.0), (6.0, 4.0))]
    enc = with_creatures(result.encounter, hero((1, 1), size="2"))
    assert Mover(enc, "hero").path_to(Cell(1, 6)) is not None


def test_vertical_door_of_one_and_a_half_squares_takes_the_two_squares_it_covers():
    doc = uvtt(10, 8, walls=[[(5, 0), (5, 2.25)], [(5, 3.75), (5, 8)]],
               portals=[{"bounds": ((5, 2.25), (5, 3.75)), "closed": False}])
    result = load(doc)
    (door,) = [w for w in result.encounter.board.walls if w.door]
    assert door.points == ((5.0, 2.0), (5.0, 4.0))
    enc = with_creatures(result.encounter, hero((2, 2), size="2"))
    assert Mover(enc, "hero").path_to(Cell(7, 2)) is not None


def test_a_freestanding_door_gets_no_wall_beside_it():
    doc = uvtt(10, 8, portals=[{"bounds": ((4.5, 4), (5.5, 4)), "closed": True, "freestanding": True}])
    result = load(doc)
    assert [w.points for w in result.encounter.board.walls] == [((4.0, 4.0), (5.0, 4.0))]
    assert result.doors_aligned[0].extended == ()


def test_a_wall_drawn_through_the_doorway_is_cut_under_an_open_door():
    doc = uvtt(10, 8, walls=[[(0, 4), (10, 4)]], portals=[{"bounds": ((4, 4), (5, 4)), "closed": False}])
    result = load(doc)
    enc = with_creatures(result.encounter, hero((1, 1)))
    assert Mover(enc, "hero").path_to(Cell(1, 6)) is not None
    assert "walls-under-doors" in [a.code for a in result.adjustments]


def test_map_origin_shifts_every_coordinate():
    # A cropped export: the picture starts at (3, 2) of the author's map.
    doc = uvtt(10, 8, origin=(3, 2), walls=[[(3, 6), (13, 6)]],
               portals=[{"bounds": ((7.5, 6), (8.5, 6)), "closed": False}],
               lights=[{"position": xy(5, 5), "range": 3, "intensity": 1, "color": "ff00ff00", "shadows": True}])
    result = load(doc)
    enc = result.encounter
    assert (enc.board.width, enc.board.height) == (10, 8)
    plain = sorted(w.points for w in enc.board.walls if w.door is None)
    assert plain == [((0.0, 4.0), (4.0, 4.0)), ((5.0, 4.0), (10.0, 4.0))]
    assert enc.map_image.offset == (0.0, 0.0)
    assert enc.map_image.kept["lights"][0]["position"] == {"x": 2, "y": 3}
    with_creatures(enc, hero((4, 1)))
    assert Mover(enc, "hero").path_to(Cell(4, 6)) is not None
    assert Mover(enc, "hero").check([Cell(3, 2), Cell(3, 3), Cell(3, 4)]).legal is False


def test_fractional_map_origin_keeps_the_picture_on_the_grid():
    doc = uvtt(10, 8, origin=(0.5, 0), walls=[[(2, 0), (2, 8)]])
    enc = load(doc).encounter
    # The board starts on the grid line before the picture: one more column, picture half a square in.
    assert enc.board.width == 11
    assert enc.map_image.offset == (-5.0, 0.0)
    assert [w.points for w in enc.board.walls] == [((2.0, 0.0), (2.0, 8.0))]


def test_object_outlines_are_walls_by_default_or_left_out():
    doc = uvtt(10, 8, objects=[[(0, 4), (10, 4)]])
    walls = with_creatures(load(doc).encounter, hero((2, 1)))
    assert Mover(walls, "hero").path_to(Cell(2, 6)) is None
    result = load(doc, objects="ignore")
    ignored = with_creatures(result.encounter, hero((2, 1)))
    assert Mover(ignored, "hero").path_to(Cell(2, 6)) is not None
    assert [(a.code, a.count) for a in result.adjustments] == [("objects-ignored", 1)]


def test_overlapping_and_repeated_walls_are_merged_not_doubled():
    doc = uvtt(10, 8, walls=[[(0, 4), (6, 4)], [(0, 4), (6, 4)], [(4, 4), (10, 4)]], objects=[[(2, 4), (3, 4)]])
    result = load(doc)
    assert [w.points for w in result.encounter.board.walls] == [((0.0, 4.0), (10.0, 4.0))]
    merged = {a.code: a.count for a in result.adjustments}["walls-merged"]
    # Squares given twice: 6 + 6 + 6 + 1 drawn, 10 kept.
    assert merged == 9


def test_a_door_given_twice_is_one_door():
    doc = uvtt(10, 8, walls=[[(0, 4), (4, 4)], [(5, 4), (10, 4)]],
               portals=[{"bounds": ((4, 4), (5, 4)), "closed": False}, {"bounds": ((5, 4), (4, 4)), "closed": True}])
    result = load(doc)
    doors = [w for w in result.encounter.board.walls if w.door]
    assert [d.door for d in doors] == [DoorState.OPEN]  # the first one given
    assert ("doors-merged", 1) in [(a.code, a.count) for a in result.adjustments]


def test_format_0_2_without_object_outlines_imports():
    doc = uvtt(10, 8, fmt=0.2, walls=[[(0, 4), (10, 4)]])
    assert "objects_line_of_sight" not in doc
    result = load(doc)
    assert result.format == 0.2 and len(result.encounter.board.walls) == 1
    assert result.adjustments == ()


def test_near_whole_coordinates_are_whole():
    # Floating noise from an exporter must not put a wall a hair inside row 3.
    enc = with_creatures(load(uvtt(10, 8, walls=[[(0, 3.99999), (10, 4.00001)]])).encounter, hero((2, 3)))
    assert enc.board.walls[0].points == ((0.0, 4.0), (10.0, 4.0))
    assert Mover(enc, "hero").can_end(Cell(2, 3)).value


def test_walls_reaching_a_little_past_the_edge_are_clipped():
    result = load(uvtt(10, 8, walls=[[(-0.5, 4), (10.5, 4)]]))
    assert [w.points for w in result.encounter.board.walls] == [((0.0, 4.0), (10.0, 4.0))]
    assert {a.code for a in result.adjustments} == {"walls-clipped"}


def test_the_picture_is_stored_once_as_it_is(tmp_path):
    picture = png(100, 80)
    doc = uvtt(10, 8, image=picture, lights=[{"position": xy(1, 1), "range": 2, "intensity": 0.5,
                                               "color": "#80FF0000", "shadows": False}],
               environment={"baked_lighting": False, "ambient_light": "ff101010"})
    enc = load(doc).encounter
    assert enc.map_image.data == picture and enc.map_image.square_px == 10
    assert enc.map_image.kept["lights"][0]["color"] == "80ff0000"
    save_encounter(enc, tmp_path / "map.damier")
    again = load_encounter(tmp_path / "map.damier")
    assert again.map_image.data == picture
    assert again.map_image.kept == enc.map_image.kept
    assert again.map_image.kept["environment"] == {"baked_lighting": False, "ambient_light": "ff101010"}


def test_a_picture_size_that_disagrees_with_the_map_size_is_reported():
    result = load(uvtt(10, 8, image=png(50, 80)))
    assert [a.code for a in result.adjustments] == ["image-size-mismatch"]
    assert (result.encounter.board.width, result.encounter.board.height) == (10, 8)


def test_progress_is_reported_from_start_to_end():
    seen = []
    import_uvtt_bytes(dump(uvtt(10, 8)), progress=lambda f, stage: seen.append((f, stage)))
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and seen[-1][1] == "done"


@pytest.mark.parametrize("options", [ImportOptions(), ImportOptions(objects="ignore", align_doors=False)])
def test_import_never_changes_an_open_encounter(options):
    doc = dungeondraft_room(closed=False)
    first = load(doc).encounter
    before = first.board.walls
    import_uvtt_bytes(dump(doc), options)
    assert first.board.walls == before


@settings(max_examples=60, deadline=None)
@given(lo=st.integers(4, 28).map(lambda v: v / 4), length=st.sampled_from([0.75, 1, 1.25, 1.5, 2, 2.5, 3]),
       vertical=st.booleans(), is_open=st.booleans())
def test_any_grid_axis_door_lets_a_creature_of_its_width_through_when_open(lo, length, vertical, is_open):
    """RULINGS, "Imported doors": a door of n squares (its length rounded) lets a creature of n
    squares through when open, wherever the map tool put it along the wall; closed, no one passes."""
    hi = lo + length

    def p(t, c):
        return (c, t) if vertical else (t, c)
    doc = uvtt(12, 12, walls=[[p(0, 6), p(lo, 6)], [p(hi, 6), p(12, 6)]],
               portals=[{"bounds": (p(lo, 6), p(hi, 6)), "closed": not is_open}])
    n = max(1, int(length + 0.5))
    enc = with_creatures(load(doc).encounter, hero((0, 0), size={1: "1M", 2: "2", 3: "3"}[n]))
    goal = Cell(12 - n, 0) if vertical else Cell(0, 12 - n)
    assert (Mover(enc, "hero").path_to(goal) is not None) is is_open


def test_a_dialog_reads_the_file_once_and_imports_again_per_option(tmp_path):
    path = tmp_path / "Cellar.DD2VTT"
    path.write_bytes(dump(dungeondraft_room(closed=False)))
    assert is_uvtt_name(path) and not is_picture_name(path) and is_picture_name("map.WebP")
    doc = read_uvtt_doc(path)
    aligned = import_uvtt_doc(doc, ImportOptions(), path=path)
    as_drawn = import_uvtt_doc(doc, ImportOptions(align_doors=False), path=path)
    assert len(aligned.doors_aligned) == 1 and as_drawn.doors_aligned == ()
    assert aligned.encounter.title == "Cellar"
