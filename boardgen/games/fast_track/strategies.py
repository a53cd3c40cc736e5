"""How simulated players choose a card and a move among those the rules offer.

Every card of a Fast Track hand can be played (at worst it is spent), so a strategy always
returns a move; randomness comes only from the ``Random`` the engine passes in.
"""

from __future__ import annotations

import random
from typing import Protocol

from boardgen.games.fast_track.rules import Move, Turn
from boardgen.games.fast_track.state import PEN, RuleSet
from boardgen.games.fast_track.topology import HOME_ENTRY, HOME_SPACES
from boardgen.play.greedy import best_moves


class Strategy(Protocol):
    name: str

    def choose(self, turn: Turn, rng: random.Random) -> Move:
        """A move of one of ``turn``'s cards."""


class RandomStrategy:
    """A card of the hand at random, then one of its moves at random."""

    name = "random"

    def choose(self, turn: Turn, rng: random.Random) -> Move:
        moves = turn.moves_for(turn.hand[int(rng.random() * len(turn.hand))])
        return moves[int(rng.random() * len(moves))]


class GreedyStrategy:
    """The move that gains the side most ground on the opponents, counted in spaces to go.

    One move ahead and no memory: a baseline that plays clearly better than random.
    """

    name = "greedy"

    def __init__(self) -> None:
        self._tables: dict[RuleSet, list[dict[int, int]]] = {}

    def choose(self, turn: Turn, rng: random.Random) -> Move:
        rules = turn.rules
        best, _gain = best_moves(turn.all_moves(), self._remaining(rules), rules.team_of, rules.team_of[turn.player])
        return best[int(rng.random() * len(best))]

    def _remaining(self, rules: RuleSet) -> list[dict[int, int]]:
        """Spaces each seat's marble still has to go, by marble code."""
        table = self._tables.get(rules)
        if table is None:
            n, sides = rules.track, rules.players
            from_own_corner = HOME_ENTRY + HOME_SPACES
            table = []
            for seat in range(sides):
                row = {code: (rules.entry[seat] - code) % n + HOME_SPACES for code in range(n)}
                row.update({rules.riding(j): (seat - j) % sides + from_own_corner for j in range(sides)})
                row[rules.bulls_eye] = from_own_corner + 1
                row.update({rules.home(h): HOME_SPACES - 1 - h for h in range(HOME_SPACES)})
                row[PEN] = row[rules.exit[seat]] + 1
                table.append(row)
            self._tables[rules] = table
        return table


POLICIES = {"random": RandomStrategy, "greedy": GreedyStrategy}
"""Every way a seat can choose its move, by the name ``--policy`` takes."""
