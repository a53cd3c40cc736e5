"""``rules moves`` for the dice track games, and ``--game-file`` on every command that plays
or prints a game: answers read back as JSON and played on, refusals one line with exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.race.description.library import shipped
from boardgen.games.race.dice.moves import apply, legal_moves
from boardgen.games.race.dice.position_file import moves_answer, parse
from tests.support.paths import REPO

EXAMPLE = REPO / "examples" / "round-race.toml"
LUDO = {"game": "ludo", "players": 4, "turn": 0, "throw": [6],
        "pegs": [["start", "start", "track:9", "home:1"], ["track:16", "start", "start", "start"],
                 ["start"] * 4, ["start"] * 4]}


def position(tmp_path: Path, data: dict) -> Path:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_ludo_moves_are_listed_and_each_result_reads_back_as_a_position(tmp_path):
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(position(tmp_path, LUDO))])
    assert run.exit_code == 0, run.output
    moves = json.loads(run.output)["moves"]
    # a six brings a piece out onto the entry (track 8) or moves the piece on 9 to 15; the piece
    # in home hole 1 cannot run past hole 4 (exact finish)
    assert [m["text"] for m in moves] == ["6: red start -> track:8", "6: red track:9 -> track:15"]
    after = {**LUDO, "pegs": moves[1]["result"]["pegs"], "throw": [1]}  # a six throws again
    course, pos = parse(json.dumps(after), shipped("ludo"))
    found = legal_moves(course, pos)
    assert found and apply(course, pos, found[0]) != pos
    assert moves_answer(course, pos)["moves"][0]["result"]["pegs"] != after["pegs"]


def test_a_bump_lists_the_victim_and_a_safe_space_cannot_be_landed_on(tmp_path):
    data = {**LUDO, "throw": [3], "pegs": [["start", "start", "track:10", "home:1"],
                                           ["track:13", "start", "start", "start"], ["start"] * 4, ["start"] * 4]}
    moves = json.loads(CliRunner().invoke(app, ["rules", "moves", "--position", str(position(tmp_path, data))]).output)
    assert [m["text"] for m in moves["moves"]] == ["3: red track:10 -> track:13; green track:13 -> start",
                                                  "3: red home:1 -> home:4"]
    data["pegs"] = [["start", "start", "track:13", "home:1"], ["track:16", "start", "start", "start"],
                    ["start"] * 4, ["start"] * 4]  # green on its safe entry square, three ahead
    moves = json.loads(CliRunner().invoke(app, ["rules", "moves", "--position", str(position(tmp_path, data))]).output)
    assert [m["text"] for m in moves["moves"]] == ["3: red home:1 -> home:4"]


def texts(tmp_path: Path, data: dict) -> list[str]:
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(position(tmp_path, data))])
    assert run.exit_code == 0, run.output
    return [m["text"] for m in json.loads(run.output)["moves"]]


MARBLES = {"game": "shortcut-marbles", "players": 4, "turn": 0, "throw": [3],
           "pegs": [["track:13", "track:27", "home:0", "home:2"], ["track:14", "start", "start", "start"],
                    ["start"] * 4, ["start"] * 4]}
"""Red on two stars (13, 27) and in home holes 0 and 2: a 3 from the star at 13 would hop over
its own marble on 27, and the one in hole 0 would jump the one in hole 2."""


def test_a_shortcut_marble_never_jumps_its_own_on_the_track_over_the_stars_or_at_home(tmp_path):
    # before: 13 -> 29, 42, 55 and the centre by way of the star at 27, and home:0 -> home:3 over home:2
    assert texts(tmp_path, MARBLES) == ["3: red track:13 -> track:16", "3: red track:27 -> track:30",
                                        "3: red track:27 -> track:43", "3: red track:27 -> track:0",
                                        "3: red track:27 -> centre"]
    on_track = {**MARBLES, "throw": [2], "pegs": [["track:9", "track:10", "start", "start"], *MARBLES["pegs"][1:]]}
    assert texts(tmp_path, on_track) == ["2: red track:10 -> track:12"]  # 9 may not pass 10
    course, now = parse(json.dumps(MARBLES), shipped("shortcut-marbles"))
    after = apply(course, now, legal_moves(course, now)[0])
    # played on: blue throws a 3 and its marble on 14 walks past red's on 16 freely (not its own)
    again = {**MARBLES, "turn": after.turn, "throw": [3], "pegs": moves_answer(course, now)["moves"][0]["result"]["pegs"]}
    assert after.turn == 1 and texts(tmp_path, again) == ["3: blue track:14 -> track:17"]


def test_the_other_reading_jumps_own_marbles_when_the_description_says_so(tmp_path):
    """``rules.pass_own = "always"`` and ``home.passing = true``: the shortcut marbles as
    boardgen played them before issue 38, kept as a description of one's own."""
    body = (shipped_text("shortcut-marbles").replace('name = "shortcut-marbles"', 'name = "jumping-marbles"')
            .replace('pass_own = "never"', 'pass_own = "always"').replace("passing = false", "passing = true"))
    path = tmp_path / "jumping.toml"
    path.write_text(body, encoding="utf-8")
    data = {**MARBLES, "game": "jumping-marbles"}
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(path), "--position", str(position(tmp_path, data))])
    assert run.exit_code == 0, run.output
    said = [m["text"] for m in json.loads(run.output)["moves"]]
    assert {"3: red track:13 -> track:29", "3: red track:13 -> centre", "3: red home:0 -> home:3"} <= set(said)


CROSS = {"game": "blockade-cross", "players": 4, "turn": 0, "throw": [5, 2],
         "pegs": [["start", "start", "start", "track:40"], ["track:13", "start", "start", "start"],
                  ["start"] * 4, ["start"] * 4]}
"""Blue's lone peg on yellow's entry space (13, a safe space) while yellow throws a 5."""


def test_a_peg_coming_out_bumps_a_lone_opponent_off_its_safe_entry_space(tmp_path):
    # before: the entry was refused, and only the peg on 40 could play the 5
    assert texts(tmp_path, CROSS) == ["5: yellow start -> track:13; blue track:13 -> start",
                                      "5: yellow track:40 -> track:45", "2: yellow track:40 -> track:42"]
    course, now = parse(json.dumps(CROSS), shipped("blockade-cross"))
    entered = apply(course, now, legal_moves(course, now)[0])
    # played on: yellow still plays its 2, then the 20 the bump earned
    assert entered.turn == 0 and entered.left == (2,) and entered.bonus == (20,)
    two = apply(course, entered, legal_moves(course, entered)[0])
    assert [move.dice for move in legal_moves(course, two)] == [(20,), (20,)]
    # a blockade on the entry space still keeps the peg in
    walled = {**CROSS, "pegs": [CROSS["pegs"][0], ["track:13", "track:13", "start", "start"], *CROSS["pegs"][2:]]}
    assert texts(tmp_path, walled) == ["5: yellow track:40 -> track:45", "2: yellow track:40 -> track:42"]


def test_the_other_reading_keeps_a_peg_in_while_an_opponent_holds_its_safe_entry(tmp_path):
    """Without ``rules.entry_captures``, the blockade cross as boardgen played it before issue 38."""
    path = tmp_path / "kept.toml"
    path.write_text(shipped_text("blockade-cross").replace('name = "blockade-cross"', 'name = "kept-cross"')
                    .replace("entry_captures = true", "entry_captures = false"), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(path), "--position",
                                   str(position(tmp_path, {**CROSS, "game": "kept-cross"}))])
    assert run.exit_code == 0, run.output
    assert [m["text"] for m in json.loads(run.output)["moves"]] == ["5: yellow track:40 -> track:45",
                                                                   "2: yellow track:40 -> track:42"]


@pytest.mark.parametrize(("change", "says"), [
    ({"throw": [7]}, '"throw" must be 1 die from 1 to 6'),
    ({"pegs": [["start"] * 3] + [["start"] * 4] * 3}, "exactly 4 pieces"),
    ({"pegs": [["track:100"] + ["start"] * 3] + [["start"] * 4] * 3}, "N from 0 to 51"),
    ({"pegs": [["track:7"] + ["start"] * 3] + [["start"] * 4] * 3}, "not on its way round"),
    ({"pegs": [["track:9", "track:9", "start", "start"]] + [["start"] * 4] * 3}, "one piece a hole"),
    ({"turn": 4}, '"turn" must be a seat from 0 to 3'),
    ({"hand": ["A"]}, '"hand" is not a position key'),
    ({"game": "tock"}, '"throw" is not a position key; keys are game, players, turn, hand, pegs'),
    ({"card": "7"}, '--card: left out: a track game moves by the position\'s "throw"'),
])
def test_bad_positions_are_refused_in_one_line(tmp_path, change, says):
    card = ["--card", change["card"]] if "card" in change else []
    data = {key: value for key, value in {**LUDO, **change}.items() if key != "card"}
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(position(tmp_path, data)), *card])
    assert run.exit_code == 2 and run.output.count("\n") == 1 and says in run.output, run.output


def test_a_users_game_plays_prints_and_answers_moves_from_its_file(tmp_path):
    runner = CliRunner()
    run = runner.invoke(app, ["simulate", "track", "--game-file", str(EXAMPLE), "--games", "20"])
    assert run.exit_code == 0 and "round-race" in run.output and "finished                20" in run.output, run.output
    run = runner.invoke(app, ["balance", "track", "--game-file", str(EXAMPLE), "--games", "20"])
    assert run.exit_code == 0 and "seat 0" in run.output, run.output
    data = {"game": "round-race", "players": 4, "turn": 1, "throw": [6], "pegs": [["start"] * 4] * 4}
    run = runner.invoke(app, ["rules", "moves", "--game-file", str(EXAMPLE), "--position", str(position(tmp_path, data))])
    assert run.exit_code == 0 and json.loads(run.output)["moves"][0]["text"] == "6: blue start -> track:14", run.output


def test_a_user_file_named_like_a_shipped_game_is_refused_by_every_command(tmp_path):
    copy = tmp_path / "mine.toml"
    copy.write_text(EXAMPLE.read_text(encoding="utf-8").replace('"round-race"', '"fast-track"'), encoding="utf-8")
    out = tmp_path / "out"
    for words in (["board", "track"], ["rules", "booklet", "track"], ["simulate", "track"], ["balance", "track"]):
        run = CliRunner().invoke(app, [*words, "--game-file", str(copy), *(["--out", str(out)] if words[0] != "simulate"
                                                                           and words[0] != "balance" else [])])
        assert run.exit_code == 2 and run.output.count("\n") == 1 and "a name of your own" in run.output, run.output
    assert not out.exists()


def test_game_file_goes_with_track_only_and_a_users_card_game_plays_and_reads_card_positions_only(tmp_path):
    run = CliRunner().invoke(app, ["simulate", "ludo", "--game-file", str(EXAMPLE)])
    assert run.exit_code == 2 and "given with GAME track" in run.output
    cards = tmp_path / "cards.toml"
    cards.write_text(shipped_text("slide-race").replace('"slide-race"', '"card-race"'), encoding="utf-8")
    run = CliRunner().invoke(app, ["simulate", "track", "--game-file", str(cards), "--games", "5"])
    assert run.exit_code == 0 and "card-race" in run.output and "finished                5" in run.output, run.output
    data = {"game": "card-race", "players": 4, "turn": 0, "throw": [6], "pegs": [["start"] * 4] * 4}
    run = CliRunner().invoke(app, ["rules", "moves", "--game-file", str(cards), "--position", str(position(tmp_path, data))])
    assert run.exit_code == 2 and run.output.count("\n") == 1 and '"throw" is not a position key' in run.output, run.output


def shipped_text(name: str) -> str:
    return (REPO / "boardgen" / "games" / "library"
            / f"{name}.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("words", [["board", "track"], ["rules", "booklet", "track"], ["simulate", "track"],
                                   ["balance", "track"], ["rules", "moves", "--position", "POSITION"]])
def test_a_broken_description_is_refused_in_one_line_naming_key_value_and_what_is_allowed(words, tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text(EXAMPLE.read_text(encoding="utf-8").replace("safe = [2]", "safe = [2, 12]"), encoding="utf-8")
    place = str(position(tmp_path, {"game": "round-race", "players": 4, "turn": 0, "throw": [6],
                                    "pegs": [["start"] * 4] * 4}))
    out = tmp_path / "out"
    typed = [place if word == "POSITION" else word for word in words]
    writes = ["--out", str(out)] if words[0] == "board" or words[1:2] == ["booklet"] else []
    run = CliRunner().invoke(app, [*typed, "--game-file", str(broken), *writes])
    assert run.exit_code == 2 and run.output.count("\n") == 1, run.output
    assert run.output == ("boardgen: --game-file broken.toml track.safe[1]: a whole number from 0 to 11 (got 12)\n")
    assert not out.exists()


@pytest.mark.parametrize("game", ["ludo", "mensch", "blockade-cross", "shortcut-marbles"])
def test_every_position_of_a_played_game_reads_back_from_its_notation(game):
    """A random game played on, each position written as the file writes pieces and read back:
    the same pieces, and the same legal moves (centre, home holes and blockades included)."""
    import random

    from boardgen.games.race.dice.course import Course
    from boardgen.games.race.dice.moves import forfeit, thrown
    from boardgen.games.race.dice.position import DicePosition
    from boardgen.games.race.notation import pegs
    from boardgen.games.race.board.topology import RaceTopology
    from boardgen.games.race.dice.turns import throw

    course = Course(RaceTopology(shipped(game), 4))
    rng = random.Random(7)
    position = DicePosition.initial(course)
    seen: set[str] = set()
    for _ in range(400):
        fresh = not position.left
        if fresh:  # a file holds a whole throw (the blockade cross's doubles undersides and all)
            position = thrown(course, position, throw(course, rng))
            if not position.left:
                continue  # a third doubles, not played: the next seat throws
        if fresh:
            written = pegs(course, position.seats)
            seen.update(piece.split(":")[0] for seat in written for piece in seat)
            data = {"game": game, "players": 4, "turn": position.turn, "throw": list(position.throw), "pegs": written}
            _, read = parse(json.dumps(data), shipped(game))
            assert read.seats == position.seats and legal_moves(course, read) == legal_moves(course, position)
        moves = legal_moves(course, position)
        position = apply(course, position, rng.choice(moves)) if moves else forfeit(course, position)
    assert {"start", "track", "home"} <= seen
