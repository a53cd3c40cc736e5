"""Re-take the README's gallery pictures from the current code: ``python3 -m tests.support.retake_pictures``
runs each board's command into a scratch folder and draws the named SVG 900 pixels wide
(``writers/png.picture``, the screen style of ``--format png``) into ``docs/``, draws a kit's board,
cards and pawns side by side from the kit's own files (``kit_picture``), then opens the
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

DOCS = Path(__file__).resolve().parents[2] / "docs"
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


KIT = ("kit slide-race --material pla", "gallery-kit.png")
"""The kit pictured in the gallery: its command and the picture's file in ``docs/``."""
KIT_HEIGHT_PX = 600
"""Each of the kit picture's three panels (board, cards, pieces) is drawn this tall."""


def main() -> None:
    for name, (command, drawn) in PICTURES.items():
        with tempfile.TemporaryDirectory() as out:
            subprocess.run([sys.executable, "-m", "boardgen", *shlex.split(command), "--out", out], check=True)
            (DOCS / name).write_bytes(picture((Path(out) / drawn).read_bytes(), LONG_SIDE_PX))
        print(f"wrote docs/{name}")
    kit_picture()
    screenshots()
    play_screenshots()


def kit_picture() -> None:
    """One picture of what ``boardgen kit`` hands a player, from the kit's own files: the board
    (its Tabletop Simulator texture, the paper board's art), the first page of its cards
    (pdftoppm), and its printed pawns (the STLs, drawn in their seats' colours)."""
    from PIL import Image

    command, name = KIT
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([sys.executable, "-m", "boardgen", *shlex.split(command), "--out", out], check=True,
                       stdout=subprocess.DEVNULL)
        (folder,) = Path(out).glob("*-kit")
        board = Image.open(next(folder.glob("*-tts.png"))).convert("RGB")
        subprocess.run(["pdftoppm", "-png", "-r", "90", "-f", "1", "-l", "1", "-singlefile",
                        str(next(folder.glob("*-cards.pdf"))), str(Path(out) / "cards")], check=True)
        cards = Image.open(Path(out) / "cards.png").convert("RGB")
        pawns = pawns_picture(folder)
    panels = [image.resize((round(image.width * KIT_HEIGHT_PX / image.height), KIT_HEIGHT_PX), Image.Resampling.LANCZOS)
              for image in (board, cards, pawns)]
    gap = 16
    whole = Image.new("RGB", (sum(p.width for p in panels) + gap * (len(panels) + 1), KIT_HEIGHT_PX + 2 * gap),
                      (246, 242, 235))
    x = gap
    for panel in panels:
        whole.paste(panel, (x, gap))
        x += panel.width + gap
    whole.save(DOCS / name, "PNG", optimize=True)
    print(f"wrote docs/{name}")


def pawns_picture(folder: Path, size: int = 1200):
    """The kit's STLs seen from above at a slant, each triangle lit from the upper left and
    painted far to near in its seat's colour (the file's name ends with the colour's name)."""
    import numpy as np
    import trimesh
    from PIL import Image, ImageDraw

    from boardgen.writers.paper.palette import PALETTES

    colours = PALETTES["game"]  # the kit's --palette, the default
    faces = []
    for path in sorted(folder.glob("*-pieces-*.stl")):
        mesh = trimesh.load(path)
        rgb = np.array([int(colours[path.stem.rsplit("-", 1)[1]][k:k + 2], 16) for k in (1, 3, 5)])
        faces.append((mesh.vertices[mesh.faces], mesh.face_normals, rgb))
    turn, tilt = np.radians(-30), np.radians(-60)  # looked at from the front, 30 degrees above the bed
    spin = np.array([[np.cos(turn), -np.sin(turn), 0], [np.sin(turn), np.cos(turn), 0], [0, 0, 1]])
    lean = np.array([[1, 0, 0], [0, np.cos(tilt), -np.sin(tilt)], [0, np.sin(tilt), np.cos(tilt)]])
    view = lean @ spin
    light = np.array([-0.4, 0.5, 0.77])
    light /= np.linalg.norm(light)
    triangles = np.concatenate([f[0] for f in faces]) @ view.T
    normals = np.concatenate([f[1] for f in faces]) @ view.T
    base = np.concatenate([np.repeat(f[2][None], len(f[0]), axis=0) for f in faces])
    shade = 0.35 + 0.65 * np.clip(normals @ light, 0, 1)
    low, high = triangles[..., :2].reshape(-1, 2).min(axis=0), triangles[..., :2].reshape(-1, 2).max(axis=0)
    scale = 0.9 * size / (high - low).max()
    offset = (size - (high - low) * scale) / 2
    image = Image.new("RGB", (size, size), (246, 242, 235))
    draw = ImageDraw.Draw(image)
    for k in np.argsort(triangles[..., 2].mean(axis=1)):  # far (low z) first
        if normals[k, 2] <= 0:
            continue  # facing away
        points = (triangles[k, :, :2] - low) * scale + offset
        draw.polygon([(x, size - y) for x, y in points], fill=tuple(int(c) for c in base[k] * shade[k]))
    return image


def screenshots() -> None:
    """The preview page as a builder sees it, once the design has settled."""
    from playwright.sync_api import sync_playwright
    from tests.support.preview import running_server

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
    from tests.support.preview import running_server

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
