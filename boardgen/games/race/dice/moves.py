"""The legal moves of a dice-played track game, read from its description's keys, and playing
one: a move is a frozen value and ``apply`` returns a new ``DicePosition``.

Readings (docs/track-games.md says why):

- Each die of a throw is played on its own, in the order the player picks. A die no piece can
  use is lost.
- A piece leaves its start area onto its entry space on a die of ``movement.enter_on``, or on
  two dice whose total is one.
- Landing on an opponent's piece sends it where ``rules.bump`` says (``start``), or may not be
  done (``none``). Nor may a piece land on one on a safe space.
- A space holds one piece. With ``rules.blockades`` it may hold two of one seat, which let no
  piece pass or land there. Each home hole holds one.
- With ``rules.exact_finish`` a count that runs past the last home hole cannot be played.
  Without it the piece stops on that hole.
- A piece that begins its move on a shortcut's space may take shortcuts first, a step of the
  die each (``_shortcuts``).
- With ``rules.must_enter`` and ``rules.clear_entry`` a seat with pieces in start owes an
  entry first, else a move off its entry space (``_duties``).
- A bonus (``rules.capture_bonus``, ``home_bonus``) is played as a die of its own once the
  dice are.
- Without ``rules.pass_own = "always"`` or ``home.passing`` a piece never passes its own there
  (``_jumps_own``). Nor does it hop on through a shortcut space its own piece holds.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from boardgen.games.race.dice.course import START, Course
from boardgen.games.race.dice.position import DicePosition
from boardgen.games.race.board.topology import CENTRE
from boardgen.play.moves import BUMPED, MOVED


@dataclass(frozen=True)
class DiceMove:
    seat: int
    origin: int
    """The moving piece's step (``START`` to enter)."""
    dest: int
    dice: tuple[int, ...]
    """The dice the move spends: one, or two for an entry on their total."""
    bumped: tuple[tuple[int, int], ...] = ()
    """``(seat, step)`` of each piece the move sends back to its start area."""

    @property
    def relocations(self) -> tuple[tuple[int, int, int, int], ...]:
        """Every piece the move shifts, as ``play.greedy`` scores them."""
        return ((self.seat, self.origin, self.dest, MOVED),
                *((seat, step, START, BUMPED) for seat, step in self.bumped))


Occupants = dict[int, list[tuple[int, int]]]
"""Track index (``topology.CENTRE`` for the centre hole) -> ``(seat, step)`` of each piece on it."""


def occupants(course: Course, position: DicePosition) -> Occupants:
    found: Occupants = {}
    lap = course.lap
    for seat, steps in enumerate(position.seats):
        spaces = course.spaces[seat]
        for step in steps:
            if START < step <= lap:
                found.setdefault(spaces[step], []).append((seat, step))
            elif step == course.centre:
                found.setdefault(CENTRE, []).append((seat, step))
    return found


def blockades(course: Course, on: Occupants) -> frozenset[int]:
    """The track spaces two pieces of one seat hold, when the description has blockades."""
    if not course.description.rules.blockades:
        return frozenset()
    return frozenset(index for index, pieces in on.items()
                     if len(pieces) > 1 and max(Counter(seat for seat, _ in pieces).values()) > 1)


def _landing(course: Course, on: Occupants, walls: frozenset[int], seat: int,
             index: int, entering: bool = False) -> tuple[tuple[int, int], ...] | None:
    """The pieces a piece of ``seat`` landing on track space ``index`` bumps, or None when it
    may not land there. A space holds one piece, as a drilled board has one hole a space. With
    blockades it holds two of one seat, which no piece may then join. A piece ``entering`` from
    start bumps one on its safe entry space too with ``rules.entry_captures`` (Parcheesi)."""
    if index in walls:
        return None
    here = on.get(index, ())
    if not here:
        return ()
    if here[0][0] == seat:
        return () if course.description.rules.blockades else None
    rules = course.description.rules
    if index in course.safe and not (entering and rules.entry_captures) or rules.bump == "none":
        return None
    return tuple(here)


def legal_moves(course: Course, position: DicePosition) -> list[DiceMove]:
    """Every distinct move of the seat to play with the dice it has left, in a fixed order:
    pieces from the back, then the dice as thrown. With ``movement.most_dice``, only those
    after which the rest of the throw can still be played as fully as by any other choice."""
    found = _moves(course, position)
    if course.most_dice and len(position.left) > 1 and len(found) > 1:
        return _most_dice(course, position, found)
    return found


def _moves(course: Course, position: DicePosition) -> list[DiceMove]:
    seat, left = position.turn, position.left
    enter_on = course.enter_on
    counts = [(die,) for die in dict.fromkeys(left)]
    on = occupants(course, position)
    walls = blockades(course, on)
    mine = position.seats[seat]
    moves: list[DiceMove] = []
    for origin in dict.fromkeys(mine):
        if origin == START:
            entries = counts + ([left] if len(left) == 2 else [])
            for dice in entries:
                if sum(dice) in enter_on:
                    bumped = _landing(course, on, walls, seat, course.track_index(seat, 1), entering=True)
                    if bumped is not None:
                        moves.append(DiceMove(seat, START, 1, dice, bumped))
            continue
        for dice in counts:
            if origin != course.centre:
                moves.append(_walk(course, on, walls, mine, seat, origin, origin, dice))
            moves.extend(_shortcuts(course, on, walls, mine, seat, origin, dice))
    found = list(dict.fromkeys(move for move in moves if move is not None))
    if position.apart:
        found = [move for move in found if not rejoins(position, move)]
    duties = course.duties
    return found if duties is None or mine[0] != START else _duties(*duties, found)


def _most_dice(course: Course, position: DicePosition, moves: list[DiceMove]) -> list[DiceMove]:
    """The moves that play the most dice of the throw in all, counting those the pieces can
    still play after each. When that is one die of two unlike dice and the larger can be
    played, the larger's. This is Parcheesi's reading: a die is never given up by choice."""
    played = [(len(move.dice) + _playable(course, _rest(position, move)), move) for move in moves]
    most = max(count for count, _ in played)
    best = [move for count, move in played if count == most]
    if most == 1 and len(set(position.left)) > 1:
        larger = [move for move in best if move.dice == (max(position.left),)]
        return larger or best
    return best


def _rest(position: DicePosition, move: DiceMove) -> DicePosition:
    """The position for the dice ``move`` leaves, its seat still to play them (no bonus)."""
    seats = list(position.seats)  # only the mover's and the victims' rows change
    seats[move.seat] = _moved(seats[move.seat], move.origin, move.dest)
    for victim, step in move.bumped:
        seats[victim] = _moved(seats[victim], step, START)
    left = list(position.left)
    for die in move.dice:
        left.remove(die)
    return DicePosition(tuple(seats), position.turn, position.throw, tuple(left),
                    apart=_walked(position, move) if position.apart else ())


def blockade_pairs(course: Course, steps: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """With ``rules.blockade_apart``, each piece of the blockades a seat on ``steps`` begins a
    throw with, as ``DicePosition.apart`` holds them."""
    if not course.description.rules.blockade_apart:
        return ()
    return tuple((step, step) for step in steps if START < step <= course.lap and steps.count(step) > 1)


def _mover(position: DicePosition, move: DiceMove) -> int | None:
    """Which entry of ``position.apart`` ``move`` moves: one standing on its origin, unless the
    seat has a piece there that is none of them (then the player may move that one)."""
    here = [k for k, (_, at) in enumerate(position.apart) if at == move.origin]
    if not here or position.seats[move.seat].count(move.origin) > len(here):
        return None
    return here[0]


def rejoins(position: DicePosition, move: DiceMove) -> bool:
    """Whether ``move`` brings a piece of a blockade the throw began with onto its partner,
    moved on before it: a blockade moved on together (``rules.blockade_apart``)."""
    k = _mover(position, move)
    if k is None:
        return False
    origin = position.apart[k][0]
    return any(other == origin and at == move.dest for j, (other, at) in enumerate(position.apart) if j != k)


def _walked(position: DicePosition, move: DiceMove) -> tuple[tuple[int, int], ...]:
    """``position.apart`` once ``move`` is made."""
    k = _mover(position, move)
    apart = position.apart
    return apart if k is None else (*apart[:k], (apart[k][0], move.dest), *apart[k + 1:])


def _playable(course: Course, position: DicePosition) -> int:
    """The most dice of ``position.left`` the seat can play one after another."""
    if not position.left:
        return 0
    most = 0
    for move in _moves(course, position):
        most = max(most, len(move.dice) + _playable(course, _rest(position, move)))
        if most == len(position.left):
            break
    return most


def _duties(must_enter: bool, clear_entry: bool, moves: list[DiceMove]) -> list[DiceMove]:
    """The moves a seat with pieces waiting in start owes first: one that brings a piece out,
    when the throw allows one (``rules.must_enter``); else one that moves its piece off the
    entry space, when it can move (``rules.clear_entry``); else any."""
    for duty, origin in ((must_enter, START), (clear_entry, 1)):
        owed = [move for move in moves if move.origin == origin] if duty else []
        if owed:
            return owed
    return moves


def _walk(course: Course, on: Occupants, walls: frozenset[int], mine: tuple[int, ...], seat: int,
          origin: int, start: int, dice: tuple[int, ...], count: int | None = None) -> DiceMove | None:
    """The piece on step ``origin`` walked ``count`` steps (the die's, unless shortcuts took
    some) along its course from step ``start``, or None when the rules forbid it."""
    dest = start + (dice[0] if count is None else count)
    if start == course.centre:
        return _landed(course, on, walls, seat, origin, dest, dice, CENTRE)  # a shortcut in, by exact count
    if dest > course.last:
        if course.description.rules.exact_finish or start == course.last:
            return None
        dest = course.last
    if walls:
        spaces = course.spaces[seat]
        for step in range(start + 1, min(dest, course.lap + 1)):  # the spaces passed, the exit among them
            if spaces[step] in walls:
                return None
    if _jumps_own(course, mine, start, dest):
        return None
    if dest <= course.lap:
        return _landed(course, on, walls, seat, origin, dest, dice, course.track_index(seat, dest))
    if dest in mine:
        return None  # one piece a home hole
    return DiceMove(seat, origin, dest, dice)


def _jumps_own(course: Course, mine: tuple[int, ...], start: int, dest: int) -> bool:
    """Whether a walk from step ``start`` to ``dest`` passes one of the seat's own pieces where
    it may not: on the track without ``rules.pass_own = "always"``, in the home row without
    ``home.passing`` (Aggravation: a marble never jumps its own)."""
    track, home = course.passes_own
    if track and home:
        return False
    lap = course.lap
    return any(start < step < dest and (step > lap if track else step <= lap or not home) for step in mine)


def _landed(course: Course, on: Occupants, walls: frozenset[int], seat: int, origin: int, dest: int,
            dice: tuple[int, ...], index: int) -> DiceMove | None:
    """The move onto track space ``index`` (or the centre), if the piece may land there."""
    bumped = _landing(course, on, walls, seat, index)
    return None if bumped is None else DiceMove(seat, origin, dest, dice, bumped)


def _shortcuts(course: Course, on: Occupants, walls: frozenset[int], mine: tuple[int, ...], seat: int,
               origin: int, dice: tuple[int, ...]) -> list[DiceMove | None]:
    """The moves of a piece that begins on a shortcut's space. It takes shortcuts one after
    another, one step of the die each, then walks the rest of the die. It reaches the centre only
    by exact count, as nothing walks on from it. It leaves the centre only on the dice ``hooks``
    lists for the game."""
    hops = course.hops[seat]
    if origin not in hops or origin == course.centre and course.centre_exit is not None and (
            dice[0] not in course.centre_exit):
        return []
    found: list[DiceMove | None] = []
    frontier = [(origin, dice[0])]
    while frontier:
        at, left = frontier.pop(0)
        for end in hops.get(at, ()):
            if end == course.centre:
                if left == 1:
                    found.append(_walk(course, on, walls, mine, seat, origin, end, dice, 0))
            elif course.track_index(seat, end) not in walls and (course.passes_own[0] or end not in mine):
                found.append(_walk(course, on, walls, mine, seat, origin, end, dice, left - 1))
                if left > 1:
                    frontier.append((end, left - 1))
    return found


def apply(course: Course, position: DicePosition, move: DiceMove) -> DicePosition:
    """The position after ``move``: the piece moved, the bumped pieces in their start areas,
    its dice spent, and the turn passed on once the throw is played out."""
    rest = _rest(position, move)
    bonuses = course.bonuses
    earned = () if bonuses is None else _earned(course, bonuses, move)
    return position.played(course, rest.seats, rest.left, bonus=earned, apart=rest.apart)


def _moved(steps: tuple[int, ...], origin: int, dest: int) -> tuple[int, ...]:
    """A seat's steps with one piece moved from ``origin`` to ``dest``, still ascending."""
    row = list(steps)
    row.remove(origin)
    row.append(dest)
    return tuple(sorted(row))


def _earned(course: Course, bonuses: tuple[int, int], move: DiceMove) -> tuple[int, ...]:
    """The bonus moves ``move`` earns: ``capture`` steps for each piece it bumps, ``home``
    steps when it brings its piece home (into the home stretch, the goal on these boards)."""
    capture, home = bonuses
    earned = (capture,) * len(move.bumped) if capture else ()
    if home and move.origin <= course.lap < move.dest <= course.last:
        earned += (home,)
    return earned


def forfeit(course: Course, position: DicePosition) -> DicePosition:
    """The position when no die left can be played: they are lost (a bonus owed is still offered)."""
    return position.played(course, position.seats, (), lost=True, apart=position.apart)


def counts(course: Course, steps: tuple[int, ...], dice: tuple[int, ...]) -> tuple[int, ...]:
    """The counts a seat with pieces on ``steps`` plays for ``dice``: the dice, and with
    ``movement.doubles_undersides`` doubles thrown with no piece in start add the two faces
    down (``Movement.face_pairs``)."""
    if course.doubles_undersides and len(dice) == 2 and dice[0] == dice[1] and steps[0] != START:
        down = course.description.movement.face_pairs - dice[0]
        return (*dice, down, down)
    return dice


def _thrown(course: Course, position: DicePosition, dice: tuple[int, ...]) -> DicePosition:
    steps = position.seats[position.turn]
    return position.thrown(dice, counts(course, steps, dice), blockade_pairs(course, steps))


def thrown(course: Course, position: DicePosition, dice: tuple[int, ...]) -> DicePosition:
    """The position once the seat to play has thrown ``dice``: ready to play them. The exception
    is a third throw in a row that earns another, which ``movement.third_in_a_row`` may say is not
    played. Then the next seat throws. With ``furthest-to-start`` this seat's piece furthest
    along the track (not one home) is first sent back to its start area."""
    if position.streak < 2:
        return _thrown(course, position, dice)
    rule = course.description.movement.third_in_a_row
    if rule == "play" or not course.earns_another(dice):
        return _thrown(course, position, dice)
    seats = position.seats
    on_track = [step for step in seats[position.turn] if START < step <= course.lap]
    if rule == "furthest-to-start" and on_track:
        seats = (*seats[:position.turn], _moved(seats[position.turn], on_track[-1], START), *seats[position.turn + 1:])
    return DicePosition(seats, (position.turn + 1) % course.players)
