"""What every command shares: turning refusals into one line and exit status 2, and
reporting the files a command made."""

from __future__ import annotations

import contextlib
import gc
import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import typer
from typer.core import TyperGroup

from boardgen.errors import BoardRejected, ParameterError
from boardgen.options import whole_digits

if TYPE_CHECKING:
    import click

    # only named in annotations: importing the job would load every board module on every command
    from boardgen.board import Board
    from boardgen.job import Written

EXIT_REFUSED = 2
EXIT_OLD_FILE_KEPT = 3
"""The new set was written, but a file an earlier run wrote under its name could not be
removed, so the folder also holds a file of another design."""
MARKUP = None
"""Every ``typer.Typer`` here prints click's plain help: typer's rich help imports rich, which
took longer than the whole rest of ``boardgen --help`` (``benchmarks/bench_startup.py``)."""
UNCUT = 10_000
"""Room for a subcommand's summary in a group's help: its whole first sentence, wrapped."""


CLICK_TYPES = importlib.import_module(typer.BadParameter.__module__.rpartition(".")[0] + ".types")
"""click's parameter types, from the click this typer uses (its own copy in newer typers)."""


INT_DIGITS = 4300
"""Python's default limit for reading an integer; a longer number is refused by name, and any
shorter one reaches the command's own range check."""


class _AsciiDigits:
    """Over click's integer types: a whole number in ASCII digits, as the board options take
    them; ``int`` alone would take ``٣`` (and ``1_0``) too."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str):
            found = whole_digits(value)
            if found is None:
                self.fail(f"{value!r} is not a whole number in the digits 0-9", param, ctx)
            if len(found[1]) > INT_DIGITS:  # where click said only "not a valid int"
                self.fail(f"{value!r} is not a whole number of at most {INT_DIGITS:,} digits", param, ctx)
        return super().convert(value, param, ctx)  # type: ignore[misc]


class AsciiInt(_AsciiDigits, CLICK_TYPES.IntParamType):
    """click's INT, ASCII digits only."""


class AsciiIntRange(_AsciiDigits, CLICK_TYPES.IntRange):
    """click's IntRange, ASCII digits only."""


def ascii_integers(command: click.Command | None) -> click.Command | None:
    """The command with each of typer's integer options taking ASCII digits only; every
    group here hands out its commands through this, so no integer option is missed."""
    for param in command.params if command is not None else ():
        kind = param.type
        if type(kind) is CLICK_TYPES.IntParamType:
            param.type = AsciiInt()
        elif type(kind) is CLICK_TYPES.IntRange:
            param.type = AsciiIntRange(kind.min, kind.max, kind.min_open, kind.max_open, kind.clamp)
    return command


class FullHelpGroup(TyperGroup):
    """A command group whose help lists each subcommand's whole first sentence, wrapped, where
    click's plain help cuts it at the terminal's edge with '...', and whose commands' integer
    options take ASCII digits only (``ascii_integers``)."""

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return ascii_integers(super().get_command(ctx, name))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        named = ((name, self.get_command(ctx, name)) for name in self.list_commands(ctx))
        rows = [(name, command.get_short_help_str(UNCUT)) for name, command in named
                if command is not None and not command.hidden]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


def lazy_group(listed: Callable[[], list[str]], make: Callable[[str], Callable[..., None] | None],
               implied: Mapping[str, str] | None = None) -> type[TyperGroup]:
    """A command group whose subcommands are built only when named (or all, when ``--help``
    lists them): one per game, so a command about one game never imports the others.

    ``make`` gives a subcommand's function, or None for a name the group does not have.
    ``implied`` names the subcommand an option stands for when the words begin with an option
    and hold it: ``board --game-file FILE`` is ``board track --game-file FILE``.
    """

    class LazyGroup(FullHelpGroup):
        def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
            named = [implied[word.partition("=")[0]] for word in args if implied and word.partition("=")[0] in implied]
            if named and args[0].startswith("-"):
                args = [named[0], *args]
            return super().parse_args(ctx, args)

        def list_commands(self, ctx: object) -> list[str]:
            return listed()

        def get_command(self, ctx: object, name: str) -> click.Command | None:
            function = make(name)
            if function is None:
                return None
            # no --install-completion here: it would edit the shell's start-up file from deep
            # inside one game's command; boardgen offers no completion (docs/robustness.md)
            single = typer.Typer(rich_markup_mode=MARKUP, add_completion=False)
            single.command(name)(function)
            return ascii_integers(typer.main.get_command(single))

    return LazyGroup


@contextlib.contextmanager
def refusals() -> Iterator[None]:
    """Report a refused parameter or board as plain lines on stderr, never a traceback."""
    try:
        yield
    except (ParameterError, BoardRejected) as error:
        for line in str(error).splitlines():
            typer.echo(f"boardgen: {line}", err=True)
        raise typer.Exit(EXIT_REFUSED) from None


@contextlib.contextmanager
def uncollected() -> Iterator[None]:
    """Run a bounded job without the cycle collector: a board job makes tens of thousands of
    short-lived objects on top of every module it has just imported, and the collector's passes
    over them all cost about 0.08 s CPU of the 8-player board's 0.45 s beyond its libraries'
    imports (``benchmarks/bench_startup.py``). Most of its garbage goes by reference counting;
    the few cycles (a DXF document's) last until the job ends, a few megabytes at most."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def report(first_line: str, board: Board, written: Written, notes: tuple[str, ...] = ()) -> None:
    """What a command that made files prints: its summary, the board's notes, the command's
    own (the material preset used) and the writers' lines indented under it, then every file
    written; then a warning on stderr for each earlier run's file that could not be removed,
    and exit status ``EXIT_OLD_FILE_KEPT``."""
    typer.echo(first_line)
    for line in (*board.notes, *notes, *written.reports):
        typer.echo(f"  {line}")
    for path in written.paths:
        typer.echo(f"  wrote {path}")
    for path in written.removed:
        typer.echo(f"  removed {path} (an earlier run's file of this name)")
    for path, reason in written.kept:
        typer.echo(f"boardgen: warning: could not remove {path}, an earlier run's file of this name ({reason}); "
                   "the new set was written", err=True)
    if written.kept:
        raise typer.Exit(EXIT_OLD_FILE_KEPT)
