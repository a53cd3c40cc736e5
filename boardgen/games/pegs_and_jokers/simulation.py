"""Whole games of Pegs and Jokers: dealing, drawing, turns, discards, helping and the win.

The engine owns the cards and the order of play; every question of what a card may do goes
to ``card_play``. A game that has not ended after ``max_turns`` is stopped and counted as having
reached the turn limit, so a long game never hangs a simulation. Random players take several
thousand turns with eight seats; every game ends once the cap is raised.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import partial

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers.players import strategies
from boardgen.games.pegs_and_jokers.simulation_facts import FACTS
from boardgen.games.pegs_and_jokers.players.mcts import DEFAULT_BUDGET, MctsStrategy
from boardgen.games.pegs_and_jokers.players.smart import SmartStrategy
from boardgen.games.pegs_and_jokers.card_play import PegsLaneBoard, Turn
from boardgen.games.pegs_and_jokers.state import PegsRuleSet, State, default_decks
from boardgen.games.pegs_and_jokers.board.topology import PEGS_PER_SEAT
from boardgen.games.race.lanes.table import Table, play_turns
from boardgen.games.pegs_and_jokers.variants import canonical
from boardgen.play.batch import game_seed
from boardgen.play.budget import Budget
from boardgen.play.cards import DECK_SIZE, Shoe, check_deck_count
from boardgen.play.record import GameRecord
from boardgen.play.stats import SimulationReport, simulate_games
from boardgen.play.teams import team_label
from boardgen.play.turn_cap import TURNS_PER_SEAT, default_max_turns

GAME = "pegs-and-jokers"
POLICIES = {
    "random": strategies.RandomStrategy, "greedy": strategies.GreedyStrategy, "smart": SmartStrategy,
    "mcts": MctsStrategy,
}
"""Every way a seat can choose its move, by the name ``--policy`` takes."""
SEARCHING = "mcts"
"""The policy that thinks within a budget (``--think``)."""
DEFAULT_POLICY = FACTS.default_policy
TURNS_PER_PLAYER_LIMIT = TURNS_PER_SEAT
"""The cap's floor a seat, the whole cap at four seats (tests and benchmarks play to it)."""


def turn_cap(rules: PegsRuleSet) -> int:
    """The default turn cap of ``rules``' table (``play.turn_cap``): finished four-player random
    games take about a tenth of it, twelve-player ones about a third."""
    return default_max_turns(rules.players, rules.track, PEGS_PER_SEAT)


def check_decks(rules: PegsRuleSet, decks: int) -> int:
    """Refuse a deck count that cannot deal every hand and keep a draw pile."""
    needed = rules.players * (rules.hand_size + 2)
    return check_deck_count(decks, max(1, math.ceil(needed / DECK_SIZE)), f" for {rules.players} players")


def play_game(
    rules: PegsRuleSet,
    players: Sequence[strategies.Strategy],
    rng: random.Random,
    decks: int,
    max_turns: int,
) -> GameRecord:
    """Play one game from the deal; seat 0 moves first and play passes to increasing seats."""
    shoe = Shoe(decks, rng)
    table = Table(PegsLaneBoard(State.initial(rules)), shoe, shoe.deal(rules.players, rules.hand_size), turns=Turn)
    turns, winner = play_turns(table, players, rng, max_turns)
    counts = (("bumps", table.bumps), ("discards", table.discards))
    if winner is None:
        return GameRecord(False, max_turns, None, None, counts)
    return GameRecord(True, turns, team_label(rules.team_of, rules.team_of[winner]), winner, counts)


def simulate(
    rules: PegsRuleSet,
    games: int,
    seed: int,
    policy: str = DEFAULT_POLICY,
    decks: int | None = None,
    max_turns: int | None = None,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
    think: Budget | None = None,
) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs`` (and, for mcts thinking in playouts, whatever the machine)."""
    decks = check_decks(rules, default_decks(rules.players) if decks is None else decks)
    max_turns = max_turns or turn_cap(rules)
    return simulate_games(
        GAME, rules, partial(play_game, rules, decks=decks, max_turns=max_turns), policies(policy, think),
        games=games, seed=seed, policy=policy, variants=canonical(rules.variants),
        decks=("decks", decks), max_turns=max_turns, progress=progress, jobs=jobs,
        policy_settings=(("think", str(think or DEFAULT_BUDGET)),) if policy == SEARCHING else (),
    )


def policies(policy: str, think: Budget | None) -> dict[str, Callable[[], strategies.Strategy]]:
    """``POLICIES`` with mcts given its budget; a budget for any other policy is refused, since
    it would be silently ignored."""
    if think is None:
        return dict(POLICIES)
    if policy != SEARCHING:
        raise ParameterError("--think", f"only with --policy {SEARCHING}", got=str(think))
    return {**POLICIES, SEARCHING: partial(MctsStrategy, think)}


def match(rules: PegsRuleSet, first: str, second: str, games: int, seed: int) -> tuple[int, int, int]:
    """Two policies head to head on a two-team table: wins of ``first``, of ``second``, and games
    unfinished. The teams swap policies every game, so neither policy keeps the first seat;
    each game is seeded as ``simulate`` seeds it (``batch.game_seed``)."""
    if len(set(rules.team_of)) != 2:
        raise ParameterError("--teams", "two teams for a head-to-head match", got=rules.teams)
    for name in (first, second):
        if name not in POLICIES:
            raise ParameterError("--policy", "one of " + ", ".join(POLICIES), got=name)
    decks = default_decks(rules.players)
    max_turns = turn_cap(rules)
    wins = [0, 0, 0]
    for game in range(games):
        names = (first, second) if game % 2 == 0 else (second, first)  # by team 0, team 1
        seats = [POLICIES[names[team]]() for team in rules.team_of]
        record = play_game(rules, seats, random.Random(game_seed(seed, game)), decks, max_turns)
        if record.winning_seat is None:
            wins[2] += 1
        else:
            wins[0 if names[rules.team_of[record.winning_seat]] == first else 1] += 1
    return wins[0], wins[1], wins[2]
