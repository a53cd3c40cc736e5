"""A card-played track game's shortcut ring and centre hole (Fast Track's fast track and bull's
eye): the extra piece codes they need, and how a piece walks and lands with them.

A card game's ``track.shortcuts`` say a ring: each side's space ``at`` leads to the next side's
same space (``to = { side = 1, at = ... }``), optionally into the centre (``to = "centre"``)
and out of it (``from = "centre"``). They are read as docs/track-games.md ("Shortcuts in a card
game") sets out. A piece that ends a move on a ring space of another side may next move on along
the track, or hop round the ring, a step a space. Once it hops it rides the ring until its own
side's ring space (forward) or the ring space after its own side (backward). There it goes on
along the track for the rest of the count. A move that passes a ring space and would end one
beyond it may stop in the centre instead. A piece leaves the centre by a ``leave-centre``
card, onto its own side's ring space.

Codes past ``CardCourse.goal`` (``CardCourse.ring_code``, ``centre_code``): riding the ring
space ``k`` sides ahead of the seat's own side, then in the centre. Neither is home.
"""

from __future__ import annotations

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.dice.course import START
from boardgen.games.race.cards.ring import Ring
from boardgen.games.race.board.topology import CENTRE

Occupants = dict[int, tuple[int, int]]
"""Track index (``topology.CENTRE`` for the centre hole) -> ``(seat, code)`` of the piece on it;
a piece riding the ring stands on its ring space (``card_board.occupants`` makes one)."""


def ring(course: CardCourse) -> Ring:
    found = course.shortcut_ring
    assert found is not None, "only a course with a shortcut ring has ring codes"
    return found


def riding(course: CardCourse, seat: int, corner: int) -> int:
    """The code of ``seat``'s piece riding the ring space of side ``corner``."""
    return course.ring_code((corner - seat) % course.players)


def corner_index(course: CardCourse, corner: int) -> int:
    return course.topology.index(corner, ring(course).at)


def corner_at(course: CardCourse, index: int) -> int:
    """The side whose ring space is track ``index``, or -1."""
    side, offset = divmod(index, course.topology.per_side)
    return side if offset == ring(course).at else -1


def index_of(course: CardCourse, seat: int, code: int) -> int | None:
    """The track index a code stands on (a rider on its ring space's), ``CENTRE``, or None."""
    return course.standing[seat][code]


def arrival(course: CardCourse, seat: int, code: int) -> int:
    """The side of the ring space of another side ``seat``'s piece has just arrived on (it is in
    the ring: ``rules.shortcuts_first``), or -1."""
    if START < code <= course.ring:
        corner = corner_at(course, course.spaces[seat][code])
        return corner if corner != seat else -1
    return -1


class Walker:
    """Where one piece may end a count forward or backward with the ring and the centre, on one
    board (``on``: track index or ``CENTRE`` -> (seat, code))."""

    __slots__ = ("course", "seats", "on", "sides", "n", "passes")

    def __init__(self, course: CardCourse, seats: tuple[tuple[int, ...], ...], on: Occupants) -> None:
        self.course, self.seats, self.on = course, seats, on
        self.sides, self.n = course.players, course.ring
        own = course.description.rules.pass_own
        self.passes = {1: own == "always", -1: own != "never"}  # passing its own, forward and backward

    def _home(self, seat: int, origin: int, dest: int) -> list[int]:
        """``[dest]`` in the home row, unless a piece of the seat is there or, without
        ``home.passing``, between it and ``origin``."""
        mine = self.seats[seat]
        if dest > self.course.last or dest in mine or not self.course.description.home.passing and any(
                origin < other < dest for other in mine):
            return []
        return [dest]

    def _own(self, index: int, seat: int) -> bool:
        here = self.on.get(index)
        return here is not None and here[0] == seat

    def forward(self, seat: int, code: int, count: int) -> list[int]:
        course = self.course
        if course.ring < code <= course.last:
            return self._home(seat, code, code + count)
        if START < code <= course.ring:
            index = course.spaces[seat][code]
            corner = corner_at(course, index)
            if corner < 0:
                return self._track(seat, index, count, 1, True)
            return self._track(seat, index, count, 1, False) + self._hops(seat, corner, count, 1)
        corner = course.rider_side(seat, code)
        return self._hops(seat, corner, count, 1) if corner >= 0 else []

    def backward(self, seat: int, code: int, count: int) -> list[int]:
        course = self.course
        if START < code <= course.ring:
            index = course.spaces[seat][code]
            corner = corner_at(course, index)
            if corner < 0:
                return self._track(seat, index, count, -1, True)
            return self._track(seat, index, count, -1, False) + self._hops(seat, corner, count, -1)
        corner = course.rider_side(seat, code)
        if corner < 0:
            return []
        if corner == (seat + 1) % self.sides:  # already on the way out backward: it leaves at once
            return self._track(seat, corner_index(course, corner), count, -1, False)
        return self._hops(seat, corner, count, -1)

    def _track(self, seat: int, index: int, count: int, step: int, into_centre: bool) -> list[int]:
        """Along the track (forward turning into home at the exit, never past it), passing its own
        colour as ``rules.pass_own`` says; a count that ends one beyond a ring space it passes may
        stop in the centre (``into_centre``)."""
        course, n = self.course, self.n
        ahead = (course.topology.seats[seat].exit - index) % n if step == 1 else n
        if not self.passes[step] and any(self._own((index + step * k) % n, seat) for k in range(1, min(count, ahead))):
            return []
        if count <= ahead:
            dest = (index + step * count) % n
            out = [] if self._own(dest, seat) else [course.step_of(seat, dest)]
            if (into_centre and count >= 2 and ring(course).centre and corner_at(course, (dest - step) % n) >= 0
                    and not self._own(CENTRE, seat)):
                out.append(course.centre_code)
            return out
        if ahead and not self.passes[step] and self._own((index + ahead) % n, seat):
            return []
        return self._home(seat, course.ring, course.ring + count - ahead)

    def _hops(self, seat: int, corner: int, count: int, step: int) -> list[int]:
        """Round the ring from ``corner``. Forward it leaves at the seat's own side, backward at
        the side after it, and goes on along the track. It never hops past where it leaves. Nor
        does it land on its own colour, nor pass one, as ``rules.pass_own`` says."""
        course, sides = self.course, self.sides
        leave = seat if step == 1 else (seat + 1) % sides
        if corner == leave:
            return []
        for done in range(1, count + 1):
            corner = (corner + step) % sides
            if self._own(corner_index(course, corner), seat) and (done == count or not self.passes[step]):
                return []
            if corner == leave and done < count:
                return self._track(seat, corner_index(course, corner), count - done, step, False)
        if corner == leave:
            return [course.step_of(seat, corner_index(course, corner))]
        return [riding(course, seat, corner)]
