"""The .damier encounter file: round trip, atomic save, every corrupt case, scenarios, the demo."""

from __future__ import annotations

import io
import json
import os
import struct
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

from geometry import Blocks, Board, Cell, DoorState, Grid, Material, TerrainCell, TerrainKind, Wall
from geometry.zones import Zone
from rules import encounter_file
from rules.creature import Creature
from rules.document import encounter_to_doc
from rules.encounter import Encounter, MapImage
from rules.encounter_file import (
    ENCOUNTER_FORMAT,
    EncounterFileError,
    check_image,
    demo_path,
    load_encounter,
    save_encounter,
)
from rules.oracle import answer


def png(w=3, h=2, rgb=(200, 10, 10)) -> bytes:
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def rich_encounter() -> Encounter:
    walls = [
        Wall(((0.0, 0.0), (4.0, 0.0), (4.0, 3.0))),
        Wall(((4.0, 3.0), (4.0, 5.0)), door=DoorState.CLOSED, material=Material.WOOD),
        Wall(((6.0, 1.0), (6.0, 2.0)), door=DoorState.OPEN, material=Material.METAL),
        Wall(((1.25, 6.5), (3.75, 4.1)), blocks=frozenset({Blocks.MOVEMENT}), material=Material.GLASS),
    ]
    terrain = {
        Cell(1, 1): TerrainCell(TerrainKind.OBJECT, Material.GLASS),
        Cell(2, 1): TerrainCell(TerrainKind.OBJECT, Material.METAL),
        Cell(3, 1): TerrainCell(TerrainKind.OBJECT),
        Cell(5, 5): TerrainCell(TerrainKind.DIFFICULT),
        Cell(6, 5): TerrainCell(TerrainKind.GREATER_DIFFICULT),
        Cell(7, 5): TerrainCell(TerrainKind.HAZARDOUS, hidden=True, damage="3 poison"),
        Cell(8, 5): TerrainCell(TerrainKind.HAZARDOUS, damage="2d6 feu"),
        Cell(9, 5): TerrainCell(TerrainKind.HAZARDOUS),
    }
    creatures = [
        Creature("valeros", "heroes", Cell(0, 2), size="medium", speed=5, stability=0, reach=2, elevation=1,
                 conditions=frozenset({"prone", "taking-cover"}), abilities=frozenset({"reactive-strike"}),
                 name="Valéros", portrait="", hidden=False, notes="Fighter; 42 HP",
                 extra={"hp": 42, "colour": "#aa3300"}),
        Creature("ogre", "monsters", Cell(8, 7), size="large", speed=5, hidden=True, notes="ambush"),
    ]
    zones = [Zone("hall", ((0, 0), (5, 0), (5, 10), (0, 10)), ("dark",), "Great hall"),
             Zone("yard", ((5, 0), (12, 0), (12, 10), (5, 10))),
             Zone("tower", ((12, 0), (14, 0), (14, 2), (12, 2)))]
    enc = Encounter(Board(Grid(14, 10), tuple(walls), terrain), "pf2e", {"corner_cutting": False},
                    creatures, zones, [("hall", "tower")], [("hall", "yard")], title="Crypte — test")
    enc.map_image = MapImage(path="/somewhere/crypt map.png", data=png(), square_px=62.5, offset=(13.5, -7.0))
    enc.fog = frozenset({Cell(0, 0), Cell(13, 9), Cell(5, 4)})
    enc.notes = "Director notes\nline two — é"
    return enc


def assert_same(a: Encounter, b: Encounter) -> None:
    assert encounter_to_doc(a) == encounter_to_doc(b)
    assert [c for c in a.creatures] == [c for c in b.creatures]
    assert [c.extra for c in a.creatures] == [c.extra for c in b.creatures]
    assert a.board.walls == b.board.walls
    assert dict(a.board.terrain) == dict(b.board.terrain)
    assert a.ruleset == b.ruleset and a.variant == b.variant
    assert a.zones == b.zones and a.zone_links == b.zone_links and a.zone_cuts == b.zone_cuts
    assert a.title == b.title and a.notes == b.notes and a.fog == b.fog
    assert (a.map_image is None) == (b.map_image is None)
    if a.map_image:
        assert a.map_image.data == b.map_image.data
        assert a.map_image.square_px == b.map_image.square_px
        assert a.map_image.offset == b.map_image.offset


# ---- round trip ---------------------------------------------------------------------------------
def test_round_trip_keeps_everything(tmp_path):
    enc = rich_encounter()
    path = tmp_path / "crypt.damier"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert back is not enc
    assert_same(enc, back)
    assert back.map_image.path == "images/crypt-map.png"
    # and again: a loaded encounter saves to the same bytes (deterministic zip)
    save_encounter(back, tmp_path / "again.damier")
    assert (tmp_path / "again.damier").read_bytes() == path.read_bytes()


def test_file_layout_is_a_versioned_zip(tmp_path):
    path = tmp_path / "e.damier"
    save_encounter(rich_encounter(), path)
    with zipfile.ZipFile(path) as z:
        assert sorted(z.namelist()) == ["encounter.json", "images/crypt-map.png"]
        doc = json.loads(z.read("encounter.json"))
        assert z.read("images/crypt-map.png") == png()
    assert doc["format"] == ENCOUNTER_FORMAT == "damier.encounter/1"
    assert doc["map"] == {"image": "images/crypt-map.png", "square_px": 62.5, "offset": [13.5, -7]}
    assert doc["fog"] == [[0, 0], [5, 4], [13, 9]]
    assert doc["ruleset"] == "pf2e" and doc["variant"] == {"corner_cutting": False}


def test_encounter_without_map_image_or_fog(tmp_path):
    enc = Encounter(Board(Grid(5, 4)), "draw-steel")
    save_encounter(enc, tmp_path / "plain.damier")
    back = load_encounter(tmp_path / "plain.damier")
    assert back.map_image is None and back.fog == frozenset() and back.notes == ""
    assert back.board.width == 5 and back.ruleset == "draw-steel"


def test_map_image_given_as_a_path_on_disk_is_never_read_when_saving(tmp_path):
    """Issue 16: "saving never reads the user's disk for an image path" (a FIFO froze the save)."""
    fifo = tmp_path / "map.png"
    os.mkfifo(fifo)  # reading it would block for ever
    enc = Encounter(Board(Grid(5, 4)))
    enc.map_image = MapImage(path=str(fifo), square_px=100)
    notices = save_encounter(enc, tmp_path / "e.damier")
    assert [n.code for n in notices] == ["path-ignored"] and notices[0].detail == "map"
    with zipfile.ZipFile(tmp_path / "e.damier") as z:
        assert z.namelist() == ["encounter.json"]
    back = load_encounter(tmp_path / "e.damier")
    assert back.map_image.data == b"" and back.map_image.square_px == 100


def test_portraits_chosen_by_the_user_travel_inside_the_file(tmp_path):
    """Issue 16: "portraits and map images live inside the .damier"."""
    face = tmp_path / "face.png"
    face.write_bytes(png(2, 2, (1, 2, 3)))
    enc = Encounter(Board(Grid(5, 4)))
    name = encounter_file.add_portrait(enc, face)
    enc.add_creature(Creature("a", "heroes", Cell(0, 0), portrait=name))
    assert save_encounter(enc, tmp_path / "e.damier") == ()
    face.unlink()
    with zipfile.ZipFile(tmp_path / "e.damier") as z:
        assert z.read(name) == png(2, 2, (1, 2, 3)) and name.startswith("images/portraits/")
    back = load_encounter(tmp_path / "e.damier")
    assert back.creature("a").portrait == name and back.images[name] == png(2, 2, (1, 2, 3))
    assert not (tmp_path / "data").exists()  # nothing is extracted to disk


def test_a_portrait_path_is_dropped_at_save_not_read(tmp_path):
    """Issue 16: "an ordinary path silently copies a private picture of the user's into the document"."""
    private = tmp_path / "private.png"
    private.write_bytes(png(2, 2, (9, 9, 9)))
    enc = Encounter(Board(Grid(5, 4)), creatures=[Creature("a", "heroes", Cell(0, 0), portrait=str(private))])
    notices = save_encounter(enc, tmp_path / "e.damier")
    assert [(n.code, n.detail) for n in notices] == [("path-ignored", "creatures[0].portrait")]
    with zipfile.ZipFile(tmp_path / "e.damier") as z:
        assert z.namelist() == ["encounter.json"]
        assert "portrait" not in json.loads(z.read("encounter.json"))["creatures"][0]


@pytest.mark.parametrize("where", ["/dev/zero", "fifo", "private.png"])
def test_paths_inside_a_received_file_are_never_followed(tmp_path, where):
    """Issue 16: "/dev/zero gets the app OOM-killed at the next autosave, a FIFO freezes it forever"."""
    target = {"/dev/zero": "/dev/zero", "fifo": str(tmp_path / "fifo"), "private.png": str(tmp_path / "private.png")}[where]
    if where == "fifo":
        os.mkfifo(target)
    if where == "private.png":
        Path(target).write_bytes(png())
    d = json.loads(doc(map={"image_path": target, "square_px": 50}))
    d["creatures"] = [{"id": "a", "side": "h", "at": [0, 0], "portrait": target}]
    path = tmp_path / "received.damier"
    path.write_bytes(zip_of({"encounter.json": json.dumps(d)}))
    opened = encounter_file.open_document(path)
    assert sorted(n.code for n in opened.notices) == ["path-ignored", "path-ignored"]
    assert opened.encounter.creature("a").portrait == "" and opened.encounter.map_image.data == b""
    assert opened.encounter.images == {}
    assert save_encounter(opened.encounter, tmp_path / "again.damier") == ()
    with zipfile.ZipFile(tmp_path / "again.damier") as z:
        assert z.namelist() == ["encounter.json"]


def test_save_keeps_the_file_mode(tmp_path):
    path = tmp_path / "e.damier"
    save_encounter(rich_encounter(), path)
    os.chmod(path, 0o640)
    save_encounter(rich_encounter(), path)
    assert path.stat().st_mode & 0o777 == 0o640


# ---- atomic save --------------------------------------------------------------------------------
def _old_file(tmp_path) -> tuple[Path, bytes]:
    path = tmp_path / "keep.damier"
    save_encounter(Encounter(Board(Grid(3, 3)), title="the old one"), path)
    return path, path.read_bytes()


def _only(tmp_path, path):
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name], "a temporary file was left behind"


def test_failure_while_writing_the_image_keeps_the_old_file(tmp_path, monkeypatch):
    path, before = _old_file(tmp_path)
    real = zipfile.ZipFile.writestr

    def writestr(self, info, data, *a, **kw):
        name = info.filename if isinstance(info, zipfile.ZipInfo) else info
        if name.startswith("images/"):
            real(self, info, data[: len(data) // 2])  # half the picture is on disk...
            raise OSError(28, "No space left on device")  # ...then the disk is full
        return real(self, info, data, *a, **kw)

    monkeypatch.setattr(zipfile.ZipFile, "writestr", writestr)
    with pytest.raises(EncounterFileError) as e:
        save_encounter(rich_encounter(), path)
    assert e.value.reason == "write"
    assert str(e.value) == 'Could not save "keep.damier": No space left on device. The previous file, if any, was kept.'
    assert path.read_bytes() == before
    _only(tmp_path, path)
    monkeypatch.undo()
    assert load_encounter(path).title == "the old one"


@pytest.mark.parametrize("fail", ["fsync", "replace"])
def test_failure_at_flush_or_rename_keeps_the_old_file(tmp_path, monkeypatch, fail):
    path, before = _old_file(tmp_path)

    def boom(*a, **kw):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(encounter_file.os, fail, boom)
    with pytest.raises(EncounterFileError, match="Input/output error"):
        save_encounter(rich_encounter(), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    _only(tmp_path, path)


def test_unexpected_error_also_cleans_up(tmp_path, monkeypatch):
    path, before = _old_file(tmp_path)

    def boom(*a, **kw):
        raise KeyboardInterrupt

    monkeypatch.setattr(encounter_file, "write_zip", boom)
    with pytest.raises(KeyboardInterrupt):
        save_encounter(rich_encounter(), path)
    assert path.read_bytes() == before
    _only(tmp_path, path)


def test_data_json_cannot_store_is_refused_before_writing(tmp_path):
    path, before = _old_file(tmp_path)
    enc = Encounter(Board(Grid(3, 3)), creatures=[Creature("a", "x", Cell(0, 0), extra={"f": object()})])
    with pytest.raises(EncounterFileError, match="cannot be written"):
        save_encounter(enc, path)
    assert path.read_bytes() == before
    _only(tmp_path, path)


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_folder(tmp_path):
    path, before = _old_file(tmp_path)
    os.chmod(tmp_path, 0o555)
    try:
        with pytest.raises(EncounterFileError, match="Permission denied"):
            save_encounter(rich_encounter(), path)
    finally:
        os.chmod(tmp_path, 0o755)
    assert path.read_bytes() == before


def test_missing_folder(tmp_path):
    with pytest.raises(EncounterFileError) as e:
        save_encounter(rich_encounter(), tmp_path / "nope" / "e.damier")
    assert e.value.reason == "write"


# ---- corrupt files --------------------------------------------------------------------------------
def zip_of(members: dict[str, bytes | str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in members.items():
            z.writestr(name, data)
    return buf.getvalue()


def doc(**kw) -> str:
    d = {"format": "damier.encounter/1", "ruleset": "draw-steel", "grid": {"width": 4, "height": 4}}
    d.update(kw)
    return json.dumps(d)


def open_error(tmp_path, content: bytes, name="bad.damier") -> EncounterFileError:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(EncounterFileError) as e:
        load_encounter(path)
    return e.value


def test_missing_file(tmp_path):
    with pytest.raises(EncounterFileError) as e:
        load_encounter(tmp_path / "gone.damier")
    assert str(e.value) == 'Cannot open "gone.damier": the file does not exist.'
    assert e.value.reason == "missing"


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(EncounterFileError, match="folder"):
        load_encounter(tmp_path)


@pytest.mark.parametrize("content", [b"", b"hello world", png(), b"\x00\x01\x02" * 50, b"[1, 2]"])
def test_not_an_encounter(tmp_path, content):
    e = open_error(tmp_path, content)
    assert e.reason in ("not-encounter", "json")
    assert str(e).startswith('Cannot open "bad.damier": ')


def test_not_a_zip_names_it(tmp_path):
    e = open_error(tmp_path, b"hello world")
    assert str(e) == 'Cannot open "bad.damier": it is not a Damier encounter or scenario file.'


def test_truncated_zip(tmp_path):
    good = tmp_path / "good.damier"
    save_encounter(rich_encounter(), good)
    data = good.read_bytes()
    for cut in (len(data) // 2, len(data) - 10, 40):
        e = open_error(tmp_path, data[:cut])
        assert e.reason == "damaged"
        assert "damaged or incomplete" in str(e)


def test_bad_crc(tmp_path):
    good = tmp_path / "good.damier"
    save_encounter(rich_encounter(), good)
    data = bytearray(good.read_bytes())
    at = data.index(b"IDAT")  # inside the stored picture
    data[at + 6] ^= 0xFF
    e = open_error(tmp_path, bytes(data))
    assert e.reason == "damaged"
    assert "images/crypt-map.png fails its checksum" in str(e)


def test_missing_encounter_json(tmp_path):
    e = open_error(tmp_path, zip_of({"images/map.png": png()}))
    assert str(e) == 'Cannot open "bad.damier": the file holds no encounter (encounter.json is missing).'
    assert e.reason == "no-document"


def test_invalid_json(tmp_path):
    e = open_error(tmp_path, zip_of({"encounter.json": '{"format": "damier.encounter/1",\n  "ruleset": }'}))
    assert e.reason == "json"
    assert str(e).startswith('Cannot open "bad.damier": encounter.json is not valid JSON (line 2, column')


@pytest.mark.parametrize("extra, place", [
    ({"creatures": [{"id": "a", "side": "x", "at": [0, 0], "size": "XL"}]}, "creatures[0].size"),
    ({"walls": [{"line": [[0, 0]]}]}, "walls[0].line"),
    ({"fog": [[9, 9]]}, "fog[0]"),
    ({"fog": "all"}, "fog"),
    ({"notes": 3}, "notes"),
    ({"map": {"square_px": -2}}, "map.square_px"),
    ({"map": {"offset": [1]}}, "map.offset"),
])
def test_invalid_document_quotes_the_place(tmp_path, extra, place):
    e = open_error(tmp_path, zip_of({"encounter.json": doc(**extra)}))
    assert e.reason == "invalid"
    assert f"the encounter is not valid ({place}: " in str(e)


def test_invalid_document_message(tmp_path):
    bad = doc(creatures=[{"id": "a", "side": "x", "at": [0, 0], "size": "XL"}])
    e = open_error(tmp_path, zip_of({"encounter.json": bad}))
    assert str(e) == ('Cannot open "bad.damier": the encounter is not valid '
                      "(creatures[0].size: 'XL' is not a size in draw-steel).")


def test_newer_version_is_refused(tmp_path):
    e = open_error(tmp_path, zip_of({"encounter.json": doc(format="damier.encounter/3", shiny=True)}))
    assert str(e) == ('Cannot open "bad.damier": it was made by a newer version of Damier '
                      "(format damier.encounter/3); this version reads up to /1.")
    assert e.reason == "newer"


@pytest.mark.parametrize("fmt", ["damier.scenario/1", "something/1", None, "damier.encounter/0"])
def test_wrong_format_inside_a_zip(tmp_path, fmt):
    e = open_error(tmp_path, zip_of({"encounter.json": doc(format=fmt)}))
    assert e.reason == "not-encounter"


@pytest.mark.parametrize("picture, why", [
    (b"GIF89a....", "not a PNG, JPEG or WebP"),
    (png()[:-12], "truncated"),
    (png()[:30], "truncated"),
    (png()[:20] + b"X" + png()[21:], "damaged"),
    (b"\xff\xd8\xff\xe0" + b"\x00" * 2000, "JPEG is truncated"),
    (b"RIFF\xff\x00\x00\x00WEBPVP8 ", "WebP is truncated"),
])
def test_damaged_image(tmp_path, picture, why):
    e = open_error(tmp_path, zip_of({"encounter.json": doc(map={"image": "images/map.png"}),
                                     "images/map.png": picture}))
    assert e.reason == "image"
    assert str(e).startswith('Cannot open "bad.damier": the map image images/map.png is damaged or unreadable')
    assert why in str(e)


def test_missing_image(tmp_path):
    e = open_error(tmp_path, zip_of({"encounter.json": doc(map={"image": "images/map.png"})}))
    assert str(e) == 'Cannot open "bad.damier": the map image images/map.png is missing from the file.'


def test_image_signatures():
    assert check_image(png()) == "png"
    assert check_image(b"\xff\xd8\xff\xe0" + b"\x00" * 100 + b"\xff\xd9") == "jpeg"
    assert check_image(b"RIFF\x0c\x00\x00\x00WEBPVP8 \x00\x00\x00\x00") == "webp"
    with pytest.raises(ValueError):
        check_image(b"")


def test_loading_never_touches_the_open_encounter(tmp_path):
    current = rich_encounter()
    snapshot = encounter_to_doc(current)
    open_error(tmp_path, zip_of({"encounter.json": doc(fog=[[99, 0]])}))
    assert encounter_to_doc(current) == snapshot and current.fog == rich_encounter().fog


# ---- scenarios and bare documents ------------------------------------------------------------------
def test_scenario_json_opens_and_ignores_queries(tmp_path):
    scenario = {"format": "damier.scenario/1", "ruleset": "dnd5e", "ascii": ["..#.", "~..."],
                "walls": [{"line": [[2, 0], [2, 2]], "door": "open"}],
                "creatures": [{"id": "a", "side": "h", "size": "large", "at": [0, 0]}],
                "queries": [{"id": "q", "type": "nonsense"}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario))
    enc = load_encounter(path)
    assert enc.ruleset == "dnd5e" and enc.board.width == 4 and enc.creature("a").size == "large"
    assert enc.board.terrain[Cell(2, 0)].kind is TerrainKind.OBJECT
    assert enc.map_image is None and enc.fog == frozenset()


def test_bad_scenario_json(tmp_path):
    e = open_error(tmp_path, b'{"format": "damier.scenario/1", "ruleset": "chess"}', "s.json")
    assert e.reason == "invalid" and "ruleset: 'chess' is not a ruleset" in str(e)
    e = open_error(tmp_path, b'{"format": "damier.scenario/1",', "s.json")
    assert e.reason == "json" and "the file is not valid JSON (line 1" in str(e)
    e = open_error(tmp_path, b'{"format": "damier.scenario/2"}', "s.json")
    assert e.reason == "newer" and "format damier.scenario/2" in str(e)


def test_bare_encounter_json_does_not_read_pictures_beside_it(tmp_path):
    """Issue 16: "a path in a file is never followed" - an image name in a bare encounter.json is a path."""
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "m.png").write_bytes(png())
    (tmp_path / "encounter.json").write_text(doc(map={"image": "images/m.png", "square_px": 50}))
    opened = encounter_file.open_document(tmp_path / "encounter.json")
    assert opened.encounter.map_image.data == b"" and opened.encounter.map_image.square_px == 50
    assert [n.code for n in opened.notices] == ["images-beside-json"]


# ---- the demo -------------------------------------------------------------------------------------
def test_demo_loads_and_shows_everything():
    path = demo_path()
    assert path.is_file() and path.suffix == ".damier"
    enc = load_encounter(path)
    assert enc.ruleset == "draw-steel"
    assert (enc.board.width, enc.board.height) == (24, 16)
    assert check_image(enc.map_image.data) == "png" and enc.map_image.square_px > 0
    heroes = [c for c in enc.creatures if c.side == "heroes"]
    director = [c for c in enc.creatures if c.side != "heroes"]
    assert len(heroes) == 3 and len(director) == 7
    assert {c.size for c in director} == {"1M", "1L", "2", "3"}
    assert any(c.conditions for c in enc.creatures) and any(c.hidden for c in enc.creatures)
    walls = enc.board.walls
    assert any(w.door is not None for w in walls)
    assert any(any(x != int(x) or y != int(y) for x, y in w.points) for w in walls), "an off-grid wall"
    kinds = {(t.kind, t.material) for t in enc.board.terrain.values()}
    assert (TerrainKind.DIFFICULT, None) in kinds and (TerrainKind.HAZARDOUS, None) in kinds
    assert len({m for k, m in kinds if k is TerrainKind.OBJECT}) >= 3
    assert enc.zones and enc.fog and enc.notes and enc.title
    for c in enc.creatures:  # every token stands where the rules allow it
        assert answer(enc, {"id": "q", "type": "can_end", "creature": c.id, "at": c.at.to_list()})["value"], c.id
    # through the open double door into the chapel; the ogre (size 2) fits through the altar rail's gap
    assert answer(enc, {"id": "q", "type": "path", "creature": "fury", "to": [12, 7]})["reachable"]
    assert answer(enc, {"id": "q", "type": "path", "creature": "ogre", "to": [21, 6]})["reachable"]


def test_demo_path_when_frozen(tmp_path, monkeypatch):
    bundled = tmp_path / "resources" / "demo" / "demo.damier"
    bundled.parent.mkdir(parents=True)
    bundled.write_bytes(demo_path().read_bytes())
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert demo_path() == bundled


def test_demo_file_is_what_its_script_makes(tmp_path, monkeypatch):
    """resources/demo/make_demo.py and demo.damier stay in step (the slow picture is reused)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_demo", demo_path().with_name("make_demo.py"))
    make_demo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_demo)
    monkeypatch.setattr(make_demo, "draw_map", lambda: load_encounter(demo_path()).map_image.data)
    save_encounter(make_demo.build(), tmp_path / "demo.damier")
    assert (tmp_path / "demo.damier").read_bytes() == demo_path().read_bytes(), \
        "run `uv run python resources/demo/make_demo.py` after changing it"


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_saving_through_a_symlink_replaces_its_target(tmp_path):
    real = tmp_path / "real.damier"
    save_encounter(Encounter(Board(Grid(3, 3)), title="old"), real)
    link = tmp_path / "link.damier"
    link.symlink_to(real)
    save_encounter(Encounter(Board(Grid(3, 3)), title="new"), link)
    assert link.is_symlink() and load_encounter(real).title == "new"


# ---- issue 16: image bombs are refused from the header, before anything decodes them ------------
def test_image_size_is_read_from_the_header():
    assert encounter_file.image_size(png(3, 2)) == (3, 2)
    jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" \
           b"\xff\xc0\x00\x11\x08\x01\x2c\x02\x58\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01" + b"\x00" * 64 + b"\xff\xd9"
    assert encounter_file.image_size(jpeg) == (600, 300)
    vp8x = b"RIFF\x16\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x00\x00\x00\x00" + (19999).to_bytes(3, "little") \
        + (99).to_bytes(3, "little")
    assert encounter_file.image_size(vp8x) == (20000, 100)


def png_header_only(w, h) -> bytes:
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b""))


def test_an_image_bomb_is_refused_before_decoding(tmp_path):
    """Issue 16: "an image bomb is refused by Qt but the map just disappears without a word"."""
    bomb = png_header_only(20000, 20000)  # would decode to 1.2 GB
    with pytest.raises(ValueError, match="20000 x 20000 pixels, larger than 16384"):
        check_image(bomb)
    e = open_error(tmp_path, zip_of({"encounter.json": doc(map={"image": "images/map.png"}),
                                     "images/map.png": bomb}))
    assert e.reason == "image" and "20000 x 20000 pixels" in str(e)
    picture = tmp_path / "bomb.png"
    picture.write_bytes(bomb)
    with pytest.raises(EncounterFileError) as err:
        encounter_file.read_image_file(picture)
    assert err.value.reason == "image"


def test_a_scenario_portrait_path_is_not_followed(tmp_path):
    """Issue 16: "a path in a file is never followed" - scenarios too (the window would show the picture)."""
    (tmp_path / "private.png").write_bytes(png())
    d = {"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 3, "height": 3},
         "creatures": [{"id": "a", "side": "h", "at": [0, 0], "portrait": str(tmp_path / "private.png")}]}
    (tmp_path / "s.json").write_text(json.dumps(d))
    opened = encounter_file.open_document(tmp_path / "s.json")
    assert opened.encounter.creature("a").portrait == ""
    assert [(n.code, n.detail) for n in opened.notices] == [("path-ignored", "creatures[0].portrait")]


def test_damier_file_with_a_bad_file_gets_the_demo_and_the_reason(tmp_path):
    """Issue 16: "`damier FILE` with a bad file opens the demo with the message (never exits)"."""
    bad = tmp_path / "bad.damier"
    bad.write_bytes(b"PK\x03\x04broken")
    opened, problem = encounter_file.open_or_demo(bad)
    assert opened.encounter.title == "The Ruined Chapel" and problem.reason == "damaged"
    good = tmp_path / "good.damier"
    save_encounter(Encounter(Board(Grid(3, 3)), title="mine"), good)
    opened, problem = encounter_file.open_or_demo(good)
    assert opened.encounter.title == "mine" and problem is None
