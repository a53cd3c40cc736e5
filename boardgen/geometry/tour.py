"""A short drilling order: an open path through points from a fixed start, end left free.

A drilling program starts where the machine was zeroed and may finish anywhere, so the
problem is an open path, not a closed tour. It is solved as a closed tour through two
extra nodes held in place. The start is at the front. A free "end" is at the back, whose
distance to every point is zero, so the last real point pays nothing to get there.

A greedy matching of the shortest edges builds a first path. 2-opt (reverse a stretch)
and Or-opt (move a run of up to ``OR_RUN`` points elsewhere, either way round) shorten it
until neither helps. Then come ``KICKS`` double bridges, each kept only if the search after
it ends shorter. Runs are long because boards have clusters (a seat's five start holes) that
a 3-point Or-opt cannot carry across the board. Those left 2-opt/Or-opt paths 28 % over
LKH on 12 players. Moves are only tried between a point and its nearest neighbours. That
keeps a 12-player board (336 holes) to a few tenths of a second in plain Python;
``benchmarks/bench_gcode_tour.py`` measures the result against LKH.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from boardgen.geometry.vec import Point

NEIGHBOURS = 10
"""Candidate partners per point for the improving moves."""
OR_RUN = 10
"""Longest run of points an Or-opt move carries."""
KICKS = 50
"""Double-bridge kicks tried after the first local optimum."""
KICK_SPAN = 30
"""Longest stretch a kick moves: near kicks are the ones local search can turn into gains."""
_GAIN = 1e-9
"""Least shortening (mm) that counts, so rounding can never make the search cycle."""


def path_length(points: Sequence[Point], order: Sequence[int], start: Point) -> float:
    """Length of the open path from ``start`` through ``points`` in ``order``."""
    total, here = 0.0, start
    for index in order:
        total += math.dist(here, points[index])
        here = points[index]
    return total


def drilling_order(points: Sequence[Point], start: Point) -> tuple[int, ...]:
    """Indices of ``points`` in a short open path from ``start`` (deterministic)."""
    if len(points) < 2:
        return tuple(range(len(points)))
    return _Path(points, start).improved()


class _Path:
    """The working path: ``nodes`` holds the start, the points' indices, then the free end."""

    def __init__(self, points: Sequence[Point], start: Point) -> None:
        count = len(points)
        xy = [*points, start]
        self.start, self.end = count, count + 1
        self.d = [[math.dist(a, b) for b in xy] + [0.0] for a in xy] + [[0.0] * (count + 2)]
        """Distances between nodes; the free end is nowhere, so everything is 0 from it."""
        self.at = [0] * (count + 2)
        k = min(NEIGHBOURS, count - 1)
        self.near = [sorted(range(count), key=lambda j, i=i: (self.d[i][j], j))[1:k + 1] for i in range(count)]
        self.near.append(sorted(range(count), key=lambda j: (self.d[self.start][j], j))[:k])
        self.nodes = [self.start, *self._greedy(), self.end]
        self._index(0, count + 2)

    def _greedy(self) -> list[int]:
        """A first path from the shortest edges. Take near pairs shortest first while no point
        gets a third edge and no loop closes; the start may have only one edge. Then chain the
        pieces from the start, each time to the nearest free piece end."""
        d, start = self.d, self.start
        edges = sorted((d[a][b], min(a, b), max(a, b)) for a in range(len(self.near)) for b in self.near[a])
        links: list[list[int]] = [[] for _ in self.near]
        group = list(range(len(self.near)))

        def root(n: int) -> int:
            while group[n] != n:
                group[n] = group[group[n]]
                n = group[n]
            return n

        for _, a, b in edges:
            if len(links[a]) < 2 - (a == start) and len(links[b]) < 2 - (b == start) and root(a) != root(b):
                group[root(a)] = root(b)
                links[a].append(b)
                links[b].append(a)
        order, placed, here = [], {start}, start
        while True:
            while (step := next((n for n in links[here] if n not in placed), None)) is not None:
                placed.add(step)
                order.append(step)
                here = step
            free = [n for n in range(len(links) - 1) if n not in placed and len(links[n]) < 2]
            if not free:
                return order
            here = min(free, key=lambda n: (d[order[-1] if order else start][n], n))
            placed.add(here)
            order.append(here)

    def _index(self, lo: int, hi: int) -> None:
        for position in range(max(lo, 0), min(hi, len(self.nodes))):
            self.at[self.nodes[position]] = position

    def length(self) -> float:
        d = self.d
        return sum(d[a][b] for a, b in zip(self.nodes, self.nodes[1:]))

    def improved(self) -> tuple[int, ...]:
        """Local search to a local optimum, then kicks: a double bridge across a short stretch,
        kept only when the local search after it ends shorter than the best path so far."""
        self._search(range(len(self.near)))
        best, best_nodes = self.length(), list(self.nodes)
        rng = random.Random(0)
        for _ in range(KICKS):
            self._search(self._double_bridge(rng))
            now = self.length()
            if now < best - _GAIN:
                best, best_nodes = now, list(self.nodes)
            else:
                self.nodes = list(best_nodes)
                self._index(0, len(self.nodes))
        return tuple(self.nodes[1:-1])

    def _search(self, nodes: Iterable[int]) -> None:
        """Improve around the given nodes until no move helps (don't-look bits: a node is
        looked at again only when one of its edges changed)."""
        queue = [n for n in nodes if n != self.end]
        waiting = set(queue)
        while queue:
            a = queue.pop()
            waiting.discard(a)
            for n in self._two_opt(a) or self._or_opt(a):
                if n != self.end and n not in waiting:
                    waiting.add(n)
                    queue.append(n)

    def _two_opt(self, a: int) -> tuple[int, ...]:
        """Reverse a stretch to join ``a`` to a near point; the nodes whose edges changed.

        Reversing ``nodes[x+1..y]`` swaps the edges (x, x+1) and (y, y+1) for (x, y) and
        (x+1, y+1). The new edge to the near point is the first when ``a``'s edge to its
        successor goes, the second when the edge from its predecessor does. Neighbours are
        tried nearest first, and only while the new edge is shorter than the one it replaces.
        """
        nodes, d, at = self.nodes, self.d, self.at
        i = at[a]
        to_next = d[a][nodes[i + 1]] if nodes[i + 1] != self.end else math.inf  # reversing the tail is always worth a try
        from_last = d[nodes[i - 1]][a] if i > 0 else 0.0
        for c in self.near[a]:
            new = d[a][c]
            if new >= to_next and new >= from_last:
                break
            lo, hi = sorted((i, at[c]))
            for x, y, worth in ((lo, hi, new < to_next), (lo - 1, hi - 1, new < from_last)):
                if not worth or x < 0 or y - x < 2:
                    continue
                p, q, r, s = nodes[x], nodes[x + 1], nodes[y], nodes[y + 1]
                if d[p][q] + d[r][s] - d[p][r] - d[q][s] > _GAIN:
                    nodes[x + 1:y + 1] = nodes[y:x:-1]
                    self._index(x + 1, y + 1)
                    return p, q, r, s
        return ()

    def _or_opt(self, a: int) -> tuple[int, ...]:
        """Move a run of up to ``OR_RUN`` points that starts or ends at ``a`` beside a near
        point, either way round; the nodes whose edges changed."""
        i = self.at[a]
        for length in range(1, OR_RUN + 1):
            for first in {i, i - length + 1}:
                touched = self._move_run(first, first + length - 1)
                if touched:
                    return touched
        return ()

    def _move_run(self, i: int, j: int) -> tuple[int, ...]:
        """Move ``nodes[i..j]`` so that one of its ends meets a near point, if that shortens
        the path. The near point ``c`` of an end ``e`` goes either before the run (the edge
        from ``c`` to its successor is opened, ``e`` first) or after it (the edge into ``c``
        is opened, ``e`` last)."""
        nodes, d, at = self.nodes, self.d, self.at
        if i < 1 or j > len(nodes) - 2:
            return ()
        u, v = nodes[i], nodes[j]
        before, after = nodes[i - 1], nodes[j + 1]
        saved = d[before][u] + d[v][after] - d[before][after]
        for end, other in ((u, v), (v, u)):
            for c in self.near[end]:
                if d[end][c] >= saved:
                    break
                for edge, head, tail in ((at[c], end, other), (at[c] - 1, other, end)):
                    if edge < 0 or edge >= len(nodes) - 1 or i - 1 <= edge <= j:
                        continue
                    p, q = nodes[edge], nodes[edge + 1]
                    if saved - (d[p][head] + d[tail][q] - d[p][q]) > _GAIN:
                        run = nodes[i:j + 1] if head == u else nodes[i:j + 1][::-1]
                        rest = nodes[:i] + nodes[j + 1:]
                        cut = edge + 1 if edge < i else edge + 1 - len(run)
                        self.nodes = rest[:cut] + run + rest[cut:]
                        self._index(min(i, edge), max(j, edge) + 2)
                        return before, after, u, v, p, q
        return ()

    def _double_bridge(self, rng: random.Random) -> tuple[int, ...]:
        """Swap two neighbouring stretches of the path (A B C D -> A C B D), a move no
        sequence of 2-opt and Or-opt moves can undo one at a time; the nodes it touched."""
        nodes = self.nodes
        top = len(nodes) - 1
        first = rng.randrange(1, top - 1)
        second = min(top - 1, first + rng.randint(1, KICK_SPAN))
        third = min(top, second + rng.randint(1, KICK_SPAN))
        touched = (nodes[first - 1], nodes[first], nodes[second - 1], nodes[second], nodes[third - 1], nodes[third])
        self.nodes = nodes[:first] + nodes[second:third] + nodes[first:second] + nodes[third:]
        self._index(first, third)
        return touched
