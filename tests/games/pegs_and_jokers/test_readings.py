"""Pegs and Jokers readings brought closer to the sources (docs/pegs-and-jokers-rules.md): a
partner bump with somebody else on the partner's in-spot, the forced second lap with a joker in
hand, the joker that starts a peg, and the three-card split 7. Each scenario plays the move and
then a move after it from the new position.

Four players: red (seat 0) in-spot track:3, come-out track:8; blue 21/26; green 39/44; yellow
57/62. Red and green are partners.
"""

from __future__ import annotations

from tests.support.games.pj import after, board, results

from boardgen.games.pegs_and_jokers import card_play


def test_partner_bump_sends_an_opponent_on_the_in_spot_to_start():
    state = board({0: ["track:10"], 1: ["track:39"], 2: ["track:15"]})
    bumped = after(state, {0: ["track:15"], 1: [], 2: ["track:39"]})
    assert bumped in results(state, 0, "5")
    (move,) = [m for m in card_play.legal_moves(state, 0, ["5"]) if card_play.apply(state, m) == bumped]
    assert card_play.describe(state.rules, move) == (
        "5: red track:10 -> track:15; bumps blue from track:39 to start; bumps green from track:15 to track:39"
    )
    assert after(bumped, {2: ["home:0"]}) in results(bumped, 2, "A")  # green goes on home from its in-spot


def test_partner_bump_onto_the_movers_own_peg_sends_it_to_the_movers_in_spot():
    state = board({0: ["track:10", "track:39"], 2: ["track:15"]})
    chained = after(state, {0: ["track:3", "track:15"], 2: ["track:39"]})
    assert chained in results(state, 0, "5")
    assert after(chained, {0: ["home:0", "track:15"]}) in results(chained, 0, "A")


def test_the_chain_is_refused_when_the_movers_in_spot_holds_its_own_peg():
    state = board({0: ["track:3", "track:10", "track:39"], 2: ["track:15"]})
    found = results(state, 0, "5")
    assert all(s.pegs[2] == state.pegs[2] for s in found)  # green is never bumped
    assert after(state, {0: ["track:3", "track:15", "track:44"]}) not in found
    assert after(state, {0: ["home:4", "track:10", "track:39"]}) in found  # other pegs still move


def test_a_partner_with_its_own_peg_on_its_in_spot_still_cannot_be_bumped():
    state = board({0: ["track:10"], 2: ["track:15", "track:39"]})
    assert results(state, 0, "5") == set()


def test_forced_round_again_cannot_be_dodged_by_holding_a_joker():
    state = board({0: ["track:3"], 1: ["track:30"]}, variants=("overshoot-forced-around",))
    turn = card_play.Turn(card_play.PegsLaneBoard(state), 0, ["6", "JOKER"])
    assert not turn.may_discard()
    around = after(state, {0: ["track:9"]})
    assert around in results(state, 0, ["6", "JOKER"])
    assert after(around, {0: ["track:10"]}) in results(around, 0, "A")
    with_five = results(state, 0, ["6", "5"])  # a plain move elsewhere in the hand still forbids it
    assert around not in with_five and after(state, {0: ["home:4"]}) in with_five


def test_joker_starts_brings_a_peg_to_the_come_out_and_bumps_there():
    empty = board({})
    assert results(empty, 0, "JOKER") == set()
    out = board({}, variants=("joker-starts",))
    started = after(out, {0: ["track:8"]})
    assert results(out, 0, "JOKER") == {started}
    assert results(started, 0, "5") == {after(started, {0: ["track:13"]})}
    held = board({1: ["track:8"]}, variants=("joker-starts",))
    assert after(held, {0: ["track:8"], 1: []}) in results(held, 0, "JOKER")


def test_three_card_split_seven_may_move_one_own_and_one_partners_peg():
    state = board({0: ["track:10"], 2: ["track:50"]}, variants=("three-card",))
    shared = after(state, {0: ["track:13"], 2: ["track:54"]})
    assert shared in results(state, 0, "7")
    assert after(state, {0: ["track:16"], 2: ["track:51"]}) in results(state, 0, "7")
    assert after(shared, {2: ["track:55"]}) in results(shared, 0, "A")  # and helps on next turn too
    base = board({0: ["track:10"], 2: ["track:50"]})
    assert after(base, {0: ["track:13"], 2: ["track:54"]}) not in results(base, 0, "7")
