"""``--format png``: a raster picture of the cut sheet with visible strokes, the same every time,
and one clear line when rsvg-convert is missing."""

from __future__ import annotations

from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.writers.png import LONG_SIDE_PX, board_size
from tests.support.boards import board, render
from tests.support.png import decode_png, png_size
from tests.support.tools import need

runner = CliRunner()


def colour_counts(data: bytes) -> dict[str, int]:
    """Pixels clearly red (cut), blue (holes) and dark (engraving) in an RGB(A) PNG."""
    width, _, bpp, rows = decode_png(data)
    counts = {"red": 0, "blue": 0, "dark": 0}
    for row in rows:
        for x in range(width):
            r, g, b = row[x * bpp:x * bpp + 3]
            if r > 200 and g < 90 and b < 90:
                counts["red"] += 1
            elif b > 200 and r < 90 and g < 90:
                counts["blue"] += 1
            elif max(r, g, b) < 90:
                counts["dark"] += 1
    return counts


def test_png_is_the_cut_sheet_at_readable_size_with_every_operation_visible():
    need("rsvg-convert")
    made = board(players=6)
    data = render(made, "png")
    width, height = png_size(data)
    svg_width, svg_height = board_size(render(made, "svg"))
    assert max(width, height) == LONG_SIDE_PX
    assert abs(width / height - svg_width / svg_height) < 0.01
    counts = colour_counts(data)
    assert counts["red"] > 1000 and counts["blue"] > 1000 and counts["dark"] > 100, counts
    assert render(board(players=6), "png") == data


def test_board_command_writes_a_png(tmp_path):
    need("rsvg-convert")
    result = runner.invoke(app, ["board", "triangle", "--format", "png", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (written,) = tmp_path.iterdir()
    assert written.suffix == ".png" and max(png_size(written.read_bytes())) == LONG_SIDE_PX


def test_without_rsvg_convert_png_is_refused_in_one_line(tmp_path):
    result = runner.invoke(app, ["board", "pegs-and-jokers", "--format", "svg,png", "--out", str(tmp_path)],
                           env={"PATH": str(tmp_path)})
    assert result.exit_code == 2
    assert result.stderr == "boardgen: --format: png needs rsvg-convert: install Debian's librsvg2-bin (got 'png')\n"
    assert not list(tmp_path.iterdir())
