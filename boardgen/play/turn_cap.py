"""The turn cap a simulated game plays to unless ``--max-turns`` says otherwise, shared by every
race game so a cap reads alike in all their reports."""

from __future__ import annotations

TURNS_PER_SEAT = 1000
"""The cap's floor: a thousand turns a seat, far more than a sensible player's game takes."""
TURNS_PER_PIECE_SPACE = 2
"""Turns a seat is allowed for each piece and each track space it has to cover. A random
player's game on the largest boards runs to several times the 1,000 turns a seat the small
boards need. The largest are Pegs and Jokers for 12, and eight seats of 40 spaces and 9 pieces."""


def default_max_turns(seats: int, spaces: int, pieces: int) -> int:
    """``--max-turns`` when left out: a thousand turns a seat, or on a large board two turns a
    seat for each of its pieces and track spaces, whichever is more."""
    return max(TURNS_PER_SEAT * seats, TURNS_PER_PIECE_SPACE * spaces * pieces * seats)
