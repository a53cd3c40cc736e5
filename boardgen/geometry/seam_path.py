"""Finding where a seam can run: a path across an outline that weaves between keep-out discs.

Pure plane geometry for bed splitting. The path is a polyline of straight segments with
gentle slopes, so a later seam across it meets it once and each part stays an ``Outline``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from boardgen.geometry.vec import Point

Axis = int
"""0: a cut that runs along y and divides x; 1: one that runs along x and divides y."""


@dataclass(frozen=True)
class Disc:
    """An area a cut line must not enter: a hole grown by the wood it needs, a label, a corner."""

    center: Point
    radius: float


LEVEL_STEP = 5.0
"""mm between the rows the path search steps through along the cut."""
ACROSS_STEP = 1.0
"""mm between the offsets the path may take across the cut."""
MAX_SHIFT = 4
"""Most ``ACROSS_STEP``s the path moves sideways per level: slopes stay under 45 degrees, so
two crossing seams (one along x, one along y) meet exactly once."""
STRAIGHTNESS = 0.05
"""Cost per mm of distance from the ideal line, per mm travelled: keeps the path near it."""


def _to_local(point: Point, axis: Axis) -> Point:
    """(across, along) coordinates for a cut on ``axis``; its own inverse."""
    return point if axis == 0 else (point[1], point[0])


def segment_clear(a: np.ndarray, b: np.ndarray, discs: np.ndarray) -> np.ndarray:
    """For segments a[k]->b[k] (shape (..., 2)), whether each keeps out of every disc (M, 3)."""
    if len(discs) == 0:
        return np.ones(a.shape[:-1], dtype=bool)
    ax, ay = a[..., 0, None], a[..., 1, None]
    dx, dy = b[..., 0, None] - ax, b[..., 1, None] - ay
    cx, cy, r = discs[:, 0], discs[:, 1], discs[:, 2]
    t = np.clip(((cx - ax) * dx + (cy - ay) * dy) / np.maximum(dx * dx + dy * dy, 1e-12), 0.0, 1.0)
    gx, gy = ax + t * dx - cx, ay + t * dy - cy
    return (gx * gx + gy * gy >= r * r).all(-1)


def find_path(
    axis: Axis,
    span: tuple[float, float],
    window: tuple[float, float],
    ideal: float,
    discs: Sequence[Disc],
) -> tuple[Point, ...] | None:
    """A polyline crossing ``span`` (along the cut) that stays within ``window`` (across it),
    keeps out of every disc and runs as near ``ideal`` as it can; None if there is none.

    A dynamic programme over levels along the cut finds the cheapest chain of short steps.
    Then the chain is pulled taut: each vertex is joined to the farthest later one it can see.
    That keeps the path inside the window (an interval, so convex) and out of discs.
    """
    local = np.array([(*_to_local(d.center, axis), d.radius) for d in discs], dtype=float).reshape(-1, 3)
    local = local[(local[:, 0] + local[:, 2] >= window[0] - ACROSS_STEP) & (local[:, 0] - local[:, 2] <= window[1] + ACROSS_STEP)]
    lo, hi = span[0] - LEVEL_STEP, span[1] + LEVEL_STEP
    levels = np.linspace(lo, hi, max(2, math.ceil((hi - lo) / LEVEL_STEP) + 1))
    offsets = np.arange(window[0], window[1] + 1e-9, ACROSS_STEP)
    if len(offsets) == 0:
        return None
    shifts = np.arange(-MAX_SHIFT, MAX_SHIFT + 1)
    count = len(offsets)
    cost = STRAIGHTNESS * np.abs(offsets - ideal) * LEVEL_STEP
    back = np.zeros((len(levels), count), dtype=int)
    for k in range(1, len(levels)):
        t0, t1 = levels[k - 1], levels[k]
        near = local[(local[:, 1] - local[:, 2] <= t1) & (local[:, 1] + local[:, 2] >= t0)]
        src = np.arange(count)[:, None] + shifts[None, :]  # (count, shifts): previous index for each target
        valid = (src >= 0) & (src < count)
        src_c = np.clip(src, 0, count - 1)
        a = np.stack([offsets[src_c], np.full(src_c.shape, t0)], -1)
        b = np.stack([np.broadcast_to(offsets[:, None], src_c.shape), np.full(src_c.shape, t1)], -1)
        valid &= segment_clear(a, b, near)
        step = np.hypot(offsets[:, None] - offsets[src_c], t1 - t0)
        total = np.where(valid, cost[src_c] + step, np.inf)
        best = total.argmin(1)
        back[k] = src_c[np.arange(count), best]
        cost = total[np.arange(count), best] + STRAIGHTNESS * np.abs(offsets - ideal) * LEVEL_STEP
    if not np.isfinite(cost.min()):
        return None
    index = int(cost.argmin())
    chain = []
    for k in range(len(levels) - 1, -1, -1):
        chain.append((offsets[index], levels[k]))
        index = back[k, index]
    chain.reverse()
    taut = _pull_taut(np.array(chain), local)
    return tuple(_to_local((float(x), float(y)), axis) for x, y in taut)


def _pull_taut(chain: np.ndarray, discs: np.ndarray) -> list[np.ndarray]:
    """Keep only the vertices needed to stay out of the discs (greedy farthest visible)."""
    out = [chain[0]]
    i = 0
    while i < len(chain) - 1:
        ends = chain[i + 1:]
        starts = np.broadcast_to(chain[i], ends.shape)
        clear = segment_clear(starts, ends, discs)
        i = i + 1 + int(np.nonzero(clear)[0].max()) if clear.any() else i + 1
        out.append(chain[i])
    return out
