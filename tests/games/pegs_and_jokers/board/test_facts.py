"""Pegs and Jokers board facts (RULES.md section 1), measured on the built board and its
manifest for every player count and both styles, and the verifier over the parameter space.
"""

from __future__ import annotations

import io
import math

import ezdxf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgen import verify
from boardgen.errors import BoardRejected, ParameterError
from boardgen.games.registry import game
from boardgen.geometry.vec import distance
from boardgen.job import make_board
from boardgen.options import parse_all
from boardgen.shop.settings import Shop
from boardgen.writers.manifest import manifest

from tests.support.boards import board, raw_options, render, unmatched

PLAYERS = range(3, 13)
STYLES = ("single", "sections")
"""Sections for 5 players are refused: seat k's home row crosses the seam at corner k."""


def build_unchecked(**raw):
    """The board as built, before the verifier: facts are measured even where it would refuse."""
    g = game("pegs-and-jokers")
    return g.build(parse_all(g.options, raw_options(**raw)))


def signed_area(points) -> float:
    return sum(points[i - 1][0] * points[i][1] - points[i][0] * points[i - 1][1] for i in range(len(points))) / 2


def along_track(track, i: int, j: int) -> float:
    """Distance walked along the track from hole i to hole j in the direction of play."""
    n = len(track)
    total, k = 0.0, i
    while k != j:
        total += distance(track[k], track[(k + 1) % n])
        k = (k + 1) % n
    return total


BUILDABLE = [(n, s) for n in PLAYERS for s in STYLES if not (s == "sections" and n == 3)]


@pytest.mark.parametrize(("players", "style"), BUILDABLE)
def test_board_facts(players, style):
    pitch = 25.4
    b = build_unchecked(players=players, style=style)
    data = manifest(b)
    track = [tuple(p) for p in data["track"]]
    n = 18 * players
    assert len(track) == n
    # One closed loop at uniform pitch: the last hole is one pitch from the first.
    for i in range(n):
        assert distance(track[i - 1], track[i]) == pytest.approx(pitch, abs=1e-3)
    assert len({(round(x, 2), round(y, 2)) for x, y in track}) == n
    # Clockwise seen from above, y up: negative signed area, and every turn is to the right.
    assert signed_area(track) < 0
    # Corners at 18k: the track turns there (to the right) and runs straight everywhere else.
    exterior = 2 * math.pi / players
    for i in range(n):
        a, here, c = track[i - 1], track[i], track[(i + 1) % n]
        turn = math.atan2((here[0] - a[0]) * (c[1] - here[1]) - (here[1] - a[1]) * (c[0] - here[0]),
                          (here[0] - a[0]) * (c[0] - here[0]) + (here[1] - a[1]) * (c[1] - here[1]))
        if i % 18 == 0:
            assert turn == pytest.approx(-exterior, abs=1e-4)
        else:
            assert turn == pytest.approx(0.0, abs=1e-4)
    seats = data["seats"]
    assert [s["seat"] for s in seats] == list(range(players))
    assert len({s["color"] for s in seats}) == players
    for k, s in enumerate(seats):
        assert s["corner"] == 18 * k
        assert s["in_spot"] == 18 * k + 3
        assert s["come_out"] == 18 * k + 8
        # Measured along the track, in the direction of play.
        assert along_track(track, s["corner"], s["in_spot"]) == pytest.approx(3 * pitch, abs=1e-3)
        assert along_track(track, s["corner"], s["come_out"]) == pytest.approx(8 * pitch, abs=1e-3)
        start, home = [tuple(p) for p in s["start"]], [tuple(p) for p in s["home"]]
        assert len(start) == 5 and len(home) == 5
        assert distance(home[0], track[s["in_spot"]]) == pytest.approx(pitch, abs=1e-3)
        for a, c in zip(home, home[1:]):
            assert distance(a, c) == pytest.approx(pitch, abs=1e-3)
        # The home row leaves the track toward the centre; start holes sit beside the come-out.
        assert math.hypot(*home[-1]) < math.hypot(*home[0]) < math.hypot(*track[s["in_spot"]])
        come_out = track[s["come_out"]]
        assert min(distance(p, come_out) for p in start) < 2 * pitch
        assert min(distance(p, come_out) for p in start) < min(distance(p, track[s["in_spot"]]) for p in start)
    # 28 holes per player, all of them inside a piece, each on exactly one piece.
    assert len(b.holes) == 28 * players
    every = track + [tuple(p) for s in seats for p in (*s["start"], *s["home"])]
    assert len(every) == 28 * players
    for p in every:
        owners = [piece for piece in b.pieces if any(distance(h.center, p) < 1e-3 for h in piece.holes)]
        assert len(owners) == 1, p
        assert owners[0].outline.contains(p)
        assert owners[0].outline.edge_distance(p) > b.holes[0].diameter / 2
    assert len(b.pieces) == (1 if style == "single" else players)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("players", PLAYERS)
def test_default_boards_pass_the_verifier(players, style):
    if style == "sections" and players == 3:
        with pytest.raises(ParameterError, match="--style"):
            board(players=players, style=style)
        return
    made = board(players=players, style=style)
    assert made.checks and all(c.passed for c in made.checks)
    names = {c.name for c in made.checks}
    assert {"track", "corners", "in-spots and come-outs", "start and home sizes", "hole spacing",
            "holes inside their piece", "edge margin"} <= names


@pytest.mark.parametrize("players", [4, 5, 6, 8, 12])
def test_sections_give_each_seat_its_own_holes(players):
    b = board(players=players, style="sections").board
    for s in b.layout["seats"]:
        piece = b.pieces[s["seat"]]
        assert s["color"] in piece.name
        mine = [*s["start"], *s["home"], *b.layout["track"][s["corner"]:s["corner"] + 18]]
        assert len(piece.holes) == 28
        for q in mine:
            assert any(distance(h.center, tuple(q)) < 1e-3 for h in piece.holes)


def test_sections_and_single_share_track_and_start_holes():
    """Sections lean their home rows clear of the seams; everything else is the same board."""
    single = board(players=8).board.layout
    sections = board(players=8, style="sections").board.layout
    assert single["track"] == sections["track"]
    assert [s["start"] for s in single["seats"]] == [s["start"] for s in sections["seats"]]
    assert [s["home"][0] for s in single["seats"]] != [s["home"][0] for s in sections["seats"]]


@pytest.mark.parametrize(("players", "bed", "fits"), [(4, "600x300mm", True), (8, "24x12in", True),
                                                     (4, "300x200mm", False), (6, "12x6in", False)])
def test_sections_fit_the_bed_or_are_refused(players, bed, fits):
    raw = dict(players=players, style="sections", bed=bed, split="none")
    if not fits:
        with pytest.raises(BoardRejected) as info:
            board(**raw)
        assert any(line.startswith("fits the bed:") for line in info.value.problems)
        return
    made = board(**raw)
    width, height = sorted(Shop.from_values(parse_all(game("pegs-and-jokers").options, raw_options(**raw))).bed)
    for piece in made.board.toolpaths():
        x0, y0, x1, y1 = piece.outline.bounds()
        w, h = sorted((x1 - x0, y1 - y0))
        assert w <= width and h <= height
    # Laid out apart on the bed sheets: no two pieces' boxes on one sheet overlap.
    boxes = [(p.sheet, p.outline.bounds()) for p in made.board.sheet()]
    for i, (sheet, a) in enumerate(boxes):
        for other, c in boxes[i + 1:]:
            assert sheet != other or a[2] <= c[0] or c[2] <= a[0] or a[3] <= c[1] or c[3] <= a[1]


def test_single_board_refused_on_a_small_bed():
    with pytest.raises(BoardRejected):
        board(players=6, bed="600x300mm", split="none")


def test_refusals_list_every_broken_rule():
    with pytest.raises(BoardRejected) as info:
        board(players=4, margin="1mm", bed="100x100mm", split="none")
    problems = info.value.problems
    assert len(problems) >= 2
    assert any(p.startswith("edge margin:") for p in problems)
    assert any(p.startswith("fits the bed:") for p in problems)


def test_refusals_name_the_options_that_mend_them():
    with pytest.raises(BoardRejected) as info:
        board(players=4, pitch="10mm", hole="9mm", bed="100x100mm", split="none")
    problems = info.value.problems
    spacing = next(p for p in problems if p.startswith("hole spacing:"))
    assert spacing.endswith("; try a larger --pitch, or a smaller --hole or --web")
    assert next(p for p in problems if p.startswith("fits the bed:")).endswith("--split tabs or dowels")


def test_marbles_get_seats_and_presets_set_the_hole():
    assert board(piece="marble").board.holes[0].diameter == pytest.approx(12.7)
    assert board(piece="marble").board.holes[0].depth == pytest.approx(3.2)
    assert board(piece="peg").board.holes[0].diameter == pytest.approx(6.35)
    assert board(piece="peg", hole="7mm").board.holes[0].diameter == pytest.approx(7.0)
    assert board().board.holes[0].depth is None


# --- property test over the parameter space -------------------------------------------------

options = st.fixed_dictionaries({
    "players": st.integers(3, 12),
    "style": st.sampled_from(STYLES),
    "pitch": st.sampled_from(["0.75in", "1in", "22mm", "30mm", "8mm", "1.25in"]),
    "piece": st.sampled_from(["golf-tee", "peg", "marble"]),
    "margin": st.sampled_from(["5mm", "12mm", "19mm", "1in", "40mm"]),
    "kerf": st.sampled_from(["0", "0.1mm", "0.2mm", "0.5mm", "0.01in"]),
})


@pytest.mark.slow  # boards over the parameter space; test_default_boards_pass_the_verifier is the quick check
@given(raw=options)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_every_accepted_board_passes_the_verifier_and_dxf_matches_manifest(raw):
    try:
        made = make_board("pegs-and-jokers", raw_options(**raw))
    except (BoardRejected, ParameterError) as refusal:
        assert str(refusal).strip()
        return
    b = made.board
    assert all(c.passed for c in made.checks)
    values = parse_all(game("pegs-and-jokers").options, raw_options(**raw))
    shop = Shop.from_values(values)
    # Re-run the verifier independently of make_board.
    again = [*game("pegs-and-jokers").checks(b), *verify.shop_checks(b, shop.web, shop.edge, shop.bed)]
    assert all(c.passed for c in again), [c.detail for c in again if not c.passed]
    if raw["style"] != "single":
        return
    data = manifest(b, "lower-left")
    wanted = [tuple(p) for p in data["track"]]
    for s in data["seats"]:
        wanted += [tuple(p) for p in (*s["start"], *s["home"])]
    doc = ezdxf.read(io.StringIO(render(made, "dxf").decode()))
    circles = [e for e in doc.modelspace().query("CIRCLE") if e.dxf.layer == "HOLES"]
    assert len(circles) == len(wanted) == 28 * raw["players"]
    assert unmatched([(c.dxf.center.x, c.dxf.center.y) for c in circles], wanted) == []
    for c in circles:
        assert c.dxf.radius == pytest.approx((shop.hole - shop.kerf) / 2, abs=1e-9)


@given(players=st.one_of(st.integers(-5, 2), st.integers(13, 40)), pitch=st.sampled_from(["1in", "-1in", "2furlong"]))
@settings(max_examples=15, deadline=None)
def test_refused_inputs_raise_only_refusals(players, pitch):
    with pytest.raises(ParameterError):
        make_board("pegs-and-jokers", {"players": str(players), "pitch": pitch})


@given(
    pitch=st.floats(-10, 250, allow_nan=False).map(lambda v: f"{v:.3f}mm"),
    hole=st.floats(-1, 40, allow_nan=False).map(lambda v: f"{v:.2f}mm"),
    margin=st.floats(-5, 60, allow_nan=False).map(lambda v: f"{v:.1f}"),
    kerf=st.floats(-0.5, 3, allow_nan=False).map(lambda v: f"{v:.2f}mm"),
    bed=st.sampled_from(["", "600x300mm", "24x12in", "10x10", "0x5"]),
    style=st.sampled_from(STYLES),
)
@pytest.mark.slow
@settings(max_examples=30, deadline=None)
def test_any_input_is_accepted_or_refused_cleanly(pitch, hole, margin, kerf, bed, style):
    try:
        made = make_board("pegs-and-jokers", {"players": "3", "pitch": pitch, "hole": hole, "margin": margin,
                                              "kerf": kerf, "bed": bed, "style": style})
    except (BoardRejected, ParameterError):
        return
    assert all(c.passed for c in made.checks)
