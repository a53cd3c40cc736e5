"""A card game of your own with a shortcut ring and a centre hole (docs/track-games.md,
"Shortcuts in a card game"): its position file writes riders as ``ring:N`` and the centre as
``centre`` and reads them back, the moves it lists play on, and a piece named off the ring is
refused in one line with nothing written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from tests.support.games.ft import as_own_game


@pytest.fixture()
def ring_game(tmp_path: Path) -> Path:
    return as_own_game(tmp_path / "ring-race.toml", "ring-race")


def _moves(game: Path, position: dict, where: Path) -> dict:
    path = where / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(game), "--position", str(path)])
    assert run.exit_code == 0, run.output
    return json.loads(run.stdout)


def _position(red: list[str], blue: list[str], card: str) -> dict:
    return {"game": "ring-race", "players": 4, "turn": 0, "hand": [card],
            "pegs": [red, blue, ["start"] * 4, ["start"] * 4]}


def test_a_rider_rides_on_past_an_opponent_and_leaves_at_its_own_space(ring_game, tmp_path):
    """Red rides green's ring space (28); a 5 hops to 42, to its own 0 (blue riding there is
    passed, not landed on) and walks 3 on; the marble on track:30 may not move meanwhile."""
    answer = _moves(ring_game, _position(["ring:28", "track:30", "start", "centre"], ["ring:0"] + ["start"] * 3, "5"),
                    tmp_path)
    assert [move["text"] for move in answer["moves"]] == ["5, forward 5: red ring:28 -> track:3"]
    after = answer["moves"][0]["result"]
    assert after["pegs"][0] == ["start", "track:30", "track:3", "centre"] and after["pegs"][1][-1] == "ring:0"
    # the position it leaves reads back; blue, to play, must move its rider: a hop home to 14 and on
    again = _moves(ring_game, {**_position(after["pegs"][0], after["pegs"][1], "2"), "turn": 1}, tmp_path)
    assert {move["text"] for move in again["moves"]} == {"2, forward 2: blue ring:0 -> track:15"}


def test_the_centre_is_left_onto_the_own_ring_space(ring_game, tmp_path):
    answer = _moves(ring_game, _position(["centre", "track:5", "start", "start"], ["start"] * 4, "K"), tmp_path)
    texts = {move["text"] for move in answer["moves"]}
    assert texts == {"K, leave-centre: red centre -> track:0", "K, forward 1: red track:5 -> track:6"}


def test_a_piece_off_the_ring_is_refused_in_one_line(ring_game, tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(_position(["ring:29", "start", "start", "start"], ["start"] * 4, "5")), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(ring_game), "--position", str(path)])
    assert run.exit_code == 2 and run.stdout == ""
    assert run.stderr.strip().count("\n") == 0 and '"ring:N" (N one of 0, 14, 28, 42)' in run.stderr


def test_pass_own_is_read_on_the_track(ring_game, tmp_path):
    """Fast Track's marbles never pass their own; with ``rules.pass_own = "always"`` the same
    count goes past (never landing on its own)."""
    position = _position(["track:20", "track:22", "track:24", "start"], ["start"] * 4, "3")
    never = {move["text"] for move in _moves(ring_game, position, tmp_path)["moves"]}
    assert never == {"3, forward 3: red track:24 -> track:27"}
    ring_game.write_text(ring_game.read_text(encoding="utf-8").replace('pass_own = "never"', 'pass_own = "always"'),
                         encoding="utf-8")
    always = {move["text"] for move in _moves(ring_game, position, tmp_path)["moves"]}
    assert always == never | {"3, forward 3: red track:20 -> track:23", "3, forward 3: red track:22 -> track:25"}


def test_a_key_the_ring_does_not_read_is_refused_in_one_line(ring_game, tmp_path):
    ring_game.write_text(ring_game.read_text(encoding="utf-8").replace("per_side = 14", "per_side = 14\nsafe = [3]"),
                         encoding="utf-8")
    path = tmp_path / "position.json"
    path.write_text(json.dumps(_position(["start"] * 4, ["start"] * 4, "5")), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(ring_game), "--position", str(path)])
    assert run.exit_code == 2 and run.stdout == "" and run.stderr.strip().count("\n") == 0
    assert "a card game with a shortcut ring without track.safe" in run.stderr


def test_a_kept_hand_is_read_whole(ring_game, tmp_path):
    """Fast Track keeps five cards, drawn back to five after the turn: a position holds up to
    five, each card's moves listed, and six is refused in one line."""
    red, blue = ["track:3", "start", "start", "start"], ["start"] * 4
    moves = _moves(ring_game, _position(red, blue, "2") | {"hand": ["2", "3", "5", "8", "10"]}, tmp_path)["moves"]
    assert {move["card"] for move in moves} == {"2", "3", "5", "8", "10"}
    path = tmp_path / "six.json"
    path.write_text(json.dumps(_position(red, blue, "2") | {"hand": ["2"] * 6}), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(ring_game), "--position", str(path)])
    assert run.exit_code == 2 and run.stderr.count("\n") == 1 and "1 to 5 cards held" in run.stderr
