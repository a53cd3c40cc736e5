"""Golden playthroughs: one seeded game per game, written move by move in the words of the
game's position file. A change to any rule changes some move, so it shows as a diff.

Each file in tests/data/playthroughs/ is one game played by random players from a fixed seed:
a line a decision, with the seat, its throw or hand, and the move as ``boardgen rules moves``
writes it. Pegs and Jokers and Fast Track have a few variations too, and round-race is a
user's own description, read as ``--game-file`` reads it.

When a change to the rules is meant, retake the files and read the diff before committing:

    python3 -m tests.support.games.retake_playthroughs
"""

from __future__ import annotations

import pytest

from tests.support.games.recorded_games import (GAMES, MAX_PLIES, PLAYTHROUGHS, Game, check_against_file, ending, play, playthrough_text,
                            record, unified_diff)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.stem)
def test_playthrough_matches_its_file(game: Game) -> None:
    name = f"{game.stem}.txt"
    expected = (PLAYTHROUGHS / name).read_text()
    got = playthrough_text(record(game))
    if got != expected:
        pytest.fail(unified_diff(expected, got, f"tests/data/playthroughs/{name}"))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.stem)
def test_every_move_is_one_rules_moves_lists(game: Game) -> None:
    """Each position of the file the position format holds whole, answered as ``rules moves``
    answers it, offers the game's own moves: the playthrough's words are the command's, and
    its moves legal."""
    engine = game.engine()
    decisions = record(game).decisions[:MAX_PLIES]
    checked = [check_against_file(engine, decision) for decision in decisions if decision.faithful]
    assert len(checked) >= len(decisions) // 3
    assert any(answer["moves"] for answer in checked)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.stem)
def test_recording_leaves_the_game_as_it_was(game: Game) -> None:
    """The recording players only watch: the bare random players, seated as ``simulate`` seats
    them, play the same game from the same seed to the same end."""
    assert ending(play(game)) == record(game).ending
