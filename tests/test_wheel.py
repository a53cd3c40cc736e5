"""A package that installs and runs anywhere: the sdist and wheel ``python -m build`` makes
carry the fonts and templates, and a wheel installed into a fresh virtual environment (no
``-e``) runs every kind of command from an unrelated folder, its files read back with the
same readers as the other tests.

The build and the install are paid once for the module; the dependencies come from the
environment running the tests (a ``.pth`` file names its package folders), so nothing is
downloaded but the build backend. ``--system-site-packages`` would not do: it shows the base
interpreter's packages, not those of a virtual environment the tests run in. The test extra's
own packages (scipy, Dask, pytest...) are hidden from the venv, as a plain install has none of
them (``TEST_ONLY``)."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shlex
import site
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import ezdxf
import pytest

from tests.support.tools import dtd_errors, librecad_ink, need
from tests.support.gcode_check import grbl_problems, run_program
from tests.test_readme import command_blocks
from tests.support.paths import REPO

pytestmark = pytest.mark.slow  # a wheel built and installed in a fresh venv: the full run's

RESOURCES = {"fonts": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"),
             "templates": ("pegs-and-jokers/booklet.toml", "fast-track/rules/aim.j2", "solitaire/booklet.toml",
                           "preview/index.html.j2", "preview/preview.js")}


TEST_ONLY = ("scipy", "dask", "distributed", "pytest", "_pytest", "hypothesis", "playwright", "meerk40t", "xdist",
             "jsonschema", "lxml", "apologies")
"""Top-level modules only the test extra brings (``pyproject.toml``): the venv sees the running
environment's packages but not these, as an install without the test extra has none."""


@dataclass(frozen=True)
class Installed:
    sdist: Path
    wheel: Path
    venv: Path
    work: Path
    """An empty folder outside the source tree, where the commands run."""

    def env(self) -> dict[str, str]:
        """This environment without what would point the venv's Python back at the source tree."""
        return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}

    def run(self, *args: str, timeout: int = 300, cwd: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.venv / "bin" / "boardgen"), *args], cwd=cwd or self.work, env=self.env(),
                              capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    root = tmp_path_factory.mktemp("wheel")
    dist = root / "dist"
    # one build at a time: pytest-xdist workers that each reach this module would otherwise build
    # in the same source folder at once, and one removes files the other is copying
    with open(tmp_path_factory.getbasetemp().parent / "wheel-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built = subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(REPO)],
                               capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (sdist,) = dist.glob("boardgen-*.tar.gz")
    (wheel,) = dist.glob("boardgen-*.whl")  # python -m build makes the wheel from the sdist
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    # --ignore-installed: an editable boardgen in the outer environment must not stand in for the wheel
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                          "--ignore-installed", str(wheel)], capture_output=True, text=True, timeout=300)
    assert pip.returncode == 0, pip.stderr[-3000:]
    _see_running_packages(venv)
    work = root / "somewhere-else"
    work.mkdir()
    return Installed(sdist, wheel, venv, work)


def _see_running_packages(venv: Path) -> None:
    """Let the venv import what this interpreter imports, after its own packages (so its
    boardgen is the wheel's): a ``.pth`` file of plain folders, so no editable boardgen's hook
    in those folders comes along."""
    own = subprocess.run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                         capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    folders = [*site.getsitepackages(), *([site.getusersitepackages()] if site.ENABLE_USER_SITE else [])]
    lines = [folder for folder in dict.fromkeys(folders) if os.path.isdir(folder)]
    hidden = f"import sys; sys.modules.update(dict.fromkeys({list(TEST_ONLY)!r}))"  # a None entry: not installed
    (Path(own) / "running-environment.pth").write_text("".join(line + "\n" for line in [*lines, hidden]))


def test_the_sdist_and_the_wheel_carry_the_fonts_templates_and_every_module(installed):
    with tarfile.open(installed.sdist) as sdist:
        in_sdist = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    with zipfile.ZipFile(installed.wheel) as wheel:
        in_wheel = set(wheel.namelist())
    for folder, files in RESOURCES.items():
        for name in files:
            assert f"{folder}/{name}" in in_sdist
    tracked = subprocess.run(["git", "ls-files", "boardgen", "fonts", "templates"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.split()
    shipped = {name if name.startswith("boardgen/") else f"boardgen/{name}" for name in tracked
               if not name.endswith(".md")}  # a room's README is for readers of the source
    assert not shipped - in_wheel, sorted(shipped - in_wheel)  # every module, template, font and data file
    assert not any(name.startswith(("fonts/", "templates/", "tests/")) for name in in_wheel)


def test_the_installed_package_is_the_wheel_not_the_source_tree(installed):
    where = subprocess.run([str(installed.venv / "bin" / "python"), "-c",
                            "import boardgen, boardgen.resources as r; print(boardgen.__file__); print(r.FONTS); "
                            "print(r.TEMPLATES)"], cwd=installed.work, env=installed.env(), capture_output=True,
                           text=True, timeout=60)
    assert where.returncode == 0, where.stderr
    for line in where.stdout.splitlines():
        path = Path(line).resolve()
        assert path.is_relative_to(installed.venv.resolve()) and not path.is_relative_to(REPO), path


def test_a_board_with_every_default_format(installed, tmp_path):
    result = installed.run("board", "pegs-and-jokers", "--players", "6")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    out = installed.work / "output"
    stem = out / "pegs-and-jokers-6p"
    assert dtd_errors(stem.with_suffix(".svg").read_bytes(), installed.work) == ""
    doc = ezdxf.readfile(stem.with_suffix(".dxf"))
    assert not doc.audit().has_errors and len(doc.modelspace().query("CIRCLE")) == 168
    assert librecad_ink(stem.with_suffix(".dxf").read_bytes(), tmp_path) > 0
    _check_pdf(stem.with_suffix(".pdf"), "100 mm")
    manifest = json.loads(stem.with_suffix(".json").read_text())
    assert len(manifest["track"]) == 108 and manifest["design"]["command"] == "boardgen board pegs-and-jokers " \
        "--players 6"


def test_a_coupon(installed):
    result = installed.run("coupon", "--machine", "router", "--out", "coupon")
    assert result.returncode == 0, result.stderr
    out = installed.work / "coupon"
    assert dtd_errors((out / "coupon-4.5-5.1mm-router.svg").read_bytes(), installed.work) == ""
    assert not ezdxf.readfile(out / "coupon-4.5-5.1mm-router.dxf").audit().has_errors
    program = (out / "coupon-4.5-5.1mm-router-1-drill-4.5mm.nc").read_text()
    assert grbl_problems(program) == [] and run_program(program)


@pytest.mark.parametrize(("args", "name", "words"), [
    (["pegs-and-jokers", "--players", "6", "--variant", "nine-split"], "pegs-and-jokers-6p-nine-split-rules.pdf", "Joker"),
    (["fast-track", "--players", "4"], "fast-track-4p-rules.pdf", "Fast Track"),
    (["triangle", "--rows", "5", "--empty", "1"], "triangle-5rows-empty1-rules.pdf", "peg"),
])
def test_rule_booklets_and_a_solitaire_sheet(installed, args, name, words):
    result = installed.run("rules", "booklet", *args, "--out", "rules")
    assert result.returncode == 0, result.stderr
    _check_pdf(installed.work / "rules" / name, words)


def test_solve_and_simulate(installed):
    solved = installed.run("solve", "triangle", "--rows", "5", "--empty", "1")
    assert solved.returncode == 0 and "29760" in solved.stdout.replace(",", ""), solved.stdout + solved.stderr
    simulated = installed.run("simulate", "pegs-and-jokers", "--players", "4", "--games", "4", "--seed", "1",
                              "--format", "json")
    assert simulated.returncode == 0, simulated.stderr
    assert json.loads(simulated.stdout)["games"] == 4


def test_the_preview_page(installed):
    with _preview(installed, ["preview"], installed.work) as url:
        page = _get(url)
        assert b"<form" in page and b"boardgen" in page
        svg = json.loads(_get(url + "api/preview?game=triangle"))["sheets"][0]["svg"]
        assert dtd_errors(svg.encode(), installed.work) == ""


@contextlib.contextmanager
def _preview(installed: Installed, args: list[str], cwd: Path) -> Iterator[str]:
    """The preview server started from the wheel, its address, stopped after the block; what
    it said on stderr holds no traceback."""
    env = {k: v for k, v in installed.env().items() if k != "PYTHONUNBUFFERED"}  # the line is flushed
    server = subprocess.Popen([str(installed.venv / "bin" / "boardgen"), *args], cwd=cwd, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        if not line.startswith("boardgen preview: http://127.0.0.1:"):
            server.kill()
            pytest.fail(f"boardgen preview did not start: {line}{server.communicate(timeout=30)[1]}")
        yield line.split()[2]
    finally:
        server.terminate()
        _, said = server.communicate(timeout=30)
        assert "Traceback" not in said, said


README = REPO / "README.md"
MORE_COMMANDS = ["boardgen --version", "boardgen board pegs-and-jokers --players 6 --format tts",
                 "boardgen board triangle --format glb,stl,3mf", "boardgen board ludo --format paper,zip"]
"""Commands the README names in its text but not in a block, run the same way: the issue's
``--format tts`` traceback came from a plain install's missing scipy."""
NEEDS_DASK = "--jobs"
"""A README line that spreads games over Dask's workers: without the cluster extra it is refused
in one line saying how to install it (the README says it needs the extra)."""


def test_the_venv_is_a_plain_install_without_the_test_extra(installed):
    for module in ("scipy", "dask", "distributed"):
        found = subprocess.run([str(installed.venv / "bin" / "python"), "-c", f"import {module}"], env=installed.env(),
                               capture_output=True, text=True, timeout=60)
        assert found.returncode != 0 and "ModuleNotFoundError" in found.stderr, module


def test_every_readme_command_runs_as_pasted_from_an_empty_folder(installed, tmp_path):
    """Each command line of the README's blocks (less the set-up install and the test runs), in
    order, from a folder holding nothing but what they make: ``boardgen examples`` first copies
    what the later lines read. Each exits 0 with no traceback, and every file it says it wrote
    is there."""
    lines = [line for block in command_blocks(README.read_text()) for line in block]
    assert len(lines) >= 15 and lines.index("boardgen examples") < min(
        index for index, line in enumerate(lines) if "examples/" in line)
    empty = tmp_path / "empty"
    empty.mkdir()
    for line in [*lines, *MORE_COMMANDS]:
        args = shlex.split(line, comments=True)
        if args[1] == "preview":
            with _preview(installed, args[1:], empty) as url:
                assert b"<form" in _get(url)
            continue
        done = installed.run(*args[1:], cwd=empty, timeout=900)
        assert "Traceback" not in done.stderr, f"{line}\n{done.stderr[-3000:]}"
        if NEEDS_DASK in args:
            assert done.returncode == 2 and done.stderr.count("\n") == 1 and "needs Dask" in done.stderr, done.stderr
            continue
        assert done.returncode == 0, f"{line}\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        written = [empty / said.split("wrote ", 1)[1] for said in done.stdout.splitlines() if said.startswith("  wrote ")]
        assert all(path.is_file() and path.stat().st_size > 0 for path in written), (line, written)
        if args[1] in ("board", "coupon", "examples") or args[1:3] == ["rules", "booklet"]:
            assert written, line


def _get(url: str) -> bytes:
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url, timeout=30) as reply:
                return reply.read()
        except ConnectionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _check_pdf(path: Path, words: str) -> None:
    """qpdf finds no damage, every font is embedded, and the text is there to read."""
    check = subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stdout[-2000:]
    fonts = subprocess.run([need("pdffonts"), str(path)], capture_output=True, text=True, check=True,
                           timeout=60).stdout.splitlines()[2:]
    assert fonts and all(" yes " in line for line in fonts), fonts
    text = subprocess.run([need("pdftotext"), str(path), "-"], capture_output=True, text=True, check=True,
                          timeout=60).stdout
    assert words in text


def test_the_track_games_travel_with_the_wheel(installed):
    """The shipped descriptions and their schema are package data: a track board builds from the
    wheel, read through importlib.resources, in a folder far from the source tree."""
    with zipfile.ZipFile(installed.wheel) as wheel:
        in_wheel = set(wheel.namelist())
    assert {f"boardgen/games/library/{name}.toml" for name in ("ludo", "tock", "blockade-cross")} <= in_wheel
    assert "boardgen/games/race/description/description.schema.json" in in_wheel
    assert {f"boardgen/games/{game}/description.toml" for game in ("pegs_and_jokers", "fast_track")} <= in_wheel
    result = installed.run("board", "mensch", "--format", "json")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    manifest = json.loads((installed.work / "output" / "mensch-4p.json").read_text())
    assert len(manifest["track"]) == 40 and manifest["game"] == "mensch"
