"""Fast Track rules, each test written from the rule text (docs/fast-track-rules.md).

Positions are built by space names (``tests/support/games/ft.py``), four colours unless told.
"""

from __future__ import annotations

import pytest
from tests.support.games.ft import after, board, code_of, legal, red, results

from boardgen.play.moves import SENT_BACK


def test_play_again_cards():
    course = board({}).course
    assert {card for card in course.cards if legal(board({0: ["track:20"]}), card)[0].again} == \
        {"A", "JOKER", "K", "Q", "J", "6"}


@pytest.mark.parametrize("card", ["A", "JOKER", "6"])
def test_a_joker_or_six_leaves_the_pen_onto_the_exit(card):
    assert ("track:8",) in red(results(board({}), card))


@pytest.mark.parametrize("card", ["2", "5", "K", "J", "10"])
def test_other_cards_cannot_leave_the_pen_and_are_spent(card):
    (move,) = legal(board({}), card)
    assert move.relocations == ()


def test_forward_by_face_value_faces_and_jokers_count_one():
    s = board({0: ["track:16"]})
    assert red(results(s, "5")) == {("track:21",)}
    assert red(results(s, "K")) == {("track:17",)}
    assert ("track:17",) in red(results(s, "JOKER"))


def test_the_four_moves_backward():
    assert red(results(board({0: ["track:12"]}), "4")) == {("track:8",)}


def test_own_marbles_are_never_landed_on_or_passed():
    s = board({0: ["track:10", "track:12"]})
    assert ("track:12", "track:13") not in red(results(s, "3"))
    assert red(results(s, "2")) == {("track:10", "track:14")}


def test_landing_on_another_colour_sends_it_to_its_pen_and_others_may_be_passed():
    s = board({0: ["track:16"], 1: ["track:18"], 2: ["track:21"]})
    assert results(s, "5") == {(("track:21",), ("track:18",), (), ())}


def test_home_by_exact_count_from_the_entry():
    s = board({0: ["track:5"]})
    assert red(results(s, "2")) == {("track:7",)}  # onto the entry itself
    assert red(results(s, "3")) == {("home:0",)}
    assert red(results(s, "6")) == {("home:3",), ("track:5", "track:8")}  # or leave the pen


def test_a_marble_never_passes_its_own_entry_and_a_count_too_long_backs_it_up():
    assert red(results(board({0: ["track:5"]}), "10")) == {("track:51",)}


def test_home_marbles_are_not_jumped():
    s = board({0: ["track:5", "home:1"]})
    assert ("home:1", "home:2") not in red(results(s, "5"))
    assert red(results(s, "3")) == {("home:0", "home:1")}


def test_backing_past_the_entry_then_forward_into_home():
    after_four = board({0: ["track:4"]})
    assert red(results(board({0: ["track:8"]}), "4")) == {("track:4",)}
    assert red(results(after_four, "5")) == {("home:1",)}


def test_seven_splits_between_two_marbles_forward_totalling_seven():
    s = board({0: ["track:30", "track:44"]})
    outcomes = red(results(s, "7"))
    assert ("track:33", "track:48") in outcomes and ("track:37", "track:44") in outcomes
    assert ("track:30", "track:51") in outcomes
    assert len(outcomes) == 8  # 7+0, 6+1 .. 1+6, 0+7


def test_a_single_marble_cannot_split_with_itself():
    assert red(results(board({0: ["track:10"]}), "7")) == {("track:17",)}


def test_the_jack_swaps_with_an_opponent_but_never_a_home_marble():
    s = board({0: ["track:10"], 1: ["track:30", "home:0"]})
    swapped = (("track:30",), ("home:0", "track:10"), (), ())
    assert swapped in results(s, "J")
    assert all("home:0" in o[1] for o in results(s, "J"))


def test_a_marble_ending_on_a_fast_track_space_may_ride_or_walk_on():
    arrived = board({0: ["track:11"]})
    assert red(results(arrived, "3")) == {("track:14",)}
    s = board({0: ["track:14"]})
    assert red(results(s, "2")) == {("track:16",), ("fast-track:42",)}


def test_a_riding_marble_stays_on_the_fast_track_and_leaves_at_its_own_colour():
    s = board({0: ["fast-track:28"]})
    assert red(results(s, "3")) == {("track:1",)}  # 28 -> 42 -> 0, then one on
    assert red(results(s, "2")) == {("track:0",)}  # the ride ends on its own space: back on the main track
    assert red(results(board({0: ["fast-track:28"]}), "10")) == {("home:0",)}  # 2 hops, 7 to the entry, 1 in


def test_backward_on_the_fast_track_leaves_at_the_space_nearest_the_pen():
    # red's arm lies between fast-track spaces 0 and 14: backward, red leaves the ring at 14
    assert red(results(board({0: ["fast-track:42"]}), "4")) == {("track:12",)}


def test_fast_track_first_every_card_moves_the_rider():
    s = board({0: ["fast-track:28", "track:20"]})
    for card in ("2", "5", "K"):
        assert all("track:20" in o[0] for o in results(s, card)), card
    assert red(results(s, "A")) == {("fast-track:42", "track:20")}  # no leaving the pen meanwhile


def test_a_rider_blocked_by_its_own_colour_goes_back_to_its_pen():
    s = board({0: ["fast-track:28", "fast-track:42"]})  # two riders: the one nearer its exit (42) moves first
    assert red(results(s, "A")) == {("fast-track:28", "track:0")}
    blocked = board({0: ["fast-track:28", "track:0"]})  # hopping 28 -> 42 -> 0 meets red's own marble
    (move,) = legal(blocked, "5")
    assert move.relocations[0][3] == SENT_BACK and red(results(blocked, "5")) == {("track:0",)}


def test_overshooting_a_fast_track_space_by_one_may_enter_the_bulls_eye():
    assert red(results(board({0: ["track:23"]}), "6")) >= {("track:29",), ("bulls-eye",)}
    assert red(results(board({0: ["track:31"]}), "4")) == {("track:27",), ("bulls-eye",)}  # backward too
    assert ("bulls-eye",) not in red(results(board({0: ["track:28"]}), "A"))  # never with a 1 from the space


def test_an_own_marble_one_past_the_fast_track_space_does_not_keep_a_marble_out_of_the_bulls_eye():
    # the marble drops into the bull's eye instead of going on, so it never reaches track:29
    s = board({0: ["track:23", "track:29"]})
    assert red(results(s, "6")) == {("bulls-eye", "track:29"), ("track:23", "track:35"),
                                    ("track:23", "track:29", "track:8")}
    (into,) = [m for m in legal(s, "6") if m.relocations[0][2] == code_of(s, 0, "bulls-eye")]
    assert red(results(after(s, into), "Q")) == {("track:0", "track:29"), ("bulls-eye", "track:30")}
    back = board({0: ["track:31", "track:27"]})  # backward the same
    assert red(results(back, "4")) == {("bulls-eye", "track:27"), ("track:23", "track:31")}
    assert ("bulls-eye", "track:25") not in red(results(board({0: ["track:23", "track:25"]}), "6"))  # passed: blocks


def test_a_card_that_has_to_back_up_may_drop_into_the_bulls_eye_as_a_four_may():
    # a 7 from track:6 cannot go forward (too long for home) so it backs up 7, past red's
    # fast-track space at track:0 and one beyond: the bull's eye is open to it, as to a 4
    s = board({0: ["track:6"]})
    assert red(results(s, "7")) == {("track:55",), ("bulls-eye",)}
    assert red(results(board({0: ["track:3"]}), "4")) == {("track:55",), ("bulls-eye",)}
    (into,) = [m for m in legal(s, "7") if m.relocations[0][2] == code_of(s, 0, "bulls-eye")]
    assert red(results(after(s, into), "J")) == {("track:0",)}


def test_the_bulls_eye_is_left_only_with_a_face_card_to_the_own_fast_track_space():
    s = board({0: ["bulls-eye"]})
    for card in ("J", "Q", "K"):
        assert ("track:0",) in red(results(s, card))
    (move,) = legal(s, "5")
    assert move.relocations == ()


def test_partners_move_each_others_marbles_and_land_on_each_other():
    s = board({0: ["track:10"], 2: ["track:40"]}, teams="alternate")
    outcomes = results(s, "3")
    assert (("track:10",), (), ("track:43",), ()) in outcomes
    home_run = board({0: ["track:10"], 2: ["track:13"]}, teams="alternate")
    assert (("track:13",), (), (), ()) in results(home_run, "3")


def test_partners_cannot_be_swapped_with_a_jack():
    s = board({0: ["track:10"], 2: ["track:40"]}, teams="alternate")
    assert all(o[2] == ("track:40",) or o[0] != ("track:40",) for o in results(s, "J"))


@pytest.mark.parametrize(("variant", "card", "position", "expected"), [
    ("no-backward-fallback", "10", {0: ["track:5"]}, {("track:5",)}),
    ("swap-bulls-eye", "J", {0: ["track:10"], 1: ["bulls-eye"]}, None),
])
def test_variations(variant, card, position, expected):
    s = board(position, variants=(variant,))
    if variant == "swap-bulls-eye":
        assert (("bulls-eye",), ("track:10",), (), ()) in results(s, card)
        assert (("bulls-eye",), ("track:10",), (), ()) not in results(board(position), card)
    else:
        assert red(results(s, card)) == expected


def test_fourth_turn_out_lets_any_card_leave_after_three_stuck_turns():
    s = board({}, variants=("fourth-turn-out",))
    assert red(results(s, "5", idle=3)) == {("track:8",)}
    assert red(results(s, "5", idle=2)) == {()}
