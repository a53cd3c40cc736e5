"""Renders for the preview server: a few worker processes, a bounded wait, stale previews dropped.

Rendering is CPU-bound Python, so threads of one interpreter take turns under its lock, and
200 requests at once ran for minutes. Worker processes render side by side, one render each
at a time. So reportlab's module-level settings are never shared, and the bytes equal the
command line's. At most ``WAITING`` requests wait for a worker. Past that the server answers
503 with Retry-After at once, rather than letting every client time out. A preview that the
same page has since replaced by a newer one (``X-Preview-Page: PAGE SEQUENCE``) is dropped
before it takes a worker. So is one whose client has hung up. A client that hangs up while
its render runs has the render abandoned (``abandonable``). The worker is told by a signal,
which interrupts the render between two steps (never inside a library's work,
``write_set.held``). It then takes the next request. A worker that dies (killed, out of memory) costs its requests a
503; the pool is started afresh for the next.
"""

from __future__ import annotations

import multiprocessing
import os
import select
import signal
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as Waited
from concurrent.futures.process import BrokenProcessPool
from typing import Any

PROCESSES = 2
"""Worker processes: one per core of a small machine; more only queue for the same cores."""
WAITING = 14
"""Requests that may wait for a worker (a few seconds' work for two workers at a typical
preview's speed); one more is answered 503 straight away. Fewer than the server's threads,
so the line fills (and says so) before requests pile up unseen behind busy threads."""
WAIT_SECONDS = 120.0
"""The longest a request waits for a worker before it too is answered 503."""
RETRY_AFTER = 2
"""Seconds a client told 503 should wait before asking again."""
PAGES_KEPT = 256
"""Pages whose newest preview number is remembered (the oldest forgotten first)."""
LOOK_SECONDS = 0.1
"""How often a request whose render runs looks whether its client is still there."""
ABANDON = signal.SIGINT
"""What tells a worker to drop its render: Python turns it into ``KeyboardInterrupt`` between two
steps, and ``write_set.held`` keeps it out of the libraries' work as it does a user's Ctrl+C."""


class Busy(Exception):
    """Every worker is busy and the waiting line is full: answer 503."""


class Superseded(Exception):
    """A newer preview from the same page came in, or the client left: nobody wants this one."""


class Abandoned(Exception):
    """Raised in the server for a render its worker dropped, as its client had hung up."""


class RenderPool:
    def __init__(self, processes: int = PROCESSES, waiting: int = WAITING) -> None:
        self._processes = processes
        context = multiprocessing.get_context("forkserver")
        self._running = context.Array("q", processes, lock=False)
        """Each slot's worker process while it renders (0 when none), for the abandoning signal."""
        self._dropped = context.Array("b", processes, lock=False)
        """Each slot's mark that its render is to be dropped: a worker drops only a marked one."""
        self._free = list(range(processes))
        self._pool = self._start()
        self._slots = threading.BoundedSemaphore(processes)
        self._admitted = threading.BoundedSemaphore(processes + waiting)
        self._newest: OrderedDict[str, int] = OrderedDict()
        self._lock = threading.Lock()

    def warm(self, task: Callable[[], Any]) -> None:
        """Start the workers now, so the first preview does not also pay for their imports."""
        for _ in range(self._processes):
            self._pool.submit(task)

    def run(self, task: Callable[..., Any], *args: Any, page: str | None = None,
            wanted: Callable[[], bool] = lambda: True) -> Any:
        """``task(*args)`` in a worker process, once one is free.

        ``page`` is the request's ``PAGE SEQUENCE`` header, if it has one; ``wanted`` says
        whether the client is still there. Raises ``Busy`` or ``Superseded``.
        """
        if not self._admitted.acquire(blocking=False):
            raise Busy
        try:
            ticket = self._note(page)
            if not self._slots.acquire(timeout=WAIT_SECONDS):
                raise Busy
            with self._lock:
                slot = self._free.pop()
            try:
                if not self._current(ticket) or not wanted():
                    raise Superseded
                pool = self._pool
                try:
                    return self._watched(pool.submit(abandonable, slot, task, *args), slot, wanted)
                except BrokenProcessPool:
                    self._restart(pool)
                    raise Busy from None
                except Abandoned:
                    raise Superseded from None
            finally:
                with self._lock:
                    self._free.append(slot)
                self._slots.release()
        finally:
            self._admitted.release()

    def _watched(self, future: Any, slot: int, wanted: Callable[[], bool]) -> Any:
        """The render's result, looking every ``LOOK_SECONDS`` whether its client is still
        there; one that has gone has its render dropped, and its slot waits until the worker
        has let go of it."""
        while True:
            try:
                return future.result(timeout=LOOK_SECONDS)
            except Waited:
                if wanted():
                    continue
            self._dropped[slot] = 1
            worker = self._running[slot]
            if worker:
                try:
                    os.kill(worker, ABANDON)
                except ProcessLookupError:
                    pass
            try:
                future.result()
            finally:
                self._dropped[slot] = 0
            raise Abandoned

    def _start(self) -> ProcessPoolExecutor:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["boardgen.preview.service"])
        return ProcessPoolExecutor(self._processes, mp_context=context, initializer=start_worker,
                                   initargs=(os.getpid(), self._running, self._dropped))

    def _restart(self, broken: ProcessPoolExecutor) -> None:
        """A worker died (killed, out of memory): start a fresh pool once, for every waiter."""
        with self._lock:
            if self._pool is broken:
                broken.shutdown(wait=False, cancel_futures=True)
                self._pool = self._start()

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _note(self, page: str | None) -> tuple[str, int] | None:
        """Remember the newest preview number of the request's page; None without a header."""
        name, _, number = (page or "").partition(" ")
        if not name or not number.isascii() or not number.isdigit() or len(number) > 12 or len(name) > 64:
            return None
        with self._lock:
            sequence = int(number)
            if sequence > self._newest.get(name, -1):
                self._newest[name] = sequence
            self._newest.move_to_end(name)
            while len(self._newest) > PAGES_KEPT:
                self._newest.popitem(last=False)
        return name, sequence

    def _current(self, ticket: tuple[str, int] | None) -> bool:
        if ticket is None:
            return True
        with self._lock:
            return self._newest.get(ticket[0], ticket[1]) <= ticket[1]


_running: Any = None
"""In a worker: the pool's ``_running`` slots."""
_dropped: Any = None
"""In a worker: the pool's ``_dropped`` marks."""
_slot = -1
"""In a worker: the slot of the render it runs now, or -1."""


def start_worker(server: int, running: Any, dropped: Any) -> None:
    """In each worker, once: end with the server (``watch_server``), keep the pool's slots, and
    take no Ctrl+C from the terminal while idle (the server answers it)."""
    global _running, _dropped
    _running, _dropped = running, dropped
    signal.signal(ABANDON, _drop_if_marked)
    watch_server(server)


def abandonable(slot: int, task: Callable[..., Any], *args: Any) -> Any:
    """In a worker: ``task(*args)``, dropped with ``Abandoned`` when the server marks its slot
    and signals this process (its client hung up)."""
    global _slot
    _slot = slot
    _running[slot] = os.getpid()  # before the mark is read: the server marks, then reads this
    try:
        if _dropped[slot]:
            raise KeyboardInterrupt  # dropped before it began
        return task(*args)
    except KeyboardInterrupt:
        raise Abandoned from None
    finally:
        _running[slot] = 0
        _slot = -1


def _drop_if_marked(number: int, frame: object) -> None:
    """The abandoning signal's handler: interrupt the render when its slot is marked dropped;
    ignore a stray one (a render that ended just before, the terminal's Ctrl+C)."""
    if _slot >= 0 and _dropped[_slot]:
        raise KeyboardInterrupt


def watch_server(server: int) -> None:
    """In each worker: end it when the server process ends, however that happens.

    A worker is a child of multiprocessing's fork server, not of the server. It holds the pipe
    the fork server watches for the server's end. So a server killed without closing its pool
    (SIGKILL, a crash) left the fork server and every worker waiting for ever.
    """
    def wait() -> None:
        try:
            handle = os.pidfd_open(server)
        except (AttributeError, OSError):  # no pidfd: look every second
            while _alive(server):
                time.sleep(1.0)
        else:
            select.select([handle], [], [])
        os._exit(0)

    threading.Thread(target=wait, name="watch-server", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
