"""The descriptions that broke boardgen (issue 39, R1 to R8), each made from a shipped one renamed
``my-...``: each now builds, prints and plays, or is refused in one line naming its key, and a
game whose every card plays again still ends at ``--max-turns``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from boardgen.booklet.house_rules import HouseRules
from boardgen.games.race.booklet import ACTION_WORDS, prepare_for
from boardgen.games.race.description.model import VERBS
from boardgen.games.race.description.loading import read_description
from tests.support.cli_calls import assert_refused_or_fine, invoke
from tests.support.paths import REPO

DESCRIPTIONS = REPO / "boardgen" / "games" / "library"
EXAMPLES = REPO / "examples"


def made(folder: Path, source: Path, *edits: tuple[str, str]) -> str:
    """``source`` renamed ``my-...`` with each ``(pattern, line)`` edit made (a pattern matching
    no line is a broken test, not a passing one), written as ``d.toml`` in ``folder``."""
    text = re.sub(r'^name = "([a-z-]+)"', r'name = "my-\1"', source.read_text(encoding="utf-8"), flags=re.M)
    for pattern, line in edits:
        text, found = re.subn(pattern, line, text, flags=re.M)
        assert found, pattern
    (folder / "d.toml").write_text(text, encoding="utf-8")
    return "d.toml"


def refused(folder: Path, argv: list[str], key: str) -> str:
    code, line = assert_refused_or_fine(argv, folder, ("d.toml",))
    assert code == 2 and f" {key}: " in line, line
    return line


BOOKLET = ["rules", "booklet", "track", "--game-file", "d.toml", "--out", "out"]
SIMULATE = ["simulate", "track", "--game-file", "d.toml"]
BOARD = ["board", "track", "--game-file", "d.toml", "--out", "out", "--format", "svg"]


def test_r1_a_split_back_card_is_in_the_booklet_chart(tmp_path):
    made(tmp_path, DESCRIPTIONS / "tock.toml", (r'^J = \["swap"\]', 'J = ["split-back 7"]'))
    code, _out, err = invoke([*BOOKLET], tmp_path)
    assert code == 0, err
    assert (tmp_path / "out" / "my-tock-rules.pdf").stat().st_size > 10_000
    chart = prepare_for(read_description(tmp_path / "d.toml"), HouseRules("track")).charts["cards"]
    assert ("J", "Split the 7 between two marbles, one part forward and the other **backward**") in chart.rows


def test_every_verb_a_description_may_give_a_card_has_words_in_the_chart():
    assert set(VERBS) - set(ACTION_WORDS) == {"extra-turn", "special"}


@pytest.mark.parametrize("argv", [BOOKLET, BOARD + ["--booklet", "sheet"], SIMULATE + ["--games", "1"]])
def test_r2_a_special_card_is_refused_in_a_description_of_ones_own(tmp_path, argv):
    made(tmp_path, DESCRIPTIONS / "tock.toml", (r'^J = \["swap"\]', 'J = ["special"]'))
    line = refused(tmp_path, argv, "movement.cards.J[0]")
    assert "'special'" in line and "special," not in line


def test_r3_a_slide_from_a_sides_last_space_is_refused(tmp_path):
    made(tmp_path, DESCRIPTIONS / "slide-race.toml", (r"^slides = .*$", "slides = [{ at = 14, length = 1 }]"))
    for argv in (BOOKLET, BOARD, SIMULATE + ["--games", "1"]):
        assert "from 0 to 13" in refused(tmp_path, argv, "track.slides[0].at")
    made(tmp_path, DESCRIPTIONS / "slide-race.toml", (r"^slides = .*$", "slides = [{ at = 13, length = 1 }]"))
    assert assert_refused_or_fine(BOOKLET, tmp_path, ("d.toml",))[0] == 0


@pytest.mark.parametrize("policy", ["greedy", "random"])
def test_r4_a_centre_with_no_way_out_is_refused(tmp_path, policy):
    made(tmp_path, EXAMPLES / "round-race.toml", (r'^from = "centre"\nto = \{ side = 0, at = 6 \}\n', ""),
         (r"^\[\[track.shortcuts\]\]\n\n", ""))
    refused(tmp_path, SIMULATE + ["--games", "5", "--policy", policy], "track.shortcuts")


def test_r5_a_count_longer_than_the_track_is_refused_and_the_longest_plays(tmp_path):
    made(tmp_path, DESCRIPTIONS / "tock.toml", (r'^"5" = \[.*$', '"5" = ["split-back 87"]'))
    assert "1 to 72" in refused(tmp_path, SIMULATE + ["--games", "20"], "movement.cards.5[0]")
    made(tmp_path, DESCRIPTIONS / "tock.toml", (r'^"5" = \[.*$', '"5" = ["split-back 72", "backward 72"]'))
    code, line = assert_refused_or_fine(SIMULATE + ["--games", "5", "--seed", "3"], tmp_path, ("d.toml",))
    assert code == 0, line


def every_card(tmp_path: Path, actions: str, *more: tuple[str, str]) -> None:
    made(tmp_path, DESCRIPTIONS / "tock.toml", (r'^((?:[AJQK]|"[0-9]+") = )\[".*$', rf"\1{actions}"),
         (r'^source = "cards"$', 'source = "cards"\nspend = true'), *more)


def test_r6_cards_that_each_play_again_end_at_the_turn_limit(tmp_path):
    every_card(tmp_path, '["extra-turn", "enter"]', (r'^"2" = \[.*$', '"2" = ["extra-turn", "forward 2"]'))
    code, out, err = invoke(SIMULATE + ["--games", "2", "--max-turns", "300"], tmp_path)
    assert code == 0 and "2 of 2 games reached the turn limit (300 turns)" in err, err
    code, out, err = invoke(["balance", "track", "--game-file", "d.toml", "--games", "2", "--max-turns", "300"],
                            tmp_path)
    assert code == 0, err


def test_r6_a_card_game_with_no_forward_card_is_refused(tmp_path):
    every_card(tmp_path, '["extra-turn", "enter"]')
    assert "moves a piece forward" in refused(tmp_path, SIMULATE + ["--games", "1"], "movement.cards")


@pytest.mark.parametrize("key, longest", [("title", 80), ("summary", 300), ("resembles", 160)])
def test_r7_long_texts_are_refused_quickly_in_one_line(tmp_path, key, longest):
    made(tmp_path, DESCRIPTIONS / "ludo.toml", (rf"^{key} = .*$", f'{key} = "{"x" * (longest + 1)}"'))
    line = refused(tmp_path, BOOKLET, key)
    assert f"at most {longest} characters ({longest + 1} given)" in line and len(line) < 300
    made(tmp_path, DESCRIPTIONS / "ludo.toml", (rf"^{key} = .*$", f'{key} = "{"x" * 100_000}"'))
    refused(tmp_path, BOOKLET, key)
    made(tmp_path, DESCRIPTIONS / "ludo.toml", (rf"^{key} = .*$", f'{key} = "{"x" * longest}"'))
    assert assert_refused_or_fine(BOOKLET, tmp_path, ("d.toml",))[0] == 0


@pytest.mark.parametrize("argv", [BOARD, BOOKLET, SIMULATE + ["--games", "5"]])
def test_r8_more_pieces_than_home_holes_are_refused(tmp_path, argv):
    made(tmp_path, DESCRIPTIONS / "ludo.toml", (r"^pieces = 4$", "pieces = 6"))
    assert "home.length (5)" in refused(tmp_path, argv, "pieces")


def big(folder: Path, pieces: int) -> None:
    """Ludo for eight on a polygon of 40 spaces a side: the largest track a description may lay."""
    made(folder, DESCRIPTIONS / "ludo.toml", (r"^players = .*$", "players = [8]"),
         (r"^colors = .*$", 'colors = ["red", "blue", "green", "yellow", "orange", "purple", "white", "black"]'),
         (r"^pieces = 4$", f"pieces = {pieces}"), (r'^shape = "cross"\ninner_corner = .*$', 'shape = "polygon"'),
         (r"^per_side = 13.*$", "per_side = 40"))


@pytest.mark.parametrize("pieces, cap", [(1, 8000), (2, 10_240)])
def test_the_default_turn_cap_grows_with_a_large_board(tmp_path, pieces, cap):
    big(tmp_path, pieces)
    code, out, err = invoke([*SIMULATE, "--games", "1", "--policy", "random", "--format", "json"], tmp_path)
    assert code == 0, err
    assert json.loads(out)["max_turns"] == cap  # 1,000 a seat, or 2 x 320 spaces x 2 pieces x 8 seats


@pytest.mark.parametrize("game, players, cap", [("ludo", 4, 4000), ("tock", 6, 6000), ("pegs-and-jokers", 4, 4000)])
def test_the_shipped_games_keep_their_turn_cap(tmp_path, game, players, cap):
    code, out, err = invoke(["simulate", game, "--players", str(players), "--games", "1", "--format", "json"],
                            tmp_path)
    assert code == 0 and json.loads(out)["max_turns"] == cap, err


@pytest.mark.slow
def test_pegs_and_jokers_for_twelve_passes_its_own_games_finish_check():
    """``rules check pegs-and-jokers --players 12``'s games, played to the default cap (minutes:
    random twelve-player games run to about 8,100 turns)."""
    from boardgen.games.pegs_and_jokers.rule_checks import _games_end
    from boardgen.games.pegs_and_jokers.state import PegsRuleSet

    check = _games_end(PegsRuleSet.create(12))
    assert check.passed and check.detail.startswith("20 of 20 random-policy games finished"), check.detail


LISTS = [
    ("ludo.toml", r"^enter_on = \[6\]$", "enter_on = [" + ", ".join(["6"] * 20_000) + "]", "movement.enter_on",
     "each number once"),
    ("ludo.toml", r"^extra_turn_on = \[6\]$", "extra_turn_on = [6, 6]", "movement.extra_turn_on", "each number once"),
    ("slide-race.toml", r"^slides = .*$", "slides = [" + ", ".join(["{ at = 1, length = 3 }"] * 5000) + "]",
     "track.slides", "at most 15"),
    ("slide-race.toml", r"^slides = .*$", "slides = [{ at = 1, length = 3 }, { at = 1, length = 2 }]",
     "track.slides[1].at", "no other slide"),
    ("tock.toml", r"^deals = .*$", "deals = [" + ", ".join(["1"] * 20_000) + "]", "movement.deals", "at most 13"),
    ("shortcut-marbles.toml", r"\Z", "\n[[track.shortcuts]]\nfrom = 13\nto = \"centre\"\n" * 2, "track.shortcuts[3]",
     "not given before"),
    ("tock.toml", r'^"2" = \[.*$', '"2" = [' + ", ".join(['"forward 2"'] * 7) + "]", "movement.cards.2", "at most 6"),
    ("tock.toml", r"^\[movement.cards\]$", "[movement.cards]\n" + "".join(f'R{k} = ["forward 1"]\n' for k in range(8)),
     "movement.cards", "at most 20 ranks"),
]


@pytest.mark.parametrize("source, pattern, line, key, allowed", LISTS, ids=[case[3] for case in LISTS])
def test_r7_long_or_repeated_lists_are_refused_in_one_line(tmp_path, source, pattern, line, key, allowed):
    """A list the booklet would print item by item (20,000 throws took a 44-page booklet a minute)."""
    made(tmp_path, DESCRIPTIONS / source, (pattern, line))
    assert allowed in refused(tmp_path, BOOKLET, key)
