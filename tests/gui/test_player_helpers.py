"""A small encounter with secrets, for the players' screen tests: the same one the Qt-free tests of
rules/players.py use (tests/rules/helpers_plain.py)."""

from tests.rules.helpers_plain import columns, secret_encounter

__all__ = ["columns", "secret_encounter"]
