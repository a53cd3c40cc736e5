"""Building Fast Track positions for tests by space names, and reading outcomes the same way.

Four colours unless told: red (seat 0) has its fast-track space at track:0, home entry track:7
and pen exit track:8; blue 14/21/22; green 28/35/36; yellow 42/49/50; the track has 56 spaces.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from boardgen.games.fast_track.position import Marbles, code, names, placed
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.race.cards.moves import CardMove, apply, card_moves
from boardgen.games.race.cards.position import CardPosition
from boardgen.play.positions import Position


def board(marbles: dict[int, list[str]], players: int = 4, teams: str | None = None, variants=()) -> Marbles:
    return placed(FastTrackRuleSet.create(players, teams, tuple(variants)), marbles)


def holding(state: Marbles, card: str, player: int = 0, idle: int = 0) -> CardPosition:
    """The card engine's position: ``player`` to play, holding ``card`` after ``idle`` turns without a move."""
    return state.at(Position(state, player, (card,), idle))


def legal(state: Marbles, card: str, player: int = 0, idle: int = 0) -> list[CardMove]:
    return card_moves(state.course, holding(state, card, player, idle), card)


def after(state: Marbles, move: CardMove) -> Marbles:
    """The marbles once ``move`` (one of ``legal``'s) is played."""
    return Marbles(state.rules, apply(state.course, holding(state, move.card, move.seat), move).seats)


def named(state: Marbles) -> list[list[str]]:
    """Every seat's marbles as the position file names them."""
    return names(state.course, state.seats)


def code_of(state: Marbles, seat: int, name: str) -> int:
    return code(state.course, seat, name)


def results(state: Marbles, card: str, player: int = 0, idle: int = 0) -> set[tuple[tuple[str, ...], ...]]:
    """Each distinct outcome as every seat's sorted marble names, pens left out."""
    return {
        tuple(tuple(sorted(n for n in row if n != "pen")) for row in named(after(state, m)))
        for m in legal(state, card, player, idle)
    }


def red(outcomes) -> set[tuple[str, ...]]:
    return {o[0] for o in outcomes}


def as_own_game(path: Path, name: str, extra_rules: str = "") -> Path:
    """Fast Track's whole description written to ``path`` as a user's one file named ``name``:
    its description.toml's own keys, then its board.toml (whose last table is ``[home]``), then
    the description's tables, the first of them the ``[home]`` keys it lays over the board's;
    ``extra_rules`` lines end the ``[rules]`` table (the file's last)."""
    game = files("boardgen.games.fast_track")
    board_text = (game / "board.toml").read_text(encoding="utf-8").replace('name = "fast-track"', f'name = "{name}"')
    moving = (game / "description.toml").read_text(encoding="utf-8")
    top, tables = moving.split("\n[home]\n", 1)
    assert board_text.rstrip().rsplit("\n[", 1)[1].startswith("home]") and "[" not in top
    assert tables.rstrip().rsplit("\n[", 1)[1].startswith("rules]")
    path.write_text(f"{top}\n{board_text}\n{tables}{extra_rules}", encoding="utf-8")
    return path
