"""Errors the rules layer raises; each message names the place and the problem."""


class RulesError(ValueError):
    """A question the rules cannot answer (unknown creature, illegal forced path, ...)."""


class ScenarioError(ValueError):
    """A scenario or encounter document that is not valid; `place` is e.g. 'creatures[2].size'."""

    def __init__(self, place: str, problem: str):
        self.place, self.problem = place, problem
        super().__init__(f"{place}: {problem}" if place else problem)
