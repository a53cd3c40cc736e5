"""Track games' rule booklets read back as a player would: qpdf, pdftotext, and the diagram's
holes counted against the board's.

Every fragment is proved present exactly when its description key sets it, on the finished
PDF's text, over the shipped descriptions and a crafted one that sets the keys they leave off.
"""

from __future__ import annotations

import subprocess
from importlib.resources import files
from pathlib import Path

import pytest
from reportlab.graphics.shapes import Circle
from typer.testing import CliRunner

from boardgen.booklet.build import make
from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import SOURCES
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.games.race import diagrams
from boardgen.games.race.booklet import READINGS, readings
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.description.loading import read_description
from boardgen.games.race.board.topology import RaceTopology
from boardgen.job import make_board
from tests.support.tools import need
from tests.support.games.ft import as_own_game
from tests.support.paths import REPO

EXAMPLE = REPO / "examples" / "round-race.toml"

MARKERS = {
    "dice": "Throw ",
    "cards": "What it does",
    "extra-turn": "Extra turns",
    "bump": "Bumping",
    "no-bump": "No bumping",
    "safe": "Safe spaces",
    "blockades": "Blockades",
    "blockade-apart": "Moving a blockade on",
    "shortcuts": "Shortcut spaces",
    "centre": "The centre",
    "slides": "stops on the first space of a slide",
    "deals": "The deal",
    "draw": "The deck",
    "start-guard": "Guarding your start",
    "past-row": "safety zone only your colour enters",
    "no-passing": "No passing at home",
    "exact-finish": "Exact count home",
    "loose-finish": "No exact count",
    "teams": "Partners",
    "doubles": "both dice show the same number",
    "undersides": "Doubles with everyone out",
    "most-dice": "Every die you can",
    "third-in-a-row": "The third in a row",
    "stuck-throws": "Several tries",
    "must-enter": "You must come out",
    "clear-entry": "Clear your entry space",
    "bonuses": "Bonus moves",
    "ring": "The ring of shortcut spaces",
    "ring-centre": "Into the centre",
    "shortcuts-first": "Shortcuts first",
    "backward-when-stuck": "A card with no move",
    "swap-centre": "Swapping with the centre",
    "exchange": "Passing a card",
    "split-bumps": "A split clears its way",
    "split-to-partner": "Finishing on your partner",
    "idle-start": "Waiting too long",
    "hand": "kept from turn to turn",
    "own-decks": "A deck each",
    "spend": "Spending a card",
    "pass-own": "Never past your own",
    "entry-captures": "Coming out onto an opponent",
    "go-round": "Going round again",
    "partners-move": "Moving your partner's",
    "swap-partners": "Swapping with your partner",
    "split-partial-win": "Winning with part of a split",
}
"""A phrase only each reading's fragment prints."""

CRAFTED = (EXAMPLE.read_text(encoding="utf-8")
           .replace('name = "round-race"', 'name = "crafted-race"')
           .replace('bump = "start"', 'bump = "none"\nblockades = true\nexact_finish = false')
           .replace("safe = [2]\n", "")
           .replace("extra_turn_on = [6]\n", "dice = 2\n")
           .replace("enter_on = [6]", "enter_on = [5]"))
"""The example with what no shipped game has: no bumping, blockades on a circle, no exact
finish, no safe spaces, two dice and no extra turn."""


def crafted(tmp_path: Path) -> Path:
    path = tmp_path / "crafted.toml"
    path.write_text(CRAFTED, encoding="utf-8")
    return path


def ring_game(tmp_path: Path) -> Path:
    """Fast Track's description as a card game of one's own, its swap taking the centre too, a
    marble out with any card after three idle turns with none out (its ``fourth-turn-out``):
    the shortcut ring's readings and the idle start, which no shipped game sets."""
    return as_own_game(tmp_path / "ring.toml", "ring-race", "swap_centre = true\nidle_start = 3\nidle_start_needs = \"none-out\"\n")


def text_of(pdf: bytes, tmp_path: Path) -> str:
    path = tmp_path / "b.pdf"
    path.write_bytes(pdf)
    subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, check=True)
    out = subprocess.run([need("pdftotext"), str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def test_every_reading_has_a_marker_and_the_registry_lists_every_shipped_game():
    assert set(MARKERS) == set(READINGS)
    assert {name for name, (module, _) in SOURCES.items() if module == "boardgen.games.race.booklet"} == {*SHIPPED, "track"}


@pytest.mark.parametrize("game", [*SHIPPED, "crafted", "example", "ring"])
def test_each_fragment_is_printed_exactly_when_its_key_says_so(game, tmp_path):
    if game in SHIPPED:
        description, house = shipped(game), HouseRules(game)
    else:
        path = {"crafted": crafted, "ring": ring_game}.get(game, lambda _: EXAMPLE)(tmp_path)
        description = read_description(path)
        house = HouseRules("track", options=(("game-file", str(path)),))
    text = text_of(make(house).pdf, tmp_path)
    chosen = readings(description)
    for reading, marker in MARKERS.items():
        assert (marker in text) == (reading in chosen), (reading, marker)
    assert description.title in text and description.resembles in text
    assert ("The first team with every" in text) == ("teams" in readings(description))
    for color in description.colors[:description.players[0]]:
        assert color in text
    for card in description.movement.cards:
        assert f" {card.rank} " in text


def test_the_crafted_description_sets_what_no_shipped_game_does(tmp_path):
    said = readings(read_description(crafted(tmp_path)))
    assert {"no-bump", "blockades", "loose-finish", "centre"} <= said
    assert not {"safe", "extra-turn", "bump", "exact-finish"} & said
    text = text_of(make(HouseRules("track", options=(("game-file", str(crafted(tmp_path))),))).pdf, tmp_path)
    assert "Throw both dice" in text and "only on a die of 5, or on two dice that add up to 5" in text


def test_the_card_chart_says_each_card_of_the_description():
    from boardgen.games.race.booklet import card_rows

    rows = card_rows(shipped("slide-race").movement.cards, "peg")
    assert rows[1] == ("2", "Bring a peg out of your start area **or** move a peg 2 forward", "yes")
    assert rows[-1][0] == "Bump" and "opponent's" in rows[-1][1]
    assert all(len(row) == 2 for row in card_rows(shipped("tock").movement.cards, "marble"))


def _circles(node) -> list[float]:
    found = [node.r] if isinstance(node, Circle) else []
    for child in getattr(node, "contents", ()):
        found += _circles(child)
    return found


@pytest.mark.parametrize(("game", "players"), [("ludo", 4), ("tock", 6), ("shortcut-marbles", 6), ("slide-race", 4),
                                              ("track", 5)])
def test_the_setup_diagram_draws_every_hole_the_board_has(game, players):
    own = {"game-file": str(EXAMPLE)} if game == "track" else {}
    board = make_board(game, {"players": str(players), **own}).board
    description = read_description(EXAMPLE) if own else shipped(game)
    radii = _circles(diagrams.setup_figure(RaceTopology(description, players)).draw(400.0))
    smallest = min(radii)
    assert sum(abs(r - smallest) < 1e-9 for r in radii) == len(board.pieces[0].holes)


def test_same_arguments_give_the_same_bytes_and_both_layouts_and_papers(tmp_path):
    one = make(HouseRules("mensch"), "booklet", "a4").pdf
    assert one == make(HouseRules("mensch"), "booklet", "a4").pdf
    assert one != make(HouseRules("mensch"), "sheet", "letter").pdf
    text_of(one, tmp_path)


@pytest.mark.parametrize(("house", "fragment"), [
    (HouseRules("ludo", players=5), "--players"),
    (HouseRules("ludo", variations=("nine-split",)), "--variant"),
    (HouseRules("tock", teams="alternate"), "--teams"),
    (HouseRules("track"), "--game-file"),
])
def test_choices_a_description_does_not_offer_are_refused(house, fragment):
    with pytest.raises(ParameterError) as refused:
        make(house)
    assert refused.value.parameter == fragment


def test_the_command_writes_a_users_booklet_and_refuses_a_broken_one_in_one_line(tmp_path):
    run = CliRunner().invoke(app, ["rules", "booklet", "track", "--game-file", str(EXAMPLE), "--players", "5",
                                   "--out", str(tmp_path)])
    assert run.exit_code == 0, run.output
    assert [p.name for p in tmp_path.iterdir()] == ["round-race-5p-rules.pdf"]
    broken = tmp_path / "broken.toml"
    broken.write_text(EXAMPLE.read_text(encoding="utf-8").replace("per_side = 12", "per_side = 99"), encoding="utf-8")
    out = tmp_path / "out"
    run = CliRunner().invoke(app, ["rules", "booklet", "--game-file", str(broken), "--out", str(out)])
    assert run.exit_code == 2 and run.output.count("\n") == 1, run.output
    assert "track.per_side" in run.output and "3 to 40" in run.output and "99" in run.output
    assert not out.exists()


def test_a_split_that_sends_back_every_colour_and_alternate_partners_passing_cards_are_said(tmp_path):
    """Tock's description with the readings Tock leaves out: every colour sent back by a 7,
    and every other seat partners, so a card is passed on round the team."""
    body = (files("boardgen.games.library") / "tock.toml").read_text(encoding="utf-8")
    path = tmp_path / "mine.toml"
    path.write_text(body.replace('name = "tock"', 'name = "every-tock"')
                    .replace('teams = "opposite"', 'teams = "alternate"')
                    .replace('split_passing = "bump-others"', 'split_passing = "bump-all"'), encoding="utf-8")
    text = text_of(make(HouseRules("track", options=(("game-file", str(path)),))).pdf, tmp_path)
    assert "any colour's, your own too" in text and "your partner's too" not in text
    assert "the next one after you in turn, while the one before you passes one to you" in text
    assert "who does the same for you" not in text
