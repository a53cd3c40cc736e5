"""The legal moves of a card-played track game, read from its description's card table, and
playing one: a move is a frozen value and ``apply`` returns a new ``CardPosition``.

Readings (docs/track-games.md, "Playing the card games", says why):

- A track space holds one piece and a home hole one (past the row, any number). So a piece
  never lands on its own kind's piece.
- Landing on another seat's piece sends it to its start area. Not when it stands on a safe
  space, or with ``rules.bump = "none"``.
- With ``rules.start_guard`` a piece on its own entry space can be neither landed on, passed
  nor swapped.
- A piece that stops on the first space of a slide on another seat's side rides it to its end.
  It sends back every other piece on the slide, its own seat's too (the Sorry reading).
- Without ``home.passing`` no piece passes another in its home row (Tock).
- A ``split N`` moves one piece N, or two pieces A and N - A, one after the other, forward
  only. ``split-back N`` moves one forward and one backward.
- ``swap`` exchanges a piece on the track with an opponent's piece on the track off the safe
  spaces. Either may then ride a slide.

The keys Pegs and Jokers brought: ``rules.pass_own`` (a piece that may not pass its own) and
``home.go_round`` (a count past the exit that may go round instead). Also a partner landed on
as the game's ``partner_landing`` hook says, and the game's own ``special`` moves from its
``special`` hook. A game whose shortcuts make a ring (Fast Track's
fast track) has each card's moves from ``card_ring_rules`` instead.
"""

from __future__ import annotations

from typing import NamedTuple

from boardgen.games.race.cards.occupants import Occupants, Relocations, Seats, applied, moved, occupants
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.cards.ring_rules import Pieces, card_choices, obliged
from boardgen.games.race.dice.course import START
from boardgen.games.race.description.model import Action
from boardgen.play.moves import BUMPED, MOVED, SWAPPED

ENTER = Action("enter")
"""The choice every card also offers once a seat has waited ``rules.idle_start`` turns."""


SPENT = "spent"
"""The choice of a card played without effect (``movement.spend``)."""


class CardMove(NamedTuple):
    """A move: a named tuple, as immutable as a frozen dataclass and quicker to make, and the
    generators make one for every candidate."""

    seat: int
    """The seat playing the card (its pieces or, once they are home, its partner's move)."""
    card: str
    action: str
    """The card's choice played: ``forward 5``, ``swap``..."""
    relocations: Relocations
    again: bool = False
    """The card gives the seat another turn."""

    @property
    def bumps(self) -> int:
        return sum(1 for *_, kind in self.relocations if kind == BUMPED)


def guards(course: CardCourse, on: Occupants) -> frozenset[int]:
    """The spaces no piece may land on or pass: with ``rules.start_guard``, each piece's own
    entry space while it stands there."""
    if not course.description.rules.start_guard:
        return frozenset()
    return frozenset(index for index, (seat, _) in on.items() if index == course.entries[seat])


def _ride(course: CardCourse, on: Occupants, seat: int, index: int,
          skip: tuple[tuple[int, int], ...]) -> tuple[int, Relocations]:
    """Where a piece of ``seat`` arriving on ``index`` ends, and the pieces a slide it rides
    sends back (every piece on the slide past its first space but those in ``skip``)."""
    slide = course.slides.get(index)
    if slide is None or slide[1] == seat:
        return index, ()
    end = slide[0]
    length = (end - index) % course.ring
    bumps = tuple((victim, code, START, BUMPED) for k in range(1, length + 1)
                  for victim, code in [on.get((index + k) % course.ring, (-1, 0))]
                  if victim >= 0 and (victim, code) not in skip)
    return end, bumps


def onto(course: CardCourse, on: Occupants, walls: frozenset[int], seat: int, origin: int,
         index: int) -> Relocations | None:
    """A piece of ``seat`` arriving on track space ``index`` by a count: the piece landed on
    goes back to start (a partner's where the game's ``partner_landing`` hook says), then a
    slide is ridden; None when it may not land there."""
    here = on.get(index)
    bumps: Relocations = ()
    if here is not None:
        if here[0] == seat or index in course.safe or index in walls or course.description.rules.bump == "none":
            return None
        landing = course.hooks.partner_landing
        if landing is not None and course.team_of[here[0]] == course.team_of[seat]:
            return landing(course, on, seat, origin, index)
        bumps = ((*here, START, BUMPED),)
    if index not in course.slides:
        return ((seat, origin, course.step_of(seat, index), MOVED), *bumps)
    end, rode = _ride(course, on, seat, index, ((seat, origin),))
    return ((seat, origin, course.step_of(seat, end), MOVED), *bumps, *rode)


def counted(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int, code: int,
            count: int, backward: bool = False, part: bool = False, split: bool = False) -> list[Relocations]:
    """Every way one piece of ``seat`` is counted ``count`` spaces forward (or backward): one,
    or where ``home.go_round`` allows it a count past the exit two, into the home row or on round.
    ``part``: the count is a part of a split. ``rules.pass_own = "backward"`` does not let that
    pass the seat's own pieces; only a backward card's whole count does. ``split``: the count is
    a split's, whole or part, which sends back the pieces it passes as ``rules.split_passing``
    says."""
    one = _step(course, seats, on, walls, seat, code, count, backward, False, part, split)
    found = [] if one is None else [one]
    if not backward and course.rounds and 0 < code <= course.lap < code + count:
        one = _step(course, seats, on, walls, seat, code, count, False, True, False, split)
        if one is not None:
            found.append(one)
    return found


def _step(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int, code: int,
          count: int, backward: bool = False, round_: bool = False, part: bool = False,
          split: bool = False) -> Relocations | None:
    """One piece of ``seat`` counted ``count`` spaces forward (or backward; ``round_`` past
    the exit round the ring; ``part`` and ``split`` as ``counted`` says)."""
    way = -1 if backward else round_
    went = course.walks.get((code, count, way), course)
    if went is course:
        went = course.walk(code, count, way)
    if went is None:
        return None
    dest, passed = went
    spaces = course.spaces[seat]
    if walls and any(spaces[step] in walls for step in passed):
        return None
    own = course.pass_own
    if own != "always" and (own == "never" or not backward or part) and not passed.isdisjoint(seats[seat]):
        return None
    swept = _swept(course, on, seat, passed) if split and course.split_sweeps else ()
    if dest > course.ring:
        mine = seats[seat]
        if dest <= course.last and dest in mine or not course.home_passing and any(
                max(code, course.ring) < other < dest for other in mine):
            return None
    elif spaces[dest] in on or spaces[dest] in course.slides:
        landed = onto(course, on, walls, seat, code, spaces[dest])
        return landed if landed is None or not swept else (*landed, *swept)
    return ((seat, code, dest, MOVED), *swept)  # into home, or onto an empty space off any slide


def _swept(course: CardCourse, on: Occupants, seat: int, passed: frozenset[int]) -> Relocations:
    """The pieces a split's count of ``seat``'s piece passes on the track (its ring steps
    ``passed``). Each is sent to its start area as if landed on, when off the safe spaces. That
    is another seat's (partners' too), or with ``rules.split_passing = "bump-all"`` its own too."""
    everyone = course.description.rules.split_passing == "bump-all"
    spaces = course.spaces[seat]
    return tuple((*here, START, BUMPED) for step in sorted(passed)
                 for here in [on.get(spaces[step])]
                 if here is not None and spaces[step] not in course.safe and (everyone or here[0] != seat))


def _pieces(course: CardCourse, seats: Seats, seat: int) -> tuple[int, ...]:
    """Each distinct code of ``seat``'s pieces that a count can move."""
    return tuple(dict.fromkeys(code for code in seats[seat] if code != START))


def _split(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int, count: int,
           helpers: tuple[int, ...], back: bool = False) -> list[Relocations]:
    """``split N``: the whole count on one piece, or two parts on two pieces, the first moved
    first; ``split-back N``: one part forward and the other backward, either first, never whole.

    The first part moves a piece of ``seat``; the second one of ``seat``'s other pieces or, with
    ``rules.partners_move = "always"``, of any seat in ``helpers`` (the seats ``seat``'s player
    moves). With ``rules.split_to_partner`` a first part that brings ``seat``'s last piece home
    leaves the rest to the next partner still playing; with ``rules.split_partial_win`` a split
    that wins the game may stop short: its first part alone, or a shorter second part. These
    three are ``split N``'s; a ``split-back N`` stays with ``seat``'s pieces and its full count.
    """
    rules = course.description.rules
    partial = rules.split_partial_win and not back
    to_partner = rules.split_to_partner and not back
    shared = helpers if rules.partners_move == "always" and not back else (seat,)
    pieces = _pieces(course, seats, seat)
    found = [] if back else [found for code in pieces
                             for found in counted(course, seats, on, walls, seat, code, count, split=True)]
    results = set()
    guarded = rules.start_guard
    for first in range(1, count):
        rests = (count - first, *(range(1, count - first) if partial else ()))
        for backward in (False, True) if back else (False,):
            for code in pieces:
                for part in counted(course, seats, on, walls, seat, code, first, backward, True, True):
                    mid = applied(seats, part)
                    if partial and course.team_home(mid, seat):
                        results.add(mid)
                        found.append(part)
                        continue
                    seconds = shared
                    if to_partner and course.has_won(mid, seat):
                        seconds = tuple(dict.fromkeys((*seconds, *course.movers(mid, seat))))
                    mid_on = moved(course, on, part)
                    mid_walls = guards(course, mid_on) if guarded else walls
                    for other_seat in seconds:
                        others = list(mid[other_seat])
                        if other_seat == seat:
                            others.remove(part[0][2])
                        for other in dict.fromkeys(others):
                            if other == START:
                                continue
                            for rest_count in rests:
                                for rest in counted(course, mid, mid_on, mid_walls, other_seat, other, rest_count,
                                                    back and not backward, True, True):
                                    result = applied(mid, rest)
                                    if result not in results and (rest_count == count - first or
                                                                  course.team_home(result, seat)):
                                        results.add(result)
                                        found.append(part + rest)
    return found


def _swaps(course: CardCourse, on: Occupants, walls: frozenset[int], seat: int,
           from_start: bool) -> list[Relocations]:
    """A piece of ``seat`` on the track exchanged with each opponent's piece off the safe spaces.
    With ``from_start`` it is one in its start area, and the opponent's piece goes there. Then
    each, on the board as the exchange leaves it, rides a slide it has come to. A piece
    guarding its own start (``walls``) is swapped by no one, its owner included (Tock)."""
    team, partners = course.team_of[seat], course.description.rules.swap_partners
    targets = [(index, here) for index, here in on.items()
               if (course.team_of[here[0]] != team or partners and here[0] != seat)
               and index not in course.safe and index not in walls]
    mine = [(-1, (seat, START))] if from_start else [(index, here) for index, here in on.items()
                                                     if here[0] == seat and index not in walls]
    found = []
    for index, (me, code) in mine:
        for target, (victim, theirs) in targets:
            arrived = (me, course.step_of(me, target))
            now = dict(on)
            now[target] = arrived
            if index < 0:
                exchange: Relocations = ((me, code, arrived[1], MOVED), (victim, theirs, START, BUMPED))
                riders = [(target, arrived)]
            else:
                back = (victim, course.step_of(victim, index))
                now[index] = back
                exchange = ((me, code, arrived[1], SWAPPED), (victim, theirs, back[1], SWAPPED))
                riders = [(target, arrived), (index, back)]
            for at, rider in riders:
                if now.get(at) == rider:  # not sent back by the other's slide
                    exchange += _slid(course, now, at, rider)
            found.append(exchange)
    return found


def _slid(course: CardCourse, now: Occupants, index: int, rider: tuple[int, int]) -> Relocations:
    """A piece come to ``index`` by a swap riding the slide there, if any, on the board ``now``
    (which it updates): its ride, then every other piece on the slide sent back."""
    end, bumps = _ride(course, now, rider[0], index, (rider,))
    if end == index:
        return ()
    gone = {(victim, code) for victim, code, *_ in bumps}
    for at in [at for at, here in now.items() if here in gone or at == index]:
        del now[at]
    now[end] = (rider[0], course.step_of(rider[0], end))
    return ((*rider, now[end][1], MOVED), *bumps)


def _choices(course: CardCourse, seats: Seats, on: Occupants, walls: frozenset[int], seat: int,
             action: Action, helpers: tuple[int, ...]) -> list[Relocations]:
    """Every way ``seat``'s pieces (``helpers``: every seat its player moves) can play one of a
    card's choices."""
    verb, count = action.verb, action.count or 0
    if verb in ("forward", "backward"):
        return [found for code in _pieces(course, seats, seat)
                for found in counted(course, seats, on, walls, seat, code, count, verb == "backward")]
    if verb in ("split", "split-back"):
        return _split(course, seats, on, walls, seat, count, helpers, verb == "split-back")
    if verb == "enter":
        if START not in seats[seat]:
            return []
        found = onto(course, on, walls, seat, START, course.entries[seat])
        return [] if found is None else [found]
    if verb == "swap":
        return _swaps(course, on, walls, seat, False)
    if verb == "bump-from-start":
        return _swaps(course, on, walls, seat, True) if START in seats[seat] else []
    if verb == "special":
        assert course.hooks.special is not None, "CardCourse refuses a special action without its hook"
        return course.hooks.special(course, seats, on, walls, seat)
    return []  # extra-turn: no move of its own


def legal_moves(course: CardCourse, position: CardPosition) -> list[CardMove]:
    """Every distinct move the seat to play can make with one of its cards, in a fixed order
    (cards as held, each card's choices as the description lists them, pieces from the back).
    With ``home.go_round = "last-resort"`` the moves going round again are left out while a
    card without a ``special`` choice has another move."""
    if course.last_resort:
        plain = _every_move(course.without_rounds, position)
        if any(not course.special(move.card) for move in plain):
            return plain
    return _every_move(course, position)


def card_moves(course: CardCourse, position: CardPosition, card: str) -> list[CardMove]:
    """``legal_moves`` of one card of the hand, worked out for that card alone (unless the
    whole hand decides, under ``home.go_round = "last-resort"``): a player that picks a card
    first never pays for the others."""
    if course.last_resort:
        return [move for move in legal_moves(course, position) if move.card == card]
    return list(dict.fromkeys(_moves_of(course, position, _Table.of(course, position), card)))


def _every_move(course: CardCourse, position: CardPosition) -> list[CardMove]:
    table = _Table.of(course, position)
    return list(dict.fromkeys(move for card in dict.fromkeys(position.hands[position.turn])
                              for move in _moves_of(course, position, table, card)))


class _Table(NamedTuple):
    """What every card's moves read off one position: who stands where, the guarded spaces,
    whose pieces the seat to play moves, and whether any card may bring a piece out. A named
    tuple, made once a turn: quicker to make than a frozen dataclass, and as immutable."""

    on: Occupants
    walls: frozenset[int]
    movers: tuple[int, ...]
    anything_enters: bool
    duties: Pieces
    """With a shortcut ring, the pieces that must move first (``card_ring_rules.obliged``)."""

    @classmethod
    def of(cls, course: CardCourse, position: CardPosition) -> _Table:
        on = occupants(course, position.seats)
        movers = course.movers(position.seats, position.turn)
        return cls(on, guards(course, on), movers, _idle_enters(course, position),
                   obliged(course, position.seats, movers) if course.shortcut_ring else [])


def _idle_enters(course: CardCourse, position: CardPosition) -> bool:
    """Whether any card of the seat to play may also bring a piece out: it has gone
    ``rules.idle_start`` turns without moving and, with ``rules.idle_start_needs = "none-out"``,
    has no piece of its own out on the board."""
    rules = course.description.rules
    seat = position.turn
    if not (rules.idle_start and position.idle) or position.idle[seat] < rules.idle_start:
        return False
    return rules.idle_start_needs == "nothing" or all(code == START or course.is_home(code)
                                                     for code in position.seats[seat])


def _moves_of(course: CardCourse, position: CardPosition, table: _Table, card: str) -> list[CardMove]:
    actions, again = course.plays[card]
    if table.anything_enters and ENTER not in course.cards[card].actions:
        actions = ((ENTER, str(ENTER)), *actions)
    moves: list[CardMove] = []
    if course.shortcut_ring:
        moves = [CardMove(position.turn, card, action, relocations, again)
                 for action, relocations in card_choices(course, position.seats, table.on, card, table.movers,
                                                         table.duties,
                                                         (position.turn,) if table.anything_enters else ())]
    else:
        for action, label in actions:
            for mover in table.movers:
                moves.extend(CardMove(position.turn, card, label, relocations, again) for relocations in
                             _choices(course, position.seats, table.on, table.walls, mover, action, table.movers))
    if not moves and course.description.movement.spend:
        return [CardMove(position.turn, card, SPENT, (), again)]
    return moves


def apply(course: CardCourse, position: CardPosition, move: CardMove) -> CardPosition:
    """The position after ``move``: its pieces shifted, its card gone, the turn passed on
    unless the card gives another."""
    return position.passed(course, applied(position.seats, move.relocations), move.card, move.again)


def lose(course: CardCourse, position: CardPosition) -> CardPosition:
    """The position when the seat to play can use none of its cards: it lays them all down
    (the one it drew, or its whole hand) and the next seat plays."""
    return CardPosition(position.seats, course.next_turn[position.turn], position.holding(position.turn, ()).hands,
                        position.idle)
