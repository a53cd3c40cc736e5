"""Saddle-stitch imposition: half-size pages two to a sheet side, ready to fold and staple.

Pages are padded with blanks to a multiple of 4; the blanks go just before the last page, so
the last page (a quick-reference card, say) stays on the back cover. For N padded pages (numbered from 1), sheet k
(from 1) carries on its front [N - 2k + 2, 2k - 1] and on its back [2k, N - 2k + 1], left to
right. Print double-sided, flipping on the short edge, stack the sheets in order, fold the
stack in half and staple on the fold.
"""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter, Transformation


def padded(pages: int) -> int:
    return max(4, -(-pages // 4) * 4)


def sides(pages: int) -> list[tuple[int | None, int | None]]:
    """The page numbers (from 1; None for a blank) left and right on each side, in print order."""
    total = padded(pages)

    def page(number: int) -> int | None:
        if pages > 1 and number == total:
            return pages
        return number if number < pages or (pages == 1 and number == 1) else None

    out: list[tuple[int | None, int | None]] = []
    for k in range(1, total // 4 + 1):
        out.append((page(total - 2 * k + 2), page(2 * k - 1)))
        out.append((page(2 * k), page(total - 2 * k + 1)))
    return out


def impose(pdf: bytes, metadata: dict[str, str]) -> bytes:
    """Two half-size pages per landscape side, in saddle-stitch order; same input, same bytes."""
    reader = PdfReader(io.BytesIO(pdf))
    first = reader.pages[0]
    width, height = float(first.mediabox.width), float(first.mediabox.height)
    writer = PdfWriter()
    for left, right in sides(len(reader.pages)):
        side = writer.add_blank_page(width=2 * width, height=height)
        for slot, number in enumerate((left, right)):
            if number is not None:
                side.merge_transformed_page(
                    reader.pages[number - 1], Transformation().translate(tx=slot * width, ty=0)
                )
        side.compress_content_streams()  # merged pages come back uncompressed
    writer.add_metadata(metadata)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
