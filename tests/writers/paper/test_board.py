"""The paper board (`--format paper`): a valid PDF that prints at the scale it says (its 100 mm
bar measured from the page's own drawing operators), each seat in its palette's colour with a
symbol of its own, fewer pages at a smaller scale, refusals in one line with nothing written,
and the same bytes every run."""

from __future__ import annotations

import functools
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from boardgen.board import Board
from boardgen.design import tag
from boardgen.games.registry import game
from boardgen.geometry.symbols import SHAPES
from boardgen.options import parse_all
from boardgen.writers.paper.board import WRITER
from boardgen.geometry.vec import nearest_spacing
from boardgen.writers.paper.settings import MIN_SPACING, PaperSettings, chosen_scale, parse_scale
from boardgen.writers.paper.palette import PALETTES, seat_styles
from boardgen.writers.writer import OutputSettings
from tests.support.cli_calls import files_in, invoke, said
from tests.support.tools import need
from tests.support.paths import REPO

PT_PER_MM = 72 / 25.4
RECT = re.compile(rb"(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re")
FILL = re.compile(rb"(?<![\d.])(\.?[\d.]+) (\.?[\d.]+) (\.?[\d.]+) rg")


@functools.lru_cache(maxsize=None)
def board(name: str, **values: str) -> Board:
    g = game(name)
    return g.build(parse_all(g.options, values))


@functools.lru_cache(maxsize=None)
def paper(name: str, scale: str = "1", palette: str = "game", players: str | None = None) -> bytes:
    settings = OutputSettings(paper_board=PaperSettings(parse_scale(scale), palette))
    return WRITER.render(board(name, **({"players": players} if players else {})), settings)


def qpdf_check(data: bytes, tmp_path: Path) -> subprocess.CompletedProcess:
    path = tmp_path / "board.pdf"
    path.write_bytes(data)
    return subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, text=True, check=False)


@pytest.mark.parametrize("name, scale", [("pegs-and-jokers", "1"), ("fast-track", "fit"), ("ludo", "0.5")])
def test_qpdf_finds_no_fault(name: str, scale: str, tmp_path: Path) -> None:
    result = qpdf_check(paper(name, scale), tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No syntax or stream encoding errors" in result.stdout


def _pages(data: bytes) -> list:
    return list(PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize("scale", ["1", "0.5", "fit"])
def test_scale_bar_is_100_mm_on_every_page(scale: str) -> None:
    """The bar's ten blocks, read from the page's operators (drawn in page points, no transform
    round them), span 100 mm to a tenth of a millimetre, and the page is Letter in points."""
    for page in _pages(paper("pegs-and-jokers", scale)):
        size = sorted((float(page.mediabox.width), float(page.mediabox.height)))
        assert size == pytest.approx([215.9 * PT_PER_MM, 279.4 * PT_PER_MM], abs=0.01)
        content = page.get_contents().get_data()
        blocks = [tuple(map(float, m.groups())) for m in RECT.finditer(content)]
        bar = [b for b in blocks if abs(b[3] - 2.5 * PT_PER_MM) < 1e-3 and abs(b[2] - 10 * PT_PER_MM) < 1e-3]
        assert len(bar) == 10, blocks
        length = (max(x + w for x, _, w, _ in bar) - min(x for x, _, _, _ in bar)) / PT_PER_MM
        assert abs(length - 100.0) < 0.1


def _board_fills(data: bytes) -> set[tuple[float, float, float]]:
    """The fill colours the board's drawing (the form every page shows) sets."""
    form = _pages(data)[0]["/Resources"]["/XObject"]
    colours = set()
    for name in form:
        stream = form[name].get_object()
        if stream.get("/Subtype") == "/Form":
            colours |= {tuple(round(float(v), 3) for v in m.groups()) for m in FILL.finditer(stream.get_data())}
    return colours


def _rgb(text: str) -> tuple[float, float, float]:
    return tuple(round(int(text[k:k + 2], 16) / 255, 3) for k in (1, 3, 5))  # type: ignore[return-value]


@pytest.mark.parametrize("palette", list(PALETTES))
def test_seats_are_filled_in_the_palette_colours(palette: str) -> None:
    b = board("ludo")
    fills = _board_fills(paper("ludo", "fit", palette))
    wanted = {_rgb(PALETTES[palette][seat.colour]) for seat in b.seats}
    assert len(wanted) == 4 and wanted <= fills
    others = {_rgb(hex_) for name, colours in PALETTES.items() if name != palette for hex_ in colours.values()}
    hues = {c for c in others - wanted if len(set(c)) > 1}  # white and the greys the track is drawn in aside
    assert hues and not hues & fills


def test_each_seat_has_its_own_symbol_and_the_key_names_them() -> None:
    b = board("tock", players="6")
    styles = seat_styles(b.seats, "game")
    assert len({s.symbol for s in styles.values()}) == 6 and all(s.symbol in SHAPES for s in styles.values())
    text = subprocess.run([need("pdftotext"), "-", "-"], input=paper("tock", "fit", players="6"), capture_output=True,
                          check=True).stdout.decode()
    for seat in b.seats:
        assert seat.colour.upper() in text


def test_fewer_pages_at_a_smaller_scale() -> None:
    counts = [len(_pages(paper("pegs-and-jokers", scale))) for scale in ("1", "0.6", "fit")]
    assert counts[0] > counts[1] > counts[2] == 1


def test_fit_keeps_holes_8_mm_apart() -> None:
    """A board too big for one page at 8 mm between holes fits as few pages as that allows."""
    b = board("tock", players="6")
    spacing = nearest_spacing([h.center for h in b.holes])
    scale = chosen_scale(None, spacing, 0.1)
    assert spacing * scale >= MIN_SPACING
    assert spacing * (scale - 0.001) < MIN_SPACING
    text = subprocess.run([need("pdftotext"), "-", "-"], input=paper("tock", "fit", players="6"),
                          capture_output=True, check=True).stdout.decode()
    assert f"holes {spacing * scale:.1f} mm apart" in text


def test_same_board_same_bytes_across_processes() -> None:
    code = ("import sys\nfrom boardgen.games.registry import game\nfrom boardgen.options import parse_all\n"
            "from boardgen.writers.paper.board import WRITER\nfrom boardgen.writers.paper.settings import PaperSettings\n"
            "from boardgen.writers.writer import OutputSettings\ng = game('ludo')\n"
            "b = g.build(parse_all(g.options, {}))\n"
            "sys.stdout.buffer.write(WRITER.render(b, OutputSettings(paper_board=PaperSettings(0.5, 'game'))))\n")
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True, cwd=REPO).stdout
    assert other == paper("ludo", "0.5")


@pytest.mark.parametrize("argv, names", [
    (["--scale", "0.2"], ("--scale", "at least 0.315")),
    (["--scale", "1.5"], ("--scale", "fit")),
    (["--scale", "half"], ("--scale", "fit")),
    (["--scale", "\u0661"], ("--scale", "fit")),  # an Arabic-Indic one, which float() takes
    (["--palette", "rainbow"], ("--palette", "game, okabe-ito")),
])
def test_bad_scale_or_palette_is_one_line_and_writes_nothing(argv: list[str], names: tuple[str, ...],
                                                              tmp_path: Path) -> None:
    code, _, err = invoke(["board", "ludo", "--format", "paper,svg", "--out", str(tmp_path / "out"), *argv], tmp_path)
    lines = said(err)
    assert code == 2 and len(lines) == 1 and all(n in lines[0] for n in names), err
    assert files_in(tmp_path) == []


def test_a_palette_short_of_a_seat_colour_is_refused(tmp_path: Path) -> None:
    code, _, err = invoke(["board", "pegs-and-jokers", "--players", "12", "--format", "paper", "--palette",
                           "okabe-ito", "--out", str(tmp_path / "out")], tmp_path)
    assert code == 2 and "--palette" in err and "white" in err
    assert files_in(tmp_path) == []


def test_cli_writes_the_paper_board_beside_the_template(tmp_path: Path) -> None:
    code, _, err = invoke(["board", "fast-track", "--format", "paper,pdf", "--scale", "fit", "--out", "out"], tmp_path)
    assert code == 0, err
    stem = "out/fast-track-4p-" + tag([("scale", "fit")])
    assert files_in(tmp_path) == [f"{stem}.paper.pdf", f"{stem}.pdf"]
    assert len(_pages((tmp_path / f"{stem}.paper.pdf").read_bytes())) == 1
