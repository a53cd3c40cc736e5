"""How long a searching player thinks about each move: a number of playouts, or seconds.

A playout count makes a game replay exactly from its seed, whatever the machine; seconds make
the player as strong as the machine allows in the time, and games no longer replay. Both are
what ``--think`` takes (``200`` or ``0.2s``), read here once for every game with a search.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from boardgen.errors import ParameterError

MOST_PLAYOUTS = 1_000_000
MOST_SECONDS = 60.0
"""The most a move may be given: past this a simulation of a few games would take days."""
_SECONDS = re.compile(r"([0-9]{1,6}(?:\.[0-9]{1,6})?|\.[0-9]{1,6})s")
_COUNT = re.compile(r"[0-9]{1,7}")
ALLOWED = f"playouts per move, 1 to {MOST_PLAYOUTS:,} (e.g. 200), or seconds per move up to {MOST_SECONDS:g} (e.g. 0.2s)"


@dataclass(frozen=True)
class Budget:
    """Playouts per move, or seconds per move when ``seconds`` is set (then ``playouts`` is the
    most a move may take even on a fast machine)."""

    playouts: int
    seconds: float | None = None

    def __str__(self) -> str:
        return f"{self.seconds:g}s" if self.seconds is not None else str(self.playouts)


def parse_budget(text: str) -> Budget:
    """``200`` or ``0.2s`` to a budget; anything else, or nothing to think with, is refused
    with one line naming ``--think``."""
    raw = str(text).strip()
    if _COUNT.fullmatch(raw) and 1 <= int(raw) <= MOST_PLAYOUTS:
        return Budget(int(raw))
    found = _SECONDS.fullmatch(raw)
    if found:
        seconds = float(found.group(1))
        if 0 < seconds <= MOST_SECONDS and math.isfinite(seconds):
            return Budget(MOST_PLAYOUTS, seconds)
    raise ParameterError("--think", ALLOWED, got=text)
