"""French and English: the catalogue (resources/i18n/damier_fr.ts) is complete and well formed,
compiles to a .qm, and the windows come out in French with each rule system's own words.

Screenshots go to $DAMIER_SCREENSHOTS when set (to look at them), else to a temporary folder.
"""

from __future__ import annotations

import ast
import os
import re
import runpy
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import cell_centre, drag, drag_token, move, release, scenario
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QMenu

from geometry import Cell

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "damier_fr.ts"
COMPILER = ROOT / "packaging" / "compile_translations.py"
GUI = ROOT / "gui"

# Texts that are the same in French (names, units, file patterns, words shared by both languages).
SAME_IN_FRENCH = {
    "%1 / %2 zones", "&Terrain", "&Zones", "1 square = 25 mm", "Damier (*.damier)", "Distance: %1",
    "Images (*.png *.jpg *.jpeg *.webp)", "Notes", "Terrain", "Zone %1", "standard", "total", "Portrait", "Zone",
    # the fight (issue 13): dice names and words French shares
    "3d6", "d20", "Bonus", "normal", "stable", "invisible", "triple 6", "triple 1", "Round %1", "Maximum",
    # the zone game's own French words, written in French in the English UI too (issue 14)
    "Action", "Actions", "Brisé", "Défense", "Encaisser", "Menace", "Menace %1", "Meneur", "Meneur (%1)", "Moniteur",
    "Réserve", "Réserves", "Tension", "Terrassé", "figurant",
}


# ---- the catalogue as data ---------------------------------------------------------------------------

def _messages():
    """(context, source, comment, translation element, numerus) for every live message of the .ts."""
    root = ET.parse(TS).getroot()
    out = []
    for ctx in root.findall("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.findall("message"):
            tr = m.find("translation")
            if tr.get("type") in ("vanished", "obsolete"):
                continue
            out.append((name, m.findtext("source"), m.findtext("comment"), tr, m.get("numerus") == "yes"))
    return out


def _texts(tr, numerus):
    return [f.text or "" for f in tr.findall("numerusform")] if numerus else [tr.text or ""]


PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)|\{[A-Za-z_0-9]*\}|<[^>]+>|&[a-z]+;")


def test_catalogue_is_french_and_every_message_is_finished():
    root = ET.parse(TS).getroot()
    assert root.get("language") in ("fr", "fr_FR")
    msgs = _messages()
    assert len(msgs) > 200
    for ctx, src, _c, tr, numerus in msgs:
        assert tr.get("type") is None, f"unfinished in {ctx!r}: {src!r}"
        texts = _texts(tr, numerus)
        assert texts and all(t.strip() for t in texts), f"empty translation in {ctx!r}: {src!r}"
        if numerus:
            assert len(texts) == 2, f"French has two plural forms: {src!r}"


def test_placeholders_and_markup_are_kept():
    for ctx, src, _c, tr, numerus in _messages():
        want = sorted(PLACEHOLDER.findall(src))
        for text in _texts(tr, numerus):
            assert sorted(PLACEHOLDER.findall(text)) == want, f"{ctx!r}: {src!r} -> {text!r}"
            assert src.count("&") - src.count("&&") <= 1 and text.count("&") - text.count("&&") <= (
                1 if "&" in src else 0), f"accelerator in {ctx!r}: {src!r} -> {text!r}"


def test_translations_read_as_french():
    """Not English left over: only the few texts French shares are identical."""
    same = sorted({src for ctx, src, _c, tr, numerus in _messages()
                   if ctx and src not in SAME_IN_FRENCH and src in _texts(tr, numerus)})
    assert same == []


# ---- every translation call in gui/ is in the catalogue, in the context used at run time ----------

def _literal(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def translation_calls(paths) -> tuple[set[tuple[str, str]], list[str]]:
    """(context, source) of every translation call with a literal text, as Qt looks it up at run time:
    `self.tr("x")` and aliases of it (`t = self.tr`) in the class's context (PySide walks the MRO),
    `QCoreApplication.translate("Ctx", "x")` and aliases, module helpers like
    `def _tr(text): return QCoreApplication.translate("Ctx", text)`, and classes that override
    `tr` with a fixed context. Also returns the calls whose text is not a literal."""
    found: set[tuple[str, str]] = set()
    dynamic: list[str] = []
    for path in paths:
        tree = ast.parse(Path(path).read_text(encoding="utf-8"))
        helpers: dict[str, str] = {}
        overrides: dict[str, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name != "tr":
                for sub in ast.walk(node):
                    if (isinstance(sub, ast.Call) and getattr(sub.func, "attr", "") == "translate"
                            and len(sub.args) > 1 and _literal(sub.args[0]) is not None
                            and isinstance(sub.args[1], ast.Name)):
                        helpers[node.name] = _literal(sub.args[0])
            if isinstance(node, ast.ClassDef):
                for f in node.body:
                    if isinstance(f, ast.FunctionDef) and f.name == "tr":
                        for sub in ast.walk(f):
                            if isinstance(sub, ast.Call) and getattr(sub.func, "attr", "") == "translate":
                                overrides[node.name] = _literal(sub.args[0])

        def visit(node, cls, aliases, path=path, helpers=helpers, overrides=overrides):
            if isinstance(node, ast.ClassDef):
                cls = overrides.get(node.name, node.name)
            if isinstance(node, ast.FunctionDef):
                if node.name == "tr" and cls:
                    return
                aliases = dict(aliases)
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Assign) and len(sub.targets) == 1 and isinstance(sub.targets[0], ast.Name):
                        attr = getattr(sub.value, "attr", "")
                        if attr == "tr":
                            aliases[sub.targets[0].id] = ("tr", cls)
                        elif attr == "translate":
                            aliases[sub.targets[0].id] = ("translate", None)
            if isinstance(node, ast.Call):
                f, ctx, arg = node.func, None, None
                kind = None
                if isinstance(f, ast.Attribute) and f.attr == "tr" and node.args:
                    recv = f.value.id if isinstance(f.value, ast.Name) else ""
                    kind, ctx, arg = "tr", cls if recv == "self" else {"win": "MainWindow"}.get(recv), node.args[0]
                elif isinstance(f, ast.Attribute) and f.attr == "translate" and len(node.args) > 1:
                    kind, ctx, arg = "translate", _literal(node.args[0]), node.args[1]
                elif isinstance(f, ast.Name) and f.id in aliases and node.args:
                    how, c = aliases[f.id]
                    if how == "tr":
                        kind, ctx, arg = "tr", c, node.args[0]
                    elif len(node.args) > 1:
                        kind, ctx, arg = "translate", _literal(node.args[0]), node.args[1]
                elif isinstance(f, ast.Name) and f.id in helpers and node.args:
                    kind, ctx, arg = "helper", helpers[f.id], node.args[0]
                if kind:
                    src = _literal(arg)
                    if src is None:
                        dynamic.append(f"{Path(path).name}:{node.lineno}: {ast.unparse(arg)}")
                    elif ctx is not None:
                        found.add((ctx, src))
            for child in ast.iter_child_nodes(node):
                visit(child, cls, aliases)

        visit(tree, None, {})
    return found, dynamic


def test_every_translation_call_in_gui_has_a_french_translation():
    """If this fails after a GUI change: run `uv run pyside6-lupdate $(find gui -name "*.py") -ts resources/i18n/damier_fr.ts`
    and translate; a text lupdate cannot see (a helper, an alias, a variable) needs a
    QT_TRANSLATE_NOOP marker in gui/base/i18n.py."""
    calls, _dynamic = translation_calls(sorted(GUI.rglob("*.py")))
    assert len(calls) > 150
    have = {(ctx, src) for ctx, src, _c, _t, _n in _messages()}
    missing = sorted(calls - have)
    assert missing == [], f"not in damier_fr.ts: {missing}"


# ---- compiled and installed -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("qm")
    qms = runpy.run_path(str(COMPILER))["compile_translations"](TS.parent, out, force=True)
    qm = out / "damier_fr.qm"
    assert qm in qms
    return qm


def test_compiling_gives_a_qm_that_translates(compiled, qapp):
    assert compiled.stat().st_size > 1000
    t = QTranslator()
    assert t.load(str(compiled))
    assert t.translate("MainWindow", "&File") == "&Fichier"
    assert t.translate("Tools", "%1 cannot move there: %2") == "%1 ne peut pas aller là\u00a0: %2"


def test_every_literal_text_is_found_at_run_time_in_its_context(compiled, qapp):
    """The contexts Qt uses at run time (class names, helper contexts) are the catalogue's."""
    t = QTranslator()
    assert t.load(str(compiled))
    calls, _ = translation_calls(sorted(GUI.rglob("*.py")))
    table = {(ctx, src): _texts(tr, n)[0] for ctx, src, _c, tr, n in _messages()}
    wrong = sorted((ctx, src) for ctx, src in calls if t.translate(ctx, src) != table.get((ctx, src)))
    assert wrong == []


@pytest.fixture
def french(qapp):
    from gui.base.i18n import install_translators

    loaded = install_translators(qapp, "fr")  # compiles the stale .ts of this checkout first
    assert "damier_fr" in loaded
    yield loaded
    install_translators(qapp, "en")


@pytest.fixture
def window(make_window):
    """A Director window in a given language, at the screenshots' size (create it after the
    translators are installed)."""
    return lambda enc=None, lang="fr": make_window(enc, lang=lang, size=(1280, 820))


@pytest.fixture
def shots(tmp_path) -> Path:
    d = Path(os.environ.get("DAMIER_SCREENSHOTS") or tmp_path)
    d.mkdir(parents=True, exist_ok=True)
    return d


def _menus(win) -> dict[str, QMenu]:
    return {a.text(): a.menu() for a in win.menuBar().actions() if a.menu() is not None}


def _accelerator(text: str) -> str | None:
    m = re.search(r"&([^&])", text)
    return m.group(1).lower() if m else None


def _assert_unique_accelerators(menu: QMenu) -> None:
    keys = [_accelerator(a.text()) for a in menu.actions() if not a.isSeparator()]
    keys = [k for k in keys if k]
    assert len(keys) == len(set(keys)), f"{menu.title()}: {[a.text() for a in menu.actions()]}"


def test_main_window_menus_in_french(french, window):
    win = window(scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}]))
    menus = _menus(win)
    assert list(menus)[:5] == ["&Fichier", "É&dition", "&Affichage", "&Carte", "&Paramètres"]
    assert "Aid&e" in menus  # the players' menu finds the Help menu by this name
    _assert_unique_accelerators(win.menuBar())
    for menu in menus.values():
        _assert_unique_accelerators(menu)
    file_texts = [a.text() for a in menus["&Fichier"].actions() if not a.isSeparator()]
    assert file_texts == ["&Nouveau…", "Nouveau depuis une image de &carte…", "&Ouvrir…",
                          "Ouvrir un fichier &récent", "&Enregistrer", "Enregistrer &sous…", "E&xporter…", "&Quitter"]
    assert win.actions["undo"].text().startswith("&Annuler")
    assert win.actions["tool_token"].text() == "&Jetons"
    assert [win.terrain_combo.itemText(i) for i in range(win.terrain_combo.count())] == [
        "Difficile", "Difficile supérieur", "Dangereux", "Objet", "Effacer"]
    assert win.material_combo.currentText() == "pierre"
    assert win.wall_combo.itemText(0) == "Mur"
    assert win.windowTitle().startswith("Sans titre") or "Damier" in win.windowTitle()


def test_english_gives_the_source_text(window, qapp):
    from gui.base.i18n import install_translators

    assert install_translators(qapp, "en") == ["damier_en"]  # only the English plural forms
    win = window(scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}]), lang="en")
    menus = list(_menus(win))
    assert menus[:5] == ["&File", "&Edit", "&View", "&Map", "&Settings"] and "&Help" in menus
    assert QCoreApplication.translate("Tools", "%1 cannot move there: %2") == "%1 cannot move there: %2"


def test_language_follows_the_setting(qapp):
    from gui.base import settings
    from gui.base.i18n import ui_language

    settings.set(settings.LANGUAGE, "fr")
    assert ui_language() == "fr"
    settings.set(settings.LANGUAGE, "en")
    assert ui_language() == "en"
    assert ui_language("fr") == "fr"


def test_refused_drop_says_why_in_french(french, window):
    enc = scenario("draw-steel", ascii=["..........", "....#.....", ".........."],
                   creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "name": "Tarn"}])
    win = window(enc)
    drag_token(win, "t", (4, 1))
    assert enc.creature("t").at == Cell(1, 1)
    assert win.statusBar().currentMessage().startswith("Tarn ne peut pas aller là\u00a0: ")


def test_refusal_reason_in_french(french, window):
    enc = scenario("draw-steel", ascii=["..........", "....#.....", ".........."],
                   creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = window(enc)
    drag_token(win, "t", (4, 1))
    assert "an object is there" not in win.statusBar().currentMessage()


def test_drag_readout_uses_each_systems_french_words(french, window):
    enc = scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "speed": 3},
                                            {"id": "g", "side": "monsters", "at": [2, 1], "name": "Gobelin"}])
    win = window(enc)
    drag_token(win, "t", (1, 6), drop=False)
    text = win.scene.path_item.text
    assert "5 / 3 cases" in text
    assert "2 au-delà de la vitesse" in text
    assert "frappe gratuite: Gobelin" in text or "frappe gratuite\u00a0: Gobelin" in text
    release(win.view, cell_centre(1, 6))
    assert "déplacement de 5 cases" in win.statusBar().currentMessage()
    # the careful move and the override, in Draw Steel's words
    drag_token(win, "t", (1, 4), modifiers=Qt.ShiftModifier, drop=False)
    assert "glisser" in win.scene.path_item.text  # « Glisser », the rule text's word for shift
    release(win.view, cell_centre(1, 4), Qt.ShiftModifier)
    drag_token(win, "t", (6, 6), modifiers=Qt.ControlModifier, drop=False)
    assert "Placement libre (Directeur)" in win.scene.path_item.text
    release(win.view, cell_centre(6, 6), Qt.ControlModifier)


@pytest.mark.parametrize("ruleset,size,careful,strike,director", [
    ("dnd5e", "medium", "se désengager", "attaque d'opportunité", "MD"),
    ("douaratil", "medium", "se désengager", "attaque d'opportunité", "Conteur"),
    ("pf2e", "medium", "Pas", "Frappe réactive", "MJ"),
])
def test_other_systems_words_in_french(french, window, ruleset, size, careful, strike, director):
    enc = scenario(ruleset, creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "size": size, "speed": 6},
                                       {"id": "g", "side": "monsters", "at": [2, 1], "size": size,
                                        "name": "Gobelin", "abilities": ["reactive-strike"]}])
    win = window(enc)
    drag_token(win, "t", (1, 3), drop=False)
    assert strike in win.scene.path_item.text and "cases" in win.scene.path_item.text
    release(win.view, cell_centre(1, 3))
    drag_token(win, "t", (1, 4) if ruleset == "pf2e" else (1, 5), modifiers=Qt.ShiftModifier, drop=False)
    assert careful in win.scene.path_item.text
    release(win.view, cell_centre(1, 4), Qt.ShiftModifier)
    drag_token(win, "t", (7, 6), modifiers=Qt.ControlModifier, drop=False)
    assert f"Placement libre ({director})" in win.scene.path_item.text
    release(win.view, cell_centre(7, 6), Qt.ControlModifier)


def test_hover_why_in_french(french, window):
    enc = scenario("draw-steel", walls=[{"line": [[5, 0], [5, 2.5]]}],
                   creatures=[{"id": "a", "side": "heroes", "at": [3, 3]}, {"id": "b", "side": "heroes", "at": [5, 3]},
                              {"id": "t", "side": "monsters", "at": [4, 3]},
                              {"id": "far", "side": "monsters", "at": [7, 1]}])
    win = window(enc)
    win.scene.token_item("a").setSelected(True)
    move(win.view, cell_centre(0, 7))  # the pointer may already stand where the last test left it
    move(win.view, cell_centre(4, 3))
    text = win.scene.sight_item.text
    assert "Ligne d'effet\u00a0: oui" in text
    assert "Prise en tenaille: oui, avec b" in text or "Prise en tenaille\u00a0: oui, avec b" in text
    move(win.view, cell_centre(7, 1))
    text = win.scene.sight_item.text
    assert text.startswith("a → far") and "Abri" in text and "Distance\u00a0: " in text
    assert "Line of effect" not in text and "Cover" not in text


def test_file_error_message_in_french(french, window, message_boxes, tmp_path):
    win = window(scenario("draw-steel", creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}]))
    garbage = tmp_path / "garbage.damier"
    garbage.write_bytes(b"\x00\x01not a zip at all")
    assert not win.open_path(garbage)
    kind, title, text = message_boxes[-1]
    assert title == "Impossible d'ouvrir le fichier"
    # one sentence naming the file, worded from the reason code
    assert text == "Impossible d'ouvrir «\u00a0garbage.damier\u00a0»\u00a0: ce n'est pas une rencontre ni un scénario Damier."


def test_screenshots_in_french(french, window, qtbot, shots):
    """Look at these: text that does not fit, truncated labels, English left over."""
    from gui.players.screen import PlayerScreen

    win = window(None)  # the demo encounter
    win.maybe_save = lambda: True
    win.grab().save(str(shots / "director_fr.png"))
    ps = getattr(win, "players", None) or PlayerScreen.for_main_window(win)
    ps.show()
    qtbot.waitExposed(ps.window)
    ps.window.resize(960, 600)
    qtbot.wait(20)
    ps.apply_camera()
    enc = win.encounter
    mover = next(c for c in enc.creatures if not c.hidden)
    side = enc.pack.side(mover)
    drag_token(win, mover.id, (mover.at.x + 2, mover.at.y + 1), drop=False)
    win.grab().save(str(shots / "director_fr_drag.png"))
    ps.window.grab().save(str(shots / "players_fr_drag.png"))
    release(win.view, cell_centre(mover.at.x + 2, mover.at.y + 1, side))
    # the "why" between two visible tokens, on both screens
    hero, foe = mover, next(c for c in enc.creatures if not c.hidden and c.side != mover.side)
    win.scene.clearSelection()
    win.scene.token_item(hero.id).setSelected(True)
    move(win.view, cell_centre(0, 0))
    move(win.view, cell_centre(foe.at.x, foe.at.y, enc.pack.side(foe)))
    assert win.scene.sight is not None
    assert ps.push_why()
    win.grab().save(str(shots / "director_fr_why.png"))
    ps.window.grab().save(str(shots / "players_fr_why.png"))
    assert "Ligne d'effet" in ps.window.why_text
    assert list(_menus(win)).count("&Joueurs") == 1
    ps.close()


def test_a_source_checkout_compiles_stale_catalogues(monkeypatch):
    from gui.base import i18n

    qm = TS.with_suffix(".qm")
    assert qm in i18n.compile_stale_catalogues()
    assert qm.stat().st_mtime >= TS.stat().st_mtime
    monkeypatch.setattr(i18n.sys, "frozen", True, raising=False)  # a frozen app carries its .qm
    assert i18n.compile_stale_catalogues() == []


def test_a_broken_compiler_never_stops_the_start(monkeypatch, qapp):
    from gui.base import i18n

    def broken(*_a, **_k):
        raise RuntimeError("no lrelease here")

    monkeypatch.setattr(i18n.runpy, "run_path", broken)
    assert i18n.compile_stale_catalogues() == []
    assert i18n.install_translators(qapp, "en") in ([], ["damier_en"])  # the last compiled plurals, if any


# ---- every refusal, rule word and data label the user sees is worded by the window -------------

NB = "\u00a0"


def _no_english_colon(text: str) -> None:
    """French puts a no-break space before a colon: the catalogue owns it, never the code."""
    for i, ch in enumerate(text):
        if ch == ":" and i and text[i - 1] != NB and not text[:i].endswith(("http", "https")):
            raise AssertionError(f"colon without a no-break space in {text!r}")


def test_every_refusal_code_is_worded_in_french(french, window):
    from rules.preview import REASON_CODES, Preview

    enc = scenario("zones", creatures=[{"id": "g", "side": "monsters", "at": [1, 1], "name": "Gobelin"}],
                   zones=[{"id": "z1", "name": "Cour", "polygon": [[0, 0], [4, 0], [4, 4], [0, 4]]},
                          {"id": "z2", "name": "Tour", "polygon": [[6, 0], [9, 0], [9, 4], [6, 4]]}])
    win = window(enc)
    scene = win.scene
    english = ("outside", "object", "wall", "occupied", "path", "Step", "rules", "shift", "way")

    def reason(code, **kw):
        return scene.reason_text(Preview("g", Cell(1, 1), Cell(2, 2), 1, "move", False, code=code,
                                         reason="english detail", **kw))

    for code in REASON_CODES:
        text = reason(code, zones=("z1", "z2"), blockers=("g",))
        assert not any(w in text for w in english), (code, text)
    assert reason("occupied", blockers=("g",)) == "occupé par Gobelin"
    assert reason("zone-unreachable", zones=("z1", "z2")) == "aucun passage de Cour à Tour"
    # a RulesError: our sentence, then the rules' own detail
    assert reason("rules") == "les règles ne le permettent pas (english detail)"
    assert reason("mode") == "les règles ne le permettent pas (english detail)"


def test_refused_drops_and_readout_read_as_french(french, window):
    enc = scenario("draw-steel", ascii=["..........", "....#.....", ".........."],
                   creatures=[{"id": "t", "side": "heroes", "at": [1, 1], "name": "Tarn"},
                              {"id": "g", "side": "monsters", "at": [7, 1], "name": "Gobelin"}])
    win = window(enc)
    drag_token(win, "t", (4, 1), drop=False)
    assert win.scene.path_item.text.endswith("un objet occupe cet endroit")
    assert win.cost_label.text() == f"Tarn{NB}: ✕ un objet occupe cet endroit"
    release(win.view, cell_centre(4, 1))
    assert win.statusBar().currentMessage() == f"Tarn ne peut pas aller là{NB}: un objet occupe cet endroit"
    drag_token(win, "t", (7, 1))
    assert win.statusBar().currentMessage() == f"Tarn ne peut pas aller là{NB}: occupé par Gobelin"
    # the Director's override, off the map
    drag_token(win, "t", (12, 1), modifiers=Qt.ControlModifier, drop=False)
    assert "hors de la carte" in win.scene.path_item.text
    release(win.view, cell_centre(12, 1), Qt.ControlModifier)
    assert enc.creature("t").at == Cell(1, 1)


def test_plurals_in_french_and_english(qapp):
    from gui.base.i18n import install_translators
    from gui.map.fog import _plural as fog
    from gui.map.tools.base import _plural as tools

    try:
        assert install_translators(qapp, "en") == ["damier_en"]
        assert tools.moved_past_speed("Tarn", 1, "1") == "Tarn moved 1 square, 1 past its speed"
        assert tools.moved_past_speed("Tarn", 6, "1") == "Tarn moved 6 squares, 1 past its speed"
        assert (fog.reveal(1), fog.hide(3)) == ("Reveal 1 square", "Hide 3 squares")
        assert "damier_fr" in install_translators(qapp, "fr")
        assert tools.moved_past_speed("Tarn", 1, "1") == f"Tarn{NB}: déplacement de 1 case, 1 au-delà de sa vitesse"
        assert tools.moved_past_speed("Tarn", 6, "1") == f"Tarn{NB}: déplacement de 6 cases, 1 au-delà de sa vitesse"
        assert (fog.reveal(1), fog.hide(3)) == ("Révéler 1 case", "Masquer 3 cases")
    finally:
        install_translators(qapp, "en")


@pytest.mark.parametrize("ruleset,careful,director,strike", [
    ("draw-steel", "glisser", "Directeur", "frappe gratuite"),
    ("dnd5e", "se désengager", "MD", "attaque d'opportunité"),
    ("pf2e", "Pas", "MJ", "Frappe réactive"),
    ("zones", None, "Meneur", None),
])
def test_the_systems_words_in_hint_notes_and_status(french, window, ruleset, careful, director, strike):
    creatures = [{"id": "t", "side": "heroes", "at": [1, 1], "name": "Tarn", "speed": 6},
                 {"id": "g", "side": "monsters", "at": [2, 1], "name": "Gobelin", "abilities": ["reactive-strike"]}]
    win = window(scenario(ruleset, creatures=creatures))
    assert win.hint.parent() is win.statusBar() and win.hint.isVisible()
    hint = win.hint.text()
    assert "careful" not in hint and "Shift" not in hint
    assert (f"Maj{NB}: {careful}" in hint) if careful else ("Maj" not in hint)
    notes = win.properties_panel.form.notes.placeholderText()
    assert notes.startswith(f"Notes du {director}") and "Director" not in notes
    if strike:
        drag_token(win, "t", (1, 3))
        msg = win.statusBar().currentMessage()
        assert f"{strike}{NB}: Gobelin" in msg and "provoked" not in msg


def test_why_text_colons_belong_to_the_catalogue(french, window):
    enc = scenario("dnd5e", walls=[{"line": [[5, 0], [5, 2.5]]}],
                   creatures=[{"id": "a", "side": "heroes", "at": [3, 3], "name": "Aude"},
                              {"id": "far", "side": "monsters", "at": [7, 1], "name": "Orque"},
                              {"id": "m", "side": "monsters", "at": [5, 3], "name": "Mur vivant"}])
    win = window(enc)
    win.scene.token_item("a").setSelected(True)
    move(win.view, cell_centre(0, 7))
    move(win.view, cell_centre(7, 1))
    text = win.scene.sight_item.text
    assert f"Abri{NB}: " in text and "Distance" in text
    for line in text.split("\n")[1:]:
        _no_english_colon(line)
    for word in ("wall", "object", "three-quarters", "half", "cover"):
        assert word not in text


def test_data_labels_are_translated_but_ids_are_kept(french, window):
    enc = scenario("draw-steel", creatures=[{"id": "g", "side": "monsters", "at": [1, 1], "name": "Gobelin",
                                             "conditions": ["prone"]},
                                            {"id": "p", "side": "pirates", "at": [4, 4]}])
    win = window(enc)
    form = win.properties_panel.form
    win.scene.token_item("g").setSelected(True)
    assert form.side.currentText() == "monstres" and form.size.currentText() == "1M — moyen"
    assert form.conditions.text() == "à terre"
    assert [form.side.itemText(i) for i in range(form.side.count())] == ["héros", "monstres", "alliés", "neutres", "adversaires"]
    assert form.fields()["side"] == "monsters" and form.fields()["size"] == "1M"
    form.conditions.setText("à terre, hébété")
    assert form.fields()["conditions"] == {"prone", "dazed"}
    win.scene.clearSelection()
    win.scene.token_item("p").setSelected(True)
    assert form.side.currentText() == "pirates" and form.fields()["side"] == "pirates"
    tip = win.scene.token_item("g").toolTip()
    assert "monstres" in tip and "moyen" in tip and "à terre" in tip and "monsters" not in tip
    # terrain strokes, wall tooltips and ruleset switches in words, not ids
    win.set_tool("terrain")
    drag(win.view, cell_centre(6, 6), cell_centre(7, 6))
    assert win.undo_stack.undoText() == "Peindre du terrain difficile"
    win.switch_ruleset("pf2e")
    assert win.undo_stack.undoText() == "Passer aux règles Pathfinder 2e"
    assert [form.size.itemText(i) for i in range(form.size.count())][:3] == ["très petit", "petit", "moyen"]


def test_wall_tooltip_names_the_material_in_french(french, window):
    enc = scenario("draw-steel", walls=[{"line": [[5, 0], [5, 3]], "material": "wood"}],
                   creatures=[{"id": "t", "side": "heroes", "at": [1, 1]}])
    win = window(enc)
    assert win.scene.wall_items()[0].toolTip() == "Mur (bois)"


def test_players_screen_shows_the_why_once(french, window, qtbot):
    from gui.players.screen import PlayerScreen

    enc = scenario("draw-steel", creatures=[{"id": "a", "side": "heroes", "at": [1, 1], "name": "Aude"},
                                            {"id": "g", "side": "monsters", "at": [4, 1], "name": "Gobelin"}])
    win = window(enc)
    ps = getattr(win, "players", None) or PlayerScreen.for_main_window(win)
    ps.show()
    qtbot.waitExposed(ps.window)
    win.scene.token_item("a").setSelected(True)
    move(win.view, cell_centre(0, 7))
    move(win.view, cell_centre(4, 1))
    assert ps.push_why()
    assert "Aude → Gobelin" in ps.window.why_text
    assert ps.scene.sight_item.isVisible() and not ps.scene.sight_item.callout.isVisible()
    assert win.scene.sight_item.callout.isVisible()  # the Director keeps the callout by the token
    ps.close()


def test_the_directors_side_is_worded_not_shown_as_its_id(french):
    """The demo's opponents are on side "director": the side box and the zone fight's rows said
    "director" and "Mineurs (director)" inside the French window."""
    from gui.fight.zones_words import actor_label, owner_label
    from gui.map import labels
    from rules.fight.zones import MINORS

    enc = scenario("zones", creatures=[])
    assert labels.side_label("director") == "adversaires" and labels.side_id("adversaires") == "director"
    assert actor_label(enc, MINORS + "director") == "Mineurs (adversaires)"
    assert owner_label(enc, "director") == "Meneur (adversaires)"
    assert labels.side_label("brigands") == "brigands"  # a side the Director typed stays as typed
