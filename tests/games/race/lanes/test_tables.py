"""The lane board (``games/race/lanes/tables.py`` and its ``lane_*`` modules) is the track engine's
compiled form of any lane game's description, not Pegs and Jokers' alone: which descriptions it
takes, that a table's hooks are part of what it compiles, and that a description without any
of Pegs and Jokers' hooks, with other card choices, plays the same moves on it as on the general
move generator (``card_moves``), the engine's other reading of the same description."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from boardgen.games.pegs_and_jokers import on_engine
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.race.cards import moves as card_moves
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.description.model import Action, Card
from boardgen.games.race.lanes.cards import LaneCards
from boardgen.games.race.lanes.turn import LaneTurn
from boardgen.games.race.lanes.tables import START, lanes_of, unplayable
from boardgen.games.race.description.library import shipped
from boardgen.games.race.board.topology import RaceTopology
from boardgen.games.fast_track import on_engine as fast_track


def test_only_lane_games_compile():
    assert unplayable(on_engine.course_for(PegsRuleSet.create(6))) is None
    tock, slides = shipped("tock"), shipped("slide-race")
    assert unplayable(CardCourse(RaceTopology(tock, 4))) == "a guarded entry, or no bump to start"
    assert unplayable(CardCourse(RaceTopology(slides, 4))) == "shortcuts, slides or safe spaces"
    assert unplayable(CardCourse(RaceTopology(fast_track.description(), 4))) == "shortcuts, slides or safe spaces"
    with pytest.raises(ValueError, match="tock is not a lane game: it has a guarded entry"):
        lanes_of(CardCourse(RaceTopology(tock, 4)))


def test_a_tables_hooks_are_compiled_with_its_description():
    """``partner-bump-chain`` changes a hook, not the description: the two courses compare equal,
    yet each table's board must land on a partner as its own hook says."""
    plain, chained = (on_engine.course_for(PegsRuleSet.create(4, None, variants)) for variants in ((), ("partner-bump-chain",)))
    assert plain == chained
    assert lanes_of(plain).partner_landing is plain.hooks.lane_partner_landing
    assert lanes_of(chained).partner_landing is chained.hooks.lane_partner_landing
    assert lanes_of(plain).partner_landing != lanes_of(chained).partner_landing


def _homemade(players: int) -> CardCourse:
    """Pegs and Jokers' board with a card table of one's own and none of its hooks: a joker that
    moves 1 or brings a peg out, a 2 that swaps with an opponent only, a split-back 9, a 4 back,
    a 7 that may finish on a partner; partners always move together; a partner landed on is
    bumped to start as an opponent is."""
    base = on_engine.description()
    table = {"JOKER": ("enter", "forward 1"), "2": ("swap", "forward 2"), "9": ("split-back 9", "forward 9"),
             "8": ("backward 4",)}
    cards = tuple(Card(card.rank, tuple(Action(*(int(part) if part.isdigit() else part for part in text.split()))
                                         for text in table[card.rank])) if card.rank in table else card
                  for card in base.movement.cards)
    own = replace(base, players=(players,), movement=replace(base.movement, cards=cards),
                  rules=replace(base.rules, split_to_partner=True, pass_own="backward", swap_partners=False))
    return CardCourse(RaceTopology(own, players), seating="alternate")


def _scattered(course: CardCourse, rng: random.Random) -> list[list[int]]:
    """Each seat's pegs strewn in lane codes: start, a free track space, or a free home hole."""
    lanes = lanes_of(course)
    taken: set[int] = set()
    seats = []
    for _ in range(course.players):
        home = rng.sample(range(lanes.n, lanes.home_end), rng.randrange(3))
        row = list(home)
        while len(row) < course.description.pieces:
            if rng.random() < 0.25:
                row.append(START)
                continue
            space = rng.randrange(lanes.n)
            if space not in taken:
                taken.add(space)
                row.append(space)
        seats.append(sorted(row))
    return seats


def _engine_codes(course: CardCourse, seat: int, row: list[int]) -> tuple[int, ...]:
    return tuple(sorted(on_engine.engine_code(course, seat, code) for code in row))


@pytest.mark.parametrize("players", [4, 6])
def test_a_homemade_lane_game_plays_alike_on_the_board_and_on_the_general_generator(players):
    course = _homemade(players)
    assert unplayable(course) is None
    lanes = lanes_of(course)
    rng = random.Random(players)
    ranks = [card.rank for card in course.description.movement.cards]
    compared = moves = 0
    for _ in range(300):
        pegs = _scattered(course, rng)
        player = rng.randrange(players)
        hand = tuple(rng.sample(ranks, 5))
        board = LaneCards(lanes, pegs)
        found = LaneTurn(board, player, hand).all_moves()
        assert _fast(course, board, found) == _general(course, pegs, player, hand)
        moves += len(found)
        if found:  # play one, and the next seat's moves agree on the board it leaves
            board.do(found[rng.randrange(len(found))].relocations)
            after = [row[:] for row in board.pegs]
            following, next_hand = (player + 1) % players, tuple(rng.sample(ranks, 5))
            assert _fast(course, board, LaneTurn(board, following, next_hand).all_moves()) == \
                _general(course, after, following, next_hand)
            compared += 1
    assert compared > 250 and moves > 3000  # crowded enough that bumps, swaps and splits come up


def _seats(course: CardCourse, pegs: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(_engine_codes(course, seat, row) for seat, row in enumerate(pegs))


def _fast(course: CardCourse, board: LaneCards, found) -> set:
    """The lane board's moves as (card, seats after) in the general generator's codes."""
    return {(move.card, _seats(course, _after(board, move))) for move in found}


def _general(course: CardCourse, pegs: list[list[int]], player: int, hand: tuple[str, ...]) -> set:
    seats = _seats(course, pegs)
    position = CardPosition(seats, player, tuple(hand if seat == player else () for seat in range(course.players)))
    return {(move.card, card_moves.applied(seats, move.relocations)) for move in card_moves.legal_moves(course, position)}


def _after(board: LaneCards, move) -> list[list[int]]:
    """The lane rows once ``move`` is played, and the move played after it undone: the board
    must come back to where it was."""
    before = [row[:] for row in board.pegs]
    board.do(move.relocations)
    after = [row[:] for row in board.pegs]
    board.undo(move.relocations)
    assert board.pegs == before
    return after
