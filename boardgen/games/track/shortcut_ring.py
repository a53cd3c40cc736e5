"""Whether a card game's shortcuts make a ring (Fast Track's fast track), with or without the
centre hole: the one shape of shortcuts the card engine plays (``card_shortcuts``).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.track.description import Description


@dataclass(frozen=True)
class Ring:
    """The side offset of the shortcut ring's spaces, and whether the centre hole joins it."""

    at: int
    centre: bool


def ring_of(description: Description) -> Ring | None:
    """The ring a card game's shortcuts make, or None when they make none (or there are none)."""
    shortcuts = description.track.shortcuts
    rings = [s.source.at for s in shortcuts if not s.source.is_centre and not s.to.is_centre
             and s.to.side == 1 and s.to.at == s.source.at]
    if len(rings) != 1:
        return None
    at = rings[0]
    centre = {(s.source.is_centre, s.to.is_centre, s.source.at if s.to.is_centre else s.to.at, s.to.side)
              for s in shortcuts} - {(False, False, at, 1)}
    if not centre:
        return Ring(at, False)
    return Ring(at, True) if centre == {(False, True, at, 0), (True, False, at, 0)} else None
