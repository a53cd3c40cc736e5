"""A family's house rules in one TOML file: game, players, teams, variations and a title.

```toml
game = "pegs-and-jokers"
title = "The Millers' Pegs and Jokers"
players = 6
teams = "alternate"
variations = ["jqk-11-12-13", "nine-split"]
```

Only the shape of the file is checked here; whether the game knows the variations and the
team mode is the game's question (its ``BookletSource.prepare``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from boardgen.errors import ParameterError
from boardgen.input_files import parse_toml, read_input

KEYS = ("game", "title", "players", "teams", "variations")
MAX_TITLE = 120
"""Characters a cover title may have: two lines on the cover at its largest size, and a cap on
the layout work a title can cause (a 60,000-character one took 18 s)."""


@dataclass(frozen=True)
class HouseRules:
    game: str
    players: int | None = None
    teams: str | None = None
    variations: tuple[str, ...] = ()
    title: str | None = None
    options: tuple[tuple[str, str], ...] = ()
    """The game's own booklet options as typed, (name, text) pairs such as ("rows", "5"); which
    names a game takes is its ``BookletSource.options``, and the game parses the values."""


def load(path: Path) -> HouseRules:
    """Read and check a house-rules file; every problem is one ``ParameterError`` line."""
    return parse(read_input(path, "--house-rules"), f"--house-rules {path.name}")


def parse(text: str, where: str = "--house-rules") -> HouseRules:
    data = parse_toml(text, where)
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise ParameterError(f"{where}: {unknown[0]}", "not a house-rules key; keys are " + ", ".join(KEYS))
    game = data.get("game")
    if not isinstance(game, str) or not game.strip():
        raise ParameterError(f"{where}: game", "the name of a game, e.g. game = \"pegs-and-jokers\"", game)
    players = data.get("players")
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise ParameterError(f"{where}: players", "a whole number", players)
    teams = data.get("teams")
    if teams is not None and not isinstance(teams, str):
        raise ParameterError(f"{where}: teams", "a team mode name", teams)
    variations = data.get("variations", [])
    if not isinstance(variations, list) or not all(isinstance(v, str) for v in variations):
        raise ParameterError(f"{where}: variations", "a list of variation ids, e.g. [\"nine-split\"]", variations)
    title = data.get("title")
    if title is not None and (not isinstance(title, str) or not title.strip() or len(title) > MAX_TITLE):
        raise ParameterError(f"{where}: title", f"a non-empty string of at most {MAX_TITLE} characters",
                             title if not isinstance(title, str) else title[:40])
    return HouseRules(game.strip(), players, teams, tuple(variations), title.strip() if title else None)
