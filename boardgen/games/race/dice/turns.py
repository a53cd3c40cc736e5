"""Whole games of a dice track game: throws, moves and extra turns until a seat has brought
every piece home, and many such games summed up by ``play.stats``.

A turn is one seat's: its throw and every extra throw the throws earn. The dice and the
players draw on the one ``Random`` each game is given (``play.batch`` seeds it from the run's
seed and the game's number), so the same seed gives the same report. A game not won after
``max_turns`` turns, its extra throws counted too, is stopped and reported unfinished.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from boardgen.errors import ParameterError
from boardgen.games.race.dice.course import Course
from boardgen.games.race.dice.moves import apply, forfeit, legal_moves, thrown
from boardgen.games.race.dice.players import POLICIES, Player
from boardgen.games.race.dice.position import DicePosition
from boardgen.play.record import GameRecord
from boardgen.play.stats import SimulationReport, simulate_games
from boardgen.play.turn_cap import default_max_turns

def throw(course: Course, rng: random.Random) -> tuple[int, ...]:
    movement = course.description.movement
    return tuple(1 + int(rng.random() * movement.faces) for _ in range(movement.dice))


def play_game(course: Course, players: Sequence[Player], rng: random.Random, max_turns: int,
              start: DicePosition | None = None) -> GameRecord:
    """One game from every piece in its start area, seat 0 throwing first. Or from ``start``, a
    position with its throw made, as a position file holds one: the Play tab plays on from it."""
    position = DicePosition.initial(course) if start is None else start
    tally = {"bumps": 0, "lost_throws": 0}
    turns, extra = 1, 0
    """``extra``: the extra throws taken, which count toward ``max_turns`` too (a throw that
    always earns another could otherwise keep one seat throwing for ever)."""
    while turns + extra <= max_turns:
        seat = position.turn
        if not position.left:  # every turn but a started position's first, whose throw is made
            position = thrown(course, position, throw(course, rng))
        while position.left:
            moves = legal_moves(course, position)
            if not moves:
                tally["lost_throws"] += 1
                position = forfeit(course, position)  # a bonus owed is still offered
                continue
            move = players[seat].choose(course, position, moves, rng)
            position = apply(course, position, move)
            tally["bumps"] += len(move.bumped)
            if position.has_won(course, seat):
                return GameRecord(True, turns, f"seat {seat}", seat, tuple(tally.items()))
        if position.turn != seat:
            turns += 1
        elif position.streak:  # another throw earned, not a stuck seat's next try (those are few)
            extra += 1
    return GameRecord(False, max_turns, None, None, tuple(tally.items()))


def simulate(course: Course, games: int, seed: int, policy: str = "greedy", decks: int | None = None,
             max_turns: int | None = None, progress: Callable[[int], None] | None = None,
             jobs: int = 1) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs``. Dice games have no decks, so ``decks`` is refused."""
    if decks is not None:
        raise ParameterError("--decks", f"left out: {course.description.title} is played with dice", decks)
    max_turns = max_turns or default_max_turns(course.players, course.topology.track_length,
                                               course.description.pieces)
    movement = course.description.movement
    return simulate_games(
        course.description.name, course, partial(play_game, course, max_turns=max_turns), POLICIES,
        games=games, seed=seed, policy=policy, variants=(), decks=("dice", f"{movement.dice}d{movement.faces}"),
        max_turns=max_turns, progress=progress, jobs=jobs,
    )
