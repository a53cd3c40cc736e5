"""A dice track game's position file (JSON, ``docs/track-games.md``): read into the engine's
``Position`` and checked, every refusal one line; and the ``rules moves`` answer, each legal
move with the pieces after it in the file's own notation, so an answer pastes back as a file.

```json
{"game": "ludo", "players": 4, "turn": 0, "throw": [6],
 "pegs": [["start", "start", "track:8", "home:0"], ["start", "start", "start", "track:20"], ...]}
```

A piece is ``start``, ``track:N`` (the board's track index, as the manifest numbers its
``track``), ``home:H`` (0 next to the home turn) or ``centre``.
"""

from __future__ import annotations

from typing import Any

from boardgen.games.track.course import START, Course
from boardgen.games.track.moves import Move, apply, legal_moves
from boardgen.games.track.position import Position
from boardgen.games.track.description import Description
from boardgen.games.track.topology import Topology
from boardgen.play.positions import hole_number, parse_object, refuse, whole

KEYS = ("game", "players", "turn", "throw", "pegs")
"""Every key a track position holds; another is refused as a typo."""


def parse(text: str, description: Description) -> tuple[Course, Position]:
    """The course and position the file says, for the game ``description`` describes."""
    data = parse_object(text, KEYS)
    if data.get("game") != description.name:
        refuse(f'"game" must be "{description.name}"', data.get("game"))
    players = whole(data, "players")
    if players not in description.players:
        refuse(f'"players" must be one of {", ".join(map(str, description.players))}', players)
    course = Course(Topology(description, players))
    turn = whole(data, "turn")
    if not 0 <= turn < players:
        refuse(f'"turn" must be a seat from 0 to {players - 1}', turn)
    movement = description.movement
    throw = data.get("throw")
    if (not isinstance(throw, list) or len(throw) != movement.dice
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= movement.faces for d in throw)):
        refuse(f'"throw" must be {movement.dice} {"die" if movement.dice == 1 else "dice"} from 1 to '
               f'{movement.faces}, e.g. [{", ".join(["6"] * movement.dice)}]', throw)
    seats = _pegs(course, data.get("pegs"))
    return course, Position(seats, turn, tuple(throw), tuple(throw))


def _pegs(course: Course, raw: object) -> tuple[tuple[int, ...], ...]:
    d = course.description
    if not isinstance(raw, list) or len(raw) != course.players:
        refuse(f'"pegs" must be a list of {course.players} seats, each a list of {d.pieces} pieces', raw)
    seats = []
    for seat, pieces in enumerate(raw):
        if not isinstance(pieces, list) or len(pieces) != d.pieces:
            refuse(f'"pegs" seat {seat} must list exactly {d.pieces} pieces', pieces)
        seats.append(tuple(sorted(_step(course, seat, piece) for piece in pieces)))
    _one_a_hole(course, seats)
    return tuple(seats)


def _step(course: Course, seat: int, piece: object) -> int:
    """The course step of one piece of ``seat`` as the file writes it."""
    if piece == "start":
        return START
    if piece == "centre" and course.centre is not None:
        return course.centre
    kind, _, number = piece.partition(":") if isinstance(piece, str) else ("", "", "")
    at = hole_number(number)
    length, home = course.topology.track_length, course.description.home.length
    if kind == "track" and at is not None and at < length:
        step = course.spaces[seat].index(at) if at in course.spaces[seat] else None
        if step is None:
            refuse(f"seat {seat}'s {piece} is not on its way round: past its home turn, before its entry", piece)
        return step
    if kind == "home" and at is not None and at < home:
        return course.lap + 1 + at
    refuse(f'a piece is "start", "track:N" (N from 0 to {length - 1}), "home:H" (H from 0 to {home - 1})'
           + (' or "centre"' if course.centre is not None else ""), piece)


def _one_a_hole(course: Course, seats: list[tuple[int, ...]]) -> None:
    """One piece a hole, or with blockades two of one seat on a track space."""
    held: dict[tuple[str, int, int], list[int]] = {}
    for seat, steps in enumerate(seats):
        for step in steps:
            if step != START:
                kind, at = ("centre", 0) if step == course.centre else course.place(seat, step)
                held.setdefault((kind, seat if kind == "home" else -1, at), []).append(seat)
    blockades = course.description.rules.blockades
    for (kind, _, at), who in held.items():
        if len(who) > 1 and not (blockades and kind == "track" and len(who) == 2 and who[0] == who[1]):
            refuse(f"one piece a hole ({kind}:{at} holds {len(who)})"
                   + ("; two of one seat may share a track space, a blockade" if blockades else ""), at)


def where(course: Course, seat: int, step: int) -> str:
    """A piece in the file's notation."""
    if step == course.centre:
        return "centre"
    kind, at = course.place(seat, step)
    return "start" if kind == "start" else f"{kind}:{at}"


def pegs(course: Course, position: Position) -> list[list[str]]:
    return [[where(course, seat, step) for step in steps] for seat, steps in enumerate(position.seats)]


def describe(course: Course, move: Move) -> str:
    color = course.topology.seats[move.seat].color
    text = f"{'+'.join(map(str, move.dice))}: {color} {where(course, move.seat, move.origin)} -> " \
           f"{where(course, move.seat, move.dest)}"
    bumped = [f"{course.topology.seats[s].color} {where(course, s, step)} -> start" for s, step in move.bumped]
    return "; ".join([text, *bumped])


def moves_answer(course: Course, position: Position) -> dict[str, Any]:
    """Every legal move of the seat to move for its throw, with the pieces after it: the
    ``rules moves`` answer. ``{"moves": []}`` means the throw is lost."""
    return {"moves": [{"dice": list(move.dice), "text": describe(course, move),
                       "result": {"pegs": pegs(course, apply(course, position, move))}}
                      for move in legal_moves(course, position)]}
