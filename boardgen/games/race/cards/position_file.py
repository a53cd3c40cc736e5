"""A card track game's position file (JSON, ``docs/track-games.md``). It is read into the card
engine's ``CardPosition`` and checked, every refusal one line. The ``rules moves`` answer gives
each legal move with the card it plays and the pieces after it, so an answer pastes back.

```json
{"game": "tock", "players": 4, "turn": 0, "hand": ["A", "7", "J"],
 "pegs": [["start", "start", "track:12", "home:0"], ["track:30", "start", "start", "start"], ...]}
```

The pieces are the dice file's notation (``piece_notation``), any track space for any seat
(a card can move a piece backward past its entry), and ``goal`` past a safety row. Only the
seat to move's cards are given: no legal move depends on another seat's hand or on the draw
pile, and partners need nothing more than every seat's pieces and whose turn it is.
"""

from __future__ import annotations

from typing import Any

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, apply, legal_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice.course import START
from boardgen.games.race.description.model import Description
from boardgen.games.race.notation import one_a_hole, pegs, read_piece, read_seats, read_table, shift
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play.positions import parse_object, refuse

KEYS = ("game", "players", "turn", "hand", "pegs")
"""Every key a card track position holds; another (a dice file's ``throw``) is refused."""


def parse(text: str, description: Description) -> tuple[CardCourse, CardPosition]:
    """The course and position the file says, for the card game ``description`` describes."""
    data = parse_object(text, KEYS)
    players, turn = read_table(data, description)
    course = CardCourse(RaceTopology(description, players))
    hand = _hand(course, data.get("hand"))
    seats = read_seats(data.get("pegs"), players, description.pieces, lambda seat, piece: piece_code(course, seat, piece))
    one_a_hole(course, seats)
    return course, CardPosition(seats, turn, tuple(hand if seat == turn else () for seat in range(players)))


def _hand(course: CardCourse, raw: object) -> tuple[str, ...]:
    """The seat to move's cards, in the order held (the order its moves are listed in). That is
    the one card drawn, or a dealt hand of up to the largest deal. Or it is a kept hand as it
    may stand when the seat plays (``movement.hand``): one more drawn first, two with
    ``draws = "either"``, none with ``"to-hand"``."""
    movement = course.description.movement
    drawn_first = {"before": 1, "after": 0, "either": 2, "to-hand": 0}[movement.draws]
    kept = movement.hand + drawn_first if movement.hand else 0
    most = max(movement.deals, default=kept or 1)
    if (not isinstance(raw, list) or not 1 <= len(raw) <= most
            or not all(isinstance(card, str) for card in raw)):
        refuse('"hand" must list ' + (f"1 to {most} cards held" if most > 1 else "the one card drawn")
               + f', e.g. ["{movement.cards[0].rank}"]', raw)
    for card in raw:
        if card not in course.cards:
            refuse(f'"hand" cards are the ranks of movement.cards: {", ".join(course.cards)}', card)
    for rank, copies in movement.deck:
        if raw.count(rank) > copies:
            refuse(f'"hand" may hold {copies} "{rank}" at most, as many as the deck has', raw)
    return tuple(raw)


def piece_code(course: CardCourse, seat: int, piece: object) -> int:
    """The code of one piece of ``seat`` as the file writes it (Fast Track's file reads its own
    words through this too)."""
    ring = course.shortcut_ring
    words = ("start", *(("goal",) if course.goal > course.last else ()), *(("centre",) if ring and ring.centre else ()))
    spaces = tuple(course.topology.index(side, ring.at) for side in range(course.players)) if ring else ()
    kind, at = read_piece(piece, words, course.ring, course.description.home.length, spaces)
    if kind == "ring" and at // course.topology.per_side != seat:
        return course.ring_code((at // course.topology.per_side - seat) % course.players)
    if kind in ("track", "ring"):  # a ride on the seat's own ring space has ended there, on the track
        return course.step_of(seat, at)
    if kind == "home":
        return course.ring + 1 + at
    return {"start": START, "goal": course.goal, "centre": course.centre_code}[kind]


def describe(course: CardCourse, move: CardMove) -> str:
    """The card, its choice and every piece it shifts, in the order they move."""
    shifts = "; ".join(shift(course, seat, origin, dest) for seat, origin, dest, _ in move.relocations)
    return f"{move.card}, {move.action}: {shifts or 'no piece moves'}"


def moves_answer(course: CardCourse, position: CardPosition) -> dict[str, Any]:
    """The ``rules moves`` answer: every legal move of the seat to move with one of its cards.
    They come in the engine's order: cards as held, each card's choices as the description lists
    them. Each says whose turn it is after, and the pieces after. ``{"moves": []}`` means the card is lost
    (the whole hand laid down, in a dealing game)."""
    found = []
    for move in legal_moves(course, position):
        after = apply(course, position, move)
        found.append({"card": move.card, "action": move.action, "text": describe(course, move),
                      "result": {"turn": after.turn, "pegs": pegs(course, after.seats)}})
    return {"moves": found}
