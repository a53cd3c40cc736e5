"""Fast Track boards: the topology the rules name, the verifier's checks, and the cut files read
back by the same real readers as Pegs and Jokers (xmllint, rsvg-convert, ezdxf, LibreCAD, qpdf)."""

from __future__ import annotations

import functools
import json
import subprocess

import ezdxf
import pytest
from typer.testing import CliRunner

from boardgen.board import Board
from boardgen.cli.app import app
from boardgen.errors import BoardRejected
from boardgen.games.fast_track.board.checks import checks
from boardgen.geometry.vec import distance
from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.verify import require
from boardgen.writers.writer import OutputSettings

from tests.support.boards import unmatched
from tests.support.png import png_size
from tests.support.tools import dtd_errors, librecad_ink, need

GAME = "fast-track"


@functools.lru_cache(maxsize=16)
def made(players: int = 4, **raw: str):
    return make_board(GAME, {"players": str(players), **raw})


def render(players: int, fmt: str) -> bytes:
    (data,) = render_files(made(players).board, (fmt,), OutputSettings()).values()
    return data


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_fourteen_per_side_fast_track_corners_pens_homes(players):
    layout = made(players).board.layout
    assert len(layout["track"]) == 14 * players  # 56 square, 84 hexagon
    assert layout["fast_track"] == [14 * k for k in range(players)]
    bull = tuple(layout["bulls_eye"])
    reach = [distance(tuple(p), bull) for p in layout["track"]]
    assert sorted(sorted(range(len(reach)), key=reach.__getitem__)[:players]) == layout["fast_track"]
    for seat in layout["seats"]:
        assert len(seat["pen"]) == 4 and len(seat["home"]) == 4
        assert (seat["home_entry"], seat["exit"]) == (14 * seat["seat"] + 7, 14 * seat["seat"] + 8)
        entry = tuple(layout["track"][seat["home_entry"]])
        assert distance(entry, tuple(seat["home"][0])) == pytest.approx(25.4, abs=1e-3)
        assert distance(tuple(seat["home"][3]), bull) < distance(entry, bull)
    assert len(made(players).board.holes) == 22 * players + 1


def test_square_and_hexagon_outlines():
    assert len(made(4).board.pieces[0].outline.corners) == 4
    assert len(made(6).board.pieces[0].outline.corners) == 6


def test_marble_seats_by_default():
    holes = made(4).board.holes
    assert {h.diameter for h in holes} == {12.7} and {h.depth for h in holes} == {3.2}


def test_every_check_passes_and_names_the_fast_track():
    names = {c.name for c in made(6).checks}
    assert {"main track", "fast-track corners", "entries and exits", "holding pens", "home rows"} <= names
    assert all(c.passed for c in made(6).checks)


def _broken(board: Board, **changes) -> Board:
    from dataclasses import replace
    return replace(board, layout={**board.layout, **changes})


@pytest.mark.parametrize("change", [
    lambda l: {"track": l["track"][:-1]},
    lambda l: {"fast_track": [i + 1 for i in l["fast_track"]]},
    lambda l: {"seats": [{**s, "exit": s["exit"] + 1} for s in l["seats"]]},
    lambda l: {"seats": [{**s, "pen": s["pen"][:3]} for s in l["seats"]]},
    lambda l: {"seats": [{**s, "home": s["home"][::-1]} for s in l["seats"]]},
])
def test_the_verifier_catches_a_broken_manifest(change):
    board = made(4).board
    with pytest.raises(BoardRejected):
        require(checks(_broken(board, **change(board.layout))))


def test_players_out_of_range_are_refused():
    result = CliRunner().invoke(app, ["board", GAME, "--players", "3", "--out", "/nonexistent"])
    assert result.exit_code == 2 and "--players" in result.stderr


def test_manifest_keys(tmp_path):
    data = json.loads(render(6, "json"))
    assert data["game"] == GAME
    for key in ("track", "fast_track", "bulls_eye", "seats"):
        assert key in data
    assert set(data["seats"][0]) >= {"pen", "exit", "home_entry", "home"}


@pytest.mark.parametrize("players", [4, 6])
def test_svg_is_valid_and_rasterises(players, tmp_path):
    path = tmp_path / "b.svg"
    path.write_bytes(render(players, "svg"))
    assert dtd_errors(path.read_bytes(), tmp_path) == ""
    raster = subprocess.run([need("rsvg-convert"), "-w", "400", str(path)], capture_output=True, timeout=60)
    assert raster.returncode == 0 and png_size(raster.stdout)[0] == 400


@pytest.mark.parametrize("players", [4, 6])
def test_dxf_reads_back_with_every_hole(players, tmp_path):
    path = tmp_path / "b.dxf"
    path.write_bytes(render(players, "dxf"))
    doc = ezdxf.readfile(str(path))
    assert not doc.audit().has_errors
    circles = [(c.dxf.center.x, c.dxf.center.y) for c in doc.modelspace().query("CIRCLE")]
    pieces = made(players).board.sheet()
    x0, y0, _, _ = Board.extent(pieces)  # the lower-left corner is X0 Y0
    wanted = [(h.center[0] - x0, h.center[1] - y0) for p in pieces for h in p.holes]
    assert unmatched(circles, wanted) == []


def test_librecad_renders_it(tmp_path):
    assert librecad_ink(render(6, "dxf"), tmp_path) > 200


def test_pdf_template_passes_qpdf(tmp_path):
    path = tmp_path / "b.pdf"
    path.write_bytes(render(4, "pdf"))
    result = subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout[-1000:]
