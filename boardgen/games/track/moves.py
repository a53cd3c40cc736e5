"""The legal moves of a dice-played track game, read from its description's keys, and playing
one: a move is a frozen value and ``apply`` returns a new ``Position``.

Readings (docs/track-games.md says why): each die of a throw is played on its own, in the
order the player picks, and a die no piece can use is lost; a piece leaves its start area onto
its entry space on a die of ``movement.enter_on``, or on two dice whose total is one; landing
on an opponent's piece sends it where ``rules.bump`` says (``start``) or may not be done
(``none``), except on a safe space, where the two share it; with ``rules.blockades``, two
pieces of one seat on a track space let no piece pass or land there; a seat's pieces may share
a track space, but each home hole holds one; with ``rules.exact_finish`` a count that runs past
the last home hole cannot be played, without it the piece stops on that hole.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from boardgen.games.track.course import START, Course
from boardgen.games.track.position import Position
from boardgen.play.moves import BUMPED, MOVED


@dataclass(frozen=True)
class Move:
    seat: int
    origin: int
    """The moving piece's step (``START`` to enter)."""
    dest: int
    dice: tuple[int, ...]
    """The dice the move spends: one, or two for an entry on their total."""
    bumped: tuple[tuple[int, int], ...] = ()
    """``(seat, step)`` of each piece the move sends back to its start area."""

    @property
    def relocations(self) -> tuple[tuple[int, int, int, int], ...]:
        """Every piece the move shifts, as ``play.greedy`` scores them."""
        return ((self.seat, self.origin, self.dest, MOVED),
                *((seat, step, START, BUMPED) for seat, step in self.bumped))


Occupants = dict[int, list[tuple[int, int]]]
"""Track index -> ``(seat, step)`` of each piece on it."""


def occupants(course: Course, position: Position) -> Occupants:
    found: Occupants = {}
    lap = course.lap
    for seat, steps in enumerate(position.seats):
        spaces = course.spaces[seat]
        for step in steps:
            if START < step <= lap:
                found.setdefault(spaces[step], []).append((seat, step))
    return found


def blockades(course: Course, on: Occupants) -> frozenset[int]:
    """The track spaces two pieces of one seat hold, when the description has blockades."""
    if not course.description.rules.blockades:
        return frozenset()
    return frozenset(index for index, pieces in on.items()
                     if len(pieces) > 1 and max(Counter(seat for seat, _ in pieces).values()) > 1)


def _landing(course: Course, on: Occupants, walls: frozenset[int], seat: int,
             index: int) -> tuple[tuple[int, int], ...] | None:
    """The pieces a piece of ``seat`` landing on track space ``index`` bumps, or None when it
    may not land there."""
    if index in walls:
        return None
    others = tuple(piece for piece in on.get(index, ()) if piece[0] != seat)
    if not others or index in course.safe:
        return ()
    return None if course.description.rules.bump == "none" else others


def legal_moves(course: Course, position: Position) -> list[Move]:
    """Every distinct move of the seat to play with the dice it has left, in a fixed order
    (pieces from the back, then the dice as thrown)."""
    seat, left = position.turn, position.left
    enter_on = course.description.movement.enter_on
    counts = [(die,) for die in dict.fromkeys(left)]
    on = occupants(course, position)
    walls = blockades(course, on)
    mine = position.seats[seat]
    moves: list[Move] = []
    for origin in dict.fromkeys(mine):
        if origin == START:
            entries = counts + ([left] if len(left) == 2 else [])
            for dice in entries:
                if sum(dice) in enter_on:
                    bumped = _landing(course, on, walls, seat, course.track_index(seat, 1))
                    if bumped is not None:
                        moves.append(Move(seat, START, 1, dice, bumped))
            continue
        for dice in counts:
            move = _forward(course, on, walls, mine, seat, origin, dice)
            if move is not None:
                moves.append(move)
    return moves


def _forward(course: Course, on: Occupants, walls: frozenset[int], mine: tuple[int, ...], seat: int,
             origin: int, dice: tuple[int, ...]) -> Move | None:
    """A piece on the course moved on by one die, or None when the rules forbid it."""
    dest = origin + dice[0]
    if dest > course.last:
        if course.description.rules.exact_finish or origin == course.last:
            return None
        dest = course.last
    if walls:
        spaces = course.spaces[seat]
        for step in range(origin + 1, min(dest, course.lap + 1)):  # the spaces passed, the exit among them
            if spaces[step] in walls:
                return None
    if dest <= course.lap:
        bumped = _landing(course, on, walls, seat, course.track_index(seat, dest))
        return None if bumped is None else Move(seat, origin, dest, dice, bumped)
    if dest in mine:
        return None  # one piece a home hole
    return Move(seat, origin, dest, dice)


def apply(course: Course, position: Position, move: Move) -> Position:
    """The position after ``move``: the piece moved, the bumped pieces in their start areas,
    its dice spent, and the turn passed on once the throw is played out."""
    seats = [list(steps) for steps in position.seats]
    seats[move.seat].remove(move.origin)
    seats[move.seat].append(move.dest)
    for victim, step in move.bumped:
        seats[victim].remove(step)
        seats[victim].append(START)
    left = list(position.left)
    for die in move.dice:
        left.remove(die)
    return position.played(course, tuple(tuple(sorted(s)) for s in seats), tuple(left))


def forfeit(course: Course, position: Position) -> Position:
    """The position when no die left can be played: they are lost."""
    return position.played(course, position.seats, ())
