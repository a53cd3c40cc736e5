"""Fast Track: rides that end on the marble's own exit, the split 7 while a marble rides, and
marbles that have just arrived on a fast-track space (docs/fast-track-rules.md, "Shortcuts").

Each scenario plays the move and then the move after it, since the bug these guard against
showed only on the next card: a marble left riding on its own exit was sent back to its pen.
Four colours unless told: red's fast-track space is track:0, blue's 14, green's 28, yellow's 42.
"""

from __future__ import annotations

import pytest
from tests.support.games.ft import after, board, code_of, legal, named, red, results

from boardgen.games.fast_track.position import Marbles
from boardgen.games.race.dice.course import START
from boardgen.play.moves import SENT_BACK, SWAPPED


def play(state: Marbles, card: str, wanted: tuple[str, ...], player: int = 0) -> Marbles:
    """The position after the move of ``card`` that leaves red's marbles as ``wanted`` (exactly one)."""
    found = list(dict.fromkeys(after(state, m) for m in legal(state, card, player)
                               if tuple(sorted(n for n in named(after(state, m))[0] if n != "pen")) == wanted))
    assert len(found) == 1, (card, wanted, red(results(state, card, player)))
    return found[0]


def kinds(state: Marbles, card: str, player: int = 0) -> set[int]:
    return {reloc[3] for m in legal(state, card, player) for reloc in m.relocations}


@pytest.mark.parametrize(("start", "card"), [
    ("fast-track:28", "2"),   # two hops: 28 -> 42 -> 0
    ("fast-track:42", "A"),   # one hop onto red's own space
    ("track:14", "3"),        # just arrived on blue's space, three hops: 28, 42, 0
])
def test_a_ride_ending_on_its_own_space_leaves_the_marble_on_the_main_track(start, card):
    there = play(board({0: [start]}), card, ("track:0",))
    assert red(results(there, "5")) == {("track:5",)}
    assert SENT_BACK not in kinds(there, "5")
    for follow in ("A", "2", "8"):
        assert SENT_BACK not in kinds(there, follow), follow
    done = play(there, "8", ("home:0",))  # 7 to the entry, then one in
    assert named(done)[0][-1] == "home:0"


def test_a_marble_back_on_its_own_space_does_not_hold_up_the_others():
    there = play(board({0: ["fast-track:42", "track:20"]}), "A", ("track:0", "track:20"))
    assert red(results(there, "5")) == {("track:0", "track:25"), ("track:20", "track:5")}


def test_backward_ride_ending_at_the_space_nearest_the_pen_leaves_the_ring_six_colours():
    # six colours: red's arm lies between fast-track spaces 0 and 14; backward it leaves at 14
    s = board({0: ["fast-track:70"]}, players=6)
    there = play(s, "4", ("track:14",))
    assert SENT_BACK not in kinds(there, "5")
    assert ("track:19",) in red(results(there, "5"))


@pytest.mark.parametrize("players", [4, 6])
def test_a_rider_on_the_space_where_it_leaves_backward_backs_out_along_the_main_track(players):
    # red's arm ends at fast-track:14 on four and six colours alike: backward, red leaves there
    s = board({0: ["fast-track:14"]}, players=players)
    there = play(s, "4", ("track:10",))
    assert SENT_BACK not in kinds(s, "4")
    assert red(results(there, "5")) == {("track:15",), ("bulls-eye",)}  # off the fast track: free
    done = play(there, "5", ("bulls-eye",))
    assert red(results(done, "K")) == {("track:0",)}


def test_a_rider_backing_out_at_once_is_blocked_only_by_its_own_colour():
    s = board({0: ["fast-track:14", "track:12"], 1: ["track:10"]})
    (move,) = legal(s, "4")
    assert move.relocations == ((0, code_of(s, 0, "fast-track:14"), START, SENT_BACK),)
    assert red(results(after(s, move), "4")) == {("track:8",)}  # the other marble is free again
    open_way = board({0: ["fast-track:14"], 1: ["track:10"]})
    there = play(open_way, "4", ("track:10",))
    assert named(there)[1] == ["pen"] * 4  # blue landed on, sent to its pen
    assert ("track:13",) in red(results(there, "3"))


def test_a_jack_swap_onto_the_space_where_a_backward_ride_leaves_then_a_four():
    s = board({0: ["track:30"], 2: ["fast-track:14"]})  # green rides on blue's space
    there = play(s, "J", ("fast-track:14",))
    assert red(results(there, "4")) == {("track:10",)}
    back = play(there, "4", ("track:10",))
    assert red(results(back, "2")) == {("track:12",)}


def test_a_jack_swap_onto_a_rider_on_the_own_space_ends_the_ride():
    s = board({0: ["track:10"], 1: ["fast-track:0"]})  # blue rides on red's space
    there = play(s, "J", ("track:0",))
    assert named(there)[1][-1] == "track:10"
    assert red(results(there, "5")) == {("track:5",)}
    blue = board({0: ["fast-track:14"], 1: ["track:30"]})  # blue swaps onto red's rider on blue's space
    (swap,) = [m for m in legal(blue, "J", player=1) if m.relocations[-1][3] == SWAPPED]
    swapped = after(blue, swap)
    assert named(swapped)[1][-1] == "track:14" and named(swapped)[0][-1] == "track:30"
    assert SENT_BACK not in kinds(swapped, "5", player=1)


def test_a_position_file_rider_on_its_own_exit_is_read_as_on_the_main_track():
    old = board({0: ["fast-track:0", "track:20"]})  # as the engine used to leave it
    assert sorted(named(old)[0][-2:]) == ["track:0", "track:20"]
    assert ("track:20", "track:5") in red(results(old, "5"))
    assert SENT_BACK not in kinds(old, "5")
    assert named(board({1: ["fast-track:0"]}))[1][-1] == "fast-track:0"  # blue still rides there


def test_split_seven_second_part_waits_while_the_rider_stays_on_the_fast_track():
    s = board({0: ["fast-track:28", "track:20"]})
    outcomes = red(results(s, "7"))
    # 1 hop (28 -> 42) keeps it riding: the 20 may not take the other 6
    assert ("fast-track:42", "track:26") not in outcomes
    # 2 hops (28 -> 42 -> 0) take it off onto the main track: the 20 may take the other 5
    assert ("track:0", "track:25") in outcomes
    # 3 (two hops then one on) leave 4 for the 20
    assert ("track:1", "track:24") in outcomes
    there = play(s, "7", ("track:1", "track:24"))
    assert red(results(there, "2")) == {("track:24", "track:3"), ("track:1", "track:26")}


def test_arrivals_are_in_the_fast_track_the_next_card_must_move_them():
    arrived = play(board({0: ["track:11", "track:20"]}), "3", ("track:14", "track:20"))
    for card in ("2", "5", "9"):
        assert all("track:20" in o for o in red(results(arrived, card))), card
    assert red(results(arrived, "2")) == {("track:16", "track:20"), ("fast-track:42", "track:20")}
    rode = play(arrived, "2", ("fast-track:42", "track:20"))
    assert red(results(rode, "A")) == {("track:0", "track:20")}


def test_two_marbles_arrive_by_one_split_seven_and_the_nearer_exit_moves_first():
    s = board({0: ["track:25", "track:38"]})
    there = play(s, "7", ("track:28", "track:42"))  # 3 + 4: both on fast-track spaces
    # yellow's space (42) is nearer red's exit than green's (28): it moves first
    assert red(results(there, "A")) == {("track:28", "track:43"), ("track:0", "track:28")}
    assert SENT_BACK not in kinds(there, "A")


def test_own_space_is_no_arrival_a_marble_leaving_the_bulls_eye_is_free():
    there = play(board({0: ["bulls-eye", "track:20"]}), "K", ("track:0", "track:20"))
    assert ("track:0", "track:25") in red(results(there, "5"))
