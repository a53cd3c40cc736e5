"""The preview server, spoken to over HTTP on 127.0.0.1: the same options, checks, refusals and
bytes as the command line; nothing but a fixed set of routes; safe under concurrent requests."""

from __future__ import annotations

import http.client
import io
import json
import os
import re
import select
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from dataclasses import replace
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.booklet.build import make as make_booklet
from boardgen.booklet.house_rules import HouseRules
from boardgen.cli.app import app
from boardgen.errors import BoardRejected, ParameterError
from boardgen.games.registry import games
from boardgen.job import assess, make_board
from boardgen.output import BOOKLET, OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all
from boardgen.preview import service
from boardgen.shop import materials
from boardgen.verify import SHOP_REMEDIES
from boardgen.writers.registry import writers
from boardgen.writers.writer import OutputSettings
from tests.support.tools import need
from tests.support.preview import kit_members, running_server
from tests.support.paths import REPO

GAME = "pegs-and-jokers"
EXAMPLE = REPO / "examples" / "round-race.toml"


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


def get(server, path: str, **params: str | list[str]) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body of a GET; an error status is returned, not raised."""
    url = server.url.rstrip("/") + path + ("?" + urllib.parse.urlencode(params, doseq=True) if params else "")
    try:
        with urllib.request.urlopen(url, timeout=30) as reply:
            return reply.status, dict(reply.headers), reply.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def raw_get(server, target: str, host: str | None = None) -> int:
    """The status for a request target sent exactly as written (no client-side normalising)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=10)
    connection.putrequest("GET", target, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", host or f"127.0.0.1:{server.server_port}")
    connection.endheaders()
    status = connection.getresponse().status
    connection.close()
    return status


def expected_files(fmt: str, **raw: str) -> dict[str, bytes]:
    """The files ``boardgen board`` writes for ``fmt``: through the presets' defaults, as the page's (a 3D
    model's printable plate among them)."""
    chosen = {k: v for k, v in materials.apply({**raw, "format": fmt}).raw.items() if k != "format"}
    made = make_board(GAME, chosen)
    settings = replace(output_settings(parse_all(OUTPUT_OPTIONS, chosen)), folder="")
    return render_files(made.board, (fmt,), settings)


def test_listens_on_loopback_only(server):
    assert server.server_address[0] == "127.0.0.1"
    assert server.url == f"http://127.0.0.1:{server.server_port}/"


def test_options_list_every_option_of_every_game(server):
    status, headers, body = get(server, "/api/options")
    assert status == 200 and headers["Content-Type"] == "application/json"
    listed = json.loads(body)
    known = games()
    assert [g["name"] for g in listed["games"]] == list(known) and "ludo" in known and "track" in known
    for entry in listed["games"]:
        options = (*service.on_page(known[entry["name"]].options), BOOKLET)  # a board's booklet, not a coupon's
        assert [o["name"] for o in entry["options"]] == [o.name for o in options]
        assert [o["default"] for o in entry["options"]] == [o.default for o in options]
        assert [o["choices"] for o in entry["options"]] == [list(o.choices) for o in options]
    assert [o["name"] for o in listed["settings"]] == [o.name for o in service.setting_options()]
    assert "booklet" not in [o["name"] for o in listed["coupon"]["options"] + listed["settings"]]
    assert {"paper", "dxf-version"} <= {o["name"] for o in listed["settings"]}
    assert [f["name"] for f in listed["formats"]] == list(writers())
    pegs = next(g for g in listed["games"] if g["name"] == GAME)
    assert "nine-split" in [v["id"] for v in pegs["booklet"]["variations"]]


@pytest.mark.parametrize("name", sorted(games()))
def test_check_fields_name_real_shop_checks_and_options(name):
    made = assess(name, {"bed": "2000x2000mm", **({"game-text": EXAMPLE.read_text(encoding="utf-8")}
                                                   if name == "track" else {})})
    names = {check.name for check in made.checks}
    options = {o.name for o in games()[name].options}
    for check, remedy in SHOP_REMEDIES.items():
        assert check in names
        assert set(remedy.options) <= options
        assert set(re.findall(r"--([a-z-]+)", remedy.advice)) <= set(remedy.options)


def test_preview_of_eight_players_has_224_holes_and_is_the_svg_file(server):
    status, _, body = get(server, "/api/preview", game=GAME, players="8")
    assert status == 200
    made = json.loads(body)
    (sheet,) = made["sheets"]
    assert sheet["svg"].count("<circle") == 224
    assert {sheet["name"]: sheet["svg"].encode()} == expected_files("svg", players="8")
    assert made["summary"].startswith("Pegs and Jokers, 8 players: 224 holes")


@pytest.mark.parametrize("pitch", ["abc", "2mm", "1furlong"])
def test_bad_pitch_is_400_with_the_command_lines_message(server, pitch):
    status, headers, body = get(server, "/api/preview", game=GAME, pitch=pitch)
    assert status == 400 and headers["Content-Type"].startswith("text/plain")
    with pytest.raises(ParameterError) as refused:
        make_board(GAME, {"pitch": pitch})
    assert body.decode() == str(refused.value) + "\n"
    cli = CliRunner().invoke(app, ["board", GAME, "--pitch", pitch, "--out", "/nonexistent/never-written"])
    assert cli.exit_code == 2
    assert cli.stderr == "boardgen: " + body.decode()


def test_refused_board_gives_one_line_per_broken_rule(server):
    status, _, body = get(server, "/api/preview", game=GAME, pitch="5mm")
    assert status == 400
    with pytest.raises(BoardRejected) as refused:
        make_board(GAME, {"pitch": "5mm"})
    assert body.decode().splitlines() == refused.value.problems
    assert any(line.startswith("hole spacing:") for line in body.decode().splitlines())


@pytest.mark.parametrize("query", [{}, {"game": "chess"}, {"game": GAME, "players": "13"}, {"game": GAME, "format": "svg",
                                                                                               "paper": "a3"}])
def test_every_parameter_is_checked(server, query):
    status, _, body = get(server, "/api/file", **{"format": "svg", **query})
    assert status == 400
    assert len(body.decode().splitlines()) == 1
    assert body.decode().split(":")[0] in ("GAME", "--players", "--paper")


@pytest.mark.parametrize("fmt", list(writers()))
def test_downloads_are_the_bytes_the_command_line_writes(server, fmt):
    if fmt == "png":
        need("rsvg-convert")
    raw = {"players": "6", "pitch": "25mm", "kerf": "0.15mm", "paper": "a4", "dxf-version": "R12"}
    status, headers, body = get(server, "/api/file", game=GAME, format=fmt, **raw)
    assert status == 200
    files = expected_files(fmt, **raw)
    if fmt in ("gcode", "tts"):  # one program per tool, or the mesh and its saved object: zipped
        assert len(files) > 1 and headers["Content-Disposition"].endswith('.zip"')
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            assert {name: archive.read(name) for name in archive.namelist()} == files
        return
    ((name, data),) = files.items()
    assert headers["Content-Disposition"] == f'attachment; filename="{name}"'
    assert body == data


@pytest.mark.slow  # a split board
def test_a_board_on_several_bed_sheets_downloads_as_a_zip_of_the_sheets(server):
    raw = {"players": "6", "bed": "600x400mm"}
    files = expected_files("svg", **raw)
    assert len(files) > 1
    status, headers, body = get(server, "/api/file", game=GAME, format="svg", **raw)
    assert status == 200 and headers["Content-Disposition"].endswith('.zip"')
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        assert {name: archive.read(name) for name in archive.namelist()} == files
    assert get(server, "/api/file", game=GAME, format="svg", **raw)[2] == body  # no clock in the zip


def test_more_than_one_format_per_download_is_refused(server):
    status, _, body = get(server, "/api/file", game=GAME, format="svg,dxf")
    assert status == 400 and body.decode().startswith("--format: one format per download")


def test_booklet_is_the_bytes_of_rules_booklet(server):
    status, headers, body = get(server, "/api/booklet", game=GAME, players="6", variant=["nine-split", "two-wild"],
                                paper="a4")
    assert status == 200 and headers["Content-Type"] == "application/pdf"
    made = make_booklet(HouseRules(GAME, 6, None, ("nine-split", "two-wild")), "sheet", "a4")
    assert headers["Content-Disposition"] == f'attachment; filename="{made.filename}"'
    assert body == made.pdf


def test_clashing_variations_are_refused_in_one_line(server):
    status, _, body = get(server, "/api/booklet", game=GAME, variant=["overshoot-blocked", "overshoot-forced-around"])
    assert status == 400
    assert body.decode().startswith("--variant: overshoot-blocked and overshoot-forced-around cannot be combined")
    assert get(server, "/api/booklet", game=GAME, players="six")[2].decode().startswith("--players: a whole number")


def test_page_script_and_stylesheet_are_served_with_a_strict_policy(server):
    status, headers, body = get(server, "/")
    assert status == 200 and b'<script src="/preview.js"' in body
    assert headers["Content-Security-Policy"].startswith("default-src 'self'")
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert get(server, "/preview.js")[0] == 200
    css = get(server, "/preview.css")[2].decode()
    assert "vector-effect:non-scaling-stroke" in css and "{{" not in css


@pytest.mark.parametrize("target", [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/preview.js/../../boardgen/job.py", "//etc/passwd",
    "/index.html.j2", "/preview.css.j2", "/templates/preview/preview.js", "/api/../../pyproject.toml",
    "/api/file/../../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/api/options/", "/PREVIEW.JS",
])
def test_no_request_path_reaches_the_file_system(server, target):
    assert raw_get(server, target) == 404


def test_requests_for_another_host_name_are_refused(server):
    assert raw_get(server, "/api/options", host="attacker.example") == 403
    assert raw_get(server, "/api/options", host=f"localhost:{server.server_port}") == 200


def test_concurrent_requests_get_their_own_answers(server):
    """Twelve requests at once (previews of different boards, PDF and DXF downloads, a booklet
    beside PDF templates) each get the bytes they would get alone."""
    requests = [("/api/preview", {"game": GAME, "players": str(n)}) for n in range(3, 9)]
    requests += [("/api/file", {"game": GAME, "players": str(n), "format": fmt}) for n in (4, 6) for fmt in ("pdf", "dxf")]
    requests += [("/api/booklet", {"game": GAME, "players": "4"}), ("/api/file", {"game": GAME, "format": "pdf"})]
    alone = [get(server, path, **params) for path, params in requests]
    with ThreadPoolExecutor(len(requests)) as pool:
        together = list(pool.map(lambda request: get(server, request[0], **request[1]), requests))
    assert [(status, body) for status, _, body in together] == [(status, body) for status, _, body in alone]
    assert all(status == 200 for status, _, _ in alone)
    circles = [json.loads(body)["sheets"][0]["svg"].count("<circle") for _, _, body in together[:6]]
    assert circles == [(18 + 10) * n for n in range(3, 9)]


def test_preview_command_refuses_a_port_in_use_in_one_line():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        result = CliRunner().invoke(app, ["preview", "--port", str(taken.getsockname()[1])])
    assert result.exit_code == 2
    assert result.stderr.startswith("boardgen: --port: a free port on 127.0.0.1 (")
    assert len(result.stderr.splitlines()) == 1


def test_the_address_line_reaches_a_pipe_while_the_server_runs():
    """Flushed at once: a script that starts the preview and reads its address must not wait
    for the server to end (stdout to a pipe is block-buffered unless flushed)."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    process = subprocess.Popen([sys.executable, "-m", "boardgen", "preview"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready, "no address line within 60 s"
        line = process.stdout.readline().decode()
        assert re.fullmatch(r"boardgen preview: http://127\.0\.0\.1:\d+/  \(Ctrl\+C stops it\)\n", line), line
        assert process.poll() is None  # still serving: the line was flushed, not left for the exit
    finally:
        process.terminate()
        process.wait(30)


def test_the_page_opens_no_file_a_visitor_names(server, tmp_path):
    description = tmp_path / "mine.toml"
    description.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    for path in ("/api/preview", "/api/booklet"):
        status, _, body = get(server, path, game="track", **{"game-file": str(description)})
        assert status == 400
        assert body.decode().rstrip("\n") == ("--game-file: a file's name, which the page does not open: give its "
                                              "text in --game-text")
    status, _, body = get(server, "/api/preview", game="ludo", players="6")
    assert status == 200 and "Ludo, 6 players: 132 holes" in json.loads(body)["summary"]


def test_a_description_pasted_on_the_page_builds_as_its_file_does_and_a_broken_one_is_400(server):
    text = EXAMPLE.read_text(encoding="utf-8")
    status, _, body = get(server, "/api/preview", game="track", players="5", **{"game-text": text})
    assert status == 200, body
    made = make_board("track", {"game-file": str(EXAMPLE), "players": "5"})
    assert json.loads(body)["summary"].startswith("Round race, 5 players: 101 holes")
    (sheet,) = json.loads(body)["sheets"]
    from_file = render_files(made.board, ("svg",), OutputSettings())[sheet["name"]].decode()
    assert sheet["svg"].count("<circle") == from_file.count("<circle") == 101  # the record names --game-text instead
    status, _, body = get(server, "/api/booklet", game="track", **{"game-text": text})
    assert status == 200 and body.startswith(b"%PDF")
    broken = text.replace("per_side = 12", "per_side = 99")
    status, _, body = get(server, "/api/preview", game="track", **{"game-text": broken})
    assert status == 400
    assert body.decode().rstrip("\n") == "--game-text track.per_side: a whole number from 3 to 40 (got 99)"
    status, _, body = get(server, "/api/preview", game="track",
                          **{"game-text": text.replace('"round-race"', '"ludo"')})
    assert status == 400 and "a name of your own" in body.decode()

def test_a_render_whose_client_hangs_up_is_dropped_and_frees_its_worker():
    """Ten hang-ups cost 5.7 s of the workers' time: the render went on for no one. Now the
    worker drops it within moments and takes the next request."""
    from boardgen.preview.renders import RenderPool, Superseded
    from tests.support.preview import busy

    pool = RenderPool(processes=1)
    try:
        assert pool.run(busy, 0.0) == "done"  # the worker started
        began = time.monotonic()
        with pytest.raises(Superseded):
            pool.run(busy, 60.0, wanted=lambda: time.monotonic() - began < 0.5)
        assert pool.run(busy, 0.0) == "done"
        assert time.monotonic() - began < 20  # not the 60 s the dropped render would have taken
    finally:
        pool.close()


PLAY_ROUTES = {"/api/pieces": {"game": "ludo"}, "/api/pieces-file": {"game": "ludo", "format": "3mf"},
               "/api/cards": {"game": "slide-race"}, "/api/cards-file": {"game": "slide-race"},
               "/api/kit-file": {"game": "ludo"}}
"""The pieces and cards tabs' routes and the kit's, each with a query it answers."""


def cli_files(tmp_path: Path, *words: str) -> dict[str, bytes]:
    """What a command writes into a fresh folder, by name."""
    result = CliRunner().invoke(app, [*words, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    return {p.name: p.read_bytes() for p in sorted(tmp_path.iterdir()) if p.is_file()}


@pytest.mark.parametrize("fmt", ["stl", "3mf", "dxf"])
def test_a_pieces_download_is_what_boardgen_pieces_writes(server, tmp_path, fmt):
    raw = {"players": "6", "material": "pla"} if fmt != "dxf" else {"players": "6", "material": "3mm-birch-plywood"}
    status, headers, body = get(server, "/api/pieces-file", game="ludo", format=fmt, **raw)
    assert status == 200, body
    words = [w for k, v in raw.items() for w in (f"--{k}", v)]
    files = cli_files(tmp_path, "pieces", "ludo", *words, "--format", fmt)
    if fmt == "stl":  # an STL a seat: zipped
        assert len(files) == 6 and headers["Content-Disposition"].endswith('-pieces-stl.zip"')
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            assert {name: archive.read(name) for name in archive.namelist()} == files
        return
    ((name, data),) = files.items()
    assert headers["Content-Disposition"] == f'attachment; filename="{name}"' and body == data


def test_the_pieces_preview_draws_the_laser_cut_file_or_the_pawns_in_colour(server):
    status, _, body = get(server, "/api/pieces", game="ludo", material="3mm-birch-plywood")
    made = json.loads(body)
    assert status == 200 and made["summary"].startswith("Pieces for Ludo, 4 players: 16 (4 a seat, 4 seats)")
    assert "laser pieces: two halves a piece, slotted" in made["summary"]
    assert [s["name"] for s in made["sheets"]] == ["ludo-4p-3mm-birch-plywood-4e85d5-pieces.svg"]  # the cut file
    printed = json.loads(get(server, "/api/pieces", game="ludo", players="6")[2])
    svg = printed["sheets"][0]["svg"]
    assert svg.count("<polygon") == 6 and "printed pawns:" in printed["summary"]
    assert get(server, "/api/pieces", game="ludo", format="gcode")[2].decode().startswith("--format: a comma-separated")


def test_the_cards_download_is_what_boardgen_cards_writes_and_qpdf_passes_it(server, tmp_path):
    qpdf = need("qpdf")
    status, headers, body = get(server, "/api/cards-file", game="slide-race", players="4", paper="a4", bleed="true")
    assert status == 200 and headers["Content-Type"] == "application/pdf"
    files = cli_files(tmp_path, "cards", "slide-race", "--players", "4", "--paper", "a4", "--bleed")
    ((name, data),) = files.items()
    assert headers["Content-Disposition"] == f'attachment; filename="{name}"' and body == data
    assert subprocess.run([qpdf, "--check", str(tmp_path / name)], capture_output=True).returncode == 0
    preview = json.loads(get(server, "/api/cards", game="slide-race")[2])
    assert preview["summary"].splitlines()[0] == "Cards: 45 cards, 10 pages with backs, slide-race-cards.pdf"
    assert preview["sheets"][0]["svg"].count("<rect") == len(preview["summary"].splitlines()) - 1 == 11
    reference = json.loads(get(server, "/api/cards", game=GAME, players="4")[2])
    assert reference["summary"].startswith("Cards: 4 quick reference cards")


@pytest.mark.parametrize(("path", "query", "refusal"), [
    ("/api/cards", {"game": "ludo"}, "GAME: a game played with cards"),
    ("/api/cards", {"game": "slide-race", "bleed": "maybe"}, "--bleed: true or false"),
    ("/api/cards", {"game": "slide-race", "layout": "sheet"}, "--layout: not a parameter here"),
    ("/api/cards-file", {"game": "slide-race", "paper": "a3"}, "--paper: one of letter, a4"),
    ("/api/pieces", {"game": "ludo", "booklet": "sheet"}, "--booklet: not a parameter here"),
    ("/api/pieces-file", {"game": "ludo", "format": "stl,3mf"}, "--format: one format per download"),
    ("/api/kit-file", {"game": "ludo", "variant": "no-such"}, "--variant"),
    ("/api/kit-file", {"game": "ludo", "game-file": "/etc/passwd"}, "--game-file: a file's name"),
])
def test_the_play_routes_refuse_in_one_line_as_the_commands_do(server, path, query, refusal):
    status, _, body = get(server, path, **query)
    assert status == 400 and body.decode().startswith(refusal) and len(body.decode().splitlines()) == 1, body


def test_the_kit_download_is_the_zip_boardgen_kit_writes_holding_its_manifests_files(server, tmp_path):
    status, headers, body = get(server, "/api/kit-file", game=GAME, players="4", format="svg,dxf",
                                variant="nine-split")
    assert status == 200, body
    result = CliRunner().invoke(app, ["kit", GAME, "--players", "4", "--format", "svg,dxf", "--variant",
                                      "nine-split", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (zipped_kit,) = tmp_path.glob("*.zip")
    assert headers["Content-Disposition"] == f'attachment; filename="{zipped_kit.name}"'
    page_kit = kit_members(body)
    assert page_kit == kit_members(zipped_kit.read_bytes(), (tmp_path / zipped_kit.stem).resolve().as_uri() + "/")
    assert b'"MeshURL": "pegs-and-jokers-4p.obj"' in page_kit[f"{zipped_kit.stem}/pegs-and-jokers-4p-tts.json"]
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        names = archive.namelist()
        (manifest,) = [n for n in names if n.endswith("-manifest.json")]
        listed = [f["name"] for f in json.loads(archive.read(manifest))["files"]]
    stem = zipped_kit.stem
    assert names == [f"{stem}/{n}" for n in listed] and any(n.endswith("-quick-reference.pdf") for n in listed)


@pytest.mark.parametrize("path", list(PLAY_ROUTES))
def test_the_play_routes_answer_only_the_own_page(server, path):
    target = path + "?" + urllib.parse.urlencode(PLAY_ROUTES[path])
    assert raw_get(server, target, host="attacker.example") == 403
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=60)
    connection.putrequest("GET", target)
    connection.putheader("Origin", "http://elsewhere.example")
    connection.endheaders()
    assert connection.getresponse().status == 403
    connection.close()
    assert raw_get(server, target) == 200


def test_the_pieces_tab_takes_the_laser_piece_style_as_boardgen_pieces_does(server, tmp_path):
    raw = {"material": "3mm-birch-plywood", "piece-style": "disc"}
    status, headers, body = get(server, "/api/pieces-file", game="ludo", format="dxf", **raw)
    assert status == 200, body
    ((name, data),) = cli_files(tmp_path, "pieces", "ludo", "--material", "3mm-birch-plywood", "--piece-style", "disc",
                                "--format", "dxf").items()
    assert headers["Content-Disposition"] == f'attachment; filename="{name}"' and body == data
    catalogue = json.loads(get(server, "/api/options")[2])
    assert [o["name"] for o in catalogue["pieces"]["options"]] == ["piece-style"]
    assert get(server, "/api/preview", game="ludo", **raw)[0] == 400  # the board has no such option
