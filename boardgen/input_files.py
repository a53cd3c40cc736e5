"""Reading the files users hand to boardgen (positions, house rules, material presets) without
trusting them.

These files are written by hand or by other tools, so anything may arrive: a FIFO that never
ends, ``/dev/zero``, a gigabyte, JSON nested a hundred thousand deep, a TOML key of a thousand
dotted parts, a key given twice, a 5,000-digit number. Each is refused here, at the boundary,
as one ``ParameterError`` naming the file. So no reader further in ever sees more than a small
regular file of parsed, plain data.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from boardgen.errors import SHOWN_PATH, ParameterError, shorten

MAX_INPUT_BYTES = 1 << 20
"""The largest input file read (1 MiB); a real position or house-rules file is under 2 KiB."""

MAX_NESTING = 64
"""The deepest nesting of lists, objects and tables a file may have (a TOML key's dotted parts
and its table's header count one level each); the formats need three levels."""


def read_input(path: str | Path, parameter: str) -> str:
    """The UTF-8 text of a regular file of at most ``MAX_INPUT_BYTES``.

    The file's kind is checked before it is opened, because opening a FIFO for reading waits
    for a writer that may never come; it is checked again on the open descriptor, in case the
    name was swapped in between.
    """
    name = str(path)
    where = f"{parameter} {shorten(name if name.isprintable() else repr(name), SHOWN_PATH)}"  # a tab or newline in the name stays on the line
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise ParameterError(where, "a regular file (not a folder, device or pipe)")
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
                raise ParameterError(where, "a regular file (not a folder, device or pipe)")
            data = stream.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise ParameterError(where, f"a readable file ({error.strerror})") from None
    if len(data) > MAX_INPUT_BYTES:
        raise ParameterError(where, f"a file of at most {MAX_INPUT_BYTES // 1024} KiB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ParameterError(where, f"UTF-8 text (byte {error.start} is not)") from None


def parse_json(text: str, where: str) -> Any:
    """JSON text parsed with its nesting and numbers bounded, and an object with a key given
    twice refused (``json`` would keep the last silently); a syntax error is left to the
    caller, as ``json.JSONDecodeError``, to word for its file."""

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for key, value in pairs:
            if key in found:
                raise ParameterError(where, f"JSON with each key once in an object (\"{key}\" is given twice)")
            found[key] = value
        return found

    return parse_guarded(lambda body: json.loads(body, object_pairs_hook=unique), text, where, "JSON", nesting)


def parse_toml(text: str, where: str) -> dict[str, Any]:
    """TOML text parsed with its depth (brackets, headers and dotted keys) and numbers bounded;
    a syntax error is one line naming the file."""
    try:
        return parse_guarded(tomllib.loads, text, where, "TOML", toml_depth)
    except tomllib.TOMLDecodeError as error:
        raise ParameterError(where, f"valid TOML ({error})") from None


def parse_guarded(parse: Callable[[str], Any], text: str, where: str, what: str,
                  depth: Callable[[str], int]) -> Any:
    """``parse(text)`` with its nesting and number sizes bounded, refusing in one line.

    Depth is measured before parsing, as both the JSON and TOML parsers recurse once per
    level. And tomllib builds a dict per dotted part of a key before it could be refused. An
    integer past Python's digit limit raises ``ValueError`` inside the parser.
    """
    deepest = depth(text)
    if deepest > MAX_NESTING:
        raise ParameterError(where, f"{what} nested at most {MAX_NESTING} deep (found {deepest})")
    try:
        return parse(text)
    except ParameterError:
        raise
    except RecursionError:
        raise ParameterError(where, f"{what} nested at most {MAX_NESTING} deep") from None
    except ValueError as error:
        if "digits" in str(error) and "limit" in str(error):
            raise ParameterError(where, f"{what} whose numbers have at most 4300 digits") from None
        raise


def nesting(text: str) -> int:
    """The deepest bracket nesting in the text, counting brackets inside strings too: an
    upper bound on the parsed depth, which is all the guard needs."""
    depth = deepest = 0
    for char in text:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth = max(depth - 1, 0)
    return deepest


def toml_depth(text: str) -> int:
    """The deepest table TOML text builds, read in one pass without parsing: a ``[table]``
    header's dotted parts, then each key's (``a.b.c = 1`` is three levels under its table),
    then the arrays and inline tables of its value. Strings and comments are skipped, so a dot
    or bracket inside one counts nothing; on text that is not TOML the count is still finite,
    and the parser refuses the text anyway."""
    return _TomlDepth(text).deepest()


class _TomlDepth:
    """The scan ``toml_depth`` makes: a small state machine over the characters."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.header = 0
        """Depth of the table the current header opened."""
        self.open: list[tuple[str, int]] = []
        """The open arrays and inline tables: bracket, and the depth of the value it is."""

    def deepest(self) -> int:
        text, at, deepest = self.text, 0, 0
        in_key, in_header, fresh, parts, base, level = True, False, True, 1, 0, 0
        while at < len(text):
            char = text[at]
            if char in "\"'":
                at = _string_end(text, at)
                fresh = False
                continue
            if char == "#":
                at = text.find("\n", at)
                at = len(text) if at < 0 else at
                continue
            if char in " \t\r\n":
                if char == "\n" and not self.open:
                    in_key, in_header, fresh, parts, base = True, False, True, 1, self.header
                at += 1
                continue
            if in_header:
                if char == ".":
                    parts += 1
                elif char == "]":
                    self.header = parts + (1 if text.startswith("]]", at) else 0)
                    deepest = max(deepest, self.header)
                    in_header = False
                    at = text.find("\n", at)
                    at = len(text) if at < 0 else at
                    continue
            elif in_key:
                if char == "[" and fresh:
                    in_header, parts = True, 1
                    at += 2 if text.startswith("[[", at) else 1
                    fresh = False
                    continue
                if char == ".":
                    parts += 1
                elif char == "=":
                    in_key, level = False, base + parts
                    deepest = max(deepest, level)
                elif char == "}" and self.open:
                    level = self.open.pop()[1]
                    in_key = False
            elif char in "[{":
                self.open.append((char, level))
                if char == "{":
                    in_key, parts, base = True, 1, level
                else:
                    level += 1
                    deepest = max(deepest, level)
            elif char in "]}" and self.open:
                level = self.open.pop()[1]
            elif char == "," and self.open:
                bracket, outer = self.open[-1]
                if bracket == "{":
                    in_key, parts, base = True, 1, outer
                else:
                    level = outer + 1
            fresh = False
            at += 1
        return deepest


def _string_end(text: str, at: int) -> int:
    """Where the TOML string starting at ``at`` ends (just past its closing quote; at the line's
    end when a one-line string is never closed): basic strings take backslash escapes, literal
    ones none, and either may be tripled to span lines."""
    quote = text[at]
    delimiter = quote * 3 if text.startswith(quote * 3, at) else quote
    stops = _STOPS[(quote, len(delimiter))]
    at += len(delimiter)
    while (found := stops.search(text, at)) is not None:
        at = found.start()
        if text[at] == "\\":
            at += 2
        elif text[at] == "\n":
            return at
        elif text.startswith(delimiter, at):
            return at + len(delimiter)
        else:
            at += 1
    return len(text)


_STOPS = {('"', 1): re.compile(r'[\\"\n]'), ('"', 3): re.compile(r'[\\"]'), ("'", 1): re.compile(r"['\n]"),
          ("'", 3): re.compile("'")}
"""The characters that may end, or escape within, each kind of string: everything between is
skipped at the speed of ``re``."""
