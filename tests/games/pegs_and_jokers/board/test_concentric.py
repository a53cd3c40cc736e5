"""The concentric Pegs and Jokers board: 8-, 6- and 4-player tracks nested on one board,
each a whole track in the single-board format, no hole too near another track's."""

from __future__ import annotations

import functools
import json
import math

import ezdxf
import numpy as np
import pytest
import shapely
from typer.testing import CliRunner

from boardgen.cli.app import app
from boardgen.games.pegs_and_jokers.board.engraving import NAME_ROOM, engrave
from boardgen.games.pegs_and_jokers.board.nesting import READABLE_GROWTH, nest
from boardgen.games.pegs_and_jokers.board.topology import PegsTopology
from boardgen.games.registry import game
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.options import parse_all
from boardgen.shop.settings import Shop
from boardgen.writers.writer import OutputSettings

from tests.support.boards import unmatched
from tests.support.tools import dtd_errors


@functools.lru_cache(maxsize=None)
def concentric(**raw: str):
    return make_board("pegs-and-jokers", {"players": "4,6,8", "style": "concentric", **raw})


def track_points(entry: dict) -> list[tuple[float, float]]:
    return [tuple(p) for p in entry["track"]] + [
        tuple(p) for s in entry["seats"] for p in (*s["start"], *s["home"])]


def test_three_whole_tracks_outer_to_inner():
    made = concentric()
    assert all(c.passed for c in made.checks), [c.detail for c in made.checks if not c.passed]
    layout = made.board.layout
    assert layout["style"] == "concentric" and layout["players"] == [8, 6, 4]
    assert [t["players"] for t in layout["tracks"]] == [8, 6, 4]
    for entry in layout["tracks"]:
        n = entry["players"]
        assert len(entry["track"]) == 18 * n
        assert len(entry["seats"]) == n
        assert all(len(s["start"]) == 5 and len(s["home"]) == 5 for s in entry["seats"])
        # the innermost at the asked pitch; the others grown by at most a tenth to read apart
        assert 25.4 - 1e-9 <= entry["pitch"] <= 25.4 * READABLE_GROWTH + 1e-9
    assert layout["tracks"][-1]["pitch"] == pytest.approx(25.4)
    # Every manifest hole is drilled once, and nothing else.
    wanted = [p for entry in layout["tracks"] for p in track_points(entry)]
    assert len(wanted) == len(made.board.holes) == sum(PegsTopology(n).hole_count for n in (4, 6, 8))
    assert unmatched([h.center for h in made.board.holes], wanted) == []


def test_tracks_nest_and_keep_apart():
    made = concentric()
    tracks = [np.array(track_points(t)) for t in made.board.layout["tracks"]]
    radii = [np.hypot(*t[: 18 * n].T).max() for t, n in zip(tracks, (8, 6, 4))]
    assert radii[0] > radii[1] > radii[2]  # outer to inner by player count
    need = 4.8 + 2.0  # hole + web
    for i in range(3):
        for j in range(i + 1, 3):
            gaps = np.hypot(tracks[i][:, None, 0] - tracks[j][None, :, 0], tracks[i][:, None, 1] - tracks[j][None, :, 1])
            assert gaps.min() >= need
    checks = {c.name: c for c in made.checks}
    assert checks["hole spacing"].passed and checks["engraving clear of holes"].passed
    assert {f"{n}-player track" for n in (8, 6, 4)} <= set(checks)


@pytest.mark.slow  # concentric boards that take seconds
def test_outer_pitch_grows_only_when_no_turn_fits():
    """With rings only (arrows along the sides need more room where 3, 4 and 5 crowd): 4 over 3
    clears at the asked pitch though it cannot read apart, so it is not grown past a tenth."""
    made = make_board("pegs-and-jokers", {"players": "3,4,5", "style": "concentric", "marks": "rings"})
    pitches = {t["players"]: t["pitch"] for t in made.board.layout["tracks"]}
    assert pitches[3] == pitches[4] == pytest.approx(25.4)
    assert pitches[5] > 25.4
    assert any("pitch grown" in note for note in made.board.notes)
    assert all(c.passed for c in made.checks)


def test_files_read_back(tmp_path):
    made = concentric()
    files = render_files(made.board, ("svg", "dxf", "json"), OutputSettings())
    stem = "pegs-and-jokers-8-6-4p-concentric"
    assert sorted(files) == [f"{stem}.dxf", f"{stem}.json", f"{stem}.svg"]
    assert dtd_errors(files[f"{stem}.svg"], tmp_path) == ""
    (tmp_path / "b.dxf").write_bytes(files[f"{stem}.dxf"])
    doc = ezdxf.readfile(str(tmp_path / "b.dxf"))
    assert not doc.audit().has_errors
    circles = [(c.dxf.center.x, c.dxf.center.y) for c in doc.modelspace().query("CIRCLE")]
    data = json.loads(files[f"{stem}.json"])
    assert unmatched(circles, [p for entry in data["tracks"] for p in track_points(entry)]) == []


@pytest.mark.slow
def test_split_to_a_bed_keeps_every_track():
    made = concentric(bed="445x279mm")
    assert all(c.passed for c in made.checks)
    assert made.board.sheet_count > 1
    assert unmatched([h.center for h in made.board.holes], [h.center for h in concentric().board.holes]) == []


runner = CliRunner()


@pytest.mark.parametrize("args", [
    ["--players", "4,6"],
    ["--players", "4,4", "--style", "concentric"],
    ["--players", "6", "--style", "concentric"],
    ["--players", "2,6", "--style", "concentric"],
    ["--players", "4,x", "--style", "concentric"],
])
def test_bad_player_lists_are_one_line_exit_2_and_write_nothing(args, tmp_path):
    out = tmp_path / "out"
    result = runner.invoke(app, ["board", "pegs-and-jokers", *args, "--out", str(out)],
                           env={"COLUMNS": "250", "NO_COLOR": "1"})
    assert result.exit_code == 2, result.output
    (line,) = result.stderr.splitlines()
    assert "--players" in line
    assert not out.exists()


def test_a_symmetric_turn_is_preferred_when_it_clears():
    """3 and 6: every track turned by a multiple of half its corner angle, so all share an axis,
    since that keeps them a pitch apart with no home row in line."""
    tracks = make_board("pegs-and-jokers", {"players": "3,6", "style": "concentric"}).board.layout["tracks"]
    for track in tracks:
        half = 180 / track["players"]
        assert track["turn_degrees"] / half == pytest.approx(round(track["turn_degrees"] / half), abs=1e-6)


def test_turn_search_measures_each_turn_exactly_as_the_full_pair_matrix() -> None:
    """Leaving out the pairs that can never be nearest must not change any turn's room by a
    bit: the 6-player track against the 4, at every turn, both ways."""
    from boardgen.games.pegs_and_jokers.board.engraving import engrave
    from boardgen.games.pegs_and_jokers.board.geometry import home_lean, layout
    from boardgen.games.pegs_and_jokers.board.nesting import TURN_STEP, _Clearance, _label_discs, _room
    from boardgen.games.pegs_and_jokers.game import GAME
    from boardgen.options import parse_all
    from boardgen.shop.settings import Shop

    shop = Shop.from_values(parse_all(GAME.options, {}))
    inner = layout(PegsTopology(4), shop.pitch, home_lean(4))
    outer = layout(PegsTopology(6), shop.pitch, home_lean(6))
    placed_holes = np.array(inner.all_points())
    placed_labels = _label_discs(engrave(PegsTopology(4), inner, shop.pitch, shop, True, 4))
    holes = np.array(outer.all_points())
    labels = _label_discs(engrave(PegsTopology(6), outer, shop.pitch, shop, False, 6))
    need = shop.hole + shop.web
    clearance = _Clearance(holes, labels, placed_holes, placed_labels, shop.hole, need)
    rooms = []
    for angle in np.arange(0.0, 2 * np.pi / 6, TURN_STEP):
        c, s = np.cos(angle), np.sin(angle)
        turn = np.array([[c, s], [-s, c]])
        h, lab = holes @ turn, np.column_stack([labels[:, :2] @ turn, labels[:, 2]])
        full = _room(h, lab, placed_holes, placed_labels, shop.hole, need)
        assert clearance.room(h, lab) == full
        rooms.append(full)
    assert min(rooms) < 0 < max(rooms)  # some turns collide, some clear: the search has a real choice


@pytest.mark.slow  # the full scan it is held to
def test_engraving_check_finds_the_first_hole_a_label_touches_as_a_full_scan_would() -> None:
    """The verifier looks only at engraving near each hole (a grid); a plain scan of every hole
    against every engraved point must name the same hole, on boards that fail and one that passes."""
    from dataclasses import replace

    from boardgen.board import Engraving
    from boardgen.geometry.vec import distance
    from boardgen.job import assess
    from boardgen.verify import _engraving_clear

    def first_touched(board) -> str | None:
        for piece in board.pieces:
            for hole in piece.holes:
                reach = hole.diameter / 2 + 0.5
                if any(distance(pt, hole.center) < reach for shape in piece.engraving for pt in shape.points):
                    return f"({hole.center[0]:.1f}, {hole.center[1]:.1f})"
        return None

    def touching(board, *indices: int):
        """The board with a small engraved square whose corner lies 2 mm from each of these holes' centres."""
        piece = board.pieces[0]
        marks = tuple(Engraving((tuple((piece.holes[k].center[0] + 2.0 + dx, piece.holes[k].center[1] + dy)
                                      for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1))),)) for k in indices)
        return replace(board, pieces=(replace(piece, engraving=piece.engraving + marks), *board.pieces[1:]))

    six = assess("pegs-and-jokers", {"players": "6"}).board
    boards = [
        assess("pegs-and-jokers", {"players": "3,5,7", "style": "concentric"}).board,
        assess("pegs-and-jokers", {"players": "4,6,8", "style": "concentric"}).board,
        six, touching(six, 40, 10), touching(six, 100),
    ]
    outcomes = []
    for board in boards:
        check = _engraving_clear(board)
        expected = first_touched(board)
        assert check.passed == (expected is None)
        assert check.passed or check.detail == f"a label touches the hole at {expected}"
        outcomes.append(expected)
    six_holes = [f"({h.center[0]:.1f}, {h.center[1]:.1f})" for h in six.pieces[0].holes]
    assert outcomes == [None, None, None, six_holes[10], six_holes[100]]


@pytest.mark.parametrize("counts", ["4,6,8", pytest.param("3,4,5", marks=pytest.mark.slow), "3,6"])
def test_a_track_keeps_its_nesting_engraving_only_where_it_lies_unturned(counts):
    """The board takes the names made while nesting a track when its turns left it where it
    was; whether or not, they are what engraving the track where it lies gives."""
    values = parse_all(game("pegs-and-jokers").options, {"players": counts, "style": "concentric"})
    shop = Shop.from_values(values)
    tracks = nest(sorted(values["players"]), shop)
    for track in tracks:
        made = track.engraving(shop)
        assert repr(made) == repr(engrave(track.topology, track.geo, track.pitch, shop, track.title,
                                          track.topology.players))
        assert (made is track.engraved) == (repr(track.geo) == repr(track.unturned))
    assert [t.engraving(shop) is t.engraved for t in tracks] == {
        "4,6,8": [False, False, False], "3,4,5": [False, False, False], "3,6": [True, True]}[counts]


def arrows_by_track(board) -> dict[int, list[shapely.Polygon]]:
    """Each arrow engraved on the board, by the track its manifest mark names: the one-loop shape
    nearest the mark that a pitch-long probe from the mark the way it points meets (a mark sits
    mid-arrow along a side, at the in-spot for an arrow into home)."""
    shapes = [shapely.Polygon(e.paths[0]) for e in board.pieces[0].engraving if len(e.paths) == 1]
    out: dict[int, list[shapely.Polygon]] = {}
    for mark in board.marks:
        tags = dict(mark.owner)
        if "pointing" in tags:
            way = math.radians(tags["pointing"])
            probe = shapely.LineString([mark.at, (mark.at[0] + 25.4 * math.cos(way), mark.at[1] + 25.4 * math.sin(way))])
            at = shapely.Point(mark.at)
            out.setdefault(tags["track"], []).append(
                min((s for s in shapes if s.intersects(probe)), key=at.distance))
    return out


@pytest.mark.parametrize("counts, left_off", [("3,4", 1), pytest.param("3,4,5", 4, marks=pytest.mark.slow),
                                              ("4,6,8", 0)])
def test_arrows_keep_a_names_room_from_other_tracks_holes(counts, left_off):
    """Small tracks come within a web of each other; an arrow beside another track's hole (3.2
    mm from one on 3,4) reads as pointing at it, so it is left off (an arrow into home becomes
    the in-spot's ring) and the summary says how many."""
    board = make_board("pegs-and-jokers", {"players": counts, "style": "concentric"}).board
    room = NAME_ROOM * 25.4
    arrows = arrows_by_track(board)
    holes = {t["players"]: shapely.MultiPoint(track_points(t)) for t in board.layout["tracks"]}
    for track, shapes in arrows.items():
        others = shapely.union_all([h for n, h in holes.items() if n != track])
        assert min(a.distance(others) for a in shapes) - 4.8 / 2 >= room, track
    assert sum(len(shapes) for shapes in arrows.values()) == 2 * sum(holes) - left_off
    assert set(arrows) == set(holes)  # every track keeps some arrows
    said = [note for note in board.notes if "arrow" in note]
    assert said == ([f"{left_off} arrow{'s' * (left_off > 1)} left off where {'they' if left_off > 1 else 'it'} would "
                     f"come within {room:.1f} mm of another track's holes or labels (an arrow into home becomes a "
                     "ring round its in-spot)"] if left_off else [])
