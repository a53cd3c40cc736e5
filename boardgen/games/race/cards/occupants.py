"""A card-played track game's board as its move generators read it: the piece codes of every
seat, which track space holds which piece, and a move's relocations applied.

Shared by ``card_moves`` and ``card_ring_rules`` (the moves of a game with a shortcut ring), so
neither imports the other's rules.
"""

from __future__ import annotations

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.shortcuts import Occupants

Relocations = tuple[tuple[int, int, int, int], ...]
"""``(seat, origin code, destination code, kind)`` for each piece a move shifts, in the order
they are made: applying them one after another gives the position after the move."""
Seats = tuple[tuple[int, ...], ...]


def occupants(course: CardCourse, seats: Seats) -> Occupants:
    found: Occupants = {}
    for seat, codes in enumerate(seats):
        standing = course.standing[seat]
        for code in codes:
            index = standing[code]
            if index is not None:
                found[index] = (seat, code)
    return found


def moved(course: CardCourse, on: Occupants, relocations: Relocations) -> Occupants:
    """``occupants`` once ``relocations`` are made, from the board before them (in another
    order, for looking up): a split's second part reads the board its first part leaves, and
    shifting the few pieces moved is quicker than laying out every piece again."""
    found = dict(on)
    doubled: set[int] = set()
    """Spaces a piece came to while another of its seat stood there: a slide's end, the one
    there then sent back, as ``applied`` reads it (either piece of the seat on that code goes)."""
    for seat, origin, dest, _kind in relocations:
        standing = course.standing[seat]
        index = standing[origin]
        if index in doubled:
            doubled.discard(index)
        elif index is not None and found.get(index) == (seat, origin):  # not a piece already landed on it
            del found[index]
        index = standing[dest]
        if index is not None:
            if found.get(index) == (seat, dest):
                doubled.add(index)
            found[index] = (seat, dest)
    return found


def applied(seats: Seats, relocations: Relocations) -> Seats:
    """The seats once ``relocations`` are made, each seat's codes sorted; the seats no
    relocation names are the same tuples."""
    found = list(seats)
    for seat, origin, dest, _kind in relocations:
        codes = list(found[seat])
        codes.remove(origin)
        codes.append(dest)
        found[seat] = tuple(sorted(codes))
    return tuple(found)
