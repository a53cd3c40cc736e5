"""The searching player (``--policy mcts``): legal, replayable, stronger than random, and its
``--think`` budget read or refused on one line.

Small budgets (a few playouts a move) keep the games quick; what is checked holds for any.
"""

from __future__ import annotations

import random
import time
from functools import partial

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers.simulation import default_decks, play_game, policies, simulate
from boardgen.games.pegs_and_jokers.players.mcts import MctsStrategy
from boardgen.games.pegs_and_jokers.card_play import LaneMove, Turn
from boardgen.games.pegs_and_jokers.players.smart import SmartStrategy
from boardgen.games.pegs_and_jokers.players.strategies import RandomStrategy
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.play.budget import Budget, parse_budget

runner = CliRunner()


class _Checked(MctsStrategy):
    """mcts, checking each move it makes is one the rules list (or a discard they allow)."""

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        move = super().choose(turn, rng)
        if move is None:
            assert turn.may_discard()
        else:
            assert move in turn.all_moves()
        self.chosen = getattr(self, "chosen", 0) + 1
        return move


@pytest.mark.parametrize(("players", "variants"), [(4, ()), (6, ("nine-split", "two-wild")), (4, ("three-card",)),
                                                   (5, ("draw-two-late", "seven-to-partner"))])
def test_every_move_is_legal(players, variants):
    rules = PegsRuleSet.create(players, None, variants)
    seats = [_Checked(Budget(3)) for _ in range(players)]
    play_game(rules, seats, random.Random(4), default_decks(players), 60)
    assert sum(seat.chosen for seat in seats) > 0


class _Comparing(SmartStrategy):
    """Smart, asking mcts with one playout (too few to overrule anything) at each of its turns."""

    differ = 0

    def choose(self, turn: Turn, rng: random.Random) -> LaneMove | None:
        searched = MctsStrategy(Budget(1)).choose(turn, random.Random(1))
        moves = turn.all_moves()
        best, gain = self.best(turn, moves) if moves else ([], None)
        smart_would = [None] if gain is None or (gain <= 0 and turn.may_discard()) else best
        _Comparing.differ += searched not in smart_would
        return super().choose(turn, rng)


def test_without_evidence_it_plays_smarts_move():
    """Smart's choice is the search's default, a discard included where smart keeps its joker."""
    play_game(PegsRuleSet.create(4), [_Comparing() for _ in range(4)], random.Random(2), 3, 4000)
    assert _Comparing.differ == 0


def test_a_game_replays_from_its_seed_and_playout_count():
    rules = PegsRuleSet.create(4)
    assert simulate(rules, 2, 5, "mcts", think=Budget(3)) == simulate(rules, 2, 5, "mcts", think=Budget(3))


def test_enough_playouts_overrule_smart_somewhere():
    """Two playouts never overrule smart; sixty do on some turn of a hundred."""
    rules = PegsRuleSet.create(4)

    def game(playouts: int) -> object:
        seats = [MctsStrategy(Budget(playouts)) for _ in range(4)]
        return play_game(rules, seats, random.Random(6), 3, 100)

    assert game(2) != game(60)


def test_it_beats_random_clearly():
    """Six seat-swapped games, all won: a fair coin does that once in 64."""
    rules = PegsRuleSet.create(4)
    wins = 0
    for game in range(6):
        mine = game % 2
        seats = [MctsStrategy(Budget(4)) if team == mine else RandomStrategy() for team in rules.team_of]
        record = play_game(rules, seats, random.Random(game), 3, 4000)
        wins += record.winning_seat is not None and rules.team_of[record.winning_seat] == mine
    assert wins == 6


def test_a_budget_in_seconds_is_kept():
    rules = PegsRuleSet.create(4)
    player = MctsStrategy(parse_budget("0.05s"))
    seats = [player] * 4
    began = time.perf_counter()
    play_game(rules, seats, random.Random(7), 3, 12)
    assert time.perf_counter() - began < 12 * 0.05 + 1.0


@pytest.mark.parametrize(("text", "budget"), [("200", Budget(200)), (" 7 ", Budget(7)),
                                              ("0.2s", Budget(1_000_000, 0.2)), (".5s", Budget(1_000_000, 0.5))])
def test_think_reads_playouts_or_seconds(text, budget):
    assert parse_budget(text) == budget


@pytest.mark.parametrize("text", ["0", "0s", "0.0s", "-1", "abc", "1e3", "2000000", "61s", "0.2", "s", "", "nan", "٣"])
def test_a_bad_think_is_refused_on_one_line(text):
    with pytest.raises(ParameterError, match="--think"):
        parse_budget(text)
    result = runner.invoke(app, ["simulate", "pegs-and-jokers", "--policy", "mcts", "--games", "1", "--think", text])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "--think" in lines[0] and not result.stdout


def test_think_is_only_for_the_searching_policy():
    with pytest.raises(ParameterError, match="--think"):
        policies("smart", Budget(5))
    for game in ("pegs-and-jokers", "fast-track"):
        result = runner.invoke(app, ["simulate", game, "--games", "1", "--think", "5"])
        assert result.exit_code == 2 and "--think" in result.stderr


def test_simulate_plays_mcts_from_the_command_line():
    result = runner.invoke(app, ["simulate", "pegs-and-jokers", "--policy", "mcts", "--think", "2", "--games", "1",
                                 "--max-turns", "40", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert '"policy": "mcts",\n  "think": "2"' in result.stdout  # the budget is reported, for replaying


def test_the_policy_is_built_with_its_budget():
    made = policies("mcts", Budget(9))["mcts"]
    assert isinstance(made, partial) and made().budget == Budget(9)
