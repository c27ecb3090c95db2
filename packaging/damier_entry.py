"""Entry point of the frozen Damier (PyInstaller runs this file; it is not part of the wheel).

It does what the `damier` console script does (`gui.launcher:main`), after making
the frozen process safe to run without a console.
"""

from __future__ import annotations

import os
import sys


def _guard_std_streams() -> None:
    # A windowed Windows executable has no console: sys.stdout and sys.stderr are None
    # and any print() or logging to them would raise. Send them to the null device.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main() -> int:
    _guard_std_streams()
    from gui.launcher import main as launcher_main

    return launcher_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
