"""How simulated players of a dice track game choose among the moves their throw allows.

The only randomness is the ``Random`` the game loop passes in (the same one that throws the
dice), so a seeded game replays exactly.
"""

from __future__ import annotations

import random
from typing import Protocol

from boardgen.games.race.dice.course import START, Course
from boardgen.games.race.dice.moves import DiceMove, apply, occupants
from boardgen.games.race.dice.position import DicePosition
from boardgen.play.greedy import best_moves


class Player(Protocol):
    name: str

    def choose(self, course: Course, position: DicePosition, moves: list[DiceMove], rng: random.Random) -> DiceMove:
        """One of ``moves`` (never empty) for the seat to play."""


class DiceRandomPlayer:
    """Any legal move, each as likely."""

    name = "random"

    def choose(self, course: Course, position: DicePosition, moves: list[DiceMove], rng: random.Random) -> DiceMove:
        return moves[int(rng.random() * len(moves))]


class DiceGreedyPlayer:
    """The move that gains most ground on the others (``play.greedy``): its own progress plus the
    ground a bump costs its victim. Take off a throw's worth for each of its pieces the move
    leaves exposed: off a safe space, within one throw ahead of an opponent's piece.

    One move ahead and no memory: a baseline that plays clearly better than random.
    """

    name = "greedy"

    def choose(self, course: Course, position: DicePosition, moves: list[DiceMove], rng: random.Random) -> DiceMove:
        remaining = [course.remaining] * course.players
        best, _gain = best_moves(moves, remaining, course.team_of, position.turn,
                                 lambda move: exposure(course, apply(course, position, move), move.seat))
        return best[int(rng.random() * len(best))]


def exposure(course: Course, position: DicePosition, seat: int) -> int:
    """A throw's worth of steps for each piece of ``seat`` an opponent's piece could land on
    with its next throw: on the track, off the safe spaces, one to ``reach`` spaces ahead of it."""
    if course.description.rules.bump == "none":
        return 0
    movement = course.description.movement
    reach = movement.dice * movement.faces
    length = course.topology.track_length
    on = occupants(course, position)
    hunters = [index for index, pieces in on.items() if any(s != seat for s, _ in pieces)]
    hunted = {(h + k) % length for h in hunters for k in range(1, reach + 1)} - course.safe
    spaces = course.spaces[seat]
    exposed = sum(1 for step in position.seats[seat] if START < step <= course.lap and spaces[step] in hunted)
    return exposed * reach


POLICIES = {"random": DiceRandomPlayer, "greedy": DiceGreedyPlayer}
"""Every way a seat can choose its move, by the name ``--policy`` takes."""
