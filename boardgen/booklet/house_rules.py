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

import tomllib
from dataclasses import dataclass
from pathlib import Path

from boardgen.errors import ParameterError

KEYS = ("game", "title", "players", "teams", "variations")


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
    where = f"--house-rules {path.name}"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or "not readable as UTF-8 text"
        raise ParameterError(where, f"a readable TOML file ({reason})") from None
    return parse(text, where)


def parse(text: str, where: str = "--house-rules") -> HouseRules:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ParameterError(where, f"valid TOML ({error})") from None
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
    if title is not None and (not isinstance(title, str) or not title.strip()):
        raise ParameterError(f"{where}: title", "a non-empty string", title)
    return HouseRules(game.strip(), players, teams, tuple(variations), title.strip() if title else None)
