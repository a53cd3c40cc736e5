"""Fast Track on the description-driven card engine agrees with the game's own engine, on a
sample of the positions tests/ft_agreement.py compares (the script measures 10,000) and on
hand-made positions for the readings random games seldom reach; its description is a checked
description that lives with its game, not a shipped track game."""

from __future__ import annotations

import random
import tomllib
from dataclasses import replace
from importlib.resources import files

import pytest
from track_schemas import schema

from boardgen.errors import ParameterError
from boardgen.games.fast_track import on_engine
from boardgen.games.fast_track.state import PEN, RuleSet, State
from boardgen.games.fast_track.variants import VARIANT_IDS
from boardgen.games.registry import GAMES
from boardgen.games.track import card_moves, card_turns
from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.card_position import CardPosition
from boardgen.games.track.library import SHIPPED
from boardgen.games.track.loading import from_mapping, game_document
from boardgen.games.track.topology import Topology
from ft_agreement import Sample, compare, compare_scattered, new_moves, old_moves

RED, BLUE = 0, 1
RULES = RuleSet.create(4)
RIDE, BULL, HOME = RULES.ride, RULES.bulls_eye, RULES.home0


def test_the_description_meets_the_schema_and_is_not_a_shipped_track_game():
    text = (files("boardgen.games.fast_track") / "description.toml").read_text(encoding="utf-8")
    schema("moving").validate(tomllib.loads(text))  # how pieces move; the board is board.toml's
    described = on_engine.description()
    assert described.rules.shortcuts_first and described.rules.backward_when_stuck and described.shape.centre
    assert described.name not in SHIPPED
    assert GAMES["fast-track"] == ("fast_track", "GAME")  # its own game, as before


def test_shortcuts_that_make_no_ring_are_refused_in_a_card_game():
    described = on_engine.description()
    track = replace(described.track, shortcuts=described.track.shortcuts[1:])  # the centre without the ring
    with pytest.raises(ParameterError, match="shortcuts .*make one ring"):
        CardCourse(Topology(replace(described, track=track), 4))


def test_the_engine_plays_every_variation():
    assert set(on_engine.VARIATIONS) == set(VARIANT_IDS)


@pytest.mark.parametrize("players, teams", [(4, "pairs"), (6, "pairs"), (6, "alternate"), (8, "alternate")])
def test_one_player_per_team_takes_one_turn_a_team_and_moves_its_partners_marbles(players, teams):
    rules = RuleSet.create(players, teams, ("one-player-per-team",))
    course = on_engine.course_for(rules)
    assert course.turn_seats == rules.turn_seats
    partner = rules.mates(RED)[1]
    marbles = [[PEN] * 4 for _ in range(players)]
    out = rules.exit[partner] + 1
    marbles[partner][3] = out  # a partner's marble just out of its pen
    state = State(rules, tuple(tuple(sorted(row)) for row in marbles))
    seats = on_engine.engine_seats(course, state)
    position = CardPosition(seats, RED, tuple(("5",) if seat == RED else () for seat in range(players)))
    moves = card_moves.legal_moves(course, position)
    assert [on_engine.state_of(course, rules, card_moves.applied(seats, move.relocations)).marbles[partner]
            for move in moves] == [(PEN, PEN, PEN, out + 5)]
    after = card_moves.apply(course, position, moves[0])
    assert after.turn == rules.turn_seats[1] and after.hands[RED] == ()
    last = CardPosition(seats, rules.turn_seats[-1], position.hands)
    assert card_moves.lose(course, last).turn == RED  # round again to the first team


def test_team_turns_need_teams():
    described = replace(on_engine.description(), rules=replace(on_engine.description().rules, team_turns=True))
    with pytest.raises(ParameterError, match="--teams: pairs or alternate with rules.team_turns"):
        CardCourse(Topology(replace(described, players=(4,)), 4), seating="individual")


def test_marble_codes_go_there_and_back():
    rules = RuleSet.create(6, "pairs")
    course = on_engine.course_for(rules)
    codes = [PEN, *range(rules.track), *(rules.riding(j) for j in range(rules.players)), rules.bulls_eye,
             *(rules.home(h) for h in range(4))]
    for seat in range(rules.players):
        for code in codes:
            if code != rules.riding(seat):  # a ride never stands on its own exit
                assert on_engine.state_code(course, rules, seat, on_engine.engine_code(course, rules, seat, code)) == code


@pytest.mark.parametrize("variations, count", [((), 1200), (("no-backward-fallback",), 300),
                                               (("swap-bulls-eye",), 300), (("top-card",), 300),
                                               (("fourth-turn-out",), 600), (("one-player-per-team",), 300)])
@pytest.mark.parametrize("positions", [compare, compare_scattered], ids=["from-games", "scattered"])
def test_both_engines_offer_the_same_moves(positions, variations, count):
    agreement = positions(count, variations)
    assert agreement.differences == () and agreement.agreed == agreement.moves > 2 * count, agreement.lines()


def _both(marbles: tuple[tuple[int, ...], ...], card: str, rules: RuleSet = RULES, idle: int = 0) -> set[State]:
    sample = Sample(State(rules, tuple(tuple(sorted(row)) for row in marbles)), RED, (card,), idle)
    old, new = old_moves(sample)[card], new_moves(sample)[card]
    assert old == new
    return new


def _marbles(red: tuple[int, ...], blue: tuple[int, ...] = (PEN,) * 4) -> tuple[tuple[int, ...], ...]:
    return (red, blue, (PEN,) * 4, (PEN,) * 4)


FOURTH = RuleSet.create(4, variants=("fourth-turn-out",))


@pytest.mark.parametrize("red, idle, comes_out", [
    ((PEN, PEN, PEN, PEN), 3, True),
    ((PEN, PEN, HOME, HOME + 1), 4, True),  # home is not out
    ((PEN, PEN, PEN, PEN), 2, False),  # not yet long enough
    ((PEN, PEN, PEN, 30), 3, False),  # a marble out: the 2 moves it instead
])
def test_a_fourth_turn_out_brings_a_marble_out_with_any_card(red, idle, comes_out):
    """Three turns without a move and nothing out: a 2 brings a marble out of the pen (and the
    card played from there moves it on)."""
    ends = _both(_marbles(red), "2", FOURTH, idle)
    out = State(FOURTH, _marbles(tuple(sorted((*red[1:], FOURTH.exit[RED])))))
    assert (out in ends) == comes_out
    if comes_out:
        course = on_engine.course_for(FOURTH)
        seats = on_engine.engine_seats(course, out)
        after = CardPosition(seats, RED, (("3",), (), (), ()), (0,) * 4)
        moved = {on_engine.state_of(course, FOURTH, card_moves.applied(seats, move.relocations)).marbles[RED]
                 for move in card_moves.legal_moves(course, after)}
        assert moved == {tuple(sorted((*red[1:], FOURTH.exit[RED] + 3)))}


def test_a_rider_on_its_backward_exit_leaves_at_once():
    ends = _both(_marbles((RIDE + 1, PEN, PEN, PEN)), "4")
    assert ends == {State(RULES, _marbles((PEN, PEN, PEN, 10)))}


def test_a_backward_count_may_drop_into_the_bulls_eye():
    ends = _both(_marbles((3, PEN, PEN, PEN)), "4")
    assert {state.marbles[RED] for state in ends} == {(PEN, PEN, PEN, 55), (PEN, PEN, PEN, BULL)}


def test_a_rider_that_cannot_move_goes_back_to_its_pen():
    ends = _both(_marbles((0, RIDE + 3, PEN, PEN)), "2")  # its one hop would land on its own exit
    assert ends == {State(RULES, _marbles((PEN, PEN, PEN, 0)))}


def test_a_swap_onto_a_ride_on_the_swappers_own_exit_ends_the_ride():
    ends = _both(_marbles((5, PEN, PEN, PEN), (RIDE, PEN, PEN, PEN)), "J")
    assert State(RULES, _marbles((PEN, PEN, PEN, 0), (PEN, PEN, PEN, 5))) in ends


def test_a_marble_arrived_on_the_fast_track_must_move_next():
    """Red's 3 takes a marble onto blue's fast-track space; then a 5 may move only that marble:
    along the track, or round the fast track to red's own space and 2 on."""
    course = on_engine.course_for(RULES)
    seats = on_engine.engine_seats(course, State(RULES, _marbles((11, 30, PEN, PEN))))
    position = CardPosition(seats, RED, (("3",), (), (), ()))

    def red_after(move: card_moves.CardMove, seats: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
        return on_engine.state_of(course, RULES, card_moves.applied(seats, move.relocations)).marbles[RED]

    hop = next(move for move in card_moves.legal_moves(course, position) if red_after(move, seats) == (PEN, PEN, 14, 30))
    played = card_moves.apply(course, position, hop)
    after = CardPosition(played.seats, RED, played.holding(RED, ("5",)).hands)
    ends = {red_after(move, after.seats) for move in card_moves.legal_moves(course, after)}
    assert ends == {(PEN, PEN, 19, 30), (PEN, PEN, 2, 30)}  # never the marble on track:30


@pytest.mark.parametrize("edit, refusal", [
    ("[board]\nshape = \"polygon\"\n[track]\nper_side = 14\n[[track.shortcuts]]\nfrom = 0\nto = { side = 1, at = 0 }\n",
     r"movement\.cards\.J\[0\]: .*leave-centre only with board\.centre = true"),
    ("[track]\nper_side = 14\n", r"rules\.shortcuts_first: false without track\.shortcuts"),
])
def test_ring_keys_without_a_ring_are_refused_in_one_line(edit, refusal):
    data = game_document("fast_track")
    data.update(tomllib.loads(edit))
    with pytest.raises(ParameterError, match=refusal) as refused:
        from_mapping(data, "mine.toml")
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_whole_games_on_the_card_engine_reach_a_winner(policy):
    """The card engine's own game loop plays the description to the end: riders and the bull's
    eye are never home, and the greedy player scores them."""
    course = on_engine.course_for(RuleSet.create(4))
    record = card_turns.play_game(course, [card_turns.POLICIES[policy]() for _ in range(4)], random.Random(5), 4000)
    assert record.finished and record.winning_seat is not None and 20 < record.turns < 4000
