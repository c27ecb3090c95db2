"""Errors the rules layer raises; each message names the place and the problem."""

from __future__ import annotations


class RulesError(ValueError):
    """A question the rules cannot answer (unknown creature, illegal forced path, ...).

    str() is the English sentence `damier check` prints. Refusals a Director meets in the window
    also carry a `code` and its parts in `code_args` (creature ids, a group...), so the window can
    word them in the user's language; the others have code "". Fight codes: "no-stamina", "dead",
    "unconscious", "no-recoveries", "dying-recovery", "turn-running", "already-acted",
    "group-first", "not-agility-next", "not-side-pick", "not-their-turn", "no-turn-running",
    "already-started", "not-started", "no-such-condition", "no-save-ends".
    """

    def __init__(self, message: str, code: str = "", **args):
        super().__init__(message)
        self.code = code
        self.code_args = args


class ScenarioError(ValueError):
    """A scenario or encounter document that is not valid; `place` is e.g. 'creatures[2].size'.

    `code` says which kind of refusal it is and `code_args` holds its parts (value, limit, expected ...),
    so the window can word it in the user's language; str() is the English sentence. Codes:
    "type", "not-finite", "long-number", "too-large", "too-small", "too-many", "too-long", "choice",
    "missing", "duplicate", "outside", "mismatch", "invalid".
    """

    def __init__(self, place: str, problem: str, code: str = "invalid", args: dict | None = None):
        self.place, self.problem = place, problem
        self.code = code
        super().__init__(f"{place}: {problem}" if place else problem)
        # not `self.args`: BaseException.__init__ resets that to the message tuple
        self.code_args = dict(args or {})
