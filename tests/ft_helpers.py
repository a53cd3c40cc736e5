"""Building Fast Track positions for tests by space names, and reading outcomes the same way.

Four colours unless told: red (seat 0) has its fast-track space at track:0, home entry track:7
and pen exit track:8; blue 14/21/22; green 28/35/36; yellow 42/49/50; the track has 56 spaces.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from boardgen.games.fast_track import rules
from boardgen.games.fast_track.position import code, names
from boardgen.games.fast_track.state import RuleSet, State


def board(marbles: dict[int, list[str]], players: int = 4, teams: str | None = None, variants=()) -> State:
    rule_set = RuleSet.create(players, teams, tuple(variants))
    rows = []
    for seat in range(players):
        given = marbles.get(seat, [])
        rows.append(tuple(sorted(code(rule_set, seat, n) for n in given + ["pen"] * (4 - len(given)))))
    return State(rule_set, tuple(rows))


def results(state: State, card: str, player: int = 0, idle: int = 0) -> set[tuple[tuple[str, ...], ...]]:
    """Each distinct outcome as every seat's sorted marble names, pens left out."""
    return {
        tuple(tuple(sorted(n for n in row if n != "pen")) for row in names(rules.apply(state, m)))
        for m in rules.legal_moves(state, player, [card], idle)
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
