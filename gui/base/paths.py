"""Where bundled resources live: beside the `resources` package, or in PyInstaller's bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass and (Path(meipass) / "resources").is_dir():
        return Path(meipass) / "resources"
    import resources

    return Path(resources.__file__).resolve().parent


def icon_path() -> Path:
    return resources_dir() / "icons" / "damier-256.png"
