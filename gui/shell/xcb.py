"""Before the QApplication on Linux: are the X11 (xcb) plugin's libraries installed? Qt aborts
(exit 134) without them and blames only libxcb-cursor0; a fresh Debian also lacks libxcb-icccm4 and
libxcb-keysyms1. Ask `ldd` which libraries the plugin cannot find and name their packages."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# library soname prefix -> Debian/Ubuntu package
PACKAGES = {
    "libxcb-cursor.so": "libxcb-cursor0", "libxcb-icccm.so": "libxcb-icccm4",
    "libxcb-keysyms.so": "libxcb-keysyms1", "libxkbcommon-x11.so": "libxkbcommon-x11-0",
    "libxkbcommon.so": "libxkbcommon0", "libxcb-image.so": "libxcb-image0",
    "libxcb-render-util.so": "libxcb-render-util0", "libxcb-shape.so": "libxcb-shape0",
    "libxcb-xkb.so": "libxcb-xkb1", "libxcb-randr.so": "libxcb-randr0", "libxcb-xinerama.so": "libxcb-xinerama0",
    "libxcb-util.so": "libxcb-util1", "libxcb-xfixes.so": "libxcb-xfixes0", "libxcb-sync.so": "libxcb-sync1",
    "libxcb-shm.so": "libxcb-shm0", "libxcb-render.so": "libxcb-render0", "libxcb-xinput.so": "libxcb-xinput0",
    "libxcb.so": "libxcb1", "libX11-xcb.so": "libx11-xcb1", "libX11.so": "libx11-6", "libEGL.so": "libegl1",
    "libGL.so": "libgl1", "libOpenGL.so": "libopengl0", "libfontconfig.so": "libfontconfig1",
    "libfreetype.so": "libfreetype6", "libdbus-1.so": "libdbus-1-3", "libglib-2.0.so": "libglib2.0-0",
}
# what the README's line installs: the plugin's usual gaps on a fresh machine
APT_LINE = ("sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
            "libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libegl1")
NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def missing_libraries(ldd_output: str) -> list[str]:
    return sorted(set(NOT_FOUND.findall(ldd_output)))


def package_of(library: str) -> str:
    for prefix, package in sorted(PACKAGES.items(), key=lambda kv: -len(kv[0])):
        if library.startswith(prefix):
            return package
    return library


def xcb_plugin() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    p = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return p if p.is_file() else None


def wants_xcb(argv: list[str], env=os.environ) -> bool:
    """Qt will use the xcb plugin: Linux, no other platform asked for, not a Wayland session."""
    if not sys.platform.startswith("linux"):
        return False
    if "-platform" in argv:
        i = argv.index("-platform")
        return argv[i + 1:i + 2] == ["xcb"]
    asked = env.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(":")[0].split(";")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def missing_packages(argv: list[str]) -> list[str]:
    plugin = xcb_plugin()
    if not wants_xcb(argv) or plugin is None or shutil.which("ldd") is None:
        return []
    try:
        out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted({package_of(lib) for lib in missing_libraries(out)})


def message(packages: list[str]) -> str:
    return ("Damier cannot open its window: the X11 (xcb) display plugin of Qt needs these packages, "
            f"which are not installed: {', '.join(packages)}.\n"
            f"Install them with:\n  sudo apt install {' '.join(packages)}\n"
            f"(or everything Damier needs on a fresh Debian/Ubuntu:\n  {APT_LINE})")
