"""The move generator's shortcuts against the long way round, over crowded random positions.

Split 7s take shortcuts (``PegsLaneBoard.home_rest``, ``PegsLaneBoard.apart``) instead of playing every first
part on the board; here every first part is played on a copy of the position and the rest
found from scratch, and the moves must come out the same and in the same order, so seeded
games replay and the random policy's choice among them is unchanged. A whole hand's plain
cards are listed together (``PegsLaneBoard.steps``), and the board keeps masks of the track pegs
(``track_masks``) for smart; both are checked against the plain way too.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.support.games.pj import after, board

from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.simulation import POLICIES
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.race.lanes.table import Table, play_turns
from boardgen.play.cards import CARDS, Shoe

PLAIN_VARIANTS = ["overshoot-blocked", "overshoot-forced-around", "partner-bump-chain", "eight-jumps-own"]


@st.composite
def crowded_positions(draw):
    """Pegs bunched near one seat's in-spot, its teammates' in-spots and in its home, where part-moves meet."""
    players = draw(st.sampled_from([4, 6]))
    variants = draw(st.sets(st.sampled_from(PLAIN_VARIANTS), max_size=2))
    if {"overshoot-blocked", "overshoot-forced-around"} <= variants:
        variants.discard("overshoot-blocked")
    rule_set = PegsRuleSet.create(players, None, tuple(variants))
    n = rule_set.track
    seat = draw(st.integers(0, players - 1))
    spot = rule_set.in_spot[seat]
    near = [(spot + offset) % n for offset in range(-14, 8)]
    for mate in rule_set.team_seats(rule_set.team_of[seat]):
        if mate != seat:  # a peg on a teammate's in-spot decides whether the teammate can be bumped
            near += [(rule_set.in_spot[mate] + offset) % n for offset in range(-8, 8)]
    holes = draw(st.lists(st.sampled_from(near), unique=True, max_size=16))
    holes += draw(st.lists(st.integers(0, n - 1), unique=True, max_size=6))
    holes = list(dict.fromkeys(holes))
    rows = []
    for owner in range(players):
        row = [START] * 5
        free_home = list(range(5))
        for slot in range(5):
            kind = draw(st.sampled_from(["start", "track", "track", "home"] if owner == seat else ["start", "track"]))
            if kind == "track" and holes:
                row[slot] = holes.pop()
            elif kind == "home":
                row[slot] = rule_set.home(free_home.pop(draw(st.integers(0, len(free_home) - 1))))
        rows.append(tuple(sorted(row)))
    return State(rule_set, tuple(rows)), seat


def _move(relocations: tuple[card_play.Relocation, ...]) -> card_play.LaneMove:
    return card_play.LaneMove("7", relocations)


def sevens_the_long_way(state: State, seat: int) -> list[tuple[frozenset, bool]]:
    """A 7 whole, or split: each first part played on a copy, the rest asked of that copy."""
    board = card_play.PegsLaneBoard(state)
    found: list[tuple[tuple[card_play.Relocation, ...], bool]] = list(board.advances(seat, 7, *board.lane(seat)))
    if sum(code != START for code in state.pegs[seat]) >= 2:
        for part in range(1, 7):
            for first, around in board.advances(seat, part, *board.lane(seat)):
                middle = card_play.PegsLaneBoard(card_play.apply(state, _move(first)))
                for second, around2 in middle.advances(seat, 7 - part, *middle.lane(seat), first[0][2]):
                    found.append((first + second, around or around2))
    distinct: dict[frozenset, bool] = {}
    for relocations, around in found:
        distinct.setdefault(frozenset(relocations), around)
    return list(distinct.items())


@pytest.mark.slow  # 400 random positions the long way
@settings(max_examples=400, deadline=None)
@given(crowded_positions())
def test_split_sevens_equal_the_long_way_in_order(case):
    state, seat = case
    fast: list[card_play.LaneMove] = []
    card_play.PegsLaneBoard(state).split("7", 7, seat, seat, fast)
    assert [(frozenset(m.relocations), m.around) for m in fast] == sevens_the_long_way(state, seat)


def test_a_first_part_leaving_a_teammates_in_spot_lets_the_rest_bump_the_teammate():
    """Red moves 3 off its partner's in-spot, then 4 onto the partner, who is bumped to that in-spot."""
    state = board({0: ["track:33", "track:39"], 2: ["track:37"]})
    moves: list[card_play.LaneMove] = []
    card_play.PegsLaneBoard(state).split("7", 7, 0, 0, moves)
    results = {card_play.apply(state, move) for move in moves}
    assert after(state, {0: ["track:37", "track:42"], 2: ["track:39"]}) in results
    assert [(frozenset(m.relocations), m.around) for m in moves] == sevens_the_long_way(state, 0)


@settings(max_examples=100, deadline=None)
@given(crowded_positions())
def test_a_board_replays_the_same_moves_after_trying_others(case):
    """Trying moves (and undoing them) leaves the board's rows as they were, so order is stable."""
    state, seat = case
    board = card_play.PegsLaneBoard(state)
    before = card_play.Turn(board, seat, ["8", "JOKER"]).all_moves()
    card_play.Turn(board, seat, ["7", "9", "A"]).all_moves()
    assert card_play.Turn(board, seat, ["8", "JOKER"]).all_moves() == before
    assert board.state() == state


def test_overshoot_forced_around_reports_replay_across_interpreter_runs():
    """The same seed gives the same report even when Python hashes strings differently."""
    script = (
        "from boardgen.games.pegs_and_jokers.simulation import simulate\n"
        "from boardgen.games.pegs_and_jokers.state import PegsRuleSet\n"
        "print(simulate(PegsRuleSet.create(4, None, ('overshoot-forced-around',)), 3, 7))\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)},
        ).stdout
        for hash_seed in (1, 2, 3)
    }
    assert len(outputs) == 1


@pytest.mark.slow  # random positions the long way
@settings(max_examples=300, deadline=None)
@given(crowded_positions())
def test_advances_for_every_count_at_once_equal_one_count_at_a_time(case):
    """``PegsLaneBoard.advances_upto`` (used by split 7s) against ``PegsLaneBoard.advances``, count by count, in order."""
    state, seat = case
    board = card_play.PegsLaneBoard(state)
    lane = board.lane(seat)
    together = board.advances_upto(seat, 7, *lane)
    assert together[0] == []
    for count in range(1, 8):
        assert together[count] == board.advances(seat, count, *lane)


@pytest.mark.slow  # 300 random positions the long way
@settings(max_examples=300, deadline=None)
@given(crowded_positions(), st.integers(1, 13))
def test_a_plain_card_moves_as_advances_do_in_order(case, count):
    """``PegsLaneBoard.simple`` (every plain card) against ``PegsLaneBoard.advances`` made into moves."""
    state, seat = case
    board = card_play.PegsLaneBoard(state)
    moves: list[card_play.LaneMove] = []
    board.simple("K", count, seat, seat, moves)
    assert moves == [card_play.LaneMove("K", r, a) for r, a in board.advances(seat, count, *board.lane(seat))]


@settings(max_examples=300, deadline=None)
@given(crowded_positions(), st.lists(st.sampled_from(CARDS), min_size=1, max_size=5))
def test_a_whole_hand_lists_the_moves_of_its_cards_one_by_one(case, hand):
    """``Turn.all_moves`` (the plain cards listed together, ``PegsLaneBoard.steps``) against each card's own generator."""
    state, seat = case
    board = card_play.PegsLaneBoard(state)
    one_by_one = [move for card in dict.fromkeys(hand) for move in card_play.Turn(board, seat, hand).moves_for(card)]
    assert list(card_play.Turn(board, seat, hand).all_moves()) == one_by_one


@pytest.mark.parametrize("policy", ["random", "smart"])
def test_the_track_masks_follow_the_pegs_through_a_game(policy):
    """``LaneBoard.track_masks``, kept by the turn loop once asked for, against the pegs a few hundred turns on."""
    rule_set = PegsRuleSet.create(4)
    for seed in range(3):
        shoe = Shoe(3, random.Random(seed))
        table = Table(card_play.PegsLaneBoard(State.initial(rule_set)), shoe, shoe.deal(4, rule_set.hand_size), turns=card_play.Turn)
        table.board.track_masks()
        play_turns(table, [POLICIES[policy]() for _ in range(4)], random.Random(seed), 300)
        board = table.board
        assert board.track_masks() == [sum(1 << code for code in row if 0 <= code < board.n) for row in board.pegs]
