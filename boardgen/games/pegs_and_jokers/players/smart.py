"""A stronger simulated player for Pegs and Jokers: one ply over the whole hand, judged by more
than the ground gained.

Greedy counts holes gained for the team against the others and nothing else, so it leaves pegs
where opponents can land on them and spends jokers on small gains. ``SmartStrategy`` scores
each legal move of the hand by the position it leaves:

* progress: holes gained by the team's pegs and holes lost by bumped opponents, so a bump of
  a peg far along (a leader) counts most. An extra weight on the leading team's losses was
  tried and lost games against greedy, so it is not used;
* safety: the ground a team peg on the track would lose if bumped, times a rough chance of
  being hit (opponent pegs a forward count behind it, or an 8 ahead of it);
* cards kept: a joker is worth keeping for a bigger gain than the one at hand.

The weights are round numbers picked by head-to-head matches against greedy (4 players, 300
games each: the safety weight matters most; keeping a starting card for later lost games and
was dropped); tests/games/pegs_and_jokers/test_policies.py checks the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import inf

from boardgen.games.pegs_and_jokers.on_engine import course_for
from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet
from boardgen.games.pegs_and_jokers.players.strategies import GreedyStrategy, holes_to_go
from boardgen.play.cards import JOKER

REACH = 10
"""Forward counts an opponent most often holds (A..10, and J, Q, K count 10)."""
HIT_CHANCE = 0.5
"""Rough chance that one opponent peg in reach lands on a given peg before it moves on."""
CHANCES = tuple(min(1.0, HIT_CHANCE * hits) for hits in range(REACH + 2))
"""The chance of a hit by so many opponent pegs in reach (at most ``REACH`` forward and one 8)."""
JOKER_KEEP = 6.0
"""Holes a joker in hand is worth: it is played only for a gain larger than this."""


class SmartStrategy(GreedyStrategy):
    """Greedy's player with a better score for each legal move of the hand (see the module's
    docstring): it chooses, keeps a useless joker, discards and draws the same way.

    Scoring is by delta: a move changes two or three pegs, so only the holes it leaves and
    reaches are judged. Each is judged by a look-up in the team's ``Outlook``, worked out once
    per rule set. The count of opponents in reach comes from the board's masks of their track
    pegs. A danger map over the whole track each turn cost more than generating the moves.
    tests/games/pegs_and_jokers/test_smart_choices.py checks that the choices are those of the
    whole-map scoring, game for game.
    """

    name = "smart"

    def __init__(self) -> None:
        self.rules: PegsRuleSet | None = None
        self.outlooks: dict[int, Outlook] = {}
        """By player, for ``rules``: kept, as ``outlook``'s cache hashes the rule set on every look-up."""

    def best(self, turn: Turn, moves: tuple[LaneMove, ...]) -> tuple[list[LaneMove], float | None]:
        board, player = turn.board, turn.player
        if board.rules is not self.rules:
            self.rules, self.outlooks = board.rules, {}
        seen = self.outlooks.get(player)
        if seen is None:
            seen = self.outlooks[player] = outlook(board.rules, board.team_of[player])
        foes = seen.foes(board.track_masks())
        windows, worth = seen.windows, seen.worth
        best: list[LaneMove] = []
        best_score = -inf
        for move in moves:
            # ``Outlook.worth_of``, inlined: this loop runs for every move of every turn
            score = -JOKER_KEEP if move[0] == JOKER else 0.0
            for seat, origin, dest, _kind in move[1]:
                row = worth[seat]
                score += (row[origin][(foes & windows[origin]).bit_count()]
                          - row[dest][(foes & windows[dest]).bit_count()])
            # Every term is a multiple of 0.5 (chances are 0, 0.5 or 1 of whole holes), so the
            # sums are exact and equal scores compare equal, whatever the order of the terms.
            if score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return best, best_score if best else None


@dataclass(frozen=True)
class Outlook:
    """What smart's scoring reads for one team under one rule set, worked out once (``outlook``).

    A move's score is the sum, over the pegs it relocates, of a peg's worth where it was less
    its worth where it lands. A team peg is worth its holes to go. On the track, add the ground
    it would lose if bumped times the chance of a hit. That chance is a half for each opponent
    peg that reaches its hole with a forward count (1 to ``REACH``) or with an 8 back, at most
    1. An opponent's peg is worth minus its holes to go. With the worth tabled for every
    count of opponents in reach, a hole is judged by one mask ``&`` and a bit count.
    """

    foe_seats: tuple[int, ...]
    """The seats of the other teams."""
    windows: tuple[int, ...]
    """By peg code: the mask of the holes an opponent reaches it from, 0 off the track."""
    worth: tuple[tuple[tuple[float, ...], ...], ...]
    """By seat, peg code and opponents in reach: a peg's worth to the team (see above)."""

    def foes(self, masks: list[int]) -> int:
        """The mask of the track holes holding an opponent's peg, from ``LaneBoard.track_masks``."""
        foes = 0
        for seat in self.foe_seats:
            foes |= masks[seat]
        return foes

    def worth_of(self, seat: int, code: int, foes: int) -> float:
        """The worth of ``seat``'s peg at ``code`` with opponents at ``foes`` (see ``foes``)."""
        return self.worth[seat][code][(foes & self.windows[code]).bit_count()]


@lru_cache(maxsize=64)
def outlook(rules: PegsRuleSet, team: int) -> Outlook:
    """``team``'s ``Outlook`` under ``rules``; peg codes index its tables, ``START`` the last entry."""
    n, team_of = rules.track, rules.team_of
    table = holes_to_go(rules)
    back = max(action.count or 0 for card in course_for(rules).description.movement.cards
               for action in card.actions if action.verb == "backward")  # the 8
    codes = range(len(table[0]))  # the track, home, then START
    windows = tuple(
        sum(1 << ((code - step) % n) for step in range(1, REACH + 1)) | 1 << ((code + back) % n) if code < n else 0
        for code in codes
    )
    worth = tuple(
        tuple(tuple(row[code] + chance * (row[START] - row[code]) for chance in CHANCES) for code in codes)
        if team_of[seat] == team else tuple((-float(row[code]),) * len(CHANCES) for code in codes)
        for seat, row in enumerate(table)
    )
    return Outlook(tuple(seat for seat in range(rules.players) if team_of[seat] != team), windows, worth)
