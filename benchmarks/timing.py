"""What the in-process benchmarks share: the median CPU time of a piece of work.

CPU time (``time.process_time``), not wall time: on a busy shared machine waiting stretches
the wall clock, not this. The work runs once untimed first, so caches and lazy imports are
warm as in a long-running process.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_cpu(work: Callable[[], object], runs: int) -> float:
    work()
    times = []
    for _ in range(runs):
        began = time.process_time()
        work()
        times.append(time.process_time() - began)
    return statistics.median(times)
