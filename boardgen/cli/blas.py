"""numpy's BLAS held to one thread for the command line: set before numpy loads.

boardgen's matrix products are a few hundred points by a 2 x 2 turn (where a seat's name
goes, how a concentric track turns). OpenBLAS shares them out to worker threads that then
spin, charging another core for nothing. With them the 8-player build took 8.2 ms of CPU
against 6.8 ms without, and a preview request 15.9 against 14.2 ms. A preview server's render
processes would spin against each other. Each element of a product is still worked out by one
thread in the same order, so every number and every file is the same (the byte tests hold
it). A value the user has set is kept.
"""

from __future__ import annotations

import os

BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")


def one_blas_thread() -> None:
    for name in BLAS_THREADS:
        os.environ.setdefault(name, "1")
