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
from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.cards.moves import apply, legal_moves, lose
from boardgen.games.race.cards.position import CardPosition
from boardgen.games.race.cards.position_file import moves_answer, parse
from boardgen.games.race.cards.deck import Dealer
from boardgen.games.race.description.library import shipped
from boardgen.games.race.notation import pegs
from boardgen.games.race.board.topology import RaceTopology
from tests.support.paths import REPO

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


def test_a_jack_swaps_no_marble_off_its_own_start_not_even_your_own(tmp_path):
    """Tock's guarded start holds against a swap too: red's marble on its own entry (8) is not
    swapped with blue's, nor is blue's on its entry (26); red's other marble (12) still swaps."""
    data = {**TOCK, "hand": ["J"], "pegs": [["track:8", "track:12", *EMPTY[2:]], ["track:26", "track:30", *EMPTY[2:]],
                                            EMPTY, EMPTY]}
    moves = answer(tmp_path, data)
    assert [m["text"] for m in moves] == ["J, swap: red track:12 -> track:30; blue track:30 -> track:12"]
    # played on: blue, on its entry with the jack's marble behind it, swaps only the one off its start
    after = {**data, **moves[0]["result"], "hand": ["J"]}
    assert after["turn"] == 1 and texts(tmp_path, after) == [
        "J, swap: blue track:12 -> track:30; red track:30 -> track:12"]


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
        "Bump, bump-from-start: red start -> track:24; blue track:24 -> start; red track:24 -> track:28",
        "Bump, bump-from-start: red start -> track:40; yellow track:40 -> start",
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


@pytest.mark.parametrize("seed", [11, 29])
@pytest.mark.parametrize(("game", "players"), [("tock", 4), ("tock", 6), ("slide-race", 4)])
def test_every_position_of_a_seeded_game_reads_back_to_the_engines_legal_moves(game, players, seed):
    """A random game dealt or drawn as ``card_turns`` does, each position written as the file
    writes it (the seat to move's hand, every seat's pieces) and read back: the same pieces and
    the same legal moves, in the same order."""
    description = shipped(game)
    course = CardCourse(RaceTopology(description, players))
    rng = random.Random(seed)
    dealer = Dealer(description, players, rng)
    position = CardPosition.initial(course)
    seen: set[str] = set()
    partners = 0  # positions where a seat with every piece home played its partner's
    for _ in range(3000):
        seat = position.turn
        if not dealer.deals:
            position = position.holding(seat, (dealer.draw(),))
        elif not any(position.hands):
            position = CardPosition(position.seats, seat, tuple(dealer.deal()))
        elif not position.hands[seat]:
            position = CardPosition(position.seats, (seat + 1) % players, position.hands)
            continue
        written = pegs(course, position.seats)
        seen.update(piece.split(":")[0] for pieces in written for piece in pieces)
        data = {"game": game, "players": players, "turn": seat, "hand": list(position.hands[seat]), "pegs": written}
        _, read = parse(json.dumps(data), description)
        moves = legal_moves(course, position)
        assert read.seats == position.seats and legal_moves(course, read) == moves
        if moves:
            move = rng.choice(moves)
            position = apply(course, position, move)
            dealer.discard(move.card)
        else:
            for card in position.hands[seat]:
                dealer.discard(card)
            position = lose(course, position)
        partners += course.movers(position.seats, seat) != (seat,)
        if course.winning_team(lambda s: course.has_won(position.seats, s)) is not None:
            break
    assert {"start", "track", "home"} | ({"goal"} if course.goal > course.last else set()) <= seen
    assert partners > 0 or course.teams == "individual"


def test_a_users_card_game_answers_moves_from_its_file(tmp_path):
    cards = tmp_path / "cards.toml"
    text = (REPO / "boardgen" / "games" / "library" / "slide-race.toml").read_text(encoding="utf-8")
    cards.write_text(text.replace('"slide-race"', '"card-race"'), encoding="utf-8")
    data = {**SLIDES, "game": "card-race"}
    found = answer(tmp_path, data, "--game-file", str(cards))
    assert [m["result"] for m in found] == [m["result"] for m in answer(tmp_path, SLIDES)]


LINE = {"game": "tock", "players": 4, "turn": 0, "hand": ["A"], "pegs": [EMPTY] * 4}


@pytest.mark.parametrize(("change", "says"), [
    ({"hand": ["B"]},
     '"hand" cards are the ranks of movement.cards: A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K (got \'B\')'),
    ({"hand": ["A"] * 6}, '"hand" must list 1 to 5 cards held, e.g. ["A"]'),
    ({"hand": []}, '"hand" must list 1 to 5 cards held'),
    ({"hand": ["A"] * 5}, '"hand" may hold 4 "A" at most, as many as the deck has'),
    ({"hand": "A"}, '"hand" must list 1 to 5 cards held'),
    ({"throw": [6]}, '"throw" is not a position key; keys are game, players, turn, hand, pegs'),
    ({"pegs": [EMPTY[1:]] + [EMPTY] * 3}, '"pegs" seat 0 must list exactly 4 pieces'),
    ({"pegs": [EMPTY] * 3}, '"pegs" must be a list of 4 seats'),
    ({"pegs": [["track:72", *EMPTY[1:]]] + [EMPTY] * 3},
     'a piece is "start", "track:N" (N from 0 to 71) or "home:H" (H from 0 to 3) (got \'track:72\')'),
    ({"pegs": [["home:4", *EMPTY[1:]]] + [EMPTY] * 3}, '(H from 0 to 3) (got \'home:4\')'),
    ({"pegs": [["goal", *EMPTY[1:]]] + [EMPTY] * 3}, "(got \'goal\')"),
    ({"pegs": [["track:9", *EMPTY[1:]], ["track:9", *EMPTY[1:]], EMPTY, EMPTY]}, "one piece a hole (track:9 holds 2)"),
    ({"pegs": [["home:1", "home:1", "start", "start"]] + [EMPTY] * 3}, "one piece a hole (home:1 holds 2)"),
    ({"players": 5}, '"players" must be one of 4, 6'),
    ({"turn": 4}, '"turn" must be a seat from 0 to 3'),
])
def test_bad_card_positions_are_refused_in_one_line(tmp_path, change, says):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({**LINE, **change}), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(path)])
    assert run.exit_code == 2 and run.output.count("\n") == 1 and says in run.output, run.output


@pytest.mark.parametrize(("change", "says"), [
    ({"hand": ["Bump", "1"]}, '"hand" must list the one card drawn, e.g. ["1"]'),
    ({"hand": ["bump"]}, "3, 4, 5, 7, 8, 10, 11, 12, Bump (got \'bump\')"),
    ({"pegs": [["track:60", *EMPTY[1:]]] + [EMPTY] * 3},
     '"track:N" (N from 0 to 59), "home:H" (H from 0 to 4) or "goal" (got \'track:60\')'),
])
def test_bad_slide_race_positions_are_refused_in_one_line(tmp_path, change, says):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({**SLIDES, **change}), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(path)])
    assert run.exit_code == 2 and run.output.count("\n") == 1 and says in run.output, run.output


def test_goal_holds_any_number_and_card_is_refused_for_a_track_game(tmp_path):
    data = {**SLIDES, "hand": ["1"], "pegs": [["goal", "goal", "goal", "track:10"], *SLIDES["pegs"][1:]]}
    assert texts(tmp_path, data) == ["1, forward 1: red track:10 -> track:11"]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(TOCK), encoding="utf-8")
    run = CliRunner().invoke(app, ["rules", "moves", "--position", str(path), "--card", "7"])
    assert run.exit_code == 2
    assert run.output == 'boardgen: --card: left out: a track game moves by the position\'s "hand" (got \'7\')\n'
