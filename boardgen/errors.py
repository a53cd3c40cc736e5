"""The two ways boardgen refuses work, each turned into one clear line and exit status 2."""

from __future__ import annotations

from collections.abc import Iterable


class ParameterError(ValueError):
    """A user-supplied value is out of range; the message names the parameter and what is allowed."""

    def __init__(self, parameter: str, allowed: str, got: object | None = None) -> None:
        self.parameter = parameter
        self.allowed = allowed
        self.got = got
        shown = f" (got {shorten(repr(got))})" if got is not None else ""
        super().__init__(f"{parameter}: {allowed}{shown}")


SHOWN_CHARACTERS = 60
"""How much of a refused value the line repeats: enough to recognise it, and a 5,000-digit
number or a 60,000-character title still gives one readable line."""
SHOWN_PATH = 240
"""How much of a file's name a refusal repeats: a whole temporary folder's path, but not a
name of thousands of characters."""


def shorten(text: str, most: int = SHOWN_CHARACTERS) -> str:
    """The text, or its start and its length when it is longer than ``most`` characters."""
    if len(text) <= most:
        return text
    return f"{text[:most]}... {len(text):,} characters"


def not_one_of(parameter: str, noun: str, given: str, known: Iterable[str]) -> ParameterError:
    """The refusal of a mistyped name (a game, a command): what was typed, the nearest known
    name when one is close, as click suggests for an option, and every name allowed."""
    from difflib import get_close_matches  # loaded only for a refusal

    names = list(known)
    near = get_close_matches(given, names, n=1)
    hint = f"; did you mean '{near[0]}'?" if near else ""
    return ParameterError(parameter, f"'{shorten(given)}' is not {noun}{hint} (one of {', '.join(names)})")


class BoardRejected(ValueError):
    """The verifier found broken rules; one line per problem, so all are fixed in one pass."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))
