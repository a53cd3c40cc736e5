"""The smart player as it was before it was sped up (commit 5a4b8ae), frozen as the floor of
``bench_smart.py``: its games per second, measured in the same run, is what "twice today's
speed" is counted against. Not used by boardgen; kept as it was, bar this docstring, the
class name and the 8's count, then imported from a module gone since.
"""
from __future__ import annotations

from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.state import START
from boardgen.games.pegs_and_jokers.players.strategies import GreedyStrategy, holes_to_go
from boardgen.play.cards import JOKER

BACKWARD = 8
"""The 8's count back (then in ``move.py``, which the lane board replaced)."""
REACH = 10
"""Forward counts an opponent most often holds (A..10, and J, Q, K count 10)."""
HIT_CHANCE = 0.5
"""Rough chance that one opponent peg in reach lands on a given peg before it moves on."""
JOKER_KEEP = 6.0
"""Holes a joker in hand is worth: it is played only for a gain larger than this."""


class FrozenSmartStrategy(GreedyStrategy):
    """Greedy's player with a better score for each legal move of the hand (see the module's
    docstring): it chooses, keeps a useless joker, discards and draws the same way."""

    name = "smart"

    def best(self, turn: Turn, moves: tuple[LaneMove, ...]) -> tuple[list[LaneMove], float | None]:
        rules = turn.rules
        table = holes_to_go(rules)
        team = rules.team_of[turn.player]
        danger = self.danger(turn, team)
        best: list[LaneMove] = []
        best_score = None
        for move in moves:
            score = self.score(move, table, team, rules.team_of, danger)
            if best_score is None or score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best, best_score

    @staticmethod
    def score(move: LaneMove, table: tuple[tuple[int, ...], ...], team: int, team_of: tuple[int, ...],
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
