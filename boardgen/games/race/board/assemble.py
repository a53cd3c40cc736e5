"""The ``Board`` of a race game (Pegs and Jokers, Fast Track, the track games). Its kerf and
what its holes hold are the shop's, and its labels and marks its engraving's. So each game's
builder says only what is its own: name, title, pieces, manifest layout, seats, notes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from boardgen.board import Board, Engraved, Equipment, Piece, Seat
from boardgen.shop.settings import Shop


def race_board(shop: Shop, engraved: Engraved, named: tuple[str, str, str], pieces: tuple[Piece, ...],
               layout: Mapping[str, Any], seats: tuple[Seat, ...], notes: tuple[str, ...] = (),
               equipment: Callable[[], Equipment] = Equipment) -> Board:
    """The board ``named`` ``(game, file stem, title)``, played with ``equipment``."""
    game, stem, title = named
    return Board(game=game, stem=stem, title=title, pieces=pieces, kerf=shop.kerf, layout=layout, seats=seats,
                 notes=notes, pieces_label=shop.piece.label, labels=engraved.labels, marks=engraved.marks,
                 equipment=equipment)
