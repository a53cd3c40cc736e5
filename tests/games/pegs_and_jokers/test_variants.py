"""Each named variation of RULES.md, and the combinations that are refused."""

from __future__ import annotations

import re

import random

import pytest
from tests.support.games.pj import after, board, results

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import card_play, simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.pegs_and_jokers.players.strategies import RandomStrategy
from boardgen.games.pegs_and_jokers.variants import EXCLUSIONS, VARIANT_IDS, validate

HOME4 = ["home:1", "home:2", "home:3", "home:4"]
HOME5 = ["home:0"] + HOME4


def test_every_reference_id_is_known_and_the_joker_start_of_seed_003():
    assert set(VARIANT_IDS) == {
        "draw-after", "draw-two-late", "three-card", "jqk-11-12-13", "nine-split", "two-wild",
        "two-wild-only", "joker-starts", "joker-moves-one", "eight-jumps-own", "seven-to-partner", "seven-partial-last",
        "five-turn-start", "overshoot-blocked", "overshoot-forced-around", "partner-bump-chain",
    }


@pytest.mark.parametrize("first,second,_reason", EXCLUSIONS)
def test_incompatible_variations_are_refused_naming_the_option(first, second, _reason):
    with pytest.raises(ParameterError) as refused:
        validate([first, second])
    assert "--variant" in str(refused.value) and first in str(refused.value) and second in str(refused.value)


def test_overshoot_pair_is_refused_by_the_rule_set_too():
    with pytest.raises(ParameterError):
        PegsRuleSet.create(4, None, ("overshoot-blocked", "overshoot-forced-around"))


def test_unknown_variation_is_refused():
    with pytest.raises(ParameterError, match="--variant"):
        validate(["nine-splits"])


def test_jqk_move_eleven_twelve_thirteen_and_still_start():
    state = board({0: ["track:10"]}, variants=("jqk-11-12-13",))
    for card, count in (("J", 11), ("Q", 12), ("K", 13)):
        assert results(state, 0, card) == {
            after(state, {0: [f"track:{10 + count}"]}),
            after(state, {0: ["track:10", "track:8"]}),
        }


def test_nine_split_one_forward_one_backward():
    plain = board({0: ["track:10", "track:30"]})
    split = board({0: ["track:10", "track:30"]}, variants=("nine-split",))
    assert after(split, {0: ["track:14", "track:25"]}) in results(split, 0, "9")  # 4 on, 5 back
    assert after(split, {0: ["track:2", "track:31"]}) in results(split, 0, "9")  # 1 on, 8 back
    assert after(plain, {0: ["track:14", "track:25"]}) not in results(plain, 0, "9")
    assert after(split, {0: ["track:19", "track:30"]}) in results(split, 0, "9")  # a plain 9 stays


def test_two_wild_swaps_with_another_players_track_peg_and_still_moves_two():
    state = board({0: ["track:10"], 1: ["track:40"]}, variants=("two-wild",))
    found = results(state, 0, "2")
    assert after(state, {0: ["track:40"], 1: ["track:10"]}) in found
    assert after(state, {0: ["track:12"]}) in found
    plain = board({0: ["track:10"], 1: ["track:40"]})
    assert results(plain, 0, "2") == {after(plain, {0: ["track:12"]})}


def test_two_wild_only_swaps_and_never_moves_two():
    state = board({0: ["track:10", "home:0"], 1: ["track:40"], 2: ["track:50"]}, variants=("two-wild-only",))
    swapped = after(state, {0: ["track:40", "home:0"], 1: ["track:10"]})
    assert results(state, 0, "2") == {swapped, after(state, {0: ["track:50", "home:0"], 2: ["track:10"]})}
    assert after(state, {0: ["track:12", "home:0"]}) not in results(state, 0, "2")
    assert after(state, {0: ["track:10", "home:2"]}) not in results(state, 0, "2")  # not inside home either
    assert after(swapped, {0: ["track:43", "home:0"]}) in results(swapped, 0, "3")  # the swapped peg plays on
    alone = board({0: ["track:10"]}, variants=("two-wild-only",))
    assert results(alone, 0, "2") == set()  # nobody to swap with: no move, so the 2 is discarded
    assert card_play.Turn(card_play.PegsLaneBoard(alone), 0, ["2"]).may_discard() is True


def test_joker_moves_one_only_when_nobody_can_be_bumped():
    lonely = board({0: ["track:10"]}, variants=("joker-moves-one",))
    assert results(lonely, 0, "JOKER") == {after(lonely, {0: ["track:11"]})}
    crowded = board({0: ["track:10"], 1: ["track:40"]}, variants=("joker-moves-one",))
    assert after(crowded, {0: ["track:11"]}) not in results(crowded, 0, "JOKER")
    home = board({0: ["home:1"]}, variants=("joker-moves-one",))  # as an ace: one step inside home
    stepped = after(home, {0: ["home:2"]})
    assert results(home, 0, "JOKER") == {stepped}
    assert results(stepped, 0, "A") == {after(home, {0: ["home:3"]}), after(home, {0: ["track:8", "home:2"]})}


def test_eight_jumps_own_passes_but_never_lands_on_own_pegs():
    plain = board({0: ["track:20", "track:15"]})
    jumps = board({0: ["track:20", "track:15"]}, variants=("eight-jumps-own",))
    assert after(jumps, {0: ["track:12", "track:15"]}) in results(jumps, 0, "8")
    assert after(plain, {0: ["track:12", "track:15"]}) not in results(plain, 0, "8")
    same = board({0: ["track:20", "track:12"]}, variants=("eight-jumps-own",))
    assert results(same, 0, "8") == {after(same, {0: ["track:20", "track:4"]})}


def test_seven_to_partner_spends_the_rest_on_a_teammate():
    pegs = {0: ["track:2"] + HOME4, 2: ["track:40"]}
    with_rule = board(pegs, variants=("seven-to-partner",))
    wanted = after(with_rule, {0: HOME5, 2: ["track:45"]})  # 2 steps to home:0, 5 for the partner
    assert wanted in results(with_rule, 0, "7")
    plain = board(pegs)
    assert after(plain, {0: HOME5, 2: ["track:45"]}) not in results(plain, 0, "7")


def test_seven_partial_last_only_for_the_winning_move():
    pegs = {0: ["track:2"] + HOME4, 2: HOME5}
    partial = board(pegs, variants=("seven-partial-last",))
    assert after(partial, {0: HOME5}) in results(partial, 0, "7")
    assert after(board(pegs), {0: HOME5}) not in results(board(pegs), 0, "7")
    not_last = board({0: ["track:2"] + HOME4, 2: ["track:40"]}, variants=("seven-partial-last",))
    assert after(not_last, {0: HOME5}) not in results(not_last, 0, "7")


def test_five_turn_start_lets_any_card_start_after_five_idle_turns():
    state = board({}, variants=("five-turn-start",))
    assert results(state, 0, "5", idle_turns=4) == set()
    assert results(state, 0, "5", idle_turns=5) == {after(state, {0: ["track:8"]})}
    assert results(board({}), 0, "5", idle_turns=9) == set()


def test_overshoot_blocked_never_passes_the_own_in_spot():
    state = board({0: ["track:1"]}, variants=("overshoot-blocked",))
    assert results(state, 0, "10") == set()
    assert results(state, 0, "5") == {after(state, {0: ["home:2"]})}
    on_spot = board({0: ["track:3"]}, variants=("overshoot-blocked",))
    assert results(on_spot, 0, "6") == set()


def test_overshoot_forced_around_only_when_nothing_else_is_legal():
    lone = board({0: ["track:1"]}, variants=("overshoot-forced-around",))
    assert results(lone, 0, "10") == {after(lone, {0: ["track:11"]})}
    two = board({0: ["track:1", "track:30"]}, variants=("overshoot-forced-around",))
    assert results(two, 0, "10") == {after(two, {0: ["track:1", "track:40"]})}
    # home entry is another move, so the 5 may not carry the peg round
    assert results(lone, 0, "5") == {after(lone, {0: ["home:2"]})}
    # the rest of the hand counts: a 3 elsewhere forbids going round with the 10
    assert card_play.legal_moves(lone, 0, ["10", "3"]) and all(
        m.card == "3" for m in card_play.legal_moves(lone, 0, ["10", "3"])
    )


def test_partner_bump_chain_sends_the_in_spot_peg_to_start():
    pegs = {0: ["track:10"], 2: ["track:15", "track:39"]}
    chain = board(pegs, variants=("partner-bump-chain",))
    assert results(chain, 0, "5") == {after(chain, {0: ["track:15"], 2: ["track:39"]})}
    assert results(board(pegs), 0, "5") == set()


def test_three_card_teammates_help_all_the_time():
    state = board({0: ["track:10"], 2: ["track:50"]}, variants=("three-card",))
    found = results(state, 0, "5")
    assert after(state, {2: ["track:55"]}) in found and after(state, {0: ["track:15"]}) in found
    assert state.rules.hand_size == 3


class _Spy(RandomStrategy):
    """Plays at random and records the size of every hand it plays from."""

    def __init__(self, early: bool = False) -> None:
        self.sizes: list[int] = []
        self.early = early

    def choose(self, turn, rng):
        self.sizes.append(len(turn.hand))
        return super().choose(turn, rng)

    def play_before_drawing(self, rules_, player, rng):
        return self.early


def _hand_sizes(variants: tuple[str, ...], early: bool = False) -> list[int]:
    rule_set = PegsRuleSet.create(4, None, variants)
    spy = _Spy(early)
    simulation.play_game(rule_set, [spy] + [RandomStrategy()] * 3, random.Random(5), 3, 200)
    return spy.sizes


def test_draw_first_plays_from_six_draw_after_from_five_three_card_from_three():
    assert set(_hand_sizes(())) == {6}
    assert set(_hand_sizes(("draw-after",))) == {5}
    assert set(_hand_sizes(("three-card",))) == {3}


def test_draw_two_late_alternates_five_and_four_cards_when_always_playing_early():
    sizes = _hand_sizes(("draw-two-late",), early=True)
    assert sizes[:4] == [5, 4, 5, 4]


@pytest.mark.parametrize("variant", ["", "jqk-11-12-13", "joker-starts", "nine-split", "two-wild", "two-wild-only"])
def test_the_booklet_card_chart_says_what_the_description_plays(variant):
    """Each chart row, read for its verbs and counts, against the cards of the description the
    engine plays under that variation (``engine_variations.described``)."""
    from boardgen.games.pegs_and_jokers import booklet, on_engine
    from boardgen.games.pegs_and_jokers.engine_variations import described

    chosen = frozenset({variant} - {""})
    cards = {card.rank: card for card in described(on_engine.description(), chosen).movement.cards}
    charted = []
    for ranks, text in booklet.card_rows(chosen):
        for rank in ranks.replace("Joker", "JOKER").split(", "):
            charted.append(rank)
            actions = cards[rank].actions
            verbs = {action.verb for action in actions}
            for words, verb in (("Start a peg", "enter"), ("start a peg", "enter"), ("**backward**", "backward"),
                                ("swap", "swap"), ("bump", "special")):
                if words in text:
                    assert verb in verbs, (rank, words)
            assert ("enter" in verbs) == ("tart a peg" in text), rank
            assert ("swap" in verbs) == ("swap" in text.lower()), rank
            assert ("split-back" in verbs) == ("backward, 9 in all" in text), rank
            faces = dict(re.findall(r"([JQK]) (\d+)", text))
            said = ({int(faces[rank])} if faces else {10}) if rank in "JQK" else \
                {int(rank)} if "that many" in text else {int(n) for n in re.findall(r"\b(\d+)\b", text)}
            if "never move 2" in text:
                said = set()
            assert said == {action.count for action in actions if action.count is not None}, rank
    assert sorted(charted) == sorted(cards)
