"""The board checks of a track game, read from the manifest layout, not the builder's
internals. So they would catch a layout bug as surely as a hand-edited file. The track closes
at one pitch, and each seat's entry and exit are on it. Each home row leaves its exit one pitch
away, and each start area sits near its entry. The pieces carry every hole and no other."""

from __future__ import annotations

from boardgen.board import Board
from boardgen.games.race.board.geometry import START_REACH
from boardgen.geometry.vec import distance
from boardgen.verify import Check

TOLERANCE = 0.01
"""mm: the manifest rounds to 0.1 µm, far inside this."""


def checks(board: Board) -> list[Check]:
    layout = board.layout
    pitch = layout["pitch"]
    track = [tuple(p) for p in layout["track"]]
    seats = layout["seats"]
    expected = layout["players"] * layout["per_side"]
    gaps = [distance(track[i - 1], track[i]) for i in range(len(track))]
    uniform = all(abs(g - pitch) <= TOLERANCE for g in gaps)
    out = [Check("track", len(track) == expected and uniform,
                 f"one closed loop of {len(track)} spaces ({layout['per_side']} a side x {layout['players']}), "
                 f"{min(gaps):.3f} to {max(gaps):.3f} mm apart for a pitch of {pitch:g} mm")]
    on_track = all(0 <= s["entry"] < len(track) and 0 <= s["exit"] < len(track) for s in seats)
    out.append(Check("entries and exits", on_track and len(seats) == layout["players"],
                     f"every seat's entry and home exit is a track space, for {len(seats)} seats"))
    if not on_track:
        return out
    homes = all(len(s["home"]) == layout["home_length"]
                and abs(distance(tuple(s["home"][0]), track[s["exit"]]) - pitch) <= TOLERANCE
                and all(abs(distance(tuple(a), tuple(b)) - pitch) <= TOLERANCE for a, b in zip(s["home"], s["home"][1:]))
                for s in seats)
    out.append(Check("home rows", homes, f"each home row of {layout['home_length']} holes leaves its exit space "
                     "and runs a pitch apart"))
    starts = all(len(s["start"]) == layout["pieces"]
                 and min(distance(tuple(q), track[s["entry"]]) for q in s["start"]) <= START_REACH * pitch
                 for s in seats)
    out.append(Check("start areas", starts, f"each start area of {layout['pieces']} holes lies within "
                     f"{START_REACH:g} pitches of its entry space"))
    count = len(track) + sum(len(s["start"]) + len(s["home"]) for s in seats) + (1 if layout["centre"] else 0)
    drawn = len(board.holes)
    out.append(Check("holes on the pieces", drawn == count, f"{drawn} holes drawn on the pieces, {count} in the layout"))
    return out
