"""A deck's faces as one picture, and the back they share. The faces are a grid of cards as
Tabletop Simulator's custom deck reads it: ``NumWidth`` across, ``NumHeight`` down, the cards
row by row from the top left. Drawn with Pillow, which reportlab needs anyway, in the project's own font.

Each face is drawn by ``draw_face`` alone (its rank large in two corners, what it does in the
middle), so the printed cards' own drawing can take its place in one spot.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from boardgen.board import CardFace
from boardgen.errors import ParameterError
from boardgen.lettering.outline import LABEL_FONT

CARD_PX = (250, 350)
"""A card's cell, in pixels: poker size's 63 x 88 mm to within a pixel."""
MOST_ACROSS = 10
"""TTS reads a sheet of at most 10 cards across (and 7 down)."""
MOST_FACES = 69
"""The most faces a sheet holds: 10 x 7 cells, TTS keeping the last for a card shown face down."""
LEAST = 2
"""TTS's custom deck takes a sheet of at least 2 cards across and 2 down."""
TEXT_MARGIN = 22
"""Pixels kept clear between a card's text and its edges."""
INK = (34, 34, 34)
PAPER = (255, 255, 255)
BACK = (31, 95, 191)


@dataclass(frozen=True)
class Sheet:
    """The faces' picture and its grid: cell ``k`` holds ``faces[k]``."""

    png: bytes
    across: int
    down: int
    faces: tuple[CardFace, ...]


def grid(count: int) -> tuple[int, int]:
    """Cells across and down for ``count`` faces: as many across as fit, whole rows down, and
    never less than TTS's least sheet (the spare cells left blank)."""
    across = max(LEAST, min(MOST_ACROSS, count))
    return across, max(LEAST, math.ceil(count / across))


def face_sheet(faces: tuple[CardFace, ...]) -> Sheet:
    """Every face, one cell each, row by row from the top left; refused in one line naming the
    description's deck when there are more kinds of card than TTS's largest sheet holds."""
    if len(faces) > MOST_FACES:
        raise ParameterError("movement.deck", f"at most {MOST_FACES} kinds of card for Tabletop Simulator's deck "
                             "sheet (10 x 7, the last cell kept for a hidden card)", len(faces))
    across, down = grid(len(faces))
    width, height = CARD_PX
    sheet = Image.new("RGB", (across * width, down * height), PAPER)
    for k, face in enumerate(faces):
        sheet.paste(draw_face(face), ((k % across) * width, (k // across) * height))
    return Sheet(_png(sheet), across, down, faces)


def draw_face(face: CardFace) -> Image.Image:
    """One card's face: its rank large at the top left and, turned, the bottom right; what it
    does, wrapped, in the middle; a thin border for the card's edge."""
    width, height = CARD_PX
    card = Image.new("RGB", CARD_PX, PAPER)
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((4, 4, width - 5, height - 5), radius=14, outline=INK, width=3)
    rank = ImageFont.truetype(str(LABEL_FONT), 44 if len(face.rank) <= 2 else 26)
    corner = Image.new("RGBA", (width - 20, 56), (0, 0, 0, 0))
    ImageDraw.Draw(corner).text((0, 0), face.rank, font=rank, fill=INK)
    card.paste(corner, (16, 14), corner)
    turned = corner.rotate(180)
    card.paste(turned, (4, height - 14 - 56), turned)
    words = ImageFont.truetype(str(LABEL_FONT), 19)
    lines = wrapped(face.text, words, width - 2 * TEXT_MARGIN)
    top = height // 2 - 13 * len(lines)
    for k, line in enumerate(lines):
        draw.text((width // 2, top + 26 * k), line, font=words, fill=INK, anchor="mt")
    return card


def wrapped(text: str, font: ImageFont.FreeTypeFont, room: float) -> list[str]:
    """``text`` in lines each at most ``room`` pixels wide in ``font`` (a longer word alone)."""
    lines: list[str] = []
    for word in text.split():
        if lines and font.getlength(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def back(title: str) -> bytes:
    """The back every card shares: the game's colour, a border and its title."""
    width, height = CARD_PX
    card = Image.new("RGB", CARD_PX, BACK)
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((14, 14, width - 15, height - 15), radius=12, outline=PAPER, width=4)
    font = ImageFont.truetype(str(LABEL_FONT), 22)
    for k, line in enumerate(wrapped(title, font, width - 2 * TEXT_MARGIN)):
        draw.text((width // 2, height // 2 - 20 + 28 * k), line, font=font, fill=PAPER, anchor="mt")
    return _png(card)


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
