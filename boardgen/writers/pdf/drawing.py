"""Drawing the drilling template's pieces with reportlab, in millimetres. The board is one form
every page shows through its window; then the registration target and the scale bar. The
shipped DejaVu fonts are embedded as TrueType subsets: a base-14 font is not embedded and
prints differently from viewer to viewer.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Iterable, Iterator, Sequence

from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.pdfgen.pdfgeom import bezierArc

from boardgen.board import Hole, Piece
from boardgen.geometry.outline import Outline, arc_geometry
from boardgen.geometry.vec import Point
from boardgen.lettering.pdf_fonts import BOLD, REGULAR
from boardgen.writers.pdf.tiles import MARK_ARM, Mark, Rect, cross_arm

SCALE_BAR = 100.0
"""Length of the scale bar in mm: long enough that a 2 % printer scaling shows on a ruler."""

BOARD_FORM = "board"
MARK_FORM = "registration-mark"

OUTLINE_WIDTH = 0.35
HOLE_WIDTH = 0.2
CROSS_WIDTH = 0.12
ENGRAVE_WIDTH = 0.12
ENGRAVE_GREY = 0.6
"""Engraving is context for the eye, not something to punch: thin and grey."""
MARK_RADIUS = 3.5
MARK_TEXT = 2.6


def outline_path(path: PDFPathObject, outline: Outline) -> None:
    """Add a closed outline with its fillets as true arcs (reportlab Bézier arcs)."""
    verts = outline.vertices()
    path.moveTo(verts[0][0], verts[0][1])
    for i, (x, y, bulge) in enumerate(verts):
        nx, ny, _ = verts[(i + 1) % len(verts)]
        if abs(bulge) < 1e-12:
            path.lineTo(nx, ny)
            continue
        (cx, cy), radius, start, sweep = arc_geometry((x, y), (nx, ny), bulge)
        path.arcTo(cx - radius, cy - radius, cx + radius, cy + radius, math.degrees(start), math.degrees(sweep))
    path.close()


def polylines(paths: Iterable[tuple[Sequence[Point], bool]]) -> PDFPathObject:
    """Polylines (closed ones with a closing segment) as one path: the bytes reportlab's
    ``moveTo``, ``lineTo`` and ``close`` write. One ``fp_str`` call takes all its numbers. The
    engraving has thousands of points, and drawing them a call each took half as long again."""
    template, values = ["n"], []
    for points, closed in paths:
        template.append("%s %s m" + " %s %s l" * (len(points) - 1) + (" h" if closed else ""))
        values += [v for point in points for v in point]
    return _filled(template, values)


def circles(holes: Iterable[Hole]) -> PDFPathObject:
    """Each hole's circle, as one path: the bytes of reportlab's ``circle``. Those are the four
    Bézier quarters ``bezierArc`` fits in the box ``circle`` gives ``ellipse``. They are written
    as ``polylines`` writes its lines: one ``fp_str`` call for all the numbers, not five a circle."""
    template, values = ["n"], []
    for hole in holes:
        radius = hole.diameter / 2
        x, y = hole.center[0] - radius, hole.center[1] - radius
        curves = bezierArc(x, y, x + 2 * radius, y + 2 * radius, 0, 360)
        template.append("%s %s m" + " %s %s %s %s %s %s c" * len(curves))
        values += curves[0][:2]
        for curve in curves:
            values += curve[2:]
    return _filled(template, values)


def _filled(template: list[str], values: list[float]) -> PDFPathObject:
    """A path whose operators are ``template`` with the numbers in place of its "%s"s."""
    # An empty path object writes nothing, not even the "n" its first operator brings.
    return PDFPathObject(code=[" ".join(template) % tuple(fp_str(values).split(" "))] if values else None)


def crosses(holes: Iterable[Hole]) -> Iterator[tuple[Sequence[Point], bool]]:
    """Each hole's centre-punch cross, reaching past its circle so the centre is findable."""
    for hole in holes:
        x, y = hole.center
        arm = cross_arm(hole.diameter)
        yield ((x - arm, y), (x + arm, y)), False
        yield ((x, y - arm), (x, y + arm)), False


def define_mark_form(canvas: Canvas) -> None:
    """The registration target, centred on the origin.

    Two opposite quadrants are filled black so a mark can never be taken for a hole's
    punch cross (an open circle and cross).
    """
    reach = MARK_ARM + 0.2
    canvas.beginForm(MARK_FORM, -reach, -reach, reach, reach)
    canvas.setFillGray(0.0)
    canvas.setStrokeGray(0.0)
    canvas.setLineWidth(0.15)
    box = (-MARK_RADIUS, -MARK_RADIUS, MARK_RADIUS, MARK_RADIUS)
    canvas.wedge(*box, 0, 90, stroke=0, fill=1)
    canvas.wedge(*box, 180, 90, stroke=0, fill=1)
    canvas.circle(0, 0, MARK_RADIUS, stroke=1, fill=0)
    canvas.lines([(-MARK_ARM, 0, MARK_ARM, 0), (0, -MARK_ARM, 0, MARK_ARM)])
    canvas.endForm()


def draw_board_form(canvas: Canvas, pieces: Sequence[Piece], bounds: Rect) -> None:
    """Draw the whole board once, in mm, as a form XObject every page shows through its window.

    Each page then only sets a clip and a translation: the file holds the geometry once
    instead of once per page, which keeps a 40-page template small and fast to write.
    Holes are plain paths inside it, not nested forms: poppler (and so many print
    pipelines) re-parses a nested form at every use, which made pages several times
    slower to render.
    """
    draw_form(canvas, bounds, lambda scratch: _draw_board(scratch, pieces))


def draw_form(canvas: Canvas, bounds: Rect, draw: Callable[[Canvas], None]) -> None:
    """``BOARD_FORM``, over ``bounds``, holding what ``draw`` draws: paths and colours only, no
    text, since the form's operators are drawn on a canvas of their own and given to the form
    as bytes.

    reportlab encodes a form's operators through its PDFDocEncoding character map at some
    40 ns a character: an eighth of the template's time for this form. ASCII is the same bytes
    in both, and path operators hold nothing else (``encode`` refuses anything else).
    """
    scratch = Canvas(io.BytesIO())
    draw(scratch)
    canvas.beginForm(BOARD_FORM, *bounds)
    # The stream endForm would make: its canvas's preamble and the operators, a line each.
    canvas.endForm(stream="\n".join((canvas._preamble, scratch.getCurrentPageContent())).encode("ascii"))


def _draw_board(canvas: Canvas, pieces: Sequence[Piece]) -> None:
    outlines = canvas.beginPath()
    for piece in pieces:
        outline_path(outlines, piece.outline)
    holes = [hole for piece in pieces for hole in piece.holes]
    engraving = polylines((path, shape.closed) for piece in pieces for shape in piece.engraving for path in shape.paths)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    stroke(canvas, engraving, ENGRAVE_WIDTH, ENGRAVE_GREY)
    stroke(canvas, outlines, OUTLINE_WIDTH, 0.0)
    canvas.setLineCap(0)
    stroke(canvas, circles(holes), HOLE_WIDTH, 0.0)
    stroke(canvas, polylines(crosses(holes)), CROSS_WIDTH, 0.0)


class Repeated:
    """Drawing that is the same on every page it is on, made by reportlab on the first and its
    operators written out again on the others: the footer's scale bar and notes were a fifth of
    drawing each page.

    Sound for drawing that sets every state it relies on: a reportlab text object names its
    font, and colours and line widths are set before use. It must use no form, image or
    transparency, which the page would have to list among its resources. And it must end its
    page: the copy does not bring the canvas's own idea of the current colours and font up to date.
    """

    def __init__(self, draw: Callable[[Canvas], None]) -> None:
        self.draw = draw
        self.code: str | None = None

    def __call__(self, canvas: Canvas) -> None:
        if self.code is None:
            before = canvas.getCurrentPageContent()
            assert before, "what went before tells where the copy starts"
            self.draw(canvas)
            # The page's operators are joined by newlines: none was added if this is empty.
            self.code = canvas.getCurrentPageContent()[len(before):]
        elif self.code:
            canvas.addLiteral(self.code[1:])


def stroke(canvas: Canvas, path: PDFPathObject, width: float, grey: float) -> None:
    canvas.setLineWidth(width)
    canvas.setStrokeGray(grey)
    canvas.drawPath(path, stroke=1, fill=0)


def draw_marks(canvas: Canvas, marks: Iterable[Mark], view: Rect, written: dict[Mark, tuple[str, str]]) -> None:
    """The registration marks inside ``view``, each with its letter outside the target.

    ``written`` keeps what each mark writes before and after its form on the first page that
    shows it. That is written again on the others (most marks show on two or three):
    reportlab's calls for a mark cost several times its copy. The form itself is placed anew each
    time, so the page lists it among its resources.
    """
    canvas.setFillGray(0.0)
    canvas.setFont(BOLD, MARK_TEXT)
    for mark in marks:
        name, x, y = mark
        if view[0] < x < view[2] and view[1] < y < view[3]:
            if mark not in written:
                letter = right_aligned(canvas, x - MARK_RADIUS * 0.75, y + MARK_RADIUS * 0.75, name)
                written[mark] = saved_and_moved(x, y), "Q\n" + letter
            before, after = written[mark]
            canvas.addLiteral(before)
            canvas.doForm(MARK_FORM)
            canvas.addLiteral(after)


def saved_and_moved(x: float, y: float) -> str:
    """The operators ``canvas.saveState()`` then ``canvas.translate(x, y)`` write."""
    return "q\n%s cm" % fp_str(1, 0, 0, 1, x, y)


def right_aligned(canvas: Canvas, x: float, y: float, text: str) -> str:
    """The operators ``canvas.drawRightString`` would write for ``text``, in the current font."""
    line = canvas.beginText(x - canvas.stringWidth(text), y)
    line.textLine(text)
    return line.getCode()


def draw_scale_bar(canvas: Canvas, x: float, y: float) -> None:
    """A 100 mm bar in 10 mm black and white blocks, labelled 0, 50 and 100 mm (pt units)."""
    height = 2.5 * mm
    canvas.setLineWidth(0.5)
    canvas.setStrokeGray(0.0)
    for k in range(int(SCALE_BAR // 10)):
        canvas.setFillGray(0.0 if k % 2 == 0 else 1.0)
        canvas.rect(x + k * 10 * mm, y, 10 * mm, height, stroke=1, fill=1)
    canvas.setFillGray(0.0)
    canvas.setFont(REGULAR, 6.5)
    label_y = y - 2.8 * mm
    canvas.drawString(x, label_y, "0")
    canvas.drawCentredString(x + SCALE_BAR / 2 * mm, label_y, "50")
    canvas.drawRightString(x + SCALE_BAR * mm, label_y, f"{SCALE_BAR:g} mm")
