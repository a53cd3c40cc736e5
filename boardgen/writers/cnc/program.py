"""Toolpaths written as G-code text, in two dialects (see ../shared/reference/SHOP.md).

* ``grbl``: GRBL 1.1, what most hobby routers run. It has no canned cycles and no tool
  change, so every peck is written out as G0/G1 moves, exactly as LinuxCNC expands G83.
  Both dialects therefore cut the same moves.
* ``linuxcnc``: one ``G83`` peck cycle per drilled hole, ``G98`` so the bit returns to the
  height it started from (clamps stay clear), ``G80`` before any other motion.

Only the axes that change are written (an arc always names its end, as a full turn ends
where it starts), and the feed word only when the feed changes (F is modal).
"""

from __future__ import annotations

from boardgen.shop.cam.toolpath import RAPID, ToolMove, Peck, Point3, Step, peck_moves
from boardgen.writers.cut.sheet import num


class Program:
    """Lines of G-code, with the modal state (position, feed, canned cycles) they leave behind."""

    def __init__(self, dialect: str, start: Point3) -> None:
        self.dialect = dialect
        self.lines: list[str] = []
        self.here = start
        self._feed: float | None = None
        self._cycles = False

    def add(self, line: str, feed: float | None = None) -> None:
        if feed is not None and feed != self._feed:
            self._feed = feed
            line += f" F{num(feed)}"
        self.lines.append(line)

    def comment(self, text: str) -> None:
        """A parenthesised comment: ASCII, and no parentheses inside, which neither dialect nests."""
        clean = text.encode("ascii", "replace").decode().replace("(", "[").replace(")", "]")
        self.lines.append(f"({clean})")

    def retract(self, z: float) -> None:
        """Straight up (or down) to ``z``, written even where the bit may already be."""
        self.add(f"G0 Z{num(z)}")
        self.here = (*self.here[:2], z)

    def steps(self, steps: tuple[Step, ...], cycles: bool) -> None:
        for step in steps:
            if isinstance(step, Peck) and cycles and self.dialect == "linuxcnc":
                self._g83(step)
                continue
            self._end_cycles()
            for move in peck_moves(step, self.here[2]) if isinstance(step, Peck) else (step,):
                self.move(move)
        self._end_cycles()

    def move(self, move: ToolMove) -> None:
        words = [f"{axis}{num(value)}" for axis, value, old in zip("XYZ", move.end, self.here)
                 if num(value) != num(old) or (move.centre is not None and axis != "Z")]
        if move.centre is not None:
            words += [f"I{num(move.centre[0] - self.here[0])}", f"J{num(move.centre[1] - self.here[1])}"]
        elif not words:
            return
        self.add(f"G{move.code} " + " ".join(words), None if move.code == RAPID else move.feed)
        self.here = move.end

    def _g83(self, p: Peck) -> None:
        if not self._cycles:
            self.add("G98")
            self._cycles = True
        self.add(f"G83 X{num(p.x)} Y{num(p.y)} Z{num(p.bottom)} R{num(p.r_plane)} Q{num(p.peck)}", p.feed)
        self.here = (p.x, p.y, self.here[2])

    def _end_cycles(self) -> None:
        if self._cycles:
            self.add("G80")
            self._cycles = False

    def encoded(self) -> bytes:
        return ("\n".join(self.lines) + "\n").encode("ascii")
