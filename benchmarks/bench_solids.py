"""The 8-player board's 3D models against its cut files, in the same run (issue 30).

Target: its STL and 3MF in no more than 3 x the time of its DXF, SVG and PDF set. Each figure is
the median CPU time (``time.process_time``, so threads manifold3d starts are charged too) of
RUNS (default 5) renders in this process, after one untimed render that loads the libraries
(``timing.median_cpu``); the board is built once, as one job builds it for every format, and
the cache of solids the two model writers share within a job is emptied before each run.
Run: python benchmarks/bench_solids.py [RUNS]
"""

from __future__ import annotations

import sys

from boardgen.cli.blas import one_blas_thread
from timing import median_cpu

TARGET = 3.0
CUT_SET = ("dxf", "svg", "pdf")
MODELS = ("stl", "3mf")


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    one_blas_thread()
    from boardgen.job import make_board
    from boardgen.output import render_files
    from boardgen.writers.solids.meshes import built_meshes
    from boardgen.writers.writer import OutputSettings

    board = make_board("pegs-and-jokers", {"players": "8"}).board
    settings = OutputSettings()
    cut = median_cpu(lambda: render_files(board, CUT_SET, settings), runs)
    models = median_cpu(lambda: (built_meshes.cache_clear(), render_files(board, MODELS, settings)), runs)
    ratio = models / cut
    print(f"8 players, {'+'.join(CUT_SET)}: median {cut:.3f} s CPU")
    print(f"8 players, {'+'.join(MODELS)}: median {models:.3f} s CPU")
    print(f"ratio {ratio:.2f} x (target <= {TARGET:g} x: {'met' if ratio <= TARGET else 'MISSED'})")


if __name__ == "__main__":
    main()
