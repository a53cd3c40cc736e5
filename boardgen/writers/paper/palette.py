"""How each seat looks in print (`--palette`). A seat has its colour, a darker ink of it for
outlines and text on white paper, a pale tint for its area, and a symbol. So seats differ by
shape as well as colour, and a colour-blind player or a black-and-white printer still tells them apart.

The paper board and the multi-colour 3MF read the same styles, so a family's red seat is the
same red on both.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from boardgen.board import Seat
from boardgen.errors import ParameterError
from boardgen.geometry.symbols import SHAPES

RGB = tuple[float, float, float]

PALETTES: dict[str, dict[str, str]] = {
    "game": {
        "red": "#D62828", "blue": "#1F5FBF", "green": "#2A9D3A", "yellow": "#F2C200",
        "orange": "#F07F13", "purple": "#7B3FA0", "white": "#FFFFFF", "black": "#222222",
        "pink": "#F27BB0", "teal": "#14A39A", "brown": "#8B5A2B", "grey": "#8C8C8C",
    },
    "okabe-ito": {
        "red": "#D55E00", "orange": "#E69F00", "yellow": "#F0E442", "green": "#009E73",
        "blue": "#0072B2", "purple": "#CC79A7", "teal": "#56B4E9", "black": "#000000",
    },
}
"""Palette name -> the sRGB colour of each seat colour the games name (``play.ring.SEAT_COLORS``).
``game``: the colours as the games name them. ``okabe-ito``: Okabe and Ito's eight colours, told
apart with every common colour blindness. Each seat is given the one nearest its name: red the
vermilion, purple the reddish purple, teal the sky blue. It has none for white, pink, brown or
grey, the colours of the ninth to twelfth seats."""

LIGHT = 0.62
"""Relative luminance above which a colour is too pale to draw lines or text with on white."""


@dataclass(frozen=True)
class SeatStyle:
    name: str
    """The game's name for the colour ('red')."""
    colour: RGB
    """As the palette gives it: a spot's fill, a print's filament."""
    ink: RGB
    """The colour, darkened when pale (yellow, white), for lines and text on white paper."""
    tint: RGB
    """The colour mixed mostly with white, for the seat's area behind its holes."""
    symbol: str
    """One of ``geometry.symbols.SHAPES``, by seat number."""
    hex: str


def seat_styles(seats: Iterable[Seat], palette: str) -> dict[int, SeatStyle]:
    """Each seat number's style in ``palette``; refused in one line naming ``--palette`` when the
    palette has no colour for one of the board's seats."""
    colours = PALETTES[palette]
    symbols = tuple(SHAPES)
    styles: dict[int, SeatStyle] = {}
    for seat in seats:
        if seat.colour not in colours:
            raise ParameterError("--palette", f"a palette with a colour for every seat: {palette} has none for "
                                 f"{seat.colour} (it has {', '.join(colours)}); the others are "
                                 + ", ".join(p for p in PALETTES if p != palette), palette)
        text = colours[seat.colour]
        rgb = tuple(int(text[k:k + 2], 16) / 255 for k in (1, 3, 5))
        colour = (rgb[0], rgb[1], rgb[2])
        styles.setdefault(seat.seat, SeatStyle(seat.colour, colour, _ink(colour), _mix(colour, 0.22),
                                               symbols[seat.seat % len(symbols)], text))
    return styles


def _luminance(colour: RGB) -> float:
    r, g, b = colour
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _ink(colour: RGB) -> RGB:
    """Pale colours darkened until lines of them read on white; others as they are."""
    if _luminance(colour) <= LIGHT:
        return colour
    return _mix(colour, 0.55, (0.0, 0.0, 0.0))


def _mix(colour: RGB, amount: float, base: RGB = (1.0, 1.0, 1.0)) -> RGB:
    """``amount`` of ``colour`` and the rest ``base``."""
    return (base[0] + (colour[0] - base[0]) * amount, base[1] + (colour[1] - base[1]) * amount,
            base[2] + (colour[2] - base[2]) * amount)
