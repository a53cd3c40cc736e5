"""A user's own defaults (``config.toml`` in platformdirs' user config folder for boardgen): read
by every command and the page, named in the summary's first line, beaten by the command line,
left unread with ``--no-config``; a bad file is one line naming the file, the key and what it
allows, exit 2, and nothing written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgen.user_config import config_path

LEAF_COMMANDS = [["board", "triangle"], ["board", "track"], ["rules", "moves"], ["rules", "variants"],
                 ["rules", "booklet"], ["rules", "check", "fast-track"], ["simulate"], ["balance"],
                 ["solve", "triangle"], ["solve", "solitaire"], ["preview"], ["coupon"], ["materials"], ["examples"]]


def boardgen(home: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CONFIG_HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True, timeout=300,
                          env=env, cwd=cwd)


def config(home: Path, text: str) -> Path:
    path = home / "boardgen" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_the_file_is_where_platformdirs_says_under_xdg_config_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert config_path() == tmp_path / "boardgen" / "config.toml"


def test_a_board_takes_the_files_defaults_and_says_so_in_its_first_line(tmp_path):
    path = config(tmp_path, 'bed = "300x200mm"\nmaterial = "3mm-birch-plywood"\npaper = "a4"\n')
    done = boardgen(tmp_path, "board", "triangle", "--format", "json", "--out", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first.endswith(f"; defaults from {path}: bed, material, paper"), first
    (manifest,) = (tmp_path / "out").glob("*.json")
    parameters = json.loads(manifest.read_text())["design"]["parameters"]
    assert parameters["bed"] == "300x200mm" and parameters["material"] == "3mm-birch-plywood"
    assert parameters["kerf"] == "0.15mm"  # the preset the file names, as if typed


def test_the_command_line_wins_and_no_config_leaves_the_file_unread(tmp_path):
    path = config(tmp_path, 'bed = "300x200mm"\npaper = "a4"\n')
    typed = boardgen(tmp_path, "board", "triangle", "--format", "json", "--bed", "250x250mm", "--out", str(tmp_path / "a"))
    assert typed.returncode == 0, typed.stderr
    assert typed.stdout.splitlines()[0].endswith(f"; defaults from {path}: paper")
    (manifest,) = (tmp_path / "a").glob("*.json")
    assert json.loads(manifest.read_text())["design"]["parameters"]["bed"] == "250x250mm"
    bare = boardgen(tmp_path, "board", "triangle", "--format", "json", "--no-config", "--out", str(tmp_path / "b"))
    assert bare.returncode == 0 and "defaults from" not in bare.stdout
    (manifest,) = (tmp_path / "b").glob("*.json")
    assert "bed" not in json.loads(manifest.read_text())["design"]["parameters"] or \
        json.loads(manifest.read_text())["design"]["parameters"]["bed"] == ""


def test_a_preset_typed_on_the_command_line_beats_the_files_values_and_the_files_own_does_not(tmp_path):
    """The file's kerf is the user's for the file's material; a material typed for this run
    brings its own kerf, as the command line wins over the file."""
    path = config(tmp_path, 'material = "6mm-birch-plywood"\nkerf = "0.17mm"\nbed = "300x200mm"\n')
    own = boardgen(tmp_path, "board", "triangle", "--format", "json", "--out", str(tmp_path / "a"))
    assert own.returncode == 0, own.stderr
    assert own.stdout.splitlines()[0].endswith(f"; defaults from {path}: material, kerf, bed")
    (manifest,) = (tmp_path / "a").glob("*.json")
    assert json.loads(manifest.read_text())["design"]["parameters"]["kerf"] == "0.17mm"  # the preset's is 0.2mm
    typed = boardgen(tmp_path, "board", "triangle", "--format", "json", "--material", "3mm-birch-plywood",
                     "--out", str(tmp_path / "b"))
    assert typed.returncode == 0, typed.stderr
    assert typed.stdout.splitlines()[0].endswith(f"; defaults from {path}: bed")
    (manifest,) = (tmp_path / "b").glob("*.json")
    parameters = json.loads(manifest.read_text())["design"]["parameters"]
    assert parameters["kerf"] == "0.15mm" and parameters["bed"] == "300x200mm"


def test_a_rule_booklet_takes_the_paper_and_a_coupon_the_kerf(tmp_path):
    path = config(tmp_path, 'paper = "a4"\nkerf = "0.2mm"\n')
    booklet = boardgen(tmp_path, "rules", "booklet", "triangle", "--out", str(tmp_path / "r"))
    assert booklet.returncode == 0, booklet.stderr
    assert "(sheet, a4)" in booklet.stdout.splitlines()[0] and f"defaults from {path}: paper" in booklet.stdout
    coupon = boardgen(tmp_path, "coupon", "--format", "json", "--out", str(tmp_path / "c"))
    assert coupon.returncode == 0, coupon.stderr
    assert coupon.stdout.splitlines()[0].endswith(f"; defaults from {path}: paper, kerf")  # its template paper too


BAD = [
    ("this is not toml\n", "valid TOML ("),
    ('bedd = "600x300mm"\n', "bedd: 'bedd' is not an option the file may set; did you mean 'bed'? (one of "),
    ('players = 6\n', "players: 'players' is not an option the file may set"),
    ('bed = "wide"\n', "bed: expected WIDTHxHEIGHT"),
    ('kerf = "9mm"\n', "kerf: a length from 0 mm to 2 mm (got '9mm')"),
    ("kerf = [1, 2]\n", "kerf: a string or a number, as typed after --kerf (got 'list')"),
    ('material = "balsa"\n', "material: one of 3mm-birch-plywood, "),
]


@pytest.mark.parametrize(("text", "said"), BAD, ids=[said.split(":")[0] for _, said in BAD])
def test_a_bad_file_is_one_line_naming_the_file_and_key_exit_2_and_nothing_written(tmp_path, text, said):
    path = config(tmp_path, text)
    done = boardgen(tmp_path, "board", "triangle", "--out", str(tmp_path / "out"))
    assert done.returncode == 2 and done.stdout == "", done.stdout
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"boardgen: {path}: ") and said in line, line
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("args", LEAF_COMMANDS, ids=" ".join)
def test_every_command_reads_the_file_and_takes_no_config(tmp_path, args):
    """A broken file stops every command in one line, and ``--no-config`` lets each run."""
    config(tmp_path, "not = toml = at all\n")
    refused = boardgen(tmp_path, *args, *WITHOUT_WORK.get(" ".join(args), ()), cwd=tmp_path)
    assert refused.returncode == 2 and "config.toml: valid TOML (" in refused.stderr, refused.stderr
    assert len(refused.stderr.splitlines()) == 1
    helped = boardgen(tmp_path, *args, "--no-config", "--help", cwd=tmp_path)
    assert helped.returncode == 0 and "--no-config" in helped.stdout


WITHOUT_WORK = {"rules moves": ("--position", "nowhere.json"), "rules variants": ("ludo",),
                "simulate": ("ludo", "--games", "1"), "balance": ("ludo", "--games", "1"),
                "preview": ("--port", "1"), "examples": ("here",), "rules booklet": ("triangle",),
                "board track": ("--players", "4")}
"""Arguments with which each command would get past its options: the file is read first."""


def test_the_preview_page_starts_from_the_users_defaults(tmp_path):
    """The page's form shows the file's values as defaults, and a request that leaves an option
    out gets the user's value, as the command line would."""
    from boardgen.preview.service import DEFAULTS_NOTE, catalogue, preview, with_defaults, _board_job
    from boardgen.user_config import UserDefaults

    path = tmp_path / "boardgen" / "config.toml"
    defaults = {"bed": "300x200mm", "paper": "a4"}
    listed = catalogue(defaults)
    shown = {o["name"]: o["default"] for g in listed["games"] if g["name"] == "triangle" for o in g["options"]}
    assert shown["bed"] == "300x200mm"
    assert {o["name"]: o["default"] for o in listed["settings"]}["paper"] == "a4"
    query = with_defaults("/api/preview", {"game": ["triangle"], "bed": ["100x100mm"]}, UserDefaults(path, defaults))
    assert query == {"game": ["triangle"], "bed": ["100x100mm"], "paper": ["a4"],
                     DEFAULTS_NOTE: [f"defaults from {path}: paper"]}
    summary = preview(_board_job(query), query[DEFAULTS_NOTE][0]).summary
    assert summary.splitlines()[0].endswith(f"; defaults from {path}: paper")
