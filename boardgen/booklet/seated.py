"""Booklet preparation shared by the seated card games: players and teams checked, the rule
set built from the chosen variations, and the setup lines, titles and variation list every
such booklet prints. A game adds only its own numbers, its card chart and its figures.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.source import Chart, Figure, Prepared
from boardgen.errors import ParameterError
from boardgen.play import teams as team_modes
from boardgen.play.variants import VariantTable


@dataclass(frozen=True)
class SeatedGame:
    title: str
    colors: Sequence[str]
    seats: range
    """The player counts the game's booklet covers."""
    seat_word: str
    """What a seat is called in the rules: 'players', or 'colours' where a player may hold two."""
    default_players: int
    default_mode: Callable[[int], str]
    variants: VariantTable
    rule_set: Callable[[int, str, frozenset[str]], Any]
    """Builds the game's rule set from players, team mode and validated variations."""


def prepare_seated(
    house: HouseRules,
    game: SeatedGame,
    numbers: Callable[[Any], Mapping[str, Any]],
    charts: Callable[[frozenset[str]], Mapping[str, Chart]],
    figures: Callable[[Any], Sequence[Figure]],
) -> Prepared:
    """``numbers``, ``charts`` and ``figures`` are the game's own, from its rule set."""
    players = game.default_players if house.players is None else house.players
    if players not in game.seats:
        raise ParameterError("--players", f"{game.seats.start} to {game.seats.stop - 1} {game.seat_word}", players)
    mode = team_modes.checked_mode(players, house.teams or game.default_mode(players))
    rules = game.rule_set(players, mode, game.variants.validate(house.variations))
    chosen, picked = rules.variants, game.variants.canonical(rules.variants)
    summaries = {v.id: v.summary for v in game.variants.variants}
    context = {
        "players": players,
        "teams": mode,
        "team_lines": team_modes.team_lines(players, mode, game.colors),
        "team_count": len(set(rules.team_of)),
        "track": rules.track,
        "colors": game.colors[:players],
        "variations": [(vid, summaries[vid]) for vid in picked],
        **numbers(rules),
    }
    named = ", ".join(picked) if picked else "base game, no variations"
    return Prepared(
        title=house.title or game.title,
        subject=f"{game.title} rules for {players} {game.seat_word}: {named}",
        subtitle=f"Rules for {players} {game.seat_word} ({team_modes.mode_name(mode, players)}); {named}",
        variations=chosen,
        context=context,
        charts=dict(charts(chosen)),
        figures=figures(rules),
    )
