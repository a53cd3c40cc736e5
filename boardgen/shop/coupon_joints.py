"""The coupon's dovetail pairs: the board's own joint cut at several joint clearances. That
joint is the cutter's dovetail, set into a seam as a split board's is. Each half is engraved
with its clearance. The builder presses each pair together and takes the clearance of the one that fits.

Each pair is a socket half and a tab half. On the sheet the tab half lies moved off the socket
by the tab's depth and the parts' gap (its ``Placement``). So the manifest and a test can put it
back and measure the clearance between them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgen.board import Piece
from boardgen.geometry.placement import Placement
from boardgen.shop.coupon_part import CouponPart, decimals, underline
from boardgen.lettering.outline import text_outline, text_width

if TYPE_CHECKING:
    from boardgen.geometry.dovetail import Dovetail

JOINT_CAP = 3.0
"""mm: the clearances, the largest engraving on the coupon, as the pair to pick is the question."""
ROOM = 2.0
"""mm between a clearance's label and the socket's bottom, the seam or the edge."""


def clearances(nominal: float, step: float, count: int) -> tuple[float, ...]:
    """``count`` clearances ``step`` apart with ``nominal`` among them, in the middle where there
    is room below it (none goes under zero)."""
    below = min((count - 1) // 2, int(nominal / step + 1e-9))
    return tuple(round(nominal + (k - below) * step, 6) for k in range(count))


def joint_pairs(steps: tuple[float, ...], nominal: float, tab: Dovetail, gap: float) -> tuple[CouponPart, ...]:
    """One pair per clearance of ``steps``, each from (0, 0), its tab half ``gap`` off its
    socket half; the ``nominal`` clearance underlined."""
    # numpy (the seam's tab placing), loaded when a coupon is made, not for the command's help
    from boardgen.geometry.dovetail import TAB_EDGE_CLEARANCE
    from boardgen.geometry.joint_pair import dovetail_pair, opened

    texts = labels(steps)
    label = max(text_width(t, JOINT_CAP) for t in texts)
    half = tab.depth + 2 * ROOM + label
    height = tab.head + 2 * (TAB_EDGE_CLEARANCE + tab.radius + 1.0)
    pair = dovetail_pair(half, height, tab)
    shift = tab.depth + gap
    baseline = height / 2 - JOINT_CAP / 2
    middles = {"socket": (half - tab.depth) / 2, "tab": 1.5 * half}
    halves = {"socket": (pair.socket, pair.socket_seam), "tab": (pair.tab, pair.tab_seam)}
    parts = []
    for clearance, text in zip(steps, texts):
        pieces = []
        for side, (outline, seam) in halves.items():
            engraving = text_outline(text, JOINT_CAP, (middles[side], baseline))
            if clearance == nominal:
                engraving += (underline(text_width(text, JOINT_CAP), middles[side], baseline),)
            pieces.append(Piece(f"joint {text} {side}", opened(outline, seam, clearance), (), engraving,
                                Placement(0.0, shift, 0.0) if side == "tab" else Placement(), joint_edges=seam))
        parts.append(CouponPart(tuple(pieces), {"clearance": clearance, "socket": pieces[0].name,
                                                "tab": pieces[1].name, "tab_moved_by": [round(shift, 4), 0.0]}))
    return tuple(parts)


def labels(steps: tuple[float, ...]) -> list[str]:
    """The clearances as engraved, in as few decimals as write them all."""
    places = decimals(*steps)
    return [f"{c:.{places}f}" for c in steps]
