"""A user's own defaults (``config.toml`` in boardgen's user config folder): the bed, machine,
material and paper a maker always sets, read by every command and the preview page.

The file holds option names with their values, as typed on the command line (``bed =
"600x300mm"``, ``material = "3mm-birch-plywood"``, ``nest-seconds = 20``). The options any board
shares (the shop's, the output's and the material's) and the coupon's may be set; a game's own,
such as ``--players``, stay on the command line. A value typed on the command line wins over the
file; ``--no-config`` leaves the file unread. A bad file is refused in one line naming the file,
the key and what it allows, like any other refusal.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from boardgen.errors import ParameterError, not_one_of
from boardgen.options import Option

FILE_NAME = "config.toml"
NO_CONFIG = "--no-config"
ALIKE = ("paper", "out", "materials")
"""Options of commands not built from the board's option definitions that mean the same there
(``rules booklet --paper``, ``--out``; ``materials --materials``): these read the file too."""


def config_path() -> Path:
    """Where the file is: platformdirs' user config folder for boardgen (on Linux
    ``$XDG_CONFIG_HOME/boardgen``, by default ``~/.config/boardgen``)."""
    from platformdirs import user_config_dir  # loaded only when a command reads its defaults

    return Path(user_config_dir("boardgen")) / FILE_NAME


def shown_path(path: Path) -> str:
    """The path as a user recognises it: under the home folder as ``~/...``."""
    home = Path(os.path.expanduser("~"))
    return f"~/{path.relative_to(home)}" if path.is_relative_to(home) and home != Path("/") else str(path)


@dataclass(frozen=True)
class UserDefaults:
    """The file's values by option name, as text, and where it is."""

    path: Path
    values: Mapping[str, str]

    def note(self, used: Iterable[str]) -> str:
        """The words the summary's first line ends with: which of the file's values the run took."""
        names = [name for name in self.values if name in set(used)]
        return f"defaults from {shown_path(self.path)}: {', '.join(names)}" if names else ""

    def refusal(self, error: ParameterError) -> ParameterError:
        """A refusal of one of the file's values as it reached an option, naming the file and key."""
        key = error.parameter.removeprefix("--")
        if key not in self.values:
            return error
        return ParameterError(f"{shown_path(self.path)}: {key}", error.allowed, error.got)


NONE = UserDefaults(Path(), MappingProxyType({}))
"""No defaults: no file, or ``--no-config``."""


def settable() -> dict[str, Option]:
    """Every option the file may set, by name: those every board shares, and the coupon's."""
    from boardgen.output import OUTPUT_OPTIONS
    from boardgen.shop.materials import MATERIAL_OPTIONS
    from boardgen.shop.coupon_options import COUPON_OPTIONS
    from boardgen.shop.settings import shop_options

    return {o.name: o for o in (*shop_options(), *OUTPUT_OPTIONS, *MATERIAL_OPTIONS, *COUPON_OPTIONS)}


def load(path: Path | None = None) -> UserDefaults:
    """The user's defaults, checked key by key; ``NONE`` when there is no file."""
    from boardgen.input_files import parse_toml, read_input

    path = config_path() if path is None else path
    if not os.path.lexists(path):
        return NONE
    where = shown_path(path)
    table = parse_toml(read_input(path, "config"), where)
    options = settable()
    values = {}
    for key, value in table.items():
        if key not in options:
            raise not_one_of(f"{where}: {key}", "an option the file may set", key, sorted(options))
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            raise ParameterError(f"{where}: {key}", "a string or a number, as typed after --" + key,
                                 type(value).__name__)
        text = str(value)
        try:
            options[key].parse(text)
        except ParameterError as error:
            raise ParameterError(f"{where}: {key}", error.allowed, error.got) from None
        values[key] = text
    return UserDefaults(path, MappingProxyType(values))
