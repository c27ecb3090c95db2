"""The `damier` command. The file commands (`check`, `info`, `import`, `export`) never import Qt;
anything else opens the app."""

from __future__ import annotations

import importlib
import os
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
        try:
            status = getattr(importlib.import_module(module), function)(argv[1:])
            if sys.stdout is not None:
                sys.stdout.flush()  # inside the try: `damier check FILE | head` closes the pipe early
            return status
        except BrokenPipeError:
            # the reader has gone (head, less): nothing left to say, and no traceback at exit
            # (https://docs.python.org/3/library/signal.html#note-on-sigpipe)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    from gui.shell.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
