"""The dice games' own rules, said by description keys: Mensch's duties (a six brings a piece
out, the entry space is cleared first, three throws while nothing can move), Ludo's third six
in a row, Parcheesi's doubles (again, the third, the undersides with every piece out), every
die played that can be (the larger when only one can) and its 20 and 10 bonuses. Built positions where each rule applies and where it does not, the exact legal
moves, and every state change played on after it; bad keys refused in one line, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.games.race.dice.test_play import at, course, step_on
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.race.dice.course import START
from boardgen.games.race.dice.moves import DiceMove, apply, forfeit, legal_moves, thrown
from boardgen.games.race.dice.position import DicePosition
from boardgen.games.race.dice.turns import play_game, simulate
from tests.support.paths import REPO

MENSCH = course("mensch")
LUDO = course("ludo")
CROSS = course("blockade-cross")
WAIT = (START, START, START)


def test_a_six_must_bring_a_piece_out_then_the_entry_space_is_cleared_first():
    six = at(MENSCH, {0: (*WAIT, 10)}, dice=(6,))
    assert legal_moves(MENSCH, six) == [DiceMove(0, START, 1, (6,))]  # not the piece on 10
    out = apply(MENSCH, six, DiceMove(0, START, 1, (6,)))
    assert (out.turn, out.seats[0], out.streak) == (0, (START, START, 1, 10), 1)  # a six throws again
    three = out.thrown((3,))
    assert legal_moves(MENSCH, three) == [DiceMove(0, 1, 4, (3,))]  # off the entry space first
    after = apply(MENSCH, three, DiceMove(0, 1, 4, (3,)))
    assert (after.turn, after.seats[0]) == (1, (START, START, 4, 10))
    assert legal_moves(MENSCH, after.thrown((6,))) == [DiceMove(1, START, 1, (6,))]


def test_with_its_own_piece_on_the_entry_space_a_six_moves_that_piece():
    six = at(MENSCH, {0: (START, START, 1, 10)}, dice=(6,))
    assert legal_moves(MENSCH, six) == [DiceMove(0, 1, 7, (6,))]
    after = apply(MENSCH, six, DiceMove(0, 1, 7, (6,)))
    assert legal_moves(MENSCH, after.thrown((6,))) == [DiceMove(0, START, 1, (6,))]


def test_an_entry_piece_that_cannot_move_leaves_the_others_free():
    blocked = at(MENSCH, {0: (START, START, 1, 4)}, dice=(3,))
    assert legal_moves(MENSCH, blocked) == [DiceMove(0, 4, 7, (3,))]
    after = apply(MENSCH, blocked, DiceMove(0, 4, 7, (3,)))
    assert legal_moves(MENSCH, thrown(MENSCH, after, (3,))) == []  # seat 1 has nothing out


def test_with_none_in_start_there_is_no_duty():
    free = at(MENSCH, {0: (1, 5, 10, 15)}, dice=(2,))
    assert legal_moves(MENSCH, free) == [DiceMove(0, 1, 3, (2,)), DiceMove(0, 5, 7, (2,)), DiceMove(0, 10, 12, (2,)),
                                         DiceMove(0, 15, 17, (2,))]
    ludo = at(LUDO, {0: (*WAIT, 10)}, dice=(6,))  # Ludo has no duty: out or on, the player's choice
    assert legal_moves(LUDO, ludo) == [DiceMove(0, START, 1, (6,)), DiceMove(0, 10, 16, (6,))]


def test_three_throws_while_nothing_can_move_then_the_turn_passes():
    first = at(MENSCH, {}, dice=(2,))
    second = forfeit(MENSCH, first)
    assert second == DicePosition(MENSCH.start_position, 0, tries=1)
    third = forfeit(MENSCH, second.thrown((5,)))
    assert third == DicePosition(MENSCH.start_position, 0, tries=2)
    assert forfeit(MENSCH, third.thrown((1,))) == DicePosition(MENSCH.start_position, 1)
    six = third.thrown((6,))  # the third throw a six: out, and throw again
    assert legal_moves(MENSCH, six) == [DiceMove(0, START, 1, (6,))]
    out = apply(MENSCH, six, DiceMove(0, START, 1, (6,)))
    assert (out.turn, out.tries, out.streak) == (0, 0, 1)
    assert legal_moves(MENSCH, out.thrown((4,))) == [DiceMove(0, 1, 5, (4,))]


def test_pieces_packed_home_count_as_stuck_and_a_hole_ahead_does_not():
    last = MENSCH.last
    packed = at(MENSCH, {0: (START, START, last - 1, last)}, dice=(3,))
    assert legal_moves(MENSCH, packed) == []
    assert forfeit(MENSCH, packed).turn == 0
    gap = at(MENSCH, {0: (START, START, START, MENSCH.lap + 1)}, dice=(5,))
    assert legal_moves(MENSCH, gap) == []  # 5 runs past the last hole, 3 would not
    assert forfeit(MENSCH, gap).turn == 1
    assert legal_moves(MENSCH, forfeit(MENSCH, gap).thrown((6,))) == [DiceMove(1, START, 1, (6,))]


def test_ludo_has_one_throw_while_stuck():
    assert forfeit(LUDO, at(LUDO, {}, dice=(2,))) == DicePosition(LUDO.start_position, 1)


def test_ludo_third_six_in_a_row_is_not_played_and_the_turn_ends():
    first = at(LUDO, {0: (*WAIT, 10)}, dice=(6,))
    assert legal_moves(LUDO, first) == [DiceMove(0, START, 1, (6,)), DiceMove(0, 10, 16, (6,))]
    second = thrown(LUDO, apply(LUDO, first, DiceMove(0, 10, 16, (6,))), (6,))
    assert (second.turn, second.streak) == (0, 1)
    assert legal_moves(LUDO, second) == [DiceMove(0, START, 1, (6,)), DiceMove(0, 16, 22, (6,))]
    after = apply(LUDO, second, DiceMove(0, 16, 22, (6,)))
    assert (after.turn, after.streak) == (0, 2)
    void = thrown(LUDO, after, (6,))  # the third six in a row
    assert void == DicePosition(after.seats, 1)
    assert legal_moves(LUDO, thrown(LUDO, void, (6,))) == [DiceMove(1, START, 1, (6,))]
    fourth = thrown(LUDO, after, (4,))  # had it been a four, it is played and the turn ends
    assert legal_moves(LUDO, fourth) == [DiceMove(0, 22, 26, (4,))]
    assert apply(LUDO, fourth, DiceMove(0, 22, 26, (4,))).turn == 1


def test_mensch_plays_every_six():
    two = DicePosition(((*WAIT, 10), *MENSCH.start_position[1:]), 0, streak=2)
    mensch = thrown(MENSCH, two, (6,))
    assert legal_moves(MENSCH, mensch) == [DiceMove(0, START, 1, (6,))]
    assert apply(MENSCH, mensch, DiceMove(0, START, 1, (6,))).streak == 3


def test_doubles_throw_again_and_the_third_sends_the_piece_furthest_along_back():
    position = at(CROSS, {0: (START, START, 10, 71)}, dice=(2, 2))  # 71: the last home hole
    for streak, (die, step) in enumerate(((2, 10), (3, 14))):
        assert legal_moves(CROSS, position) == [DiceMove(0, step, step + die, (die,))]
        position = apply(CROSS, position, DiceMove(0, step, step + die, (die,)))
        assert legal_moves(CROSS, position) == [DiceMove(0, step + die, step + 2 * die, (die,))]
        position = apply(CROSS, position, DiceMove(0, step + die, step + 2 * die, (die,)))
        assert (position.turn, position.streak) == (0, streak + 1)
        position = thrown(CROSS, position, (3, 3))
    assert position == DicePosition(((START, START, START, 71), *CROSS.start_position[1:]), 1)
    assert legal_moves(CROSS, thrown(CROSS, position, (4, 4))) == []  # seat 1: nothing out, no five
    again = thrown(CROSS, DicePosition(position.seats, 0, streak=2), (3, 4))  # a third throw, not doubles: played
    assert legal_moves(CROSS, again) == []
    assert forfeit(CROSS, again).turn == 1


def test_a_capture_earns_20_steps_for_one_piece_once_the_dice_are_played():
    theirs = 61  # seat 1's step on seat 0's step 10, off the safe spaces
    assert CROSS.track_index(1, theirs) == CROSS.track_index(0, 10) and CROSS.track_index(0, 10) not in CROSS.safe
    position = at(CROSS, {0: (START, START, START, 7), 1: (START, START, START, theirs)}, dice=(3, 1))
    capture = DiceMove(0, 7, 10, (3,), ((1, theirs),))
    assert legal_moves(CROSS, position) == [capture, DiceMove(0, 7, 8, (1,))]
    after = apply(CROSS, position, capture)
    assert (after.left, after.bonus) == ((1,), (20,))
    assert legal_moves(CROSS, after) == [DiceMove(0, 10, 11, (1,))]  # the die first
    bonus = apply(CROSS, after, DiceMove(0, 10, 11, (1,)))
    assert (bonus.turn, bonus.left, bonus.bonus) == (0, (20,), ())
    assert legal_moves(CROSS, bonus) == [DiceMove(0, 11, 31, (20,))]  # one piece, the whole 20
    done = apply(CROSS, bonus, DiceMove(0, 11, 31, (20,)))
    assert (done.turn, done.seats[0], done.seats[1]) == (1, (START, START, START, 31), (START,) * 4)
    assert legal_moves(CROSS, done.thrown((5, 2))) == [DiceMove(1, START, 1, (5,))]


def test_a_bonus_is_offered_when_the_die_left_cannot_be_played():
    guard = step_on(CROSS, 2, CROSS.track_index(0, 13))  # seat 2 on a safe space three ahead of 10
    assert CROSS.track_index(0, 13) in CROSS.safe
    position = at(CROSS, {0: (START, START, START, 6), 1: (START, START, START, 61), 2: (START, START, START, guard)},
                  dice=(4, 3))
    capture = DiceMove(0, 6, 10, (4,), ((1, 61),))
    assert legal_moves(CROSS, position) == [capture]  # either die alone (the 3 then blocked), so the larger
    after = apply(CROSS, position, capture)
    assert (after.left, after.bonus, legal_moves(CROSS, after)) == ((3,), (20,), [])
    bonus = forfeit(CROSS, after)
    assert (bonus.turn, bonus.left, bonus.bonus) == (0, (20,), ())
    assert legal_moves(CROSS, bonus) == [DiceMove(0, 10, 30, (20,))]
    assert apply(CROSS, bonus, DiceMove(0, 10, 30, (20,))).turn == 1


def test_a_piece_brought_home_earns_10_and_a_bonus_no_piece_can_use_is_lost():
    position = at(CROSS, {0: (START, START, 20, 62)}, dice=(3, 1))
    assert legal_moves(CROSS, position) == [DiceMove(0, 20, 23, (3,)), DiceMove(0, 20, 21, (1,)), DiceMove(0, 62, 65, (3,)),
                                            DiceMove(0, 62, 63, (1,))]
    home = apply(CROSS, position, DiceMove(0, 62, 65, (3,)))
    assert (home.left, home.bonus) == ((1,), (10,))
    bonus = apply(CROSS, home, DiceMove(0, 20, 21, (1,)))
    assert legal_moves(CROSS, bonus) == [DiceMove(0, 21, 31, (10,))]  # the piece home cannot run past the last hole
    assert apply(CROSS, bonus, DiceMove(0, 21, 31, (10,))).turn == 1
    stuck = at(CROSS, {0: (START, START, START, 62)}, dice=(3, 1))
    owed = apply(CROSS, stuck, DiceMove(0, 62, 65, (3,)))
    owed = apply(CROSS, owed, DiceMove(0, 65, 66, (1,)))
    assert (owed.left, legal_moves(CROSS, owed)) == ((10,), [])
    assert forfeit(CROSS, owed) == DicePosition(owed.seats, 1)


def test_doubles_with_every_piece_out_are_played_on_the_dice_undersides_too():
    out = DicePosition(((10, 20, 30, 40), *CROSS.start_position[1:]), 0)
    bonus = thrown(CROSS, out, (5, 5))
    assert (bonus.throw, bonus.left) == ((5, 5), (5, 5, 2, 2))
    assert thrown(CROSS, out, (5, 4)).left == (5, 4)  # not doubles
    waiting = DicePosition(((START, 20, 30, 40), *CROSS.start_position[1:]), 0)
    assert thrown(CROSS, waiting, (5, 5)).left == (5, 5)  # a piece still in start: the faces up only
    position = bonus
    for origin, die in ((10, 5), (15, 5), (20, 2), (22, 2)):
        assert DiceMove(0, origin, origin + die, (die,)) in legal_moves(CROSS, position)
        position = apply(CROSS, position, DiceMove(0, origin, origin + die, (die,)))
    assert (position.seats[0], position.turn, position.streak, position.left) == ((20, 24, 30, 40), 0, 1, ())
    again = thrown(CROSS, position, (1, 1))  # the doubles threw again, and these too are played four times
    assert again.left == (1, 1, 6, 6)
    assert DiceMove(0, 40, 46, (6,)) in legal_moves(CROSS, again)


def _blockade_at(step: int) -> tuple[int, ...]:
    """Seat 1's two pieces side by side on seat 0's step ``step``, a blockade."""
    theirs = step_on(CROSS, 1, CROSS.track_index(0, step))
    return (START, START, theirs, theirs)


def test_a_die_is_never_given_up_by_choice():
    last = CROSS.last
    position = at(CROSS, {0: (26, last - 3, last - 1, last), 1: _blockade_at(30)}, dice=(3, 1))
    # 26 + 1 leaves the 3 nowhere to go (27 + 3 is the blockade, the home piece is boxed in);
    # 26 + 3 then the home piece's 1, or the home piece's 1 then 26 + 3, play both dice
    assert legal_moves(CROSS, position) == [DiceMove(0, 26, 29, (3,)), DiceMove(0, last - 3, last - 2, (1,))]
    after = apply(CROSS, position, DiceMove(0, 26, 29, (3,)))
    assert legal_moves(CROSS, after) == [DiceMove(0, last - 3, last - 2, (1,))]
    assert apply(CROSS, after, DiceMove(0, last - 3, last - 2, (1,))).turn == 1


def test_when_only_one_of_two_dice_can_be_played_it_is_the_larger():
    last = CROSS.last
    position = at(CROSS, {0: (23, last - 2, last - 1, last), 1: _blockade_at(30)}, dice=(2, 5))
    assert legal_moves(CROSS, position) == [DiceMove(0, 23, 28, (5,))]  # 23 + 2 would leave the 5 blocked too
    after = apply(CROSS, position, DiceMove(0, 23, 28, (5,)))
    assert legal_moves(CROSS, after) == []  # 28 + 2 is the blockade
    assert forfeit(CROSS, after).turn == 1
    alike = at(CROSS, {0: (26, last - 2, last - 1, last), 1: _blockade_at(30)}, dice=(3, 3))
    assert legal_moves(CROSS, alike) == [DiceMove(0, 26, 29, (3,))]  # one die of doubles: nothing to choose


def test_a_blockade_may_not_move_on_together():
    waiting = (START, 10, 10, 40)  # one piece in start, so doubles are not played on their undersides
    position = thrown(CROSS, DicePosition((waiting, *CROSS.start_position[1:]), 0), (3, 3))
    assert position.apart == ((10, 10), (10, 10)) and position.left == (3, 3)
    assert DiceMove(0, 10, 13, (3,)) in legal_moves(CROSS, position)
    first = apply(CROSS, position, DiceMove(0, 10, 13, (3,)))
    assert first.apart == ((10, 13), (10, 10))
    assert DiceMove(0, 10, 13, (3,)) not in legal_moves(CROSS, first)  # the partner may not join it again
    assert DiceMove(0, 13, 16, (3,)) in legal_moves(CROSS, first)  # either may still move on alone
    after = apply(CROSS, first, DiceMove(0, 40, 43, (3,)))
    assert (after.turn, after.streak, after.apart) == (0, 1, ())  # doubles throw again: a fresh throw
    again = thrown(CROSS, after, (3, 3))
    assert again.apart == () and DiceMove(0, 10, 13, (3,)) in legal_moves(CROSS, again)  # no blockade began this throw
    joined = apply(CROSS, again, DiceMove(0, 10, 13, (3,)))
    assert joined.seats[0] == (START, 13, 13, 43) and joined.turn == 0


def test_a_piece_leaving_a_shared_space_is_the_one_not_from_the_blockade():
    position = thrown(CROSS, DicePosition(((10, 10, 13, 50), *CROSS.start_position[1:]), 0), (3, 3))
    assert position.left == (3, 3, 4, 4)  # every piece out: the undersides too
    onto = apply(CROSS, position, DiceMove(0, 10, 13, (3,)))  # one of the pair joins the piece on 13
    assert onto.apart == ((10, 13), (10, 10))
    ahead = apply(CROSS, onto, DiceMove(0, 13, 17, (4,)))  # read as the piece that was on 13 before
    assert ahead.apart == ((10, 13), (10, 10)) and ahead.seats[0] == (10, 13, 17, 50)
    assert DiceMove(0, 10, 13, (3,)) not in legal_moves(CROSS, ahead)  # so the partner still may not join it
    assert DiceMove(0, 10, 14, (4,)) in legal_moves(CROSS, ahead)


def test_the_position_file_plays_the_undersides():
    from boardgen.games.race.description.library import shipped
    from boardgen.games.race.dice.position_file import moves_answer, parse
    seats = [["track:0", "track:1", "track:3", "track:5"], ["start"] * 4, ["start"] * 4, ["start"] * 4]
    course_, position = parse(json.dumps({"game": "blockade-cross", "players": 4, "turn": 0, "throw": [6, 6],
                                          "pegs": seats}), shipped("blockade-cross"))
    assert position.left == (6, 6, 1, 1)
    assert {tuple(move["dice"]) for move in moves_answer(course_, position)["moves"]} == {(6,), (1,)}


class Dice:
    """A ``Random`` whose draws throw the dice listed, one a draw, and no more."""

    def __init__(self, faces: int, *dice: int) -> None:
        self.draws = iter((die - 0.5) / faces for die in dice)

    def random(self) -> float:
        return next(self.draws)


class FirstMove:
    """A player that takes the first legal move and draws nothing."""

    name = "first"

    def choose(self, course, position, moves, rng):
        return moves[0]


def test_the_game_loop_plays_the_stuck_throws_and_the_third_six():
    # Two turns each, the cap counting every throw a six earned (a stuck seat's tries are not counted).
    mensch = play_game(MENSCH, [FirstMove()] * 4, Dice(6, 2, 3, 6, 4, 1, 1, 1), max_turns=2 + 1)
    assert dict(mensch.counts)["lost_throws"] == 5  # seat 0: 2 and 3, then out; seat 1: three lost
    ludo = play_game(LUDO, [FirstMove()] * 4, Dice(6, 6, 6, 6, 3), max_turns=2 + 2)  # the third six ends the turn
    assert dict(ludo.counts)["lost_throws"] == 1  # seat 1's 3: nothing out


@pytest.mark.parametrize("name", ["mensch", "ludo", "blockade-cross"])
def test_a_seeded_report_replays(name: str) -> None:
    c = course(name)
    first = simulate(c, 4, 3, "greedy").as_dict()
    assert first == simulate(c, 4, 3, "greedy").as_dict()
    assert first["finished"] == 4


@pytest.mark.parametrize(("old", "new", "refusal"), [
    ("enter_on = [6]", "enter_on = [6]\nthrows_when_stuck = 0",
     "movement.throws_when_stuck: a whole number from 1 to 6 (got 0)"),
    ("third_in_a_row = \"forfeit\"", "third_in_a_row = \"reroll\"",
     "movement.third_in_a_row: one of \"play\", \"forfeit\", \"furthest-to-start\" (got 'reroll')"),
    ("bump = \"start\"", "bump = \"start\"\nmust_enter = \"yes\"", "rules.must_enter: true or false (got 'yes')"),
    ("bump = \"start\"", "bump = \"start\"\nclear_entry = 1", "rules.clear_entry: true or false (got 1)"),
    ("bump = \"start\"", "bump = \"start\"\ncapture_bonus = 6",
     "rules.capture_bonus: 0, or a count not in movement.enter_on (a bonus moves a piece in play, it never brings "
     "one out) (got 6)"),
    ("bump = \"start\"", "bump = \"start\"\nhome_bonus = 41", "rules.home_bonus: a whole number from 0 to 40 (got 41)"),
    ("bump = \"start\"", "bump = \"start\"\nblockade_apart = true",
     "rules.blockade_apart: false without rules.blockades (no blockade to move apart) (got True)"),
    ("enter_on = [6]", "enter_on = [6]\ndoubles_again = true",
     "movement.doubles_again: false with one die (doubles are two dice alike) (got True)"),
])
def test_a_bad_rule_key_is_refused_in_one_line(old: str, new: str, refusal: str, tmp_path: Path) -> None:
    text = (REPO / "boardgen/games/library/ludo.toml").read_text(
        encoding="utf-8")
    assert old in text
    broken = tmp_path / "mine.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    out = tmp_path / "out"
    run = CliRunner().invoke(app, ["board", "track", "--game-file", str(broken), "--out", str(out)])
    assert run.exit_code == 2
    assert run.stderr.strip() == f"boardgen: --game-file mine.toml {refusal}"
    assert not out.exists()
