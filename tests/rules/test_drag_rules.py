"""The Qt-free drag sessions: waypoints and teleport in `rules.preview.DragSession`, and the
forced-movement drag in `rules.forced_preview`, each against the oracle that answers `damier check`."""

from rules_helpers import build, hero

from geometry import Cell
from rules import oracle
from rules.document import parse_encounter
from rules.forced_preview import ForcedSession, players_may_see
from rules.players import PlayerEncounter
from rules.preview import DragSession

# ../shared/scenarios/draw-steel-forced.json: "A push stopped by a stone wall: 2 damage + 1 per square left."
FORCED = {"format": "damier.scenario/1", "ruleset": "draw-steel", "ascii": ["...#......"],
          "creatures": [{"id": "fury", "side": "heroes", "size": "1M", "at": [0, 0]},
                        {"id": "goblin", "side": "director", "size": "1S", "at": [1, 0]}],
          "queries": [{"id": "slam", "type": "forced_move", "source": "fury", "target": "goblin", "kind": "push",
                       "distance": 3, "melee_weapon": False, "path": [[2, 0], [3, 0], [4, 0]],
                       "expect": {"end": [2, 0], "moved": 1, "damage": {"goblin": 4}, "destroyed": []}}]}


def test_a_waypoint_route_is_checked_whole():
    # §5 `move`: "every step legal ... cost of the legal part": the route through a waypoint is the
    # concatenated path, and its cost is what the oracle's `move` answers for it
    enc = build("pf2e", grid={"width": 10, "height": 10}, creatures=[hero("h", (0, 0), speed=20)])
    s = DragSession(enc, "h")
    assert s.add_waypoint(s.preview(Cell(3, 3)))  # three diagonals: 1 + 2 + 1
    p = s.preview(Cell(6, 0))  # three more continue the count (2 + 1 + 2), not start it again (1 + 2 + 1)
    asked = oracle.answer(enc, {"type": "move", "creature": "h", "path": [c.to_list() for c in p.cells]})
    assert p.legal and asked["legal"] and p.cost == asked["cost"] == 9
    assert p.waypoints == (Cell(3, 3),)
    assert s.drop_waypoint() and not s.drop_waypoint()
    assert s.preview(Cell(6, 0)).waypoints == ()


def test_no_waypoint_on_a_refused_preview_or_a_teleport():
    enc = build("draw-steel", grid={"width": 6, "height": 3}, creatures=[hero("h", (0, 0)), hero("a", (2, 0))])
    s = DragSession(enc, "h")
    assert not s.add_waypoint(s.preview(Cell(2, 0)))  # occupied by an ally: it may not end there
    assert not s.add_waypoint(s.preview(Cell(3, 0), "teleport"))
    assert s.waypoints == ()


def test_teleport_preview_is_the_oracle_teleport():
    # « doit avoir une ligne d'effet vers son espace de destination », « ne peut pas se téléporter vers
    # et depuis le même espace »; its cost is the distance (§5 `mode`)
    enc = build("draw-steel", grid={"width": 8, "height": 4}, walls=[{"line": [[3, 0], [3, 4]]}],
                creatures=[hero("h", (1, 1))])
    s = DragSession(enc, "h")
    for to in (Cell(5, 1), Cell(2, 3), Cell(1, 1)):
        p = s.preview(to, "teleport")
        asked = oracle.answer(enc, {"type": "move", "creature": "h", "mode": "teleport", "path": [to.to_list()]})
        if to == s.start:
            assert asked["legal"] is False and p.cells == ()  # a drop on its own square moves nothing
            continue
        assert p.legal == asked["legal"]
        assert p.cost == (asked["cost"] if asked["legal"] else 0)
    blocked = s.preview(Cell(5, 1), "teleport")
    assert blocked.code == "no-line-of-effect" and blocked.line == ((1.5, 1.5), (5.5, 1.5))
    clear = s.preview(Cell(2, 3), "teleport")
    assert clear.line is not None and clear.cells == (Cell(2, 3),)


def test_forced_drag_answers_the_public_scenario():
    doc = FORCED
    enc = parse_encounter(doc)
    for q in doc["queries"]:
        s = ForcedSession(enc, q["source"], q["target"], q["kind"], q["distance"], q.get("melee_weapon", False))
        last = Cell(*q["path"][-1])
        p = s.preview(last)
        assert [c.to_list() for c in p.path] == q["path"]
        r = p.result
        assert {"end": r.end.to_list(), "moved": r.moved, "damage": r.damage,
                "destroyed": [c.to_list() for c in r.destroyed]} == q["expect"]


def test_a_push_goes_straight_and_a_slide_steps_toward_the_pointer():
    enc = build("draw-steel", grid={"width": 10, "height": 10},
                creatures=[hero("a", (0, 0)), hero("t", (2, 2), side="foes")])
    push = ForcedSession(enc, "a", "t", "push", 3)
    assert push.path_toward(Cell(9, 4)) == (Cell(3, 2), Cell(4, 2), Cell(5, 2))  # nearest of 8 directions
    slide = ForcedSession(enc, "a", "t", "slide", 3)
    assert slide.path_toward(Cell(4, 9)) == (Cell(3, 3), Cell(4, 4), Cell(4, 5))
    # « La stabilité d'une créature ne peut pas être inférieure à 0 »: stability 5 against 3 squares
    enc2 = build("draw-steel", grid={"width": 10, "height": 10},
                 creatures=[hero("a", (0, 0)), hero("t", (2, 2), side="foes", stability=5)])
    assert ForcedSession(enc2, "a", "t", "push", 3).path_toward(Cell(9, 2)) == ()


def test_the_players_never_see_a_forced_movement_that_hits_a_hidden_creature():
    enc = build("draw-steel", grid={"width": 10, "height": 3},
                creatures=[hero("a", (0, 1)), hero("t", (1, 1), side="foes"),
                           hero("ghost", (3, 1), side="foes", hidden=True)])
    penc = PlayerEncounter(enc)
    try:
        p = ForcedSession(enc, "a", "t", "push", 4).preview(Cell(6, 1))
        assert "ghost" in p.result.damage and not players_may_see(p, penc)
        q = ForcedSession(enc, "a", "t", "push", 1).preview(Cell(6, 1))
        assert q.result.damage == {} and players_may_see(q, penc)
    finally:
        penc.detach()
