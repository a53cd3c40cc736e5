"""Pegs and Jokers' rules that its description cannot say, as the card engine's ``CardHooks``:
the joker, and a partner landed on going to its in-spot (docs/pegs-and-jokers-rules.md).

Each in the general engine's terms (``card_course`` codes, track indices, ``Occupants``,
landing through the engine's own ``onto``) and in the lane board's (``lanes``), which plays the
game; tests/support/games/pj_agreement.py holds the two to the same moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import Occupants, Relocations, Seats, counted, onto
from boardgen.games.race.dice.course import START
from boardgen.games.race.lanes.board import LaneBoard, LaneMove, Relocation, new_move
from boardgen.games.race.lanes.tables import START as LANE_START
from boardgen.play.moves import BUMPED, MOVED


def joker(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int,
          moves_one: bool = False) -> list[Relocations]:
    """A peg of ``seat``'s, from start or the track, straight onto any other player's peg on
    the track, which is bumped as a count landing there bumps it. With ``moves_one``
    (``joker-moves-one``), a joker with nobody to land on moves a peg 1 forward instead."""
    origins = [code for code in dict.fromkeys(seats[seat]) if code <= course.ring]
    found = []
    for target in sorted(index for index, (other, _code) in on.items() if other != seat):
        for origin in origins:
            relocations = onto(course, on, walls, seat, origin, target)
            if relocations is not None:
                found.append(relocations)
    if moves_one and not found:
        found = [one for code in dict.fromkeys(seats[seat]) if code != START
                 for one in counted(course, seats, on, walls, seat, code, 1)]
    return found


Link = tuple[int, int, int]
"""One peg of a partner-landing chain: ``(seat, from track index, to track index or -1 for start)``."""


def partner_links(holder: Callable[[int], int], exits: Sequence[int], team_of: Sequence[int], chain: bool,
                  mover: int, index: int, other: int) -> list[Link] | None:
    """The pegs displaced when ``mover``'s peg lands on teammate ``other``'s on track ``index``,
    deepest last; None where the rules refuse it. ``holder(space)`` is the seat of the peg on a
    track space, -1 for none (the moving peg's own space counts as empty).

    Refused when the teammate's own peg already holds its in-spot (seed 001), unless ``chain``
    (``partner-bump-chain``) sends that peg to start. An opponent on the in-spot goes to its
    start. A teammate's peg there (the mover's own included) is landed on in turn. It goes to
    its own in-spot under the same rule, so the chain ends at an empty in-spot or an opponent.
    It is refused if any link is illegal or comes back to a hole it has used. Your own pegs
    never go to start. Both engines' hooks read it: the general one's and the lane board's.
    """
    filled = {index}
    links: list[Link] = []
    at = index
    for _ in range(len(team_of)):
        spot = exits[other]
        if spot == at:  # the teammate's peg already stands on its own in-spot
            if not chain:
                return None
            links.append((other, at, -1))
            break
        if spot in filled:
            return None
        holder_seat = holder(spot)
        if holder_seat < 0:
            links.append((other, at, spot))
            break
        if holder_seat == other or team_of[holder_seat] != team_of[other]:
            if holder_seat == other and (not chain or other == mover):  # own pegs never go to start
                return None
            links += [(other, at, spot), (holder_seat, spot, -1)]
            break
        links.append((other, at, spot))  # a teammate there is landed on in turn
        filled.add(spot)
        other, at = holder_seat, spot
    else:
        return None
    return links


def partner_landing(course: CardCourse, on: Occupants, seat: int, origin: int, index: int,
                    chain: bool = False) -> Relocations | None:
    """``seat``'s peg from ``origin`` landing on a teammate's peg on ``index``, which goes to
    its own in-spot as ``partner_links`` says; None where the rules refuse it. The relocations
    list the deepest peg displaced first."""
    left = -1 if origin == START else course.spaces[seat][origin]
    links = partner_links(lambda spot: -1 if spot == left or spot not in on else on[spot][0],
                          tuple(place.exit for place in course.topology.seats), course.team_of, chain,
                          seat, index, on[index][0])
    if links is None:
        return None
    bumped = tuple((who, course.step_of(who, at), START if to < 0 else course.step_of(who, to), BUMPED)
                   for who, at, to in reversed(links))
    return ((seat, origin, course.step_of(seat, index), MOVED), *bumped)


def lane_partner_landing(board: LaneBoard, moved: Relocation, other: int, chain: bool = False
                         ) -> tuple[Relocation, ...] | None:
    """``partner_landing`` on the lane board: the ``moved`` relocation landing on ``other``'s peg."""
    mover, origin, dest, _kind = moved
    occ = board.occ
    links = partner_links(lambda spot: -1 if spot == origin else occ[spot], board.in_spot, board.team_of, chain,
                          mover, dest, other)
    if links is None:
        return None
    return (moved, *((who, at, LANE_START if to < 0 else to, BUMPED) for who, at, to in reversed(links)))


def lane_joker(board: LaneBoard, card: str, seat: int, _player: int, out: list[LaneMove],
               moves_one: bool = False) -> None:
    """``joker`` on the lane board: a peg from start or the track onto any other seat's track peg."""
    before = len(out)
    origins = list(dict.fromkeys(code for code in board.pegs[seat] if code < board.n))
    for target in board.others_on_track(seat):
        for origin in origins:
            relocations = board.land(seat, origin, target)
            if relocations is not None:
                out.append(new_move((card, relocations, False)))
    if len(out) == before and moves_one:
        board.simple(card, 1, seat, -1, out)
