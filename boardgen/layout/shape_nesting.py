"""Nesting parts by their true shapes on bed-size sheets, with the sparrow strip packer (spyrrow).

Why sparrow: the boxes of a board's wedges, corners and triangles waste the room beside their
slanted edges. sparrow places the polygons themselves at any angle, so a corner piece turned
half round sits in the notch of another. It packs one strip of fixed height and the least
length, not fixed sheets, so the sheets are filled one at a time. The largest part left opens a
sheet. Each part after it (largest first) joins when sparrow lays the sheet's parts in a strip
of the sheet's height no longer than the sheet.

Why sparrow's constructive layout only (no exploration time): it takes a tenth of a second
and depends on nothing but the parts and the seed. So a rerun gives the same layout to the bit.
sparrow's exploration improves a strip only as the clock allows, and a busy machine would
then lay the parts out otherwise. The time limit caps the whole filling instead. It counts
processor seconds of this process (sparrow runs on the calling thread), which other programs
on a busy machine do not stretch. A run past it gives up and the caller keeps its box packing.
"""

from __future__ import annotations

import math
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass

import shapely
import spyrrow
from shapely.geometry.polygon import orient

from boardgen.geometry.nesting import best_turn, least_box, turned_box
from boardgen.geometry.vec import Point

SEED = 28
"""sparrow's seed: fixed, so the same parts always give the same sheets."""
TIGHT = 0.9
"""A part's smallest box may take this share of the sheet's sides for sparrow to place it."""
SEPARATION_SLACK = 0.01
"""mm sparrow is asked to keep between the grown parts and from the strip's edges: it checks
collisions in single precision, a few micrometres off at a bed's size."""
HALF_GAP_SEGMENTS = 8
"""Chords a quarter circle of the band round each part is drawn with (``_grown``)."""


@dataclass(frozen=True)
class Put:
    """Where sparrow put a part: its sheet, the angle it is turned by (radians, about the origin
    of its own frame), then the shift onto the sheet."""

    sheet: int
    angle: float
    dx: float
    dy: float


STRIP_SOLVES = 80
"""sparrow runs a job's fillings may make between them (a twentieth of a second each on a
board's parts, more with many parts). This limit counts work, not time. So a filling that
stops at it stops at the same place on any machine, and the files stay the same. The time
limit is the user's cap on top, and binds first only on a machine far slower than ours."""


class OutOfTime(Exception):
    """The filling went past its time limit or its ``STRIP_SOLVES``."""


@dataclass
class Limits:
    """What a job's fillings have left between them: a processor-time deadline (processor
    seconds of this process, which other programs on a busy machine do not stretch) and
    sparrow runs (``STRIP_SOLVES``). Mutable: every filling spends from the one budget."""

    deadline: float
    solves: int = STRIP_SOLVES

    @staticmethod
    def after(seconds: float) -> "Limits":
        return Limits(time.process_time() + seconds)

    def spend(self) -> None:
        self.solves -= 1
        if self.solves < 0 or time.process_time() > self.deadline:
            raise OutOfTime


def fill_sheets(parts: Sequence[Sequence[Point]], size: tuple[float, float], gap: float,
                limits: Limits, most: float = math.inf) -> list[Put] | None:
    """Each part put on a sheet of ``size`` (from 0 to the size), ``gap`` apart, on as few
    sheets as the filling finds. None if a part fits no sheet, or the filling runs past its
    ``limits``. None too if it needs more than ``most`` sheets: the caller has a layout on no
    more already, so the filling stops as soon as it cannot win. Parts may come from several
    boards: only their outlines count."""
    try:
        return _fill(parts, size, gap, limits, most)
    except OutOfTime:
        return None


def _fill(parts: Sequence[Sequence[Point]], size: tuple[float, float], gap: float,
          limits: Limits, most: float) -> list[Put] | None:
    """Sheet by sheet: the largest part left opens it, then the largest that still fits joins,
    until none does. A part's share of the sheet counts a band of half the gap round it."""
    room = (size[0] + gap) * (size[1] + gap)
    shares = [shapely.Polygon(p).buffer(gap / 2).area / room for p in parts]
    grown = [_grown(p, gap) for p in parts]
    roomy = [_roomy(p, size) for p in parts]
    left = sorted(range(len(parts)), key=lambda i: (-shares[i], i))
    puts: dict[int, Put] = {}
    sheet = 0
    while left:
        if sheet >= most:
            return None
        first = left[0]
        alone = _alone(parts[first], size)
        if alone is None:
            return None
        members, layout = [first], [alone]
        candidates = left[1:] if roomy[first] else []
        while candidates:
            used = sum(shares[j] for j in members)
            candidates = [i for i in candidates if used + shares[i] <= 1.0 and roomy[i]]
            found = _largest_fitting(grown, members, candidates, size, gap, limits)
            if found is None:
                break
            k, layout = found
            members.append(candidates[k])
            candidates = candidates[k + 1:]
        for i, (angle, dx, dy) in zip(members, layout):
            puts[i] = Put(sheet, angle, dx, dy)
        left = [i for i in left if i not in puts]
        sheet += 1
    return [puts[i] for i in range(len(parts))]


def _largest_fitting(grown: Sequence[Sequence[Point]], members: list[int], candidates: list[int],
                     size: tuple[float, float], gap: float, limits: Limits) -> tuple[int, list] | None:
    """The first of ``candidates`` (largest first) that sparrow lays on the sheet beside the
    members, with that layout; None if not even the last (smallest) fits.

    Found by halving, taking a part that fits to mean the smaller ones after it fit too: a
    few tries instead of one per part (a sheet of a big board has dozens of candidates). A
    part it passes over may have fitted after all; the sheets after take it."""
    if not candidates:
        return None
    last = _strip(grown, [*members, candidates[-1]], size, gap, limits)
    if last is None:
        return None
    best, layout = len(candidates) - 1, last
    low = 0
    while low < best:
        middle = (low + best) // 2
        trial = _strip(grown, [*members, candidates[middle]], size, gap, limits)
        if trial is None:
            low = middle + 1
        else:
            best, layout = middle, trial
    return best, layout


def _strip(grown: Sequence[Sequence[Point]], members: list[int], size: tuple[float, float], gap: float,
           limits: Limits) -> list[tuple[float, float, float]] | None:
    """Each member's (angle, dx, dy) in sparrow's strip of the sheet's height, if that strip is
    no longer than the sheet. sparrow lays the parts grown by half the gap (``_grown``) and
    keeps only ``SEPARATION_SLACK`` between them and from the strip's edges, so the strip runs
    half a gap beyond the sheet on every side."""
    limits.spend()
    items = [spyrrow.Item(str(k), [tuple(p) for p in grown[i]], 1, None) for k, i in enumerate(members)]
    config = spyrrow.StripPackingConfig(early_termination=True, total_computation_time=None, exploration_time=0,
                                        compression_time=0, min_items_separation=SEPARATION_SLACK,
                                        num_workers=1, seed=SEED)
    solution = _solve_quietly(spyrrow.StripPackingInstance("sheet", size[1] + gap, items), config)
    if solution is None or solution.width > size[0] + gap:
        return None
    placed = {int(p.id): p for p in solution.placed_items}
    return [(math.radians(placed[k].rotation), placed[k].translation[0] - gap / 2, placed[k].translation[1] - gap / 2)
            for k in range(len(members))]


def _grown(points: Sequence[Point], gap: float) -> list[Point]:
    """The part with a band of half the gap round it, its round corners drawn as polygons
    round the true circles (each chord's middle a half gap out), so grown parts that do not
    overlap keep the whole gap. sparrow's own separation grows the parts by chords inside the
    circles, and parts came a hundredth of a millimetre inside the gap asked (issue 38)."""
    if gap <= 0:
        return list(points)
    radius = gap / 2 / math.cos(math.pi / 4 / HALF_GAP_SEGMENTS)
    band = shapely.Polygon(points).buffer(radius, quad_segs=HALF_GAP_SEGMENTS)
    return list(orient(band).exterior.coords)[:-1]


def _solve_quietly(instance: spyrrow.StripPackingInstance,
                   config: spyrrow.StripPackingConfig) -> spyrrow.StripPackingSolution | None:
    """sparrow's strip, or None when it panics (pyo3's PanicException: its samples found no
    angle at which a part fits), with nothing of the panic on stderr.

    Rust's panic hook prints "thread ... panicked at ..." (and a backtrace under
    RUST_BACKTRACE) to file descriptor 2 before pyo3 turns the panic into an exception, so
    catching the exception is not enough: a user sees what reads as a crash of a run that
    went on fine. File descriptor 2 is therefore held in a temporary file while sparrow runs;
    after a panic what it holds is dropped, otherwise it is passed on to the real stderr, so
    anything else written there meanwhile is not lost."""
    sys.stderr.flush()
    stderr = os.dup(2)
    panicked = False
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            return instance.solve(config)
        except BaseException as error:
            if type(error).__name__ != "PanicException":
                raise
            panicked = True
            return None
        finally:
            os.dup2(stderr, 2)
            os.close(stderr)
            if not panicked:
                held.seek(0)
                _write_all(2, held.read())


def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data):]


def _alone(points: Sequence[Point], size: tuple[float, float]) -> tuple[float, float, float] | None:
    """(angle, dx, dy) laying the part alone at the sheet's corner, turned to its smallest box
    that fits; None if it fits at no angle."""
    angle = best_turn(points, (size[0] - 2 * SEPARATION_SLACK, size[1] - 2 * SEPARATION_SLACK))
    if angle is None:
        return None
    x0, y0, x1, y1 = turned_box(points, angle)
    if x1 - x0 > size[0] or y1 - y0 > size[1]:
        angle += math.pi / 2
        x0, y0, x1, y1 = turned_box(points, angle)
    return angle, SEPARATION_SLACK - x0, SEPARATION_SLACK - y0


def _roomy(points: Sequence[Point], size: tuple[float, float]) -> bool:
    """Whether the part leaves sparrow room to find where it fits: its smallest box at most
    ``TIGHT`` of the sheet's shorter side across. sparrow gives up with a panic when its
    samples miss the few angles at which a part that nearly fills the sheet fits; such a part
    has the sheet to itself, where little else would fit anyway."""
    return min(least_box(points)) <= TIGHT * min(size)
