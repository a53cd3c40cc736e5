"""The installed command loads only the area it is asked for: each must still answer by name."""

from __future__ import annotations

import re
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
    (["whittle"], "boardgen: COMMAND: 'whittle' is not a command (one of board, pieces, kit, rules, simulate, balance, "
                  "solve, preview, cards, coupon, materials, examples)"),
    (["bord"], "boardgen: COMMAND: 'bord' is not a command; did you mean 'board'? (one of board, pieces, kit, rules, "),
    (["board", "chess"], "boardgen: GAME: 'chess' is not a game (one of pegs-and-jokers, triangle, solitaire, fast-track, "
                         "ludo, mensch, tock, slide-race, shortcut-marbles, blockade-cross, track)"),
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
    # a long stray word was repeated whole, in brackets (found by the cards fuzzer)
    (["cards", "slide-race", "1" * 500],
     "boardgen: Got unexpected extra argument(s) (111111111111111111111111111111111111111111111111111111111111... 500 "
     "characters)"),
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


GAMES_LISTED = "(one of pegs-and-jokers, "


@pytest.mark.parametrize("args", [
    ["board", "peg-and-jokers"],
    ["board", "peg-and-jokers", "--players", "6"],
    ["rules", "check", "peg-and-jokers"],
    ["rules", "variants", "peg-and-jokers"],
    ["rules", "booklet", "peg-and-jokers"],
    ["simulate", "peg-and-jokers"],
    ["balance", "peg-and-jokers", "--games", "2"],
])
def test_a_mistyped_game_gets_the_nearest_name_in_one_line(args):
    """Every command that takes a game refuses a typo alike: named GAME, never a command."""
    done = boardgen(*args)
    assert done.returncode == 2 and done.stdout == ""
    (said,) = done.stderr.splitlines()
    assert said.startswith("boardgen: GAME: 'peg-and-jokers' is not a game"), said
    assert "did you mean 'pegs-and-jokers'? " + GAMES_LISTED in said, said


@pytest.mark.parametrize(("args", "usage"), [
    (["board"], "board [OPTIONS] GAME [OPTIONS]"),
    (["rules", "check"], "rules check [OPTIONS] GAME [OPTIONS]"),
    (["rules", "variants"], "rules variants [OPTIONS] GAME"),
    (["rules", "booklet"], "rules booklet [OPTIONS] [GAME]"),
    (["simulate"], "simulate [OPTIONS] [GAME]"),
    (["balance"], "balance [OPTIONS] [GAME]"),
])
def test_every_command_names_the_game_alike_in_its_usage(args, usage):
    done = boardgen(*args, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == f"Usage: python -m boardgen {usage}"
    assert "COMMAND" not in done.stdout and "{game}" not in done.stdout and "[game]" not in done.stdout


HELPED = [[], ["board"], ["board", "pegs-and-jokers"], ["board", "track"], ["rules"], ["rules", "moves"],
          ["rules", "variants"], ["rules", "booklet"], ["rules", "check"], ["rules", "check", "fast-track"],
          ["simulate"], ["balance"], ["solve"], ["solve", "triangle"], ["solve", "solitaire"], ["preview"],
          ["coupon"], ["materials"], ["examples"]]


@pytest.mark.parametrize("args", HELPED, ids=" ".join)
def test_every_command_takes_h_for_help_and_writes_placeholders_in_one_style(args):
    done = boardgen(*args, "-h")
    assert done.returncode == 0, done.stderr
    assert done.stdout == boardgen(*args, "--help").stdout
    assert "-h, --help" in done.stdout
    for typer_style in ("<int>", "<str>", "<float>", "N,N", "<table|json>", "{game}", "[game]"):
        assert typer_style not in done.stdout, typer_style


def test_version():
    done = boardgen("--version")
    assert done.returncode == 0 and done.stderr == ""
    assert re.fullmatch(r"boardgen \d+\.\d+\.\d+\S*\n", done.stdout), done.stdout


def test_board_help_is_grouped_by_the_pages_sections_common_options_first():
    """Every option once, under its section in the page's order, the common ones first; each
    option's text says what it adds, not its label again, nor the units every length takes."""
    from boardgen.games.registry import game
    from boardgen.job import all_options
    from boardgen.options import SECTIONS

    text = boardgen("board", "pegs-and-jokers", "--help").stdout
    headings = [line[:-1] for line in text.splitlines() if line and not line.startswith(" ") and line.endswith(":")]
    shown = [name for name in headings if name in ("Common", *SECTIONS)]
    assert shown == ["Common", *SECTIONS] and headings[-1] == "Options"
    common = text.split("Common:\n", 1)[1].split("\n\n", 1)[0]
    for flag in ("--players", "--style", "--kerf", "--bed", "--material", "--format", "--out"):
        assert f"  {flag} " in common, flag
    rows = re.findall(r"^  (--[a-z0-9-]+) (?:[A-Z]+ +)?(\S.*)$", text, re.MULTILINE)
    options = all_options(game("pegs-and-jokers"))
    assert sorted(flag for flag, _ in rows if flag != "--help") == sorted(o.flag for o in options)
    titles = {o.flag: o.title for o in options}
    assert [flag for flag, words in rows if flag in titles and words.startswith(titles[flag] + ".")] == []
    assert "no unit means mm" in text and text.count("no unit means mm") == 1
    assert len(text.splitlines()) < 250  # 301 when each option said its label and units


def test_top_level_help_loads_no_area():
    """``boardgen --help`` lists the areas from their summaries alone (its time beside a minimal
    typer app's: ``benchmarks/bench_startup.py``)."""
    probe = ("import sys; from boardgen.cli.app import main; sys.argv = ['boardgen', '--help']\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.startswith('boardgen.')), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    loaded = eval(done.stderr.strip().splitlines()[-1])
    assert [m for m in loaded if m.endswith("_cmd") or ".games." in m or m in ("boardgen.job", "boardgen.output")] == []
