"""The rules and simulate commands, through the real command line."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.pegs_and_jokers import position

runner = CliRunner()


def _position(tmp_path, **changes):
    data = {
        "game": "pegs-and-jokers", "players": 4, "teams": "alternate", "variants": [],
        "turn": 0, "hand": ["7", "8", "A", "JOKER", "10"],
        "pegs": [["start", "start", "start", "track:10", "home:4"]] + [["start"] * 5] * 3,
    }
    data.update(changes)
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_variants_lists_ids_and_exclusions():
    result = runner.invoke(app, ["rules", "variants", "pegs-and-jokers"])
    assert result.exit_code == 0
    assert "nine-split" in result.stdout and "overshoot-blocked + overshoot-forced-around" in result.stdout


@pytest.mark.parametrize("game", ["pegs-and-jokers", "fast-track"])
def test_variants_opens_by_pointing_at_the_booklet_not_at_a_source_file(game):
    first = runner.invoke(app, ["rules", "variants", game]).stdout.splitlines()[0]
    assert first.startswith(f"{game}: the base game is the one `boardgen rules booklet {game}` describes")
    assert "seed" not in first and "Basic Game" not in first and "docs/" not in first


def test_variants_of_an_unknown_game_is_one_line_exit_2():
    result = runner.invoke(app, ["rules", "variants", "chess"])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1


def test_variants_of_a_game_without_any_say_so_in_one_line():
    """Ludo plays from its description and has no named variations: said, not a traceback."""
    result = runner.invoke(app, ["rules", "variants", "ludo"])
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.strip().splitlines() == [result.stdout.strip()] and "no named variations" in result.stdout


def test_moves_for_the_whole_hand(tmp_path):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path)])
    assert result.exit_code == 0, result.output
    moves = json.loads(result.stdout)["moves"]
    cards = {m["card"] for m in moves}
    assert cards == {"7", "8", "A", "10"}  # nobody to bump, so no joker move
    ace = [m["result"]["pegs"][0] for m in moves if m["card"] == "A"]
    assert ["start", "start", "track:8", "track:10", "home:4"] in ace
    assert ["start", "start", "start", "track:11", "home:4"] in ace
    results = [json.dumps(m["result"]) + m["card"] for m in moves]
    assert len(results) == len(set(results))


def test_moves_for_one_card(tmp_path):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path), "--card", "8"])
    moves = json.loads(result.stdout)["moves"]
    assert [m["result"]["pegs"][0] for m in moves] == [["start", "start", "start", "track:2", "home:4"]]
    assert moves[0]["text"].startswith("8: red track:10 -> track:2")


def test_no_legal_move_prints_an_empty_list(tmp_path):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path, hand=["2", "3"], pegs=[["start"] * 5] * 4)])
    assert result.exit_code == 0 and json.loads(result.stdout) == {"moves": []}


@pytest.mark.parametrize(
    "changes",
    [
        {"pegs": [["start"] * 4] + [["start"] * 5] * 3},
        {"pegs": [["track:10"] + ["start"] * 4, ["track:10"] + ["start"] * 4] + [["start"] * 5] * 2},
        {"pegs": [["home:1", "home:1"] + ["start"] * 3] + [["start"] * 5] * 3},
        {"pegs": [["track:72"] + ["start"] * 4] + [["start"] * 5] * 3},
        {"hand": ["7", "11"]},
        {"variants": ["nine-splits"]},
        {"variants": ["overshoot-blocked", "overshoot-forced-around"]},
        {"turn": 4},
        {"game": "fast-track"},
        {"players": 2},
    ],
)
def test_malformed_positions_get_one_line_and_exit_2(tmp_path, changes):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path, **changes)])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("boardgen: --position")


def test_unreadable_or_broken_position_files(tmp_path):
    missing = runner.invoke(app, ["rules", "moves", "--position", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and len(missing.stderr.strip().splitlines()) == 1
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json")
    result = runner.invoke(app, ["rules", "moves", "--position", str(broken)])
    assert result.exit_code == 2 and "not valid JSON" in result.stderr


def test_positions_round_trip():
    text = json.dumps({
        "game": "pegs-and-jokers", "players": 6, "teams": "pairs", "variants": ["nine-split"], "turn": 3,
        "hand": ["9", "JOKER"],
        "pegs": [["track:107", "home:0", "home:4", "start", "start"]] + [["start"] * 5] * 5,
    })
    loaded = position.parse(text)
    assert position.parse(json.dumps(position.to_json(loaded))) == loaded
    assert sorted(position.to_json(loaded)["pegs"][0]) == ["home:0", "home:4", "start", "start", "track:107"]


def test_unknown_card_option_is_refused(tmp_path):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path), "--card", "Z"])
    assert result.exit_code == 2 and "--card" in result.stderr


def test_simulate_json_has_the_documented_keys_and_is_reproducible():
    args = ["simulate", "pegs-and-jokers", "--players", "4", "--games", "3", "--seed", "1",
            "--variant", "nine-split", "--policy", "greedy", "--format", "json"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    data = json.loads(first.stdout)
    assert {"games", "finished", "turns", "wins_by_team"} <= set(data)
    assert set(data["turns"]) == {"mean", "median", "p95"}
    assert data["games"] == data["finished"] == 3 and data["variants"] == ["nine-split"]
    assert runner.invoke(app, args).stdout == first.stdout


def test_simulate_table():
    result = runner.invoke(app, ["simulate", "pegs-and-jokers", "--games", "2", "--policy", "greedy", "--teams", "pairs"])
    assert result.exit_code == 0 and "turns per game" in result.stdout and "wins seats 0+2" in result.stdout


@pytest.mark.parametrize(
    "extra",
    [
        ["--variant", "overshoot-blocked", "--variant", "overshoot-forced-around"],
        ["--teams", "alternate", "--players", "5"],
        ["--policy", "clever"],
        ["--format", "xml"],
        ["--decks", "0"],
        ["--games", "0"],
    ],
)
def test_simulate_refusals_are_one_line(extra):
    result = runner.invoke(app, ["simulate", "pegs-and-jokers", "--games", "1", *extra])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1, result.output


def test_simulate_reports_games_at_the_turn_limit_on_stderr():
    result = runner.invoke(app, ["simulate", "pegs-and-jokers", "--games", "1", "--max-turns", "5"])
    assert result.exit_code == 0 and "reached the turn limit" in result.stderr


def test_rules_check_explains_board_and_rule_checks():
    result = runner.invoke(app, ["rules", "check", "pegs-and-jokers", "--players", "4", "--variant", "overshoot-blocked"])
    assert result.exit_code == 0, result.output
    assert "ok    back-eight trick" in result.stdout and "ok    games finish" in result.stdout
    assert "ok    in-spots and come-outs" in result.stdout


def test_rules_check_refuses_clashing_variations_in_one_line():
    result = runner.invoke(app, ["rules", "check", "pegs-and-jokers", "--variant", "draw-after",
                                 "--variant", "draw-two-late"])
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
