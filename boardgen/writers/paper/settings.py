"""What the paper board reads besides the paper (`--scale`, and `--palette`, which the colour
3MF also reads), defined once for the command line and the page, and the scale a board is
printed at.

A paper board is for playing on before any wood is cut, or instead of it. At 1:1 it is the
board's true size. Smaller, it fits fewer pages. The least scale is the one at which the nearest
holes are still ``MIN_SPACING`` apart, where a coin or counter still has a spot of its own.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.options import Option, parse_all
from boardgen.writers.paper.palette import PALETTES

FIT = "fit"
DECIMAL = re.compile(r"[0-9]+(\.[0-9]*)?|\.[0-9]+")
"""A scale as typed: ASCII digits and a point (``float`` would also take ``1e0``, ``inf`` and other
scripts' digits)."""
MIN_SPACING = 8.0
"""Least distance (mm) between neighbouring hole centres on paper: room for a small counter."""

SCALE = Option("scale", "Paper board: its size as a fraction of the real board, from over 0 to 1, or fit (one "
               f"page where the holes stay {MIN_SPACING:g} mm apart, else as few as they allow)", "1",
               label="Paper scale", section="Output")
PALETTE = Option("palette", "Seat colours of the paper board and the 3MF with --filaments seats: " + ", ".join(PALETTES)
                 + " (colour-blind safe, up to 8 seats); each seat also has a symbol", "game", "choice",
                 choices=tuple(PALETTES), label="Seat colours", section="Output")
PAPER_OPTIONS = (SCALE, PALETTE)


@dataclass(frozen=True)
class PaperSettings:
    scale: float | None = 1.0
    """The board's size on paper as a fraction of its own; None fits it (``FIT``)."""
    palette: str = "game"

    @staticmethod
    def from_values(values: Mapping[str, Any]) -> "PaperSettings":
        return PaperSettings(parse_scale(values["scale"]), values["palette"])


def default_paper_settings() -> PaperSettings:
    return PaperSettings.from_values(parse_all(PAPER_OPTIONS, {}))


def parse_scale(text: str) -> float | None:
    """``fit`` as None, else a number over 0 and at most 1, refused in one line otherwise."""
    cleaned = text.strip().lower()
    if cleaned == FIT:
        return None
    value = float(cleaned) if DECIMAL.fullmatch(cleaned) else math.nan
    if not 0 < value <= 1:
        raise ParameterError(SCALE.flag, "a number over 0 and at most 1 (0.5 halves the board), or fit", text)
    return value


def least_scale(spacing: float) -> float:
    """The smallest scale that keeps holes ``spacing`` apart at least ``MIN_SPACING`` apart on
    paper, rounded up to a thousandth so the figure said is one that works."""
    return min(1.0, math.ceil(MIN_SPACING / spacing * 1000 - 1e-9) / 1000)


def chosen_scale(asked: float | None, spacing: float, fits: float) -> float:
    """The scale to print at: the one asked for, refused when it brings holes nearer than
    ``MIN_SPACING``; for ``fit`` the largest up to 1 at which the board fits one page (``fits``),
    but no smaller than the holes allow."""
    least = least_scale(spacing)
    if asked is None:
        return max(least, min(1.0, math.floor(fits * 1000) / 1000))
    if asked * spacing < MIN_SPACING - 1e-9:
        raise ParameterError(SCALE.flag, f"at least {least:g} for this board (its nearest holes are {spacing:.1f} mm "
                             f"apart, and on paper they must be {MIN_SPACING:g} mm apart), or fit", f"{asked:g}")
    return asked
