"""A position of a dice-played track game: every seat's pieces as course steps
(``course.START``, on the track, in the home stretch), whose turn it is and what that seat threw.

Frozen and made of tuples, each seat's steps sorted (a seat's pieces are alike), so equal
positions are equal values and a move applied returns a new position, never changes one.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.race.dice.course import Course


@dataclass(frozen=True, slots=True)
class DicePosition:
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
    bonus: tuple[int, ...] = ()
    """The bonus moves the seat has earned and not yet been offered (``rules.capture_bonus``,
    ``rules.home_bonus``): each is offered as a die of its own once ``left`` is played."""
    apart: tuple[tuple[int, int], ...] = ()
    """With ``rules.blockade_apart``, each piece of a blockade the throw began with: ``(the
    blockade's step, the step the piece stands on now)`` (``moves.rejoins``)."""

    @classmethod
    def initial(cls, course: Course) -> DicePosition:
        """Every piece in its start area and seat 0 to throw."""
        return cls(course.start_position, 0)

    def thrown(self, dice: tuple[int, ...], left: tuple[int, ...] | None = None,
               apart: tuple[tuple[int, int], ...] = ()) -> DicePosition:
        """Ready to play ``dice``; ``left`` the counts they give when not just the dice
        (``moves.counts``: a doubles bonus's undersides), ``apart`` the blockades it began with."""
        return DicePosition(self.seats, self.turn, dice, dice if left is None else left, self.streak, self.tries,
                        apart=apart)

    def has_won(self, course: Course, seat: int) -> bool:
        """Every piece of ``seat`` in its home stretch, the goal on these boards."""
        steps = self.seats[seat]
        return course.lap < steps[0] and steps[-1] <= course.last

    def played(self, course: Course, seats: tuple[tuple[int, ...], ...], left: tuple[int, ...],
               lost: bool = False, bonus: tuple[int, ...] = (), apart: tuple[tuple[int, int], ...] = ()) -> DicePosition:
        """The position with ``seats``, ``left`` dice still to play and ``bonus`` moves newly
        earned (``apart``: the throw's blockades as they now stand). The same seat moves on
        while dice remain, then plays its bonus moves one by one. Then it throws again when the
        throw earns another (``Course.earns_another``). It also throws again when the throw was
        ``lost`` while the seat was stuck and it has throws left of
        ``movement.throws_when_stuck``. Else the next seat throws."""
        owed = self.bonus + bonus if bonus else self.bonus
        if left or owed:
            return (DicePosition(seats, self.turn, self.throw, left, self.streak, self.tries, owed, apart) if left else
                    DicePosition(seats, self.turn, self.throw, owed[:1], self.streak, self.tries, owed[1:], apart))
        if course.earns_another(self.throw):
            return DicePosition(seats, self.turn, streak=self.streak + 1)
        if lost and self.tries + 1 < course.description.movement.throws_when_stuck and course.stuck(seats[self.turn]):
            return DicePosition(seats, self.turn, tries=self.tries + 1)
        return DicePosition(seats, (self.turn + 1) % course.players)
