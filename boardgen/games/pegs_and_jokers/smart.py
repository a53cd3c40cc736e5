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
was dropped); tests/test_pj_policies.py checks the result.
"""

from __future__ import annotations

from boardgen.games.pegs_and_jokers.move import BACKWARD, Move
from boardgen.games.pegs_and_jokers.rules import Turn
from boardgen.games.pegs_and_jokers.state import START
from boardgen.games.pegs_and_jokers.strategies import GreedyStrategy, holes_to_go
from boardgen.play.cards import JOKER

REACH = 10
"""Forward counts an opponent most often holds (A..10, and J, Q, K count 10)."""
HIT_CHANCE = 0.5
"""Rough chance that one opponent peg in reach lands on a given peg before it moves on."""
JOKER_KEEP = 6.0
"""Holes a joker in hand is worth: it is played only for a gain larger than this."""


class SmartStrategy(GreedyStrategy):
    """Greedy's player with a better score for each legal move of the hand (see the module's
    docstring): it chooses, keeps a useless joker, discards and draws the same way."""

    name = "smart"

    def best(self, turn: Turn, moves: tuple[Move, ...]) -> tuple[list[Move], float | None]:
        rules = turn.rules
        table = holes_to_go(rules)
        team = rules.team_of[turn.player]
        danger = self.danger(turn, team)
        best: list[Move] = []
        best_score = None
        for move in moves:
            score = self.score(move, table, team, rules.team_of, danger)
            if best_score is None or score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best, best_score

    @staticmethod
    def score(move: Move, table: tuple[tuple[int, ...], ...], team: int, team_of: tuple[int, ...],
              danger: list[float]) -> float:
        """The move's worth in holes: progress, ground bumped opponents lose, safety change, a joker spent."""
        score = 0.0
        track = len(danger)
        for seat, origin, dest, _kind in move.relocations:
            row = table[seat]
            gained = row[origin] - row[dest]
            if team_of[seat] != team:
                score -= gained
                continue
            score += gained
            full = row[START]
            if 0 <= dest < track:
                score -= danger[dest] * (full - row[dest])
            if 0 <= origin < track:
                score += danger[origin] * (full - row[origin])
        if move.card == JOKER:
            score -= JOKER_KEEP
        return score

    @staticmethod
    def danger(turn: Turn, team: int) -> list[float]:
        """Per track hole, the chance (roughly) that a team peg there is bumped before it moves."""
        board = turn.board
        n, team_of = board.n, board.team_of
        hits = [0] * n
        for seat, row in enumerate(board.pegs):
            if team_of[seat] == team:
                continue
            for code in row:
                if 0 <= code < n:
                    for step in range(1, REACH + 1):
                        hits[(code + step) % n] += 1
                    hits[(code - BACKWARD) % n] += 1
        return [min(1.0, HIT_CHANCE * count) for count in hits]
