"""Pegs and Jokers' rules that its description cannot say, as the card engine's ``CardHooks``:
the joker, and a partner landed on going to its in-spot (docs/pegs-and-jokers-rules.md).

Both work on the card engine's terms (``card_course`` codes, track indices, ``Occupants``) and
land through the engine's own ``onto``, so a bump is the engine's bump.
"""

from __future__ import annotations

from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.card_moves import Occupants, Relocations, Seats, counted, onto
from boardgen.games.track.course import START
from boardgen.play.moves import BUMPED, MOVED


def joker(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int,
          moves_one: bool = False) -> list[Relocations]:
    """A peg of ``seat``'s, from start or the track, straight onto any other player's peg on
    the track, which is bumped as a count landing there bumps it; with ``moves_one``
    (``joker-moves-one``) a joker with nobody to land on moves a peg 1 forward instead."""
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


def partner_landing(course: CardCourse, on: Occupants, seat: int, origin: int, index: int,
                    chain: bool = False) -> Relocations | None:
    """``seat``'s peg from ``origin`` landing on a teammate's peg on ``index``, which goes to
    its own in-spot; None where the rules refuse it.

    Refused when the teammate's own peg already holds that in-spot (seed 001), unless
    ``chain`` (``partner-bump-chain``) sends that peg to start. An opponent on the in-spot goes
    to its start; a teammate's peg there (the mover's own included) is landed on in turn and
    goes to its own in-spot under the same rule, so the chain ends at an empty in-spot or an
    opponent, and is refused if any link is illegal or comes back to a hole it has used. Your
    own pegs never go to start. The relocations list the deepest peg displaced first.
    """
    exits = tuple(place.exit for place in course.topology.seats)
    team_of = course.team_of
    left = -1 if origin == START else course.spaces[seat][origin]
    filled = {index}
    links: list[tuple[int, int, int]] = []  # (seat, from index, to index or -1 for start)
    other, at = on[index][0], index
    for _ in range(course.players):
        spot = exits[other]
        if spot == at:  # the teammate's peg already stands on its own in-spot
            if not chain:
                return None
            links.append((other, at, -1))
            break
        if spot in filled:
            return None
        holder = -1 if spot == left or spot not in on else on[spot][0]
        if holder < 0:
            links.append((other, at, spot))
            break
        if holder == other or team_of[holder] != team_of[other]:
            if holder == other and (not chain or other == seat):  # own pegs never go to start
                return None
            links += [(other, at, spot), (holder, spot, -1)]
            break
        links.append((other, at, spot))  # a teammate there is landed on in turn
        filled.add(spot)
        other, at = holder, spot
    else:
        return None
    bumped = tuple((who, course.step_of(who, at), START if to < 0 else course.step_of(who, to), BUMPED)
                   for who, at, to in reversed(links))
    return ((seat, origin, course.step_of(seat, index), MOVED), *bumped)
