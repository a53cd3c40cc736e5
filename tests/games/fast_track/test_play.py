"""Fast Track whole games, the command line (rules moves, simulate, variants, check) and the
rule booklet."""

from __future__ import annotations

import io
import json
import math
import random
import re

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from boardgen.booklet.build import make
from boardgen.booklet.house_rules import HouseRules
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.games.fast_track import booklet, diagrams, on_engine, position
from boardgen.games.fast_track.on_engine import course_for
from boardgen.games.fast_track.rule_set import FastTrackRuleSet
from boardgen.games.fast_track.simulation import simulate
from boardgen.games.race.cards import turns as card_turns
from boardgen.play.moves import MOVED

runner = CliRunner()


@pytest.mark.parametrize(("players", "teams", "variants", "policy"), [
    (4, None, (), "random"),
    (6, "pairs", (), "random"),
    (6, "alternate", ("swap-bulls-eye",), "greedy"),
    (4, "alternate", ("top-card", "fourth-turn-out", "no-backward-fallback"), "random"),
    (5, None, (), "greedy"),
    (6, "pairs", ("one-player-per-team",), "random"),
    (6, "alternate", ("one-player-per-team", "top-card"), "greedy"),
])
def test_every_simulated_game_ends(players, teams, variants, policy):
    report = simulate(FastTrackRuleSet.create(players, teams, variants), 6, 7, policy)
    assert report.finished == report.games == 6
    assert sum(wins for _, wins in report.wins_by_team) == 6


class Watching(card_turns.CardRandomPlayer):
    """A random player that notes which seat each turn is asked of, and what it moves."""

    def __init__(self, seen: list) -> None:
        self.seen = seen

    def move(self, course, position, rng):
        move = super().move(course, position, rng)
        hand = position.hands[position.turn]
        self.seen.append((position.turn, len(hand), {seat for seat, _, _, kind in move.relocations if kind == MOVED}))
        return move


@pytest.mark.parametrize(("teams", "turns", "colours"), [("pairs", (0, 1, 2), {0: {0, 3}, 1: {1, 4}, 2: {2, 5}}),
                                                         ("alternate", (0, 1), {0: {0, 2, 4}, 1: {1, 3, 5}})])
def test_one_player_per_team_plays_each_team_from_one_hand_in_turn(teams, turns, colours):
    """Three players on six colours play three pairs, two players two teams of three: one turn a
    round for each team, at its first colour, from one hand, moving any of its colours."""
    rules = FastTrackRuleSet.create(6, teams, ("one-player-per-team",))
    assert rules.turn_seats == turns
    seen: list = []
    record = card_turns.play_game(course_for(rules), [Watching(seen) for _ in range(6)], random.Random(3), 6000)
    assert record.finished
    assert {seat for seat, _, _ in seen} == set(turns)
    assert all(hand <= 5 for _, hand, _ in seen)
    moved_by = {seat: set() for seat in turns}
    for seat, _, moved in seen:
        moved_by[seat] |= moved
    assert all(moved_by[seat] <= colours[seat] for seat in turns)  # only the team's own colours
    assert all(moved_by[seat] == colours[seat] for seat in turns)  # and every one of them


def test_one_player_per_team_positions_name_a_team_s_first_colour(tmp_path):
    pegs = [["pen"] * 4] * 6
    path = _position(tmp_path, players=6, teams="pairs", variants=["one-player-per-team"], turn=4, pegs=pegs)
    result = runner.invoke(app, ["rules", "moves", "--position", path])
    assert result.exit_code == 2 and '"turn" must be a seat that takes turns, one of 0, 1, 2' in result.stderr
    path = _position(tmp_path, players=6, teams="pairs", variants=["one-player-per-team"], turn=1, pegs=pegs,
                     hand=["A"])
    moves = json.loads(runner.invoke(app, ["rules", "moves", "--position", path]).stdout)["moves"]
    assert {tuple(m["result"]["pegs"][seat]).count("pen") for m in moves for seat in (1, 4)} == {3, 4}
    assert len(moves) == 2  # an ace brings out a marble of either colour of the team


def test_one_player_per_team_reports_wins_by_the_seats_that_play():
    report = simulate(FastTrackRuleSet.create(6, "alternate", ("one-player-per-team",)), 4, 2)
    assert [seat for seat, _ in report.wins_by_seat] == [0, 1]
    assert sum(wins for _, wins in report.wins_by_seat) == report.finished == 4


def test_one_player_per_team_needs_teams():
    with pytest.raises(ParameterError, match="--teams"):
        FastTrackRuleSet.create(6, "individual", ("one-player-per-team",))
    result = runner.invoke(app, ["simulate", "fast-track", "--players", "6", "--variant", "one-player-per-team"])
    assert result.exit_code == 2 and result.stderr.startswith("boardgen: --teams: pairs or alternate")


def test_the_same_seed_gives_the_same_report():
    rules = FastTrackRuleSet.create(4)
    assert simulate(rules, 3, 5).as_dict() == simulate(rules, 3, 5).as_dict()


def _position(tmp_path, **changes) -> str:
    data = {"game": "fast-track", "players": 4, "turn": 0, "hand": ["5", "J"],
            "pegs": [["track:23", "pen", "pen", "pen"], ["track:30", "pen", "pen", "pen"],
                     ["pen"] * 4, ["home:0", "pen", "pen", "pen"]]}
    data.update(changes)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_rules_moves_reads_the_game_field(tmp_path):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path), "--card", "6"])
    assert result.exit_code == 0, result.stderr
    found = json.loads(result.stdout)["moves"]
    outcomes = {tuple(m["result"]["pegs"][0]) for m in found}
    assert ("pen", "pen", "pen", "bulls-eye") in outcomes and ("pen", "pen", "pen", "track:29") in outcomes
    swaps = json.loads(runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path)]).stdout)["moves"]
    assert any(m["card"] == "J" and m["result"]["pegs"][1][-1] == "track:23" for m in swaps)


def test_positions_round_trip():
    text = json.dumps({"game": "fast-track", "players": 6, "teams": "pairs", "variants": ["top-card"], "turn": 2,
                       "hand": ["A"], "pegs": [["fast-track:28", "bulls-eye", "home:3", "pen"]] + [["pen"] * 4] * 5})
    loaded = position.parse(text)
    assert position.parse(json.dumps(position.to_json(loaded))) == loaded


@pytest.mark.parametrize("changes", [
    {"pegs": [["pen"] * 5] + [["pen"] * 4] * 3},
    {"pegs": [["track:56", "pen", "pen", "pen"]] + [["pen"] * 4] * 3},
    {"pegs": [["fast-track:3", "pen", "pen", "pen"]] + [["pen"] * 4] * 3},
    {"pegs": [["bulls-eye", "pen", "pen", "pen"], ["bulls-eye", "pen", "pen", "pen"]] + [["pen"] * 4] * 2},
    {"variants": ["top-cards"]},
    {"game": "fast-trak"},
    {"players": 3},
    {"teams": "pairs", "players": 5},
])
def test_malformed_positions_get_one_line_and_exit_2(tmp_path, changes):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path, **changes)])
    lines = result.stderr.strip().splitlines()
    assert result.exit_code == 2 and len(lines) == 1 and lines[0].startswith("boardgen: --position"), lines


@pytest.mark.parametrize(("pegs", "says"), [
    ([["bulls-eye"] + ["pen"] * 3] * 2 + [["pen"] * 4] * 2, "one piece a hole (bulls-eye holds 2)"),
    ([["pen"] * 4, ["track:14", "pen", "pen", "pen"], ["pen"] * 4, ["fast-track:14", "pen", "pen", "pen"]],
     "one piece a hole (track:14 holds 2)"),  # a rider holds its space
    ([["start"] + ["pen"] * 3] + [["pen"] * 4] * 3, "a marble must be pen, track:0..55, fast-track:N"),
])
def test_position_refusals_speak_the_games_words(tmp_path, pegs, says):
    result = runner.invoke(app, ["rules", "moves", "--position", _position(tmp_path, pegs=pegs)])
    assert result.exit_code == 2 and says in result.stderr and "centre" not in result.stderr, result.stderr


def test_simulate_and_variants_commands():
    args = ["simulate", "fast-track", "--players", "6", "--teams", "pairs", "--games", "3", "--format", "json"]
    first, again = runner.invoke(app, args), runner.invoke(app, args)
    assert first.exit_code == 0 and first.stdout == again.stdout
    data = json.loads(first.stdout)
    assert data["game"] == "fast-track" and data["finished"] == 3 and "bulls_eye_entries_per_game" in data
    listed = runner.invoke(app, ["rules", "variants", "fast-track"])
    assert listed.exit_code == 0 and "swap-bulls-eye" in listed.stdout
    assert runner.invoke(app, ["simulate", "fast-track", "--players", "9"]).exit_code == 2


def test_rules_check_builds_the_board_and_plays_it():
    result = runner.invoke(app, ["rules", "check", "fast-track", "--players", "4"])
    assert result.exit_code == 0 and "fast-track corners" in result.stdout and "games finish" in result.stdout


def test_every_booklet_example_is_played_by_the_engine():
    for players in (4, 6):
        rules = FastTrackRuleSet.create(players)
        assert set(diagrams.figures(rules)) == {"board", "example-ride", "example-bulls-eye"}


@pytest.mark.parametrize("players", range(4, 9))
def test_board_figure_names_clear_every_space(players):
    """The colour names beside the pens used to run into the pen spaces on diagonal arms."""
    from reportlab.graphics.shapes import Circle, Group, String
    from reportlab.pdfbase.pdfmetrics import stringWidth

    drawing = diagrams.figures(FastTrackRuleSet.create(players))["board"].draw(300.0)
    shapes = [s for group in drawing.contents if isinstance(group, Group) for s in group.contents]
    circles = [s for s in shapes if isinstance(s, Circle)]
    names = [s for s in shapes if isinstance(s, String)]
    assert len(names) == players
    for name in names:
        half = stringWidth(name.text, name.fontName, name.fontSize) / 2
        box = (name.x - half, name.y - 0.25 * name.fontSize, name.x + half, name.y + 0.75 * name.fontSize)
        assert 0 <= box[0] and box[2] <= drawing.width and 0 <= box[1] and box[3] <= drawing.height, name.text
        for c in circles:
            gap = math.hypot(max(box[0] - c.cx, 0.0, c.cx - box[2]), max(box[1] - c.cy, 0.0, c.cy - box[3]))
            assert gap > c.r, (name.text, c.cx, c.cy)


def test_booklet_renders_with_chosen_variations():
    pdf = make(HouseRules("fast-track", 6, "pairs", ("top-card", "swap-bulls-eye"))).pdf
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    for words in ("Top card", "play-again", "fast track", "bull's eye", "Bull's-eye swap", "Team"):
        assert words in text, words
    assert "One player per team" not in text
    assert "draw back up to five" not in text  # the top-card turn replaces the hand


def test_booklet_for_one_player_per_team():
    pdf = make(HouseRules("fast-track", 6, "alternate", ("one-player-per-team",))).pdf
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages).split())
    assert "One player per team. Each team is played by one person" in text
    assert "one deck of 52 cards and two jokers and one hand of five" in text
    assert "one-player-per-team" in text  # listed among the variations in play


def test_the_booklet_card_chart_says_what_the_description_plays():
    cards = {card.rank: card for card in on_engine.description().movement.cards}
    charted = []
    for ranks, text, again in booklet.card_rows(frozenset()):
        for rank in ranks.replace("Joker", "JOKER").split(", "):
            charted.append(rank)
            actions = cards[rank].actions
            verbs = {action.verb for action in actions}
            assert (again == "yes") == ("extra-turn" in verbs), rank
            for words, verb in (("out of the pen", "enter"), ("out of the bull's eye", "leave-centre"),
                                ("swap", "swap"), ("backward", "backward"), ("split", "split")):
                assert (words in text) == (verb in verbs), (rank, verb)
            said = {int(rank)} if "that many" in text else {int(n) for n in re.findall(r"(?:move|split) (\d+)", text.lower())}
            assert said == {action.count for action in actions if action.count is not None}, rank
    assert sorted(charted) == sorted(cards)


def test_decks_fill_each_colours_pile_and_are_refused_below_one():
    """``--decks 2``: each colour's own pile holds two decks (108 cards), and a game played from
    it draws from the larger pile; ``--decks 0`` is refused in one line."""
    from boardgen.games.race.cards.deck import deck_cards

    rules = FastTrackRuleSet.create(4)
    assert len(deck_cards(course_for(rules).description)) == 54
    assert len(deck_cards(course_for(rules, 2).description)) == 108
    report = simulate(rules, 3, 5, "random", decks=2).as_dict()
    assert report["decks_each"] == 2 and report["finished"] == 3
    assert report != simulate(rules, 3, 5, "random").as_dict() | {"decks_each": 2}  # other cards, other games
    result = runner.invoke(app, ["simulate", "fast-track", "--decks", "0", "--games", "2"])
    assert result.exit_code == 2 and result.stderr.count("\n") == 1 and "--decks" in result.stderr
