"""A dovetail pair: one rectangle split by a seam with one tab set into it, the same way a
board too big for the bed is split, so a test pair fits exactly as the board's parts will.

Pure plane geometry for the fit coupon: the seam is laid and divided by ``dovetail.add_tabs``
and ``split.split_outline``, and the joint clearance opens the seam edges of each half by half
of it, as ``Piece.compensated`` opens a board's dovetailed edges.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.geometry.dovetail import Dovetail, add_tabs
from boardgen.geometry.outline import Outline
from boardgen.geometry.seam_path import Disc
from boardgen.geometry.split import seam_edges, split_outline

CORNER = 1.0
"""mm fillet on the rectangle's outer corners."""


@dataclass(frozen=True)
class JointPair:
    """The two halves, nominal and joined (sharing the seam), each with its seam edges."""

    tab: Outline
    """The half the tab sticks out of."""
    socket: Outline
    tab_seam: tuple[int, ...]
    """Edges of ``tab`` (by the corner each starts at) along the seam."""
    socket_seam: tuple[int, ...]


def dovetail_pair(half: float, height: float, tab: Dovetail) -> JointPair:
    """A ``2 * half`` by ``height`` rectangle from (0, 0), split by a vertical seam at
    ``x = half`` with one ``tab`` in the middle of it. Refused (ValueError) when the tab does not
    fit, so a caller sizes the rectangle from the tab."""
    whole = Outline.polygon([(0.0, 0.0), (2 * half, 0.0), (2 * half, height), (0.0, height)], CORNER)
    corners = [Disc(c, 2 * CORNER) for c in whole.corners]
    seam = add_tabs([(half, -1.0), (half, height + 1.0)], whole, corners, tab, height)
    halves = split_outline(whole, seam) if seam.tabs else None
    if halves is None:
        raise ValueError(f"a {tab.head:g} mm dovetail does not fit a {2 * half:g} x {height:g} mm pair")
    first, second = halves
    tab_half, socket_half = (first, second) if first.contains(seam.tabs[0]) else (second, first)
    return JointPair(tab_half, socket_half, seam_edges(tab_half, whole), seam_edges(socket_half, whole))


def opened(outline: Outline, seam: tuple[int, ...], clearance: float) -> Outline:
    """The outline with its seam edges moved in by half of ``clearance``, so two halves opened
    alike part by the whole clearance."""
    return outline.offset_edges([-clearance / 2 if i in seam else 0.0 for i in range(len(outline.corners))])
