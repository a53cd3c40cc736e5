"""Progress on stderr for long work: silent for quick runs, lines with an estimate otherwise,
also when stderr is not a terminal."""

from __future__ import annotations

import io

from typer.testing import CliRunner

from boardgen.cli import progress as progress_module
from boardgen.cli.app import app
from boardgen.cli.progress import Progress


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_log_gets_a_line_every_few_seconds_with_an_estimate(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(progress_module.time, "monotonic", clock)
    stream = io.StringIO()
    bar = Progress("simulating", 80, "games", stream=stream)
    for step in range(80):
        clock.now += 0.125  # ten seconds in all
        bar.advance()
        if step == 4:
            assert stream.getvalue() == ""  # the first second is quiet
    bar.finish()
    lines = stream.getvalue().splitlines()
    assert lines[0] == "simulating: 8 of 80 games (10%), 1 s, about 9 s left"
    assert lines[1] == "simulating: 48 of 80 games (60%), 6 s, about 4 s left"
    assert lines[-1] == "simulating: 80 games in 10.0 s"
    assert len(lines) == 3


def test_a_bounded_search_gives_an_upper_estimate_and_quick_work_prints_nothing(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(progress_module.time, "monotonic", clock)
    stream = io.StringIO()
    bar = Progress("searching", 2_000_000, "positions", bound=True, stream=stream)
    clock.now += 120
    bar.update(500_000)
    assert stream.getvalue() == "searching: 500,000 of at most 2,000,000 positions (25%), 2 min, at most 6 min left\n"
    quiet = io.StringIO()
    quick = Progress("simulating", 10, "games", stream=quiet)
    quick.advance(10)
    quick.finish()
    assert quiet.getvalue() == ""


def test_simulate_shows_progress_off_a_terminal(monkeypatch):
    """The clock stands still, so the lines do not depend on how busy the machine is."""
    monkeypatch.setattr(progress_module.time, "monotonic", Clock())
    monkeypatch.setattr(progress_module, "QUIET_SECONDS", 0.0)
    monkeypatch.setattr(progress_module, "LOG_EVERY", 0.0)
    result = CliRunner().invoke(app, ["simulate", "fast-track", "--games", "3", "--format", "json"])
    assert result.exit_code == 0
    lines = result.stderr.splitlines()
    assert lines[:3] == [f"simulating: {n} of 3 games ({n / 3:.0%}), 0 s, about 0 s left" for n in (1, 2, 3)]
    assert lines[3].startswith("simulating: 3 games in ")
    assert '"games": 3' in result.stdout


def test_work_of_uneven_units_gives_no_estimate(monkeypatch):
    """A game count's layers take anything from a millisecond to a minute each: no time left."""
    clock = Clock()
    monkeypatch.setattr(progress_module.time, "monotonic", clock)
    stream = io.StringIO()
    bar = Progress("counting", 27, "layers", bound=True, stream=stream, estimate=False)
    clock.now += 30
    bar.update(12)
    assert stream.getvalue() == "counting: 12 of at most 27 layers (44%), 30 s\n"


def test_work_with_no_known_total_only_counts(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(progress_module.time, "monotonic", clock)
    stream = io.StringIO()
    bar = Progress("splitting", None, "seam searches", stream=stream)
    clock.now += 6
    bar.update(172)
    bar.finish()
    assert stream.getvalue().splitlines() == ["splitting: 172 seam searches, 6 s", "splitting: 172 seam searches in 6.0 s"]
