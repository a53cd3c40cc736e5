"""Set-up every test shares. The helpers live in ``tests/support`` and are imported by name
(``from tests.support.boards import board``); ``tests`` is a package, so pytest puts the repository
on ``sys.path``.
"""

from __future__ import annotations

import os
import signal

import pytest

from tests.support.paths import REPO
from tests.support.quick_run import LEFT_TO_THE_FULL_RUN

os.environ["XDG_CONFIG_HOME"] = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"boardgen-tests-config-{os.getpid()}")
"""No user's own ``config.toml`` (``boardgen/user_config.py``) reaches the tests: every command,
in this process and the ones it starts, looks for it in a folder that holds none (made by no
one). tests/test_user_config.py points it elsewhere for its own files."""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the long tests ``tests/support/quick_run.py`` names as ``slow``, before ``-m`` and
    ``-k`` deselect anything. A name whose test function is gone from its file is refused, so a
    renamed test cannot drift back into the quick run unnoticed."""
    stale = sorted(name for name in LEFT_TO_THE_FULL_RUN if not _defines(*name.split("[", 1)[0].split("::")))
    if stale:
        raise pytest.UsageError(f"tests/support/quick_run.py names tests that do not exist: {', '.join(stale)}")
    for item in items:
        if item.nodeid in LEFT_TO_THE_FULL_RUN:
            item.add_marker(pytest.mark.slow)


def _defines(file: str, function: str) -> bool:
    path = REPO / file
    return path.is_file() and f"def {function}(" in path.read_text(encoding="utf-8")


SIGNALS = (signal.SIGINT, signal.SIGTERM)

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
"""A run started in the background of a script (``pytest ... &``) comes with Ctrl+C ignored, as
a shell without job control starts its background jobs. Every process the tests start then
ignored the interrupts the tests send it too (the failures of a fresh venv's full run), so
Ctrl+C is taken back here, in the main process and in each worker."""


@pytest.fixture(autouse=True)
def _signals_as_found():
    """A test leaves Ctrl+C's and SIGTERM's handlers and the signal mask as it found them. A
    process started later inherits an ignored or blocked signal, and the interrupt tests that
    ran after such a test on the same worker once waited for a signal that never came."""
    before = ([signal.getsignal(s) for s in SIGNALS], signal.pthread_sigmask(signal.SIG_BLOCK, []))
    yield
    after = ([signal.getsignal(s) for s in SIGNALS], signal.pthread_sigmask(signal.SIG_BLOCK, []))
    if after != before:
        for number, handler in zip(SIGNALS, before[0]):
            if handler is not None:
                signal.signal(number, handler)
        signal.pthread_sigmask(signal.SIG_SETMASK, before[1])
        pytest.fail(f"the test left the signals changed: {before} -> {after}")
