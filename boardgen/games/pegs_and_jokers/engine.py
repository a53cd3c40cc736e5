"""Whole games of Pegs and Jokers: dealing, drawing, turns, discards, helping and the win.

The engine owns the cards and the order of play; every question of what a card may do goes
to ``rules``. A game that has not ended after ``max_turns`` is stopped and counted as having
reached the turn limit, so a long game never hangs a simulation (random players take several
thousand turns with eight seats; every game ends once the cap is raised).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import partial

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import strategies
from boardgen.games.pegs_and_jokers.simulation_facts import FACTS
from boardgen.games.pegs_and_jokers.smart import SmartStrategy
from boardgen.games.pegs_and_jokers.rules import BUMPED, Board, Turn
from boardgen.games.pegs_and_jokers.state import RuleSet, State
from boardgen.games.pegs_and_jokers.variants import canonical
from boardgen.play.batch import game_seed
from boardgen.play.cards import DECK_SIZE, Shoe, check_deck_count
from boardgen.play.stats import GameRecord, SimulationReport, simulate_games
from boardgen.play.teams import team_label

GAME = "pegs-and-jokers"
POLICIES = {"random": strategies.RandomStrategy, "greedy": strategies.GreedyStrategy, "smart": SmartStrategy}
"""Every way a seat can choose its move, by the name ``--policy`` takes."""
DEFAULT_POLICY = FACTS.default_policy
TURNS_PER_PLAYER_LIMIT = 1000
"""Turn cap per seat; finished four-player random games take about a tenth of it."""


def default_decks(players: int) -> int:
    """Three decks up to six players, then one per two players (four for eight), as seed 001."""
    return 3 if players <= 6 else math.ceil(players / 2)


def check_decks(rules: RuleSet, decks: int) -> int:
    """Refuse a deck count that cannot deal every hand and keep a draw pile."""
    needed = rules.players * (rules.hand_size + 2)
    return check_deck_count(decks, max(1, math.ceil(needed / DECK_SIZE)), f" for {rules.players} players")


def play_game(
    rules: RuleSet,
    players: Sequence[strategies.Strategy],
    rng: random.Random,
    decks: int,
    max_turns: int,
) -> GameRecord:
    """Play one game from the deal; seat 0 moves first and play passes to increasing seats.

    This loop runs about 1,500 times a game, so the shoe's methods are bound once and the
    common path (draw, choose, play) makes no calls beyond the strategy and the board.
    """
    count = rules.players
    board = Board(State.initial(rules))
    shoe = Shoe(decks, rng)
    draw, discard = shoe.draw, shoe.discard
    hands = shoe.deal(count, rules.hand_size)
    late = rules.has("draw-two-late")
    draws_after = rules.draws_after
    track = rules.track
    owed = [False] * count  # played before drawing last turn: two cards come this turn
    idle = [0] * count
    bumps = discards = 0
    player = 0
    for turn_number in range(1, max_turns + 1):
        hand = hands[player]
        strategy = players[player]
        set_aside: tuple[str, ...] = ()
        if late and owed[player]:
            set_aside = tuple(card for card in (draw(), draw()) if card is not None)
            owed[player] = False
        elif not draws_after:
            if late and strategy.play_before_drawing(rules, player, rng):
                owed[player] = True
            else:
                card = draw()
                if card is not None:
                    hand.append(card)
        turn = Turn(board, player, hand, idle[player])
        move = strategy.choose(turn, rng) if hand else None
        if move is None:
            if hand:
                if not turn.may_discard():
                    raise RuntimeError(f"strategy {strategy.name} declined a forced move")
                card = strategy.discard(turn, rng)
                hand.remove(card)
                discard(card)
            discards += 1
            idle[player] += 1
        else:
            card, relocations, _around = move
            hand.remove(card)
            discard(card)
            board.do(relocations)
            idle[player] = 0
            reaches_home = False
            for _seat, _origin, dest, kind in relocations:
                if kind == BUMPED:
                    bumps += 1
                elif dest >= track:
                    reaches_home = True
            mover = relocations[0][0]  # a finished player moves a teammate's pegs
            if reaches_home and board.team_home(mover):
                return GameRecord(
                    True, turn_number, team_label(rules.team_of, rules.team_of[mover]), player,
                    (("bumps", bumps), ("discards", discards)),
                )
        if set_aside:
            hand.extend(set_aside)
        if draws_after:
            card = draw()
            if card is not None:
                hand.append(card)
        player = player + 1 if player + 1 < count else 0
    return GameRecord(False, max_turns, None, None, (("bumps", bumps), ("discards", discards)))


def simulate(
    rules: RuleSet,
    games: int,
    seed: int,
    policy: str = DEFAULT_POLICY,
    decks: int | None = None,
    max_turns: int | None = None,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs``."""
    decks = check_decks(rules, default_decks(rules.players) if decks is None else decks)
    max_turns = max_turns or TURNS_PER_PLAYER_LIMIT * rules.players
    return simulate_games(
        GAME, rules, partial(play_game, rules, decks=decks, max_turns=max_turns), POLICIES,
        games=games, seed=seed, policy=policy, variants=canonical(rules.variants),
        decks=("decks", decks), max_turns=max_turns, progress=progress, jobs=jobs,
    )


def match(rules: RuleSet, first: str, second: str, games: int, seed: int) -> tuple[int, int, int]:
    """Two policies head to head on a two-team table: wins of ``first``, of ``second``, and games
    unfinished. The teams swap policies every game, so neither policy keeps the first seat;
    each game is seeded as ``simulate`` seeds it (``batch.game_seed``)."""
    if len(set(rules.team_of)) != 2:
        raise ParameterError("--teams", "two teams for a head-to-head match", got=rules.teams)
    for name in (first, second):
        if name not in POLICIES:
            raise ParameterError("--policy", "one of " + ", ".join(POLICIES), got=name)
    decks = default_decks(rules.players)
    max_turns = TURNS_PER_PLAYER_LIMIT * rules.players
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
