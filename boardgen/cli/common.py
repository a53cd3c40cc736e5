"""What every command shares: turning refusals into one line and exit status 2, and
reporting the files a command made."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import typer
from typer.core import TyperGroup

from boardgen.errors import BoardRejected, ParameterError

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


class FullHelpGroup(TyperGroup):
    """A command group whose help lists each subcommand's whole first sentence, wrapped, where
    click's plain help cuts it at the terminal's edge with '...'."""

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        named = ((name, self.get_command(ctx, name)) for name in self.list_commands(ctx))
        rows = [(name, command.get_short_help_str(UNCUT)) for name, command in named
                if command is not None and not command.hidden]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


def lazy_group(listed: Callable[[], list[str]], make: Callable[[str], Callable[..., None] | None]) -> type[TyperGroup]:
    """A command group whose subcommands are built only when named (or all, when ``--help``
    lists them): one per game, so a command about one game never imports the others.

    ``make`` gives a subcommand's function, or None for a name the group does not have.
    """

    class LazyGroup(FullHelpGroup):
        def list_commands(self, ctx: object) -> list[str]:
            return listed()

        def get_command(self, ctx: object, name: str) -> click.Command | None:
            function = make(name)
            if function is None:
                return None
            single = typer.Typer(rich_markup_mode=MARKUP)
            single.command(name)(function)
            return typer.main.get_command(single)

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
