"""How simulated players choose among the legal moves the rules offer.

Strategies never generate or check moves themselves; they pick from a ``rules.Turn`` and
draw any randomness from the ``Random`` the engine passes in, so a seed replays a game.
"""

from __future__ import annotations

import random
from functools import lru_cache

from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet
from boardgen.games.pegs_and_jokers.board.topology import HOME_HOLES
from boardgen.games.race.lanes.table import LanePlayer
from boardgen.games.race.lanes.tables import Lanes
from boardgen.play.greedy import best_moves


Strategy = LanePlayer
"""Every player here is the lane table's; ``draw-two-late`` is its ``movement.draws = "either"``."""


class RandomStrategy:
    """A card of the hand at random among those that can move, then one of its moves at random.

    Picking the card first keeps the joker, which has a move for nearly every peg on the
    board, from swamping the choice, and lets the rules work out only the cards looked at.
    """

    name = "random"

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        # random() scaled is several times cheaper than randrange, and this runs every turn.
        cards = list(turn.hand)
        draw = rng.random
        while cards:
            card = cards.pop(int(draw() * len(cards)))
            moves = turn.moves_for(card)
            if moves:
                return moves[int(draw() * len(moves))]
        return None

    def discard(self, turn: Turn, rng: random.Random) -> str:
        return turn.hand[rng.randrange(len(turn.hand))]

    def play_before_drawing(self, lanes: Lanes, player: int, rng: random.Random) -> bool:
        return rng.random() < 0.5


class GreedyStrategy:
    """The move that gains the team most ground on the opponents, counted in holes to go.

    One move ahead and no memory: a baseline that plays clearly better than random, so rule
    changes can be compared under some pressure, not a strong player.
    """

    name = "greedy"

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        moves = turn.all_moves()
        if not moves:
            return None
        best, best_gain = self.best(turn, moves)
        if best_gain is not None and best_gain <= 0 and turn.may_discard():
            return None  # only jokers move, and not usefully: keep the joker
        return rng.choice(best)  # draws as ``best[rng.randrange(len(best))]`` does, with fewer checks

    def best(self, turn: Turn, moves: tuple[LaneMove, ...]) -> tuple[list[LaneMove], float | None]:
        """The equally best moves, in the order given, and their score (holes gained)."""
        rules = turn.rules
        return best_moves(moves, holes_to_go(rules), rules.team_of, rules.team_of[turn.player])

    def discard(self, turn: Turn, rng: random.Random) -> str:
        lanes = turn.board.lanes
        spare = [card for card in turn.hand if card not in lanes.starters and card not in lanes.specials] \
            or list(turn.hand)
        return spare[rng.randrange(len(spare))]

    def play_before_drawing(self, lanes: Lanes, player: int, rng: random.Random) -> bool:
        return False


@lru_cache(maxsize=16)
def holes_to_go(rules: PegsRuleSet) -> tuple[tuple[int, ...], ...]:
    """Holes each seat's peg still has to go, indexed by peg code (START is the last entry)."""
    n = rules.track
    table = []
    for seat in range(rules.players):
        row = [0] * (n + HOME_HOLES + 1)
        for code in range(n):
            row[code] = (rules.in_spot[seat] - code) % n + HOME_HOLES
        for hole in range(HOME_HOLES):
            row[n + hole] = HOME_HOLES - 1 - hole
        row[START] = row[rules.come_out[seat]] + 1
        table.append(tuple(row))
    return tuple(table)
