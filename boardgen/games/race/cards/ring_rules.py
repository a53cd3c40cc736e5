"""A card's moves in a card game with a shortcut ring (``card_shortcuts``): its description's
choices walked with the ring and the centre, and the ring's card rules the keys switch on.

Readings (docs/track-games.md, "Shortcuts in a card game", says why):

* ``rules.shortcuts_first``: while a piece the player moves is in the ring, the card must move
  one. In the ring means riding it, or just arrived on another side's ring space. Per seat it
  is the one nearest where it leaves the ring. Entering and leaving the centre wait. A card that can move none of them
  sends each, the player's choice, back to start.
* a ``split N`` under that rule moves the piece in the ring first; the second part moves another
  still in the ring if there is one, else any piece only once the first has left the ring.
* ``rules.idle_start``: the card may also bring the player's own piece out (not a partner's),
  unless a piece must move first.
* ``rules.backward_when_stuck``: a card with no move of its own at all (no ``backward``
  choice) backs one piece up its count instead.
* ``swap``: a piece on the track or riding the ring (or in the centre, ``rules.swap_centre``)
  changes places with an opponent's; a ride taken over on the piece's own ring space ends there.
"""

from __future__ import annotations

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.occupants import Occupants, Relocations, Seats, applied, occupants
from boardgen.games.race.cards.shortcuts import Walker, arrival, corner_index, index_of, riding
from boardgen.games.race.dice.course import START
from boardgen.games.race.description.model import Action
from boardgen.games.race.board.topology import CENTRE
from boardgen.play.moves import BUMPED, MOVED, SENT_BACK, SWAPPED

Pieces = list[tuple[int, int]]
"""``(seat, code)`` of the pieces a choice may move."""


def land(course: CardCourse, on: Occupants, seat: int, origin: int, dest: int) -> Relocations:
    """A piece of ``seat`` arriving at ``dest`` (a walk has checked it is not its own seat's),
    sending whoever stands there back to start."""
    index = index_of(course, seat, dest)
    here = on.get(index) if index is not None else None
    moved = (seat, origin, dest, MOVED)
    return (moved,) if here is None else (moved, (*here, START, BUMPED))


def in_ring(course: CardCourse, seat: int, code: int) -> int:
    """The side of the ring space a piece of ``seat`` is in the ring on, or -1."""
    corner = course.rider_side(seat, code)
    return corner if corner >= 0 else arrival(course, seat, code)


def obliged(course: CardCourse, seats: Seats, movers: tuple[int, ...], skip: tuple[int, int] = (-1, START)) -> Pieces:
    """With ``rules.shortcuts_first``, the pieces that must move: per seat the one in the ring
    nearest where it leaves (bar ``skip``)."""
    if not course.description.rules.shortcuts_first:
        return []
    found = []
    for seat in movers:
        ring = [(code, (seat - corner) % course.players) for code in seats[seat] if (seat, code) != skip
                for corner in (in_ring(course, seat, code),) if corner >= 0]
        if ring:
            found.append((seat, min(ring, key=lambda item: item[1])[0]))
    return found


def _pieces(seats: Seats, movers: tuple[int, ...]) -> Pieces:
    return [(seat, code) for seat in movers for code in dict.fromkeys(seats[seat]) if code != START]


def card_choices(course: CardCourse, seats: Seats, on: Occupants, card: str, movers: tuple[int, ...],
                 only: Pieces, idle: tuple[int, ...] = ()) -> list[tuple[str, Relocations]]:
    """Every ``(choice, relocations)`` ``card`` offers the seats ``movers`` (the player's own
    first), under the ring's rules. ``only``: the pieces that must move (``obliged``, the same
    for every card of the hand). ``idle``: the player's own seat, when it has waited long enough
    (``rules.idle_start``) for any card to bring a piece of its out."""
    actions = course.cards[card].actions
    walker = Walker(course, seats, on)
    found = [(str(action), moved) for action in actions
             for moved in _choices(course, seats, on, walker, action, movers, only or None)]
    if not only:
        found += [("enter", moved) for moved in _enter(course, seats, on, idle)]
    if found:
        return found
    if only:
        return [("back to start", ((seat, code, START, SENT_BACK),)) for seat, code in only]
    counts = [action.count for action in actions if action.count]
    if (course.description.rules.backward_when_stuck and counts
            and not any(action.verb == "backward" for action in actions)):
        return [(f"backward {counts[0]}", land(course, on, seat, code, dest)) for seat, code in _pieces(seats, movers)
                for dest in walker.backward(seat, code, counts[0])]
    return []


def _choices(course: CardCourse, seats: Seats, on: Occupants, walker: Walker, action: Action,
             movers: tuple[int, ...], only: Pieces | None) -> list[Relocations]:
    verb, count = action.verb, action.count or 0
    pieces = _pieces(seats, movers) if only is None else only
    if verb in ("forward", "backward"):
        walk = walker.forward if verb == "forward" else walker.backward
        return [land(course, on, seat, code, dest) for seat, code in pieces for dest in walk(seat, code, count)]
    if verb == "split":
        return _split(course, seats, on, walker, count, movers, only)
    if verb == "swap":
        return _swaps(course, seats, movers, pieces)
    if only is not None:
        return []
    if verb == "enter":
        return _enter(course, seats, on, movers)
    if verb == "leave-centre":
        middle = course.centre_code
        return [land(course, on, seat, middle, course.step_of(seat, corner_index(course, seat))) for seat in movers
                if middle in seats[seat] and on.get(corner_index(course, seat), (-1,))[0] != seat]
    return []  # extra-turn: no move of its own


def _enter(course: CardCourse, seats: Seats, on: Occupants, movers: tuple[int, ...]) -> list[Relocations]:
    """A piece of each of ``movers`` out of start onto its entry space, unless its own is there."""
    return [land(course, on, seat, START, 1) for seat in movers
            if START in seats[seat] and on.get(course.entries[seat], (-1,))[0] != seat]


def _split(course: CardCourse, seats: Seats, on: Occupants, walker: Walker, count: int, movers: tuple[int, ...],
           only: Pieces | None) -> list[Relocations]:
    """The whole count on one piece, or two parts on two pieces, both forward, the first first."""
    firsts = _pieces(seats, movers) if only is None else only
    found = [land(course, on, seat, code, dest) for seat, code in firsts for dest in walker.forward(seat, code, count)]
    for part in range(1, count):
        for seat, code in firsts:
            for dest in walker.forward(seat, code, part):
                first = land(course, on, seat, code, dest)
                mid = applied(seats, first)
                # with nothing in the ring before the card, only the first part's piece can be now
                still = obliged(course, mid, movers, (seat, dest)) if only is not None else []
                if only is not None and not still and in_ring(course, seat, dest) >= 0:
                    continue  # the piece is still in the ring: no other may move
                mid_on = occupants(course, mid)
                then = Walker(course, mid, mid_on)
                for seat2, code2 in still or _pieces(mid, movers):
                    if (seat2, code2) != (seat, dest):
                        found += [first + land(course, mid_on, seat2, code2, dest2)
                                  for dest2 in then.forward(seat2, code2, count - part)]
    return found


def _swaps(course: CardCourse, seats: Seats, movers: tuple[int, ...], pieces: Pieces) -> list[Relocations]:
    """Each of ``pieces`` on the track or riding the ring exchanged with each opponent's there."""
    middle = course.centre_code if course.description.rules.swap_centre else -1

    def swappable(code: int) -> bool:
        return START < code <= course.ring or course.goal < code < course.centre_code or code == middle

    team = course.team_of[movers[0]]
    theirs = [(other, code) for other in range(course.players) if course.team_of[other] != team
              for code in seats[other] if swappable(code)]
    return [((seat, code, _taken(course, seat, other, target), SWAPPED),
             (other, target, _taken(course, other, seat, code), SWAPPED))
            for seat, code in pieces if swappable(code) for other, target in theirs]


def _taken(course: CardCourse, seat: int, other: int, code: int) -> int:
    """The code of ``seat``'s piece put where ``other``'s piece at ``code`` stood."""
    index = index_of(course, other, code)
    if index == CENTRE:
        return code
    corner = course.rider_side(other, code)
    if corner >= 0 and corner != seat:
        return riding(course, seat, corner)
    return course.step_of(seat, index)
