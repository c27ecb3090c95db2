"""The `damier` command. The file commands (`check`, `info`, `import`, `export`) never import Qt;
anything else opens the app."""

from __future__ import annotations

import importlib
import sys

# command -> (module, function): each takes the remaining arguments and returns the exit status.
COMMANDS = {
    "check": ("rules.cli", "main"),
    "info": ("rules.info", "main"),
    "import": ("rules.import_cli", "main_import"),
    "export": ("rules.import_cli", "main_export"),
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] and argv[0] in COMMANDS:
        module, function = COMMANDS[argv[0]]
        return getattr(importlib.import_module(module), function)(argv[1:])
    from gui.shell.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
