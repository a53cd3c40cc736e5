"""Which design a set of files belongs to: its file name stem and the record every file carries.

A workshop keeps many designs in one output folder, and cutting one design while drilling
another is the mistake to rule out. So the stem tells every design apart, or is chosen with
``--name``. It gives the game's own choices and the material in words, and a short tag for
every other setting that differs from the defaults. And every file repeats the parameters and
the command line that made it.
"""

from __future__ import annotations

import hashlib
import re
import shlex
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.options import Option

NAME = Option("name", "File name stem of this design's files (letters, digits, '.', '_' and '-'); empty names "
              "them after the game and every option that differs from its default", "",
              label="File name", section="Output")
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
SHEET_SUFFIX = re.compile(r"-sheet[0-9]+$")
"""What a board split over several bed sheets adds to the stem of each sheet's files."""
WHICH_AND_WHERE = ("format", "out", "booklet")
"""Options that choose which files and where, not what they hold. They are left out of the
recorded command line, so a file's bytes never depend on which other files were asked for or
where they went. The manifest's list of files shows the formats."""
UNRECORDED = (*WHICH_AND_WHERE, "name")
"""Left out of the recorded parameters: the file names show the name."""
RECORDED_WHEN_CHANGED = ("assembly-marks", "emboss")
"""Options added after designs' files were first written, recorded only when they differ from
their default: a design that leaves them alone keeps its files' bytes."""


@dataclass(frozen=True)
class Design:
    """What made a board's files, for every file to carry."""

    parameters: tuple[tuple[str, str], ...] = ()
    """Every option that shapes the files, by name, as text (given or default)."""
    command: str = ""
    """A command line that makes this design's files again (with ``--format`` naming the
    formats of ``files``)."""
    files: tuple[str, ...] = ()
    """Every file the job writes, this one included."""

    def lines(self) -> tuple[str, ...]:
        """The design in two lines of plain text, for formats that carry comments."""
        if not self.command:
            return ()
        return (f"made by: {self.command}",
                "parameters: " + " ".join(f"{name}={value}" for name, value in self.parameters))


def recorded(command_path: str, options: Iterable[Option], raw: Mapping[str, str]) -> Design:
    """The design of a job from its options and the text given for them; only options that
    were given and differ from their default go into the command line."""
    options = tuple(options)
    given = [(o, str(raw[o.name])) for o in options
             if o.name in raw and str(raw[o.name]) != o.default and o.name not in WHICH_AND_WHERE]
    command = shlex.join([*shlex.split(command_path), *(part for o, text in given for part in (o.flag, text))])
    parameters = tuple((o.name, str(raw.get(o.name, o.default))) for o in options if o.name not in UNRECORDED
                       and not (o.name in RECORDED_WHEN_CHANGED and str(raw.get(o.name, o.default)) == o.default))
    return Design(parameters, command)


WORD = "material"
"""The option whose value is a word of the name itself (``-3mm-birch-plywood``): what the files
are cut from says most about them at a glance."""
TAG_LENGTH = 6
"""Hex digits of the tag that stands for every other setting that differs from its default."""


def stem(base: str, named: Iterable[Option], values: Mapping[str, Any], name: str, extra: Iterable[str] = ()) -> str:
    """``name`` if given. Else ``base``, which names the game's own choices (e.g.
    ``pegs-and-jokers-6p``), then the material preset when one is named, then the ``extra``
    words (a router's layout). Last comes a tag of ``TAG_LENGTH`` hex digits. It is hashed from
    every other option of ``named`` that differs from its default, by name and by value as the
    name would spell it (so 1in and 25.4mm are one design). It is short, the same for the same
    settings, and another for any other. The files themselves record every setting (``Design``)."""
    if name:
        if not NAME_PATTERN.fullmatch(name) or SHEET_SUFFIX.search(name):
            raise ParameterError("--name", "a file name stem of letters, digits, '.', '_' and '-', starting with a "
                                 "letter or digit and not ending in -sheetN", name)
        return name
    changed = [(option.name, _token(option, values[option.name])) for option in named
               if values[option.name] is not None and values[option.name] != option.parse(option.default)]
    word = [_slug(text) for option, text in changed if option == WORD]
    rest = sorted((option, text) for option, text in changed if option != WORD)
    return "-".join([base, *word, *extra, *([tag(rest)] if rest else [])])


def tag(settings: Iterable[tuple[str, str]]) -> str:
    """The name's short, stable stand-in for ``settings`` (option, value text) pairs."""
    text = "\n".join(f"{option}={value}" for option, value in settings)
    return hashlib.sha256(text.encode()).hexdigest()[:TAG_LENGTH]


def _token(option: Option, value: Any) -> str:
    """A parsed value as file-name text: lengths in mm (so 1in and 25.4mm name one design),
    sizes as WxHmm, lists joined by '-', the rest as given."""
    if option.kind == "length":
        return f"{round(value, 3):g}mm"
    if option.kind == "size":
        return "x".join(f"{round(v, 3):g}" for v in value) + "mm"
    if option.kind == "int-list":
        return "-".join(str(v) for v in value)
    if option.kind == "text":
        return _slug(value)
    return str(value)


def _slug(text: str) -> str:
    """Free text (a ``--title``) as a file-name word: accents dropped, each run of anything but
    ASCII letters, digits, '.' and '_' one '-' ("The Millers'" names ``The-Millers``)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Za-z0-9._]+", "-", plain).strip("-") or "x"
