"""Re-take the README's gallery pictures from the current code: ``python3 tests/retake_pictures.py``
runs each board's command into a scratch folder and draws the named SVG 900 pixels wide
(``writers/png.picture``, the screen style of ``--format png``) into ``docs/``, then opens the
preview page in Chromium (Playwright, as the browser tests do) and photographs it on a desktop
and a phone. A picture taken by hand drifts from the code that makes the board; this keeps the
command beside the file."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from boardgen.writers.png import picture

DOCS = Path(__file__).resolve().parents[1] / "docs"
LONG_SIDE_PX = 900
"""Wide enough that a hole and a part's letter read in a GitHub page, small enough to load."""

PICTURES = {
    "gallery-concentric-8-6-4.png": (
        "board pegs-and-jokers --players 8,6,4 --style concentric --format svg",
        "pegs-and-jokers-8-6-4p-concentric.svg"),
    "gallery-nested-sheet.png": (
        "board pegs-and-jokers --players 8 --style sections --bed 445x279mm --material 3mm-birch-plywood --format svg",
        "pegs-and-jokers-8p-sections-3mm-birch-plywood-f0f820-sheet1.svg"),
}
"""Each picture's file in ``docs/``: the ``boardgen`` arguments and the SVG it draws."""

SCREENSHOTS = {
    "studio-1280.png": ((1280, 800), "?game=pegs-and-jokers&players=8&bed=445x279mm&material=3mm-birch-plywood"),
    "studio-390.png": ((390, 844), "?game=pegs-and-jokers&players=6&format=svg,lbrn2"),
}
"""The preview page's pictures in ``docs/``: the window (a laptop, a phone) and the page's query."""
PLAY_SCREENSHOTS = {
    "play-ludo.png": ("?game=ludo&play-seed=5&play-seats=person,greedy,greedy,greedy", 24, False),
    "play-tock.png": ("?game=tock&play-seed=2&play-seats=person,greedy,greedy,greedy", 20, True),
}
"""The Play tab's pictures in ``docs/``: the page's query (a person against three engines), the
moves played before the picture, the person's chosen from the list, and whether the log shows
each card's rule; then the person's next move begun, a piece clicked and its holes lit."""
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def main() -> None:
    for name, (command, drawn) in PICTURES.items():
        with tempfile.TemporaryDirectory() as out:
            subprocess.run([sys.executable, "-m", "boardgen", *shlex.split(command), "--out", out], check=True)
            (DOCS / name).write_bytes(picture((Path(out) / drawn).read_bytes(), LONG_SIDE_PX))
        print(f"wrote docs/{name}")
    screenshots()
    play_screenshots()


def screenshots() -> None:
    """The preview page as a builder sees it, once the design has settled."""
    from playwright.sync_api import sync_playwright
    from preview_helpers import running_server

    with running_server() as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        for name, ((width, height), query) in SCREENSHOTS.items():
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(server.url + query)
            page.wait_for_selector('#preview[data-state="ready"]', timeout=120_000)
            page.screenshot(path=str(DOCS / name))
            page.close()
            print(f"wrote docs/{name}")
        browser.close()


def play_screenshots() -> None:
    """Games under way on the Play tab, at a laptop's size."""
    import re

    from playwright.sync_api import sync_playwright
    from preview_helpers import running_server

    with running_server() as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        for name, (query, played, rules) in PLAY_SCREENSHOTS.items():
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(server.url + query)
            page.wait_for_selector('#preview[data-state="ready"]', timeout=120_000)
            page.click("#tab-play")
            page.wait_for_selector("#play-board svg .piece", timeout=120_000)
            while True:
                page.wait_for_selector("#play-throw, #play-moves option", timeout=120_000)
                if page.locator("#play-throw").count():
                    page.click("#play-throw")
                    page.wait_for_selector("#play-throw, #play-moves option")
                    continue
                if page.locator("#play-log li").count() >= played:
                    break
                count = page.locator("#play-log li").count()
                page.focus("#play-moves")
                page.keyboard.press("Enter")
                page.wait_for_selector(f"#play-log li:nth-child({count + 1})")
            if rules:
                page.check("#play-rules")
            first = page.locator("#play-moves option").first.inner_text()
            colour, origin = re.search(r"(\w+) ([\w-]+(?::\d+)?) ->", first).groups()
            seat = page.locator(f'#play-board .piece[data-word="{origin}"]').first.get_attribute("data-seat")
            page.locator(f'#play-board .piece[data-seat="{seat}"][data-word="{origin}"]').first.click()
            page.mouse.move(0, 0)
            page.screenshot(path=str(DOCS / name))
            page.close()
            print(f"wrote docs/{name}")
        browser.close()


if __name__ == "__main__":
    if sys.argv[1:] == ["play"]:  # the Play tab's pictures alone
        play_screenshots()
    else:
        main()
