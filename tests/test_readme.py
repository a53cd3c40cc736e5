"""Every command block in the README and in ``docs/`` runs as pasted: each block's commands in
order, in a fresh folder holding the examples ``boardgen examples`` copies out, each exiting 0. Only the
set-up install and the test command itself are left out; ``boardgen preview`` is started, its
page fetched and the server stopped."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardgen.cli.app import app
from tests.support.paths import REPO

SKIPPED = ("python3 -m pip install", "python3 -m pytest")
"""The set-up line (installs the checkout) and the README's test command (this suite)."""
SHELL_ONLY = re.compile(r"[|<>;&\[\]]")
"""Characters that mean something else to a shell than to boardgen: a placeholder such as
``[--target 13]`` or ``english|european`` pastes as a broken command."""


def command_blocks(text: str) -> list[list[str]]:
    """The command lines of each fenced block without a language tag (a ```toml block is a
    file, not commands): lines starting with ``boardgen`` or ``python3 -m``."""
    blocks: list[list[str]] = []
    fence, lines = None, []
    for line in text.splitlines():
        if line.startswith("```"):
            if fence is None:
                fence, lines = line.strip(), []
            else:
                if fence == "```" and lines:
                    blocks.append(lines)
                fence = None
        elif fence == "```" and line.startswith(("boardgen ", "python3 -m ")) and not line.startswith(SKIPPED):
            lines.append(line)
    return blocks


PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
BLOCKS = [block for page in PAGES for block in command_blocks(page.read_text())]


def test_the_readme_and_docs_have_their_command_blocks():
    """The extraction finds the commands, so the test below cannot pass on nothing: the README
    shows a few of each kind, the docs the rest."""
    assert len(command_blocks((REPO / "README.md").read_text())) >= 4
    lines = [line for block in BLOCKS for line in block]
    assert len(BLOCKS) >= 11 and len(lines) >= 30
    assert "boardgen rules moves --position examples/fast-track-position.json --card 4" in lines
    assert any(line.startswith("boardgen preview") for line in lines)
    assert not any(line.startswith(SKIPPED) for line in lines)


def test_the_readme_copies_the_examples_before_a_command_reads_them():
    """A wheel carries no top-level ``examples/``: the README's first command that reads one
    follows ``boardgen examples``, which copies them into ``examples/``."""
    lines = [line for block in command_blocks((REPO / "README.md").read_text()) for line in block]
    reading = [index for index, line in enumerate(lines) if "examples/" in line]
    assert reading and "boardgen examples" in lines[:reading[0]]


def test_the_extraction_skips_tagged_blocks_and_the_set_up_lines():
    text = "```\nboardgen board triangle\npython3 -m pytest\n```\n```toml\nboardgen = 1\n```\n```\nnot a command\n```\n"
    assert command_blocks(text) == [["boardgen board triangle"]]


SLOW_BLOCK = re.compile(r"^boardgen (simulate|balance) |--bed |--format \S*\b(stl|3mf)\b")
"""A block that plays whole games, splits a board for a bed or builds 3D models: the quick run
leaves it to the full one (``-m "not slow"``); tests/layout and tests/writers/solids check those
quickly."""


@pytest.mark.parametrize("block", [pytest.param(block, marks=pytest.mark.slow)
                                   if any(SLOW_BLOCK.search(line) for line in block) else block for block in BLOCKS],
                         ids=[block[0].split("#")[0].strip()[:60] for block in BLOCKS])
def test_each_block_runs_as_pasted(block, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    copied = CliRunner().invoke(app, ["examples"])  # the README's first step; the docs run from a checkout's
    assert copied.exit_code == 0, copied.output
    for line in block:
        args = shlex.split(line, comments=True)
        assert not [a for a in args if SHELL_ONLY.search(a)], f"not a command a shell runs as meant: {line}"
        assert args[0] == "boardgen", line
        if args[1] == "preview":
            _preview(args[1:], tmp_path)
            continue
        result = CliRunner().invoke(app, args[1:])
        assert result.exit_code == 0, f"{line}\n{result.output}"


def _preview(args: list[str], work: Path) -> None:
    """The server runs until stopped: start it, fetch the page it prints, stop it."""
    script = shutil.which("boardgen") or str(Path(sys.executable).with_name("boardgen"))
    server = subprocess.Popen([script, *args], cwd=work, env={**os.environ, "PYTHONUNBUFFERED": "1"},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        url = next(word for word in line.split() if word.startswith("http://127.0.0.1:"))
        with urllib.request.urlopen(url, timeout=30) as reply:
            assert reply.status == 200 and b"<form" in reply.read()
    finally:
        server.terminate()
        server.wait(30)


IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
"""A Markdown image, ``![alt](path)``: the path is what the page shows."""


def missing_images(page: Path) -> list[str]:
    """The images a page links (by a path from its own folder, not a web address) that are not
    files there: GitHub shows a broken picture, and nothing else tells."""
    return [link for link in IMAGE.findall(page.read_text())
            if "://" not in link and not (page.parent / link).is_file()]


def test_every_picture_the_readme_and_docs_link_is_there():
    assert IMAGE.findall((REPO / "README.md").read_text())[:1] == ["docs/pegs-and-jokers-6p.png"]
    assert "docs/gallery-nested-sheet.png" in IMAGE.findall((REPO / "README.md").read_text())
    assert {page.name: missing_images(page) for page in PAGES if missing_images(page)} == {}


def test_a_broken_picture_link_is_found(tmp_path):
    (tmp_path / "here.png").write_bytes(b"")
    page = tmp_path / "page.md"
    page.write_text("![ok](here.png) ![gone](docs/gone.png) ![web](https://example.org/x.png)\n")
    assert missing_images(page) == ["docs/gone.png"]
