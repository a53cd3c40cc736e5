"""The Play tab in a real headless browser (Debian's chromium driven by Playwright): a dice
game's move and a card game's split 7 and swap played by clicks on the board, each checked on
the board and in the log and followed by the next move, chosen from the list by keyboard; and
the axe-core audit of the tab. Selectors only, no script evaluation (the page's policy forbids
eval) but in the audit, whose context lets axe in."""

from __future__ import annotations

import re
import urllib.parse

import pytest

from tests.support.paths import REPO
from boardgen.games.rules_registry import ENGINES
from boardgen.preview import play_games
from tests.preview.test_play import read_back
from tests.preview.test_browser import AXE, BLOCKING_IMPACTS, TIMEOUT_MS, browser, page, server  # noqa: F401

STEP = re.compile(r"(\w+) ([\w-]+(?::\d+)?) -> ([\w-]+(?::\d+)?)")
"""A piece's move in a legal move's words, as the page reads it: ``red track:9 -> track:12``."""
COLOURS = {"ludo": ("red", "green", "yellow", "blue"), "tock": ("red", "blue", "green", "yellow")}


def steps(game: str, text: str) -> list[tuple[int, str, str]]:
    return [(COLOURS[game].index(colour), origin, dest) for colour, origin, dest in STEP.findall(text)]


def logged(page, count: int) -> None:
    """Wait until the log holds ``count`` moves."""
    page.wait_for_selector(f"#play-log li:nth-child({count})")


def log_count(page) -> int:
    return page.locator("#play-log li").count()


def moves(page) -> list[str]:
    return page.locator("#play-moves option").all_inner_texts()


def opened(page, server, query: str) -> None:
    page.goto(server.url + query)
    page.wait_for_selector('#preview[data-state="ready"]', timeout=4 * TIMEOUT_MS)
    page.click("#tab-play")
    page.wait_for_selector("#play-board svg .piece", timeout=4 * TIMEOUT_MS)


def click_piece(page, seat: int, word: str) -> None:
    page.locator(f'.piece[data-seat="{seat}"][data-word="{word}"]').first.click()


def click_target(page, word: str) -> None:
    page.locator(f'.target[data-word="{word}"]').first.click()


def play_from_the_list(page, down: int = 0) -> int:
    """A move of the list chosen by keyboard: the list focused, ``down`` times the down arrow,
    Enter; the move's place in the log."""
    before = log_count(page)
    page.focus("#play-moves")
    for _ in range(down):
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    logged(page, before + 1)
    return before


def test_a_dice_game_move_by_clicks_then_the_next_from_the_list(page, server):
    opened(page, server, "?game=ludo&play-seed=3&play-seats=person,person,person,person")
    assert page.locator(".piece").count() == 16  # every piece on its start hole
    while True:  # a throw with no move passes the turn: throw until one has moves
        page.click("#play-throw")
        page.wait_for_selector("#play-throw, #play-moves option")
        if moves(page):
            break
    text = moves(page)[0]
    (seat, origin, dest), *_ = steps("ludo", text)
    click_piece(page, seat, origin)
    assert page.locator(".target").count() >= 1 and page.locator(f'.target[data-word="{dest}"]').count() == 1
    click_target(page, dest)
    logged(page, 1)
    assert page.locator("#play-log li .text").first.inner_text() == text
    assert page.locator(f'.piece[data-seat="{seat}"][data-word="{dest}"]').count() == 1
    while not moves(page):  # the next move, thrown and chosen from the list
        if page.locator("#play-throw").count():
            page.click("#play-throw")
        page.wait_for_selector("#play-throw, #play-moves option")
    play_from_the_list(page)
    assert log_count(page) == 2


def test_an_illegal_click_says_why_and_changes_nothing(page, server):
    opened(page, server, "?game=ludo&play-seed=3&play-seats=person,person,person,person")
    click_piece(page, 0, "start")
    assert "Throw the dice first" in page.inner_text("#play-say")
    click_piece(page, 1, "start")
    page.click("#play-throw")
    page.wait_for_selector("#play-throw, #play-moves option")
    click_piece(page, 1, "start")  # another seat's piece
    assert page.inner_text("#play-say").startswith(("That is Green's piece", "That piece has no legal move"))
    assert log_count(page) == 0 and page.locator(".target").count() == 0


def person_turn(page) -> None:
    """Wait for a person's turn in a hot-seat card game and pass the device to them."""
    page.wait_for_selector("#play-pass:not([hidden]) button, #play-moves option", timeout=4 * TIMEOUT_MS)
    if page.locator("#play-pass:not([hidden])").count():  # the hand stays hidden until its seat asks
        assert page.locator("#play-hand .card").count() == 0 and page.locator("#play-moves option").count() == 0
        page.click("#play-pass-ok")
        assert page.locator("#play-hand .card").count() > 0
        page.wait_for_selector("#play-moves option")


def test_a_card_game_split_seven_and_swap_by_clicks(page, server):
    opened(page, server, "?game=tock&play-seed=2&play-seats=person,greedy,person,greedy")
    split = swap = False
    for _ in range(150):
        person_turn(page)
        listed = moves(page)
        split_move = next((m for m in listed if m.startswith("7, split") and len(steps("tock", m)) == 2
                           and not split), None)
        swap_move = next((m for m in listed if ", swap:" in m and not swap), None)
        chosen = split_move or swap_move
        if chosen is None:
            down = 1 if len(listed) > 1 else 0
            place = play_from_the_list(page, down)
            assert page.locator("#play-log li .text").nth(place).inner_text() == listed[down]
            continue
        before = log_count(page)
        (s1, from1, to1), (s2, from2, to2) = steps("tock", chosen)
        click_piece(page, s1, from1)
        if split_move:
            click_target(page, to1)
        else:  # a swap: the other piece is the destination, clicked where it stands
            click_piece(page, s2, from2)
        if split_move:  # the second piece of the split and its destination
            assert "the rest of this move" in page.inner_text("#play-say") or log_count(page) == before
            click_piece(page, s2, from2)
            click_target(page, to2)
        logged(page, before + 1)
        assert page.locator("#play-log li .text").nth(before).inner_text() == chosen
        assert page.locator(f'.piece[data-seat="{s1}"][data-word="{to1}"]').count() == 1
        assert page.locator(f'.piece[data-seat="{s2}"][data-word="{to2}"]').count() == 1
        split, swap = split or bool(split_move), swap or not split_move
        person_turn(page)  # and the game plays on: the next person's move from the list
        play_from_the_list(page)
        if split and swap:
            break
    assert split and swap


@pytest.mark.slow
@pytest.mark.parametrize("width", [1280, 390])
def test_axe_core_finds_no_serious_or_critical_violations_on_the_play_tab(browser, server, width):  # noqa: F811
    context = browser.new_context(viewport={"width": width, "height": 900}, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(4 * TIMEOUT_MS)
    try:
        found = {}
        for name, query in {"card game, hand shown": "?game=tock&play-seed=2&play-seats=person,greedy,greedy,greedy",
                            "dice game, thrown": "?game=ludo&play-seed=3&play-seats=person,greedy,greedy,greedy"}.items():
            opened(page, server, query)
            if page.locator("#play-throw").count():
                page.click("#play-throw")
            page.wait_for_selector("#play-moves option, #play-throw")
            page.add_script_tag(content=AXE.read_text())
            result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
            assert result["testEngine"]["name"] == "axe-core" and len(result["passes"]) > 10
            found[name] = [(v["impact"], v["id"], [node["target"] for node in v["nodes"]][:3])
                           for v in result["violations"]]
    finally:
        context.close()
    blocking = {name: [v for v in violations if v[0] in BLOCKING_IMPACTS] for name, violations in found.items()}
    assert not any(blocking.values()), blocking


EXAMPLE = REPO / "examples" / "round-race.toml"


@pytest.mark.slow
@pytest.mark.parametrize("name", [*ENGINES, "round-race"])
def test_whole_games_of_engines_on_the_page_show_the_moves_the_engine_made(page, server, name):  # noqa: F811
    """Every seat an engine, no pause between moves: the page plays the game to its end, its log
    is the engine's moves, each logged position read back by ``rules moves`` to the same moves."""
    query = {"game": "track", "game-text": EXAMPLE.read_text()} if name == "round-race" else {"game": name}
    kind = "smart" if name == "pegs-and-jokers" else "greedy"
    opened(page, server, "?" + urllib.parse.urlencode({**query, "play-seats": kind, "play-pause": "0", "play-seed": "9"}))
    page.wait_for_selector("#play-over:not([hidden])", timeout=600_000)
    game = server.playing.games.get(page.get_attribute("#play", "data-game"))
    shown = [re.sub(r" \(\w+\)$", "", text) for text in page.locator("#play-log li .text").all_inner_texts()]
    assert shown == [made.text for made in game.made] and len(shown) > 20
    winner = page.locator("#play-seats label").nth(game.record.winning_seat).inner_text().split()[0]
    assert game.record.finished and page.inner_text("#play-over").startswith(f"{winner} wins")
    assert f"{game.record.turns} turns" in page.inner_text("#play-over")
    assert page.locator("#play-board .piece").count() == sum(map(len, play_games.state(game)["pegs"]))
    engine = game.table.engine
    assert read_back(engine, game) >= len(game.made) // 3
