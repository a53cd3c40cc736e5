"""A position of a dice-played track game: every seat's pieces as course steps
(``course.START``, on the track, in the home stretch), whose turn it is and what that seat threw.

Frozen and made of tuples, each seat's steps sorted (a seat's pieces are alike), so equal
positions are equal values and a move applied returns a new position, never changes one.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.track.course import Course


@dataclass(frozen=True, slots=True)
class Position:
    seats: tuple[tuple[int, ...], ...]
    """Each seat's pieces as course steps, ascending."""
    turn: int
    """The seat to throw or to move."""
    throw: tuple[int, ...] = ()
    """The dice the seat to move threw; empty when it has yet to throw."""
    left: tuple[int, ...] = ()
    """The dice of ``throw`` not played yet, in the order thrown."""
    streak: int = 0
    """The seat's throws in a row this turn that earned another (``movement.third_in_a_row``)."""
    tries: int = 0
    """The seat's throws this turn lost while it was stuck (``movement.throws_when_stuck``)."""

    @classmethod
    def initial(cls, course: Course) -> Position:
        """Every piece in its start area and seat 0 to throw."""
        return cls(course.start_position, 0)

    def thrown(self, dice: tuple[int, ...]) -> Position:
        return Position(self.seats, self.turn, dice, dice, self.streak, self.tries)

    def has_won(self, course: Course, seat: int) -> bool:
        """Every piece of ``seat`` in its home stretch, the goal on these boards."""
        steps = self.seats[seat]
        return course.lap < steps[0] and steps[-1] <= course.last

    def played(self, course: Course, seats: tuple[tuple[int, ...], ...], left: tuple[int, ...],
               lost: bool = False) -> Position:
        """The position with ``seats`` and ``left`` dice still to play: the same seat moves on
        while dice remain; then it throws again when the throw earns another
        (``Course.earns_another``), or when the throw was ``lost`` while the seat was stuck and
        it has throws left of ``movement.throws_when_stuck``; else the next seat throws."""
        if left:
            return Position(seats, self.turn, self.throw, left, self.streak, self.tries)
        if course.earns_another(self.throw):
            return Position(seats, self.turn, streak=self.streak + 1)
        if lost and self.tries + 1 < course.description.movement.throws_when_stuck and course.stuck(seats[self.turn]):
            return Position(seats, self.turn, tries=self.tries + 1)
        return Position(seats, (self.turn + 1) % course.players)
