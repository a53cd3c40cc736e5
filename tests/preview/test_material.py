"""The page's material preset, laser, presets pasted as text and chosen formats: the command
line's answers (its bytes, its one-line refusals, its summary), HTTP 400 for each bad value,
and a foreign page refused before any of it is read."""

from __future__ import annotations

import http.client
import io
import json
import re
import urllib.parse
import zipfile
from pathlib import Path

import pytest

from tests.support.cli_calls import invoke
from tests.support.preview import running_server
from tests.preview.test_server import GAME, get

MINE = '[mine]\ndescription = "my ply"\nstock = "4mm"\n[mine.co2]\nkerf = "0.2mm"\n'
"""A user's own preset, as a --materials file holds it."""


@pytest.fixture(scope="module")
def server():
    with running_server() as running:
        yield running


def cli(tmp_path: Path, *argv: str) -> tuple[int, str, str, dict[str, bytes]]:
    """``boardgen board GAME ARGV`` into a fresh folder: status, stdout, stderr and the files."""
    folder = tmp_path / f"run{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    code, out, err = invoke(["board", GAME, *argv, "--out", str(folder)], folder)
    return code, out, err, {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("name, value, argv", [
    ("material", "balsa", ["--material", "balsa"]),
    ("laser", "fiber", ["--laser", "fiber"]),
    ("format", "svg,doc", ["--format", "svg,doc"]),
    ("materials-text", '[mine]\nstock = 4\n', None),
    ("materials-text", '[mine]\nspeed = "cut=0"\n', None),
    ("materials-text", "[mine\n", None),
])
def test_each_new_parameter_is_refused_in_the_command_lines_line(server, tmp_path, name, value, argv):
    status, _, body = get(server, "/api/preview", game=GAME, **{name: value})
    line = body.decode()
    assert status == 400 and len(line.splitlines()) == 1
    assert line.startswith(f"--{name}:")
    if argv is not None:
        code, _, err, files = cli(tmp_path, *argv)
        assert code == 2 and not files and err.strip() == f"boardgen: {line.strip()}"
    else:  # the same words as the command line gives the file, named for the text
        file = tmp_path / "mine.toml"
        file.write_text(value)
        code, _, err, _ = cli(tmp_path, "--materials", str(file))
        assert code == 2
        assert line.strip().split(":", 1)[1] == err.strip().split(f"--materials {file.name}:", 1)[1]


def test_a_file_name_for_presets_is_refused_unread(server, tmp_path):
    status, _, body = get(server, "/api/preview", game=GAME, materials="/etc/hostname", material="x")
    assert status == 400 and body.decode().startswith("--materials: a file's name, which the page does not open")


def test_a_foreign_page_is_refused_before_the_material_is_read(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=30)
    query = urllib.parse.urlencode({"game": GAME, "material": "balsa", "materials-text": "[broken"})
    connection.putrequest("GET", "/api/preview?" + query, skip_host=True)
    connection.putheader("Host", f"127.0.0.1:{server.server_port}")
    connection.putheader("Origin", "http://elsewhere.example")
    connection.endheaders()
    reply = connection.getresponse()
    assert reply.status == 403 and "material" not in reply.read().decode()
    connection.close()


def test_a_material_preset_gives_the_command_lines_bytes_and_summary(server, tmp_path):
    raw = {"players": "4", "material": "3mm-birch-plywood", "laser": "diode"}
    status, headers, body = get(server, "/api/file", game=GAME, format="lbrn2", **raw)
    code, out, _, files = cli(tmp_path, "--players", "4", "--material", "3mm-birch-plywood", "--laser", "diode",
                              "--format", "lbrn2")
    assert status == 200 and code == 0
    ((name, data),) = files.items()
    assert headers["Content-Disposition"] == f'attachment; filename="{name}"' and body == data
    assert re.fullmatch(r"pegs-and-jokers-4p-3mm-birch-plywood-[0-9a-f]{6}\.lbrn2", name), name
    summary = json.loads(get(server, "/api/preview", game=GAME, **raw)[2])["summary"]
    assert "material 3mm-birch-plywood for a 10 W diode laser: " in summary
    said = [line.strip() for line in out.splitlines() if not line.strip().startswith("wrote ")]
    assert summary.splitlines() == said


def test_pasted_presets_are_taken_like_a_file(server, tmp_path):
    status, _, body = get(server, "/api/preview", game=GAME, material="mine", **{"materials-text": MINE})
    assert status == 200
    assert "material mine for a 40 W CO2 laser: stock 4mm, kerf 0.2mm" in json.loads(body)["summary"]
    assert get(server, "/api/preview", game=GAME, material="mine")[0] == 400  # not without its text


def test_the_summary_gives_the_chosen_formats_estimates_and_the_zip_holds_them(server, tmp_path):
    status, _, body = get(server, "/api/preview", game=GAME, players="4", format="gcode,svg")
    assert status == 200
    code, out, _, _ = cli(tmp_path, "--players", "4", "--format", "gcode,svg")
    said = [line.strip() for line in out.splitlines() if not line.strip().startswith("wrote ")]
    summary = [line.strip() for line in json.loads(body)["summary"].splitlines()]
    assert summary == said and any("run in this order" in line for line in summary)
    status, headers, body = get(server, "/api/file", game=GAME, players="4", format="gcode,svg,zip")
    code, _, _, files = cli(tmp_path, "--players", "4", "--format", "gcode,svg,zip")
    ((name, data),) = files.items()
    assert status == 200 and headers["Content-Disposition"] == f'attachment; filename="{name}"' and body == data
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        assert any(n.endswith(".nc") for n in archive.namelist()) and "README.txt" in archive.namelist()


def test_options_carry_plain_labels_sections_and_the_presets(server):
    listed = json.loads(get(server, "/api/options")[2])
    settings = {o["name"]: o for o in listed["settings"]}
    assert settings["safe-z"]["label"] == "Safe height" and settings["safe-z"]["section"] == "CNC"
    assert settings["dxf-version"]["label"] == "DXF version" and settings["laser"]["section"] == "Board"
    assert "materials" not in settings and settings["materials-text"]["kind"] == "document"
    assert "3mm-birch-plywood" in [m["name"] for m in listed["materials"]]
    assert {f["name"]: f["sections"] for f in listed["formats"]}["gcode"] == ["CNC"]
    assert listed["sections"][0] == "Board"


def test_the_coupon_has_its_own_preview_and_downloads_the_command_lines_bytes(server, tmp_path):
    raw = {"hole": "6mm", "count": "5", "material": "3mm-birch-plywood"}
    status, _, body = get(server, "/api/coupon", **raw)
    assert status == 200
    made = json.loads(body)
    folder = tmp_path / "coupon"
    folder.mkdir()
    code, out, _ = invoke(["coupon", "--hole", "6mm", "--count", "5", "--material", "3mm-birch-plywood", "--out",
                           str(folder)], folder)
    assert code == 0
    said = [line.strip() for line in out.splitlines() if not line.strip().startswith("wrote ")]
    assert [line.strip() for line in made["summary"].splitlines()] == said
    assert made["sheets"][0]["svg"].encode() == (folder / made["sheets"][0]["name"]).read_bytes()
    status, headers, body = get(server, "/api/coupon-file", format="lbrn2", **raw)
    name = headers["Content-Disposition"].split('"')[1]
    assert status == 200 and body == (folder / name).read_bytes()


@pytest.mark.parametrize("query, line", [
    ({"count": "1"}, "--count: a whole number from 2 to 25"),
    ({"game": GAME}, "--game: not a parameter here"),
    ({"players": "4"}, "--players: not a parameter here"),
    ({"materials": "mine.toml"}, "--materials: a file's name, which the page does not open"),
])
def test_the_coupons_parameters_are_refused_as_the_command_line_refuses_them(server, query, line):
    for path in ("/api/coupon", "/api/coupon-file"):
        status, _, body = get(server, path, **{"format": "svg", **query})
        assert status == 400 and body.decode().startswith(line) and len(body.decode().splitlines()) == 1
