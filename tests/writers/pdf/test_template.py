"""The PDF drilling template, proved with real readers: qpdf, poppler and pypdf.

A template is only useful if it prints at true scale, tiles the way its labels say and
embeds its fonts, so those are measured on the finished bytes, not on the code's intent.
"""

from __future__ import annotations

import functools
import io
import math
import os
import re
import subprocess
import sys
import tempfile

import pytest
from pypdf import PdfReader

from boardgen.board import Board, Hole, Piece
from boardgen.games.registry import game
from boardgen.geometry.outline import Outline
from boardgen.options import parse_all
from boardgen.writers.pdf import tiles as pdf_tiles
from boardgen.writers.pdf.template import WRITER
from boardgen.writers.pdf.tiles import FOOTER, GAP, MARGIN, OVERLAP, PADDING, plan_tiles, printed_tiles
from boardgen.writers.writer import OutputSettings
from tests.support.tools import need
from tests.support.paths import REPO

PT_PER_MM = 72 / 25.4
PAPER_MM = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}


@functools.lru_cache(maxsize=None)
def board(players: int, style: str = "single") -> Board:
    g = game("pegs-and-jokers")
    return g.build(parse_all(g.options, {"players": str(players), "style": style}))


@functools.lru_cache(maxsize=None)
def pdf(players: int, paper: str = "letter", style: str = "single") -> bytes:
    return WRITER.render(board(players, style), OutputSettings(paper=paper))


def run(tool: str, *args: str, data: bytes) -> subprocess.CompletedProcess:
    """Feed the PDF to a poppler/qpdf tool through a temp file; "{pdf}" in args marks its place."""
    exe = need(tool)
    with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
        f.write(data)
        f.flush()
        argv = [a.replace("{pdf}", f.name) for a in args] if "{pdf}" in args else [*args, f.name]
        return subprocess.run([exe, *argv], capture_output=True, check=False, timeout=60)


def expected_grid(extent: tuple[float, float, float, float], paper: str) -> tuple[int, int]:
    """Rows and columns worked out here from the board size alone, fewest pages winning."""
    width = extent[2] - extent[0] + 2 * PADDING
    height = extent[3] - extent[1] + 2 * PADDING
    short, long_ = PAPER_MM[paper]
    options = []
    for page_w, page_h in ((short, long_), (long_, short)):
        tile_w = page_w - 2 * MARGIN
        tile_h = page_h - 2 * MARGIN - FOOTER - GAP
        cols = 1 if width <= tile_w else math.ceil((width - OVERLAP) / (tile_w - OVERLAP))
        rows = 1 if height <= tile_h else math.ceil((height - OVERLAP) / (tile_h - OVERLAP))
        options.append((rows * cols, rows, cols))
    _, rows, cols = min(options, key=lambda o: o[0])
    return rows, cols


def test_writer_is_registered_as_pdf() -> None:
    assert (WRITER.name, WRITER.extension) == ("pdf", "pdf")


def test_qpdf_check_passes() -> None:
    result = run("qpdf", "--check", data=pdf(6))
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


@pytest.mark.parametrize("players,paper,style", [(6, "letter", "single"), (4, "a4", "sections")])
def test_every_font_is_embedded(players: int, paper: str, style: str) -> None:
    result = run("pdffonts", data=pdf(players, paper, style))
    assert result.returncode == 0
    header, rule, *rows = result.stdout.decode().splitlines()
    assert rows, "the template must carry its own fonts"
    # the rule of dashes under the header gives each column's span
    spans = [m.span() for m in re.finditer(r"-+", rule)]
    emb = next(span for span in spans if header[span[0] : span[1]].strip() == "emb")
    for line in rows:
        assert line[emb[0] : emb[1]].strip() == "yes", line


@pytest.mark.parametrize(
    "players,paper,style",
    [(4, "letter", "single"), (6, "letter", "single"), (8, "letter", "single"), (6, "a4", "single"), (6, "letter", "sections")],
)
def test_page_count_and_size_follow_board_and_paper(players: int, paper: str, style: str) -> None:
    pieces = board(players, style).sheet()
    rows, cols = expected_grid(Board.extent(pieces), paper)
    reader = PdfReader(io.BytesIO(pdf(players, paper, style)))
    plan = plan_tiles(Board.extent(pieces), paper)
    assembly = style == "sections"  # a board in parts ends with a page showing how they go together
    assert len(reader.pages) - assembly == len(printed_tiles(plan, pieces)) <= rows * cols
    short, long_ = (v * PT_PER_MM for v in PAPER_MM[paper])
    for page in reader.pages:
        size = sorted((float(page.mediabox.width), float(page.mediabox.height)))
        assert size == pytest.approx([short, long_], abs=0.5)


def test_four_players_on_letter_is_three_by_three() -> None:
    """A hand-checked case: a 495 mm square board needs 3 x 3 portrait Letter pages."""
    plan = plan_tiles(Board.extent(board(4).sheet()), "letter")
    assert (plan.rows, plan.cols, plan.landscape) == (3, 3, False)


def printed_places(data: bytes) -> list[tuple[int, int]]:
    """(row, column), 0-based, of every page as its label names it, in page order."""
    pages = [p for p in run("pdftotext", "{pdf}", "-", data=data).stdout.decode().split("\f")
             if p.strip() and not p.startswith("Assembly:")]
    places = []
    for page in pages:
        found = re.search(r"Row (\d+), Column (\d+) of \d+ x \d+", page)
        assert found, page[:200]
        places.append((int(found[1]) - 1, int(found[2]) - 1))
    return places


def test_each_page_names_its_row_column_and_scale() -> None:
    data = pdf(6)
    rows, cols = expected_grid(Board.extent(board(6).sheet()), "letter")
    pages = [p for p in run("pdftotext", "{pdf}", "-", data=data).stdout.decode().split("\f") if p.strip()]
    # A hexagon on a 4 x 6 grid: the four corner tiles hold nothing and are left out.
    corners = {(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)}
    expected = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in corners]
    assert (rows, cols) == (4, 6) and printed_places(data) == expected
    for number, ((r, c), page) in enumerate(zip(expected, pages), start=1):
        assert f"Row {r + 1}, Column {c + 1} of {rows} x {cols}" in page
        assert f"page {number} of {len(expected)}" in page
        assert "Pegs and Jokers, 6 players" in page
        assert "100 mm" in page
        assert "100%" in page and "Actual size" in page
        for neighbour in re.findall(r"overlaps Row (\d+), Column (\d+)", page):
            assert (int(neighbour[0]) - 1, int(neighbour[1]) - 1) in expected  # never a page left out


@pytest.mark.parametrize("players,paper,style", [(6, "letter", "single"), (12, "a4", "single"), (8, "letter", "sections")])
def test_pages_left_out_hold_nothing(players: int, paper: str, style: str) -> None:
    """Every hole centre and every point of every outline is on a printed page, and each page
    left out joins the grid's edge through pages left out (the open middle stays printed)."""
    pieces = board(players, style).sheet()
    plan = plan_tiles(Board.extent(pieces), paper)
    printed = set(printed_places(pdf(players, paper, style)))
    left_out = {(r, c) for r in range(plan.rows) for c in range(plan.cols)} - printed
    points = [h.center for p in pieces for h in p.holes] + [pt for p in pieces for pt in p.outline.polyline(0.5)]
    for x, y in points:
        assert any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in map(lambda t: plan.tile_rect(*t), printed))
    edge = {(r, c) for r, c in left_out if r in (0, plan.rows - 1) or c in (0, plan.cols - 1)}
    grown = set(edge)
    while True:
        more = {t for t in left_out - grown if any(abs(t[0] - g[0]) + abs(t[1] - g[1]) == 1 for g in grown)}
        if not more:
            break
        grown |= more
    assert grown == left_out
    rects = [plan.tile_rect(*tile) for tile in printed]
    marks = pdf_tiles.registration_marks(plan, pdf_tiles.punches(pieces), sorted(printed))
    assert marks and all(sum(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in rects) >= 2 for _, x, y in marks)
    subject = PdfReader(io.BytesIO(pdf(players, paper, style))).metadata.subject
    assert f"on {len(printed)} {paper} pages" in subject
    if left_out:
        assert f"{len(left_out)} empty tiles outside the board left out" in subject


def test_metadata_title_and_subject() -> None:
    info = PdfReader(io.BytesIO(pdf(4))).metadata
    assert "Pegs and Jokers, 4 players" in info.title
    assert "drilling template" in info.subject.lower()


def test_same_board_gives_identical_bytes() -> None:
    first = WRITER.render(board(4), OutputSettings(paper="letter"))
    second = WRITER.render(board(4), OutputSettings(paper="letter"))
    assert first == second


def test_identical_bytes_across_processes() -> None:
    """Hash seeds and registration order differ between runs; the file must not."""
    script = (
        "import sys\n"
        "from boardgen.games.registry import game\n"
        "from boardgen.options import parse_all\n"
        "from boardgen.writers.pdf.template import WRITER\n"
        "from boardgen.writers.writer import OutputSettings\n"
        "g = game('pegs-and-jokers')\n"
        "b = g.build(parse_all(g.options, {'players': '4'}))\n"
        "sys.stdout.buffer.write(WRITER.render(b, OutputSettings(paper='letter')))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, check=True, env=env, cwd=REPO).stdout
    assert out == pdf(4)


def test_tiles_overlap_and_cover_the_board() -> None:
    extent = Board.extent(board(8).sheet())
    plan = plan_tiles(extent, "letter")
    top_left = plan.tile_rect(0, 0)
    bottom_right = plan.tile_rect(plan.rows - 1, plan.cols - 1)
    assert top_left[0] <= extent[0] - PADDING + 1e-6 and top_left[3] >= extent[3] + PADDING - 1e-6
    assert bottom_right[2] >= extent[2] + PADDING - 1e-6 and bottom_right[1] <= extent[1] + PADDING - 1e-6
    right = plan.tile_rect(0, 1)
    below = plan.tile_rect(1, 0)
    assert top_left[2] - right[0] == pytest.approx(OVERLAP)
    assert below[3] - top_left[1] == pytest.approx(OVERLAP)


@pytest.mark.parametrize("players,style,paper", [(6, "single", "letter"), (8, "sections", "a4"), (3, "single", "letter")])
def test_registration_marks_are_usable(players: int, style: str, paper: str) -> None:
    """Marks sit in shared bands (two or more per band), whole on every page they touch,
    apart from each other and clear of every hole's punch cross."""
    pieces = board(players, style).sheet()
    plan = plan_tiles(Board.extent(pieces), paper)
    holes = pdf_tiles.punches(pieces)
    printed = pdf_tiles.printed_tiles(plan, pieces)
    marks = pdf_tiles.registration_marks(plan, holes, printed)
    arm = pdf_tiles.MARK_ARM
    tiles = {(r, c): plan.tile_rect(r, c) for r, c in printed}
    per_pair: dict[tuple, int] = {}
    for name, x, y in marks:
        on = [rc for rc, (x0, y0, x1, y1) in tiles.items() if x0 < x < x1 and y0 < y < y1]
        assert len(on) >= 2, name
        for r, c in on:
            x0, y0, x1, y1 = tiles[(r, c)]
            assert min(x - x0, x1 - x, y - y0, y1 - y) >= arm, f"mark {name} cut by the edge of page {r + 1},{c + 1}"
        for a in on:
            for b in on:
                if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
                    per_pair[(a, b)] = per_pair.get((a, b), 0) + 1
        for hx, hy, harm in holes:
            assert math.dist((x, y), (hx, hy)) >= arm + harm, f"mark {name} covers a hole"
    neighbours = {(a, b) for a in tiles for b in tiles if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1}
    assert set(per_pair) == neighbours  # every pair of printed pages that meet shares marks
    assert min(per_pair.values()) >= 2
    for i, (_, x1, y1) in enumerate(marks):
        for _, x2, y2 in marks[i + 1 :]:
            assert math.dist((x1, y1), (x2, y2)) >= 2 * arm


def test_wide_board_goes_landscape() -> None:
    reader = PdfReader(io.BytesIO(WRITER.render(_test_board(240, 140), OutputSettings(paper="letter"))))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert float(box.width) > float(box.height)


# --- true scale, measured in a raster at 10 px per mm -------------------------------------


def _test_board(width: float, height: float, hole: float = 40.0) -> Board:
    """One rectangle with one big hole in the middle: easy to find and measure in pixels."""
    outline = Outline.polygon([(0, 0), (width, 0), (width, height), (0, height)])
    piece = Piece("plate", outline, (Hole((width / 2, height / 2), hole, "test"),))
    return Board(game="test", stem="test", title="Scale test", pieces=(piece,))


def raster(data: bytes, page: int = 1) -> tuple[int, int, bytes]:
    """Page ``page`` as 8-bit grey pixels at 254 dpi (10 px per mm)."""
    result = run("pdftoppm", "-r", "254", "-gray", "-f", str(page), "-l", str(page), data=data)
    assert result.returncode == 0, result.stderr.decode()
    pgm = result.stdout
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", pgm)
    assert match
    width, height = int(match[1]), int(match[2])
    return width, height, pgm[match.end() :]


DARK = re.compile(rb"[\x00-\x4f]+")
"""Runs of pixels darker than 80 of 255: ink, not the light grey of overlap bands."""


def dark_runs(pixels: bytes, width: int, row: int) -> list[tuple[int, int]]:
    """(start, end) of each run of dark pixels along one image row, end exclusive."""
    start = row * width
    return [(a - start, b - start) for a, b in (m.span() for m in DARK.finditer(pixels, start, start + width))]


def test_scale_bar_prints_100_mm() -> None:
    width, height, pixels = raster(pdf(6))
    for row in range(height - 1, height // 2, -1):
        blocks = [r for r in dark_runs(pixels, width, row) if r[1] - r[0] > 60]
        if len(blocks) == 5:
            break
    else:
        pytest.fail("scale bar not found")
    # black blocks start at 0, 20, 40, 60 and 80 mm: first to last start is 80 mm
    assert blocks[4][0] - blocks[0][0] == pytest.approx(800, rel=0.02)
    for block in blocks:
        assert block[1] - block[0] == pytest.approx(100, abs=3)


def test_board_prints_at_true_scale() -> None:
    """A 100 mm plate with a 40 mm hole: outline and hole measured in the raster."""
    data = WRITER.render(_test_board(100, 60), OutputSettings(paper="a4"))
    width, height, pixels = raster(data)
    # find the hole's centre row: the horizontal arm of the punch cross is the longest run
    best_row, best_run = 0, (0, 0)
    for row in range(0, height, 2):
        for run_ in dark_runs(pixels, width, row):
            if run_[1] - run_[0] > best_run[1] - best_run[0] and run_[1] - run_[0] < 900:
                best_row, best_run = row, run_
    centre_x = (best_run[0] + best_run[1]) / 2
    # 5 mm above the centre: plate edge, hole edge, cross, hole edge, plate edge
    runs = dark_runs(pixels, width, best_row - 50)
    assert len(runs) == 5, runs
    mid = [(a + b) / 2 for a, b in runs]
    assert mid[4] - mid[0] == pytest.approx(1000, rel=0.02)
    chord = 2 * math.sqrt(20**2 - 5**2) * 10
    assert mid[3] - mid[1] == pytest.approx(chord, rel=0.02)
    assert mid[2] == pytest.approx(centre_x, abs=2)


def test_outline_arcs_follow_the_fillets() -> None:
    """An L with 12 mm fillets, one of them concave: every inked pixel lies on the outline
    and every part of the outline is inked, so arcs bend the right way at the right size."""
    from boardgen.geometry.vec import segment_distance

    shape = Outline.polygon([(0, 0), (120, 0), (120, 40), (40, 40), (40, 100), (0, 100)], 12.0)
    plate = Board(game="test", stem="test", title="Arc test", pieces=(Piece("L", shape, ()),))
    data = WRITER.render(plate, OutputSettings(paper="a4"))
    width, height, pixels = raster(data)
    plan = plan_tiles(Board.extent(plate.sheet()), "a4")
    view = plan.tile_rect(0, 0)
    tile_bottom = MARGIN + FOOTER + GAP

    def board_mm(col: int, row: int) -> tuple[float, float]:
        return view[0] + col / 10 - MARGIN, view[1] + (plan.page[1] - row / 10) - tile_bottom

    inked = [
        board_mm(col, row)
        for row in range(int((MARGIN + 1) * 10), int((plan.page[1] - tile_bottom - 1) * 10), 4)
        for start, end in dark_runs(pixels, width, row)
        for col in range(start, end, 3)
        if col > (MARGIN + 1) * 10
    ]
    line = shape.polyline(0.05)
    assert inked
    assert max(min(segment_distance(p, line[i - 1], line[i]) for i in range(len(line))) for p in inked) < 0.4
    for point in line:
        assert min(math.dist(point, p) for p in inked) < 0.5, point
