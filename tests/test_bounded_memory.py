"""Long runs stay within a memory bound: each command runs in its own process, and its peak
resident size is compared with the bound the issue asked for. The peak is the child's
``VmHWM``, which starts afresh at exec. ``ru_maxrss`` would not: Linux carries it over from the
forking process, so a test worker grown large would fail the check for the worker's own memory.

They run the real CLI in a subprocess so the figure is that command's alone, not the test
process's, which has loaded every module the other tests use.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

MB = 1024 * 1024
PEAK_PROBE = """
import atexit, runpy, sys
sys.argv = ["boardgen", *sys.argv[1:]]
# an exit handler, as the program ends itself (os._exit) once its exit handlers have run
def peak():
    status = open("/proc/self/status").read()
    return status.split("VmHWM:", 1)[1].split()[0]
atexit.register(lambda: sys.stderr.write(f"\\npeak-kb {peak()}\\n"))
runpy.run_module("boardgen", run_name="__main__")
"""


def peak_run(*args: str, timeout: float) -> tuple[subprocess.CompletedProcess[str], int]:
    """Run ``boardgen ARGS`` in a fresh interpreter; its result and peak resident size in bytes."""
    run = subprocess.run([sys.executable, "-c", PEAK_PROBE, *args], capture_output=True, text=True, timeout=timeout)
    kilobytes = int(run.stderr.rsplit("peak-kb ", 1)[1])
    return run, kilobytes * 1024


def test_a_reference_square_on_a_wide_twelve_player_board_takes_little_memory(tmp_path: Path) -> None:
    """Every 2 mm place against every hole once took 7 GiB here (a MemoryError); now each hole
    marks only the places it reaches."""
    run, peak = peak_run("board", "pegs-and-jokers", "--players", "12", "--margin", "500", "--reference", "50mm",
                         "--format", "json", "--out", str(tmp_path), timeout=120)
    assert run.returncode == 0, run.stderr
    assert peak < 300 * MB, f"peak {peak / MB:.0f} MB"
    (manifest,) = tmp_path.glob("*.json")
    assert [m for m in json.loads(manifest.read_text())["marks"] if m["kind"] == "reference"]


@pytest.mark.slow  # about 35 s of CPU
def test_counting_the_28_hole_triangle_shows_progress_and_stays_under_a_gigabyte() -> None:
    """Its middle layers have 70 million jump results, made all at once they took 3.3 GB."""
    run, peak = peak_run("solve", "triangle", "--rows", "7", "--count", "--format", "json", timeout=900)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["games"] == 15329604581324902942
    assert peak < 1024 * MB, f"peak {peak / MB:.0f} MB"
    assert "counting: 26 layers in" in run.stderr
