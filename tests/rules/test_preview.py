"""The drag preview and hover answers as plain values: no Qt involved."""

import sys

from helpers_plain import doc_encounter

from geometry import Cell
from rules.preview import OVERRIDE, DragSession, sight_info, term


def test_preview_module_needs_no_qt():
    import rules.preview

    qt = [m for m in sys.modules if m.startswith("PySide6")]
    # other tests may have loaded Qt; what matters is that preview.py does not import it
    src = open(rules.preview.__file__, encoding="utf-8").read()
    assert "PySide6" not in src and "shiboken" not in src, qt


def test_one_mover_per_mode_and_cached_cells():
    enc = doc_encounter("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    s = DragSession(enc, "t")
    a = s.preview(Cell(4, 1))
    assert s.preview(Cell(4, 1)) is a  # same cell, same answer, no new search
    s.preview(Cell(5, 2))
    assert list(s._movers) == ["move"]
    s.preview(Cell(5, 2), "shift")
    assert sorted(s._movers) == ["move", "shift"]
    assert a.legal and a.cost == 3 and a.cost_label == "3 / 5" and a.cells[-1] == Cell(4, 1)


def test_refusals_keep_the_reason():
    enc = doc_encounter("draw-steel", ascii=["......", "..#...", "......"],
                        creatures=[{"id": "t", "side": "heroes", "at": [0, 0]},
                                   {"id": "g", "side": "monsters", "at": [4, 1]}])
    s = DragSession(enc, "t")
    assert not s.preview(Cell(2, 1)).legal and "object" in s.preview(Cell(2, 1)).reason
    p = s.preview(Cell(4, 1))
    assert not p.legal and p.blockers == ("g",)
    assert not s.preview(Cell(9, 9)).legal
    assert (s.preview(Cell(2, 1)).code, p.code, s.preview(Cell(9, 9)).code) == ("object", "occupied", "outside")


def test_over_speed_and_attackers():
    enc = doc_encounter("dnd5e", creatures=[{"id": "t", "side": "heroes", "at": [0, 0], "speed": 2},
                                            {"id": "orc", "side": "monsters", "at": [1, 0]}])
    p = DragSession(enc, "t").preview(Cell(0, 4))
    assert p.cost == 4 and p.over_speed == (Cell(0, 3), Cell(0, 4)) and not p.within_speed
    assert p.attackers == ("orc",)
    assert DragSession(enc, "t").preview(Cell(0, 4), "disengage").attackers == ()


def test_override_places_anywhere_on_the_map():
    enc = doc_encounter("draw-steel", ascii=["...", ".#.", "..."], creatures=[{"id": "t", "side": "h", "at": [0, 0]}])
    s = DragSession(enc, "t")
    assert s.preview(Cell(2, 2), OVERRIDE).legal and s.preview(Cell(2, 2), OVERRIDE).cost_label == ""
    assert not s.preview(Cell(3, 3), OVERRIDE).legal


def test_large_token_stays_under_the_hand():
    enc = doc_encounter("draw-steel", creatures=[{"id": "o", "side": "m", "size": "2", "at": [2, 2]}])
    s = DragSession(enc, "o")
    # grabbed at its bottom-right square, pointer moved one square right
    assert s.top_left_for(4.5, 3.5, (1.5, 1.5)) == Cell(3, 2)
    assert s.top_left_for(3.0, 3.0, (1.0, 1.0)) == Cell(2, 2)


def test_zones_route():
    zones = [{"id": "a", "polygon": [[0, 0], [3, 0], [3, 3], [0, 3]]},
             {"id": "b", "polygon": [[3, 0], [6, 0], [6, 3], [3, 3]]},
             {"id": "c", "polygon": [[6, 0], [9, 0], [9, 3], [6, 3]]}]
    enc = doc_encounter("zones", grid=(9, 4), zones=zones, creatures=[{"id": "g", "side": "x", "at": [1, 1]}])
    s = DragSession(enc, "g")
    p = s.preview(Cell(7, 1))
    assert p.legal and p.zones == ("a", "b", "c") and p.cost == 2 and p.cost_label == "2 / 1"
    assert not s.preview(Cell(1, 3)).legal  # row 3 lies in no zone


def test_sight_info_has_the_deciding_lines():
    enc = doc_encounter("dnd5e", walls=[{"line": [[3, 0], [3, 0.6]]}],
                        creatures=[{"id": "a", "side": "h", "at": [0, 0]}, {"id": "t", "side": "m", "at": [5, 0]}])
    info = sight_info(enc, "a", "t")
    assert info.line_of_effect.value and info.distance == 5
    assert len(info.cover.lines) == 4
    assert info.cover.value == "half" and sum(ln.blocked for ln in info.cover.lines) == info.cover.blocked_count > 0
    blocked = sight_info(doc_encounter("dnd5e", walls=[{"line": [[3, 0], [3, 2]]}], creatures=[
        {"id": "a", "side": "h", "at": [0, 0]}, {"id": "t", "side": "m", "at": [5, 0]}]), "a", "t")
    assert not blocked.line_of_effect.value and blocked.cover.value == "total"
    assert sight_info(enc, "a", "a") is None


def test_terms_in_each_language():
    enc = doc_encounter("pf2e", creatures=[])
    assert term(enc, "opportunity", "fr", "x") == "Frappe réactive"
    assert term(enc, "opportunity", "en", "x") == "Reactive Strike"
    assert term(enc, "nothing", "en", "fallback") == "fallback"
