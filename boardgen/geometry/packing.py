"""Packing part boxes onto bed-size sheets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Slot:
    """Where a part goes when packed: its sheet, turn (0 or a quarter) and lower-left corner."""

    sheet: int
    turned: bool
    x: float
    y: float


def pack(sizes: Sequence[tuple[float, float]], bed: tuple[float, float], gap: float) -> list[Slot] | None:
    """Shelf packing of part boxes onto as few bed-size sheets as it manages; None if a part
    fits no way round. Tallest parts first, each turned the way that keeps its shelf lowest."""
    width, height = bed
    order = sorted(range(len(sizes)), key=lambda i: -min(sizes[i]))
    slots: dict[int, Slot] = {}
    sheets: list[list[list[float]]] = []  # per sheet: shelves as [y, shelf height, x used]
    for i in order:
        w, h = sizes[i]
        ways = [(turned, ww, hh) for turned, ww, hh in ((False, w, h), (True, h, w)) if ww <= width and hh <= height]
        if not ways:
            return None
        ways.sort(key=lambda way: way[2])
        slot = _place(sheets, ways, width, height, gap)
        if slot is None:
            sheets.append([])
            slot = _place(sheets, ways, width, height, gap)
        assert slot is not None
        slots[i] = slot
    return [slots[i] for i in range(len(sizes))]


def _place(sheets: list[list[list[float]]], ways, width: float, height: float, gap: float) -> Slot | None:
    """Put a part on an open shelf, or a new shelf, of an existing sheet."""
    for number, shelves in enumerate(sheets):
        for turned, w, h in ways:
            for shelf in shelves:
                y, shelf_h, used = shelf
                if h <= shelf_h and used + w <= width:
                    shelf[2] = used + w + gap
                    return Slot(number, turned, used, y)
            top = shelves[-1][0] + shelves[-1][1] + gap if shelves else 0.0
            if top + h <= height and w <= width:
                shelves.append([top, h, w + gap])
                return Slot(number, turned, 0.0, top)
    return None
