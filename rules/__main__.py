import sys

from .cli import main

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "check":
        print("usage: python -m rules check FILE", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[2:]))
