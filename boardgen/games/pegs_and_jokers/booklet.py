"""What the Pegs and Jokers rule booklet needs from the game: setup numbers, card chart, diagrams.

The words live in ``templates/pegs-and-jokers/``; the variation ids and clashes come from
``variants``, the deck count from ``engine``, the teams from ``play.teams``, so the booklet
states the same numbers the simulator plays with.
"""

from __future__ import annotations

from boardgen.booklet.seated import SeatedGame
from boardgen.booklet.source import Chart
from boardgen.games.pegs_and_jokers import diagrams, variants
from boardgen.games.pegs_and_jokers.simulation import default_decks
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from boardgen.games.pegs_and_jokers.board.topology import BOARD, HOME_HOLES, START_HOLES
from boardgen.play import teams as team_modes


def card_rows(chosen: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """What each card does under the chosen variations, in card order."""
    faces = "J 11, Q 12, K 13" if "jqk-11-12-13" in chosen else "10"
    swap = "swap one of your pegs on the track with any other player's peg on the track"
    two = {"two-wild": f"Move 2 forward, **or** {swap}", "two-wild-only": f"{swap.capitalize()} (never move 2)"}
    two_text = next((text for vid, text in two.items() if vid in chosen), "Move 2 forward")
    nine = "Move 9 forward, **or** split it: one peg forward and another backward, 9 in all" \
        if "nine-split" in chosen else "Move 9 forward"
    eight = "Move 8 **backward**, jumping your own pegs if need be" if "eight-jumps-own" in chosen \
        else "Move 8 **backward** (never forward)"
    joker = "Jump any of your pegs not yet home (even one in start) onto another player's peg on the track and bump it"
    if "joker-starts" in chosen:
        joker += ", **or** start a peg"
    if "joker-moves-one" in chosen:
        joker += "; with nobody to bump, move a peg 1 forward"
    return (
        ("A", "Start a peg, **or** move 1 forward"),
        ("2", two_text),
        ("3, 4, 5, 6", "Move that many forward"),
        ("7", "Move 7 forward, **or** split 7 between two of your pegs"
              + (" (or one of yours and one of a partner's)" if "three-card" in chosen else "")),
        ("8", eight),
        ("9", nine),
        ("10", "Move 10 forward"),
        ("J, Q, K", f"Start a peg, **or** move forward {faces}"),
        ("Joker", joker),
    )


SOURCE = SeatedGame(
    board=BOARD,
    seat_word="players",
    default_mode=team_modes.default_mode,
    variants=variants.TABLE,
    rule_set=PegsRuleSet,
    numbers=lambda rules: {"decks": default_decks(rules.players), "hand": rules.hand_size, "start_holes": START_HOLES,
                           "home_holes": HOME_HOLES, "draws_after": rules.draws_after},
    charts=lambda chosen: {"cards": Chart(("Card", "What it does"), card_rows(chosen), (0.2, 0.8))},
    figures=diagrams.figures,
).source()
