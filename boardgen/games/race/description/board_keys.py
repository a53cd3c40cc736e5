"""The board keys of a track-game description (name, title, players, colours, pieces,
board, track, start, home), checked key by key as ``loading.py`` checks a whole description.

Kept apart from the rules' keys so that a game with rules of its own (Pegs and Jokers, Fast
Track) can describe just its board in a ``board.toml`` beside its code. The engine then numbers
its holes. This module reads no game registry, so such a game may load it at import.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from importlib.resources.abc import Traversable
from typing import Any, NoReturn

from boardgen.errors import ParameterError
from boardgen.games.race.description.model import (
    CENTRE, GO_ROUND, GOALS, INNER_CORNERS, SHAPES, SIDES_BEGIN, BoardDescription, Home, Shape, Shortcut, Slide, SpaceRef, Start,
    Track, arm_end,
)
from boardgen.play.ring import SEAT_COLORS

NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
"""A description's name is a command and a file stem: lower case, digits and hyphens."""
MIN_PLAYERS = {"polygon": 4, "cross": 3, "circle": 2}
"""A triangle's corners are too sharp for a home row straight in; a cross needs three arms."""
MAX_PLAYERS = 8
OWN_GEOMETRY_PLAYERS = (3, len(SEAT_COLORS))
"""The tables a game's own ``board.toml`` may describe: its game draws the holes with a
geometry of its own (Pegs and Jokers leans a triangle's home rows), so only the colours
bound it."""
MAX_SIDE = 40
MAX_PIECES = 9
MAX_HOME = 12
MAX_SHORTCUTS = 40
"""The most shortcuts a side may have (each repeats on every side): Aggravation's board has three."""
MAX_TITLE = 80
"""The longest ``title``: a booklet's cover line and a board's engraved title hold about this many
characters, and the booklet's layout time grows with the square of a line's length."""
BOARD_KEYS = ("name", "title", "players", "colors", "pieces", "board", "track", "start", "home")


def read_board(path: Traversable) -> BoardDescription:
    """A game's own board description, the TOML file at ``path`` (in the game's package)."""
    top = TomlTable(tomllib.loads(path.read_text(encoding="utf-8")), path.name, "")
    top.known(*BOARD_KEYS)
    return BoardDescription(**board_fields(top, OWN_GEOMETRY_PLAYERS))


def board_fields(top: TomlTable, players_from_to: tuple[int, int] | None = None) -> dict[str, Any]:
    """The board keys of the document ``top`` as the ``BoardDescription`` fields they give;
    ``players_from_to`` the least and most players, the engine's own limits for the shape
    when None."""
    where = top.where
    name = top.text("name")
    if not NAME.fullmatch(name):
        top.refuse("name", "lower-case letters, digits and hyphens, at most 40, e.g. my-race", name)
    shape = _shape(TomlTable(top.table("board"), where, "board"))
    least, most = players_from_to or (MIN_PLAYERS[shape.kind], MAX_PLAYERS)
    players = tuple(top.ints("players", least, most))
    if len(set(players)) != len(players):
        top.refuse("players", "each player count once", list(players))
    colors = tuple(top.texts("colors"))
    for k, color in enumerate(colors):
        if color not in SEAT_COLORS:
            top.refuse(f"colors[{k}]", "one of " + ", ".join(SEAT_COLORS), color)
    if len(set(colors)) != len(colors) or len(colors) < max(players):
        top.refuse("colors", f"{max(players)} different colours or more, one per seat of the largest table",
                   list(colors))
    track = _track(TomlTable(top.table("track"), where, "track"), shape, players)
    sides = TomlTable(top.table("start"), where, "start")
    sides.known("enters_at")
    start = Start(sides.int("enters_at", 0, track.per_side - 1))
    homes = TomlTable(top.table("home"), where, "home")
    homes.known("leaves_at", "length", "goal", "passing", "go_round")
    home = Home(homes.int("leaves_at", 0, track.per_side - 1), homes.int("length", 1, MAX_HOME),
                homes.choice("goal", GOALS, "row"), homes.bool("passing", True),
                homes.choice("go_round", GO_ROUND, "never"))
    if shape.kind == "cross" and home.leaves_at != arm_end(shape, track.per_side):
        homes.refuse("leaves_at", f"{arm_end(shape, track.per_side)} on this cross: the middle of the arm's end, "
                     "where its home column begins", home.leaves_at)
    pieces = top.int("pieces", 1, MAX_PIECES)
    if home.goal == "row" and pieces > home.length:
        top.refuse("pieces", f"at most home.length ({home.length}) while home.goal = \"row\": each piece needs a "
                   "home hole, or no seat can win", pieces)
    return dict(name=name, title=top.text("title", longest=MAX_TITLE), players=players, colors=colors,
                pieces=pieces, shape=shape, track=track, start=start, home=home)


def _shape(board: TomlTable) -> Shape:
    board.known("shape", "inner_corner", "centre", "sides_begin")
    kind = board.choice("shape", SHAPES)
    corner = board.choice("inner_corner", INNER_CORNERS, "cut")
    if kind != "cross" and "inner_corner" in board.data:
        board.refuse("inner_corner", "only on a cross (shape = \"cross\")", corner)
    begin = board.choice("sides_begin", SIDES_BEGIN, "arm")
    if "sides_begin" in board.data and (kind, corner) != ("cross", "square"):
        board.refuse("sides_begin", "only on a cross with square inner corners (inner_corner = \"square\")", begin)
    return Shape(kind, corner, board.bool("centre", False), begin)


def _track(track: TomlTable, shape: Shape, players: tuple[int, ...]) -> Track:
    track.known("per_side", "safe", "slides", "shortcuts")
    per_side = track.int("per_side", 3, MAX_SIDE)
    if shape.kind == "cross":
        odd = shape.inner_corner == "cut"
        if per_side % 2 != (1 if odd else 0) or per_side < 7:
            track.refuse("per_side", f"an {'odd' if odd else 'even'} number of 7 or more on a cross with "
                         f"{shape.inner_corner} corners (two columns of an arm, the middle of its end"
                         f"{'' if odd else ' and the corner space'}), or the track does not close", per_side)
    last = per_side - 1
    safe = tuple(track.ints("safe", 0, last, required=False))
    if len(set(safe)) != len(safe):
        track.refuse("safe", "each space once", list(safe))
    slides: list[Slide] = []
    for k, entry in enumerate(track.tables("slides", per_side)):
        slide = TomlTable(entry, track.where, f"{track.prefix}slides[{k}]")
        slide.known("at", "length")
        at = slide.int("at", 0, last - 1)  # a slide ends on its own side: its last space is never a slide's first
        if any(other.at == at for other in slides):
            slide.refuse("at", "a space no other slide starts on", at)
        slides.append(Slide(at, slide.int("length", 1, last - at)))
    shortcuts: list[Shortcut] = []
    for k, entry in enumerate(track.tables("shortcuts", MAX_SHORTCUTS)):
        jump = TomlTable(entry, track.where, f"{track.prefix}shortcuts[{k}]")
        jump.known("from", "to")
        source, to = _space(jump, "from", last, shape, min(players)), _space(jump, "to", last, shape, min(players))
        if source.is_centre and to.is_centre:
            jump.refuse("to", "a track space: the shortcut starts at the centre", CENTRE)
        if to == SpaceRef(0, source.at):
            jump.refuse("to", "a space other than the one the shortcut leaves", source.at)
        if Shortcut(source, to) in shortcuts:
            jump.refuse("", "a shortcut not given before", entry)
        shortcuts.append(Shortcut(source, to))
    return Track(per_side, safe, tuple(slides), tuple(shortcuts))


def _space(jump: TomlTable, key: str, last: int, shape: Shape, seats: int) -> SpaceRef:
    """A shortcut's end: ``"centre"``, an offset on the side it is read from, or (``to`` only)
    ``{ side = N, at = M }``, N sides ahead, fewer than the smallest table has (so N names one
    side on every board)."""
    value = jump.data.get(key)
    if value == CENTRE:
        if not shape.centre:
            jump.refuse(key, "a track space, or \"centre\" only with board.centre = true", value)
        return SpaceRef()
    if isinstance(value, int) and not isinstance(value, bool):
        return SpaceRef(0, jump.int(key, 0, last))
    if key == "to" and isinstance(value, dict):
        target = TomlTable(value, jump.where, f"{jump.prefix}{key}")
        target.known("side", "at")
        return SpaceRef(target.int("side", 0, seats - 1), target.int("at", 0, last))
    allowed = f"\"centre\", a space 0 to {last}" + (", or { side = N, at = M }" if key == "to" else "")
    jump.refuse(key, allowed, value)


class TomlTable:
    """One table of the document, with the key path its refusals name (``track.safe[2]``)."""

    def __init__(self, data: Any, where: str, path: str) -> None:
        self.where = where
        self.prefix = f"{path}." if path else ""
        if not isinstance(data, Mapping):
            raise ParameterError(f"{where} {path}", "a table", data)
        self.data = data

    def refuse(self, key: str, allowed: str, got: Any) -> NoReturn:
        raise ParameterError(f"{self.where} {(self.prefix + key).rstrip('.')}", allowed, got)

    def known(self, *keys: str) -> None:
        for key in self.data:
            if key not in keys:
                self.refuse(key, "not a key here; the keys are " + ", ".join(keys), key)

    def _get(self, key: str, default: Any) -> Any:
        if key not in self.data:
            if default is None:
                self.refuse(key, "a value (this key is required)", None)
            return default
        return self.data[key]

    def table(self, key: str) -> Any:
        return self._get(key, None)

    def text(self, key: str, default: str | None = None, longest: int = 0) -> str:
        """A line of printable text; with ``longest``, of at most that many characters."""
        value = self._get(key, default)
        if not isinstance(value, str) or not value.strip() or not value.isprintable():
            self.refuse(key, "a line of text", value)
        if longest and len(value) > longest:
            self.refuse(key, f"a line of at most {longest} characters ({len(value)} given)", value)
        return value

    def texts(self, key: str, longest: int = 0) -> list[str]:
        value = self._get(key, None)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.refuse(key, "a list of strings", value)
        self._at_most(key, value, longest)
        return value

    def _at_most(self, key: str, value: list[Any], longest: int) -> None:
        """Refuse a list longer than ``longest`` (0: any length): a booklet says every item."""
        if longest and len(value) > longest:
            self.refuse(key, f"a list of at most {longest}", f"{len(value)} items")

    def bool(self, key: str, default: bool) -> bool:
        value = self._get(key, default)
        if not isinstance(value, bool):
            self.refuse(key, "true or false", value)
        return value

    def choice(self, key: str, choices: tuple[str, ...], default: str | None = None) -> str:
        value = self._get(key, default)
        if value not in choices:
            self.refuse(key, "one of " + ", ".join(f'"{c}"' for c in choices), value)
        return value

    def int(self, key: str, low: int, high: int, default: int | None = None) -> int:
        value = self._get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.refuse(key, f"a whole number from {low} to {high}", value)
        return value

    def ints(self, key: str, low: int, high: int, required: bool = True, unique: bool = False,
             longest: int = 0) -> list[int]:
        """A list of whole numbers in range; with ``unique`` each once, with ``longest`` at most so many."""
        value = self._get(key, None if required else [])
        if not isinstance(value, list) or (required and not value):
            self.refuse(key, f"a list of whole numbers from {low} to {high}", value)
        for k, item in enumerate(value):
            if not isinstance(item, int) or isinstance(item, bool) or not low <= item <= high:
                self.refuse(f"{key}[{k}]", f"a whole number from {low} to {high}", item)
        if unique and len(set(value)) != len(value):
            self.refuse(key, "each number once", value)
        self._at_most(key, value, longest)
        return value

    def tables(self, key: str, longest: int = 0) -> list[Any]:
        value = self._get(key, [])
        if not isinstance(value, list):
            self.refuse(key, "a list of tables", value)
        self._at_most(key, value, longest)
        return value

