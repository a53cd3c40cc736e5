"""Hundreds of generated calls of every command that takes user input, with zero tracebacks
and zero hangs: each ends with exit 0, or exit 2 and one ``boardgen:`` line and no files.

A seeded generator (so a failure replays exactly) draws, on top of a cheap valid base
command, one to three of the command's own options (read from the command itself, so a new
option is fuzzed the day it is added), a stray option or a flag without its value, with values
from those that broke earlier versions (``cli_calls.NASTY``), plausible ones, random text and
numbers out of every range; ``rules moves`` and ``materials`` also get generated files. The
values that are accepted are cheap ones, so no call starts long work.
"""

from __future__ import annotations

import json
import random
import shutil
import string
from collections.abc import Callable
from pathlib import Path

import pytest
import typer

from boardgen.cli.app import build
from tests.support.cli_calls import BIG, NASTY, assert_refused_or_fine, files_in
from tests.support.paths import REPO

CALLS = 300
"""Generated calls per command."""
SEED = 26

PLAUSIBLE = ["1", "2", "3", "4", "5", "6", "0.5", "4.8mm", "1in", "3mm", "10%", "svg", "json", "table", "co2",
             "diode", "R12", "a4", "center", "english", "birch-3mm", "A", "JOKER", "nine-split", "pairs", "random",
             "greedy", "cut=10", "200x200mm", "dovetail", "booklet", "sheet"]
"""Values some option takes; none of them starts long work on the base commands below."""
NEVER = {"--help", "--count", "--shape", "--jobs", "--compare", "--plot"}
"""Options left out: ``--help`` prints help; a count of the 28-hole triangle, the European
board's search, more processes and the comparisons each take seconds by design (they have
tests of their own). The reference square is in: it takes a fraction of a second on any board."""

Generated = tuple[list[str], tuple[str, ...]]
"""A call's arguments and the input files it reads (kept when the call is refused)."""


def options_of(path: list[str]) -> list[str]:
    """The long options of ``boardgen PATH``, read from the command (a booklet game's own
    options come after its name and are read by the command, so they are added by hand)."""
    command = typer.main.get_command(build((path[0],)))
    ctx = typer.Context(command)
    for name in path:
        if not hasattr(command, "get_command"):
            break  # the rest are arguments
        command = command.get_command(ctx, name)
    return sorted(flag for param in command.params for flag in getattr(param, "opts", ())
                  if flag.startswith("--") and flag not in NEVER)


def value(rng: random.Random) -> str:
    """One option value; never with a NUL byte, which no command line can hold (``execve``
    ends each argument at one)."""
    draw = rng.random()
    if draw < 0.35:
        return rng.choice(NASTY).replace("\x00", "")
    if draw < 0.75:
        return rng.choice(PLAUSIBLE)
    if draw < 0.87:
        return "".join(rng.choice(string.printable + "٣²é🙂") for _ in range(rng.randrange(1, 12)))
    return str(rng.choice([-1, 1]) * rng.randrange(10**7, 10**30))


def with_options(rng: random.Random, base: list[str], flags: list[str]) -> list[str]:
    argv = list(base)
    # now and then none: the bare call must run, and a command with many options whose random
    # values are mostly refused (simulate) still reaches the end where it succeeds
    for flag in rng.sample(flags, min(rng.choice([0, 1, 1, 2, 3]), len(flags))):
        argv += [flag, value(rng)]
    twist = rng.random()
    if twist < 0.05:
        argv.append(rng.choice(flags))  # a value missing
    elif twist < 0.1:
        argv += ["--bogus", value(rng)]
    return argv


def option_calls(bases: list[list[str]], extra: dict[str, list[str]] | None = None) -> Callable[..., Generated]:
    """Calls of one of ``bases`` with generated options (``extra``: options a base's command
    reads itself, by its last word)."""
    flags = {tuple(base): options_of([word for word in base if not word.startswith("-")]) for base in bases}

    def call(rng: random.Random, folder: Path) -> Generated:
        base = rng.choice(bases)
        return with_options(rng, base, flags[tuple(base)] + (extra or {}).get(base[-1], [])), ()

    return call


POSITION = {"game": "pegs-and-jokers", "players": 4, "turn": 0, "hand": ["A", "4"],
            "pegs": [["start"] * 5 for _ in range(4)]}
FAST_TRACK = {"game": "fast-track", "players": 4, "turn": 0, "hand": ["A"], "pegs": [["pen"] * 4 for _ in range(4)]}
TRACK_CARDS = [json.loads((REPO / "examples" / f"{game}-position.json").read_text())
               for game in ("tock", "slide-race")]
"""The card track games' examples: a hand, ``goal`` and a track of another length."""
LEAVES = [None, True, 0, -1, 3, 2.5, 10**40, "", "start", "track:3", "home:1", "track:²", "pen", "A", "JOKER", [],
          {}, [[]], "track:" + "9" * 50, "x" * 200]


def mutated(rng: random.Random, data: object, depth: int = 0) -> object:
    """``data`` with a few of its parts replaced, removed or doubled."""
    if depth > 4 or rng.random() < 0.2:
        return rng.choice(LEAVES) if rng.random() < 0.5 else data
    if isinstance(data, dict):
        out = {key: mutated(rng, item, depth + 1) if rng.random() < 0.3 else item for key, item in data.items()}
        if rng.random() < 0.2:
            out.pop(rng.choice(list(out)), None)
        if rng.random() < 0.1:
            out[rng.choice(["hands", "Players", "idle_turns", "variants", "teams"])] = rng.choice(LEAVES)
        return out
    if isinstance(data, list):
        return [mutated(rng, item, depth + 1) if rng.random() < 0.2 else item for item in data]
    return rng.choice(LEAVES)


def position_call(rng: random.Random, folder: Path) -> Generated:
    text = json.dumps(mutated(rng, rng.choice([POSITION, FAST_TRACK, *TRACK_CARDS])))
    draw = rng.random()
    if draw < 0.1:
        text = text[: rng.randrange(len(text))]  # cut short
    elif draw < 0.2:
        text = text[:-1] + ', "turn": 1}'  # a key twice
    elif draw < 0.25:
        text = "[" * rng.choice([63, 64, 65, 100_000])
    (folder / "position.json").write_text(text)
    argv = ["rules", "moves", "--position", "position.json"]
    if rng.random() < 0.4:
        argv += ["--card", value(rng)]
    return argv, ("position.json",)


PRESET_KEYS = ["description", "stock", "kerf", "joint-clearance", "engrave-mode", "speed", "power", "bit", "feed",
               "spindle", "thickness", "co2", "diode"]
TOML_VALUES = ['"3mm"', '"0.2mm"', '"cut=10"', '"1in"', "3", "1.5", "true", "[]", "{}", '"x"', f'"{BIG}"', BIG,
               '"٣mm"', '"-1mm"', '"1e309mm"', '""', "[[1]]", "{a = 1}", '"line"', '"fill"']


def materials_call(rng: random.Random, folder: Path) -> Generated:
    lines = []
    for table in range(rng.randint(1, 3)):
        header = rng.choice(["[oak]", "[oak.co2]", "[oak.diode]", f"[p{table}]", "[[arr]]", "[a.b.c]", "oak = 1",
                             "[" + "x." * rng.choice([10, 70, 5000]) + "x]"])
        lines.append(header)
        for _ in range(rng.randint(0, 4)):
            key = rng.choice(PRESET_KEYS) if rng.random() < 0.8 else ".".join(["k"] * rng.choice([2, 64, 3000]))
            lines.append(f"{key} = {rng.choice(TOML_VALUES)}")
    text = "\n".join(lines)
    if rng.random() < 0.1:
        text = text[: rng.randrange(len(text) + 1)]
    (folder / "mine.toml").write_text(text)
    if rng.random() < 0.3:
        return ["board", "triangle", "--format", "json", "--materials", "mine.toml", "--material",
                rng.choice(["oak", "p0", "birch-3mm"])], ("mine.toml",)
    return ["materials", "--materials", "mine.toml"], ("mine.toml",)


GENERATORS: dict[str, Callable[[random.Random, Path], Generated]] = {
    "board": option_calls([["board", "triangle", "--format", "json"], ["board", "fast-track", "--format", "json"],
                           ["board", "pegs-and-jokers", "--format", "json"]]),
    "coupon": option_calls([["coupon", "--format", "json"]]),
    "cards": option_calls([["cards", "slide-race"], ["cards", "pegs-and-jokers"], ["cards", "tock"]]),
    "rules booklet": option_calls([["rules", "booklet", "triangle"], ["rules", "booklet", "pegs-and-jokers"]],
                                  {"triangle": ["--rows", "--empty", "--target"]}),
    "rules moves": position_call,
    "simulate": option_calls([["simulate", "pegs-and-jokers", "--games", "2"], ["simulate", "fast-track", "--games",
                                                                                "2"]]),
    "solve": option_calls([["solve", "triangle", "--rows", "5"], ["solve", "solitaire", "--no-count"]]),
    "materials": materials_call,
}


@pytest.mark.slow  # 300 calls of each of the eight: about 25 s on one core
@pytest.mark.parametrize("command", list(GENERATORS))
def test_generated_calls_end_in_a_result_or_one_line(tmp_path: Path, command: str) -> None:
    rng = random.Random(f"{SEED} {command}")
    outcomes = {0: 0, 2: 0}
    for number in range(CALLS):
        folder = tmp_path / str(number)
        folder.mkdir()
        argv, inputs = GENERATORS[command](rng, folder)
        code, _ = assert_refused_or_fine(argv, folder, tuple(sorted(inputs)))
        outcomes[code] += 1
        shutil.rmtree(folder)
    # both ends are reached, so the generator neither only trips nor only passes the checks
    assert outcomes[0] >= CALLS // 40 and outcomes[2] >= CALLS // 4, outcomes
    assert not files_in(tmp_path)
