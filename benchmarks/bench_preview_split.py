"""Preview request time of a board split over bed sheets against the same board unsplit, over
HTTP to a real preview server (its two worker processes included).

Target (issue 31): a split board's preview in no more than 2 x an unsplit board's, by keeping
what does not change between keystrokes. Each worker keeps the boards it last laid out
(``service.LAID``), so the figure that matters is a keystroke in the output, laser or CNC
options once both workers have the layout; a change to the board's own options lays it out
afresh, and is printed too.
Run: python benchmarks/bench_preview_split.py [keystrokes]
"""

from __future__ import annotations

import statistics
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout: its tests package holds the helper
from tests.support.preview import running_server  # noqa: E402

TARGET_RATIO = 2.0
BOARD = {"game": "pegs-and-jokers", "players": "8", "style": "single"}
BED = {"bed": "445x279mm"}


def asked(url: str, query: dict[str, str]) -> float:
    start = time.perf_counter()
    with urllib.request.urlopen(url + "api/preview?" + urllib.parse.urlencode(query), timeout=300) as reply:
        reply.read()
    return time.perf_counter() - start


def main() -> None:
    keystrokes = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    with running_server() as server:
        medians = {}
        for name, extra in (("unsplit", {}), ("split", BED)):
            first = [asked(server.url, {**BOARD, **extra}) for _ in range(2)]  # once for each worker
            typed = [asked(server.url, {**BOARD, **extra, "stroke": f"0.{k + 1}mm"}) for k in range(keystrokes)]
            board = asked(server.url, {**BOARD, **extra, "margin": "20mm"})
            medians[name] = statistics.median(typed)
            print(f"{name}: first {' '.join(f'{t:.2f}' for t in first)} s; an output keystroke median "
                  f"{medians[name]:.3f} s (of {' '.join(f'{t:.2f}' for t in typed)}); a board keystroke {board:.2f} s")
        ratio = medians["split"] / medians["unsplit"]
        print(f"split / unsplit, output keystrokes: {ratio:.1f} x (target <= {TARGET_RATIO:g} x)")


if __name__ == "__main__":
    main()
