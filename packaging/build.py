"""Build Damier's installers, end to end, for the platform this runs on.

    uv run python packaging/build.py                  # freeze + this platform's installers
    uv run python packaging/build.py --formats tar    # only some (tar, deb, nsis, dmg)
    uv run python packaging/build.py --no-freeze      # reuse dist/damier (or dist/Damier.app)

Steps: compile translations (resources/i18n/*.ts -> .qm), freeze with PyInstaller
(packaging/damier.spec -> dist/damier/, and dist/Damier.app on macOS), then package:

  Linux    dist/installers/damier-<v>-linux-x86_64.tar.gz  (app + install.sh + menu entry, icons, file type)
           dist/installers/damier_<v>_amd64.deb             (dpkg-deb; /opt/damier, /usr/bin/damier)
  Windows  dist/installers/damier-<v>-windows-x64-setup.exe (NSIS: makensis on PATH)
  macOS    dist/installers/damier-<v>-macos-<arch>.dmg      (hdiutil, via packaging/macos/make_dmg.sh)

It prints the unpacked size of the frozen app and the size of each installer.
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from importlib.metadata import version as dist_version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from measure_startup import tree_size  # noqa: E402  (one size count for the build and the report)

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
SPEC = PACKAGING / "damier.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
INSTALLERS = DIST / "installers"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# Run-time needs of the Linux build: libraries the spec leaves to the system (see
# _SYSTEM_LIBS in damier.spec), graphics drivers' GL/EGL, and the xcb helpers (also
# bundled, declared so that the system's newer ones win after security updates).
DEB_DEPENDS = [
    "libstdc++6",
    "libgcc-s1",
    "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1-3",
    "libfontconfig1",
    "libfreetype6",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "zlib1g",
    "libexpat1",
    "liblzma5",
    "libbz2-1.0",
    "libzstd1",
    "libgl1",
    "libegl1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
]


def app_version() -> str:
    return dist_version("damier")


def machine() -> str:
    m = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(m, m)


def run(cmd: list[str], **kwargs) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


# ---------------------------------------------------------------- freeze


def compile_translations() -> list[Path]:
    import runpy

    ns = runpy.run_path(str(PACKAGING / "compile_translations.py"))
    done = ns["compile_translations"](force=True)
    print(f"translations: {len(done)} catalogue(s) compiled")
    return done


def freeze(distpath: Path = DIST, workpath: Path = WORK) -> Path:
    """Run PyInstaller on the spec; return the one-folder app (dist/damier)."""
    compile_translations()
    start = time.monotonic()
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", distpath, "--workpath", workpath, SPEC])
    app_dir = distpath / "damier"
    print(f"frozen in {time.monotonic() - start:.0f} s: {app_dir} ({mb(tree_size(app_dir))} unpacked)")
    return app_dir


# ---------------------------------------------------------------- Linux


def min_glibc(app_dir: Path) -> str:
    """The newest GLIBC_x.y symbol version any bundled ELF file asks for."""
    best = (2, 17)
    pattern = re.compile(rb"GLIBC_2\.(\d+)(?:\.(\d+))?\x00")
    for path in app_dir.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) != b"\x7fELF":
                    continue
                data = fh.read()
            for m in pattern.finditer(data):
                best = max(best, (2, int(m.group(1))))
    return f"{best[0]}.{best[1]}"


def stage_share(share: Path) -> None:
    """Freedesktop files: menu entry, MIME type, icons (apps and mimetypes)."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copy2(PACKAGING / "linux" / "damier.desktop", share / "applications" / "damier.desktop")
    shutil.copy2(PACKAGING / "linux" / "damier-mime.xml", share / "mime" / "packages" / "damier.xml")
    hicolor = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        for kind, name in (("apps", "damier.png"), ("mimetypes", "application-x-damier.png")):
            dest = hicolor / f"{size}x{size}" / kind
            dest.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ICONS / f"damier-{size}.png", dest / name)
    for kind, name in (("apps", "damier.svg"), ("mimetypes", "application-x-damier.svg")):
        dest = hicolor / "scalable" / kind
        dest.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / "damier.svg", dest / name)


def stage_tarball(app_dir: Path, stage_root: Path = DIST / "stage") -> Path:
    """The folder the tarball holds: damier/ (the app), share/, install.sh, uninstall.sh, README.txt."""
    name = f"damier-{app_version()}-linux-{machine()}"
    stage = stage_root / name
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app_dir, stage / "damier", symlinks=True)
    stage_share(stage / "share")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(PACKAGING / "linux" / script, stage / script)
        (stage / script).chmod(0o755)
    readme = (PACKAGING / "linux" / "README.txt").read_text(encoding="utf-8")
    (stage / "README.txt").write_text(readme.replace("@GLIBC@", min_glibc(app_dir)), encoding="utf-8")
    return stage


def build_tarball(app_dir: Path, out_dir: Path = INSTALLERS) -> Path:
    stage = stage_tarball(app_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / f"{stage.name}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=stage.name)
    print(f"tarball: {out} ({mb(out.stat().st_size)})")
    return out


def build_deb(app_dir: Path, out_dir: Path = INSTALLERS, compression: str = "xz",
              stage_root: Path = DIST / "stage") -> Path:
    """A .deb of the app (compression: xz for releases, none for a quick check)."""
    ver = app_version()
    arch = {"x86_64": "amd64", "arm64": "arm64"}.get(machine(), machine())
    root = stage_root / f"damier_{ver}_{arch}"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(app_dir, root / "opt" / "damier", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "damier").symlink_to("/opt/damier/damier")
    stage_share(root / "usr" / "share")
    doc = root / "usr" / "share" / "doc" / "damier"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: damier\nLicense: MIT\n", encoding="utf-8")
    installed_kb = tree_size(root) // 1024
    depends = [f"libc6 (>= {min_glibc(app_dir)})", *DEB_DEPENDS]
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(
        f"Package: damier\n"
        f"Version: {ver}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Architecture: {arch}\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {', '.join(depends)}\n"
        f"Maintainer: Damier developers <damier@users.noreply.github.com>\n"
        f"Description: battle map for tabletop role-playing games\n"
        f" Damier shows the battle map on the Director's laptop and on a second screen\n"
        f" for the players, with drag-and-drop tokens, movement costs, line of effect,\n"
        f" cover and flanking for Draw Steel, D&D 5e, Pathfinder 2e and zone play.\n",
        encoding="utf-8",
    )
    # dpkg's file triggers refresh the menu, MIME and icon caches: no maintainer scripts.
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / f"damier_{ver}_{arch}.deb"
    level = ["-z6"] if compression != "none" else []
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", *level, "--build", root, out])
    print(f"deb: {out} ({mb(out.stat().st_size)})")
    return out


# ---------------------------------------------------------------- Windows, macOS


def build_nsis(app_dir: Path, out_dir: Path = INSTALLERS) -> Path:
    makensis = shutil.which("makensis")
    if makensis is None:
        raise SystemExit("makensis not found: install NSIS (choco install nsis / apt-get install nsis)")
    ver = app_version()
    out_dir.mkdir(parents=True, exist_ok=True)
    out = (out_dir / f"damier-{ver}-windows-x64-setup.exe").resolve()
    # makensis switches to the script's folder: every path passed is absolute.
    flag = "/" if sys.platform == "win32" else "-"
    run([makensis, f"{flag}V3", f"{flag}DVERSION={ver}", f"{flag}DSRCDIR={app_dir.resolve()}",
         f"{flag}DOUTFILE={out}", f"{flag}DICON={(ICONS / 'damier.ico').resolve()}",
         (PACKAGING / "windows" / "damier.nsi").resolve()])
    print(f"installer: {out} ({mb(out.stat().st_size)})")
    return out


def build_dmg(app_bundle: Path, out_dir: Path = INSTALLERS) -> Path:
    ver = app_version()
    out = out_dir / f"damier-{ver}-macos-{machine()}.dmg"
    run(["sh", PACKAGING / "macos" / "make_dmg.sh", app_bundle, ver, out])
    print(f"dmg: {out} ({mb(out.stat().st_size)})")
    return out


# ---------------------------------------------------------------- main


def default_formats() -> list[str]:
    if sys.platform == "win32":
        return ["nsis"]
    if sys.platform == "darwin":
        return ["dmg"]
    return ["tar", "deb"] if shutil.which("dpkg-deb") else ["tar"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Freeze Damier and build its installers.")
    parser.add_argument("--no-freeze", action="store_true", help="reuse the existing dist/ output")
    parser.add_argument("--formats", default=",".join(default_formats()),
                        help="comma-separated: tar, deb, nsis, dmg (default for this OS: %(default)s)")
    args = parser.parse_args(argv)
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]

    app_dir = DIST / "damier" if args.no_freeze else freeze()
    if not app_dir.is_dir():
        raise SystemExit(f"{app_dir} missing: run without --no-freeze")
    print(f"version {app_version()}; frozen app {app_dir}: {mb(tree_size(app_dir))} unpacked")

    built = []
    for fmt in formats:
        if fmt == "tar":
            built.append(build_tarball(app_dir))
        elif fmt == "deb":
            built.append(build_deb(app_dir))
        elif fmt == "nsis":
            built.append(build_nsis(app_dir))
        elif fmt == "dmg":
            built.append(build_dmg(DIST / "Damier.app"))
        else:
            raise SystemExit(f"unknown format {fmt!r}")
    for path in built:
        print(f"built {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
