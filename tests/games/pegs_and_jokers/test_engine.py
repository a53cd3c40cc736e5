"""Whole games: decks, teams, every game ends, reproducible reports, stalls reported."""

from __future__ import annotations

import pytest

from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import simulation
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.pegs_and_jokers.variants import EXCLUSIONS, VARIANT_IDS
from boardgen.play.cards import DECK_SIZE, Shoe, parse_card, standard_cards
from boardgen.play.stats import Distribution
from boardgen.play.teams import seat_teams


@pytest.mark.parametrize("players,decks", [(3, 3), (4, 3), (6, 3), (7, 4), (8, 4)])
def test_decks_by_player_count(players, decks):
    assert simulation.default_decks(players) == decks


def test_a_deck_has_52_cards_and_two_jokers():
    cards = standard_cards(1)
    assert len(cards) == DECK_SIZE == 54 and cards.count("JOKER") == 2 and cards.count("7") == 4


def test_too_few_decks_are_refused():
    with pytest.raises(ParameterError, match="--decks"):
        simulation.check_decks(PegsRuleSet.create(8), 0)


def test_shoe_reshuffles_discards_when_the_pile_runs_out():
    import random

    shoe = Shoe(1, random.Random(1))
    drawn = [shoe.draw() for _ in range(54)]
    assert shoe.draw() is None
    for card in drawn[:10]:
        shoe.discard(card)
    assert shoe.draw() in drawn[:10] and shoe.reshuffles == 1


def test_card_names():
    assert parse_card("joker") == "JOKER" and parse_card("k") == "K" and parse_card("10") == "10"
    with pytest.raises(ParameterError, match="--card"):
        parse_card("11")


def test_teams():
    assert seat_teams(6, "alternate") == (0, 1, 0, 1, 0, 1)
    assert seat_teams(6, "pairs") == (0, 1, 2, 0, 1, 2)
    assert seat_teams(8, "pairs") == (0, 1, 2, 3, 0, 1, 2, 3)
    assert seat_teams(5, "individual") == (0, 1, 2, 3, 4)
    with pytest.raises(ParameterError, match="--teams"):
        seat_teams(5, "alternate")
    assert PegsRuleSet.create(5).teams == "individual" and PegsRuleSet.create(6).teams == "alternate"


def _combinations():
    yield ()
    for vid in VARIANT_IDS:
        yield (vid,)
    excluded = {frozenset((a, b)) for a, b, _ in EXCLUSIONS}
    everything = [v for v in VARIANT_IDS if v not in ("overshoot-forced-around", "draw-two-late", "two-wild-only")]
    assert not any(pair <= set(everything) for pair in excluded)
    yield tuple(everything)


@pytest.mark.parametrize("variants", list(_combinations()), ids=lambda v: "+".join(v) or "base")
@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_every_simulated_game_ends(variants, policy):
    report = simulation.simulate(PegsRuleSet.create(4, None, variants), 2, 7, policy)
    assert report.finished == report.games == 2


@pytest.mark.parametrize("players,teams", [(3, None), (6, "pairs"), (6, "alternate"), (8, "pairs"), (5, None)])
def test_games_end_for_other_counts_and_teams(players, teams):
    report = simulation.simulate(PegsRuleSet.create(players, teams), 2, 3, "greedy")
    assert report.finished == 2
    assert sum(wins for _, wins in report.wins_by_team) == 2


def test_same_seed_same_report_other_seed_other_report():
    rules = PegsRuleSet.create(4, None, ("nine-split",))
    first = simulation.simulate(rules, 3, 11)
    assert simulation.simulate(rules, 3, 11) == first
    assert simulation.simulate(rules, 3, 12) != first


def test_a_game_that_cannot_end_in_time_is_reported_unfinished():
    report = simulation.simulate(PegsRuleSet.create(4), 2, 1, max_turns=10)
    assert report.finished == 0 and report.turns is None
    assert report.as_dict()["unfinished"] == 2


def test_distribution_figures():
    dist = Distribution.of(list(range(1, 101)))
    assert (dist.mean, dist.median, dist.p95) == (50.5, 50.5, 95.0)
