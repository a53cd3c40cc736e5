"""Track-game boards compiled from descriptions: each shipped game at each player count builds,
passes the shop and board checks, and has the holes its description says, where it says;
the board checks catch a broken manifest; the same parameters give the same bytes; a user's
own file builds from the command line and a broken one writes nothing."""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.errors import BoardRejected
from boardgen.games.race.board.checks import checks
from boardgen.geometry.vec import distance
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.verify import require
from boardgen.writers.writer import OutputSettings
from tests.support.paths import REPO

EXAMPLE = REPO / "examples" / "round-race.toml"

BOARDS = [
    # game, players, track spaces, holes (track + start + home + centre), safe spaces
    ("ludo", 4, 52, 52 + 16 + 20, 8),
    ("ludo", 6, 78, 78 + 24 + 30, 12),
    ("mensch", 4, 40, 40 + 16 + 16, 0),
    ("tock", 4, 72, 72 + 16 + 16, 0),  # its start spaces are guarded by rules.start_guard, not safe
    ("tock", 6, 108, 108 + 24 + 24, 0),
    ("slide-race", 4, 60, 60 + 16 + 20, 0),
    ("shortcut-marbles", 4, 56, 56 + 16 + 16 + 1, 0),
    ("shortcut-marbles", 6, 84, 84 + 24 + 24 + 1, 0),
    ("blockade-cross", 4, 68, 68 + 16 + 28, 12),
]


@functools.lru_cache(maxsize=16)
def made(game: str, players: int, **raw: str):
    return make_board(game, {"players": str(players), **raw})


@pytest.mark.parametrize(("game", "players", "spaces", "holes", "safe"), BOARDS)
def test_every_shipped_board_builds_with_the_holes_its_description_says(game, players, spaces, holes, safe):
    result = made(game, players)
    board = result.board
    assert all(c.passed for c in result.checks), [c.line for c in result.checks if not c.passed]
    assert {"track", "entries and exits", "home rows", "start areas", "holes on the pieces",
            "hole spacing", "engraving clear of holes"} <= {c.name for c in result.checks}
    assert len(board.layout["track"]) == spaces and len(board.holes) == holes
    assert sum(h.role == "safe" for h in board.holes) == safe == len(board.layout["safe"])
    assert [label.text for label in board.labels] == [s["color"].upper() for s in board.layout["seats"]]


def test_a_cross_is_one_pitch_round_its_corners_and_home_runs_in_from_the_end():
    for game in ("ludo", "mensch", "blockade-cross"):
        layout = made(game, 4).board.layout
        track = [tuple(p) for p in layout["track"]]
        assert all(distance(track[i - 1], track[i]) == pytest.approx(25.4, abs=1e-3) for i in range(len(track)))
        for seat in layout["seats"]:
            home = [tuple(p) for p in seat["home"]]
            exit_hole = track[seat["exit"]]
            # home walks in from the exit toward the centre, along the line through both
            reach = [distance(p, (0, 0)) for p in (exit_hole, *home)]
            assert reach == sorted(reach, reverse=True) and reach[-1] > 25.4 * 0.99
            assert all(abs(exit_hole[0] * p[1] - exit_hole[1] * p[0]) < 1e-6 * reach[0] ** 2 for p in home)


def test_mensch_has_a_space_in_each_inner_corner_and_ludo_does_not():
    def nearest(game: str) -> float:
        return min(distance(tuple(p), (0, 0)) for p in made(game, 4).board.layout["track"])
    assert nearest("mensch") == pytest.approx(25.4 * 2 ** 0.5, abs=1e-3)  # the corner space
    assert nearest("ludo") > 25.4 * 1.7


def test_marks_follow_the_description():
    kinds = lambda game, players=4: [m.kind for m in made(game, players).board.marks]  # noqa: E731
    assert kinds("slide-race").count("slide") == 8  # an arrow per slide, two a side
    assert kinds("shortcut-marbles").count("shortcut") == 4 + 1  # the corner stars and the centre
    assert kinds("blockade-cross").count("safe") == 12
    assert kinds("ludo", 6).count("direction-of-play") == 6 and kinds("ludo", 6).count("home-entry") == 6
    routes = made("shortcut-marbles", 4).board.layout["shortcuts"]
    assert [13, 27] in routes and [13, "centre"] in routes and ["centre", 55] in routes


def _broken(board, **changes):
    return replace(board, layout={**board.layout, **changes})


@pytest.mark.parametrize("change", [
    lambda l: {"track": l["track"][:-1]},
    lambda l: {"track": l["track"][1:] + l["track"][:1][::-1] + [[0.0, 0.0]]},
    lambda l: {"seats": [{**s, "exit": len(l["track"]) + 1} for s in l["seats"]]},
    lambda l: {"seats": [{**s, "home": s["home"][::-1]} for s in l["seats"]]},
    lambda l: {"seats": [{**s, "start": s["start"][:3]} for s in l["seats"]]},
    lambda l: {"centre": [0.0, 0.0]},
])
def test_the_board_checks_catch_a_broken_manifest(change):
    board = made("ludo", 4).board
    with pytest.raises(BoardRejected):
        require(checks(_broken(board, **change(board.layout))))


def test_same_parameters_give_the_same_bytes_in_every_format():
    formats = ("svg", "dxf", "json", "pdf", "lbrn2", "gcode")
    first = render_files(make_board("blockade-cross", {}).board, formats, OutputSettings())
    again = render_files(make_board("blockade-cross", {}).board, formats, OutputSettings())
    assert first == again
    assert {name.rsplit(".", 1)[1] for name in first} == {"svg", "dxf", "json", "pdf", "lbrn2", "nc"}


def test_a_board_splits_onto_a_bed():
    result = make_board("ludo", {"bed": "445x279mm"})
    assert len(result.board.pieces) >= 2 and result.board.sheet_count >= 2
    assert all(c.passed for c in result.checks)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_example_builds_for_every_player_count_it_lists(players):
    result = make_board("track", {"game-file": str(EXAMPLE), "players": str(players)})
    assert all(c.passed for c in result.checks) and len(result.board.layout["track"]) == 12 * players


def test_a_users_own_description_builds_from_the_command_line(tmp_path):
    run = CliRunner().invoke(app, ["board", "track", "--game-file", str(EXAMPLE), "--players", "5",
                                   "--out", str(tmp_path)])
    assert run.exit_code == 0, run.output
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"round-race-5p.{ext}" for ext in ("dxf", "json", "pdf", "svg")]
    assert "Round race, 5 players: 101 holes of 12.7 mm" in run.output  # the description's piece


@pytest.mark.parametrize("words", [["--game-file", str(EXAMPLE)], ["--players", "5", f"--game-file={EXAMPLE}"]])
def test_a_bare_game_file_names_the_users_game(tmp_path, words):
    """``boardgen board --game-file FILE`` is ``boardgen board track --game-file FILE``, as for
    the booklet, and ``simulate`` and ``balance`` take it alone too."""
    run = CliRunner().invoke(app, ["board", *words, "--out", str(tmp_path)])
    assert run.exit_code == 0, run.output
    players = 5 if "5" in words else 4  # the first count the description lists
    assert (tmp_path / f"round-race-{players}p.svg").is_file()
    simulated = CliRunner().invoke(app, ["simulate", "--game-file", str(EXAMPLE), "--games", "3", "--format", "json"])
    assert simulated.exit_code == 0 and '"game": "round-race"' in simulated.stdout
    balanced = CliRunner().invoke(app, ["balance", "--game-file", str(EXAMPLE), "--games", "2"])
    assert balanced.exit_code == 0, balanced.output
    for command in ("simulate", "balance"):
        refused = CliRunner().invoke(app, [command])
        assert refused.exit_code == 2 and refused.stderr.strip().splitlines() == [
            "boardgen: GAME: one of pegs-and-jokers, fast-track, ludo, mensch, blockade-cross, shortcut-marbles, "
            "tock, slide-race, or --game-file FILE"]


def test_a_broken_description_is_refused_in_one_line_and_nothing_is_written(tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text(EXAMPLE.read_text(encoding="utf-8").replace("to = \"centre\"", "to = { side = 1, at = 30 }"),
                      encoding="utf-8")
    out = tmp_path / "out"
    run = CliRunner().invoke(app, ["board", "track", "--game-file", str(broken), "--out", str(out)])
    assert run.exit_code == 2
    assert run.stderr.strip() == ("boardgen: --game-file broken.toml track.shortcuts[0].to.at: "
                                  "a whole number from 0 to 11 (got 30)")
    assert not out.exists()


def test_a_player_count_the_game_does_not_have_is_refused(tmp_path):
    run = CliRunner().invoke(app, ["board", "ludo", "--players", "5", "--out", str(tmp_path)])
    assert run.exit_code == 2 and "--players: one of 4, 6 for Ludo (got 5)" in run.stderr
    assert not any(tmp_path.iterdir())
