"""Lengths are parsed once, at the boundary; everything inside boardgen is millimetres."""

from __future__ import annotations

import re

from boardgen.errors import ParameterError

MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, '"': 25.4}
_LENGTH = re.compile(r"^\s*([-+]?(?:\d+\.?\d*|\.\d+))\s*([a-z\"]*)\s*$", re.IGNORECASE | re.ASCII)
"""ASCII digits only: Python would read '٢٥' as 25, but a length a user cannot read back in the
file name or the manifest is a typo more often than a choice."""
UNITS_HELP = "a number with mm, cm or in (no unit means mm)"


def parse_length(text: str | float, parameter: str) -> float:
    """Millimetres from '25.4mm', '1in', '1 in' or a bare number (read as mm)."""
    if isinstance(text, (int, float)):
        return float(text)
    match = _LENGTH.match(text)
    if not match:
        raise ParameterError(parameter, f"expected a length: {UNITS_HELP}", text)
    value, unit = match.groups()
    unit = unit.lower() or "mm"
    if unit not in MM_PER_UNIT:
        raise ParameterError(parameter, f"unknown unit {unit!r}; use mm, cm or in", text)
    return float(value) * MM_PER_UNIT[unit]


def parse_size(text: str, parameter: str) -> tuple[float, float]:
    """A width x height pair such as '600x300mm', '24x12in' or '600mm x 12in'."""
    parts = re.split(r"\s*[x×]\s*", text.strip().lower())
    if len(parts) != 2 or not all(parts):
        raise ParameterError(parameter, "expected WIDTHxHEIGHT, e.g. 600x300mm or 24x12in", text)
    width, height = parts
    if not re.search(r"[a-z\"]$", width):
        unit = re.search(r"[a-z\"]+$", height)
        width += unit.group(0) if unit else ""
    return parse_length(width, parameter), parse_length(height, parameter)


def format_mm(value: float) -> str:
    """A length for people: millimetres, trimmed, with inches beside it."""
    return f"{value:.1f} mm ({value / 25.4:.2f} in)"
