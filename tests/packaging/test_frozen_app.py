"""The frozen app, built from packaging/damier.spec, works like the source tree.

Slow (one PyInstaller build, ~30 s, shared by every test here). The build goes to a
temporary folder; nothing is written to dist/.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SHARED_SCENARIOS = ROOT.parent / "shared" / "scenarios"

# A scenario of our own, so the oracle test never depends on the shared folder.
CORNERS = {
    "format": "damier.scenario/1",
    "ruleset": "draw-steel",
    "description": "A dog cannot cut a building's corner.",
    "ascii": ["..........", "..........", "....####..", "....####..", ".........."],
    "creatures": [{"id": "dog", "side": "director", "size": "1M", "at": [3, 2], "speed": 7}],
    "queries": [
        {"id": "cut", "type": "move", "creature": "dog", "path": [[4, 1]], "expect": {"legal": False}},
        {"id": "best", "type": "path", "creature": "dog", "to": [8, 2], "expect": {"reachable": True, "cost": 7}},
    ],
}


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"damier_packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")
measure_startup = _load("measure_startup")


def _exe(folder: Path, name: str = "damier") -> Path:
    return folder / (name + ".exe" if sys.platform == "win32" else name)


def _env(tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["DAMIER_DATA_DIR"] = str(tmp / "data")
    env["XDG_CONFIG_HOME"] = str(tmp / "config")
    return env


@pytest.fixture(scope="session")
def frozen(tmp_path_factory) -> Path:
    """dist folder of a fresh freeze (dist/damier/...)."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is in the dev dependency group")
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        pytest.skip("PyInstaller needs objdump (binutils) on Linux")
    base = tmp_path_factory.mktemp("freeze")
    app_dir = build.freeze(distpath=base / "dist", workpath=base / "work")
    assert _exe(app_dir).is_file(), f"no executable in {app_dir}"
    return app_dir


def _cli(app_dir: Path) -> Path:
    # On Windows the GUI executable is windowed (no stdout); damier-cli.exe has a console.
    return _exe(app_dir, "damier-cli") if sys.platform == "win32" else _exe(app_dir)


def _self_test_available() -> str | None:
    if not (ROOT / "gui" / "shell" / "app.py").is_file() or not (ROOT / "gui" / "shell" / "selftest.py").is_file():
        return "gui/shell/app.py with `damier --self-test` is not in this tree yet"
    return None


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


# ---------------------------------------------------------------- the acceptance test


def test_self_test_offscreen_writes_a_screenshot(frozen, tmp_path):
    reason = _self_test_available()
    if reason:
        pytest.skip(reason)
    out = tmp_path / "shots"
    proc = subprocess.run([str(_exe(frozen)), "--self-test", str(out)], env=_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"self-test exited {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    png = out / "director.png"
    assert png.is_file() and png.stat().st_size > 10_000, "director.png missing or nearly empty"
    width, height = _png_size(png)
    assert width >= 640 and height >= 400


def test_self_test_in_french(frozen, tmp_path):
    reason = _self_test_available()
    if reason:
        pytest.skip(reason)
    proc = subprocess.run([str(_exe(frozen)), "--self-test", str(tmp_path / "fr"), "--lang", "fr"],
                          env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{proc.stdout}\n{proc.stderr}"
    assert (tmp_path / "fr" / "director.png").stat().st_size > 10_000


def test_first_paint_is_measured(frozen, tmp_path, record_property):
    """The start-up probe works on the frozen app (the figure itself is reported, not asserted)."""
    if not (ROOT / "gui" / "shell" / "app.py").is_file():
        pytest.skip("gui/shell/app.py (the window) is not in this tree yet")
    result = measure_startup.measure(_exe(frozen), runs=3)
    seconds = result["first_paint_s"]["median"]
    record_property("first_paint_s", seconds)
    record_property("bundle_mb", round(result["bundle_bytes"] / 1e6, 1))
    print(f"frozen app: first painted frame after {seconds:.2f} s; {result['bundle_bytes'] / 1e6:.1f} MB unpacked")
    assert 0 < seconds < 60


# ---------------------------------------------------------------- the oracle, frozen


def _scenarios(tmp_path: Path) -> list[Path]:
    own = tmp_path / "corners.json"
    own.write_text(json.dumps(CORNERS), encoding="utf-8")
    shared = sorted(SHARED_SCENARIOS.glob("*.json"))[:4] if SHARED_SCENARIOS.is_dir() else []
    return [own, *shared]


def test_check_answers_like_the_source_tree(frozen, tmp_path):
    for scenario in _scenarios(tmp_path):
        frozen_run = subprocess.run([str(_cli(frozen)), "check", str(scenario)], env=_env(tmp_path),
                                    capture_output=True, text=True, timeout=120)
        source_run = subprocess.run([sys.executable, "-m", "rules", "check", str(scenario)], cwd=ROOT,
                                    capture_output=True, text=True, timeout=120)
        assert frozen_run.returncode == source_run.returncode, f"{scenario.name}: {frozen_run.stderr}"
        assert json.loads(frozen_run.stdout) == json.loads(source_run.stdout), scenario.name


# ---------------------------------------------------------------- what is in the bundle


def _internal(app_dir: Path) -> Path:
    return app_dir / "_internal"


# Goal 150 MB. Linux sits near 154 MB (147 MiB) because of ICU data (32 MB) and OpenBLAS (25 MB);
# macOS wheels are universal2 (both architectures in every Qt framework). These limits
# guard against regressions such as QtQuick or WebEngine sneaking in.
SIZE_LIMIT = {"darwin": 450e6}.get(sys.platform, 185e6)


def test_bundle_is_lean(frozen):
    size = build.tree_size(frozen)
    assert size < SIZE_LIMIT, f"bundle grew to {size / 1e6:.0f} MB"
    names = {p.name for p in _internal(frozen).rglob("*")}
    for unwanted in ("Qt6Qml", "Qt6Quick", "Qt6Network", "Qt6Pdf", "Qt6WebEngine", "_tkinter", "libtk", "tcl8"):
        assert not any(unwanted in n for n in names), f"{unwanted} should not be bundled"
    for translations in (_internal(frozen) / "PySide6" / "Qt" / "translations",
                         _internal(frozen) / "PySide6" / "translations"):
        if not translations.is_dir():
            continue
        langs = {p.stem.rsplit("_", 1)[-1] for p in translations.glob("*.qm")}
        assert langs <= {"fr", "en"}, f"Qt catalogues for {sorted(langs - {'fr', 'en'})} should be trimmed"
        assert (translations / "qtbase_fr.qm").is_file()


def test_bundle_has_resources_and_metadata(frozen):
    res = _internal(frozen) / "resources"
    assert (res / "icons" / "damier-256.png").is_file()
    demo = ROOT / "resources" / "demo" / "demo.damier"
    if demo.is_file():
        assert (res / "demo" / "demo.damier").is_file()
    for ts in (ROOT / "resources" / "i18n").glob("*.ts"):
        assert (res / "i18n" / f"{ts.stem}.qm").is_file(), f"{ts.name} was not compiled into the bundle"
    assert not list(res.rglob("*.ts")) and not list(res.rglob("*.py"))
    assert list(_internal(frozen).glob("damier-*.dist-info")), "package metadata (version) missing"


# ---------------------------------------------------------------- installers


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux installers")
def test_tarball_installs_for_one_user(frozen, tmp_path):
    stage = build.stage_tarball(frozen, stage_root=tmp_path / "stage")
    home = tmp_path / "home"
    home.mkdir()
    env = _env(tmp_path) | {"HOME": str(home)}
    proc = subprocess.run(["sh", str(stage / "install.sh")], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    share = home / ".local" / "share"
    desktop = (share / "applications" / "damier.desktop").read_text(encoding="utf-8")
    assert f'Exec="{home}/.local/lib/damier/damier" %f' in desktop
    assert "MimeType=application/x-damier;" in desktop
    assert (share / "mime" / "packages" / "damier.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "damier.png").is_file()
    launcher = home / ".local" / "bin" / "damier"
    scenario = _scenarios(tmp_path)[0]
    run = subprocess.run([str(launcher), "check", str(scenario)], env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0 and json.loads(run.stdout)["results"]["cut"]["legal"] is False
    proc = subprocess.run(["sh", str(home / ".local" / "lib" / "damier" / "uninstall.sh")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert not launcher.exists() and not (home / ".local" / "lib" / "damier").exists()
    assert not (share / "applications" / "damier.desktop").exists()


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb not available")
def test_deb_package(frozen, tmp_path):
    deb = build.build_deb(frozen, out_dir=tmp_path, compression="none", stage_root=tmp_path / "stage")
    info = subprocess.run(["dpkg-deb", "--field", str(deb), "Package", "Version", "Depends"],
                          capture_output=True, text=True, check=True).stdout
    assert "Package: damier" in info and f"Version: {build.app_version()}" in info
    assert "libc6 (>= 2." in info and "libxcb-cursor0" in info
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    for path in ("./opt/damier/damier", "./usr/bin/damier -> /opt/damier/damier",
                 "./usr/share/applications/damier.desktop", "./usr/share/mime/packages/damier.xml",
                 "./usr/share/icons/hicolor/48x48/apps/damier.png"):
        assert path in listing, f"{path} missing from the .deb"


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis (NSIS) not available")
def test_nsis_script_compiles(tmp_path):
    # A dummy payload: the real one is a Windows freeze, built on a Windows runner.
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    for name in ("damier.exe", "damier-cli.exe", "_internal/base_library.zip"):
        (payload / name).write_bytes(b"MZ dummy")
    setup = build.build_nsis(payload, out_dir=tmp_path / "out")
    assert setup.is_file() and setup.read_bytes()[:2] == b"MZ"
