"""A progress line on stderr for work that can take more than a few seconds.

Silent for the first second, so quick runs and refusals print nothing extra. On a terminal
the line redraws in place; elsewhere (a log, a pipe, CI) a line is printed every few seconds,
so a long run is never a silent one either way. Each line says how far, how long so far and
an estimate of the time left; with a bound rather than a known total ("at most") the
estimate is an upper one. Work whose units take very different times gives no estimate rather
than a wrong one: the layers of a game count, the middle ones thousands of times the first.
Work with no known total (the seam searches of a split) only counts.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

QUIET_SECONDS = 1.0
"""Work done within this long shows no progress at all."""
TERMINAL_EVERY = 0.2
LOG_EVERY = 5.0
"""Seconds between lines: redrawn on a terminal, appended elsewhere."""


class Progress:
    def __init__(self, label: str, total: int | None, unit: str, bound: bool = False, stream: TextIO | None = None,
                 estimate: bool = True) -> None:
        self.label = label
        self.estimate = estimate
        self.total = None if total is None else max(total, 1)
        self.unit = unit
        self.bound = bound
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = self.stream.isatty()
        self.started = time.monotonic()
        self.shown_at: float | None = None
        self.done = 0

    def advance(self, steps: int = 1) -> None:
        self.update(self.done + steps)

    def update(self, done: int) -> None:
        """``done`` units so far; prints when the quiet second and the interval have passed."""
        self.done = done
        now = time.monotonic()
        if now - self.started < QUIET_SECONDS:
            return
        every = TERMINAL_EVERY if self.terminal else LOG_EVERY
        if self.shown_at is None or now - self.shown_at >= every:
            self.shown_at = now
            self._show(self.line(now))

    def finish(self) -> None:
        """Close the line, if one was shown: the terminal's is ended, a log gets a last one."""
        if self.shown_at is None:
            return
        elapsed = time.monotonic() - self.started
        self._show(f"{self.label}: {self.done:,} {self.unit} in {elapsed:.1f} s")
        if self.terminal:
            self.stream.write("\n")
            self.stream.flush()

    def line(self, now: float) -> str:
        elapsed = now - self.started
        if self.total is None:
            return f"{self.label}: {self.done:,} {self.unit}, {_duration(elapsed)}"
        share = min(self.done / self.total, 1.0)
        of = f"{'at most ' if self.bound else ''}{self.total:,}"
        left = elapsed * (1 - share) / share if share > 0 and self.estimate else None
        estimate = f", {'at most ' if self.bound else 'about '}{_duration(left)} left" if left is not None else ""
        return f"{self.label}: {self.done:,} of {of} {self.unit} ({share:.0%}), {_duration(elapsed)}{estimate}"

    def _show(self, text: str) -> None:
        if self.terminal:
            self.stream.write("\r\x1b[2K" + text)
        else:
            self.stream.write(text + "\n")
        self.stream.flush()


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"
