"""The board verifier's Pegs and Jokers half: the drawn holes match the rules' topology.

These read the manifest the writers publish, not the generator's internals, so they would
catch a layout bug as surely as a hand-edited file.
"""

from __future__ import annotations

from boardgen.board import Board
from boardgen.games.pegs_and_jokers.topology import (
    COME_OUT,
    HOME_HOLES,
    IN_SPOT,
    SIDE_LENGTH,
    START_HOLES,
    Topology,
)
from boardgen.geometry.vec import distance
from boardgen.verify import Check

TOLERANCE = 0.01
"""mm: coordinates are rounded to 0.1 µm in the manifest, far inside this."""


def checks(board: Board) -> list[Check]:
    layout = board.layout
    topology = Topology(layout["players"])
    pitch = layout["pitch"]
    track = [tuple(p) for p in layout["track"]]
    seats = layout["seats"]
    out = []

    gaps = [distance(track[i - 1], track[i]) for i in range(len(track))]
    uniform = all(abs(g - pitch) <= TOLERANCE for g in gaps)
    out.append(Check(
        "track", len(track) == topology.track_length and uniform,
        f"one closed loop of {len(track)} holes ({SIDE_LENGTH} per side x {topology.players}), "
        f"spacing {min(gaps):.3f} to {max(gaps):.3f} mm for a pitch of {pitch:g} mm",
    ))
    corners_ok = all(_is_turn(track, s["corner"]) for s in seats) and all(
        not _is_turn(track, i) for i in range(len(track)) if i % SIDE_LENGTH
    )
    out.append(Check("corners", corners_ok,
                     f"the track turns at each seat's corner (index {SIDE_LENGTH}k) and runs straight between"))

    marks_ok = all(
        s["in_spot"] == s["corner"] + IN_SPOT and s["come_out"] == s["corner"] + COME_OUT for s in seats
    )
    out.append(Check("in-spots and come-outs", marks_ok and len(seats) == topology.players,
                     f"in-spot {IN_SPOT} and come-out {COME_OUT} holes after each corner, for {len(seats)} seats"))

    sizes_ok = all(len(s["start"]) == START_HOLES and len(s["home"]) == HOME_HOLES for s in seats)
    out.append(Check("start and home sizes", sizes_ok,
                     f"{START_HOLES} start and {HOME_HOLES} home holes for every seat"))
    drawn = len(board.holes)
    out.append(Check("holes on the pieces", drawn == topology.hole_count,
                     f"{drawn} holes drawn on the pieces, {topology.hole_count} in the rules "
                     f"({topology.holes_per_seat} per player)"))

    if layout["style"] == "sections":
        strays = [
            s["color"] for s, piece in zip(seats, board.pieces)
            if not all(any(distance(tuple(q), h.center) <= TOLERANCE for h in piece.holes)
                       for q in (*s["start"], *s["home"]))
        ]
        out.append(Check("each seat on its own section", not strays,
                         "every seat's start and home holes lie on its own section" if not strays
                         else "start or home holes fall on a neighbour's section for " + ", ".join(strays)))

    attached = all(
        abs(distance(tuple(s["home"][0]), track[s["in_spot"]]) - pitch) <= TOLERANCE
        and min(distance(tuple(q), track[s["come_out"]]) for q in s["start"]) <= 2 * pitch
        for s in seats
    )
    out.append(Check("home and start placement", attached,
                     "each home row begins one pitch from its in-spot; each start area lies beside its come-out"))
    return out


def _is_turn(track: list[tuple[float, float]], i: int) -> bool:
    """True where the track changes direction at hole i."""
    a, b, c = track[i - 1], track[i], track[(i + 1) % len(track)]
    cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
    return abs(cross) > TOLERANCE * distance(a, b)
