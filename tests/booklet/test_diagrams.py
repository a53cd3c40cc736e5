"""Booklet diagrams read the way the board does (issue 27).

The Pegs and Jokers side diagram is checked against the board's own manifest (``board
--format json``): seen from a player's seat (the way the seat's colour label reads), the corner
where the side starts, the in-spot and the come-out lie in the same left-to-right order as on
the page, play runs the same way as the page's arrow, and the home row goes into the board as
it goes up the page. A mirror image fails every one of these. The Fast Track ride diagram's
arrow must follow the hops round the fast track, not cut across the arm.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator

import pytest
from reportlab.graphics.shapes import Group, Line, Path, String
from typer.testing import CliRunner

from boardgen.booklet.drawing import ARROW
from boardgen.cli.app import app
from boardgen.games.fast_track import diagrams as ft_diagrams
from boardgen.games.fast_track.board.geometry import layout as ft_layout
from boardgen.games.fast_track.on_engine import course_for as ft_course
from boardgen.games.fast_track.position import code as ft_code
from boardgen.games.fast_track.position import name as ft_name
from boardgen.games.fast_track.rule_set import FastTrackRuleSet as FtRuleSet
from boardgen.games.pegs_and_jokers import diagrams as pj_diagrams
from boardgen.games.pegs_and_jokers.state import PegsRuleSet as PjRuleSet

Point = tuple[float, float]


def shapes(node) -> Iterator:
    for item in getattr(node, "contents", ()):
        if isinstance(item, Group):
            yield from shapes(item)
        else:
            yield item


def manifest(tmp_path, players: int) -> dict:
    result = CliRunner().invoke(app, ["board", "pegs-and-jokers", "--players", str(players), "--format", "json",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (path,) = tmp_path.glob("*.json")
    return json.loads(path.read_text())


def sub(a: Point, b: Point) -> Point:
    return a[0] - b[0], a[1] - b[1]


def dot(a: Point, b: Point) -> float:
    return a[0] * b[0] + a[1] * b[1]


@pytest.mark.parametrize("players", [3, 4, 6, 8])
def test_the_side_diagram_is_the_side_as_its_player_sees_it_on_the_cut_board(tmp_path, players):
    board = manifest(tmp_path, players)
    seat = board["seats"][0]
    track = board["track"]
    (label,) = [lab for lab in board["labels"] if lab.get("seat") == 0 and lab["text"] == seat["color"].upper()]
    right = (math.cos(math.radians(label["angle"])), math.sin(math.radians(label["angle"])))  # the reader's right
    inward = sub(seat["home"][0], track[seat["in_spot"]])
    # on the board, to the player's right of each other: > 0 means the first is further right
    board_play = dot(sub(track[seat["corner"] + 1], track[seat["corner"]]), right)
    board_spot = dot(sub(track[seat["in_spot"]], track[seat["come_out"]]), right)
    board_corner = dot(sub(track[seat["corner"]], track[seat["in_spot"]]), right)
    assert dot(inward, (-right[1], right[0])) > 0  # the home row goes away from the player

    drawing = pj_diagrams.figures(PjRuleSet.create(players)).get("side").draw(360.0)
    texts = {}
    for shape in shapes(drawing):
        if isinstance(shape, String):
            texts.setdefault(shape.text, []).append((shape.x, shape.y))
    (arrow,) = [s for s in shapes(drawing) if isinstance(s, Path)]  # the direction of play
    page_play = arrow.points[-2] - arrow.points[0]
    (spot,), (come_out,), (home,) = texts["in-spot"], texts["come-out"], texts["home"]
    page_corner = max(x for x, _y in texts["corner"]) if board_corner > 0 else min(x for x, _y in texts["corner"])
    assert page_play * board_play > 0 and page_play < 0  # right to left, as on the board
    assert (spot[0] - come_out[0]) * board_spot > 0
    assert (page_corner - spot[0]) * board_corner > 0
    assert home[1] > spot[1]  # into the board is up the page


def arrow_shaft(drawing, x_from: float) -> list[Point]:
    """The joints of the arrow drawn right of ``x_from``, in order (its two head wings left out)."""
    lines = [s for s in shapes(drawing) if isinstance(s, Line) and s.strokeColor == ARROW and min(s.x1, s.x2) >= x_from]
    shaft = lines[:-2]
    return [(shaft[0].x1, shaft[0].y1), *((line.x2, line.y2) for line in shaft)]


@pytest.mark.parametrize("players", [4, 6])
def test_the_ride_arrow_follows_the_hops_round_the_fast_track(players):
    rules = FtRuleSet.create(players)
    course = ft_course(rules)
    example = ft_diagrams.examples(rules)[0]
    played = ft_diagrams.run(rules, example)
    assert example.name == "example-ride" and played is not None
    ride = played[1][1]
    spaces = [course.place(0, code)[1] for code in ft_diagrams.route(course, ride.card, ride.relocations[0])]
    dest = 9 - (players - 1)  # the 9 hops round to red's own space, then goes out along red's arm
    track = rules.topology.track_length
    hops = tuple(k * 14 % track for k in range(2, players + 1))  # after blue's space, up to red's own (0)
    assert spaces == [14, *hops, *range(1, dest + 1)]

    drawing = ft_diagrams.figures(rules)["example-ride"].draw(900.0)
    joints = arrow_shaft(drawing, 2 * drawing.width / 3 - 1e-6)  # the third panel: after the 9
    geo = ft_layout(rules.topology, 1.0)
    board = [geo.track[space] for space in spaces]
    assert len(joints) == len(board)
    # the page shows the board by one scale and shift: each leg of the arrow is a leg of the route
    # (the last leg stops short of the space, for the arrow head)
    scale = math.dist(joints[0], joints[1]) / math.dist(board[0], board[1])
    for k in range(len(board) - 2):
        page_leg, board_leg = sub(joints[k + 1], joints[k]), sub(board[k + 1], board[k])
        assert math.dist(page_leg, (board_leg[0] * scale, board_leg[1] * scale)) < 1e-6, k


def test_moves_that_do_not_hop_keep_one_straight_arrow():
    course = ft_course(FtRuleSet.create(4))

    def route(card: str, origin: str, dest: str) -> tuple[str, ...]:
        moved = (0, ft_code(course, 0, origin), ft_code(course, 0, dest), 0)
        return tuple(ft_name(course, 0, code) for code in ft_diagrams.route(course, card, moved))

    assert route("5", "track:9", "track:14") == ("track:9", "track:14")
    assert route("6", "track:23", "bulls-eye") == ("track:23", "bulls-eye")
    assert route("3", "track:14", "track:17") == ("track:14", "track:17")  # walks on from a fast-track space
    assert route("4", "fast-track:28", "track:10") == ("fast-track:28", *(f"track:{i}" for i in (14, 13, 12, 11, 10)))
