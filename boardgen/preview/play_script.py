"""A game on the Play tab as the choices made in it, replayed through the engine's own loop.

The engines play whole games in one call (``play_game``: throws, deals, draws, extra turns,
the win), asking a player object at each choice. The page's game is that call with a player
that reads the choices made so far from a ``Script``: a choice not yet made stops the call
(``Pending``), and the page is told who must choose and from which moves. Nothing of the
engine's loop is written again here, so the page plays exactly the game ``simulate`` plays.

The dice and cards draw on the loop's own ``Random``, seeded once a game; the engine seats'
choices draw on a ``Random`` of their own for each choice, so replaying recorded choices
consumes the loop's draws exactly as before and the same throws and cards come again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

PERSON = "person"
"""The seat kind chosen by clicks on the page; every other kind is an engine policy's name."""


@dataclass(frozen=True)
class Choice:
    """One choice of the game: who chose, from what position file, among which moves."""

    seat: int
    position: dict[str, Any]
    """The position file (``rules moves --position``) the choice was made at."""
    moves: tuple[str, ...]
    """The legal moves in the position file's words, in the engine's order, one a text."""
    results: tuple[Any, ...]
    """Each move's pieces after it, in the file's words."""
    exact: bool
    """Whether the file holds the whole position (a throw half played, or a bonus owed, is not
    written in a dice file: its legal moves are then those of the whole throw)."""
    fresh: bool
    """Whether this is the first choice of a throw just made (the page shows a throw button)."""
    raws: tuple[int, ...] = ()
    """Each move's index in the engine's own list of this choice, which a replay takes."""
    deck: int | None = None
    """The cards left in the draw pile the seat draws from, in a card game."""


@dataclass(frozen=True)
class ChoiceMade:
    """A choice made: the move's index in ``choice.moves``, who made it, and the move's index
    in the engine's own list (``raw``), which a replay takes without writing any move out."""

    choice: Choice
    """The choice, less each move's pieces after it (a long game's log would hold thousands)."""
    index: int
    by: str
    raw: int
    after: Any = None
    """The pieces after the move made, in the file's words."""

    @property
    def text(self) -> str:
        return self.choice.moves[self.index] if self.index != LAID_DOWN else LAID_DOWN_TEXT


LAID_DOWN = -1
"""The index of an engine's choice to lay a card down rather than move, where the rules let it
(Pegs and Jokers' ``smart`` player keeping a joker): no move of the list."""
LAID_DOWN_TEXT = "lays a card down"


class Pending(Exception):
    """A choice nobody has made yet: the replay stops here."""

    def __init__(self, choice: Choice) -> None:
        super().__init__(f"seat {choice.seat} to choose")
        self.choice = choice


class Script:
    """The recorded choices of one game, and at most one new engine choice to make."""

    def __init__(self, kinds: Sequence[str], seed: int, made: Sequence[ChoiceMade], advance: int = 0) -> None:
        self.kinds = tuple(kinds)
        self.seed = seed
        self.made = list(made)
        self.count = 0
        self.advance = advance
        """How many engine moves past the recorded ones may be played, stopping at a person's."""
        self._draws = 0

    def rng(self) -> random.Random:
        """A fresh ``Random`` for an engine's side choice (a card given, a card laid down),
        the same on every replay: numbered by the side choices before it."""
        self._draws += 1
        return random.Random(f"{self.seed}:side:{self._draws}")

    def choose(self, seat: int, moves: Sequence[Any], text: Callable[[Any], str],
               position: Callable[[], dict[str, Any]], engine: Callable[[random.Random], Any],
               after: Callable[[Any], Any], facts: Callable[[], tuple[bool, bool]] = lambda: (True, False),
               same: Callable[[Any], Hashable] | None = None, deck: Callable[[], int | None] = lambda: None) -> Any:
        """The engine move of this choice (``moves``, the engine's list): the one recorded, or
        the engine seat's new one; ``Pending`` when the seat is a person's (or no engine move
        was asked for). ``text`` writes a move as the position file's answer does, ``after``
        its pieces after; ``facts`` says whether the file is exact and the throw fresh; ``same``
        which moves the file's answer lists once (by default, those written alike); ``deck`` the
        cards left to draw."""
        number = self.count
        if number < len(self.made):
            self.count += 1
            raw = self.made[number].raw
            return None if raw == LAID_DOWN else moves[raw]
        first: dict[Hashable, int] = {}
        for raw, move in enumerate(moves):
            first.setdefault(text(move) if same is None else same(move), raw)
        listed = {text(moves[raw]): raw for raw in first.values()}
        exact, fresh = facts()
        choice = Choice(seat, position(), tuple(listed), tuple(after(moves[raw]) for raw in listed.values()),
                        exact, fresh, tuple(listed.values()), deck())
        kind = self.kinds[seat]
        if kind == PERSON or self.advance <= 0:
            raise Pending(choice)
        picked = engine(random.Random(f"{self.seed}:move:{number}"))
        self.advance -= 1
        self.count += 1
        if picked is None:  # a card laid down, which the engine's loop then asks the seat for
            self.made.append(ChoiceMade(replace(choice, results=()), LAID_DOWN, kind, LAID_DOWN, choice.position["pegs"]))
            return None
        self.made.append(made(choice, list(listed).index(text(picked)), kind))
        return moves[self.made[-1].raw]


def made(choice: Choice, index: int, by: str = PERSON) -> ChoiceMade:
    """The choice of the move ``index`` of ``choice.moves``, kept for the log."""
    return ChoiceMade(replace(choice, results=()), index, by, choice.raws[index], choice.results[index])
