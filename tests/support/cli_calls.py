"""Running ``boardgen`` in this process, for the tests that make hundreds of calls: each call's
exit status and output, a hang turned into a failure by an alarm, and the check every call of
theirs must pass (exit 0, or exit 2 with one line and no files).

Import explicitly (``from tests.support.cli_calls import invoke``).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import sys
from pathlib import Path

from boardgen.cli.app import main

PROGRESS_LINE = re.compile(r"(counting|searching|simulating|splitting): [0-9,]+ ")
"""A progress line a long run prints on stderr (``cli/progress.py``) before its result or refusal."""


def said(err: str) -> list[str]:
    """The lines of stderr besides progress lines."""
    return [line for line in err.splitlines() if not PROGRESS_LINE.match(line)]


HANG_SECONDS = 20
"""A call that has not ended by then is a hang."""
BIG = "1" * 5000

NASTY = ["", " ", "0", "-1", "²", "٣", "1²", BIG, "99999999999999999999", "10**20", "1e309", "nan", "inf",
         "-inf", "3.5", "0x10", "1_000", "4,13", "4,", ",", "3,4,5,6,7,8,9,10,11,12", "a" * 300, "\x00", "--",
         "5furlongs", "1e309mm", BIG + "mm", "²mm", "1000000000", "12 x", "x", "0x0", "-5x5", "🙂"]
"""Values that crashed, hung or slipped through before, for any option."""


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang(f"no answer within {HANG_SECONDS} s")


def invoke(argv: list[str], folder: Path) -> tuple[int, str, str]:
    """Run ``boardgen ARGV`` in ``folder``: exit status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, _alarm)
    saved_argv, saved_term, cwd = sys.argv, signal.getsignal(signal.SIGTERM), os.getcwd()
    sys.argv = ["boardgen", *argv]
    os.chdir(folder)
    signal.alarm(HANG_SECONDS)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main()
                code = 0
            except SystemExit as done:
                code = done.code if isinstance(done.code, int) else 1
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        signal.signal(signal.SIGTERM, saved_term)
        sys.argv = saved_argv
        os.chdir(cwd)
    return code, out.getvalue(), err.getvalue()


def files_in(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def assert_refused_or_fine(argv: list[str], folder: Path, inputs: tuple[str, ...] = ()) -> tuple[int, str]:
    """Exit 0, or exit 2 with one ``boardgen:`` line and no file beyond the given inputs. A
    board the verifier refuses says one such line per broken rule (``verify.require``: all are
    mended in one pass), each a rule's name, what broke and the option that mends it."""
    code, _, err = invoke(argv, folder)
    assert "Traceback" not in err, err
    if code == 0:
        return code, err
    assert code == 2, (argv, code, err)
    lines = said(err)
    rules = len(lines) > 1 and all(re.match(r"boardgen: [a-z ]+: .*; try ", line) for line in lines)
    assert (len(lines) == 1 or rules) and all(line.startswith("boardgen: ") for line in lines), (argv, err)
    assert all(len(line) < 400 for line in lines), lines
    assert files_in(folder) == sorted(inputs), argv
    return code, lines[0]
