"""The card track games (Tock, the slide race) played from their descriptions: each verb's
legal moves and what playing one leaves, on positions built for it, then the next move played
from there; slides, the safety row and Home, Tock's guarded start and partners; whole seeded
games that replay; and the commands."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from importlib.resources import files

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import CardMove, apply, legal_moves, lose
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.cards.turns import POLICIES, exchanged, play_game, simulate
from boardgen.games.race.dice.course import START
from boardgen.games.race.description.library import shipped
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play.moves import BUMPED, MOVED, SWAPPED

SORRY = CardCourse(RaceTopology(shipped("slide-race"), 4))
"""Seat 0 (red) enters on track index 4 and turns into its safety row from index 2; blue's
side (seat 1) begins at index 15, its slides run 16 to 19 and 24 to 28."""
TOCK = CardCourse(RaceTopology(shipped("tock"), 4))


def at(course: CardCourse, seat: int, index: int) -> int:
    """The code of ``seat``'s piece on track index ``index``."""
    return course.step_of(seat, index)


def position(course: CardCourse, pieces: dict[int, list[int]], card: str, turn: int = 0) -> CardPosition:
    """Seats holding the given codes (the rest in start), ``turn`` holding ``card``."""
    count = course.description.pieces
    seats = tuple(tuple(sorted(pieces.get(s, []) + [START] * (count - len(pieces.get(s, [])))))
                  for s in range(course.players))
    return CardPosition(seats, turn, tuple((card,) if s == turn else () for s in range(course.players)))


def ends(course: CardCourse, before: CardPosition) -> dict[tuple[tuple[int, ...], ...], CardMove]:
    """Each legal move by the position it leaves."""
    return {apply(course, before, move).seats: move for move in legal_moves(course, before)}


def play_next(course: CardCourse, after: CardPosition, card: str) -> CardPosition:
    """The seat now to play, given ``card``, makes its first legal move: play goes on from
    the position a move left, every piece still on the board."""
    hand = after.holding(after.turn, (card,))
    moves = legal_moves(course, hand)
    assert moves, f"no move for {card} from {after}"
    played = apply(course, hand, moves[0])
    assert all(len(codes) == course.description.pieces for codes in played.seats)
    assert played.turn != hand.turn or moves[0].again
    return played


def test_enter_brings_a_piece_out_and_bumps_an_opponent_on_the_entry():
    blue_on_red_entry = at(SORRY, 1, 4)
    before = position(SORRY, {1: [blue_on_red_entry]}, "1")
    moves = legal_moves(SORRY, before)
    assert [m.relocations for m in moves] == [((0, START, 1, MOVED), (1, blue_on_red_entry, START, BUMPED))]
    after = apply(SORRY, before, moves[0])
    assert after.seats[0] == (0, 0, 0, 1) and after.seats[1] == (0, 0, 0, 0) and after.turn == 1
    play_next(SORRY, after, "1")


def test_forward_lands_bumps_and_may_not_land_on_its_own_piece():
    before = position(SORRY, {0: [5, 8], 1: [at(SORRY, 1, SORRY.spaces[0][11])]}, "3")
    found = ends(SORRY, before)
    assert set(found) == {((0, 0, 5, 11), (0, 0, 0, 0), (0,) * 4, (0,) * 4)}  # 5 + 3 is its own piece
    assert found[((0, 0, 5, 11), (0, 0, 0, 0), (0,) * 4, (0,) * 4)].bumps == 1
    play_next(SORRY, apply(SORRY, before, next(iter(found.values()))), "1")


def test_backward_goes_round_behind_the_entry_then_forward_into_the_safety_row():
    before = position(SORRY, {0: [1]}, "4")
    (back,) = legal_moves(SORRY, before)
    behind = back.relocations[0][2]
    assert SORRY.spaces[0][behind] == 0  # index 4 less four
    after = apply(SORRY, before, back)
    again = CardPosition(after.seats, 0, (("5",), (), (), ()))
    (into_row,) = legal_moves(SORRY, again)
    assert into_row.relocations[0][2] == SORRY.ring + 3  # 0 -> 1 -> 2 (exit) -> safety 1, 2, 3
    play_next(SORRY, apply(SORRY, again, into_row), "1")


def test_ten_backs_out_of_the_safety_row_and_the_goal_is_reached_by_exact_count():
    row = SORRY.ring + 1
    before = position(SORRY, {0: [row, SORRY.last - 1]}, "10")
    found = {m.relocations[0][1:3] for m in legal_moves(SORRY, before)}
    # no forward 10 fits in the row: each piece backs one, the first out onto the exit
    assert found == {(row, SORRY.lap), (SORRY.last - 1, SORRY.last - 2)}
    exact = position(SORRY, {0: [SORRY.last - 1]}, "2")
    moves = legal_moves(SORRY, exact)
    assert [m.relocations[0][2] for m in moves] == [1, SORRY.goal]  # enter, or home exactly
    assert not legal_moves(SORRY, position(SORRY, {0: [SORRY.last - 1]}, "3"))
    home = apply(SORRY, exact, moves[1])
    assert home.turn == 0  # the 2 plays again
    play_next(SORRY, home, "1")


def test_a_piece_on_another_sides_slide_start_rides_it_and_sends_back_every_piece_on_it():
    red_on_slide, blue_on_slide = at(SORRY, 0, 17), at(SORRY, 1, 18)
    before = position(SORRY, {0: [at(SORRY, 0, 13), red_on_slide], 1: [blue_on_slide]}, "3")
    found = ends(SORRY, before)
    rode = next(move for move in found.values() if move.relocations[0][1] == at(SORRY, 0, 13))
    assert rode.relocations == ((0, at(SORRY, 0, 13), at(SORRY, 0, 19), MOVED),
                                (0, red_on_slide, START, BUMPED), (1, blue_on_slide, START, BUMPED))
    after = apply(SORRY, before, rode)
    assert after.seats[0] == (0, 0, 0, at(SORRY, 0, 19)) and after.seats[1] == (0,) * 4
    play_next(SORRY, after, "Bump")


def test_a_piece_does_not_ride_its_own_sides_slide():
    before = position(SORRY, {0: [at(SORRY, 0, 0)]}, "1")
    (move,) = [m for m in legal_moves(SORRY, before) if m.action == "forward 1"]
    assert move.relocations == ((0, at(SORRY, 0, 0), at(SORRY, 0, 1), MOVED),)
    play_next(SORRY, apply(SORRY, before, move), "1")


def test_seven_splits_over_two_pieces_or_moves_one_the_whole_way():
    before = position(SORRY, {0: [1, 3]}, "7")
    found = ends(SORRY, before)
    assert {tuple(codes[2:]) for codes in (seats[0] for seats in found)} == {
        (2, 9), (3, 8), (4, 7), (5, 6), (1, 10)}
    split = found[((0, 0, 3, 8), *((0,) * 4,) * 3)]
    play_next(SORRY, apply(SORRY, before, split), "1")


def test_eleven_swaps_with_an_opponent_on_the_track_but_not_in_its_safety_row():
    red, yellow = at(SORRY, 0, 10), at(SORRY, 2, 40)
    before = position(SORRY, {0: [red], 2: [yellow, SORRY.ring + 2]}, "11")
    swaps = [m for m in legal_moves(SORRY, before) if m.action == "swap"]
    assert [m.relocations for m in swaps] == [((0, red, at(SORRY, 0, 40), SWAPPED), (2, yellow, at(SORRY, 2, 10), SWAPPED))]
    play_next(SORRY, apply(SORRY, before, swaps[0]), "1")


def test_the_sorry_card_takes_an_opponents_space_from_start():
    blue = at(SORRY, 1, 20)
    before = position(SORRY, {1: [blue]}, "Bump")
    (move,) = legal_moves(SORRY, before)
    assert move.relocations == ((0, START, at(SORRY, 0, 20), MOVED), (1, blue, START, BUMPED))
    play_next(SORRY, apply(SORRY, before, move), "1")
    assert not legal_moves(SORRY, position(SORRY, {}, "Bump"))  # nobody on the track to take


def test_tock_a_marble_on_its_own_start_space_is_neither_passed_nor_landed_on():
    guard = TOCK.entries[0]
    blue = at(TOCK, 1, guard - 3)
    before = {0: [1], 1: [blue]}
    assert not legal_moves(TOCK, position(TOCK, before, "5", turn=1))  # would pass it
    assert not legal_moves(TOCK, position(TOCK, before, "3", turn=1))  # would land on it
    (short,) = legal_moves(TOCK, position(TOCK, before, "2", turn=1))
    play_next(TOCK, apply(TOCK, position(TOCK, before, "2", turn=1), short), "A")


def test_tock_a_seat_with_every_marble_home_moves_its_partners():
    home = [TOCK.ring + k for k in range(1, 5)]
    partner = at(TOCK, 2, 50)
    before = position(TOCK, {0: home, 2: [partner]}, "5")
    (move,) = legal_moves(TOCK, before)
    assert move.seat == 0 and move.relocations == ((2, partner, partner + 5, MOVED),)
    assert TOCK.team_of == (0, 1, 0, 1)
    after = apply(TOCK, before, move)
    assert after.turn == 1
    play_next(TOCK, after, "A")


@pytest.mark.parametrize("game", ["slide-race", "tock"])
def test_a_seeded_game_replays_and_someone_wins(game):
    course = CardCourse(RaceTopology(shipped(game), 4))
    players = [POLICIES["greedy"]()] * 4
    first = play_game(course, players, random.Random(5), max_turns=4000)
    assert first == play_game(course, players, random.Random(5), max_turns=4000)
    assert first.finished and first.winning_team is not None


@pytest.mark.slow  # worker processes; tests/play/test_simulate_jobs.py checks --jobs quickly
def test_simulate_is_the_same_report_for_the_same_seed_with_any_jobs():
    reports = [simulate(TOCK, 3, seed=3, jobs=jobs).as_dict() for jobs in (1, 2)]
    assert reports[0] == reports[1]
    assert reports[0]["finished"] == 3 and set(reports[0]["wins_by_team"]) == {"seats 0+2", "seats 1+3"}


def test_simulate_command_plays_the_card_games():
    run = CliRunner().invoke(app, ["simulate", "slide-race", "--games", "3", "--seed", "2", "--format", "json"])
    assert run.exit_code == 0, run.output
    report = json.loads(run.output)
    assert report["game"] == "slide-race" and report["finished"] == 3 and report["deck"] == "45 cards"
    refused = CliRunner().invoke(app, ["simulate", "tock", "--decks", "2"])
    assert refused.exit_code == 2 and refused.output.count("\n") == 1 and "--decks" in refused.output


def test_a_bad_card_key_is_refused_in_one_line(tmp_path):
    """The shipped slide race with a card in its deck that its card table does not play."""
    body = (files("boardgen.games.library") / "slide-race.toml").read_text(encoding="utf-8")
    mine = tmp_path / "mine.toml"
    mine.write_text(body.replace("Bump = 4\n", "Bump = 4\nJoker = 2\n", 1), encoding="utf-8")
    out = tmp_path / "out"
    run = CliRunner().invoke(app, ["board", "track", "--game-file", str(mine), "--out", str(out)])
    assert run.exit_code == 2
    assert run.output.strip().count("\n") == 0 and "movement.deck.Joker" in run.output and "the keys are 1" in run.output
    assert not out.exists()


def test_tock_marbles_in_home_neither_jump_one_another_nor_back_out():
    row = TOCK.ring
    before = {0: [TOCK.lap, row + 2]}
    assert not legal_moves(TOCK, position(TOCK, before, "3"))  # the exit's marble would jump the one in home
    steps = {m.relocations for m in legal_moves(TOCK, position(TOCK, before, "A")) if m.action == "forward 1"}
    assert steps == {((0, TOCK.lap, row + 1, MOVED),), ((0, row + 2, row + 3, MOVED),)}
    (back,) = legal_moves(TOCK, position(TOCK, before, "4"))
    assert back.relocations[0][1] == TOCK.lap  # only the marble on the track goes back
    play_next(TOCK, apply(TOCK, position(TOCK, before, "4"), back), "A")


def test_a_hand_none_of_whose_cards_plays_is_laid_down_and_the_seat_sits_out():
    stuck = CardPosition(TOCK.start_position, 0, (("5", "9"), ("A",), ("2",), ("3",)))
    assert not legal_moves(TOCK, stuck)
    after = lose(TOCK, stuck)
    assert after.hands == ((), ("A",), ("2",), ("3",)) and after.turn == 1
    (enter,) = legal_moves(TOCK, after)
    assert apply(TOCK, after, enter).seats[1] == (0, 0, 0, 1)


@pytest.mark.parametrize("game", ["slide-race", "tock"])
def test_no_move_ever_puts_two_pieces_in_one_hole(game):
    """Every position of a few random games: each seat keeps its pieces, no track space or
    home hole holds two, and a piece past the row (Home) is only where the description has one."""
    course = CardCourse(RaceTopology(shipped(game), 4))
    rng = random.Random(11)
    deck = [rank for rank, copies in course.description.movement.deck for _ in range(copies)]
    now = CardPosition.initial(course)
    for _ in range(600):
        now = now.holding(now.turn, (deck[int(rng.random() * len(deck))],))
        moves = legal_moves(course, now)
        now = apply(course, now, moves[int(rng.random() * len(moves))]) if moves else lose(course, now)
        spaces = [course.spaces[s][c] for s, codes in enumerate(now.seats) for c in codes if START < c <= course.ring]
        assert len(spaces) == len(set(spaces)), now
        for codes in now.seats:
            assert len(codes) == 4
            row = [c for c in codes if course.ring < c <= course.last]
            assert len(row) == len(set(row)) and max(codes) <= course.goal


def tock_with(**rules: object) -> CardCourse:
    """Tock for four with some of its rules keys changed."""
    described = shipped("tock")
    return CardCourse(RaceTopology(replace(described, rules=replace(described.rules, **rules)), 4))


def test_tock_a_seven_sends_back_every_other_colours_marble_it_passes_and_a_plain_count_does_not():
    red, blue, green = 10, at(TOCK, 1, TOCK.spaces[0][13]), at(TOCK, 2, TOCK.spaces[0][15])
    before = {0: [red], 1: [blue], 2: [green]}
    (seven,) = legal_moves(TOCK, position(TOCK, before, "7"))  # one red marble out: the whole 7 on it
    assert seven.relocations == ((0, red, red + 7, MOVED), (1, blue, START, BUMPED), (2, green, START, BUMPED))
    after = apply(TOCK, position(TOCK, before, "7"), seven)
    assert after.seats[1] == (START,) * 4 and after.seats[2] == (START,) * 4
    play_next(TOCK, after, "A")  # blue comes out again
    (eight,) = legal_moves(TOCK, position(TOCK, before, "8"))  # an 8 passes both and lands on nothing
    assert eight.relocations == ((0, red, red + 8, MOVED),)
    jumping = tock_with(split_passing="jump")
    assert [m.relocations for m in legal_moves(jumping, position(jumping, before, "7"))] == [
        ((0, red, red + 7, MOVED),)]


def test_tock_a_split_sevens_parts_each_clear_their_way_but_never_the_own_colour():
    back, front, blue = 10, 12, at(TOCK, 1, TOCK.spaces[0][14])
    before = position(TOCK, {0: [back, front], 1: [blue]}, "7")
    moves = ends(TOCK, before)
    two_then_five = (START, START, back + 2, front + 5)  # the front marble's 5 passes blue
    assert moves[(two_then_five, (START,) * 4, *before.seats[2:])].bumps == 1
    def whole(course: CardCourse) -> tuple[tuple[int, int, int, int], ...]:
        (move,) = [m for m in legal_moves(course, before) if m.relocations[0] == (0, back, back + 7, MOVED)]
        return move.relocations

    assert whole(TOCK) == ((0, back, back + 7, MOVED), (1, blue, START, BUMPED))  # its own marble passed stays
    assert whole(tock_with(split_passing="bump-all")) == (
        (0, back, back + 7, MOVED), (0, front, START, BUMPED), (1, blue, START, BUMPED))
    after = apply(TOCK, before, moves[(two_then_five, (START,) * 4, *before.seats[2:])])
    play_next(TOCK, after, "K")


def test_tock_a_seven_that_brings_the_last_marble_home_finishes_on_the_partners():
    home = [TOCK.ring + k for k in range(2, 5)]
    partner = 20
    before = position(TOCK, {0: [TOCK.lap, *home], 2: [partner]}, "7")
    finished = [m for m in legal_moves(TOCK, before) if m.relocations[0][:3] == (0, TOCK.lap, TOCK.ring + 1)]
    assert [m.relocations for m in finished] == [
        ((0, TOCK.lap, TOCK.ring + 1, MOVED), (2, partner, partner + 6, MOVED))]
    assert not legal_moves(tock_with(split_to_partner=False), before)  # the 1 alone would leave 6 unplayed
    after = apply(TOCK, before, finished[0])
    assert TOCK.has_won(after.seats, 0) and after.turn == 1
    play_next(TOCK, after, "A")


def test_tock_partners_pass_a_card_after_each_deal():
    greedy = [POLICIES["greedy"]()] * 4
    dealt = CardPosition(TOCK.start_position, 0, (("A", "K", "5", "9", "2"), ("3", "4", "6", "8", "10"),
                                                  ("5", "6", "8", "9", "10"), ("A", "2", "3", "4", "Q")))
    after = exchanged(TOCK, greedy, dealt, random.Random(1))
    # red holds two starters while green holds none: green gets one; seat 1 can play none of its
    # cards and gives its first; yellow keeps its only starter and gives the first card it cannot play
    assert TOCK.partners == (2, 3, 0, 1)
    assert after.hands == (("K", "5", "9", "2", "5"), ("4", "6", "8", "10", "2"),
                           ("6", "8", "9", "10", "A"), ("A", "3", "4", "Q", "3"))
    assert sorted(sum(after.hands, ())) == sorted(sum(dealt.hands, ()))
    green = after.holding(2, after.hands[2])
    moved = apply(TOCK, replace(green, turn=2), [m for m in legal_moves(TOCK, replace(green, turn=2))
                                                  if m.card == "A"][0])
    assert moved.seats[2] == (START, START, START, 1)  # green comes out with the ace red passed
    play_next(TOCK, moved, "A")


def test_a_seat_with_marbles_on_the_track_gives_the_card_worth_least_to_it():
    greedy = POLICIES["greedy"]()
    out = position(TOCK, {0: [10]}, "5")
    held = out.holding(0, ("Q", "2", "K"))
    assert greedy.gives(TOCK, held, 0, random.Random(1)) == "2"  # the partner has nothing out, but red's K is its
    # only starter and red has marbles waiting; of the rest the 2 moves least
