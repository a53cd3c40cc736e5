"""The command line holds numpy's BLAS to one thread (``boardgen.cli.blas``): its products are
tiny, and idle OpenBLAS threads spin on another core. Counted as the kernel sees them, the
threads of a process that has built a board (numpy loaded, points turned)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

PROBE = """
import json, os, sys
from boardgen.cli.app import main
sys.argv = ["boardgen", "board", "pegs-and-jokers", "--players", "8", "--format", "json", "--out", sys.argv[1]]
try:
    main()
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "numpy": "numpy" in sys.modules, "threads": len(os.listdir("/proc/self/task"))}))
"""


def board_process(out: Path, **env: str) -> dict:
    run = subprocess.run([sys.executable, "-c", PROBE, str(out)], capture_output=True, text=True, timeout=120,
                         env={**{k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}, **env})
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["code"] in (0, None) and result["numpy"], run.stderr
    return result


def test_a_board_command_runs_on_one_thread(tmp_path: Path) -> None:
    assert board_process(tmp_path)["threads"] == 1


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="OpenBLAS starts no worker thread on one core")
def test_a_thread_count_the_user_sets_is_kept(tmp_path: Path) -> None:
    assert board_process(tmp_path, OPENBLAS_NUM_THREADS="2")["threads"] == 2


@pytest.mark.slow  # fresh interpreters building boards
def test_one_thread_gives_the_bytes_of_several(tmp_path: Path) -> None:
    """The concentric board turns the most points; made by the command line (one BLAS thread) and
    in this process (as many as OpenBLAS likes), its files are the same."""
    raw = {"players": "4,6,8", "style": "concentric"}
    subprocess.run([sys.executable, "-m", "boardgen", "board", "pegs-and-jokers", "--players", raw["players"],
                    "--style", raw["style"], "--format", "svg,dxf,json", "--out", str(tmp_path)],
                   check=True, capture_output=True, timeout=120)
    here = render_files(make_board("pegs-and-jokers", raw).board, ("svg", "dxf", "json"),
                        output_settings(parse_all(OUTPUT_OPTIONS, {})))
    assert here and {name: (tmp_path / name).read_bytes() for name in here} == here
