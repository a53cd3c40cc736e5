"""A triangle mesh shaded by its sharp edges and written as Wavefront OBJ text, by boardgen alone.

trimesh did both before, and its bytes changed with the numpy, scipy and trimesh installed. Its
graph engine is scipy's when present, networkx's otherwise, and they number the groups of faces
differently. Here every step is fixed. The corners of a vertex whose faces meet at less than the
smooth angle share one vertex of the output. They are found as the components of a graph whose
labels are each component's first corner. So the output's vertices come in the order the
triangles first use them. Normals are sums taken one face after another (``np.add.at``), never
a reduction numpy may reorder. Numbers are written with six decimals by Python's own format.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Shaded:
    """A mesh whose every vertex carries one normal: ``vertices`` and ``normals`` (n, 3),
    ``triangles`` (m, 3) indices into both."""

    vertices: np.ndarray
    normals: np.ndarray
    triangles: np.ndarray
    uv: np.ndarray | None = None
    """Each vertex's place on a texture (n, 2), 0 to 1 across and up, or None for no texture."""


def shaded(vertices: np.ndarray, triangles: np.ndarray, angle: float | None) -> Shaded:
    """The mesh with a vertex for each group of a vertex's faces joined by edges whose faces
    meet at less than ``angle`` (radians). Each has the area-weighted normal of its faces.
    With ``angle`` None every face of a vertex shares it (one vertex, softly shaded)."""
    corners = np.asarray(triangles, dtype=np.int64).reshape(-1)
    points = np.asarray(vertices, dtype=np.float64)
    a, b, c = (points[triangles[:, k]] for k in range(3))
    normal = _cross(b - a, c - a)
    if angle is None:
        # every corner of a vertex: labelled by the first corner that names the vertex
        first = np.full(len(points), len(corners), dtype=np.int64)
        np.minimum.at(first, corners, np.arange(len(corners)))
        labels = first[corners]
    else:
        labels = _smooth_groups(corners, normal, math.cos(angle))
    groups, inverse = np.unique(labels, return_inverse=True)
    summed = np.zeros((len(groups), 3))
    np.add.at(summed, inverse, normal[np.arange(len(corners)) // 3])
    return Shaded(points[corners[groups]], _unit(summed), inverse.reshape(-1, 3))


def _smooth_groups(corners: np.ndarray, normal: np.ndarray, cosine: float) -> np.ndarray:
    """Each corner's label, the first corner of its group: corners of one vertex on two faces
    that share an edge at that vertex and meet at less than the angle are of one group."""
    half = np.arange(len(corners))
    ahead = half - half % 3 + (half % 3 + 1) % 3  # the edge's other corner, in the same triangle
    start, end = corners[half], corners[ahead]
    low, high = np.minimum(start, end), np.maximum(start, end)
    at_low = np.where(start <= end, half, ahead)  # the edge's corner at its lower vertex
    at_high = np.where(start <= end, ahead, half)
    order = np.lexsort((half, high, low))
    same = (low[order][1:] == low[order][:-1]) & (high[order][1:] == high[order][:-1])
    one, other = order[:-1][same], order[1:][same]  # two faces' halves of one edge
    unit = _unit(normal)
    with np.errstate(invalid="ignore"):
        facing = _dot(unit[one // 3], unit[other // 3]) > cosine  # a degenerate face (NaN) is never smooth
    one, other = one[facing], other[facing]
    return _components(len(corners), np.concatenate([at_low[one], at_high[one]]),
                       np.concatenate([at_low[other], at_high[other]]))


def _components(count: int, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Each node's label, the smallest node of its component of the graph of edges ``a``-``b``:
    trees hooked each under the smaller root and flattened, until every edge is in one tree.
    The result depends on the components alone, not on the order of the work."""
    parent = np.arange(count)
    while True:
        while True:  # flatten: every node points at its tree's root
            up = parent[parent]
            if np.array_equal(up, parent):
                break
            parent = up
        root_a, root_b = parent[a], parent[b]
        apart = root_a != root_b
        if not apart.any():
            return parent
        low = np.minimum(root_a[apart], root_b[apart])
        np.minimum.at(parent, root_a[apart], low)
        np.minimum.at(parent, root_b[apart], low)


def _cross(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Row by row, written out so no library routine chooses how to sum."""
    return np.stack([u[:, 1] * v[:, 2] - u[:, 2] * v[:, 1], u[:, 2] * v[:, 0] - u[:, 0] * v[:, 2],
                     u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]], axis=1)


def _dot(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    return u[:, 0] * v[:, 0] + u[:, 1] * v[:, 1] + u[:, 2] * v[:, 2]


def _unit(rows: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore", divide="ignore"):
        return rows / np.sqrt(_dot(rows, rows))[:, None]


def obj_text(mesh: Shaded) -> str:
    """The mesh as Wavefront OBJ: vertices, their texture places if any, their normals, then
    triangles (numbered from 1), six decimals, no negative zero. Each block is one format
    operation, as a line at a time costs a large board's kit a tenth of a second."""
    blocks = [_block("v", mesh.vertices)]
    if mesh.uv is not None:
        blocks.append(_block("vt", mesh.uv))
    blocks.append(_block("vn", mesh.normals))
    corner, shares = ("%d//%d", 2) if mesh.uv is None else ("%d/%d/%d", 3)
    faces = np.repeat(mesh.triangles + 1, shares, axis=1)
    blocks.append(_lines("f" + f" {corner}" * 3, faces))
    return "".join(blocks)


def _block(kind: str, rows: np.ndarray) -> str:
    """Rows of numbers, six decimals; a degenerate face's NaN normal written as 0."""
    text = _lines(kind + " %.6f" * rows.shape[1], np.where(np.isnan(rows), 0.0, rows))
    return text.replace(" -0.000000", " 0.000000")


def _lines(line: str, rows: np.ndarray) -> str:
    return f"{line}\n" * len(rows) % tuple(rows.ravel().tolist())
