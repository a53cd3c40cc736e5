"""Our slide race against ``apologies`` (PyPI, a pure-Python Sorry! engine, standard mode):
seeded games played by apologies' own rules, and at every position reached, with the card
drawn, both engines' legal moves compared as the positions they lead to.

apologies' board is the slide race's: 60 squares, red's start circle on square 4 (our seat 0's
entry, ``start.enters_at = 4``), its turn into the safety zone on square 2 (``home.leaves_at``),
slides of 3 and 4 squares from squares 1 and 9 of each side, five safety squares and Home past
them (``home.length = 5``, ``home.goal = "past-row"``); its colours red, blue, yellow, green
are our seats 0 to 3. A move is compared by where it leaves every pawn, so two ways of
writing one move (a 7 split either way round) agree.

Every difference is sorted into a kind; each kind is a reading docs/track-games.md names
("The slide race against apologies"). Run as a script for the 5,000-position figure:
``python3 -m tests.support.games.apologies_agreement 5000``.
"""

from __future__ import annotations

import random
import sys
from collections import Counter

from apologies.game import DECK_COUNTS, Card, Game, GameMode, PlayerColor, Position
from apologies.rules import ActionType, Move, Rules

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, applied, legal_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.dice.course import START
from boardgen.games.race.description.library import shipped
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play.moves import MOVED

from tests.support.games.agreement import Agreement

COLORS = (PlayerColor.RED, PlayerColor.BLUE, PlayerColor.YELLOW, PlayerColor.GREEN)
"""apologies' colours in seating order: our seats 0 to 3."""
RANKS = {"A": "Bump"}
"""apologies' card names that are not ours (its Apologies card is our Bump card)."""

Seats = tuple[tuple[int, ...], ...]


def code(course: CardCourse, seat: int, position: Position) -> int:
    """A pawn's apologies position as our piece code."""
    if position.start:
        return 0
    if position.home:
        return course.goal
    if position.safe is not None:
        return course.ring + 1 + position.safe
    return course.step_of(seat, position.square)


def seats_of(course: CardCourse, pawns: dict[tuple[int, int], Position]) -> Seats:
    return tuple(tuple(sorted(code(course, seat, pawns[seat, k]) for k in range(4))) for seat in range(4))


def outcome(course: CardCourse, pawns: dict[tuple[int, int], Position], move: Move) -> Seats:
    """Where apologies' move leaves every pawn: its actions, then its side effects, in order,
    as its ``execute_move`` does."""
    after = dict(pawns)
    for action in move.actions + move.side_effects:
        key = (COLORS.index(action.pawn.color), action.pawn.index)
        if action.actiontype == ActionType.MOVE_TO_START:
            after[key] = Position()
        elif action.position is not None:
            after[key] = action.position
    return seats_of(course, after)


SAFETY_BUMP = "apologies bumps another colour's pawn standing on the same-numbered square of its own safety zone"
SPLIT_ONE_SQUARE = ("a 7 split whose two parts end on one square: apologies checks each part on the board as it "
                    "was before the card, so it allows it")
SPLIT_VACATED = "a 7 split whose second part ends where the first part's pawn stood: apologies sees that pawn still there"
SPLIT_SLID = ("a 7 split with a part that rides a slide: apologies sends back the pawns on the slide as the board was "
              "before the card (the other part's pawn where it stood, not where it went); we play the parts in turn")
OWN_SLIDE = "a pawn that lands on a slide it stands on: apologies sends it back to start with the pawns on the slide"
UNEXPLAINED = "unexplained"


def _in_safety(course: CardCourse, code: int) -> bool:
    return course.ring < code <= course.last


def theirs_kind(course: CardCourse, card: str, seat: int, before: Seats, after: Seats, move: Move) -> str:
    """The reading an apologies move we do not make comes from."""
    moved = {(a.pawn.color, a.pawn.index) for a in move.actions}
    if any((a.pawn.color, a.pawn.index) in moved for a in move.side_effects):
        return SPLIT_SLID if card == "7" else OWN_SLIDE
    for other in range(4):
        gone = Counter(before[other]) - Counter(after[other])
        if other != seat and any(_in_safety(course, c) for c in gone):
            return SAFETY_BUMP
    mine = [c for c in after[seat] if START < c < course.goal]
    if card == "7" and len(set(mine)) < len(mine):
        return SPLIT_ONE_SQUARE
    return UNEXPLAINED


def ours_kind(course: CardCourse, card: str, before: Seats, move: CardMove) -> str:
    """The reading a move of ours that apologies does not make comes from."""
    seat = move.relocations[0][0]
    if any(_in_safety(course, dest) and any(dest in before[other] for other in range(4) if other != piece)
           for piece, _, dest, _ in move.relocations):
        return SAFETY_BUMP
    if card == "7" and len(move.relocations) > 1:
        (_, first, _, _), (_, _, second, _) = move.relocations[:2]
        if second == first:
            return SPLIT_VACATED
        ends = {last for last, side in course.slides.values() if side != seat}
        if any(kind == MOVED and START < dest <= course.ring and course.spaces[seat][dest] in ends
               for piece, _, dest, kind in move.relocations):
            return SPLIT_SLID
    began: dict[tuple[int, int], int] = {}
    for piece, origin, dest, _ in move.relocations:
        began[piece, dest] = began.pop((piece, origin), origin)
    for (piece, dest), origin in began.items():
        if START < origin <= course.ring and START < dest <= course.ring:
            start, end = course.spaces[piece][origin], course.spaces[piece][dest]
            if any(last == end and 0 < (start - first) % course.ring <= (last - first) % course.ring
                   for first, (last, _side) in course.slides.items()):
                return OWN_SLIDE
    return UNEXPLAINED


def compare(positions: int, seed: int = 1) -> Agreement:
    """Play seeded apologies games (moves chosen at random) until ``positions`` positions have
    been compared."""
    course = CardCourse(RaceTopology(shipped("slide-race"), 4))
    rules = Rules(GameMode.STANDARD)
    rng = random.Random(seed)
    deck = [card for card, copies in DECK_COUNTS.items() for _ in range(copies)]
    compared = moves = agreed = alike = 0
    differences: Counter[str] = Counter()
    while compared < positions:
        game = Game(4)
        rules.start_game(game)
        turn = 0
        while not game.completed and compared < positions:
            color = COLORS[turn]
            cardtype = deck[int(rng.random() * len(deck))]
            card = Card("0", cardtype)
            pawns = {(s, p.index): p.position for s, c in enumerate(COLORS) for p in game.players[c].pawns}
            before = seats_of(course, pawns)
            theirs_moves = [m for m in rules.construct_legal_moves(game.create_player_view(color), card) if m.actions]
            theirs = {outcome(course, pawns, m): m for m in theirs_moves}
            rank = RANKS.get(cardtype.value, cardtype.value)
            position = CardPosition(before, turn, tuple((rank,) if s == turn else () for s in range(4)))
            ours = {applied(before, m.relocations): m for m in legal_moves(course, position)}
            compared += 1
            moves += len(theirs.keys() | ours.keys())
            agreed += len(theirs.keys() & ours.keys())
            alike += theirs.keys() == ours.keys()
            for after in ours.keys() - theirs:
                differences["ours only: " + ours_kind(course, rank, before, ours[after])] += 1
            for after in theirs.keys() - ours.keys():
                differences["apologies only: " + theirs_kind(course, rank, turn, before, after, theirs[after])] += 1
            if theirs_moves:
                rules.execute_move(game, game.players[color], theirs_moves[int(rng.random() * len(theirs_moves))])
                if rules.draw_again(card):
                    continue
            turn = (turn + 1) % 4
    return Agreement(compared, moves, agreed, alike, tuple(sorted(differences.items())))


if __name__ == "__main__":
    found = compare(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
    print("\n".join(found.lines()))
