"""Labels and marks engraved first, while the stock is whole and flat: the bit follows each
line of the board's engraving (closed outline loops of outlined text, or open strokes of a
single-line font) at ``--engrave-depth`` in one pass. Only the geometry is read, so any mark a
board builder adds is engraved without a change here.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgen.board import Piece
from boardgen.shop.cam.jobs import ToolJob
from boardgen.shop.cam.settings import CamSettings
from boardgen.shop.cam.toolpath import FEED, RAPID, ToolMove, Step
from boardgen.shop.drilling import R_PLANE, DrillSettings
from boardgen.geometry.vec import Point
from boardgen.writers.cut.sheet import num


def strokes(piece: Piece) -> list[Sequence[Point]]:
    """Every engraved line of a piece as a point sequence: a closed shape's contours closed by
    repeating their start, a single-line glyph's strokes as they are."""
    return [(*path, path[0]) if shape.closed else path for shape in piece.engraving for path in shape.paths if path]


def engrave_job(pieces: tuple[Piece, ...], origin: Point, drill: DrillSettings, cam: CamSettings) -> ToolJob | None:
    lines = [[(round(x - origin[0], 4), round(y - origin[1], 4)) for x, y in line]
             for piece in pieces for line in strokes(piece)]
    if not lines:
        return None
    z = -round(cam.engrave_depth, 4)
    steps: list[Step] = []
    for line in lines:
        (x, y), rest = line[0], line[1:]
        steps += [ToolMove(RAPID, (x, y, drill.safe_z)), ToolMove(RAPID, (x, y, R_PLANE)), ToolMove(FEED, (x, y, z), drill.plunge)]
        steps += [ToolMove(FEED, (px, py, z), drill.feed) for px, py in rest]
        steps.append(ToolMove(RAPID, (rest[-1][0] if rest else x, rest[-1][1] if rest else y, drill.safe_z)))
    facts = (f"{len(lines)} engraved lines to Z{z}, one pass; feed F{num(drill.feed)}, plunge F{num(drill.plunge)}",)
    return ToolJob("engrave", cam.engrave_bit, "V-bit or engraving bit", tuple(steps), facts,
                   f"{len(lines)} lines {num(cam.engrave_depth)} mm deep")
