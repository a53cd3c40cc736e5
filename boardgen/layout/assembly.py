"""Names and seam marks for a board in several parts, so the builder at the bench puts fifteen
nearly identical panels together one way only.

Each part gets a short engraved name (A, B, C...) on its face, clear of the holes; each seam
gets the same pair of names (``A-B``) engraved on both sides of it, facing each other. The
manifest lists each part's name and neighbours. Game-neutral: it reads only outlines, holes
and engraving, and runs after a board is split or built in sections, apart from packing.
"""

from __future__ import annotations

import math
from dataclasses import replace
from itertools import combinations

import numpy as np

from boardgen.board import Board, Engraved, Mark, Piece
from boardgen.geometry.contact import SAMPLE, shared_run
from boardgen.geometry.vec import Point, bounding_circle
from boardgen.lettering.labels import Lettering
from boardgen.shop.settings import ASSEMBLY_MARKS
from boardgen.verify import Check

NAME_CAPS = (12.0, 8.0, 5.0)
"""mm: a part's name, big enough to find across a bench; smaller on a part crowded with holes."""
SEAM_CAPS = (4.0, 3.0, 2.5, 2.0)
"""mm: the names written beside a seam, smaller where a short seam is crowded by holes. The
2.5 and 2 mm letters are for the shortest seams, a corner's length beside a tab. They are also
for seams with holes all along them (eleven and twelve players on beds near 300 x 200 mm).
Larger ones fit nowhere there, and the board would be refused."""
SEAM_GAP = 1.0
"""mm between a seam and the names written beside it."""
MIN_SEAM = 20.0
"""mm of shared edge that makes two parts neighbours (less is a corner touching)."""
ROOM = 1.0
"""mm kept between a new name and the engraving already there."""
GRID = 3.0
"""mm between the places tried for a part's name."""
BACK_NOTE = ("part letters and seam pairs on the back, in each sheet's -back file (SVG, DXF, LightBurn): after "
             "cutting, turn the sheet over left to right, set it to the same corner and run that file")
"""The summary's line for ``--assembly-marks back``: which files, and how the sheet goes back on the bed."""
NAMED_CHECK = "parts named and seams marked"
"""The check's name, by which the job finds it to name a bed with room (``job.lay_out``)."""
CROWDED_REMEDY = "try another --bed size, which moves the seams, or a larger --pitch, which leaves more room by them"
"""What mends a seam with no room for its marks: where the seams run, and how far apart the holes beside them are."""


def part_names(count: int) -> list[str]:
    """A, B, ... Z, then AA, AB, ...: short enough to engrave, unique for any number of parts."""
    names = []
    for k in range(count):
        name, k = "", k + 1
        while k:
            k, r = divmod(k - 1, 26)
            name = chr(ord("A") + r) + name
        names.append(name)
    return names


def name_parts(board: Board, lettering: Lettering, web: float, edge: float,
               side: str = ASSEMBLY_MARKS[0]) -> tuple[Board, Check]:
    """The board with every part named and every seam marked on ``side`` (``ASSEMBLY_MARKS``:
    the face, the back, or neither, when the parts keep their names in the manifest and the
    template alone), and the check that all are."""
    if side == "none":
        return _named_unmarked(board)
    names = part_names(len(board.pieces))
    added: list[Engraved] = [Engraved() for _ in board.pieces]
    neighbours: list[list[str]] = [[] for _ in board.pieces]
    missing: list[str] = []
    for i, piece in enumerate(board.pieces):
        place = _name_spot(piece, names[i], lettering, web, edge)
        if place is None:
            missing.append(f"no room for the name of {piece.name}")
            continue
        added[i] += _on(side, lettering.label(names[i], place[1], place[0], 0.0, ("part", names[i])), lettering)
    for i, j, run in _seams(board):
        neighbours[i].append(names[j])
        neighbours[j].append(names[i])
        pair = _seam_marks(board.pieces[i], board.pieces[j], run, names[i], names[j], lettering, web)
        if pair is None:
            missing.append(f"no room for the seam marks between {names[i]} and {names[j]}")
            continue
        added[i] += _on(side, pair[0], lettering)
        added[j] += _on(side, pair[1], lettering)
    on_back = side == "back"
    pieces = tuple(
        replace(p, engraving=p.engraving + (() if on_back else extra.shapes), back=p.back + (extra.shapes if on_back else ()),
                short_name=name, neighbours=tuple(near))
        for p, extra, name, near in zip(board.pieces, added, names, neighbours)
    )
    named = replace(board, pieces=pieces,
                    labels=board.labels + tuple(x for e in added for x in e.labels),
                    marks=board.marks + tuple(x for e in added for x in e.marks),
                    notes=board.notes + ((BACK_NOTE,) if on_back else ()))
    check = Check(NAMED_CHECK, not missing,
                  f"{len(pieces)} parts named {names[0]} to {names[-1]}, each seam marked on both sides"
                  if not missing else "; ".join(missing[:3]), CROWDED_REMEDY)
    return named, check


def _named_unmarked(board: Board) -> tuple[Board, Check]:
    """Every part named and its neighbours found, nothing engraved: the names stay in the
    manifest and the template's assembly page."""
    names = part_names(len(board.pieces))
    neighbours: list[list[str]] = [[] for _ in board.pieces]
    for i, j, _ in _seams(board):
        neighbours[i].append(names[j])
        neighbours[j].append(names[i])
    pieces = tuple(replace(p, short_name=name, neighbours=tuple(near))
                   for p, name, near in zip(board.pieces, names, neighbours))
    return replace(board, pieces=pieces), Check(NAMED_CHECK, True,
                                                f"{len(pieces)} parts named {names[0]} to {names[-1]}, nothing engraved "
                                                "(--assembly-marks none)")


def _seams(board: Board) -> list[tuple[int, int, np.ndarray]]:
    """Each pair of parts sharing a seam (at least ``MIN_SEAM`` of edge), with the run they share."""
    polygons = [p.outline.polyline(0.05) for p in board.pieces]
    boxes = [p.outline.bounds() for p in board.pieces]
    found = []
    for i, j in combinations(range(len(board.pieces)), 2):
        if not _overlap(boxes[i], boxes[j]):
            continue
        run = shared_run(polygons[i], polygons[j])
        if len(run) * SAMPLE >= MIN_SEAM:
            found.append((i, j, run))
    return found


def _reading(angle: float) -> float:
    """The baseline ``angle`` (radians) or its opposite, whichever reads left to right (or bottom to top)."""
    if math.cos(angle) < -1e-9 or (abs(math.cos(angle)) <= 1e-9 and math.sin(angle) < 0):
        return angle + math.pi
    return angle


def _on(side: str, engraved: Engraved, lettering: Lettering) -> Engraved:
    """A label (with its seam mark) for ``side``. On the back it is seen mirrored left to right.
    So it is written as it reads from there (along the mirrored baseline), then mirrored in
    place about its middle. It keeps the same box, on the same line, reading true from the back. Its
    manifest entries say which side."""
    if side != "back":
        return engraved
    (label,) = engraved.labels
    back = (("side", "back"),)
    seen = _reading(math.pi - math.radians(label.angle))
    shapes = lettering.label(label.text, label.height, label.at, seen).shapes
    return Engraved(tuple(shape.mirrored(label.at[0]) for shape in shapes),
                    (replace(label, owner=label.owner + back),),
                    tuple(replace(mark, owner=mark.owner + back) for mark in engraved.marks))


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] <= b[2] + 1 and b[0] <= a[2] + 1 and a[1] <= b[3] + 1 and b[1] <= a[3] + 1


def _avoid(piece: Piece, web: float) -> np.ndarray:
    """Discs (x, y, r) new engraving must keep out of: holes grown by the web, and engraving."""
    discs = [(*h.center, h.diameter / 2 + web) for h in piece.holes]
    discs += [(*c, r + ROOM) for c, r in (bounding_circle(e.points) for e in piece.engraving)]
    return np.array(discs, dtype=float).reshape(-1, 3)


def _clear(spots: np.ndarray, reach: float, avoid: np.ndarray) -> np.ndarray:
    if not len(avoid):
        return np.ones(len(spots), dtype=bool)
    gaps = np.hypot(spots[:, None, 0] - avoid[None, :, 0], spots[:, None, 1] - avoid[None, :, 1])
    return np.all(gaps >= avoid[None, :, 2] + reach, axis=1)


def _name_spot(piece: Piece, name: str, lettering: Lettering, web: float, edge: float) -> tuple[Point, float] | None:
    """The place and cap height for a name: nearest the middle of the part's holes (or of the
    part), with a name's height of clear wood round it where the part has that much, else
    less, else in smaller letters."""
    x0, y0, x1, y1 = piece.outline.bounds()
    grid = np.array([(x, y) for x in np.arange(x0, x1, GRID) for y in np.arange(y0, y1, GRID)]).reshape(-1, 2)
    avoid = _avoid(piece, web)
    centre = np.mean([h.center for h in piece.holes], axis=0) if piece.holes else ((x0 + x1) / 2, (y0 + y1) / 2)
    for cap, room in ((NAME_CAPS[0], NAME_CAPS[0]), (NAME_CAPS[0], NAME_CAPS[0] / 2),
                      *((size, 0.0) for size in NAME_CAPS)):
        reach = math.hypot(lettering.width(name, cap), cap) / 2 + room
        spots = grid[_clear(grid, reach, avoid)]
        order = np.argsort(np.hypot(spots[:, 0] - centre[0], spots[:, 1] - centre[1]), kind="stable")
        for x, y in spots[order]:
            point = (float(x), float(y))
            if piece.outline.contains(point) and piece.outline.edge_distance(point) >= reach - room + edge:
                return point, cap
    return None


def _box_clear(centre: np.ndarray, along: np.ndarray, width: float, height: float, avoid: np.ndarray) -> bool:
    """Whether a text box (``width`` along ``along``, ``height`` across) keeps out of every disc."""
    if not len(avoid):
        return True
    d = avoid[:, :2] - centre
    a = np.abs(d @ along) - width / 2
    c = np.abs(d @ np.array((-along[1], along[0]))) - height / 2
    return bool(np.all(np.hypot(np.maximum(a, 0.0), np.maximum(c, 0.0)) >= avoid[:, 2]))


def _seam_marks(a: Piece, b: Piece, run: np.ndarray, name_a: str, name_b: str, lettering: Lettering,
                web: float) -> tuple[Engraved, Engraved] | None:
    """``A-B`` on both sides of the seam, facing across it, at the clear place nearest the
    middle of the seam; reading along the seam on each part. A short seam crowded by holes
    gets smaller letters."""
    text = f"{name_a}-{name_b}"
    middle = run.mean(axis=0)
    order = np.argsort(np.hypot(run[:, 0] - middle[0], run[:, 1] - middle[1]), kind="stable")
    avoid_a, avoid_b = _avoid(a, web), _avoid(b, web)
    for cap in SEAM_CAPS:
        width = lettering.width(text, cap)
        offset = cap / 2 + SEAM_GAP
        for k in order:
            ahead = run[min(k + 1, len(run) - 1)] - run[max(k - 1, 0)]
            if not np.hypot(*ahead):
                continue
            along = ahead / np.hypot(*ahead)
            normal = np.array((-along[1], along[0]))
            side_a, side_b = run[k] + normal * offset, run[k] - normal * offset
            if not a.outline.contains(tuple(side_a)):
                side_a, side_b = side_b, side_a
            if not all(_box_inside(piece, centre, along, width, cap)
                       for piece, centre in ((a, side_a), (b, side_b))):
                continue
            if not (_box_clear(side_a, along, width, cap, avoid_a) and _box_clear(side_b, along, width, cap, avoid_b)):
                continue
            angle = _reading(math.atan2(along[1], along[0]))  # whichever way the seam was walked
            pa, pb = (float(side_a[0]), float(side_a[1])), (float(side_b[0]), float(side_b[1]))
            return _seam_mark(text, cap, pa, angle, name_a, name_b, lettering), \
                _seam_mark(text, cap, pb, angle, name_b, name_a, lettering)
    return None


def _seam_mark(text: str, cap: float, at: Point, angle: float, own: str, other: str,
               lettering: Lettering) -> Engraved:
    return (lettering.label(text, cap, at, angle, ("part", own))
            + Engraved((), (), (Mark("seam", at, (("part", own), ("neighbour", other))),)))


def _box_inside(piece: Piece, centre: np.ndarray, along: np.ndarray, width: float, height: float) -> bool:
    """The text box's corners inside the part, and its middle far enough from every edge but the seam's."""
    across = np.array((-along[1], along[0]))
    corners = [centre + along * sa * (width / 2 + SEAM_GAP) + across * sc * height / 2
               for sa in (-1, 1) for sc in (-1, 1)]
    point = (float(centre[0]), float(centre[1]))
    return (all(piece.outline.contains((float(c[0]), float(c[1]))) for c in corners)
            and piece.outline.edge_distance(point) >= height / 2 + SEAM_GAP - 1e-6)
