"""What every command shares: turning refusals into one line and exit status 2, and
reporting the files a command made."""

from __future__ import annotations

import contextlib
import gc
import importlib
import sys
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from boardgen.errors import BoardRejected, ParameterError, not_one_of
from boardgen.options import SECTIONS, whole_digits

if TYPE_CHECKING:
    import click

    # only named in annotations: importing the job would load every board module on every command
    from boardgen.board import Board
    from boardgen.output import Written
    from boardgen.user_config import UserDefaults

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
click_errors = sys.modules[typer.BadParameter.__module__]
"""The click exceptions this typer raises: newer typers carry their own copy of click, older
ones use click itself, and typer's public ``BadParameter`` lives beside the rest in either."""
HELP_NAMES = {"help_option_names": ["-h", "--help"]}
"""Context settings of the root command; click hands them down to every subcommand."""


def placeholder(kind: object) -> str:
    """The one placeholder style of every command's help, by the option's type: upper-case words,
    where typer would show ``<int>`` and ``<str>``. Told apart by what they are, as typers differ
    in which click types they carry (a choice, a path)."""
    if hasattr(kind, "choices"):
        return "NAME"
    if isinstance(kind, CLICK_TYPES.IntParamType):
        return "N"
    if isinstance(kind, CLICK_TYPES.FloatParamType):
        return "NUMBER"
    return "FILE" if "Path" in type(kind).__name__ else "TEXT"


HELP_ORDER = ("Common", *SECTIONS)
"""The help's groups of options, in order: the options most runs set, then the page's sections;
a group not named here (a command's own) follows them, and click's ``Options`` come last."""


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


DEFAULTS = "boardgen user defaults"
"""Where a command's context keeps the user's defaults it read (``user_defaults``)."""


def _read_defaults(ctx: click.Context, param: click.Parameter, skipped: bool) -> None:
    """``--no-config``'s callback, run before any other option is read. It reads the user's
    config file, refusing a bad one in one line. It hands its values to this command's options
    as click's default map, so a value typed on the command line wins.
    A command's own options built from the board's definitions take every value the file
    holds for them; any other option only those that mean the same (``user_config.ALIKE``)."""
    if ctx.resilient_parsing:
        return
    from boardgen.user_config import ALIKE, NONE, load

    try:
        found = NONE if skipped else load()
    except ParameterError as error:
        raise click_errors.UsageError(str(error), ctx) from None
    ctx.meta[DEFAULTS] = found
    taken = {}
    for other in ctx.command.params:
        key = next((flag[2:] for flag in getattr(other, "opts", ()) if flag.startswith("--")), None)
        if key in found.values and (getattr(other, "rich_help_panel", None) in HELP_ORDER or key in ALIKE):
            taken[other.name] = found.values[key]
    if taken:
        ctx.default_map = {**(ctx.default_map or {}), **taken}


def user_defaults(ctx: click.Context) -> UserDefaults:
    """The user's defaults this command read (none with ``--no-config``)."""
    from boardgen.user_config import NONE

    return ctx.meta.get(DEFAULTS, NONE)


SET_ASIDE = "boardgen defaults set aside"
"""Where a command's context keeps the file's values a preset typed on the command line beat."""


def set_aside(ctx: click.Context, names: set[str]) -> None:
    """Note the file's values the command did not take after all, so the summary leaves them out."""
    ctx.meta[SET_ASIDE] = names


def from_defaults(ctx: click.Context) -> list[str]:
    """The options (by name, as in the file) whose value came from the user's defaults."""
    aside = ctx.meta.get(SET_ASIDE, set())
    return [name.replace("_", "-") for name in ctx.params
            if (source := ctx.get_parameter_source(name)) is not None and source.name == "DEFAULT_MAP"
            and name.replace("_", "-") not in aside]


def headline(ctx: click.Context, first_line: str) -> str:
    """A summary's first line, ending with the user's defaults the command took, if any."""
    note = user_defaults(ctx).note(from_defaults(ctx))
    return f"{first_line}; {note}" if note else first_line


def _no_config() -> click.Parameter:
    return TyperOption(param_decls=["--no-config"], is_flag=True, default=False, expose_value=False, is_eager=True,
                       callback=_read_defaults, help="Leave your config.toml unread: boardgen's own defaults apply.")


class _PlainArgument(TyperArgument):
    """An argument shown by its placeholder alone, ``GAME`` (``[GAME]`` when optional), where
    typer writes a required one as ``{game}``."""

    def make_metavar(self, *args: Any, **kwargs: Any) -> str:
        shown = self.metavar or (self.name or "").upper()
        return shown if self.required else f"[{shown}]"


def tidied(command: click.Command | None) -> click.Command | None:
    """The command with each of typer's integer options taking ASCII digits only, and every
    placeholder in one style (``placeholder``). Every command but a group gets ``--no-config``,
    whose callback reads the user's defaults (``_read_defaults``). Every group here hands out
    its commands through this, so no option is missed."""
    if command is not None and not hasattr(command, "list_commands") and \
            not any(param.name == "no_config" for param in command.params):
        command.params.append(_no_config())
    for param in command.params if command is not None else ():
        kind = param.type
        if type(kind) is CLICK_TYPES.IntParamType:
            param.type = AsciiInt()
        elif type(kind) is CLICK_TYPES.IntRange:
            param.type = AsciiIntRange(kind.min, kind.max, kind.min_open, kind.max_open, kind.clamp)
        if isinstance(param, TyperArgument):
            param.__class__ = _PlainArgument
        elif param.metavar is None and not getattr(param, "is_flag", False):
            param.metavar = placeholder(param.type)
    return command


class SectionedCommand(TyperCommand):
    """A command whose help lists its options in groups (each option's ``rich_help_panel``, in
    ``HELP_ORDER``), so a board's seventy options read as the page's sections, the common ones
    first. Plain text: rich would cost more than the rest of the help (``MARKUP``)."""

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        groups: dict[str, list[tuple[str, str]]] = {}
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is not None:
                groups.setdefault(getattr(param, "rich_help_panel", None) or "Options", []).append(record)
        order = {name: index for index, name in enumerate(HELP_ORDER)}
        for name in sorted(groups, key=lambda group: (name_rank(group, order), list(groups).index(group))):
            with formatter.section(name):
                formatter.write_dl(groups[name])


def name_rank(group: str, order: Mapping[str, int]) -> int:
    """Where a group of options goes in the help: ``HELP_ORDER``'s, then others, ``Options`` last."""
    return order.get(group, len(order) + (group == "Options"))


class FullHelpGroup(TyperGroup):
    """A command group whose help lists each subcommand's whole first sentence, wrapped. Click's
    plain help cuts it at the terminal's edge with '...'. Its commands are tidied (``tidied``).
    It refuses a mistyped subcommand in one line with the nearest name."""

    noun = "command"
    """What its subcommands are, for the help's heading and a refusal (``GAME``, a game)."""

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return tidied(super().get_command(ctx, name))

    def resolve_command(self, ctx: click.Context, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except click_errors.UsageError:
            if not args or args[0].startswith("-"):
                raise
            known = self.list_commands(ctx)
            refused = not_one_of(self.noun.upper(), f"a {self.noun}", args[0], known)
            raise click_errors.UsageError(str(refused), ctx) from None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        named = ((name, self.get_command(ctx, name)) for name in self.list_commands(ctx))
        rows = [(name, command.get_short_help_str(UNCUT)) for name, command in named
                if command is not None and not command.hidden]
        if rows:
            with formatter.section(f"{self.noun.capitalize()}s"):
                formatter.write_dl(rows)


def add_game_commands(app: typer.Typer, area: str, make: Callable[[Any], Callable[..., None]]) -> None:
    """Add ``area GAME`` to ``app``: one subcommand a game, made from its ``Game`` by ``make``
    only when named, and ``--game-file`` alone taken as the ``track`` game."""
    from boardgen.cli.areas import summary
    from boardgen.games.registry import GAMES, game

    commands = lazy_group(lambda: list(GAMES), lambda name: make(game(name)) if name in GAMES else None,
                          implied={"--game-file": "track"})
    app.add_typer(typer.Typer(cls=commands, no_args_is_help=True, help=summary(area)), name=area)


def lazy_group(listed: Callable[[], list[str]], make: Callable[[str], Callable[..., None] | None],
               implied: Mapping[str, str] | None = None) -> type[TyperGroup]:
    """A command group whose subcommands are built only when named (or all, when ``--help``
    lists them): one per game, so a command about one game never imports the others.

    ``make`` gives a subcommand's function, or None for a name the group does not have.
    ``implied`` names the subcommand an option stands for when the words begin with an option
    and hold it: ``board --game-file FILE`` is ``board track --game-file FILE``.
    """

    class LazyGroup(FullHelpGroup):
        noun = "game"

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.subcommand_metavar = "GAME [OPTIONS]"

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
            single.command(name, cls=SectionedCommand)(function)
            return tidied(typer.main.get_command(single))

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
def named_in_file(ctx: click.Context) -> Iterator[None]:
    """A refused value that came from the user's config file, named by the file and its key
    (``~/.config/boardgen/config.toml: material``), not by an option the user never typed."""
    try:
        yield
    except ParameterError as error:
        taken = from_defaults(ctx)
        if error.parameter.removeprefix("--") not in taken:
            raise
        raise user_defaults(ctx).refusal(error) from None


@contextlib.contextmanager
def uncollected() -> Iterator[None]:
    """Run a bounded job without the cycle collector. A board job makes tens of thousands of
    short-lived objects on top of every module it has just imported. The collector's passes over
    them all cost about 0.08 s CPU of the 8-player board's 0.45 s beyond its libraries' imports
    (``benchmarks/bench_startup.py``). Most of its garbage goes by reference counting. The few
    cycles (a DXF document's) last until the job ends, a few megabytes at most."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def report(first_line: str, board: Board | None, written: Written, notes: tuple[str, ...] = ()) -> None:
    """What a command that made files prints. First its summary (``headline``). Under it, indented:
    the board's notes (when it made a board), the command's own (the material preset used) and
    the writers' lines. Then every file written. Then a warning on stderr for each earlier run's
    file that could not be removed, and exit status ``EXIT_OLD_FILE_KEPT``."""
    typer.echo(first_line)
    for line in (*(board.notes if board is not None else ()), *notes, *written.reports):
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
