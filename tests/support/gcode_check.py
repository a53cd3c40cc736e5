"""Reading drilling programs back, independently of the writer: a small interpreter for the
words boardgen writes (both dialects, G83 expanded as LinuxCNC does), a reader for the
canonical moves LinuxCNC's ``rs274`` prints, what the moves cut, and a checker of the words
GRBL 1.1 accepts.

Import explicitly (``from tests.support.gcode_check import ...``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

Point3 = tuple[float, float, float]

R_CLEARANCE = 0.254
"""LinuxCNC's G83 rapids back to 0.010 in above the previous peck (interp_cycles.cc)."""


@dataclass(frozen=True)
class Move:
    rapid: bool
    start: Point3
    end: Point3
    centre: tuple[float, float] | None = None
    """For arcs: the centre; the sense is ``turn`` (+1 counter-clockwise, -1 clockwise)."""
    turn: int = 0
    feed: float = 0.0
    """mm/min along the path (G-code's feed is along the whole move, Z included)."""
    rest: bool = False
    """The machine stands still before this move: a dwell, spindle or tool command came
    between it and the move before (a controller finishes motion before those)."""

    def length(self) -> float:
        points = self.samples(720)
        return sum(math.dist(a, b) for a, b in zip(points, points[1:]))

    def z_rate(self) -> float:
        """How fast the bit descends (mm/min)."""
        return self.feed * max(0.0, self.start[2] - self.end[2]) / self.length() if self.length() else 0.0

    def samples(self, count: int = 48) -> list[Point3]:
        """Points along the move (arcs in the XY plane, helical in Z)."""
        if self.centre is None:
            return [self.start, self.end]
        cx, cy = self.centre
        a0 = math.atan2(self.start[1] - cy, self.start[0] - cx)
        a1 = math.atan2(self.end[1] - cy, self.end[0] - cx)
        sweep = (a1 - a0) * self.turn % (2 * math.pi) or 2 * math.pi
        radius = math.hypot(self.start[0] - cx, self.start[1] - cy)
        points = []
        for k in range(count + 1):
            t = k / count
            a = a0 + self.turn * sweep * t
            points.append((cx + radius * math.cos(a), cy + radius * math.sin(a),
                           self.start[2] + (self.end[2] - self.start[2]) * t))
        return points


WORD = re.compile(r"([A-Z])([-+]?(?:\d+\.?\d*|\.\d+))")
LINE = re.compile(r"(?:[A-Z][-+]?(?:\d+\.?\d*|\.\d+))*")
"""A line that is words and nothing else, matched whole before its words are read."""
COMMENT = re.compile(r"\([^)]*\)")


def words(line: str) -> list[tuple[str, float]]:
    """The words of a line with parenthesised and ``;`` comments and spaces removed."""
    code = (COMMENT.sub("", line) if "(" in line else line).split(";")[0].replace(" ", "").upper()
    assert LINE.fullmatch(code), f"unreadable line {line!r}"
    return [(letter, float(value)) for letter, value in WORD.findall(code)]


def run_program(text: str) -> list[Move]:
    """The moves of a program, in the subset of RS274 boardgen writes, starting at (0, 0, 0)."""
    here = (0.0, 0.0, 0.0)
    motion = None
    retract_to_start = True
    moves: list[Move] = []
    feed = 0.0
    rest = True
    for line in text.splitlines():
        found = words(line)
        feed = next((value for letter, value in found if letter == "F"), feed)
        gs = [value for letter, value in found if letter == "G"]
        values = {letter: value for letter, value in found if letter not in "GMNFSTH"}
        for g in gs:
            if g in (0, 1, 2, 3, 83, 80):
                motion = None if g == 80 else g
            elif g in (98, 99):
                retract_to_start = g == 98
            elif g not in (4, 17, 21, 40, 43, 49, 90, 94):
                raise AssertionError(f"unexpected G{g:g} in {line!r}")
        if 4 in gs or any(letter in "MT" for letter, _ in found):
            rest = True
        if 4 in gs or not any(axis in values for axis in "XYZ"):
            continue
        target = tuple(values.get(axis, here[i]) for i, axis in enumerate("XYZ"))
        if motion in (0, 1):
            moves.append(Move(motion == 0, here, target, feed=0.0 if motion == 0 else feed, rest=rest))
        elif motion in (2, 3):
            centre = (here[0] + values.get("I", 0.0), here[1] + values.get("J", 0.0))
            moves.append(Move(False, here, target, centre, 1 if motion == 3 else -1, feed, rest))
        elif motion == 83:
            cycle = _g83(here, target, values["R"], values["Q"], retract_to_start, feed)
            moves.extend([replace(cycle[0], rest=True), *cycle[1:]] if rest and cycle else cycle)
            target = moves[-1].end
        else:
            raise AssertionError(f"a move with no motion mode: {line!r}")
        here = target
        rest = False
    return moves


def _g83(here: Point3, target: Point3, r: float, q: float, to_start: bool, feed: float) -> list[Move]:
    """G83 as LinuxCNC expands it: rapid over the hole, down to R, pecks of Q from R."""
    x, y, bottom = target
    clear = max(here[2], r)
    path = [(True, (x, y, clear)), (True, (x, y, r))]
    depth = r - q
    while depth > bottom:
        path += [(False, (x, y, depth)), (True, (x, y, r)), (True, (x, y, depth + R_CLEARANCE))]
        depth -= q
    path += [(False, (x, y, bottom)), (True, (x, y, clear if to_start else r))]
    moves, at = [], here
    for rapid, point in path:
        if point != at:
            moves.append(Move(rapid, at, point, feed=0.0 if rapid else feed))
        at = point
    return moves


_CANON = re.compile(r"(STRAIGHT_TRAVERSE|STRAIGHT_FEED|ARC_FEED)\(([^)]*)\)")


def rs274_moves(output: str) -> list[Move]:
    """The moves in ``rs274``'s canonical output (machine XY plane, mm)."""
    here = (0.0, 0.0, 0.0)
    moves = []
    for name, args in _CANON.findall(output):
        numbers = [float(a) for a in args.split(",")]
        if name == "ARC_FEED":
            x, y, cx, cy, rotation, z = numbers[:6]
            move = Move(False, here, (x, y, z), (cx, cy), 1 if rotation > 0 else -1)
        else:
            move = Move(name == "STRAIGHT_TRAVERSE", here, tuple(numbers[:3]))
        moves.append(move)
        here = move.end
    return moves


@dataclass(frozen=True)
class Visit:
    """The bit below the stock top (Z0) at one hole, from going in to coming out for good."""

    centre: tuple[float, float]
    bottom: float
    reach: float
    """Farthest the bit's axis strays from the centre."""
    floor_reach: float
    """Farthest it strays while at the bottom: a bored hole must be full width there too."""
    rapid_cuts: int
    """Rapid moves that end lower than the bit has cut so far at this hole (must be 0)."""


def visits(moves: list[Move], holes: list[tuple[float, float, float]]) -> list[Visit]:
    """What the moves cut, hole by hole, in order. ``holes`` are (x, y, radius) in program
    coordinates; any cut outside every hole (less the bit) fails the assertion."""
    found: list[Visit] = []
    current: int | None = None
    points: list[Point3] = []
    rapid_cuts = 0
    cut_depth = 0.0

    def close() -> None:
        if current is None:
            return
        cx, cy, _ = holes[current]
        bottom = min(z for _, _, z in points)
        reach = max(math.hypot(x - cx, y - cy) for x, y, _ in points)
        floor = max(math.hypot(x - cx, y - cy) for x, y, z in points if z <= bottom + 1e-6)
        found.append(Visit((cx, cy), bottom, reach, floor, rapid_cuts))

    for move in moves:
        below = [p for p in move.samples() if p[2] < -1e-9]
        if not below:
            continue
        hole = _hole_of(below, holes)
        if hole != current:
            close()
            current, points, rapid_cuts, cut_depth = hole, [], 0, 0.0
        if move.rapid and move.end[2] < cut_depth - 1e-9:
            rapid_cuts += 1
        points.extend(below)
        if not move.rapid:
            cut_depth = min(cut_depth, move.end[2])
    close()
    return found


def _hole_of(points: list[Point3], holes: list[tuple[float, float, float]]) -> int:
    x, y, _ = points[0]
    index = min(range(len(holes)), key=lambda i: math.hypot(holes[i][0] - x, holes[i][1] - y))
    cx, cy, radius = holes[index]
    stray = max(math.hypot(px - cx, py - cy) for px, py, _ in points)
    assert stray <= radius + 1e-3, f"cut at ({x:.3f}, {y:.3f}) outside every hole"
    return index


GRBL_G = {0, 1, 2, 3, 4, 10, 17, 18, 19, 20, 21, 28, 28.1, 30, 30.1, 38.2, 38.3, 38.4, 38.5, 40, 43.1, 49,
          53, 54, 55, 56, 57, 58, 59, 61, 80, 90, 91, 91.1, 92, 92.1, 93, 94}
"""Every G word GRBL 1.1 parses (gnea/grbl grbl/gcode.c, gc_execute_line, STEP 2)."""
GRBL_M = {0, 1, 2, 3, 4, 5, 8, 9, 30}
"""Its M words without compile options (M7 and M56 need ENABLE_M7 / parking override)."""
GRBL_VALUE_WORDS = set("FIJKLNPRSTXYZ")
"""Its value words: no Q (so no peck cycles), no A/B/C, D, H."""
GRBL_GROUPS = (
    {4, 10, 28, 28.1, 30, 30.1, 53, 92, 92.1}, {0, 1, 2, 3, 38.2, 38.3, 38.4, 38.5, 80}, {17, 18, 19},
    {90, 91}, {91.1}, {93, 94}, {20, 21}, {40}, {43.1, 49}, {54, 55, 56, 57, 58, 59}, {61},
)
GRBL_M_GROUPS = ({0, 1, 2, 30}, {3, 4, 5}, {8, 9})
GRBL_LINE = 80
"""LINE_BUFFER_SIZE (grbl/protocol.h): a block, comments and spaces removed, must be shorter."""


def grbl_problems(text: str) -> list[str]:
    """Every line GRBL 1.1 would refuse, with the reason (empty when it accepts them all)."""
    problems = []
    for number, line in enumerate(text.splitlines(), 1):
        where = f"line {number} {line!r}"
        if not line.isascii():
            problems.append(f"{where}: not ASCII")
        if re.search(r"\([^)]*\(", line):
            problems.append(f"{where}: nested comment")
        try:
            found = words(line)
        except AssertionError as error:
            problems.append(str(error))
            continue
        if len("".join(f"{letter}{value:g}" for letter, value in found)) >= GRBL_LINE:
            problems.append(f"{where}: longer than GRBL's line buffer")
        seen: set[str] = set()
        for letter, value in found:
            if letter == "G" and value not in GRBL_G:
                problems.append(f"{where}: G{value:g} is not a GRBL 1.1 command")
            elif letter == "M" and value not in GRBL_M:
                problems.append(f"{where}: M{value:g} is not a GRBL 1.1 command")
            elif letter not in "GM":
                if letter not in GRBL_VALUE_WORDS:
                    problems.append(f"{where}: GRBL 1.1 has no {letter} word")
                if letter in seen:
                    problems.append(f"{where}: {letter} repeated")
                if letter in "FNPST" and value < 0:
                    problems.append(f"{where}: negative {letter}")
                seen.add(letter)
        for letter, groups in (("G", GRBL_GROUPS), ("M", GRBL_M_GROUPS)):
            used = [value for word, value in found if word == letter]
            for group in groups:
                if sum(value in group for value in used) > 1:
                    problems.append(f"{where}: two {letter} commands of one modal group")
    return problems
