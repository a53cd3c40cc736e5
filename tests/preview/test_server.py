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
from boardgen.job import BOOKLET, OUTPUT_OPTIONS, assess, make_board, output_settings, render_files
from boardgen.options import parse_all
from boardgen.preview import service
from boardgen.shop import materials
from boardgen.verify import SHOP_REMEDIES
from boardgen.writers.registry import writers
from boardgen.writers.writer import OutputSettings
from tests.support.tools import need
from tests.support.preview import running_server
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
