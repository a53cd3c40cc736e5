"""The seat colours every race game shares, in seating order."""

from __future__ import annotations

SEAT_COLORS = (
    "red", "blue", "green", "yellow", "orange", "purple",
    "white", "black", "pink", "teal", "brown", "grey",
)
"""Seat colours in seating order, the same for every race game, so a family's red seat is red
on every board it makes; the classic four come first."""

