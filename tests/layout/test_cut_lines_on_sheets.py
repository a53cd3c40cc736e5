"""Issue 38's laser job read back from its DXF files: every cut line on its sheet, and the wood
the beam takes round each part the laser's gap from every other part's.

The nester once grew each part from its nominal outline with round corners, while the cut
line mitres where a dovetailed seam (opened by the joint clearance) meets an outer edge at a
sharp corner: on sheet 9 a cut line ran 0.056 mm below the sheet, and two parts' cut lines
came 4.968 mm apart. The files are read with ezdxf, independently of the writer's geometry.
"""

from __future__ import annotations

import functools
import io
import re

import ezdxf
import pytest
import shapely
from ezdxf import path as dxf_path

from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.layout.cutter import LASER_GAP
from boardgen.options import parse_all
from boardgen.shop import materials

JOB = {"players": "6", "style": "sections", "bed": "300x200mm", "material": "3mm-birch-plywood",
       "format": "svg,dxf,json,lbrn2"}
FLATTEN = 0.001
"""mm ezdxf's chords may stray inside an arc: each measure allows for it against the parts."""

pytestmark = pytest.mark.slow  # a sections job split and nested; tests/layout/test_nesting.py reads quicker jobs alike


@functools.lru_cache(maxsize=None)
def job() -> tuple[float, list[tuple[str, list[shapely.Polygon], tuple[float, float]]]]:
    """The job's kerf and, per sheet DXF, its cut lines (closed polygons) and the bed's size."""
    raw = materials.apply(JOB).raw
    board = make_board("pegs-and-jokers", raw).board
    files = render_files(board, ("dxf",), output_settings(parse_all(OUTPUT_OPTIONS, raw)))
    sheets = []
    for name in sorted((n for n in files if n.endswith(".dxf")), key=lambda n: int(re.search(r"sheet(\d+)", n)[1])):
        msp = ezdxf.read(io.StringIO(files[name].decode("utf-8"))).modelspace()
        lines = {layer: [[(v.x, v.y) for v in dxf_path.make_path(e).flattening(FLATTEN)]
                         for e in msp.query("LWPOLYLINE") if e.dxf.layer == layer] for layer in ("CUT", "BED")}
        xs, ys = zip(*lines["BED"][0])
        sheets.append((name, [shapely.Polygon(points) for points in lines["CUT"]], (max(xs) - min(xs),
                                                                                    max(ys) - min(ys))))
    return board.kerf, sheets


def test_the_job_has_the_sheets_that_went_wrong():
    kerf, sheets = job()
    assert kerf == pytest.approx(0.15)
    assert len(sheets) >= 10 and all(bed == pytest.approx((300, 200)) for _, _, bed in sheets)
    assert sum(len(cuts) for _, cuts, _ in sheets) == 32


def test_every_cut_line_and_its_kerf_lie_inside_the_sheet():
    """The beam takes half the kerf either side of the line, so the line keeps that far in."""
    kerf, sheets = job()
    for name, cuts, (width, height) in sheets:
        for k, cut in enumerate(cuts):
            x0, y0, x1, y1 = cut.bounds
            inside = min(x0, y0, width - x1, height - y1) - FLATTEN
            assert inside >= kerf / 2, (name, k, cut.bounds)


def test_parts_keep_the_gap_between_the_wood_the_beam_takes():
    """Two parts' cut lines at least the gap and a kerf apart: the beam's half kerf either side."""
    kerf, sheets = job()
    closest = min((a.exterior.distance(b.exterior) - 2 * FLATTEN, name)
                  for name, cuts, _ in sheets for i, a in enumerate(cuts) for b in cuts[i + 1:])
    assert closest[0] >= LASER_GAP + kerf, closest
