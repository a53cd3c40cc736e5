"""Tables of legal-move counts at fixed positions, per game and variation, in the manner of
chess perft files: a rule change shows as a changed count.

The positions are position files: some reached by a seeded game (``recorded_games``), the rest
the examples shipped in ``examples/``. Each is answered by the game's ``RulesEngine``, the path
``boardgen rules moves`` takes, once for each variation the game's table offers.
"""

from __future__ import annotations

import functools
import itertools
import json
import re
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from boardgen.errors import ParameterError
from boardgen.games.rules_engine import RulesEngine
from boardgen.games.solitaire import rules as solitaire
from boardgen.games.solitaire.topology import classic_start, cross, triangle
from tests.support.games.recorded_games import GAMES, MOVE_COUNTS, REPO, RETAKE, Game, answer, record

STAGES = (0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.98)
"""Where in the seeded game its tabled positions are, as fractions of its decisions: the
start, the middle game and the race home. Each is the first decision at or after the mark
whose position, and the next one, the position file holds whole."""
BASE = "base"
"""The row of the game with no variation."""


@dataclass(frozen=True)
class Tabled:
    """One position of a table: where it comes from and its file."""

    source: str
    data: dict[str, Any]
    decision: int | None = None
    """Its number in the seeded game, None for an example file."""


def base_games() -> dict[str, Game]:
    """Each game's recording with no variation, by its name."""
    return {game.name: game for game in GAMES if not game.variants}


def chosen(game: Game) -> list[Tabled]:
    """The positions a retake tables for ``game``: its seeded game at each of ``STAGES``, then
    for each variation the first position where it changes a count (unless one chosen already
    shows it), in the order they were played, then its example file if any."""
    engine = game.engine()
    decisions = record(game).decisions
    whole = [number for number in range(len(decisions) - 1)
             if decisions[number].faithful and decisions[number + 1].faithful]
    picked = {next((number for number in whole if number >= stage * len(decisions)), whole[-1]) for stage in STAGES}
    base = functools.cache(lambda number: row(engine, decisions[number].position, BASE))

    def changes(variation: str, number: int) -> bool:
        names, counts = row(engine, decisions[number].position, variation)
        return bool(names) and (names, counts) != base(number)

    for variation in engine.variants.ids:
        if not any(changes(variation, number) for number in picked):
            first = next((number for number in whole if changes(variation, number)), None)
            if first is not None:
                picked.add(first)
    found = [Tabled(f"decision {number} of the seeded game", decisions[number].position, number)
             for number in sorted(picked)]
    example = REPO / "examples" / f"{game.name}-position.json"
    if example.is_file():
        found.append(Tabled(f"examples/{example.name}", json.loads(example.read_text())))
    return found


def tabled(text: str) -> list[Tabled]:
    """The positions a table file holds: each ``## source`` line and the position file under it."""
    lines = text.splitlines()
    found = []
    for index, line in enumerate(lines):
        if line.startswith("## "):
            source = line[3:]
            number = re.fullmatch(r"decision (\d+) of the seeded game", source)
            found.append(Tabled(source, json.loads(lines[index + 1]), int(number[1]) if number else None))
    return found


def columns(engine: RulesEngine, data: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """What a row counts moves for: each throw the dice can show (the file's throw replaced), or
    the one position whose moves are counted card by card."""
    if "throw" not in data:
        return [("", data)]
    course, _position = engine.parse_position(json.dumps(data))
    movement = course.description.movement
    throws = itertools.combinations_with_replacement(range(1, movement.faces + 1), movement.dice)
    return [("+".join(map(str, throw)), {**data, "throw": list(throw)}) for throw in throws]


def row(engine: RulesEngine, data: dict[str, Any], variation: str | None) -> tuple[list[str], list[str]]:
    """One variation's counts: the column names and the counts, or no names and the one line
    of a refusal (a variation that needs another seating, say). No variation (None) counts the
    position as its file says."""
    if variation is not None:
        data = {**data, "variants": [] if variation == BASE else [variation]}
    names: list[str] = []
    counts: list[str] = []
    total = 0
    try:
        for throw, position in columns(engine, data):
            moves = answer(engine, position)["moves"]
            if throw:
                names.append(throw)
                counts.append(str(len(moves)))
            else:  # every card of the hand, those with no move too
                for card in dict.fromkeys([*position["hand"], *(move["card"] for move in moves)]):
                    names.append(card)
                    counts.append(str(sum(1 for move in moves if move["card"] == card)))
            total += len(moves)
    except ParameterError as refused:
        return [], [f"refused: {refused}"]
    return [*names, "all"], [*counts, str(total)]


def table(game: Game, positions: list[Tabled]) -> str:
    """The whole file of one game: each position, then a row of counts per variation."""
    engine = game.engine()
    variations = [BASE, *engine.variants.ids] if engine.variants.ids else [None]
    held = "throw" if "throw" in positions[0].data else "card of the hand"
    lines = [f"# Legal moves of {game.name} at fixed positions: each variation a row, each {held} a column, "
             "then all moves.",
             f"# The positions come from the seeded game of tests/data/playthroughs/{game.stem}.txt, "
             "played to its end, and from examples/.",
             "# The test counts the moves again at the positions written here; a retake chooses them afresh.",
             f"# retake: {RETAKE}"]
    for position in positions:
        lines += ["", f"## {position.source}", json.dumps(position.data, separators=(",", ":"))]
        rows = [(variation or BASE, *row(engine, position.data, variation)) for variation in variations]
        lines += _aligned(rows)
    return "\n".join(lines) + "\n"


def _aligned(rows: list[tuple[str, list[str], list[str]]]) -> list[str]:
    """The rows under one header of column names (the cards of a hand are the same in every
    row but a refused one; a variation that moves other cards adds their columns)."""
    names = list(dict.fromkeys(name for _variation, row_names, _counts in rows for name in row_names))
    if "all" in names:
        names.remove("all")
        names.append("all")
    width = max(len(variation) for variation in ("variation", *(row[0] for row in rows)))
    cells = [max(len(name), 3) for name in names]
    out = [" ".join([f"{'variation':<{width}}", *(f"{name:>{cell}}" for name, cell in zip(names, cells))]).rstrip()]
    for variation, row_names, counts in rows:
        if row_names:
            by_name = dict(zip(row_names, counts))
            out.append(" ".join([f"{variation:<{width}}",
                                 *(f"{by_name.get(name, '0'):>{cell}}" for name, cell in zip(names, cells))]))
        else:
            out.append(f"{variation:<{width}} {counts[0]}")
    return out


SOLITAIRE_PLIES = 12
"""Seeded random jumps played from each solitaire start: its table's rows."""


def solitaire_boards() -> Iterator[tuple[str, Any, int]]:
    """(name, board, empty hole) of each solitaire start the table plays from."""
    yield "5-row triangle, hole 1 empty", triangle(5), 1
    english = cross("english")
    yield "english cross, centre empty", english, classic_start(english)[0]


def solitaire_table(seed: int = 41) -> str:
    """Each board's start and the positions after seeded random jumps: the pegs, then the
    legal jumps as ``from-over-to``, the numbers the solver's solutions use."""
    lines = ["# Legal jumps of peg solitaire at fixed positions: each row a position reached by "
             f"seeded random jumps (seed {seed}), its pegs, then every legal jump from-over-to.",
             f"# retake: {RETAKE}"]
    for name, board, empty in solitaire_boards():
        rng = random.Random(seed)
        masks = solitaire.compile_jumps(board)
        position = solitaire.start_position(board, empty)
        lines += ["", f"## {name}"]
        for ply in range(SOLITAIRE_PLIES + 1):
            jumps = solitaire.legal_jumps(masks, position)
            pegs = " ".join(map(str, solitaire.pegs(position)))
            listed = " ".join("-".join(map(str, mask.jump.as_list())) for mask in jumps)
            lines.append(f"{ply:2d}  {len(jumps):2d} jumps  pegs {pegs}  |  {listed or 'none: the game is over'}")
            if not jumps:
                break
            position ^= jumps[int(rng.random() * len(jumps))].line
    return "\n".join(lines) + "\n"


def files(retake: bool = False) -> dict[str, str]:
    """Every move-count file by its name under tests/data/move_counts: counted at the positions
    the files hold, or with ``retake`` at positions chosen afresh from the seeded games."""
    tables = {}
    for name, game in base_games().items():
        file = f"{name}.txt"
        positions = chosen(game) if retake else tabled((MOVE_COUNTS / file).read_text())
        tables[file] = table(game, positions)
    return {**tables, "solitaire.txt": solitaire_table()}
