"""Every description key that changes play changes a track booklet's words (docs/booklets.md
lists them): each case edits one key of a shipped description, assembles the booklet's text
before and after, and asserts the words that say the key appear or go. Assembled text only;
the PDFs are read back in test_track_booklet.py."""

from __future__ import annotations

import copy
import re
import tomllib
from collections.abc import Callable
from importlib.resources import files
from typing import Any

import pytest

from boardgen.booklet import content
from boardgen.games.race.description.board_keys import OWN_GEOMETRY_PLAYERS
from boardgen.games.race.booklet import FOLDER, context, readings
from boardgen.games.race.description.model import Description
from boardgen.games.race.description.loading import from_mapping, game_document
from boardgen.games.race.board.topology import RaceTopology

DESCRIPTIONS = files("boardgen.games.library")


def document(name: str) -> dict[str, Any]:
    """A shipped description's TOML, Fast Track's whole one (``ring``) for the ring's keys, or
    Tock with an idle start after 3 turns (``idle-tock``) for what the idle start needs."""
    if name == "ring":
        return game_document("fast_track")
    if name == "idle-tock":
        data = document("tock")
        data["rules"]["idle_start"] = 3
        return data
    return tomllib.loads((DESCRIPTIONS / f"{name}.toml").read_text(encoding="utf-8"))


def described(data: dict[str, Any]) -> Description:
    return from_mapping(data, "test", OWN_GEOMETRY_PLAYERS if data["name"] == "fast-track" else None)


def text(description: Description) -> str:
    """The booklet's words for the description's first player count, spaces run together."""
    topology = RaceTopology(description, description.players[0])
    plan = content.load_plan(FOLDER)
    blocks = content.assemble(FOLDER, plan, readings(description), context(topology))
    return re.sub(r"\s+", " ", content.plain_text(blocks))


def put(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """An edit setting ``table.key`` (or a top-level key) to ``value``; None deletes it."""
    def edit(data: dict[str, Any]) -> None:
        *tables, key = path.split(".")
        here = data
        for name in tables:
            here = here.setdefault(name, {})
        if value is None:
            here.pop(key, None)
        else:
            here[key] = value
    return edit


def both(*edits: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        for one in edits:
            one(data)
    return edit


CASES: list[tuple[str, str, Callable[[dict[str, Any]], None], str, str]] = [
    # (game, key, edit, words said after the edit only, words said before it only)
    ("ludo", "pieces", put("pieces", 3), "each with 3 pegs", "each with 4 pegs"),
    ("ludo", "track.per_side", both(put("track.per_side", 15), put("home.leaves_at", 7)), "15 spaces an arm",
     "13 spaces an arm"),
    ("ludo", "home.length", put("home.length", 4), "4 holes long", "5 holes long"),
    ("ludo", "track.safe", put("track.safe", []), "", "Safe spaces"),
    ("slide-race", "board.shape", put("board.shape", "circle"), "one circle of 60 spaces", "one straight side"),
    ("mensch", "board.inner_corner", both(put("board.inner_corner", "cut"), put("track.per_side", 11),
                                          put("home.leaves_at", 5), put("start.enters_at", 6)),
     "", "with a space in the corner where two arms meet"),
    ("shortcut-marbles", "board.centre", both(put("board.centre", False), put("track.shortcuts", [
        {"from": 13, "to": {"side": 1, "at": 13}}])), "", "the centre"),
    ("shortcut-marbles", "track.shortcuts", put("track.shortcuts", [{"from": 13, "to": "centre"},
                                                                     {"from": "centre", "to": {"side": 0, "at": 13}}]),
     "", "It may take several shortcuts in a row"),
    ("slide-race", "track.slides", put("track.slides", []), "", "stops on the first space of a slide"),
    ("tock", "movement.cards", put("movement.cards.K", ["forward 13"]), "card that brings one out (A)",
     "card that brings one out (A or K)"),
    ("ludo", "movement.dice", both(put("movement.dice", 2), put("movement.enter_on", [5])), "Throw both dice",
     "Throw the die"),
    ("ludo", "movement.faces", put("movement.faces", 8), "numbered 1 to 8", "Throw the die and"),
    ("ludo", "movement.enter_on", put("movement.enter_on", [1, 6]), "only on a 1 or a 6", "only on a 6"),
    ("ludo", "movement.extra_turn_on", put("movement.extra_turn_on", []), "no throw again", "throw again after a 6"),
    ("blockade-cross", "movement.doubles_again",
     both(put("movement.doubles_again", False), put("movement.third_in_a_row", "play")),
     "no throw again", "throw again after doubles"),
    ("blockade-cross", "movement.doubles_undersides", put("movement.doubles_undersides", False), "",
     "Doubles with everyone out"),
    ("blockade-cross", "movement.most_dice", put("movement.most_dice", False), "", "Every die you can"),
    ("ludo", "movement.third_in_a_row", put("movement.third_in_a_row", "furthest-to-start"),
     "furthest along the track", "your turn ends there"),
    ("ludo", "movement.throws_when_stuck", put("movement.throws_when_stuck", 3), "up to 3 times", ""),
    ("ludo", "rules.must_enter", put("rules.must_enter", True), "You must come out", "you choose whether"),
    ("ludo", "rules.clear_entry", put("rules.clear_entry", True), "Clear your entry space", ""),
    ("ludo", "rules.capture_bonus", put("rules.capture_bonus", 20), "earns you 20 spaces", ""),
    ("ludo", "rules.home_bonus", put("rules.home_bonus", 10), "home earns you 10 spaces", ""),
    ("ludo", "rules.blockades", put("rules.blockades", True), "two of yours block every piece", ""),
    ("blockade-cross", "rules.blockade_apart", put("rules.blockade_apart", False), "", "Moving a blockade on"),
    ("blockade-cross", "rules.entry_captures", put("rules.entry_captures", False), "",
     "bumps an opponent's lone peg on your entry space"),
    ("ludo", "rules.bump", put("rules.bump", "none"), "Nothing is ever bumped", "Bumping"),
    ("ludo", "rules.exact_finish", put("rules.exact_finish", False), "No exact count", "Exact count home"),
    ("shortcut-marbles", "rules.pass_own", put("rules.pass_own", "always"), "",
     "never jumps one of your own on the track, nor over the shortcut spaces"),
    ("shortcut-marbles", "home.passing", put("home.passing", True), "they may pass each other there",
     "No passing at home"),
    ("tock", "home.go_round", put("home.go_round", "always"), "carry it on round the track for another lap", ""),
    ("tock", "home.go_round last-resort", put("home.go_round", "last-resort"),
     "only when no card of your hand can do anything else", ""),
    ("tock", "rules.pass_own backward", put("rules.pass_own", "backward"), "except by a card that moves it backward",
     ""),
    ("slide-race", "home.goal", put("home.goal", "row"), "A marble in the home row is home".replace("marble", "peg"),
     "safety zone only your colour enters"),
    ("tock", "movement.deals", put("movement.deals", [6]), "Deal 6 cards", "Deal 5, 4, then 4 cards"),
    ("tock", "movement.deck", put("movement.deck.A", 5), "53 cards (5 × A", "52 cards (4 × A"),
    ("tock", "movement.exchange", put("movement.exchange", False), "", "Passing a card"),
    ("slide-race", "movement.hand", put("movement.hand", 4), "Deal 4 cards to each player",
     "draw one card and play it"),
    ("slide-race", "movement.draws after", both(put("movement.hand", 4), put("movement.draws", "after")),
     "play one card of your hand, then draw one card", "draw one card and play it"),
    ("slide-race", "movement.draws either", both(put("movement.hand", 4), put("movement.draws", "either")),
     "play first without drawing", "draw one card and play it"),
    ("slide-race", "movement.draws to-hand", both(put("movement.hand", 4), put("movement.draws", "to-hand")),
     "draw back up to 4 cards", "draw one card and play it"),
    ("slide-race", "movement.own_decks", put("movement.own_decks", True), "A deck each", ""),
    ("slide-race", "movement.spend", put("movement.spend", True), "it is spent and does nothing", ""),
    ("tock", "rules.teams", put("rules.teams", "alternate"), "every other player together",
     "each player with the one across the table"),
    ("tock", "rules.start_guard", put("rules.start_guard", False), "", "no swap (J) takes it, not even its owner's"),
    ("tock", "rules.split_passing", put("rules.split_passing", "bump-all"), "any colour's, your own too",
     "any colour but your own"),
    ("tock", "rules.split_to_partner", put("rules.split_to_partner", False), "", "Finishing on your partner"),
    ("tock", "rules.split_partial_win", put("rules.split_partial_win", True), "Winning with part of a split", ""),
    ("tock", "rules.swap_partners", put("rules.swap_partners", True), "Swapping with your partner", ""),
    ("tock", "rules.partners_move", put("rules.partners_move", "always"), "you may move your partner's marbles", ""),
    ("tock", "rules.team_turns", both(put("rules.partners_move", "always"), put("rules.team_turns", True)),
     "Each team plays as one player", ""),
    ("tock", "rules.idle_start", put("rules.idle_start", 3), "gone 3 turns in a row without moving", ""),
    ("idle-tock", "rules.idle_start_needs", put("rules.idle_start_needs", "none-out"),
     "as long as none of their own marbles is out", ""),
    ("ring", "rules.shortcuts_first", put("rules.shortcuts_first", False), "", "Shortcuts first"),
    ("ring", "rules.backward_when_stuck", put("rules.backward_when_stuck", False), "", "A card with no move"),
    ("ring", "rules.swap_centre", put("rules.swap_centre", True), "Swapping with the centre", ""),
]


@pytest.mark.parametrize(("game", "key", "edit", "after", "before"), CASES, ids=[case[1] for case in CASES])
def test_each_key_that_changes_play_changes_the_booklets_words(game, key, edit, after, before):
    data = document(game)
    changed = copy.deepcopy(data)
    edit(changed)
    old, new = text(described(data)), text(described(changed))
    assert old != new, key
    if after:
        assert after in new and after not in old, (key, after)
    if before:
        assert before in old and before not in new, (key, before)


def test_the_quick_references_say_what_their_games_do():
    cross, slides, marbles = (text(described(document(name))) for name in ("blockade-cross", "slide-race",
                                                                           "shortcut-marbles"))
    quick = cross.split("Quick reference", 1)[1]
    assert "throw again after doubles" in quick and "no throw again" not in quick
    assert "sending every piece on it back to its start" in slides and "sending every piece on it home" not in slides
    assert "never jump your own" in marbles.split("Quick reference", 1)[1]


def test_tock_says_a_partner_landed_on_is_bumped_and_no_swap_takes_a_guarded_start():
    tock = text(described(document("tock")))
    assert "another colour's marble (your partner's as well as an opponent's) and it is bumped" in tock
    assert "no swap (J) takes it, not even its owner's" in tock
    assert "Land on another colour, your partner too, to send it to its start" in tock
