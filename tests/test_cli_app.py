"""The installed command loads only the area it is asked for: each must still answer by name."""

from __future__ import annotations

import subprocess
import sys

import pytest

from boardgen.cli.app import AREAS


def boardgen(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "boardgen", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("area", sorted(AREAS))
def test_each_area_answers_by_name_from_the_real_command(area):
    done = boardgen(area, "--help")
    assert done.returncode == 0, done.stderr
    assert f"boardgen {area}" in done.stdout.replace("python -m boardgen", "boardgen")


def test_top_level_help_lists_every_area_in_order():
    """Making a board comes first; typer on its own lists single commands before groups."""
    done = boardgen("--help")
    assert done.returncode == 0
    commands = done.stdout.split("Commands:\n", 1)[1].splitlines()
    listed = [line.split()[0] for line in commands if line.startswith("  ") and not line.startswith("   ")]
    assert listed == list(AREAS)


def test_help_lists_each_command_with_its_whole_summary():
    """Plain help (no rich) cuts a long summary at the terminal's edge with '...' unless told not to."""
    done = boardgen("rules", "--help")
    assert done.returncode == 0
    listed = " ".join(done.stdout.split("Commands:", 1)[1].split())
    assert "moves Print every distinct legal move for the seat to play, with the position after each, as JSON." in listed
    assert "..." not in listed


@pytest.mark.parametrize(("args", "line"), [
    (["carve"], "boardgen: COMMAND: one of board, rules, simulate, balance, solve, preview, coupon, materials (got 'carve')"),
    (["board", "chess"], "boardgen: COMMAND: one of pegs-and-jokers, triangle, solitaire, fast-track, ludo, mensch, tock, "
                           "slide-race, shortcut-marbles, blockade-cross, track (got 'chess')"),
    (["board", "pegs-and-jokers", "--pitchh", "1in"],
     "boardgen: --pitchh: not an option of 'boardgen board pegs-and-jokers'; did you mean --pitch"),
    (["board", "pegs-and-jokers", "--players"], "boardgen: Option '--players' requires an argument."),
    (["simulate", "pegs-and-jokers", "--games", "abc"],
     "boardgen: Invalid value for '--games': 'abc' is not a whole number in the digits 0-9"),
    (["simulate"], "boardgen: GAME: one of pegs-and-jokers, fast-track, ludo, mensch, blockade-cross, shortcut-marbles, "
     "tock, slide-race, or --game-file FILE"),
    # past Python's 4,300-digit limit click called it "not a valid int"
    (["solve", "triangle", "--rows", "1" * 5000],
     "boardgen: Invalid value for '--rows': '111111111111111111111111111111111111111111111111111111111111... 5,000 "
     "characters' is not a whole number of at most 4,300 digits"),
])
def test_command_line_mistakes_are_one_line_exit_2(args, line):
    """Mistyped commands and options read like every other refusal: no usage box."""
    done = boardgen(*args)
    assert done.returncode == 2
    (said,) = done.stderr.splitlines()
    assert said.lower().startswith(line.lower())  # click words some messages differently by version
    assert done.stdout == ""


def test_no_arguments_prints_the_help():
    done = boardgen()
    assert "Commands" in done.stdout and "board" in done.stdout
    assert done.stderr.strip() == ""


def test_a_board_job_runs_without_the_cycle_collector_and_gives_it_back():
    """``uncollected`` holds the collector off for the job only, even when the job is refused,
    and leaves it as it found it; cycles made meanwhile are collected once it is back."""
    import gc

    from boardgen.cli.common import uncollected
    from boardgen.errors import ParameterError

    assert gc.isenabled()
    with pytest.raises(ParameterError), uncollected():
        assert not gc.isenabled()
        raise ParameterError("--players", "3 to 12", "2")
    assert gc.isenabled()
    with uncollected():
        loop: list = []
        loop.append(loop)
        del loop
    assert gc.collect() >= 1
    gc.disable()
    try:
        with uncollected():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("stage", ["make_context", "invoke"])
def test_ctrl_c_while_the_command_line_is_read_or_run_is_said_in_one_line(stage, monkeypatch, capsys):
    """Typer turns a Ctrl+C that lands while it reads the options into a silent exit 130 (seen
    in CI when the signal came right after start); both stages must say what is on disk."""
    import boardgen.cli.app as app_module
    import boardgen.write_set
    from boardgen.cli.common import FullHelpGroup

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(FullHelpGroup, stage, interrupted)
    monkeypatch.setattr(boardgen.write_set, "_last_set", ())  # as in a fresh process: no set written yet
    monkeypatch.setattr(sys, "argv", ["boardgen", "materials"])
    with pytest.raises(SystemExit) as ended:
        app_module.main()
    assert ended.value.code == 130
    assert capsys.readouterr().err == "boardgen: interrupted; nothing written\n"
