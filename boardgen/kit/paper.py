"""The kit's own print-and-play pages: a cover that says what the kit holds and what to buy,
and pages of round paper tokens in each seat's colour and symbol. The PDFs are joined in
printing order with fixed IDs, so the same parameters give the same bytes."""

from __future__ import annotations

import io
from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from boardgen.geometry.symbols import symbol
from boardgen.pieces import PieceSet

PAGES = {"letter": (215.9 * mm, 279.4 * mm), "a4": (210 * mm, 297 * mm)}
TOKEN = 20.0
"""mm: a token's diameter, wide enough for its symbol and easy to pick up."""
GAP = 4.0
"""mm: space between tokens for cutting around each one."""
MARGIN = 15.0
"""mm: the page edge a home printer leaves blank, with room to spare."""


def _canvas(buffer: io.BytesIO, paper: str, title: str) -> Canvas:
    canvas = Canvas(buffer, pagesize=PAGES[paper], invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setAuthor("boardgen")
    canvas.setCreator("boardgen")
    return canvas


def cover(title: str, listed: Sequence[tuple[str, str]], buy: Sequence[str], paper: str) -> bytes:
    """The kit's title, each file with what it is for, and what to buy to play: one page, more
    only when the list is longer than a page."""
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, f"{title} kit")
    width, height = PAGES[paper]
    y = height - MARGIN * mm
    canvas.setFont("Helvetica-Bold", 20)
    canvas.drawString(MARGIN * mm, y - 20, f"{title}: the kit")
    y -= 50
    for heading, lines in (("In this kit", [f"{name}: {what}" for name, what in listed]), ("To buy", list(buy))):
        canvas.setFont("Helvetica-Bold", 13)
        canvas.drawString(MARGIN * mm, y, heading)
        y -= 18
        canvas.setFont("Helvetica", 9.5)
        for line in lines:
            for part in _wrapped(line, width - 2 * MARGIN * mm - 12, canvas):
                if y < MARGIN * mm:  # a long list (many sheets, a program a tool) goes on over the page
                    canvas.showPage()
                    canvas.setFont("Helvetica", 9.5)
                    y = height - MARGIN * mm
                canvas.drawString(MARGIN * mm + 8, y, part)
                y -= 13
        y -= 10
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _wrapped(text: str, width: float, canvas: Canvas) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` points."""
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and canvas.stringWidth(trial, "Helvetica", 9.5) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def tokens(pieces: PieceSet, paper: str) -> tuple[bytes, int]:
    """Round tokens to cut out, as many a seat as the game counts, each filled with the seat's
    colour and carrying its symbol in the seat's ink: the PDF and its page count."""
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, f"{pieces.title} tokens")
    width, height = (v / mm for v in PAGES[paper])
    step = TOKEN + GAP
    across = int((width - 2 * MARGIN + GAP) // step)
    down = int((height - 2 * MARGIN - 10 + GAP) // step)
    flat = [seat.style for seat in pieces.seats for _ in range(seat.count)]
    pages = 0
    for first in range(0, len(flat), across * down):
        pages += 1
        canvas.setFont("Helvetica", 9)
        canvas.drawString(MARGIN * mm, (height - MARGIN) * mm, f"{pieces.title}: {len(flat)} tokens, cut round each "
                          f"(page {pages})")
        for k, style in enumerate(flat[first:first + across * down]):
            cx = MARGIN + TOKEN / 2 + (k % across) * step
            cy = height - MARGIN - 10 - TOKEN / 2 - (k // across) * step
            canvas.setFillColorRGB(*style.colour)
            canvas.setStrokeColorRGB(0, 0, 0)
            canvas.setLineWidth(0.5)
            canvas.circle(cx * mm, cy * mm, TOKEN / 2 * mm, stroke=1, fill=1)
            canvas.setFillColorRGB(*_contrast(style.colour))
            path = canvas.beginPath()
            points = symbol(style.symbol, (cx, cy), TOKEN * 0.55)
            path.moveTo(points[0][0] * mm, points[0][1] * mm)
            for x, y in points[1:]:
                path.lineTo(x * mm, y * mm)
            path.close()
            canvas.drawPath(path, stroke=0, fill=1)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue(), pages


def _contrast(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    """White on a dark token, black on a pale one, so the symbol reads on every colour."""
    r, g, b = colour
    return (0.0, 0.0, 0.0) if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else (1.0, 1.0, 1.0)


def joined(parts: Sequence[bytes], title: str) -> bytes:
    """The PDFs one after another, with a fixed document ID and no dates, so reruns match."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ArrayObject, ByteStringObject

    writer = PdfWriter()
    for part in parts:
        writer.append(PdfReader(io.BytesIO(part)))
    writer.add_metadata({"/Title": title, "/Producer": "boardgen", "/Creator": "boardgen"})
    fixed = ByteStringObject(title.encode()[:16].ljust(16, b"-"))
    writer._ID = ArrayObject([fixed, fixed])  # pypdf would draw a fresh ID each run
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def page_count(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)
