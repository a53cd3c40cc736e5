"""Reading the files users hand to boardgen (positions, house rules) without trusting them.

These files are written by hand or by other tools, so anything may arrive: a FIFO that never
ends, ``/dev/zero``, a gigabyte, JSON nested a hundred thousand deep, a 5,000-digit number.
Each is refused here, at the boundary, as one ``ParameterError`` naming the file, so no reader
further in ever sees more than a small regular file of parsed, plain data.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from boardgen.errors import ParameterError

MAX_INPUT_BYTES = 1 << 20
"""The largest input file read (1 MiB); a real position or house-rules file is under 2 KiB."""

MAX_NESTING = 64
"""The deepest nesting of lists and objects a file may have; the formats need three levels."""


def read_input(path: str | Path, parameter: str) -> str:
    """The UTF-8 text of a regular file of at most ``MAX_INPUT_BYTES``.

    The file's kind is checked before it is opened, because opening a FIFO for reading waits
    for a writer that may never come; it is checked again on the open descriptor, in case the
    name was swapped in between.
    """
    where = f"{parameter} {path}"
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


def parse_guarded(parse: Any, text: str, where: str, what: str) -> Any:
    """``parse(text)`` with its nesting and number sizes bounded, refusing in one line.

    Nesting is measured before parsing, as both the JSON and TOML parsers recurse once per
    level; an integer past Python's digit limit raises ``ValueError`` inside the parser.
    """
    depth = nesting(text)
    if depth > MAX_NESTING:
        raise ParameterError(where, f"{what} nested at most {MAX_NESTING} deep (found {depth})")
    try:
        return parse(text)
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
