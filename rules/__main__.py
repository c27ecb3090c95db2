import sys

from .cli import main as check_main
from .info import main as info_main

if __name__ == "__main__":
    commands = {"check": check_main, "info": info_main}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print("usage: python -m rules check FILE | python -m rules info FILE.damier", file=sys.stderr)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]](sys.argv[2:]))
