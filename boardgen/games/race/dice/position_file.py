"""A dice track game's position file (JSON, ``docs/track-games.md``). It is read into the
engine's ``DicePosition`` and checked, every refusal one line. The ``rules moves`` answer gives each
legal move with the pieces after it in the file's own notation, so an answer pastes back as a file.

```json
{"game": "ludo", "players": 4, "turn": 0, "throw": [6],
 "pegs": [["start", "start", "track:8", "home:0"], ["start", "start", "start", "track:20"], ...]}
```

A piece is ``start``, ``track:N`` (the board's track index, as the manifest numbers its
``track``), ``home:H`` (0 next to the home turn) or ``centre``: ``piece_notation``, which the
card games' file (``card_position_file``) shares.
"""

from __future__ import annotations

from typing import Any

from boardgen.games.race.dice.course import START, Course
from boardgen.games.race.description.model import Description
from boardgen.games.race.dice.moves import DiceMove, apply, blockade_pairs, counts, legal_moves
from boardgen.games.race.notation import one_a_hole, pegs, read_piece, read_seats, read_table, shift
from boardgen.games.race.dice.position import DicePosition
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play.positions import parse_object, refuse

KEYS = ("game", "players", "turn", "throw", "pegs")
"""Every key a dice track position holds; another is refused as a typo."""


def parse(text: str, description: Description) -> tuple[Course, DicePosition]:
    """The course and position the file says, for the game ``description`` describes."""
    data = parse_object(text, KEYS)
    players, turn = read_table(data, description)
    course = Course(RaceTopology(description, players))
    movement = description.movement
    throw = data.get("throw")
    if (not isinstance(throw, list) or len(throw) != movement.dice
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= movement.faces for d in throw)):
        refuse(f'"throw" must be {movement.dice} {"die" if movement.dice == 1 else "dice"} from 1 to '
               f'{movement.faces}, e.g. [{", ".join(["6"] * movement.dice)}]', throw)
    seats = read_seats(data.get("pegs"), players, description.pieces, lambda seat, piece: _step(course, seat, piece))
    blockades = description.rules.blockades
    one_a_hole(course, seats, lambda kind, who: blockades and kind == "track" and len(who) == 2 and who[0] == who[1],
               "; two of one seat may share a track space, a blockade" if blockades else "")
    return course, DicePosition(seats, turn, tuple(throw), counts(course, seats[turn], tuple(throw)),
                            apart=blockade_pairs(course, seats[turn]))


def _step(course: Course, seat: int, piece: object) -> int:
    """The course step of one piece of ``seat`` as the file writes it."""
    words = ("start", "centre") if course.centre is not None else ("start",)
    kind, at = read_piece(piece, words, course.topology.track_length, course.description.home.length)
    if kind == "start":
        return START
    if kind == "centre" and course.centre is not None:
        return course.centre
    if kind == "home":
        return course.lap + 1 + at
    if at not in course.spaces[seat]:
        refuse(f"seat {seat}'s {piece} is not on its way round: past its home turn, before its entry", piece)
    return course.spaces[seat].index(at)


def describe(course: Course, move: DiceMove) -> str:
    bumped = [shift(course, seat, step, START) for seat, step in move.bumped]
    return "; ".join([f"{'+'.join(map(str, move.dice))}: {shift(course, move.seat, move.origin, move.dest)}", *bumped])


def moves_answer(course: Course, position: DicePosition) -> dict[str, Any]:
    """Every legal move of the seat to move for its throw, with the pieces after it: the
    ``rules moves`` answer. ``{"moves": []}`` means the throw is lost."""
    return {"moves": [{"dice": list(move.dice), "text": describe(course, move),
                       "result": {"pegs": pegs(course, apply(course, position, move).seats)}}
                      for move in legal_moves(course, position)]}
