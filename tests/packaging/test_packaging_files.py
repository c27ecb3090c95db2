"""The packaging inputs are well-formed (fast: nothing is frozen here)."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"damier_packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_desktop_entry_opens_damier_files():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "linux" / "damier.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"] == "damier %f"
    assert desktop["Icon"] == "damier"
    assert "application/x-damier;" in desktop["MimeType"]
    assert desktop["Name"] == "Damier" and "Comment[fr]" in desktop


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates():
    proc = subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "damier.desktop")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mime_type_matches_the_extension():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / "linux" / "damier-mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == "application/x-damier"
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.damier"]


def test_spec_and_installers_agree_on_the_extension():
    spec = (PACKAGING / "damier.spec").read_text(encoding="utf-8")
    nsi = (PACKAGING / "windows" / "damier.nsi").read_text(encoding="utf-8")
    assert 'FILE_EXT = "damier"' in spec and 'MIME_TYPE = "application/x-damier"' in spec
    assert 'Software\\Classes\\.damier' in nsi and "RequestExecutionLevel user" in nsi


def test_png_icons_have_their_sizes():
    build = _load("build")
    for size in build.ICON_SIZES:
        data = (ICONS / f"damier-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (size, size)


def test_ico_holds_png_images_up_to_256():
    data = (ICONS / "damier.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for i in range(count):
        w, _h, _c, _r, _planes, _bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        assert data[offset: offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        sizes.append(w or 256)
    assert {16, 32, 48, 256} <= set(sizes)


def test_icns_chunks_are_consistent():
    data = (ICONS / "damier.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, []
    while pos < len(data):
        kind, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        assert data[pos + 8: pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


def test_translations_compile(tmp_path):
    pytest.importorskip("PySide6")
    ts = tmp_path / "damier_fr.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr_FR">\n'
        "<context><name>MainWindow</name><message><source>Open</source>"
        "<translation>Ouvrir</translation></message></context>\n</TS>\n",
        encoding="utf-8",
    )
    compile_translations = _load("compile_translations").compile_translations
    (qm,) = compile_translations(tmp_path, tmp_path / "out")
    assert qm == tmp_path / "out" / "damier_fr.qm" and qm.stat().st_size > 0
    assert compile_translations(tmp_path / "nothing-here") == []
