"""A position of a dice-played track game: every seat's pieces as course steps
(``course.START``, on the track, in the home stretch), whose turn it is and what that seat threw.

Frozen and made of tuples, each seat's steps sorted (a seat's pieces are alike), so equal
positions are equal values and a move applied returns a new position, never changes one.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.track.course import Course


@dataclass(frozen=True)
class Position:
    seats: tuple[tuple[int, ...], ...]
    """Each seat's pieces as course steps, ascending."""
    turn: int
    """The seat to throw or to move."""
    throw: tuple[int, ...] = ()
    """The dice the seat to move threw; empty when it has yet to throw."""
    left: tuple[int, ...] = ()
    """The dice of ``throw`` not played yet, in the order thrown."""

    @classmethod
    def initial(cls, course: Course) -> Position:
        """Every piece in its start area and seat 0 to throw."""
        return cls(course.start_position, 0)

    def thrown(self, dice: tuple[int, ...]) -> Position:
        return Position(self.seats, self.turn, dice, dice)

    def has_won(self, course: Course, seat: int) -> bool:
        """Every piece of ``seat`` in its home stretch, the goal on these boards."""
        steps = self.seats[seat]
        return course.lap < steps[0] and steps[-1] <= course.last

    def played(self, course: Course, seats: tuple[tuple[int, ...], ...], left: tuple[int, ...]) -> Position:
        """The position with ``seats`` and ``left`` dice still to play: the same seat moves on
        while dice remain; then it throws again when the throw's total is one of the
        description's ``extra_turn_on``, else the next seat throws."""
        if left:
            return Position(seats, self.turn, self.throw, left)
        again = sum(self.throw) in course.description.movement.extra_turn_on
        return Position(seats, self.turn if again else (self.turn + 1) % course.players)
