"""Legal-move counts at fixed positions, per game and variation: the perft files of chess done
for boardgen's games. A rule change shows as a changed count.

Each file in tests/data/move_counts/ holds one game's positions (some reached by its seeded game
in tests/data/playthroughs/, the rest the examples/ position files), each as its position file
on one line, then a row of counts per variation of the game: a column per card of the hand or
per throw of the dice, then every move. The test counts again at the positions the file holds.
Solitaire's file lists the jumps of positions reached by seeded random jumps. When a change to
the rules is meant, retake the files (positions chosen afresh) and read the diff before
committing:

    python3 -m tests.support.games.retake_playthroughs
"""

from __future__ import annotations

import json

import pytest

from tests.support.games.move_tables import Tabled, base_games, columns, files, tabled
from tests.support.games.recorded_games import MOVE_COUNTS, REPO, Game, answer, check_against_file, pegs_json, record, unified_diff

NAMES = sorted([f"{name}.txt" for name in base_games()] + ["solitaire.txt"])


@pytest.fixture(scope="module")
def tables() -> dict[str, str]:
    return files()


@pytest.mark.parametrize("name", NAMES)
def test_counts_match_their_file(tables: dict[str, str], name: str) -> None:
    expected = (MOVE_COUNTS / name).read_text()
    if tables[name] != expected:
        pytest.fail(unified_diff(expected, tables[name], f"tests/data/move_counts/{name}"))


def test_every_table_is_tested() -> None:
    assert sorted(path.name for path in MOVE_COUNTS.iterdir()) == NAMES


def positions(game: Game) -> list[Tabled]:
    return tabled((MOVE_COUNTS / f"{game.name}.txt").read_text())


@pytest.mark.parametrize("game", base_games().values(), ids=lambda game: game.name)
def test_a_tabled_move_then_the_next(game: Game) -> None:
    """Each tabled position of the seeded game is the one its file names, and from it the move
    the game chose, read from the ``rules moves`` answer, leads to the game's next position,
    whose answer holds the move the game chose there in turn."""
    engine = game.engine()
    decisions = record(game).decisions
    from_game = [position for position in positions(game) if position.decision is not None]
    assert len(from_game) >= 5
    for position in from_game:
        number = position.decision
        decision, following = decisions[number], decisions[number + 1]
        assert decision.position == position.data, f"decision {number} is not the position its table holds"
        check_against_file(engine, decision)
        now = decision.after or pegs_json(decision.position["pegs"])
        assert pegs_json(following.position["pegs"]) == now, f"decision {number + 1} is not where {number} led"
        check_against_file(engine, following)


@pytest.mark.parametrize("game", [game for name, game in base_games().items()
                                  if (REPO / "examples" / f"{name}-position.json").is_file()],
                         ids=lambda game: game.name)
def test_an_example_move_then_the_next(game: Game) -> None:
    """From each example position: its first listed move, pasted back as a file for the next
    seat, parses, and that seat can move with some throw or card of the same hand."""
    engine = game.engine()
    (example,) = [position.data for position in positions(game) if position.decision is None]
    assert example == json.loads((REPO / "examples" / f"{game.name}-position.json").read_text())
    first = answer(engine, example)["moves"][0]
    players = example["players"]
    following = {**example, "pegs": first["result"]["pegs"],
                 "turn": first["result"].get("turn", (example["turn"] + 1) % players)}
    moves = [answer(engine, position)["moves"] for _throw, position in columns(engine, following)]
    assert any(moves), json.dumps(following)
