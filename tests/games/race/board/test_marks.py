"""A board that reads at a glance: the come-out's ring apart from the in-spot's arrow into home,
an arrow along each side the way play goes (the manifest's track order), START and HOME on
Fast Track, a family's ``--title``, and concentric tracks that read apart. Each engraving is
measured against every hole with shapely, as a tool reading the board would."""

from __future__ import annotations

import functools
import json
import math

import pytest
from shapely.geometry import LineString, Point
from shapely.strtree import STRtree
from typer.testing import CliRunner

from boardgen.board import Board
from boardgen.cli.app import app
from boardgen.design import tag
from boardgen.errors import ParameterError
from boardgen.job import make_board

CLEAR = 0.5
"""mm every engraving keeps from every hole, as the verifier asks."""
BOARDS = {
    "pj-3": ("pegs-and-jokers", {"players": "3"}),
    "pj-4": ("pegs-and-jokers", {"players": "4"}),
    "pj-8": ("pegs-and-jokers", {"players": "8"}),
    "pj-6-sections": ("pegs-and-jokers", {"players": "6", "style": "sections"}),
    "pj-concentric": ("pegs-and-jokers", {"players": "4,6,8", "style": "concentric"}),
    "ft-4": ("fast-track", {"players": "4"}),
    "ft-5": ("fast-track", {"players": "5"}),
    "ft-6": ("fast-track", {"players": "6"}),
    "ft-8": ("fast-track", {"players": "8"}),
}


@functools.lru_cache(maxsize=None)
def board(name: str, **extra: str) -> Board:
    game, raw = BOARDS[name]
    return make_board(game, {**raw, **extra}).board


def tracks(board: Board) -> list[dict]:
    return board.layout.get("tracks", [board.layout])


def heading(a, b) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def turn_between(a: float, b: float) -> float:
    return abs((a - b + 180.0) % 360.0 - 180.0)


def least_gap_to_holes(board: Board) -> float:
    """The least distance from any engraved shape to any hole's edge, mm."""
    discs = [Point(h.center).buffer(h.diameter / 2, 64) for p in board.pieces for h in p.holes]
    tree = STRtree(discs)
    least = math.inf
    for piece in board.pieces:
        for shape in piece.engraving:
            for path in shape.paths:
                line = LineString(path + path[:1] if shape.closed else path)
                least = min(least, line.distance(discs[tree.nearest(line)]))
    return least


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n == "pj-concentric" else n
                                  for n in BOARDS])
def test_every_engraving_clears_every_hole(name):
    assert least_gap_to_holes(board(name)) >= CLEAR


@pytest.mark.parametrize("name", [n for n in BOARDS if n.startswith("pj")])
def test_pegs_and_jokers_ring_the_come_out_and_point_from_the_in_spot_into_home(name):
    marks = board(name).marks
    for track in tracks(board(name)):
        n = track["players"]
        points = track["track"]
        for seat in track["seats"]:
            mine = [m for m in marks if dict(m.owner).get("seat") == seat["seat"]
                    and dict(m.owner).get("track", n) == n]
            (come_out,) = [m for m in mine if m.kind == "come-out"]
            (in_spot,) = [m for m in mine if m.kind == "in-spot"]
            assert math.dist(come_out.at, points[seat["come_out"]]) < 1e-3
            assert "pointing" not in dict(come_out.owner)  # a ring
            assert math.dist(in_spot.at, points[seat["in_spot"]]) < 1e-3
            into_home = heading(points[seat["in_spot"]], seat["home"][0])
            assert turn_between(dict(in_spot.owner)["pointing"], into_home) < 1e-3


@pytest.mark.parametrize("name", list(BOARDS))
def test_each_side_has_an_arrow_the_way_the_manifests_track_runs(name):
    """The arrow points from the track hole nearest it toward the next one in the manifest's
    order (which is the direction of play), and sits on its own seat's side."""
    made = board(name)
    arrows = [m for m in made.marks if m.kind == "direction-of-play"]
    assert len(arrows) == sum(t["players"] for t in tracks(made))
    for track in tracks(made):
        n = track["players"]
        points = track["track"]
        for seat in track["seats"]:
            (arrow,) = [m for m in arrows if dict(m.owner)["seat"] == seat["seat"]
                        and dict(m.owner).get("track", n) == n]
            i = min(range(len(points)), key=lambda k: math.dist(points[k], arrow.at))
            assert len(points) // n * seat["seat"] <= i < len(points) // n * (seat["seat"] + 1)
            play = heading(points[i], points[(i + 1) % len(points)])
            assert turn_between(dict(arrow.owner)["pointing"], play) < 1.0
            # clockwise seen from above: the arrow turns the same way round the centre as the track
            x, y = arrow.at
            assert math.sin(math.radians(dict(arrow.owner)["pointing"]) - math.atan2(y, x)) < 0


@pytest.mark.parametrize("name", [n for n in BOARDS if n.startswith("ft")])
def test_fast_track_points_from_each_home_entry_into_home_and_says_start_and_home(name):
    made = board(name)
    layout = made.layout
    for seat in layout["seats"]:
        (entry,) = [m for m in made.marks if m.kind == "home-entry" and dict(m.owner)["seat"] == seat["seat"]]
        spot = layout["track"][seat["home_entry"]]
        assert math.dist(entry.at, spot) < 1e-3
        assert turn_between(dict(entry.owner)["pointing"], heading(spot, seat["home"][0])) < 1e-3
        words = {label.text: label for label in made.labels if dict(label.owner).get("seat") == seat["seat"]}
        assert {"START", "HOME", seat["color"].upper()} <= set(words)
        pen_middle = [sum(c) / len(seat["pen"]) for c in zip(*seat["pen"])]
        pitch = layout["pitch"]
        assert math.dist(words["START"].at, pen_middle) < 2 * pitch  # beside the pen
        assert math.dist(words["HOME"].at, seat["home"][-1]) < 1.5 * pitch  # at the home row's end
        assert words["START"].angle == words["HOME"].angle == words[seat["color"].upper()].angle


def test_marks_rings_rings_both_holes_and_draws_no_arrow():
    made = board("pj-4", marks="rings")
    kinds = [m.kind for m in made.marks]
    assert kinds.count("in-spot") == kinds.count("come-out") == 4
    assert all("pointing" not in dict(m.owner) for m in made.marks)


@pytest.mark.parametrize("name", ["pj-4", pytest.param("pj-concentric", marks=pytest.mark.slow), "ft-4", "ft-8",
                                  "pj-6-sections"])
def test_a_title_is_engraved_where_there_is_room_and_clear(name):
    made = board(name, title="The Millers'")
    (label,) = [label for label in made.labels if dict(label.owner).get("role") == "title"]
    assert label.text == "The Millers'" and label.angle == 0.0 and label.height >= 4.0
    assert least_gap_to_holes(made) >= CLEAR
    assert all(c.passed for c in make_board(BOARDS[name][0], {**BOARDS[name][1], "title": "The Millers'"}).checks)
    if name == "pj-4":  # a one-piece board with its middle free: beside the game's own title
        assert math.hypot(*label.at) < 40.0


@pytest.mark.parametrize(("raw", "said"), [
    ({"title": "The Millers' " * 20}, "shorter"),
    ({"title": "Müller", "font": "single-line"}, "'ü'"),
])
def test_a_title_that_cannot_be_engraved_is_refused_naming_title(raw, said):
    with pytest.raises(ParameterError) as refused:
        make_board("fast-track", raw)
    assert refused.value.parameter == "--title" and said in str(refused.value)


def test_the_command_line_refuses_a_long_title_in_one_line(tmp_path):
    result = CliRunner().invoke(app, ["board", "fast-track", "--title", "x" * 200, "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert "--title" in line
    assert not (tmp_path / "o").exists()


def test_a_title_names_the_files_plainly(tmp_path):
    result = CliRunner().invoke(app, ["board", "fast-track", "--title", "The Millers'", "--format", "json",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (written,) = tmp_path.iterdir()
    assert written.name == "fast-track-4p-" + tag([("title", "The-Millers")]) + ".json"
    data = json.loads(written.read_text())
    assert any(label["text"] == "The Millers'" and label.get("role") == "title" for label in data["labels"])


def home_rows(track: dict) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    return [(track["track"][s["in_spot"]], s["home"][-1]) for s in track["seats"]]


def in_line(a, b, pitch: float) -> bool:
    """Within 10° of parallel, and one row's ends both within a pitch of the other's line."""
    (a0, a1), (b0, b1) = a, b
    da, db = (a1[0] - a0[0], a1[1] - a0[1]), (b1[0] - b0[0], b1[1] - b0[1])
    sine = abs(da[0] * db[1] - da[1] * db[0]) / (math.hypot(*da) * math.hypot(*db))
    off = lambda origin, d, p: abs(d[0] * (p[1] - origin[1]) - d[1] * (p[0] - origin[0])) / math.hypot(*d)  # noqa: E731
    return sine <= math.sin(math.radians(10)) and (
        max(off(a0, da, b0), off(a0, da, b1)) < pitch or max(off(b0, db, a0), off(b0, db, a1)) < pitch)


@pytest.mark.parametrize("counts", ["4,6,8", "4,6", pytest.param("6,8,10", marks=pytest.mark.slow)])
def test_concentric_tracks_keep_a_pitch_apart_with_no_home_row_in_line(counts):
    made = make_board("pegs-and-jokers", {"players": counts, "style": "concentric"}).board
    pitch = made.layout["pitch"]
    entries = made.layout["tracks"]
    holes = [[*t["track"], *(p for s in t["seats"] for p in (*s["start"], *s["home"]))] for t in entries]
    for i in range(len(entries)):
        for j in range(i + 1, len(entries)):
            assert min(math.dist(p, q) for p in holes[i] for q in holes[j]) >= pitch - 1e-6
            assert not any(in_line(a, b, pitch) for a in home_rows(entries[i]) for b in home_rows(entries[j]))
    assert any("no home row in line" in note for note in made.notes)


@pytest.mark.slow  # concentric boards that take seconds
def test_concentric_summary_says_why_when_tracks_cannot_read_apart():
    made = make_board("pegs-and-jokers", {"players": "3,4,5", "style": "concentric", "marks": "rings"}).board
    assert any("is not kept a pitch from the tracks inside it" in note for note in made.notes)
