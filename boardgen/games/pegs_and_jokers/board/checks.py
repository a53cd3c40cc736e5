"""The board verifier's Pegs and Jokers half: the drawn holes match the rules' topology.

These read the manifest the writers publish, not the generator's internals, so they would
catch a layout bug as surely as a hand-edited file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from boardgen.board import Board
from boardgen.games.pegs_and_jokers.board.topology import (
    COME_OUT,
    HOME_HOLES,
    IN_SPOT,
    SIDE_LENGTH,
    START_HOLES,
    PegsTopology,
)
from boardgen.geometry.vec import distance
from boardgen.verify import Check

TOLERANCE = 0.01
"""mm: coordinates are rounded to 0.1 µm in the manifest, far inside this."""


def checks(board: Board) -> list[Check]:
    """Every track's checks (a concentric board has several, each in the single-board format,
    named by its player count), then that the pieces carry exactly the holes of all of them."""
    layout = board.layout
    tracks = layout.get("tracks", [layout])
    out = []
    expected = 0
    for entry in tracks:
        topology = PegsTopology(entry["players"])
        expected += topology.hole_count
        found = _track_checks(entry, topology)
        if len(tracks) > 1:
            found = [replace(c, name=f"{topology.players}-player {c.name}") for c in found]
        out.extend(found)
    drawn = len(board.holes)
    per_seat = f" ({PegsTopology(tracks[0]['players']).holes_per_seat} per player)"
    out.append(Check("holes on the pieces", drawn == expected,
                     f"{drawn} holes drawn on the pieces, {expected} in the rules{per_seat}"))
    if layout["style"] == "sections":
        seats = layout["seats"]
        strays = [
            s["color"] for s, piece in zip(seats, board.pieces)
            if not all(any(distance(tuple(q), h.center) <= TOLERANCE for h in piece.holes)
                       for q in (*s["start"], *s["home"]))
        ]
        out.append(Check("each seat on its own section", not strays,
                         "every seat's start and home holes lie on its own section" if not strays
                         else "start or home holes fall on a neighbour's section for " + ", ".join(strays)))
    return out


def _track_checks(entry: Mapping, topology: PegsTopology) -> list[Check]:
    """One track: a closed loop at uniform pitch, corners, in-spots, come-outs, start and home."""
    pitch = entry["pitch"]
    track = [tuple(p) for p in entry["track"]]
    seats = entry["seats"]
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
