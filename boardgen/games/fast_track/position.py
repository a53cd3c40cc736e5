"""The Fast Track JSON position format (docs/position-format.md): read, check, write, list moves.

The shared keys (game, players, teams, variants, turn, hand, idle_turns) are read by
``boardgen.play.positions``. This module reads the marbles into the card engine's codes for the
table's course (``on_engine.course_for``). They are listed under ``pegs``, as in every game's
position, so tools read them alike. It also lists the moves the card engine finds.

The game's words are the track engine's notation (``piece_notation``) with Fast Track's names:
``pen`` for start, ``fast-track:N`` for a rider on ring space N, ``bulls-eye`` for the centre.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.errors import ParameterError

from boardgen.games.fast_track.on_engine import course_for
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.board.topology import COLORS, HOME_SPACES, MARBLES_PER_SEAT, SIDE_LENGTH
from boardgen.games.fast_track.variants import canonical
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, apply, legal_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.cards.position_file import piece_code
from boardgen.games.race.dice.course import START
from boardgen.games.race.notation import one_a_hole, read_seats
from boardgen.play.moves import BUMPED, MOVED, SENT_BACK, SWAPPED, describe_relocations
from boardgen.play.positions import (Position, moves_json, parse_position, position_json, refuse,
                                     require_cards)

GAME = "fast-track"
WORDS = {"start": "pen", "centre": "bulls-eye", "ring": "fast-track"}
"""The track engine's names of places (``CardCourse.place``) as Fast Track calls them."""
ENGINE_WORDS = {word: engine for engine, word in WORDS.items()}
PHRASES = {
    MOVED: "{colour} {origin} -> {dest}",
    BUMPED: "sends {colour} from {origin} to pen",
    SWAPPED: "{colour} {origin} -> {dest} (swapped)",
    SENT_BACK: "{colour} {origin} is blocked and goes back to pen",
}


@dataclass(frozen=True)
class Marbles:
    """Every colour's marbles as the codes of the table's course, sorted per colour."""

    rules: FastTrackRuleSet
    seats: tuple[tuple[int, ...], ...]

    @property
    def course(self) -> CardCourse:
        return course_for(self.rules)

    def at(self, position: Position) -> CardPosition:
        """The card engine's position: whose turn, its hand and its turns without a move."""
        course = self.course
        hands = tuple(position.hand if seat == position.turn else () for seat in range(self.rules.players))
        idle = tuple(position.idle_turns if seat == position.turn else 0 for seat in range(self.rules.players))
        return CardPosition(self.seats, position.turn, hands, idle if course.description.rules.idle_start else ())


def parse(text: str) -> Position:
    position = parse_position(text, GAME, FastTrackRuleSet.create, marbles)
    seats = position.state.rules.turn_seats
    if position.turn not in seats:
        refuse(f'"turn" must be a seat that takes turns, one of {", ".join(map(str, seats))}: with '
               "one-player-per-team each team plays at its first colour", position.turn)
    return position


def marbles(rules: FastTrackRuleSet, raw: object) -> Marbles:
    """Every colour's marbles as written under ``pegs``, one a space (a rider holds its space)."""
    course = course_for(rules)
    seats = read_seats(raw, rules.players, MARBLES_PER_SEAT, lambda seat, name: code(course, seat, name))
    one_a_hole(course, seats, named=_place)
    return Marbles(rules, seats)


def placed(rules: FastTrackRuleSet, named: dict[int, list[str]]) -> Marbles:
    """Marbles by seat as the file names them, the rest of each seat's in its pen: how the
    booklet's worked examples (and tests) set a board up."""
    course = course_for(rules)
    return Marbles(rules, tuple(
        tuple(sorted([code(course, seat, name) for name in named.get(seat, [])]
                     + [START] * (MARBLES_PER_SEAT - len(named.get(seat, [])))))
        for seat in range(rules.players)))


def code(course: CardCourse, seat: int, name: object) -> int:
    """The course's code of a marble's name: pen, track:N, fast-track:N, bulls-eye or home:H.
    It is read as the track engine's notation says. A ride ends on the colour's own space, so
    ``fast-track`` there is read as ``track``. The engine's own words are not the game's."""
    kind, colon, number = name.partition(":") if isinstance(name, str) else ("", "", "")
    if kind not in WORDS:
        try:
            return piece_code(course, seat, ENGINE_WORDS.get(kind, kind) + colon + number)
        except ParameterError:
            pass
    track = course.topology.track_length
    refuse(f"seat {seat}: a marble must be pen, track:0..{track - 1}, fast-track:N (N a multiple of "
           f"{SIDE_LENGTH}), bulls-eye or home:0..{HOME_SPACES - 1}", name)


def name(course: CardCourse, seat: int, code: int) -> str:
    """A marble's code as the file writes it."""
    return _place(*course.place(seat, code))


def _place(kind: str, at: int) -> str:
    """A place of ``CardCourse.place`` in the game's words."""
    word = WORDS.get(kind, kind)
    return f"{word}:{at}" if kind in ("track", "ring", "home") else word


def names(course: CardCourse, seats: tuple[tuple[int, ...], ...]) -> list[list[str]]:
    return [[name(course, seat, code) for code in row] for seat, row in enumerate(seats)]


def describe(course: CardCourse, move: CardMove) -> str:
    """One line a player can follow, e.g. ``5: red track:8 -> track:13; sends blue from track:13 to pen``."""
    return describe_relocations(move.card, move.relocations, COLORS, lambda seat, code: name(course, seat, code),
                                PHRASES, nothing="no marble can move; the card is spent")


def to_json(position: Position) -> dict[str, object]:
    state: Marbles = position.state
    return position_json(GAME, position, list(canonical(state.rules.variants)), names(state.course, state.seats))


def moves(position: Position, card: str | None = None) -> dict[str, list[dict[str, object]]]:
    """Every distinct legal move for the seat to play, for ``card`` or each card of the hand: one
    a card and resulting position (a split 7 moving two marbles in either order is one), the
    first the engine lists."""
    require_cards(position, card)
    state: Marbles = position.state
    course = state.course
    at = state.at(position if card is None else Position(state, position.turn, (card,), position.idle_turns))
    found: dict[tuple[str, tuple[tuple[int, ...], ...]], CardMove] = {}
    for move in legal_moves(course, at):
        found.setdefault((move.card, apply(course, at, move).seats), move)
    return moves_json(found.values(), lambda move: describe(course, move),
                      lambda move: names(course, apply(course, at, move).seats))
