"""Whole games of Fast Track, played by the card engine's turn loop (``track.card_turns``) on
the table's course: each colour's own deck, hands of five drawn back after the turn, chains of
play-again cards, and the win.

Only the table's choices are Fast Track's here: its variations and the decks in each colour's
pile, compiled into the course (``on_engine.course_for``), and the report's figures under the
game's own names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from boardgen.games.fast_track.on_engine import course_for
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.simulation_facts import FACTS
from boardgen.games.fast_track.variants import canonical
from boardgen.games.race.cards import turns as card_turns
from boardgen.play.cards import check_deck_count
from boardgen.play.stats import SimulationReport

FIGURES = {"shortcut_rides": "fast_track_rides", "centre_entries": "bulls_eye_entries"}
"""The card engine's figures of a shortcut ring as Fast Track names them."""


def simulate(
    rules: FastTrackRuleSet,
    games: int,
    seed: int,
    policy: str = FACTS.default_policy,
    decks: int | None = None,
    max_turns: int | None = None,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
) -> SimulationReport:
    """``games`` whole games summed up by ``stats.simulate_games``: same seed, same report,
    whatever ``jobs``. ``decks`` is the number of decks in each colour's own pile (1, as the
    rule sheet has it)."""
    decks = check_deck_count(1 if decks is None else decks, 1, " decks in each colour's own pile")
    report = card_turns.simulate(course_for(rules, decks), games, seed, policy, None, max_turns, progress, jobs,
                                 variants=canonical(rules.variants), deck=("decks_each", decks))
    return replace(report, per_game=tuple((FIGURES.get(figure, figure), spread) for figure, spread in report.per_game))
