"""The `damier` command. `damier check FILE` never imports Qt; anything else opens the app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["check"]:
        from rules.cli import main as check_main

        return check_main(argv[1:])
    from gui.shell.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
