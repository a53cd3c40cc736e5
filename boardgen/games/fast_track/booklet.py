"""What the Fast Track rule booklet needs from the game: setup numbers, card chart, diagrams.

The words live in ``templates/fast-track/``. The variation ids come from ``variants``, the
teams from ``play.teams``. The card chart says in the game's words what ``description.toml``
gives each card (``tests/games/fast_track/test_play.py`` holds the two together). So the booklet states the
same rules the engine plays.
"""

from __future__ import annotations

from boardgen.booklet.seated import SeatedGame
from boardgen.booklet.source import Chart
from boardgen.games.fast_track import diagrams, variants
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.board.topology import BOARD, HOME_SPACES, MARBLES_PER_SEAT, PEN_SPACES, SIDE_LENGTH


def card_rows(chosen: frozenset[str]) -> tuple[tuple[str, str, str], ...]:
    """What each card does, and whether you play again after it."""
    jack = "Move 1 forward, **or** take a marble out of the bull's eye, **or** swap one of your marbles " \
           "on the track with an opponent's"
    if "swap-bulls-eye" in chosen:
        jack += " (the bull's eye counts as on the track for the swap)"
    return (
        ("Joker, A", "Bring a marble out of the pen, **or** move 1 forward", "yes"),
        ("2, 3, 5", "Move that many forward", "no"),
        ("4", "Move 4 **backward**", "no"),
        ("6", "Bring a marble out of the pen, **or** move 6 forward", "yes"),
        ("7", "Move 7 forward, **or** split 7 between two marbles, both forward", "no"),
        ("8, 9, 10", "Move that many forward", "no"),
        ("J", jack, "yes"),
        ("Q, K", "Move 1 forward, **or** take a marble out of the bull's eye", "yes"),
    )


SOURCE = SeatedGame(
    board=BOARD,
    seat_word="colours",
    default_mode=lambda players: "individual",
    variants=variants.TABLE,
    rule_set=FastTrackRuleSet,
    numbers=lambda rules: {"side": SIDE_LENGTH, "marbles": MARBLES_PER_SEAT, "pen_spaces": PEN_SPACES,
                           "home_spaces": HOME_SPACES},
    charts=lambda chosen: {"cards": Chart(("Card", "What it does", "Again?"), card_rows(chosen), (0.16, 0.70, 0.14))},
    figures=diagrams.figures,
).source()
