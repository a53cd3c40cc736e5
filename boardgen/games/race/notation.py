"""What a dice and a card track game's position files share (``position_file``,
``card_position_file``): the keys before the pieces, each seat's list of pieces, and a piece
written as its course places it, so a ``rules moves`` answer pastes back as a file.

A piece is written as one of these:

- ``start``;
- ``track:N``, N the board's track index (as the manifest numbers its ``track``);
- ``home:H``, H its home row's hole from 0 (next to the track);
- ``ring:N`` in a card game with a shortcut ring, riding the ring space on track N;
- on some boards one more bare word: ``centre`` (the centre hole) or ``goal``. The goal is one
  step past a card game's safety row (``home.goal = "past-row"``), off the board.

Each course turns its own steps into these places (``place``) and the places back into steps.
So this module knows the text only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from boardgen.games.race.description.model import Description
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play.positions import hole_number, refuse, whole

ANY_NUMBER = ("start", "goal")
"""Places that hold any number of a seat's pieces: its start area and the goal past its row."""


class Places(Protocol):
    """A course, dice or card, as the notation reads it."""

    topology: RaceTopology

    def place(self, seat: int, step: int) -> tuple[str, int]:
        """``(kind, number)``: ``start``, ``track`` (the track index), ``home`` (the hole),
        ``ring`` (the ring space's track index), ``centre`` or ``goal`` (number 0)."""
        ...


def read_table(data: dict, description: Description) -> tuple[int, int]:
    """The ``players`` at the table and the seat whose ``turn`` it is, each checked."""
    if data.get("game") != description.name:
        refuse(f'"game" must be "{description.name}"', data.get("game"))
    players = whole(data, "players")
    if players not in description.players:
        refuse(f'"players" must be one of {", ".join(map(str, description.players))}', players)
    turn = whole(data, "turn")
    if not 0 <= turn < players:
        refuse(f'"turn" must be a seat from 0 to {players - 1}', turn)
    return players, turn


def read_piece(piece: object, words: tuple[str, ...], track: int, home: int,
               ring: tuple[int, ...] = ()) -> tuple[str, int]:
    """``(kind, number)`` of one piece as the file writes it. That is a bare word of ``words``
    (number 0), ``track`` N below ``track``, ``home`` H below ``home``, or ``ring`` N with N one
    of the shortcut ring's spaces ``ring``. Anything else is refused, naming every form."""
    if isinstance(piece, str) and piece in words:
        return piece, 0
    kind, _, number = piece.partition(":") if isinstance(piece, str) else ("", "", "")
    at = hole_number(number)
    if at is not None and (kind == "track" and at < track or kind == "home" and at < home
                           or kind == "ring" and at in ring):
        return kind, at
    first, *more = words
    forms = [f'"{first}"', f'"track:N" (N from 0 to {track - 1})', f'"home:H" (H from 0 to {home - 1})',
             *([f'"ring:N" (N one of {", ".join(map(str, ring))})'] if ring else []),
             *(f'"{word}"' for word in more)]
    refuse(f"a piece is {', '.join(forms[:-1])} or {forms[-1]}", piece)


def read_seats(raw: object, players: int, pieces: int,
               step: Callable[[int, object], int]) -> tuple[tuple[int, ...], ...]:
    """Every seat's pieces under ``pegs``, each read by ``step(seat, piece)``, sorted (a
    seat's pieces are alike)."""
    if not isinstance(raw, list) or len(raw) != players:
        refuse(f'"pegs" must be a list of {players} seats, each a list of {pieces} pieces', raw)
    seats = []
    for seat, written in enumerate(raw):
        if not isinstance(written, list) or len(written) != pieces:
            refuse(f'"pegs" seat {seat} must list exactly {pieces} pieces', written)
        seats.append(tuple(sorted(step(seat, piece) for piece in written)))
    return tuple(seats)


def one_a_hole(course: Places, seats: tuple[tuple[int, ...], ...],
               shares: Callable[[str, list[int]], bool] = lambda kind, who: False, note: str = "",
               named: Callable[[str, int], str] = lambda kind, at: f"{kind}:{at}") -> None:
    """One piece a hole (a home hole is its own seat's). The exception is where ``shares(kind,
    seats)`` lets those seats' pieces stand together (a dice game's blockade). A refusal names
    the hole as ``named(kind, number)`` writes it, since a game may have words of its own. Its
    ``note`` says what may share."""
    held: dict[tuple[str, int, int], list[int]] = {}
    for seat, steps in enumerate(seats):
        for step in steps:
            kind, at = course.place(seat, step)
            if kind not in ANY_NUMBER:  # a piece riding a shortcut ring stands on its track space
                held.setdefault(("track" if kind == "ring" else kind, seat if kind == "home" else -1, at),
                                []).append(seat)
    for (kind, _, at), who in held.items():
        if len(who) > 1 and not shares(kind, who):
            refuse(f"one piece a hole ({named(kind, at)} holds {len(who)}){note}")


def where(course: Places, seat: int, step: int) -> str:
    """A piece in the file's notation."""
    kind, at = course.place(seat, step)
    return f"{kind}:{at}" if kind in ("track", "home", "ring") else kind


def pegs(course: Places, seats: tuple[tuple[int, ...], ...]) -> list[list[str]]:
    """Every seat's pieces in the file's notation, as ``pegs`` lists them."""
    return [[where(course, seat, step) for step in steps] for seat, steps in enumerate(seats)]


def shift(course: Places, seat: int, origin: int, dest: int) -> str:
    """One piece's move for people: ``red track:9 -> track:12``."""
    return f"{course.topology.seats[seat].color} {where(course, seat, origin)} -> {where(course, seat, dest)}"
