"""Parameter definitions, declared once and read by every front end.

The command line builds its options from these, and so can any other front end, so the
names, defaults, units and limits a user sees can never disagree between them. Each value
arrives as text and is parsed and checked here, with one clear line when it is refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.units import UNITS_HELP, parse_length, parse_size

WHOLE_NUMBER = re.compile(r"\s*(?P<sign>[-+]?)(?P<digits>[0-9]+)\s*")
"""A whole number as typed: ASCII digits only (``int`` would also take ``1_0`` and other
scripts' digits, ``٣``), with a sign and spaces around allowed."""
SECTIONS = ("Board", "Pieces and holes", "Marks and labels", "Laser", "CNC", "3D print", "Output")
"""The groups a form shows the options in, in this order; an option names its own."""
COMMON = ("piece", "kerf", "bed", "material", "format", "out")
"""The shared options most runs set: a command's help lists them first, beside its own."""
MAX_DIGITS = 18
"""The most digits (leading zeros aside) a whole-number option takes: far past any count the
options allow, and ``int`` never meets Python's 4,300-digit limit."""


@dataclass(frozen=True)
class Option:
    name: str
    help: str
    default: str
    kind: str = "text"
    """'int', 'length', 'size', 'choice', 'int-list', 'text' or 'document' (text of many lines)."""
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    label: str = ""
    """The option in plain words ("Safe height" for ``--safe-z``), for the page's field and the
    start of the command line's help; empty when the name reads well as it is."""
    section: str = SECTIONS[0]
    """Which of ``SECTIONS`` a form shows it in."""

    def __post_init__(self) -> None:
        assert self.section in SECTIONS, self.section

    @property
    def flag(self) -> str:
        return "--" + self.name

    @property
    def title(self) -> str:
        """The label, or the name as words when it reads well so ("Joint clearance")."""
        return self.label or self.name.replace("-", " ").capitalize()

    def parse(self, raw: str) -> Any:
        if self.kind == "int":
            if raw == "" and self.default == "":
                return None  # an optional number left out (a target hole, say)
            return self._check_range(self._int(raw), raw)
        if self.kind == "int-list":
            return tuple(self._check_range(self._int(part), raw) for part in raw.split(","))
        if self.kind == "length":
            if raw == "" and self.default == "":
                return None  # an optional length left empty; a required one is refused below
            return self._check_range(parse_length(raw, self.flag), raw)
        if self.kind == "size":
            if raw == "" and self.default == "":
                return None
            width, height = parse_size(raw, self.flag)
            if width <= 0 or height <= 0:
                raise ParameterError(self.flag, "both sizes must be positive", raw)
            return width, height
        if self.kind == "choice":
            if raw not in self.choices:
                raise ParameterError(self.flag, "one of " + ", ".join(self.choices), raw)
            return raw
        return raw

    def _int(self, raw: str) -> int:
        found = whole_digits(raw)
        if found is None:
            raise ParameterError(self.flag, self._range_text("a whole number"), raw)
        sign, digits = found
        if len(digits) > MAX_DIGITS:
            bound = "" if self.maximum is not None else f", of at most {MAX_DIGITS} digits"
            raise ParameterError(self.flag, self._range_text("a whole number") + bound, raw)
        return int(sign + digits)

    def _check_range(self, value: float, raw: str) -> float:
        low_ok = self.minimum is None or value >= self.minimum
        high_ok = self.maximum is None or value <= self.maximum
        if not (low_ok and high_ok):
            what = "a whole number" if self.kind in ("int", "int-list") else "a length"
            raise ParameterError(self.flag, self._range_text(what), raw)
        return value

    def _range_text(self, what: str) -> str:
        unit = " mm" if self.kind == "length" else ""
        if self.minimum is not None and self.maximum is not None:
            return f"{what} from {self.minimum:g}{unit} to {self.maximum:g}{unit}"
        if self.minimum is not None:
            return f"{what} of at least {self.minimum:g}{unit}"
        return what


def whole_digits(raw: str) -> tuple[str, str] | None:
    """The sign and the digits (leading zeros dropped) of ``raw`` read as a whole number in the
    digits 0-9, spaces round it allowed, or None. This is the one reading of a whole number for
    the command line and the page alike. ``int`` would take ``٣`` and ``1_0`` too."""
    found = WHOLE_NUMBER.fullmatch(str(raw))
    return (found["sign"], found["digits"].lstrip("0") or "0") if found else None


def whole_number(raw: str, flag: str) -> int:
    """``raw`` as a whole number (``whole_digits``), or a refusal in one line naming ``flag``."""
    found = whole_digits(raw)
    if found is None or len(found[1]) > MAX_DIGITS:
        raise ParameterError(flag, f"a whole number in the digits 0-9, at most {MAX_DIGITS} of them", raw)
    return int("".join(found))


def length_option(name: str, help: str, default: str, minimum: float = 0.0, maximum: float | None = None,
                  label: str = "", section: str = SECTIONS[0]) -> Option:
    return Option(name, f"{help} ({UNITS_HELP})", default, "length", minimum=minimum, maximum=maximum, label=label,
                  section=section)


def parse_all(options: Iterable[Option], raw: Mapping[str, str]) -> dict[str, Any]:
    """Parse every option, using its default where the user gave nothing."""
    return {o.name: o.parse(str(raw.get(o.name, o.default))) for o in options}
