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
from boardgen.games.pegs_and_jokers.state import START, RuleSet
from boardgen.games.pegs_and_jokers.strategies import GreedyStrategy, holes_to_go
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
    reaches are judged, and the danger of a hole is counted from the opponents' track pegs
    when a move first asks for it (``Danger``) rather than mapped over the whole track each
    turn, which cost more than generating the moves. tests/test_pj_smart_choices.py checks
    that the choices are those of the whole-map scoring, game for game.
    """

    name = "smart"

    def __init__(self) -> None:
        self.rules: RuleSet | None = None
        self.table: tuple[tuple[int, ...], ...] = ()
        """``holes_to_go(rules)``, kept: its cache hashes the rule set on every look-up."""

    def best(self, turn: Turn, moves: tuple[Move, ...]) -> tuple[list[Move], float | None]:
        board = turn.board
        team_of = board.team_of
        team = team_of[turn.player]
        n = board.n
        if board.rules is not self.rules:
            self.rules, self.table = board.rules, holes_to_go(board.rules)
        table = self.table
        danger = Danger()
        danger.track, danger.foes = n, foes_mask(board.pegs, team_of, team, n)
        best: list[Move] = []
        best_score = None
        for move in moves:
            # the scoring of ``score``, inlined: this loop runs for every move of every turn
            score = 0.0
            for seat, origin, dest, _kind in move[1]:
                row = table[seat]
                gained = row[origin] - row[dest]
                if team_of[seat] != team:
                    score -= gained
                    continue
                score += gained
                full = row[START]
                if 0 <= dest < n:
                    score -= danger[dest] * (full - row[dest])
                if 0 <= origin < n:
                    score += danger[origin] * (full - row[origin])
            if move[0] == JOKER:
                score -= JOKER_KEEP
            if best_score is None or score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best, best_score


class Danger(dict[int, float]):
    """The rough chance that a team peg on a track hole is bumped before it moves, by hole: half
    a chance for each opponent peg that reaches the hole with a forward count (1 to ``REACH``)
    or with an 8 back, at most 1.

    A dict that works a hole out when it is first looked up (``__missing__``), from a mask of
    the opponents' track pegs laid twice end to end, so the ``REACH`` holes behind any hole are
    one slice without wrapping round; a move's scoring looks its holes up at dict speed.
    """

    __slots__ = ("foes", "track")
    foes: list[int]
    """1 where an opponent's peg stands, for track holes 0 to 2 x track - 1 (see ``foes_mask``)."""
    track: int

    def __missing__(self, hole: int) -> float:
        behind = hole + self.track
        foes = self.foes
        chance = self[hole] = CHANCES[sum(foes[behind - REACH:behind]) + foes[hole + BACKWARD]]
        return chance


def foes_mask(pegs: list[list[int]], team_of: tuple[int, ...], team: int, track: int) -> list[int]:
    """1 for each track hole holding a peg of another team than ``team``, else 0, the whole
    track twice over (hole ``h`` and ``h + track`` alike)."""
    foes = [0] * (2 * track)
    for seat, row in enumerate(pegs):
        if team_of[seat] != team:
            for code in row:
                if 0 <= code < track:
                    foes[code] = foes[code + track] = 1
    return foes
