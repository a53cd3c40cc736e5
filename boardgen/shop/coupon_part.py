"""What every test on the fit coupon shares. That is the part it makes: its pieces, its entry
in the manifest, its lines in the summary. And the engraved sizes with the bar under the
nominal one, so the hole strip, the kerf comb and the dovetail pairs read alike."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from boardgen.board import Board, Engraving, ManifestPoint, Piece, manifest_points
from boardgen.geometry.placement import Placement

CAP = 2.5
"""Cap height of the engraved sizes, mm: legible engraved, and narrower than the holes' pitch."""
UNDERLINE = (0.8, 0.5)
"""Gap below the nominal size's label and the height of the bar engraved there, mm."""


@dataclass(frozen=True)
class CouponPart:
    """One test of the coupon, built from (0, 0) up; ``coupon.build`` moves it onto the sheet."""

    pieces: tuple[Piece, ...]
    layout: Mapping[str, Any] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

    @property
    def size(self) -> tuple[float, float]:
        """Width and height of the part as laid out for cutting, from (0, 0)."""
        _, _, x1, y1 = Board.extent(tuple(p.on_sheet() for p in self.pieces))
        return x1, y1

    def moved(self, dx: float, dy: float) -> CouponPart:
        """The part shifted: each piece's outline, holes and engraving (its own placement kept),
        and the points of its layout."""
        shift = Placement(0.0, dx, dy)
        return replace(self, pieces=tuple(p.moved(shift) for p in self.pieces), layout=_shifted(self.layout, dx, dy))


def underline(width: float, middle: float, baseline: float) -> Engraving:
    """The bar under a label ``width`` wide centred on ``middle``: the nominal size's mark."""
    half = width / 2
    top = baseline - UNDERLINE[0]
    bottom = top - UNDERLINE[1]
    return Engraving((((middle - half, bottom), (middle + half, bottom), (middle + half, top), (middle - half, top)),))


def decimals(*values: float) -> int:
    """Fewest decimals (1 to 3) that write every size exactly, e.g. 1 for 0.1 mm steps."""
    return next((p for p in (1, 2) if all(abs(round(v, p) - v) < 1e-9 for v in values)), 3)


def _shifted(value: Any, dx: float, dy: float) -> Any:
    """The layout with every point (``ManifestPoint``) moved along with the part."""
    if isinstance(value, ManifestPoint):
        return manifest_points([(value[0] + dx, value[1] + dy)])[0]
    if isinstance(value, Mapping):
        return {key: _shifted(item, dx, dy) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_shifted(item, dx, dy) for item in value]
    return value
