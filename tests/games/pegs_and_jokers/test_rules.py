"""The base game's card powers and movement rules, each case taken from the rule text."""

from __future__ import annotations

import pytest
from tests.support.games.pj import after, board, results

from boardgen.games.pegs_and_jokers import card_play

# --- starting a peg ------------------------------------------------------------------------


@pytest.mark.parametrize("card", ["A", "J", "Q", "K"])
def test_ace_and_pictures_bring_a_peg_from_start_to_the_come_out(card):
    state = board({})
    assert results(state, 0, card) == {after(state, {0: ["track:8"]})}


@pytest.mark.parametrize("card", ["2", "3", "4", "5", "6", "7", "8", "9", "10"])
def test_number_cards_never_start_a_peg(card):
    assert results(board({}), 0, card) == set()


def test_ace_also_moves_one_forward():
    state = board({0: ["track:10"]})
    assert after(state, {0: ["track:11"]}) in results(state, 0, "A")
    assert after(state, {0: ["track:10", "track:8"]}) in results(state, 0, "A")


def test_a_peg_cannot_come_out_onto_its_own_peg():
    state = board({0: ["track:8"]})
    assert results(state, 0, "K") == {after(state, {0: ["track:18"]})}


def test_coming_out_onto_an_opponent_sends_it_to_start():
    state = board({1: ["track:8"]})
    assert results(state, 0, "A") == {after(state, {0: ["track:8"], 1: []})}


def test_joker_starts_a_peg_onto_any_occupied_track_hole():
    state = board({1: ["track:30"], 2: ["track:50"]})
    found = results(state, 0, "JOKER")
    assert after(state, {0: ["track:30"], 1: []}) in found
    assert after(state, {0: ["track:50"], 2: ["track:39"]}) in found


# --- forward, backward, own pegs ------------------------------------------------------------


def test_number_cards_move_one_peg_forward_by_their_full_count():
    state = board({0: ["track:10"]})
    assert results(state, 0, "5") == {after(state, {0: ["track:15"]})}
    assert results(state, 0, "10") == {after(state, {0: ["track:20"]})}


def test_pictures_move_ten_forward():
    state = board({0: ["track:10", "track:30", "track:31", "track:40", "track:50"]})
    assert after(state, {0: ["track:20", "track:30", "track:31", "track:40", "track:50"]}) in results(state, 0, "Q")


def test_eight_moves_backward_only_and_wraps_round_index_zero():
    state = board({0: ["track:2"]})
    assert results(state, 0, "8") == {after(state, {0: ["track:66"]})}


def test_eight_never_moves_pegs_in_start_or_home():
    assert results(board({0: ["home:0"]}), 0, "8") == set()


def test_eight_from_the_come_out_lands_on_the_corner():
    state = board({0: ["track:8"]})
    assert results(state, 0, "8") == {after(state, {0: ["track:0"]})}


def test_own_pegs_are_never_passed_or_landed_on():
    state = board({0: ["track:10", "track:13"]})
    assert after(state, {0: ["track:15", "track:13"]}) not in results(state, 0, "5")
    assert after(state, {0: ["track:10", "track:18"]}) in results(state, 0, "5")
    assert results(state, 0, "3") == {after(state, {0: ["track:10", "track:16"]})}


def test_own_pegs_block_a_backward_eight():
    state = board({0: ["track:20", "track:15"]})
    assert results(state, 0, "8") == {after(state, {0: ["track:20", "track:7"]})}


def test_other_players_pegs_may_be_passed_without_effect():
    state = board({0: ["track:10"], 1: ["track:12"]})
    assert results(state, 0, "5") == {after(state, {0: ["track:15"]})}


def test_landing_on_an_opponent_sends_it_to_start():
    state = board({0: ["track:10"], 1: ["track:15"]})
    assert results(state, 0, "5") == {after(state, {0: ["track:15"], 1: []})}


def test_landing_on_a_partner_sends_it_to_its_in_spot():
    state = board({0: ["track:10"], 2: ["track:15"]})
    assert results(state, 0, "5") == {after(state, {0: ["track:15"], 2: ["track:39"]})}


def test_landing_on_a_partner_is_illegal_when_its_in_spot_is_taken():
    state = board({0: ["track:10"], 2: ["track:15", "track:39"]})
    assert results(state, 0, "5") == set()
    assert results(state, 0, "JOKER") == set()  # 15 needs the in-spot; 39 is the in-spot


def test_a_partner_on_its_own_in_spot_cannot_be_bumped():
    state = board({0: ["track:34"], 2: ["track:39"]})
    assert results(state, 0, "5") == set()


# --- the joker ------------------------------------------------------------------------------


def test_joker_bumps_an_opponent_and_a_partner():
    state = board({0: ["track:10"], 1: ["track:30"], 2: ["track:50"]})
    found = results(state, 0, "JOKER")
    assert found == {
        after(state, {0: ["track:30"], 1: []}),
        after(state, {0: ["track:10", "track:30"], 1: []}),
        after(state, {0: ["track:50"], 2: ["track:39"]}),
        after(state, {0: ["track:10", "track:50"], 2: ["track:39"]}),
    }


def test_joker_cannot_go_to_an_empty_hole():
    assert results(board({0: ["track:10"]}), 0, "JOKER") == set()


def test_home_pegs_are_safe_from_the_joker():
    assert results(board({0: ["track:10"], 1: ["home:2"]}), 0, "JOKER") == set()


def test_a_joker_never_takes_one_of_your_own_pegs_out_of_home():
    state = board({0: ["track:10", "home:1", "home:3"], 1: ["track:30"]})
    found = results(state, 0, "JOKER")
    assert found == {after(state, {0: ["track:30", "home:1", "home:3"], 1: []}),
                     after(state, {0: ["track:10", "track:30", "home:1", "home:3"], 1: []})}
    jumped = after(state, {0: ["track:30", "home:1", "home:3"], 1: []})
    assert after(jumped, {0: ["track:30", "home:2", "home:3"]}) in results(jumped, 0, "A")  # home pegs still move by count


def test_jokers_are_never_forced_other_cards_are():
    state = board({0: ["track:10"], 1: ["track:30"]})
    assert card_play.Turn(card_play.PegsLaneBoard(state), 0, ["JOKER", "2"]).may_discard() is False
    assert card_play.Turn(card_play.PegsLaneBoard(state), 0, ["JOKER", "8"]).may_discard() is False
    assert card_play.Turn(card_play.PegsLaneBoard(state), 0, ["JOKER"]).may_discard() is True
    assert card_play.Turn(card_play.PegsLaneBoard(board({})), 0, ["2", "5"]).may_discard() is True


# --- the seven ------------------------------------------------------------------------------


def test_seven_moves_one_peg_seven_or_splits_between_two():
    state = board({0: ["track:10", "track:20"]})
    expected = {after(state, {0: ["track:17", "track:20"]}), after(state, {0: ["track:10", "track:27"]})}
    expected |= {after(state, {0: [f"track:{10 + x}", f"track:{20 + 7 - x}"]}) for x in range(1, 7)}
    assert results(state, 0, "7") == expected


def test_seven_split_needs_two_pegs_out_of_start():
    state = board({0: ["track:10"]})
    assert results(state, 0, "7") == {after(state, {0: ["track:17"]})}


def test_seven_split_parts_obey_the_own_peg_rule_in_order():
    # 10 -> 13 first would land on 13; moving 13 on first frees the hole.
    state = board({0: ["track:10", "track:13"]})
    found = results(state, 0, "7")
    assert after(state, {0: ["track:13", "track:17"]}) in found  # 13 +4 then 10 +3
    assert after(state, {0: ["track:17", "track:13"]}) in found


# --- home -----------------------------------------------------------------------------------


def test_from_the_in_spot_one_step_enters_home_zero():
    state = board({0: ["track:3"]})
    assert after(state, {0: ["home:0"]}) in results(state, 0, "A")


@pytest.mark.parametrize("card,hole", [("4", 0), ("5", 1), ("6", 2), ("7", 3)])
def test_back_eight_trick_corner_to_home_with_one_card(card, hole):
    state = board({0: ["track:0"]})
    assert after(state, {0: [f"home:{hole}"]}) in results(state, 0, card)


def test_home_counts_are_exact():
    state = board({0: ["home:1"]})
    assert results(state, 0, "4") == set()
    assert results(state, 0, "3") == {after(state, {0: ["home:4"]})}


def test_pegs_in_home_never_pass_each_other():
    state = board({0: ["home:0", "home:2"]})
    assert after(state, {0: ["home:3", "home:2"]}) not in results(state, 0, "3")
    assert results(state, 0, "3") == set()
    assert results(state, 0, "A") == {
        after(state, {0: ["home:1", "home:2"]}),
        after(state, {0: ["home:0", "home:3"]}),
        after(state, {0: ["home:0", "home:2", "track:8"]}),
    }


def test_entering_home_may_not_jump_a_home_peg():
    state = board({0: ["track:1", "home:1"]})
    assert results(state, 0, "5") == {after(state, {0: ["track:6", "home:1"]})}
    assert after(state, {0: ["home:0", "home:1"]}) in results(state, 0, "3")


def test_home_is_entered_forward_only():
    state = board({0: ["track:10"]})
    assert results(state, 0, "8") == {after(state, {0: ["track:2"]})}


def test_base_game_may_go_round_past_the_in_spot():
    state = board({0: ["track:1"]})
    assert results(state, 0, "5") == {after(state, {0: ["home:2"]}), after(state, {0: ["track:6"]})}
    assert results(state, 0, "10") == {after(state, {0: ["track:11"]})}


def test_peg_on_in_spot_with_a_six_and_nothing_else_moves_on_round():
    state = board({0: ["track:3", "home:0", "home:1", "home:2", "home:3"]})
    assert results(state, 0, "6") == {after(state, {0: ["track:9", "home:0", "home:1", "home:2", "home:3"]})}


def test_other_players_homes_are_never_entered():
    state = board({0: ["track:19"]})  # passes seat 1's in-spot at 21
    assert results(state, 0, "4") == {after(state, {0: ["track:23"]})}


# --- playing for a partner ------------------------------------------------------------------


def test_a_finished_player_moves_the_next_teammates_pegs():
    home = ["home:0", "home:1", "home:2", "home:3", "home:4"]
    state = board({0: home, 2: ["track:40"]})
    assert card_play.PegsLaneBoard(state).acting_seats(0) == (2,)
    assert results(state, 0, "5") == {after(state, {2: ["track:45"]})}


def test_help_goes_to_the_left_in_order_of_play():
    home = ["home:0", "home:1", "home:2", "home:3", "home:4"]
    state = board({0: home, 2: ["track:80"], 4: ["track:40"]}, players=6)
    assert card_play.PegsLaneBoard(state).acting_seats(0) == (2,)
    state = board({0: home, 2: home, 4: ["track:40"]}, players=6)
    assert card_play.PegsLaneBoard(state).acting_seats(0) == (4,)


def test_team_wins_when_all_its_pegs_are_home():
    home = ["home:0", "home:1", "home:2", "home:3", "home:4"]
    assert board({0: home, 2: home}).winner() == 0
    assert board({0: home}).winner() is None
    assert board({1: home}, teams="individual").winner() == 1
