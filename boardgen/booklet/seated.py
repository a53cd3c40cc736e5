"""Booklet preparation shared by the seated card games: players and teams checked, the rule
set built from the chosen variations, and the setup lines, titles and variation list every
such booklet prints. A game is a ``SeatedGame``: its seats and variations, and only its own
numbers, its card chart and its figures; ``source`` makes its ``BookletSource``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.source import BookletSource, Chart, Figure, Prepared, Searching
from boardgen.errors import ParameterError
from boardgen.play import teams as team_modes
from boardgen.play.variants import VariantTable
from boardgen.resources import TEMPLATES


class SeatedBoard(Protocol):
    """What a seated game's booklet reads of its board (a track ``BoardDescription`` is one)."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def colors(self) -> tuple[str, ...]: ...
    @property
    def players(self) -> tuple[int, ...]: ...


@dataclass(frozen=True)
class SeatedGame:
    board: SeatedBoard
    """The game's board: its name (also its template folder's), title, colours and player
    counts, the first of them the default."""
    seat_word: str
    """What a seat is called in the rules: 'players', or 'colours' where a player may hold two."""
    default_mode: Callable[[int], str]
    variants: VariantTable
    rule_set: Callable[[int, str, frozenset[str]], Any]
    """Builds the game's rule set from players, team mode and validated variations."""
    numbers: Callable[[Any], Mapping[str, Any]]
    """The game's own numbers for its templates, from its rule set."""
    charts: Callable[[frozenset[str]], Mapping[str, Chart]]
    """The game's charts for the chosen variations."""
    figures: Callable[[Any], Sequence[Figure]]
    """The game's diagrams, from its rule set."""

    @property
    def title(self) -> str:
        return self.board.title

    @property
    def seats(self) -> range:
        """The player counts the game's booklet covers."""
        return range(min(self.board.players), max(self.board.players) + 1)

    def source(self) -> BookletSource:
        name = self.board.name
        return BookletSource(name, TEMPLATES / name, self.prepare,
                             tuple((v.id, v.summary) for v in self.variants.variants))

    def prepare(self, house: HouseRules, searching: Searching = None) -> Prepared:
        """The booklet's content; nothing is searched, so ``searching`` never hears anything."""
        return _prepare(house, self)


def _prepare(house: HouseRules, game: SeatedGame) -> Prepared:
    players = game.board.players[0] if house.players is None else house.players
    if players not in game.seats:
        raise ParameterError("--players", f"{game.seats.start} to {game.seats.stop - 1} {game.seat_word}", players)
    mode = team_modes.checked_mode(players, house.teams or game.default_mode(players))
    rules = game.rule_set(players, mode, game.variants.validate(house.variations))
    chosen, picked = rules.variants, game.variants.canonical(rules.variants)
    summaries = {v.id: v.summary for v in game.variants.variants}
    context = {
        "players": players,
        "teams": mode,
        "team_lines": team_modes.team_lines(players, mode, game.board.colors),
        "team_count": len(set(rules.team_of)),
        "track": rules.topology.track_length,
        "colors": game.board.colors[:players],
        "variations": [(vid, summaries[vid]) for vid in picked],
        **game.numbers(rules),
    }
    named = ", ".join(picked) if picked else "base game, no variations"
    return Prepared(
        title=house.title or game.title,
        subject=f"{game.title} rules for {players} {game.seat_word}: {named}",
        subtitle=f"Rules for {players} {game.seat_word} ({team_modes.mode_name(mode, players)}); {named}",
        variations=chosen,
        context=context,
        charts=dict(game.charts(chosen)),
        figures=game.figures(rules),
    )
