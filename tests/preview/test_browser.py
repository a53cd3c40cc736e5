"""The preview page end to end in a real headless browser: Debian's chromium driven by Playwright.

Skipped locally when chromium or Playwright is missing; under CI (which installs both) a
missing one fails. Selectors only, no script evaluation: the page's policy forbids eval. The
one exception is the accessibility audit, which runs the vendored axe-core
(``tests/vendor/axe-core``, from the npm registry) in a context that lets the test's script in.
"""

from __future__ import annotations

import contextlib

import io
import json
import os
import shlex
import subprocess
import zipfile
from pathlib import Path

import ezdxf
import pytest
from typer.testing import CliRunner

from boardgen.booklet.build import make as make_booklet
from boardgen.booklet.house_rules import HouseRules
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.writers.writer import OutputSettings
from tests.support.png import decode_png
from tests.support.tools import need
from tests.support.preview import kit_members, running_server
from tests.support.paths import REPO, VENDOR

GAME = "pegs-and-jokers"
LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
TIMEOUT_MS = 15_000


def sync_playwright():
    """Playwright's entry point; skip without it, but fail under CI, which installs it."""
    try:
        from playwright.sync_api import sync_playwright as start
    except ImportError:
        message = "playwright is not installed (pip install -e '.[test]')"
        if os.environ.get("CI"):
            pytest.fail(message + "; CI must install it")
        pytest.skip(message)
    return start


@pytest.fixture(scope="module")
def browser():
    chromium = need("chromium")
    with sync_playwright()() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


@pytest.fixture
def page(browser, server):
    context = browser.new_context(accept_downloads=True, viewport={"width": 1400, "height": 900})
    opened = context.new_page()
    opened.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, errors


@contextlib.contextmanager
def window(browser, width: int, height: int):
    """A page in a window of its own size (a phone's, a laptop's), closed after."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        yield page
    finally:
        context.close()


def settled(page, state: str, wanted: str) -> None:
    """Wait until the preview shows the design whose query contains ``wanted``."""
    page.wait_for_selector(f'#preview[data-state="{state}"][data-query*="{wanted}"]')


def downloaded(page, button: str) -> tuple[str, bytes]:
    with page.expect_download() as download:
        page.click(button)
    return download.value.suggested_filename, Path(download.value.path()).read_bytes()


def test_design_preview_download_and_refusal(page, server, tmp_path):
    page.goto(server.url)
    settled(page, "ready", "game=")
    page.fill("#opt-players", "8")
    settled(page, "ready", "players=8")
    assert page.locator("#preview svg #HOLES circle").count() == 224
    assert page.text_content("#command") == f"boardgen board {GAME} --players 8"
    assert "224 holes" in page.text_content("#summary")

    name, data = downloaded(page, "#download-dxf")
    expected = render_files(make_board(GAME, {"players": "8"}).board, ("dxf",), OutputSettings())
    assert {name: data} == expected
    drawing = ezdxf.read(io.StringIO(data.decode()))
    holes = [e for e in drawing.modelspace() if e.dxftype() == "CIRCLE" and e.dxf.layer == "HOLES"]
    assert len(holes) == 224

    # The command line the page shows writes the same bytes.
    words = shlex.split(page.text_content("#command"))[1:]
    result = CliRunner().invoke(app, [*words, "--format", "dxf", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / name).read_bytes() == data

    page.fill("#opt-pitch", "abc")
    settled(page, "refused", "pitch=abc")
    with pytest.raises(ParameterError) as refused:
        make_board(GAME, {"players": "8", "pitch": "abc"})
    assert page.text_content('.problem[data-for="pitch"]') == str(refused.value)
    assert page.get_attribute("#opt-pitch", "aria-invalid") == "true"
    assert page.is_disabled("#download-dxf")
    assert page.text_content("#status").startswith("Refused")

    page.fill("#opt-pitch", "5mm")  # a length the parser takes, but the holes collide
    settled(page, "refused", "pitch=5mm")
    assert page.text_content('.problem[data-for="pitch"]').startswith("hole spacing:")
    page.fill("#opt-pitch", "1in")  # the default again: the query leaves it out
    page.wait_for_selector('#preview[data-state="ready"]:not([data-query*="pitch"])')
    assert page.is_hidden('.problem[data-for="pitch"]')


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_share_link_restores_the_design_and_the_booklet_matches(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&style=sections&rules-variant=nine-split&rules-paper=a4")
    settled(page, "ready", "style=sections")
    assert page.input_value("#opt-players") == "6"
    assert page.input_value("#opt-style") == "sections"
    assert page.is_checked('#variations input[value="nine-split"]')
    assert page.locator("#preview svg #HOLES circle").count() == 168
    assert page.text_content("#booklet-command") == f"boardgen rules booklet {GAME} --players 6 --paper a4 --variant nine-split"
    assert page.get_attribute("#share-link", "href") == \
        "/?game=pegs-and-jokers&players=6&style=sections&rules-paper=a4&rules-variant=nine-split"

    name, data = downloaded(page, "#download-booklet")
    made = make_booklet(HouseRules(GAME, 6, None, ("nine-split",)), "sheet", "a4")
    assert (name, data) == (made.filename, made.pdf)


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_switching_games_rebuilds_the_form_from_the_registry(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&pitch=22mm")
    settled(page, "ready", "pitch=22mm")
    page.select_option("#opt-game", "triangle")
    settled(page, "ready", "game=triangle")
    assert page.locator("#opt-rows").count() == 1 and page.locator("#opt-players").count() == 0
    assert page.input_value("#opt-pitch") == "22mm"  # shared shop options keep what was typed
    assert page.locator("#preview svg #HOLES circle").count() == 15


def section(page, name: str) -> str:
    return f'#sections details[data-section="{name}"]'


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_sections_group_the_form_and_show_laser_and_cnc_with_their_formats(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&players=6")
    settled(page, "ready", "players=6")
    names = [page.text_content(f"#sections details:nth-of-type({k}) > summary") for k in range(1, 8)]
    assert names == ["Board", "Pieces and holes", "Marks and labels", "Laser", "CNC", "3D print", "Output"]
    assert page.locator(f'{section(page, "Pieces and holes")} #opt-pitch').count() == 1
    assert page.locator(f'{section(page, "Marks and labels")} #opt-title').count() == 1
    assert page.locator(f'{section(page, "CNC")} #opt-safe-z').count() == 1
    assert page.is_hidden(section(page, "CNC")) and page.is_hidden(section(page, "Laser"))
    assert page.get_attribute(section(page, "Marks and labels"), "open") is None  # closed until asked
    assert page.text_content('label[for="opt-safe-z"]').startswith("Safe height")
    assert page.text_content('label[for="opt-dxf-version"]').startswith("DXF version")

    page.check('#sections [data-format][value="gcode"]')
    settled(page, "ready", "format=svg%2Cdxf%2Cpdf%2Cjson%2Cgcode")
    assert page.is_visible(section(page, "CNC")) and page.is_hidden(section(page, "Laser"))
    assert page.text_content("#command").endswith("--format svg,dxf,pdf,json,gcode")
    assert "run in this order" in page.text_content("#summary")  # the G-code's programs and estimates
    page.check('#sections [data-format][value="lbrn2"]')
    page.uncheck('#sections [data-format][value="gcode"]')
    settled(page, "ready", "format=svg%2Cdxf%2Cpdf%2Cjson%2Clbrn2")
    assert page.is_visible(section(page, "Laser")) and page.is_hidden(section(page, "CNC"))
    assert page.is_hidden(section(page, "3D print"))
    page.check('#sections [data-format][value="stl"]')
    settled(page, "ready", "format=svg%2Cdxf%2Cpdf%2Cjson%2Clbrn2%2Cstl")
    # a 3D model reads the stock and depths (CNC) and its own --emboss
    assert page.is_visible(section(page, "3D print")) and page.is_visible(section(page, "CNC"))
    assert page.locator(f'{section(page, "3D print")} #opt-emboss').count() == 1


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_a_refusal_in_a_closed_section_opens_it_beside_its_field(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&format=svg,gcode&safe-z=high")
    settled(page, "refused", "safe-z=high")
    assert page.get_attribute(section(page, "CNC"), "open") is not None
    assert page.is_visible('.problem[data-for="safe-z"]')
    assert page.text_content('.problem[data-for="safe-z"]').startswith("--safe-z: ")


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_material_picker_and_pasted_presets(page, server, tmp_path):
    page.goto(server.url + "?game=pegs-and-jokers&players=6")
    settled(page, "ready", "players=6")
    page.select_option("#opt-material", "3mm-birch-plywood")
    page.select_option("#opt-laser", "diode")
    settled(page, "ready", "laser=diode")
    assert "material=3mm-birch-plywood" in page.get_attribute("#preview", "data-query")
    assert "material 3mm-birch-plywood for a 10 W diode laser" in page.text_content("#summary")
    assert page.text_content('.field[data-name="kerf"] .preset') == "From the preset: 0.1mm"  # the diode's
    assert page.locator('.field[data-name="pitch"] .preset').count() == 0  # not a preset's option
    words = shlex.split(page.text_content("#command"))[1:]
    result = CliRunner().invoke(app, [*words, "--format", "svg", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    name, data = downloaded(page, "#download-svg")
    assert (tmp_path / name).read_bytes() == data and "-3mm-birch-plywood-" in name

    page.fill("#opt-materials-text", '[mine]\ndescription = "my ply"\nstock = "4mm"\n[mine.diode]\nkerf = "0.2mm"\n')
    page.select_option("#opt-material", "mine")  # offered once pasted
    settled(page, "ready", "material=mine")
    assert "material mine for a 10 W diode laser: stock 4mm, kerf 0.2mm" in page.text_content("#summary")
    page.fill("#opt-materials-text", '[mine]\nstock = 4\n')
    settled(page, "refused", "stock+%3D+4")
    assert page.text_content('.problem[data-for="materials-text"]').startswith("--materials-text: [mine] stock: ")
    page.select_option("#opt-material", "3mm-birch-plywood")
    page.fill("#opt-kerf", "0.3mm")
    assert page.text_content('.field[data-name="kerf"] .preset') == "The preset's 0.1mm is overridden by this value."


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_a_presets_fields_show_the_values_in_force(page, server):
    """Issue 40: with a preset chosen the kerf field showed the option's 0mm, the preset's 0.15mm
    only in a note under it. The field shows the value the job uses; an untouched field stays out
    of the command line, and a value typed over the preset stays through a change of laser."""
    page.goto(server.url + "?game=pegs-and-jokers&players=6")
    settled(page, "ready", "players=6")
    assert page.input_value("#opt-kerf") == "0mm"
    page.select_option("#opt-material", "3mm-birch-plywood")
    settled(page, "ready", "material=3mm-birch-plywood")
    assert page.input_value("#opt-kerf") == "0.15mm" and page.input_value("#opt-stock") == "3mm"
    assert "--kerf" not in page.text_content("#command")
    page.select_option("#opt-laser", "diode")
    settled(page, "ready", "laser=diode")
    assert page.input_value("#opt-kerf") == "0.1mm"
    page.fill("#opt-kerf", "0mm")  # the option's default, typed over the preset: it counts
    settled(page, "ready", "kerf=0mm")
    assert "--kerf 0mm" in page.text_content("#command")
    page.select_option("#opt-laser", "co2")  # the default laser: out of the query
    page.wait_for_selector('#preview[data-state="ready"][data-query*="kerf=0mm"]:not([data-query*="laser="])')
    assert page.input_value("#opt-kerf") == "0mm"
    page.goto(server.url + "?game=pegs-and-jokers&players=6&material=3mm-birch-plywood&kerf=0mm")  # a shared link
    settled(page, "ready", "kerf=0mm")
    assert page.input_value("#opt-kerf") == "0mm" and page.input_value("#opt-stock") == "3mm"
    page.select_option("#opt-material", "")
    settled(page, "ready", "kerf=0mm")
    assert page.input_value("#opt-stock") == "0.75in"


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_your_own_track_game_shows_no_other_games_picture_and_points_at_the_banner(page, server):
    """Issue 40: picking "Your own track game" kept the last game's picture and summary, greyed,
    and the status said "see the marked fields" with no field marked, the refusal in the banner."""
    page.goto(server.url + "?game=pegs-and-jokers&players=6")
    settled(page, "ready", "players=6")
    assert page.locator("#preview svg").count() == 1 and page.text_content("#summary")
    page.select_option("#opt-game", "track")
    settled(page, "refused", "game=track")
    assert page.locator("#preview svg").count() == 0
    assert page.text_content("#summary") == ""
    assert page.is_visible("#problems") and "--game-file" in page.text_content("#problems")
    assert page.locator('#board-form [aria-invalid="true"]').count() == 0
    assert page.text_content("#status") == "Refused: see the message above the picture"
    page.fill("#opt-game-text", "per_side = 99")  # a refusal beside the field: pointed at it
    settled(page, "refused", "per_side")
    assert page.text_content("#status") == "Refused: see the marked fields"


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_summary_wraps_and_grows_on_a_phone(browser, server):
    """Issue 40: on a 390 px phone the summary box cut a long summary (a CNC job's programs)
    mid-line. Every line of it shows whole inside the box."""
    with window(browser, 390, 800) as page:
        page.goto(server.url + "?game=pegs-and-jokers&players=6&format=svg,gcode&material=19mm-pine")
        settled(page, "ready", "players=6")
        box = page.locator("#summary").bounding_box()
        lines = page.locator("#summary li")
        assert lines.count() >= 5
        last = lines.nth(lines.count() - 1).bounding_box()
        assert last["y"] + last["height"] <= box["y"] + box["height"] + 0.5, (last, box)
        assert box["x"] + box["width"] <= 390


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_five_tabs_sit_on_one_row_on_a_laptop(browser, server):
    """On a 1280 px window the Play tab wrapped onto a second row under the other four."""
    with window(browser, 1280, 800) as page:
        page.goto(server.url + "?game=ludo")
        settled(page, "ready", "game=ludo")
        tabs = page.locator("[role=tab]")
        assert tabs.count() == 5
        tops = {round(tabs.nth(k).bounding_box()["y"]) for k in range(5)}
        assert len(tops) == 1, tops


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_whole_job_downloads_as_the_command_lines_zip(page, server, tmp_path):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&format=svg,gcode")
    settled(page, "ready", "players=6")
    name, data = downloaded(page, "#download-zip")
    result = CliRunner().invoke(app, ["board", GAME, "--players", "6", "--format", "svg,gcode,zip", "--out",
                                      str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / name).read_bytes() == data


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_whole_jobs_zip_carries_the_rule_booklet_when_chosen(page, server, tmp_path):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&format=svg")
    settled(page, "ready", "players=6")
    assert page.locator(f'{section(page, "Output")} #opt-booklet').count() == 1
    page.select_option("#opt-booklet", "sheet")
    settled(page, "ready", "booklet=sheet")
    assert page.text_content("#command").endswith("--booklet sheet --format svg")
    name, data = downloaded(page, "#download-zip")
    result = CliRunner().invoke(app, ["board", GAME, "--players", "6", "--booklet", "sheet", "--format", "svg,zip",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / name).read_bytes() == data
    assert "pegs-and-jokers-6p-rules.pdf" in zipfile.ZipFile(io.BytesIO(data)).namelist()
    page.click("#tab-coupon")
    assert page.locator("#opt-booklet").count() == 0  # a coupon has no rules


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_the_coupon_tab_previews_and_downloads_what_boardgen_coupon_writes(page, server, tmp_path):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&kerf=0.1mm")
    settled(page, "ready", "players=6")
    page.click("#tab-coupon")
    settled(page, "ready", "kerf=0.1mm")
    assert page.get_attribute("#tab-coupon", "aria-selected") == "true" and page.is_hidden("#game-select")
    assert page.text_content("#command") == "boardgen coupon --kerf 0.1mm"  # the shared option kept
    page.fill("#opt-count", "5")
    settled(page, "ready", "count=5")
    assert page.locator("#preview svg #HOLES circle").count() == 5
    assert page.get_attribute("#share-link", "href") == "/?mode=coupon&kerf=0.1mm&count=5"
    name, data = downloaded(page, "#download-dxf")
    result = CliRunner().invoke(app, ["coupon", "--kerf", "0.1mm", "--count", "5", "--format", "dxf", "--out",
                                      str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / name).read_bytes() == data
    page.click("#tab-board")
    settled(page, "ready", "game=pegs-and-jokers")
    assert page.is_visible("#game-select") and page.locator("#opt-count").count() == 0


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_a_split_board_shows_its_parts_assembled_and_each_sheet_large(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&bed=600x400mm&nest-seconds=1")
    settled(page, "ready", "bed=600x400mm")
    made = make_board(GAME, {"players": "6", "bed": "600x400mm", "nest-seconds": "1"}).board
    parts = page.locator("#preview .assembled .part")
    assert parts.count() == len(made.pieces) and made.sheet_count > 1
    assert page.locator("#preview .sheet[data-sheet]").count() == made.sheet_count
    piece = made.pieces[-1]
    label = f"{piece.short_name} sheet {piece.sheet + 1}: show the sheet large"
    assert page.text_content(f'#preview .part[aria-label="{label}"] text') == f"{piece.short_name} sheet {piece.sheet + 1}"
    page.click(f'#preview .part[aria-label="{label}"]')
    assert page.get_attribute("#preview", "data-view") == f"sheet{piece.sheet + 1}"
    assert page.is_hidden("#preview .assembled")
    assert page.get_attribute(f'#preview .sheet[data-sheet="{piece.sheet + 1}"]', "class") == "sheet chosen"
    assert piece.short_name in page.text_content(f'#preview .sheet[data-sheet="{piece.sheet + 1}"] figcaption')
    page.click("#show-assembled")
    assert page.get_attribute("#preview", "data-view") == "assembled" and page.is_visible("#preview .assembled")
    page.click('#preview .sheet[data-sheet="1"]')
    assert page.get_attribute("#preview", "data-view") == "sheet1"


@pytest.mark.slow  # chromium: the quick run drives the page in the first test alone
def test_a_pasted_track_description_previews_and_a_broken_one_is_refused_beside_it(page, server):
    text = (REPO / "examples" / "round-race.toml").read_text(encoding="utf-8")
    page.goto(server.url + "?game=track")
    page.fill("#opt-game-text", text)
    settled(page, "ready", "round-race")
    assert page.locator("#preview svg #HOLES circle").count() == 48 + 16 + 16 + 1  # 4 players, its first count
    assert page.text_content("#command") == "boardgen board track --game-file YOUR-GAME.toml"
    assert page.text_content("#booklet-command") == "boardgen rules booklet track --game-file YOUR-GAME.toml"
    page.fill("#opt-game-text", text.replace("per_side = 12", "per_side = 99"))
    settled(page, "refused", "per_side+%3D+99")
    assert page.text_content('.problem[data-for="game-text"]').startswith("--game-text track.per_side: ")


@pytest.mark.slow
def test_the_3d_view_shows_the_boards_glb_turnable(page, server):
    page.goto(server.url + "?game=pegs-and-jokers&players=4&stock=6mm")
    settled(page, "ready", "stock=6mm")
    assert page.is_hidden("#model")
    page.click("#show-3d")
    page.wait_for_selector('#model[data-state="ready"]', timeout=60_000)  # the viewer loaded the GLB
    viewer = page.locator("#model model-viewer")
    assert viewer.get_attribute("camera-controls") == ""  # turnable with the mouse or a finger
    source = viewer.get_attribute("src")
    assert source.startswith("/api/file?") and "format=glb" in source
    page.wait_for_timeout(500)  # a frame drawn after the load
    width, height, channels, rows = decode_png(viewer.screenshot())
    pixels = [tuple(row[k:k + 3]) for row in rows for k in range(0, len(row), channels)]
    wood = sum(1 for r, g, b in pixels if r > 180 and 140 < g < r and 90 < b < g)
    dark = sum(1 for r, g, b in pixels if r < 150 and g < 120 and b < 100)
    assert wood > 0.15 * len(pixels), wood / len(pixels)  # the board's face fills a good part of the view
    assert dark > 50, dark  # its holes and engraving read as shadow on it

    page.fill("#opt-players", "6")  # the open view follows the design
    settled(page, "ready", "players=6")
    page.wait_for_selector('#model[data-state="ready"] model-viewer[src*="players=6"]', timeout=60_000)
    page.click("#tab-coupon")
    assert page.is_hidden("#show-3d") and page.is_hidden("#model")  # a coupon has no 3D view


def written(tmp_path: Path, *words: str) -> dict[str, bytes]:
    """What a command line writes into a fresh folder, by name."""
    result = CliRunner().invoke(app, [*words, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    return {p.name: p.read_bytes() for p in sorted(tmp_path.iterdir()) if p.is_file()}


def test_the_pieces_tab_previews_and_downloads_what_boardgen_pieces_writes(page, server, tmp_path):
    page.goto(server.url + "?game=ludo&players=6&material=pla")
    settled(page, "ready", "players=6")
    page.click("#tab-pieces")
    page.wait_for_selector('#summary .headline:has-text("Pieces for Ludo, 6 players")')
    assert page.get_attribute("#tab-pieces", "aria-selected") == "true" and page.is_hidden("#rules-form")
    assert page.text_content("#command") == "boardgen pieces ludo --material pla --players 6"
    assert page.locator("#preview svg polygon").count() == 6  # a pawn a seat in its colour
    assert page.is_hidden("#show-3d") and page.locator("#download-gcode").count() == 0
    assert page.get_attribute("#share-link", "href") == "/?mode=pieces&game=ludo&material=pla&players=6"
    words = shlex.split(page.text_content("#command"))[1:]
    name, data = downloaded(page, "#download-3mf")
    assert {name: data} == written(tmp_path / "3mf", *words, "--format", "3mf")
    name, data = downloaded(page, "#download-stl")  # an STL a seat, zipped
    with zipfile.ZipFile(io.BytesIO(data)) as packed:
        assert {n: packed.read(n) for n in packed.namelist()} == written(tmp_path / "stl", *words, "--format", "stl")


def test_the_cards_tab_shows_the_deck_and_downloads_what_boardgen_cards_writes(page, server, tmp_path):
    qpdf = need("qpdf")
    page.goto(server.url + "?mode=cards&game=slide-race")
    settled(page, "ready", "game=slide-race")
    assert page.text_content("#summary .headline") == "Cards: 45 cards, 10 pages with backs, slide-race-cards.pdf"
    assert page.locator("#preview svg rect").count() == 11 and page.is_hidden("#sections")
    page.check("#opt-bleed")
    page.select_option("#rules-paper", "a4")
    settled(page, "ready", "bleed=true")
    assert page.text_content("#command") == "boardgen cards slide-race --paper a4 --bleed"
    name, data = downloaded(page, "#download-cards")
    assert {name: data} == written(tmp_path, *shlex.split(page.text_content("#command"))[1:])
    assert subprocess.run([qpdf, "--check", str(tmp_path / name)], capture_output=True).returncode == 0
    page.select_option("#opt-game", "ludo")  # a dice game has no cards: said above the picture
    settled(page, "refused", "game=ludo")
    assert page.text_content('.problem[data-for="game"]').startswith("GAME: a game played with cards")


def test_the_board_tab_downloads_the_whole_kit_as_boardgen_kit_writes_it(page, server, tmp_path):
    page.goto(server.url + "?game=pegs-and-jokers&players=6&format=svg&rules-variant=nine-split")
    settled(page, "ready", "players=6")
    name, data = downloaded(page, "#download-kit")
    ((cli_name, cli_zip),) = written(tmp_path, "kit", GAME, "--players", "6", "--format", "svg", "--variant",
                                      "nine-split").items()
    assert name == cli_name
    assert kit_members(data) == kit_members(cli_zip, (tmp_path / name[:-4]).resolve().as_uri() + "/")
    with zipfile.ZipFile(io.BytesIO(data)) as packed:
        (manifest,) = [n for n in packed.namelist() if n.endswith("-manifest.json")]
        listed = [f["name"] for f in json.loads(packed.read(manifest))["files"]]
        assert packed.namelist() == [f"{name[:-4]}/{n}" for n in listed]
        assert packed.testzip() is None


AXE = VENDOR / "axe-core" / "axe.min.js"
BLOCKING_IMPACTS = ("serious", "critical")
AUDITED = {
    "board with laser and CNC formats": ("?game=pegs-and-jokers&players=6&format=svg,gcode,lbrn2,stl", "players=6", None),
    "3D view": ("?game=pegs-and-jokers&players=4&stock=6mm", "stock=6mm", "#show-3d"),
    "split board, assembled view": ("?game=pegs-and-jokers&players=6&bed=600x400mm&nest-seconds=1", "bed=600x400mm",
                                    None),
    "coupon tab": ("?mode=coupon&count=5", "count=5", None),
    "pieces tab": ("?mode=pieces&game=ludo&players=6&material=3mm-birch-plywood", "players=6", None),
    "cards tab": ("?mode=cards&game=slide-race&bleed=true", "bleed=true", None),
}
"""Each state audited: the page's query, a word of the query it settles on, and a button to press."""


@pytest.mark.slow
@pytest.mark.parametrize("width", [1280, 390])
def test_axe_core_finds_no_serious_or_critical_violations(browser, server, width):
    context = browser.new_context(viewport={"width": width, "height": 900}, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(4 * TIMEOUT_MS)  # four states, a split board among them, on a busy machine
    found = {}
    try:
        for name, (query, wanted, pressed) in AUDITED.items():
            page.goto(server.url + query)
            settled(page, "ready", wanted)
            if pressed:
                page.click(pressed)
                page.wait_for_selector('#model[data-state="ready"]', timeout=60_000)
            closed = page.locator("details:not([open]) > summary >> visible=true")
            while closed.count():
                closed.first.click()  # audit every shown section's fields, open
            page.add_script_tag(content=AXE.read_text())
            result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
            assert result["testEngine"]["name"] == "axe-core" and len(result["passes"]) > 10  # it audited
            found[name] = [(v["impact"], v["id"], [node["target"] for node in v["nodes"]][:3])
                           for v in result["violations"]]
    finally:
        context.close()
    assert set(found) == set(AUDITED)
    blocking = {name: [v for v in violations if v[0] in BLOCKING_IMPACTS] for name, violations in found.items()}
    assert not any(blocking.values()), blocking
