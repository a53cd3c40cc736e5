"""The README's table of what each game has, walked: every ✓ made as a user would make it
(the files of each format written, a booklet, the legal moves of a position, a few simulated
games, the page's preview), and every ``next`` refused in one line."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.race.description.model import Description
from boardgen.games.race.description.library import shipped
from boardgen.games.race.description.loading import read_description
from boardgen.preview import service
from tests.support.paths import REPO

EXAMPLE = REPO / "examples" / "round-race.toml"
COLUMNS = ("cut files", "template", "G-code", "LightBurn", "booklet", "moves", "simulate", "preview")
FORMATS = {"cut files": ("svg", "dxf"), "template": ("pdf",), "G-code": ("gcode",), "LightBurn": ("lbrn2",)}
EXTENSIONS = {"svg": ".svg", "dxf": ".dxf", "pdf": ".pdf", "gcode": ".nc", "lbrn2": ".lbrn2"}
POSITIONS = {"pegs-and-jokers": "pegs-and-jokers-position.json", "fast-track": "fast-track-position.json",
             "tock": "tock-position.json", "slide-race": "slide-race-position.json"}
CARD_FOR = {"pegs-and-jokers": ["--card", "7"], "fast-track": ["--card", "7"]}
"""Pegs and Jokers and Fast Track are asked for one card; a track game plays its position's hand."""


def table() -> list[tuple[str, dict[str, str]]]:
    """Each row's game (the command's words in backticks) and its cells by column."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    header = "| game | " + " | ".join(COLUMNS) + " |"
    lines = text[text.index(header):].splitlines()[2:]
    rows = []
    for line in lines:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows.append((re.search(r"`([^`]+)`", cells[0])[1], dict(zip(COLUMNS, cells[1:]))))
    return rows


ROWS = table()


def test_the_table_has_every_game_and_only_ticks_and_next():
    assert [game for game, _ in ROWS] == ["pegs-and-jokers", "fast-track", "ludo", "mensch", "tock", "slide-race",
                                          "shortcut-marbles", "blockade-cross", "track --game-file FILE"]
    assert all(cell in ("✓", "next") for _, cells in ROWS for cell in cells.values())


def start_position(description: Description) -> dict:
    """Every piece in its start area, seat 0 to move with a throw that brings one out (the
    card games' positions are their examples)."""
    movement, players = description.movement, description.players[0]
    throw = [*(movement.enter_on[:1] or [6]), *[1] * (movement.dice - 1)]
    return {"game": description.name, "players": players, "turn": 0, "throw": throw,
            "pegs": [["start"] * description.pieces] * players}


@pytest.mark.parametrize(("game", "cells"), ROWS, ids=[game.split()[0] for game, _ in ROWS])
def test_each_cell_of_the_table_is_true(game, cells, tmp_path):
    runner = CliRunner()
    own = game.startswith("track")
    name = "track" if own else game
    chosen = ["--game-file", str(EXAMPLE)] if own else []
    formats = [f for column, kinds in FORMATS.items() if cells[column] == "✓" for f in kinds]
    board = ["board", name, *chosen, "--format", ",".join(formats), "--out", str(tmp_path / "b")]
    run = runner.invoke(app, board)  # the example is a circle: its holding tabs go on its gently curved edge
    assert run.exit_code == 0, run.output
    made = {p.suffix for p in (tmp_path / "b").iterdir()}
    assert {EXTENSIONS[f] for f in formats} <= made and len(formats) == 5

    run = runner.invoke(app, ["rules", "booklet", name, *chosen, "--out", str(tmp_path / "r")])
    assert (run.exit_code == 0) == (cells["booklet"] == "✓"), run.output

    if game in POSITIONS:
        position = REPO / "examples" / POSITIONS[game]
        extra = CARD_FOR.get(game, [])
    else:
        position = tmp_path / "p.json"
        description = read_description(EXAMPLE) if own else shipped(game)
        position.write_text(json.dumps(start_position(description)), encoding="utf-8")
        extra = chosen
    run = runner.invoke(app, ["rules", "moves", "--position", str(position), *extra])
    if cells["moves"] == "✓":
        assert run.exit_code == 0 and json.loads(run.output)["moves"], run.output
    else:
        assert run.exit_code == 2 and "does not read yet" in run.output and run.output.count("\n") == 1, run.output

    run = runner.invoke(app, ["simulate", name, *chosen, "--games", "3"])
    if cells["simulate"] == "✓":
        assert run.exit_code == 0 and "finished" in run.output, run.output
    else:
        assert run.exit_code == 2 and run.output.count("\n") == 1, run.output

    query = {"game": [name], **({"game-text": [EXAMPLE.read_text(encoding="utf-8")]} if own else {})}
    service.check_query("/api/preview", query)
    assert service.board_preview(query).sheets and cells["preview"] == "✓"
