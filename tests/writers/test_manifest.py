"""The JSON manifest: the layout as data, y up, in the assembled board's frame."""

from __future__ import annotations

import json

import pytest

from boardgen.board import Board
from boardgen.geometry.vec import distance

from tests.support.boards import board, render, unmatched


def load(**raw):
    made = board(**raw)
    return made, json.loads(render(made, "json"))


@pytest.mark.parametrize(("players", "style"), [(4, "single"), (6, "single"), (8, "sections"), (12, "sections")])
def test_keys_and_values_match_the_board(players, style):
    made, data = load(players=players, style=style)
    b = made.board
    for key in ("game", "players", "style", "units", "hole_diameter", "track", "seats", "pieces"):
        assert key in data
    assert data["game"] == "pegs-and-jokers"
    assert data["players"] == players and data["style"] == style
    assert data["units"] == "mm"
    assert data["hole_diameter"] == pytest.approx(4.8)
    assert len(data["track"]) == 18 * players
    assert all(len(p) == 2 and all(isinstance(v, float | int) for v in p) for p in data["track"])
    colours = ["red", "blue", "green", "yellow", "orange", "purple"]
    for k, seat in enumerate(data["seats"]):
        assert set(seat) >= {"seat", "color", "corner", "in_spot", "come_out", "start", "home"}
        assert seat["seat"] == k
        if k < len(colours):
            assert seat["color"] == colours[k]
        assert (seat["corner"], seat["in_spot"], seat["come_out"]) == (18 * k, 18 * k + 3, 18 * k + 8)
        assert len(seat["start"]) == 5 and len(seat["home"]) == 5
    # Every manifest hole is a hole of the board, in the assembled frame (for sections too), moved
    # so the lower-left corner of the board's bounding box is (0, 0), as the record says.
    x0, y0, _, _ = Board.extent(b.pieces)
    assert data["origin"] == {"at": "lower-left", "moved_by": [round(-x0, 4), round(-y0, 4)]}
    wanted = [tuple(p) for p in data["track"]]
    wanted += [tuple(p) for s in data["seats"] for p in (*s["start"], *s["home"])]
    assert unmatched([(x - x0, y - y0) for x, y in (h.center for h in b.holes)], wanted) == []
    assert min(x for x, _ in wanted) > 0 and min(y for _, y in wanted) > 0
    assert len(data["pieces"]) == len(b.pieces)
    for entry, piece in zip(data["pieces"], b.pieces):
        assert entry["id"] == piece.name
        flat = [v for point in entry["outline"] for v in point]
        assert flat == pytest.approx([v for x, y, _ in piece.outline.vertices() for v in (x - x0, y - y0)], abs=1e-4)
        assert entry["holes"] == len(piece.holes)
    assert sum(p["holes"] for p in data["pieces"]) == 28 * players


def test_y_points_up_and_play_runs_clockwise():
    made = board(players=4)
    data = json.loads(render(made, "json", origin="centre"))
    assert data["origin"]["at"] == "centre"
    track = data["track"]
    # Seat 0's side is at the bottom, running right to left (clockwise seen from above, y up).
    assert track[0][1] < 0 and track[1][1] == pytest.approx(track[0][1])
    assert track[1][0] < track[0][0]
    # Seat 1's side runs upward on the left.
    assert track[19][0] < 0 and track[19][1] > track[18][1]
    area = sum(track[i - 1][0] * track[i][1] - track[i][0] * track[i - 1][1] for i in range(len(track))) / 2
    assert area < 0


def test_manifest_stays_nominal_under_kerf():
    _, plain = load(players=4)
    _, cut = load(players=4, kerf="0.3mm")
    assert cut["hole_diameter"] == plain["hole_diameter"] == pytest.approx(4.8)
    assert cut["track"] == plain["track"]
    assert cut["pieces"][0]["outline"] == plain["pieces"][0]["outline"]
    assert cut["kerf"] == pytest.approx(0.3)


def test_home_starts_one_pitch_from_the_in_spot_in_inches():
    _, data = load(players=6, pitch="0.75in")
    pitch = 0.75 * 25.4
    for seat in data["seats"]:
        assert distance(tuple(seat["home"][0]), tuple(data["track"][seat["in_spot"]])) == pytest.approx(pitch, abs=1e-3)


def test_marble_manifest_records_the_seat_depth():
    _, data = load(players=4, piece="marble")
    assert data["hole_diameter"] == pytest.approx(12.7)
    assert data["hole_depth"] == pytest.approx(3.2)
