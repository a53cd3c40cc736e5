"""The ``boardgen`` command: the areas of the command line, assembled in one place.

Each area is a module of its own (``board_cmd``, ``rules_cmd``, ...) exposing
``register(app)``; the library never imports the CLI. ``main`` loads only the area the
command line names, so ``boardgen board`` does not pay for the rules engines, the solver or
the preview server at start-up; ``app`` (for ``--help`` and the tests) holds them all.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import importlib
import os
import re
import signal
import sys
import threading
from typing import Annotated, NoReturn

import typer

from boardgen.cli.areas import AREAS, summary
from boardgen.cli.blas import one_blas_thread
from boardgen.cli.common import HELP_NAMES, MARKUP, FullHelpGroup, click_errors as click
from boardgen.errors import SHOWN_CHARACTERS, shorten
from boardgen.write_set import HELD_SIGNALS, Interrupted, held, interrupted_line, last_set

EXIT_OK = 0
EXIT_INTERRUPTED = 130
"""The shell's status for a run ended by Ctrl+C (128 + SIGINT)."""
EXIT_OUTPUT_LOST = 1
"""Standard output could not be written (a full disk, ``> /dev/full``); files may have been."""
ECHO = typer.echo.__code__
"""Where every command's output passes: an ``OSError`` raised from inside it is standard
output's (or standard error's), not a file's."""
NO_ARGS_IS_HELP = getattr(click, "NoArgsIsHelpError", ())
"""Raised for a bare group command by click 8.2 and later; older ones print the help and exit."""



class _Stopped(Exception):
    """A command ended by Ctrl+C, with the line that says what it left on disk. Not a
    ``KeyboardInterrupt``, which typer would turn into a silent exit 130."""


class _InOrder(FullHelpGroup):
    """Lists every area in the order of ``AREAS`` (making a board first), loaded or not, where
    typer would list single commands before groups; its help reads their summaries from
    ``AREAS``, so ``boardgen --help`` loads no area."""

    def list_commands(self, ctx: object) -> list[str]:
        return list(AREAS)

    def format_commands(self, ctx: object, formatter: object) -> None:
        with formatter.section("Commands"):
            formatter.write_dl([(name, summary(name)) for name in AREAS])

    def invoke(self, ctx: object) -> object:
        """Run the command; Ctrl+C (or SIGTERM) ends it with one line saying what it left, where
        typer would exit 130 in silence: the line travels past typer to ``main``."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as error:
            raise _Stopped(error.line() if isinstance(error, Interrupted) else interrupted_line()) from None


def _version(asked: bool) -> None:
    """``--version``: the installed package's version, read only when asked."""
    if asked:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"boardgen {version('boardgen')}")
        except PackageNotFoundError:
            typer.echo("boardgen (not installed: run from a source folder, no version recorded)")
        raise typer.Exit()


def _root(shown: Annotated[bool, typer.Option("--version", is_eager=True, callback=_version,
                                              help="Print boardgen's version and exit.")] = False) -> None:
    """Make peg race game boards (laser/CNC cut files, drilling templates), rules and solutions."""


def build(areas: tuple[str, ...] = tuple(AREAS)) -> typer.Typer:
    built = typer.Typer(cls=_InOrder, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                        rich_markup_mode=MARKUP, context_settings=HELP_NAMES)
    # A root callback keeps the command a group even when only one area is loaded; without it
    # typer would turn a lone command such as ``coupon`` into the whole program.
    built.callback()(_root)
    for area in areas:
        importlib.import_module(f"boardgen.cli.{AREAS[area][0]}").register(built)
    return built


@functools.cache
def _full() -> typer.Typer:
    return build()


def __getattr__(name: str) -> typer.Typer:
    if name == "app":
        return _full()
    raise AttributeError(name)


LONG_QUOTED = re.compile(r"'([^']{%d,})'" % (SHOWN_CHARACTERS + 1))
"""A value click quotes in its message that is too long to repeat whole (a 5,000-digit number)."""
LONG_EXTRA = re.compile(r"(?<=extra argument\(s\) )\(([^()]{%d,})\)" % (SHOWN_CHARACTERS + 1))
"""The stray words click lists in brackets after "Got unexpected extra argument(s)", too long
to repeat whole."""


def usage_line(error: Exception) -> str:
    """A mistyped command line as one line naming what was wrong and what is allowed, like
    every other refusal, instead of click's usage box."""
    ctx = error.ctx
    where = ctx.command_path.replace("python -m ", "") if ctx is not None else "boardgen"
    if isinstance(error, click.NoSuchOption):
        near = f"; did you mean {', '.join(error.possibilities)}?" if error.possibilities else ""
        return f"{error.option_name}: not an option of '{where}'{near} ('{where} --help' lists them)"
    message = " ".join(error.format_message().split())
    message = LONG_EXTRA.sub(lambda extra: f"({shorten(extra.group(1))})", message)
    return LONG_QUOTED.sub(lambda quoted: f"'{shorten(quoted.group(1))}'", message)


def main() -> None:
    """Run the command line. Called by the program's own file (the console script, ``python -m
    boardgen``), it ends the process itself (``_leave``); called from other code (the tests, a
    ``python -c`` probe that reads the status), it ends by ``SystemExit``."""
    caller = sys._getframe(1).f_globals
    as_program = caller.get("__name__") == "__main__" and "__file__" in caller
    previous = {held: signal.getsignal(held) for held in HELD_SIGNALS}
    came: list[int] = []
    code = EXIT_OK
    try:
        try:
            one_blas_thread()
            # SIGTERM ends a run like Ctrl+C, so temporary files are removed and one line says so.
            signal.signal(signal.SIGTERM, signal.default_int_handler)
            code = _run()
        finally:
            _record(came)
    except KeyboardInterrupt:  # while the end of the run was being said
        code = _said_interrupted(code)
    if as_program:
        _leave(code, came)
    for held, handler in previous.items():  # called from within another program: as it was
        signal.signal(held, handler)
    sys.exit(_said_interrupted(code) if came else code)


def _run() -> int:
    """Run the command the command line names: its exit status, each way of ending said."""
    named = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        command = held(build, (named,) if named in AREAS else ())  # --help, --version and a mistyped area load none; imports: no library torn
        code = command(standalone_mode=False)
        if code == EXIT_INTERRUPTED:  # typer's answer to Ctrl+C while it reads the command line
            raise KeyboardInterrupt
        sys.stdout.flush()  # here, not at exit, so a full disk under standard output is said in one line
    except KeyboardInterrupt:  # while loading the command or reading its options
        code = _said_interrupted(EXIT_OK)
    except _Stopped as stopped:
        typer.echo(f"boardgen: {stopped}", err=True)
        code = EXIT_INTERRUPTED
    except OSError as error:
        if not _from_output(error):
            raise
        code = _output_lost(error)
    except NO_ARGS_IS_HELP as error:  # the help a bare group gives: on stdout, where click puts it on stderr
        typer.echo(error.format_message())
        code = error.exit_code
    except click.UsageError as error:
        typer.echo(f"boardgen: {usage_line(error)}", err=True)
        code = error.exit_code
    except click.ClickException as error:
        error.show()
        code = error.exit_code
    except typer.Abort:
        typer.echo("Aborted.", err=True)
        code = 1
    return code or EXIT_OK


def _said_interrupted(code: int) -> int:
    """Say in one line what an interrupt left on disk, unless the run has said so already."""
    if code != EXIT_INTERRUPTED:
        typer.echo(f"boardgen: {interrupted_line()}", err=True)
    return EXIT_INTERRUPTED


def _record(came: list[int]) -> None:
    """From now on Ctrl+C and SIGTERM are only noted in ``came``: the command is done."""
    for held in HELD_SIGNALS:
        signal.signal(held, lambda number, frame: came.append(number))


def _leave(code: int, came: list[int]) -> NoReturn:
    """End the process with ``code``; an interrupt that came once the command was done is
    said too, in the one line.

    Python ends a process in stages: threads joined, exit handlers, modules torn down. That takes
    a tenth of a second or more with numpy and the 3D libraries loaded. Part way it gives the
    signals back to the system, so Ctrl+C or SIGTERM then killed the run with no line, or was
    lost. Here the signals are only noted from the moment the command is done. The threads and
    exit handlers run, the line is said for a signal that came, and the process ends at once
    (``os._exit``). So no later instant is left for a signal to fall in."""
    threading._shutdown()  # type: ignore[attr-defined]  # as Python ends: its own hooks, then joins
    atexit._run_exitfuncs()
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
    signal.pthread_sigmask(signal.SIG_BLOCK, HELD_SIGNALS)  # from here one waits, pending, to be seen below
    _let_handlers_run()
    if came or HELD_SIGNALS & signal.sigpending():
        code = _said_interrupted(code)
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
    os._exit(code)


def _let_handlers_run() -> None:
    """A Python call: the interpreter runs the handlers of signals caught before it."""


def _from_output(error: OSError) -> bool:
    """Whether the error came from writing standard output: raised inside ``echo``, or by the
    final flush."""
    frames = []
    trace = error.__traceback__
    while trace is not None:
        frames.append(trace.tb_frame.f_code)
        trace = trace.tb_next
    return ECHO in frames or frames[-1] is _run.__code__


def _output_lost(error: OSError) -> int:
    """Say in one line on stderr that standard output could not be written, and what files
    are on disk. Send the rest of standard output nowhere, so the interpreter's own flush at
    exit does not print a traceback of its own."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    written = last_set()
    files = f"; {len(written)} files were written in {written[0].parent}" if written else ""
    typer.echo(f"boardgen: could not write standard output ({error.strerror}){files}", err=True)
    return EXIT_OUTPUT_LOST
