"""Where two parts of a board touch: the stretch of one outline that lies on the other.

Split parts and sections share their seams exactly (both sides of a seam are cut from the
same path), so sampling one outline and keeping the samples on the other finds the seam.
"""

from __future__ import annotations

import numpy as np

from boardgen.geometry.vec import Point

SAMPLE = 2.0
"""mm between samples along an outline."""
ON = 0.1
"""mm: a sample this near the other outline lies on it (arcs flattened from either side differ by less)."""


def resample(polygon: tuple[Point, ...], step: float = SAMPLE) -> np.ndarray:
    """Points along a closed polygon no more than ``step`` apart, in order."""
    pts = np.asarray(polygon, dtype=float)
    nxt = np.roll(pts, -1, axis=0)
    out = []
    for a, b in zip(pts, nxt):
        count = max(1, int(np.ceil(np.hypot(*(b - a)) / step)))
        out.append(a + (b - a) * (np.arange(count)[:, None] / count))
    return np.vstack(out)


def distance_to_polygon(points: np.ndarray, polygon: tuple[Point, ...]) -> np.ndarray:
    """Each point's distance to the nearest edge of a closed polygon."""
    a = np.asarray(polygon, dtype=float)
    b = np.roll(a, -1, axis=0)
    ab = b - a
    length2 = np.maximum((ab ** 2).sum(axis=1), 1e-18)
    ap = points[:, None, :] - a[None, :, :]
    t = np.clip((ap * ab[None]).sum(axis=2) / length2[None], 0.0, 1.0)
    nearest = a[None] + t[..., None] * ab[None]
    return np.hypot(*(points[:, None, :] - nearest).transpose(2, 0, 1)).min(axis=1)


def shared_run(mine: tuple[Point, ...], other: tuple[Point, ...]) -> np.ndarray:
    """The samples of ``mine`` that lie on ``other``: the seam between them, empty if none."""
    samples = resample(mine)
    return samples[distance_to_polygon(samples, other) <= ON]
