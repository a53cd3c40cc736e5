"""``rules moves`` for the card track games (Tock, the slide race, a user's card description):
exact move lists on crafted positions, every answer read back as a position and played on,
the positions of seeded games written in the notation and read back to the same legal moves,
and refusals in one line with exit 2."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.track.card_course import CardCourse
from boardgen.games.track.card_moves import apply, legal_moves, lose
from boardgen.games.track.card_position import CardPosition
from boardgen.games.track.card_position_file import moves_answer, parse
from boardgen.games.track.deck import Dealer
from boardgen.games.track.library import shipped
from boardgen.games.track.piece_notation import pegs
from boardgen.games.track.topology import Topology

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples"
EMPTY = ["start"] * 4
TOCK = json.loads((EXAMPLES / "tock-position.json").read_text(encoding="utf-8"))
SLIDES = json.loads((EXAMPLES / "slide-race-position.json").read_text(encoding="utf-8"))


def answer(tmp_path: Path, data: dict, *extra: str) -> list[dict]:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(path), *extra])
    assert run.exit_code == 0, run.output
    return json.loads(run.output)["moves"]


def texts(tmp_path: Path, data: dict, *extra: str) -> list[str]:
    return [move["text"] for move in answer(tmp_path, data, *extra)]


def test_the_tock_example_lists_an_ace_a_split_seven_a_jack_swap_and_a_four_back(tmp_path):
    # red's entry is track:8; the marble in home hole 0 may go up the row but not past hole 3
    assert texts(tmp_path, TOCK) == [
        "A, enter: red start -> track:8",
        "A, forward 1: red track:12 -> track:13",
        "A, forward 1: red home:0 -> home:1",
        "7, split 7: red track:12 -> track:19",
        "7, split 7: red home:0 -> home:1; red track:12 -> track:18",
        "7, split 7: red home:0 -> home:2; red track:12 -> track:17",
        "7, split 7: red home:0 -> home:3; red track:12 -> track:16",
        "J, swap: red track:12 -> track:30; blue track:30 -> track:12",
        "4, backward 4: red track:12 -> track:8",
    ]


def test_every_tock_answer_reads_back_and_the_next_seat_plays_on(tmp_path):
    for move in answer(tmp_path, TOCK):
        after = {**TOCK, **move["result"], "hand": ["K", "2"]}
        assert after["turn"] == 1
        course, position = parse(json.dumps(after), shipped("tock"))
        found = moves_answer(course, position)["moves"]
        # blue brings a marble out with the king or moves the one it has (unless the jack swapped it)
        blue = [piece for piece in after["pegs"][1] if piece != "start"]
        assert found[0]["text"] == "K, enter: blue start -> track:26"
        assert {m["text"] for m in found if m["action"] == "forward 2"} == {
            f"2, forward 2: blue {piece} -> track:{int(piece[6:]) + 2}" for piece in blue}
        played = apply(course, position, legal_moves(course, position)[0])
        assert found[0]["result"]["pegs"] == pegs(course, played.seats) and played.turn == 2


def test_a_guarded_start_space_is_neither_landed_on_nor_passed(tmp_path):
    data = {**TOCK, "hand": ["6", "8", "4"], "pegs": [["track:20", *EMPTY[1:]], ["track:26", *EMPTY[1:]], EMPTY,
                                                      EMPTY]}
    # blue sits on its own entry (26): red's 6 from 20 cannot land on it, nor its 8 pass it
    assert texts(tmp_path, data) == ["4, backward 4: red track:20 -> track:16"]


def test_a_seat_with_every_marble_home_plays_its_partners(tmp_path):
    home = ["home:0", "home:1", "home:2", "home:3"]
    data = {**TOCK, "hand": ["A", "5"], "pegs": [home, ["track:40", *EMPTY[1:]], ["track:50", *EMPTY[1:]], EMPTY]}
    # red's partner is green, across the table (seat 2, entry 44); blue is an opponent
    moves = answer(tmp_path, data)
    assert [m["text"] for m in moves] == ["A, enter: green start -> track:44",
                                          "A, forward 1: green track:50 -> track:51",
                                          "5, forward 5: green track:50 -> track:55"]
    # blue to play: green's marble now guards its entry (44), which blue's 5 from 40 would pass
    after = {**data, **moves[0]["result"], "hand": ["5", "2"]}
    assert after["turn"] == 1 and texts(tmp_path, after) == ["2, forward 2: blue track:40 -> track:42"]


def test_the_slide_race_example_sorry_card_rides_a_slide(tmp_path):
    moves = answer(tmp_path, SLIDES)
    assert [m["text"] for m in moves] == [
        "Sorry, bump-from-start: red start -> track:24; blue track:24 -> start; red track:24 -> track:28",
        "Sorry, bump-from-start: red start -> track:40; yellow track:40 -> start",
    ]
    after = {**SLIDES, **moves[0]["result"], "hand": ["1"]}
    # blue's piece went back to start: the 1 brings one out onto its entry, no other moves
    assert after["turn"] == 1 and texts(tmp_path, after) == ["1, enter: blue start -> track:19"]


@pytest.mark.parametrize(("card", "expected"), [
    ("4", ["4, backward 4: red track:10 -> track:6",
           "4, backward 4: red home:3 -> track:2"]),  # out of the safety zone onto the exit
    ("7", ["7, split 7: red track:10 -> track:17",
           "7, split 7: red home:3 -> home:4; red track:10 -> track:19",
           "7, split 7: red home:3 -> goal; red track:10 -> track:15"]),
    ("11", ["11, forward 11: red track:10 -> track:21",
            "11, swap: red track:10 -> track:24; blue track:24 -> track:10; red track:24 -> track:28",
            "11, swap: red track:10 -> track:40; yellow track:40 -> track:10"]),
    ("2", ["2, enter: red start -> track:4",
           "2, forward 2: red track:10 -> track:12",
           "2, forward 2: red home:3 -> goal"]),
])
def test_slide_race_cards_on_the_example_pieces(tmp_path, card, expected):
    moves = answer(tmp_path, {**SLIDES, "hand": [card]})
    assert [m["text"] for m in moves] == expected
    # a 2 plays again: the same seat draws; any other card passes the turn
    assert {m["result"]["turn"] for m in moves} == {0 if card == "2" else 1}
    last = {**SLIDES, **moves[-1]["result"], "hand": ["1"]}
    course, position = parse(json.dumps(last), shipped("slide-race"))
    assert moves_answer(course, position)["moves"][0]["text"].startswith("1, enter: ")
