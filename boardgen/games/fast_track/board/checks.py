"""The board verifier's Fast Track half: the drawn spaces match the rules' topology.

These read the manifest the writers publish, not the generator's internals, so they would
catch a layout bug as surely as a hand-edited file.
"""

from __future__ import annotations

from boardgen.board import Board
from boardgen.games.fast_track.board.topology import HOME_ENTRY, HOME_SPACES, PEN_EXIT, PEN_SPACES, SIDE_LENGTH, FastTrackTopology
from boardgen.geometry.vec import distance
from boardgen.verify import Check

TOLERANCE = 0.01
"""mm: coordinates are rounded to 0.1 µm in the manifest, far inside this."""


def checks(board: Board) -> list[Check]:
    layout = board.layout
    topology = FastTrackTopology(layout["players"])
    pitch = layout["pitch"]
    track = [tuple(p) for p in layout["track"]]
    seats = layout["seats"]
    bull = tuple(layout["bulls_eye"])
    n = len(track)
    out = []

    gaps = [distance(track[i - 1], track[i]) for i in range(n)]
    uniform = all(abs(g - pitch) <= TOLERANCE for g in gaps)
    out.append(Check(
        "main track", n == topology.track_length and uniform,
        f"one closed loop of {n} spaces ({SIDE_LENGTH} per side x {topology.players}), "
        f"spacing {min(gaps):.3f} to {max(gaps):.3f} mm for a pitch of {pitch:g} mm",
    ))

    fast = layout["fast_track"]
    reach = [distance(track[i], bull) for i in range(n)]
    nearest = min(reach)
    corners_ok = (
        fast == list(topology.fast_track)
        and all(abs(reach[i] - nearest) <= TOLERANCE for i in fast)
        and all(reach[i] > nearest + TOLERANCE for i in range(n) if i not in fast)
        and all(_turns_inward(track, i, bull) for i in fast)
    )
    out.append(Check(
        "fast-track corners", corners_ok,
        f"{len(fast)} fast-track spaces, one per side at index {SIDE_LENGTH}k: inner corners of the track, "
        f"each {nearest:.1f} mm from the bull's eye and nearer than any other track space",
    ))

    marks_ok = len(seats) == topology.players and all(
        s["fast_track"] == SIDE_LENGTH * s["seat"]
        and s["home_entry"] == s["fast_track"] + HOME_ENTRY
        and s["exit"] == s["fast_track"] + PEN_EXIT
        for s in seats
    )
    out.append(Check("entries and exits", marks_ok,
                     f"home entry {HOME_ENTRY} and pen exit {PEN_EXIT} spaces after each colour's fast-track "
                     f"space, for {len(seats)} colours"))

    pens_ok = all(
        len(s["pen"]) == PEN_SPACES
        and max(distance(tuple(q), track[s["exit"]]) for q in s["pen"]) <= 3 * pitch
        for s in seats
    )
    out.append(Check("holding pens", pens_ok,
                     f"{PEN_SPACES} pen spaces for every colour, all within 3 pitches of its exit"))

    homes_ok = all(_home_row(s, track, bull, pitch) for s in seats)
    out.append(Check("home rows", homes_ok,
                     f"{HOME_SPACES} home spaces for every colour in a straight row at the pitch, starting one "
                     "pitch from its entry and heading for the bull's eye"))

    drawn, compiled = len(board.holes), topology.compiled
    out.append(Check("holes on the pieces", drawn == compiled.hole_count,
                     f"{drawn} spaces drawn on the board, {compiled.hole_count} in the rules "
                     f"({compiled.holes_per_seat} per colour and the bull's eye)"))
    return out


def _home_row(seat: dict, track: list, bull: tuple, pitch: float) -> bool:
    row = [track[seat["home_entry"]], *(tuple(q) for q in seat["home"])]
    if len(row) != HOME_SPACES + 1:
        return False
    steps = all(abs(distance(row[i], row[i + 1]) - pitch) <= TOLERANCE for i in range(HOME_SPACES))
    straight = abs(distance(row[0], row[-1]) - HOME_SPACES * pitch) <= TOLERANCE
    closer = all(distance(row[i + 1], bull) < distance(row[i], bull) for i in range(HOME_SPACES))
    return steps and straight and closer


def _turns_inward(track: list, i: int, bull: tuple) -> bool:
    """True where the track turns at space i and both neighbours lie farther from the bull's eye."""
    a, b, c = track[i - 1], track[i], track[(i + 1) % len(track)]
    cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
    return abs(cross) > TOLERANCE * distance(a, b) and distance(a, bull) > distance(b, bull) < distance(c, bull)
