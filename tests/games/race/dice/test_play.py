"""Dice-played track games from their descriptions: the exact legal moves of set-up positions
under each rule a description names (every state change played on after it), whole random
games that always end with every piece accounted for, and reproducible reports."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from tests.support.cli_calls import invoke, said
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgen.errors import ParameterError
from boardgen.games.rules_registry import SIMULATION_FACTS, engine
from boardgen.games.race.dice.course import START, Course
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.dice.moves import DiceMove, apply, forfeit, legal_moves
from boardgen.games.race.dice.players import POLICIES
from boardgen.games.race.dice.position import DicePosition
from boardgen.games.race.simulation_facts import DICE_GAMES
from boardgen.games.race.board.topology import RaceTopology
from boardgen.games.race.dice.turns import simulate, throw


def course(name: str, players: int = 4) -> Course:
    return Course(RaceTopology(shipped(name), players))


def step_on(c: Course, seat: int, index: int) -> int:
    """The step at which ``seat``'s pieces stand on track space ``index``."""
    return (index - c.topology.seats[seat].entry) % c.topology.track_length + 1


def at(c: Course, seats: dict[int, tuple[int, ...]], turn: int = 0, dice: tuple[int, ...] = ()) -> DicePosition:
    """A position with the given seats' steps (the others all in start) and ``dice`` thrown."""
    rows = tuple(tuple(sorted(seats.get(s, (START,) * c.description.pieces))) for s in range(c.players))
    return DicePosition(rows, turn).thrown(dice)


LUDO = course("ludo")
OUT = (START,) * 4


def test_a_piece_enters_only_on_a_six():
    assert legal_moves(LUDO, at(LUDO, {}, dice=(5,))) == []
    assert legal_moves(LUDO, at(LUDO, {}, dice=(6,))) == [DiceMove(0, START, 1, (6,))]
    after = apply(LUDO, at(LUDO, {}, dice=(6,)), DiceMove(0, START, 1, (6,)))
    assert after.seats[0] == (START, START, START, 1)
    assert (after.turn, after.throw) == (0, ())  # a six throws again
    assert legal_moves(LUDO, after.thrown((4,))) == [DiceMove(0, 1, 5, (4,))]


def test_no_move_passes_the_throw_and_a_six_throws_again():
    nothing = at(LUDO, {}, dice=(3,))
    assert legal_moves(LUDO, nothing) == []
    assert forfeit(LUDO, nothing) == DicePosition(LUDO.start_position, 1)
    sixes = at(LUDO, {0: (START, START, START, 10)}, dice=(6,))
    assert legal_moves(LUDO, sixes) == [DiceMove(0, START, 1, (6,)), DiceMove(0, 10, 16, (6,))]
    again = apply(LUDO, sixes, DiceMove(0, 10, 16, (6,)))
    assert (again.turn, again.seats[0]) == (0, (START, START, START, 16))
    five = apply(LUDO, again.thrown((5,)), DiceMove(0, 16, 21, (5,)))
    assert (five.turn, five.throw) == (1, ())


def test_landing_on_an_opponent_sends_it_to_its_start_area():
    target = LUDO.track_index(0, 5)
    assert target not in LUDO.safe
    theirs = step_on(LUDO, 1, target)
    position = at(LUDO, {0: (START, START, START, 3), 1: (START, START, START, theirs)}, dice=(2,))
    assert legal_moves(LUDO, position) == [DiceMove(0, 3, 5, (2,), ((1, theirs),))]
    after = apply(LUDO, position, DiceMove(0, 3, 5, (2,), ((1, theirs),)))
    assert after.seats[:2] == ((START, START, START, 5), OUT)
    assert after.turn == 1
    assert legal_moves(LUDO, after.thrown((6,))) == [DiceMove(1, START, 1, (6,))]


def test_a_safe_space_protects_the_piece_on_it():
    safe = LUDO.track_index(0, 9)
    assert safe in LUDO.safe  # the star square, eight spaces on from the start square (step 1)
    theirs = step_on(LUDO, 1, safe)
    position = at(LUDO, {0: (START, START, 5, 7), 1: (START, START, START, theirs)}, dice=(4,))
    assert legal_moves(LUDO, position) == [DiceMove(0, 7, 11, (4,))]  # 5 + 4 would land on the guarded star
    after = apply(LUDO, position, DiceMove(0, 7, 11, (4,)))
    assert after.seats[:2] == ((START, START, 5, 11), (START, START, START, theirs))
    assert legal_moves(LUDO, after.thrown((2,))) == [DiceMove(1, theirs, theirs + 2, (2,), ((0, 11),))]


def test_a_space_holds_one_piece_without_blockades():
    position = at(LUDO, {0: (START, START, 3, 5)}, dice=(2,))
    assert legal_moves(LUDO, position) == [DiceMove(0, 5, 7, (2,))]
    after = apply(LUDO, position, DiceMove(0, 5, 7, (2,)))
    assert legal_moves(LUDO, after.thrown((6,))) == [
        DiceMove(1, START, 1, (6,))]


def test_an_overshoot_of_the_home_stretch_is_refused_under_exact_finish():
    last = LUDO.last
    position = at(LUDO, {0: (START, START, START, last - 1)}, dice=(2,))
    assert legal_moves(LUDO, position) == []
    exact = at(LUDO, {0: (START, last - 3, last - 2, last - 1)}, dice=(1,))
    assert legal_moves(LUDO, exact) == [DiceMove(0, last - 1, last, (1,))]
    after = apply(LUDO, exact, DiceMove(0, last - 1, last, (1,)))
    assert after.seats[0] == (START, last - 3, last - 2, last)
    assert legal_moves(LUDO, after.thrown((2,))) == []  # last - 1 is free but two would overshoot from last - 2


def test_without_exact_finish_an_overshoot_stops_on_the_last_hole():
    loose = Course(RaceTopology(replace(shipped("ludo"), rules=replace(shipped("ludo").rules, exact_finish=False)), 4))
    last = loose.last
    position = at(loose, {0: (START, START, START, last - 1)}, dice=(5,))
    assert legal_moves(loose, position) == [DiceMove(0, last - 1, last, (5,))]
    after = apply(loose, position, DiceMove(0, last - 1, last, (5,)))
    assert legal_moves(loose, after.thrown((3,))) == []


def test_a_home_hole_holds_one_piece_and_all_home_wins():
    last = LUDO.last
    position = at(LUDO, {0: (last - 3, last - 2, last - 1, last)}, dice=(1,))
    assert legal_moves(LUDO, position) == []  # every hole one on is taken, and the last has none
    assert position.has_won(LUDO, 0)
    lap = LUDO.lap
    almost = at(LUDO, {0: (lap, last - 2, last - 1, last)}, dice=(1,))
    assert not almost.has_won(LUDO, 0)
    move = DiceMove(0, lap, lap + 1, (1,))
    assert legal_moves(LUDO, almost) == [move]
    assert apply(LUDO, almost, move).has_won(LUDO, 0)


def test_bump_none_forbids_landing_on_an_opponent():
    d = shipped("mensch")
    gentle = Course(RaceTopology(replace(d, rules=replace(d.rules, bump="none")), 4))
    theirs = step_on(gentle, 1, gentle.track_index(0, 4))
    position = at(gentle, {0: (START, START, START, 1), 1: (START, START, START, theirs)}, dice=(3,))
    assert legal_moves(gentle, position) == []
    after = apply(gentle, position.thrown((2,)), DiceMove(0, 1, 3, (2,)))
    assert legal_moves(gentle, after.thrown((1,))) == [DiceMove(1, theirs, theirs + 1, (1,))]


CROSS = course("blockade-cross")


def test_two_dice_each_play_and_enter_on_a_five_or_a_total_of_five():
    position = at(CROSS, {0: (START, START, START, 10)}, dice=(2, 3))
    assert legal_moves(CROSS, position) == [DiceMove(0, START, 1, (2, 3)), DiceMove(0, 10, 12, (2,)), DiceMove(0, 10, 13, (3,))]
    after = apply(CROSS, position, DiceMove(0, 10, 12, (2,)))
    assert (after.turn, after.left) == (0, (3,))  # the other die is still to play
    assert legal_moves(CROSS, after) == [DiceMove(0, 12, 15, (3,))]
    done = apply(CROSS, after, DiceMove(0, 12, 15, (3,)))
    assert (done.turn, done.throw) == (1, ())  # no extra turn in this description
    five = at(CROSS, {}, dice=(5, 1))
    assert legal_moves(CROSS, five) == [DiceMove(0, START, 1, (5,))]


def test_a_blockade_lets_no_piece_pass_or_land():
    wall = CROSS.track_index(0, 6)
    theirs = step_on(CROSS, 1, wall)
    position = at(CROSS, {0: (START, START, START, 3), 1: (START, START, theirs, theirs)}, dice=(2, 4))
    assert legal_moves(CROSS, position) == [DiceMove(0, 3, 5, (2,))]
    after = apply(CROSS, position, DiceMove(0, 3, 5, (2,)))
    assert legal_moves(CROSS, after) == []  # 5 + 4 passes the pair: the four is lost
    broken = apply(CROSS, forfeit(CROSS, after).thrown((1, 2)), DiceMove(1, theirs, theirs + 1, (1,)))
    assert broken.seats[1] == (START, START, theirs, theirs + 1)
    passing = at(CROSS, {0: (START, START, START, 5), 1: broken.seats[1]}, dice=(4, 4))
    assert legal_moves(CROSS, passing) == [DiceMove(0, 5, 9, (4,))]


MARBLES = course("shortcut-marbles")


def test_a_piece_on_a_star_may_take_shortcuts_a_step_each_then_walk():
    star = 7  # the inner corner a marble reaches first, step 7 from its entry
    assert MARBLES.hops[0][star] == (21, MARBLES.centre)
    position = at(MARBLES, {0: (START, START, START, star)}, dice=(3,))
    assert legal_moves(MARBLES, position) == [
        DiceMove(0, star, 10, (3,)),             # walked
        DiceMove(0, star, 23, (3,)),             # to the next star, then two on
        DiceMove(0, star, 36, (3,)),             # two stars on, then one
        DiceMove(0, star, 49, (3,)),             # three stars on: the last before home
        DiceMove(0, star, MARBLES.centre, (3,)),  # two stars on, then into the centre by exact count
    ]
    after = apply(MARBLES, position, DiceMove(0, star, MARBLES.centre, (3,)))
    assert after.seats[0] == (START, START, START, MARBLES.centre)
    assert not after.has_won(MARBLES, 0)
    assert after.turn == 1
    back = DicePosition(after.seats, 0)  # seat 0's next turn
    assert legal_moves(MARBLES, back.thrown((4,))) == []  # the centre is left only on a 1 (hooks)
    assert legal_moves(MARBLES, back.thrown((1,))) == [
        DiceMove(0, START, 1, (1,)), *(DiceMove(0, MARBLES.centre, s, (1,)) for s in (7, 21, 35, 49))]


def test_no_shortcut_runs_past_the_exit_and_the_centre_bumps():
    last_star = 49
    assert MARBLES.hops[0][last_star] == (MARBLES.centre,)
    theirs = MARBLES.centre
    position = at(MARBLES, {0: (START, START, START, last_star), 1: (START, START, START, theirs)}, dice=(1,))
    assert legal_moves(MARBLES, position) == [
        DiceMove(0, START, 1, (1,)), DiceMove(0, last_star, 50, (1,)), DiceMove(0, last_star, theirs, (1,), ((1, theirs),))]
    after = apply(MARBLES, position, DiceMove(0, last_star, theirs, (1,), ((1, theirs),)))
    assert after.seats[1] == OUT and after.turn == 1
    assert legal_moves(MARBLES, after.thrown((6,))) == [DiceMove(1, START, 1, (6,))]


def pieces_accounted_for(c: Course, position: DicePosition) -> None:
    for steps in position.seats:
        assert len(steps) == c.description.pieces
        assert all(START <= s <= c.last or s == c.centre for s in steps)
        home = [s for s in steps if c.lap < s <= c.last]
        assert len(home) == len(set(home))
    spaces = [c.track_index(seat, s) for seat, steps in enumerate(position.seats) for s in steps if START < s <= c.lap]
    spaces += [-1 for steps in position.seats for s in steps if s == c.centre]
    most = 2 if c.description.rules.blockades else 1
    assert all(spaces.count(space) <= most for space in spaces)  # one piece a hole, a blockade's two


@pytest.mark.parametrize("name", DICE_GAMES)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_games_end_within_the_cap_with_every_piece_kept(name: str, seed: int) -> None:
    c = course(name)
    rng = random.Random(seed)
    players = [POLICIES["random"]() for _ in range(c.players)]
    position = DicePosition.initial(c)
    for _throw in range(20_000):
        seat = position.turn
        position = position.thrown(throw(c, rng))
        while position.left:
            moves = legal_moves(c, position)
            if not moves:
                position = forfeit(c, position)
                break
            position = apply(c, position, players[seat].choose(c, position, moves, rng))
            pieces_accounted_for(c, position)
            if position.has_won(c, seat):
                return
    pytest.fail(f"{name} seed {seed}: no winner in 20,000 throws")


@pytest.mark.parametrize("name", DICE_GAMES)
def test_the_same_seed_gives_the_same_report(name: str) -> None:
    c = course(name)
    first = simulate(c, 6, 11, "greedy")
    assert first.as_dict() == simulate(c, 6, 11, "greedy").as_dict()
    assert first.finished == 6
    assert first.as_dict() != simulate(c, 6, 12, "greedy").as_dict()


@pytest.mark.parametrize("name", DICE_GAMES)
def test_the_facts_follow_the_description(name: str) -> None:
    assert SIMULATION_FACTS[name].default_players == shipped(name).players[0]


def test_every_shipped_dice_description_plays_or_is_refused_by_name():
    for name in SHIPPED:
        d = shipped(name)
        if d.movement.source == "dice" and not d.track.slides:
            assert name in DICE_GAMES
        else:
            assert name not in DICE_GAMES
            with pytest.raises(ParameterError):
                Course(RaceTopology(d, d.players[0]))


def test_simulate_ludo_on_the_command_line(tmp_path: Path) -> None:
    code, out, err = invoke(["simulate", "ludo", "--games", "4", "--seed", "5", "--players", "6",
                             "--format", "json"], tmp_path)
    assert code == 0, err
    assert '"game": "ludo"' in out and '"players": 6' in out and '"finished": 4' in out


@pytest.mark.parametrize(("args", "named"), [
    (["--decks", "2"], "--decks"), (["--teams", "pairs"], "--teams"), (["--variant", "x"], "--variant"),
    (["--players", "5"], "--players"), (["--policy", "smart"], "--policy"),
])
def test_bad_input_is_one_line_naming_the_parameter(args: list[str], named: str, tmp_path: Path) -> None:
    code, _out, err = invoke(["simulate", "ludo", "--games", "2", *args], tmp_path)
    assert code == 2
    lines = said(err)
    assert len(lines) == 1 and named in lines[0], lines


def test_rules_moves_refuses_a_track_position_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ParameterError, match="--position"):
        engine("ludo").parse_position('{"game": "ludo"}')
