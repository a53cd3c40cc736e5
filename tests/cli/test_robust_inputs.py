"""Every bad input is refused in one line: exit 0, or exit 2 with one line and no files.

The command line runs in this process (``cli_calls.invoke``), so hypothesis can try hundreds
of invocations quickly; an alarm turns a hang into a failure.
Options, position files and house-rules files are fuzzed with values that broke earlier
versions (Unicode digits, 5,000-digit numbers, deep nesting, wrong types) mixed with random
text, on top of a cheap valid base command so an accepted value never starts long work.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgen.input_files import MAX_INPUT_BYTES
from tests.support.cli_calls import BIG, NASTY, assert_refused_or_fine, files_in, invoke


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    return tmp_path


# The issue's own cases, one by one, with the line each must get.
CASES = [
    (["simulate", "pegs-and-jokers", "--decks", "1000000000"], "--decks: 1 to 100 for 4 players"),
    (["simulate", "pegs-and-jokers", "--decks", "100000000000000000000"], "--decks: 1 to 100"),
    (["simulate", "fast-track", "--decks", "0"], "--decks: 1 to 100 decks in each colour's own pile"),
    (["simulate", "pegs-and-jokers", "--games", "1000000000"], "--games: 1 to 100,000"),
    (["simulate", "pegs-and-jokers", "--games", BIG], "Invalid value for '--games': '1111"),
    (["rules", "booklet", "triangle", "--players", "0"], "--players: not an option of the triangle booklet"),
    (["board", "pegs-and-jokers", "--out", ""], "--out: a folder name (not empty"),
    (["rules", "booklet", "pegs-and-jokers", "--out", ""], "--out: a folder name (not empty"),
    (["rules", "booklet", "pegs-and-jokers", "--title", "x" * 60000], "--title: at most 120 characters"),
    (["board", "pegs-and-jokers", "--style", "concentric", "--players", "3,4,5,6,7,8,9,10,11,12"],
     "--players: 2 to 4 different counts for concentric tracks"),
    (["board", "pegs-and-jokers", "--players", "12", "--pitch", "200mm", "--format", "pdf"],
     "--format: pdf only for a drilling template of at most 400 letter pages; this board needs 3723"),
    (["board", "pegs-and-jokers", "--players", "²"], "--players: a whole number"),
    (["board", "pegs-and-jokers", "--pitch", BIG + "mm"], "--pitch: a length from"),
]


@pytest.mark.parametrize("argv, expected", CASES, ids=[" ".join(a)[:60] for a, _ in CASES])
def test_the_reported_cases_are_refused_in_one_line(folder: Path, argv: list[str], expected: str) -> None:
    code, line = assert_refused_or_fine(argv, folder)
    assert code == 2
    assert line.startswith(f"boardgen: {expected}")


POSITION = {"game": "pegs-and-jokers", "players": 4, "turn": 0, "hand": ["A"],
            "pegs": [["start"] * 5 for _ in range(4)]}


def write(folder: Path, name: str, data: bytes | str) -> Path:
    path = folder / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def moves(folder: Path, path: Path | str) -> tuple[int, str]:
    inputs = tuple(files_in(folder))
    return assert_refused_or_fine(["rules", "moves", "--position", str(path)], folder, inputs)


@pytest.mark.parametrize("text, expected", [
    ('{"game": "pegs-and-jokers", "hands": ["A"]}', '"hands" is not a position key'),
    ('{"Players": 4, "game": "pegs-and-jokers"}', '"Players" is not a position key'),
    ("[" * 100000, "JSON nested at most 64 deep (found 100000)"),
    ('{"game": "pegs-and-jokers", "players": ' + BIG + "}", "JSON whose numbers have at most 4300 digits"),
    ('{"game": ["pegs-and-jokers"]}', '"game": one of pegs-and-jokers, fast-track'),
    ('{"game": {"a": 1}}', '"game": one of'),
    (json.dumps({**POSITION, "hand": [["A"]]}), '"hand" must be a list of cards'),
    (json.dumps({**POSITION, "pegs": [[["start"]] * 5] * 4}), "seat 0: a peg must be start"),
    (json.dumps({**POSITION, "pegs": [[{"track": 1}] * 5] * 4}), "seat 0: a peg must be start"),
    (json.dumps({**POSITION, "pegs": [["track:²"] * 5] * 4}), "seat 0: a peg must be start"),
    (json.dumps({**POSITION, "pegs": [["track:" + BIG] * 5] * 4}), "seat 0: a peg must be start"),
    (json.dumps({**POSITION, "game": "fast-track", "pegs": [["track:٣"] * 4] * 4}), "seat 0: a marble must be"),
])
def test_malformed_position_files_are_refused(folder: Path, text: str, expected: str) -> None:
    code, line = moves(folder, write(folder, "position.json", text))
    assert code == 2
    assert line.startswith(f"boardgen: --position: {expected}") or line.startswith(f"boardgen: --position {expected}")


def test_devices_pipes_folders_and_huge_files_are_refused(folder: Path) -> None:
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    big = write(folder, "big.json", b" " * (MAX_INPUT_BYTES + 1))
    binary = write(folder, "binary.json", b"\xff\xfe{}")
    regular = "a regular file (not a folder, device or pipe)"
    for path, expected in ((fifo, regular), ("/dev/zero", regular), (folder, regular),
                           (big, "a file of at most 1024 KiB"), (binary, "UTF-8 text (byte 0 is not)"),
                           (folder / "missing.json", "a readable file (No such file or directory)")):
        code, line = moves(folder, path)
        assert (code, line) == (2, f"boardgen: --position {path}: {expected}")
    code, line = assert_refused_or_fine(["rules", "booklet", "--house-rules", str(fifo)], folder,
                                        tuple(files_in(folder)))
    assert line == f"boardgen: --house-rules {fifo}: a regular file (not a folder, device or pipe)"


@pytest.mark.parametrize("text, expected", [
    ("game = " + "[" * 100000, "TOML nested at most 64 deep"),
    ("game = 'pegs-and-jokers'\nplayers = " + BIG, "TOML whose numbers have at most 4300 digits"),
    ("game = 'pegs-and-jokers'\nplayers = 0", "players: 3 to 12 players"),
    ("game = 'triangle'\nplayers = 0", "players: not an option of the triangle booklet"),
    ("game = 'pegs-and-jokers'\ntitle = '" + "x" * 500 + "'", "title: a non-empty string of at most 120"),
    ("game = ['pegs-and-jokers']", "game: the name of a game"),
    ("game = 'pegs-and-jokers'\nvariations = [['a']]", "variations: a list of variation ids"),
])
def test_malformed_house_rules_are_refused(folder: Path, text: str, expected: str) -> None:
    path = write(folder, "house.toml", text)
    code, line = assert_refused_or_fine(["rules", "booklet", "--house-rules", str(path), "--out", "out"], folder,
                                        ("house.toml",))
    assert code == 2
    assert line.startswith(f"boardgen: --house-rules house.toml: {expected}"), line


FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

COMMANDS = {
    ("board", "pegs-and-jokers", "--format", "json"): ("players", "style", "pitch", "hole", "kerf", "margin", "web",
                                                       "edge", "bed", "split", "piece", "paper", "colors"),
    ("board", "fast-track", "--format", "json"): ("players", "pitch", "hole", "bed", "split", "piece", "format"),
    ("board", "pegs-and-jokers", "--format", "gcode"): ("bit", "stock", "peck", "feed", "plunge", "safe-z",
                                                        "spindle", "origin", "gcode-dialect", "breakthrough"),
    ("board", "triangle", "--format", "json"): ("rows", "empty", "target", "pitch", "hole"),
    ("coupon", "--format", "json"): ("hole", "step", "count", "kerf", "web"),
    ("simulate", "pegs-and-jokers", "--games", "2"): ("players", "decks", "teams", "variant", "policy", "max-turns",
                                                      "seed", "format"),
    ("simulate", "fast-track", "--games", "2"): ("players", "decks", "teams", "max-turns", "seed"),
    ("simulate", "ludo", "--games", "2"): ("players", "decks", "teams", "variant", "policy", "max-turns", "seed"),
    ("balance", "pegs-and-jokers", "--games", "2", "--policy", "random"): ("players", "sweep", "variant", "teams",
                                                                          "seed", "format", "plot"),
    ("solve", "triangle", "--rows", "5"): ("empty", "target", "format"),
    ("solve", "solitaire", "--no-count"): ("shape", "empty", "target"),
    ("rules", "booklet", "triangle"): ("rows", "empty", "target", "players", "layout", "paper", "title"),
    ("rules", "check", "pegs-and-jokers"): ("players", "variant", "teams", "pitch"),
}
"""Each base command is valid and quick; the fuzz replaces or adds a few of its options."""


@given(data=st.data())
@FUZZ
def test_fuzzed_options_exit_0_or_refuse_in_one_line(folder: Path, data: st.DataObject) -> None:
    base = data.draw(st.sampled_from(sorted(COMMANDS)))
    names = data.draw(st.lists(st.sampled_from(COMMANDS[base] + ("bogus", "out")), min_size=1, max_size=3,
                               unique=True))
    values = st.one_of(st.sampled_from(NASTY), st.text(max_size=12), st.integers(-10**30, 10**30).map(str))
    argv = list(base)
    for name in names:
        argv += [f"--{name}", data.draw(values)]
    if argv[-2] == "--out" and argv[-1] in ("", "-"):
        argv[-1] = "out"  # the empty folder case has its own test above
    with folder_cleaned(folder):
        assert_refused_or_fine(argv, folder)


@contextlib.contextmanager
def folder_cleaned(folder: Path):
    """Hypothesis reuses the test's folder: empty it after each example."""
    try:
        yield
    finally:
        for path in sorted(folder.rglob("*"), reverse=True):
            path.rmdir() if path.is_dir() and not path.is_symlink() else path.unlink()


JSON_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False),
                        st.sampled_from(["start", "track:3", "home:1", "track:²", "track:" + "9" * 50, "pen",
                                         "bulls-eye", "A", "JOKER", "pegs-and-jokers", "fast-track", ""]),
                        st.text(max_size=8))
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=6),
                                                                 st.dictionaries(st.text(max_size=6), inner,
                                                                                 max_size=4)), max_leaves=30)


@given(data=st.data())
@FUZZ
def test_fuzzed_position_files_exit_0_or_refuse_in_one_line(folder: Path, data: st.DataObject) -> None:
    position = dict(data.draw(st.sampled_from([POSITION, {**POSITION, "game": "fast-track",
                                                          "pegs": [["pen"] * 4 for _ in range(4)]}])))
    for key in data.draw(st.lists(st.sampled_from([*position, "hands", "Players", "idle_turns"]), max_size=3)):
        position[key] = data.draw(JSON_VALUES)
    with folder_cleaned(folder):
        moves(folder, write(folder, "position.json", json.dumps(position)))


TOML_VALUES = st.one_of(st.integers(-10**6, 10**6).map(str), st.sampled_from(['"pegs-and-jokers"', '"triangle"',
                        '"fast-track"', "[]", '["nine-split"]', "[[1]]", '""', "true", "1.5", '"' + "x" * 200 + '"',
                        "{a = 1}", BIG]), st.text(max_size=10).map(json.dumps))


@given(data=st.data())
@FUZZ
def test_fuzzed_house_rules_exit_0_or_refuse_in_one_line(folder: Path, data: st.DataObject) -> None:
    keys = data.draw(st.lists(st.sampled_from(["game", "players", "teams", "variations", "title", "bogus"]),
                              min_size=1, max_size=4, unique=True))
    text = "\n".join(f"{key} = {data.draw(TOML_VALUES)}" for key in keys)
    with folder_cleaned(folder):
        write(folder, "house.toml", text)
        code, _ = assert_refused_or_fine(["rules", "booklet", "--house-rules", "house.toml", "--out", "out"],
                                         folder, ("house.toml",))
        if code == 0:
            assert [name for name in files_in(folder) if name.endswith(".pdf")]


def int_option_calls() -> list[tuple[list[str], str]]:
    """Every whole-number option of every command built from ``Option``s: each board game's,
    the coupon's and each rule booklet's own, with the command that takes it."""
    from boardgen.booklet.registry import sources
    from boardgen.games.registry import GAMES, game
    from boardgen.job import all_options
    from boardgen.shop.coupon_options import COUPON_OPTIONS

    whole = ("int", "int-list")
    calls = [(["board", name], o.name) for name in GAMES for o in all_options(game(name)) if o.kind in whole]
    calls += [(["coupon"], o.name) for o in COUPON_OPTIONS if o.kind in whole]
    calls += [(["rules", "booklet", name], o.name) for name, s in sources().items() for o in s.options if o.kind in whole]
    return calls


INT_OPTIONS = int_option_calls()


def test_every_whole_number_option_refuses_5000_digits_in_one_line(folder: Path) -> None:
    assert len(INT_OPTIONS) >= 19
    for command, name in INT_OPTIONS:
        for value in (BIG, "-" + BIG, "0" * 5000 + "1" * 19):
            code, line = assert_refused_or_fine([*command, f"--{name}", value, "--out", "out"], folder)
            assert code == 2 and line.startswith(f"boardgen: --{name}: a whole number"), (command, line)


def test_leading_zeros_do_not_count_as_digits(folder: Path) -> None:
    code, _ = assert_refused_or_fine(["board", "triangle", "--rows", "0" * 5000 + "6", "--format", "json"], folder)
    assert code == 0 and files_in(folder) == ["output/triangle-6rows.json"]


@pytest.mark.parametrize("argv, expected", [
    (["simulate", "pegs-and-jokers", "--games", "٣"], "Invalid value for '--games': '٣' is not a whole number in "
     "the digits 0-9"),
    (["simulate", "pegs-and-jokers", "--games", "2", "--seed", "1_0"], "Invalid value for '--seed': '1_0' is not"),
    (["solve", "triangle", "--empty", "٣"], "Invalid value for '--empty': '٣' is not a whole number"),
    (["preview", "--port", "٣"], "Invalid value for '--port': '٣' is not a whole number"),
    (["rules", "booklet", "pegs-and-jokers", "--players", "٣"], "Invalid value for '--players': '٣' is not"),
    (["board", "triangle", "--laser", "xyz"], "--laser: one of co2, diode (got 'xyz')"),
    (["board", "triangle", "--install-completion"], "--install-completion: not an option of"),
    (["rules", "check", "pegs-and-jokers", "--install-completion"], "--install-completion: not an option of"),
])
def test_typers_own_options_and_the_laser_refuse_like_the_board_options(folder: Path, argv: list[str],
                                                                         expected: str) -> None:
    code, line = assert_refused_or_fine(argv, folder)
    assert code == 2 and line.startswith(f"boardgen: {expected}"), line


def test_a_position_key_given_twice_is_refused(folder: Path) -> None:
    text = json.dumps(POSITION)[:-1] + ', "turn": 1}'
    code, line = moves(folder, write(folder, "position.json", text))
    assert (code, line) == (2, 'boardgen: --position: JSON with each key once in an object ("turn" is given twice)')
    code, _ = moves(folder, write(folder, "position.json", json.dumps(POSITION)))
    assert code == 0


@pytest.mark.parametrize("levels", [999, 40_000])
def test_dotted_toml_keys_count_as_nesting(folder: Path, levels: int) -> None:
    """``a.a.a... = 1`` builds one table per part: refused from its depth, before tomllib runs."""
    path = write(folder, "house.toml", "game = 'triangle'\nx" + ".a" * levels + " = 1\n")
    began = time.perf_counter()
    code, line = assert_refused_or_fine(["rules", "booklet", "--house-rules", str(path), "--out", "out"], folder,
                                        ("house.toml",))
    assert time.perf_counter() - began < 2
    assert (code, line) == (2, f"boardgen: --house-rules house.toml: TOML nested at most 64 deep (found {levels + 1})")


def test_toml_at_the_depth_limit_is_read(folder: Path) -> None:
    """The bound is exact for dotted keys: 64 levels pass (and reach the check of the key)."""
    path = write(folder, "house.toml", "game = 'triangle'\nx" + ".a" * 63 + " = 1\n")
    code, line = assert_refused_or_fine(["rules", "booklet", "--house-rules", str(path), "--out", "out"], folder,
                                        ("house.toml",))
    assert (code, line) == (2, "boardgen: --house-rules house.toml: x: not a house-rules key; keys are game, "
                               "title, players, teams, variations")


def test_a_materials_file_is_read_like_every_other_input_file(folder: Path) -> None:
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    regular = "a regular file (not a folder, device or pipe)"
    cases = [(fifo, f"--materials {fifo}: {regular}"), ("/dev/zero", f"--materials /dev/zero: {regular}"),
             (write(folder, "deep.toml", "x = " + "[" * 100000), "--materials deep.toml: TOML nested at most 64 deep"),
             (write(folder, "dotted.toml", "x" + ".a" * 40000 + " = 1"), "--materials dotted.toml: TOML nested at most"),
             (write(folder, "digits.toml", f"[oak]\nkerf = {BIG}\n"),
              "--materials digits.toml: TOML whose numbers have at most 4300 digits"),
             (write(folder, "quoted.toml", f"[oak]\nkerf = \"{BIG}mm\"\n"), "--materials quoted.toml: [oak] kerf: a "
              "length from 0 mm to 2 mm")]
    inputs = tuple(files_in(folder))
    for path, expected in cases:
        for argv in (["materials", "--materials", str(path)], ["board", "triangle", "--materials", str(path)]):
            code, line = assert_refused_or_fine(argv, folder, inputs)
            assert code == 2 and line.startswith(f"boardgen: {expected}"), (argv, line)
    mine = write(folder, "mine.toml", '[oak]\ndescription = "my oak"\nkerf = "0.2mm"\n')
    code, out, _ = invoke(["materials", "--materials", str(mine)], folder)
    assert code == 0 and "oak (router): my oak" in out
