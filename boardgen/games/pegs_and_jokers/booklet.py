"""What the Pegs and Jokers rule booklet needs from the game: setup numbers, card chart, diagrams.

The words live in ``templates/pegs-and-jokers/``; the variation ids and clashes come from
``variants``, the deck count from ``engine``, the teams from ``play.teams``, so the booklet
states the same numbers the simulator plays with.
"""

from __future__ import annotations

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import TEMPLATES, BookletSource, Chart, Prepared
from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import diagrams, variants
from boardgen.games.pegs_and_jokers.board import GAME_NAME, TITLE
from boardgen.games.pegs_and_jokers.engine import default_decks
from boardgen.games.pegs_and_jokers.state import RuleSet
from boardgen.games.pegs_and_jokers.topology import COLORS, HOME_HOLES, MAX_PLAYERS, MIN_PLAYERS, START_HOLES
from boardgen.play import teams as team_modes

DEFAULT_PLAYERS = 4


def card_rows(chosen: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """What each card does under the chosen variations, in card order."""
    faces = "J 11, Q 12, K 13" if "jqk-11-12-13" in chosen else "10"
    two = "Move 2 forward, **or** swap one of your pegs on the track with any other peg on the track" \
        if "two-wild" in chosen else "Move 2 forward"
    nine = "Move 9 forward, **or** split it: one peg forward and another backward, 9 in all" \
        if "nine-split" in chosen else "Move 9 forward"
    eight = "Move 8 **backward**, jumping your own pegs if need be" if "eight-jumps-own" in chosen \
        else "Move 8 **backward** (never forward)"
    joker = "Jump any of your pegs (even one in start) onto another player's peg on the track and bump it"
    if "joker-moves-one" in chosen:
        joker += "; with nobody to bump, move a peg 1 forward"
    return (
        ("A", "Start a peg, **or** move 1 forward"),
        ("2", two),
        ("3, 4, 5, 6", "Move that many forward"),
        ("7", "Move 7 forward, **or** split 7 between two of your pegs"),
        ("8", eight),
        ("9", nine),
        ("10", "Move 10 forward"),
        ("J, Q, K", f"Start a peg, **or** move forward {faces}"),
        ("Joker", joker),
    )


def teams_text(players: int, mode: str) -> list[str]:
    """One line per team: its colours in seating order."""
    return team_modes.team_lines(players, mode, COLORS)


def prepare(house: HouseRules) -> Prepared:
    players = DEFAULT_PLAYERS if house.players is None else house.players
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ParameterError("--players", f"{MIN_PLAYERS} to {MAX_PLAYERS}", players)
    mode = team_modes.checked_mode(players, house.teams or team_modes.default_mode(players))
    rules = RuleSet(players, mode, variants.validate(house.variations))
    chosen, picked = rules.variants, variants.canonical(rules.variants)
    summaries = {v.id: v.summary for v in variants.VARIANTS}
    context = {
        "players": players,
        "teams": mode,
        "team_lines": teams_text(players, mode),
        "team_count": len(set(rules.team_of)),
        "decks": default_decks(players),
        "hand": rules.hand_size,
        "track": rules.track,
        "start_holes": START_HOLES,
        "home_holes": HOME_HOLES,
        "colors": COLORS[:players],
        "variations": [(vid, summaries[vid]) for vid in picked],
    }
    chart = Chart(("Card", "What it does"), card_rows(chosen), (0.2, 0.8))
    title = house.title or TITLE
    named = ", ".join(picked) if picked else "base game, no variations"
    subtitle = f"Rules for {players} players ({team_modes.mode_name(mode, players)}); {named}"
    return Prepared(
        title=title,
        subject=f"{TITLE} rules for {players} players: {named}",
        subtitle=subtitle,
        variations=chosen,
        context=context,
        charts={"cards": chart},
        figures=diagrams.figures(rules),
    )


SOURCE = BookletSource(GAME_NAME, TEMPLATES / GAME_NAME, prepare,
                       tuple((v.id, v.summary) for v in variants.VARIANTS))
