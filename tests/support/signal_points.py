"""Send Ctrl+C or SIGTERM to a ``boardgen`` run at every step of its work, one run per step.

Run as a program: ``python signal_points.py SIGNAL PATTERN START STRIDE SEED FOLDER -- ARGS``.
Every function call whose file's path matches ``PATTERN`` is a step, from the first call of a
function named ``START`` on (any name: ``''``); every ``STRIDE``-th step is tried. The boardgen modules are
imported once here; then a first run, forked, counts the steps with no signal, and for each
step k one run is forked that sends the signal to itself as its k-th step begins, plus one that
sends it from an exit handler, the last instant of the process. Each run writes into
``FOLDER/k`` (its output in ``FOLDER/k.stdout`` and ``.stderr``) after the files of ``SEED`` (a folder) are copied there; ``--out`` is replaced by
that folder. Prints a JSON list of ``[k, status, stdout, stderr]``, the status as
``os.waitstatus_to_exitcode`` gives it (negative for a run killed by a signal).

Forking from one warmed process makes each run take a fraction of the half second of imports a
fresh ``boardgen`` pays, so every step can be tried in a test's time.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import signal
import sys
from pathlib import Path

from boardgen.cli import app, board_cmd  # noqa: F401 - loaded before the forks
from boardgen import job  # noqa: F401


def warm(args: list[str]) -> None:
    """Import the writers of the formats asked for, before the forks."""
    from boardgen.writers.registry import writer

    formats = args[args.index("--format") + 1] if "--format" in args else "svg,dxf,pdf,json"
    for name in formats.split(","):
        writer(name)


def run(k: int | str, sig: int, where: tuple[re.Pattern[str], str], folder: Path, args: list[str],
        counted: Path) -> None:
    """In the child: the board command with the signal at step ``k`` (0: none, count the steps;
    ``exit``: from an exit handler); never returns."""
    out = os.open(f"{folder}.stdout", os.O_WRONLY | os.O_CREAT)
    err = os.open(f"{folder}.stderr", os.O_WRONLY | os.O_CREAT)
    os.dup2(out, 1)
    os.dup2(err, 2)
    steps = [0]
    pattern, start = where

    def step(frame, event, arg) -> None:
        code = frame.f_code
        if event == "call" and pattern.search(code.co_filename) and not code.co_name.startswith("<") and (
                steps[0] or code.co_name.startswith(start)):
            steps[0] += 1
            if steps[0] == k:
                os.kill(os.getpid(), sig)

    if k == "exit":
        atexit.register(os.kill, os.getpid(), sig)
    elif k == 0:
        atexit.register(lambda: counted.write_text(str(steps[0])))
    given = list(args)
    given[given.index("--out") + 1] = str(folder)
    sys.argv = ["boardgen", *given]
    sys.setprofile(step)
    app.main()  # ends the process: main is called from this program's __main__
    os._exit(99)


def trial(k: int | str, sig: int, where: tuple[re.Pattern[str], str], seed: Path, base: Path, args: list[str]) -> list:
    folder = base / str(k)
    shutil.copytree(seed, folder)
    counted = base / "steps"
    pid = os.fork()
    if pid == 0:
        run(k, sig, where, folder, args, counted)
    _, status = os.waitpid(pid, 0)
    said = [Path(f"{folder}{name}").read_text() for name in (".stdout", ".stderr")]
    return [k, os.waitstatus_to_exitcode(status), *said]


def main() -> None:
    sig, where = getattr(signal, sys.argv[1]), (re.compile(sys.argv[2]), sys.argv[3])
    stride, seed, base = int(sys.argv[4]), Path(sys.argv[5]), Path(sys.argv[6])
    args = sys.argv[sys.argv.index("--") + 1:]
    warm(args)
    first = trial(0, sig, where, seed, base, args)
    total = int((base / "steps").read_text())
    results = [first, *(trial(k, sig, where, seed, base, args) for k in [*range(1, total + 1, stride), "exit"])]
    print(json.dumps(results))


if __name__ == "__main__":
    main()
