"""A card-played track game's board as its move generators read it: the piece codes of every
seat, which track space holds which piece, and a move's relocations applied.

Shared by ``card_moves`` and ``card_ring_rules`` (the moves of a game with a shortcut ring), so
neither imports the other's rules.
"""

from __future__ import annotations

from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.card_shortcuts import Occupants, index_of
from boardgen.games.track.course import START

Relocations = tuple[tuple[int, int, int, int], ...]
"""``(seat, origin code, destination code, kind)`` for each piece a move shifts, in the order
they are made: applying them one after another gives the position after the move."""
Seats = tuple[tuple[int, ...], ...]


def occupants(course: CardCourse, seats: Seats) -> Occupants:
    found: Occupants = {}
    for seat, codes in enumerate(seats):
        spaces = course.spaces[seat]
        for code in codes:
            if START < code <= course.ring:
                found[spaces[code]] = (seat, code)
            elif code > course.goal:
                found[index_of(course, seat, code)] = (seat, code)
    return found


def applied(seats: Seats, relocations: Relocations) -> Seats:
    found = [list(codes) for codes in seats]
    for seat, origin, dest, _kind in relocations:
        found[seat].remove(origin)
        found[seat].append(dest)
    return tuple(tuple(sorted(codes)) for codes in found)
