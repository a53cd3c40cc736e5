"""A searching player for Pegs and Jokers: information-set Monte Carlo tree search.

The player sees the board and its own hand, not the others' hands nor the order of the draw
pile. Each playout guesses them: a determinization deals the cards the player cannot see at
random from the unseen part of the shoe. It then plays one of the player's own moves, plays on
for ``ROUNDS`` rounds with every seat run by smart, and scores the position reached. The tree
is the player's own choice at the root, picked by UCB1 (UCT's rule) over the playouts so far.
Below it the playouts are the default policy's. The next own decision depends on cards the
guess made up, and a deeper tree of them would split the playouts over guesses.

Why these choices (measured in benchmarks/bench_elo.py):

* smart as the default policy. Rollouts that play sensibly judge a move by what sensible
  opponents do next: leaving a peg to be bumped costs in the playout. Random rollouts do not.
  The faster smart (benchmarks/bench_smart.py) pays for it.
* a round or so, not games played out. A game lasts hundreds of turns, so a playout to the end
  would cost a hundred short ones and say little more about one move.
* only the ``WIDTH`` moves smart rates best are searched (progressive widening in its
  simplest form). A joker offers dozens of moves, and smart's ordering rarely leaves the
  best outside its first few.
* smart's own choice is played unless a paired test on the same guesses shows another move
  clearly better (``overruled``). The search corrects smart where it can see why, rather than
  replacing a good heuristic with noisy means.

The search draws from its own generator, seeded from the game's, so a game replays exactly
for a playout count; a budget in seconds plays as many playouts as the time allows.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence

from boardgen.games.pegs_and_jokers.card_play import PegsLaneBoard, LaneMove, Turn
from boardgen.games.pegs_and_jokers.players.smart import JOKER_KEEP, SmartStrategy, outlook
from boardgen.games.pegs_and_jokers.state import default_decks
from boardgen.games.race.lanes.table import Table, play_turns
from boardgen.play.budget import Budget
from boardgen.play.cards import JOKER, Shoe, standard_cards

DEFAULT_BUDGET = Budget(100)
"""Playouts a move unless told: 0.08 s a move on the (shared, busy) development machine."""
ROUNDS = 1
"""Rounds each playout plays after the move searched: every other seat moves once, so each
opponent may bump what the move left exposed; the risk beyond is counted as smart counts it
(``lead``). Two rounds cost twice as much, and their noise made 200 playouts a move play
worse than smart in a first 15 games (6 points)."""
WIDTH = 6
"""The most moves searched: smart's best, in its order."""
EXPLORATION = 0.25
"""UCB1's constant, for values between 0 and 1 that differ by a few hundredths."""
MARGIN = 2.5
"""Standard errors by which a move must beat smart's choice on the same guesses to be played.
With up to six moves against smart's, a margin of 1.5 overruled it on noise on about a third
of the searched turns. That scored 20 of 50 games against smart (run stopped there)."""
FEWEST_PAIRS = 8
"""Playouts on the same guesses an arm needs with smart's choice before it may overrule it."""
SCALE = 12.0
"""Holes of lead that make a position worth 0.73 (the logistic curve's unit)."""


class _First:
    """A seat that plays ``move`` (None: discard) at its first turn of a playout, then as ``then``."""

    name = "search"

    def __init__(self, move: LaneMove | None, then: SmartStrategy) -> None:
        self.move, self.then, self.fresh = move, then, True

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        if self.fresh:
            self.fresh = False
            return self.move
        return self.then.choose(turn, rng)

    def discard(self, turn: Turn, rng: random.Random) -> str:
        return self.then.discard(turn, rng)

    def play_before_drawing(self, lanes: object, player: int, rng: random.Random) -> bool:
        return False


class MctsStrategy(SmartStrategy):
    """Smart's player, but each move with a choice is searched (see the module's docstring);
    it discards and draws as smart does."""

    name = "mcts"

    def __init__(self, budget: Budget = DEFAULT_BUDGET) -> None:
        super().__init__()
        self.budget = budget
        self.rollout = SmartStrategy()

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        arms, tied = self.candidates(turn)
        if len(arms) == 1:
            return arms[0]
        search_rng = random.Random(rng.getrandbits(64))
        head = arms[:tied]
        search_rng.shuffle(head)  # smart picks among its equally best at random: so do the playouts
        arms[:tied] = head
        return self.search(turn, arms, tied, search_rng)

    def candidates(self, turn: Turn) -> tuple[list[LaneMove | None], int]:
        """Smart's ``WIDTH`` best moves, best first, and None (discard) when discarding is
        allowed, first where smart would discard; and how many arms lead, rated equally best
        by smart (its choice is one of them)."""
        moves = turn.all_moves()
        if not moves:
            return [None], 1
        scored = sorted(zip(self.scores(turn, moves), range(len(moves))), key=lambda pair: -pair[0])
        arms: list[LaneMove | None] = [moves[index] for _score, index in scored[:WIDTH]]
        tied = sum(1 for score, _index in scored[:WIDTH] if score >= scored[0][0] - 1e-9)
        if turn.may_discard():
            if scored[0][0] <= 0:  # no move gains anything: smart keeps its joker
                return [None, *arms], 1
            arms.append(None)
        return arms, tied

    def scores(self, turn: Turn, moves: tuple[LaneMove, ...]) -> list[float]:
        """Smart's score of each move: its ``best`` over each move alone."""
        return [self.best(turn, (move,))[1] or 0.0 for move in moves]

    def search(self, turn: Turn, arms: list[LaneMove | None], tied: int, rng: random.Random) -> LaneMove | None:
        """Smart's choice, unless the playouts UCB1 spent show another arm clearly better
        (``overruled``). Among the ``tied`` arms smart rates equally best, smart's choice is the
        one of the best mean. Smart would pick any of them, and which it picks matters: smart
        taking the first of them every time won 57 of 200 games against smart.

        An arm's n-th playout deals the same hidden cards and draws the same numbers as every
        other arm's n-th (common random numbers). So arms are compared on the same guesses, and
        a difference in their means comes from the moves, not from luckier deals. Far fewer
        playouts then tell them apart.
        """
        board = turn.board.copy()
        pegs, occ, masks = [row[:] for row in board.pegs], board.occ[:], board.track_masks()[:]
        unseen = self.unseen(turn)
        base = lead(board, turn.rules.team_of[turn.player], ())
        values: list[list[float]] = [[] for _ in arms]  # each arm's playouts' values, in order
        visits, totals = [0] * len(arms), [0.0] * len(arms)
        guesses: list[int] = []  # the seed of each arm's n-th playout, the same for every arm
        deadline = None if self.budget.seconds is None else time.perf_counter() + self.budget.seconds
        for done in range(self.budget.playouts):
            if deadline is not None and time.perf_counter() > deadline:
                break
            arm = self.select(visits, totals, done)
            if visits[arm] == len(guesses):
                guesses.append(rng.getrandbits(64))
            value = self.playout(turn, board, arms[arm], unseen, base, random.Random(guesses[visits[arm]]))
            values[arm].append(value)
            totals[arm] += value
            visits[arm] += 1
            for row, saved in zip(board.pegs, pegs):
                row[:] = saved
            board.occ[:] = occ
            board.track_masks()[:] = masks
        default = max(range(tied), key=lambda arm: (totals[arm] / visits[arm] if visits[arm] else -math.inf, -arm))
        return arms[overruled(values, default)]

    @staticmethod
    def select(visits: list[int], totals: list[float], done: int) -> int:
        """UCB1: each arm once, in smart's order, then the best mean plus its exploration bonus."""
        for arm, count in enumerate(visits):
            if count == 0:
                return arm
        log_done = math.log(done)
        return max(range(len(visits)),
                   key=lambda arm: totals[arm] / visits[arm] + EXPLORATION * math.sqrt(log_done / visits[arm]))

    def unseen(self, turn: Turn) -> list[str]:
        """Every card the player cannot see: the shoe's cards less the player's hand."""
        cards = Counter(standard_cards(default_decks(turn.rules.players)))
        cards.subtract(turn.hand)
        return sorted(cards.elements())

    def playout(self, turn: Turn, board: PegsLaneBoard, move: LaneMove | None, unseen: list[str], base: float,
                rng: random.Random) -> float:
        """One guess at the hidden cards, ``move`` played on it, ``ROUNDS`` rounds more, and the
        worth of the end to the player's team. That is 1 or 0 for a game won or lost. Else it is
        the logistic of how much the team's ``lead`` grew from ``base``, the lead at the root.
        The lead itself would leave every move of a lopsided game worth nearly 1 (or 0), too
        alike for the search to tell apart."""
        rules = turn.rules
        players, size, me = rules.players, rules.hand_size, turn.player
        turns = ROUNDS * players
        dealt = rng.sample(unseen, min(len(unseen), (players - 1) * size + 2 * turns + 2))
        hands = [list(turn.hand) if seat == me else [dealt.pop() for _ in range(size)] for seat in range(players)]
        table = Table(board, Shoe.holding(dealt, rng), hands, me, turns=Turn)
        seats = [_First(move, self.rollout) if seat == me else self.rollout for seat in range(players)]
        _played, winner = play_turns(table, seats, rng, turns + 1, drawn=True)
        team_of = rules.team_of
        team = team_of[me]
        if winner is not None:
            return 1.0 if team_of[winner] == team else 0.0
        return 1.0 / (1.0 + math.exp((base - lead(table.board, team, table.hands)) / SCALE))


def overruled(values: list[list[float]], default: int) -> int:
    """The arm to play: smart's choice (``default``) unless another arm beats it on the same guesses
    by more than ``MARGIN`` standard errors of their paired differences, then the arm that does
    so most.

    Smart is a good player and a playout a noisy judge: taking the best mean alone changed
    smart's move on noise often enough to play worse than smart at 200 playouts a move (9 of
    20 games). Common random numbers make the paired test sharp where a move really differs.
    """
    chosen, clearest = default, MARGIN
    for arm in range(len(values)):
        pairs = [mine - smart for mine, smart in zip(values[arm], values[default])]
        if len(pairs) < FEWEST_PAIRS:
            continue
        spread = statistics.stdev(pairs)
        mean = statistics.fmean(pairs)
        if spread == 0:
            clear = math.inf if mean > 0 else 0.0
        else:
            clear = mean / spread * math.sqrt(len(pairs))
        if clear > clearest:
            chosen, clearest = arm, clear
    return chosen


def lead(board: PegsLaneBoard, team: int, hands: Sequence[Sequence[str]]) -> float:
    """How far ``team`` is ahead of the average other team, in holes to go. Each track peg's
    ground is counted as smart counts it at risk: less the chance of a bump times what it loses.
    Each joker in a hand is worth ``JOKER_KEEP`` holes, as smart values one. Without that, a
    playout ending with a joker unplayed would make spending it on anything look good."""
    rules, team_of = board.rules, board.team_of
    left = dict.fromkeys(team_of, 0.0)
    for side in left:
        seen = outlook(rules, side)
        foes = seen.foes(board.track_masks())
        left[side] = sum(seen.worth_of(seat, code, foes)
                         for seat, row in enumerate(board.pegs) if team_of[seat] == side for code in row)
    for seat, hand in enumerate(hands):
        left[team_of[seat]] -= JOKER_KEEP * hand.count(JOKER)
    mine = left.pop(team)
    return sum(left.values()) / len(left) - mine
