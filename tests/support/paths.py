"""Where the tests find the repository's files, computed once so moving a test moves nothing."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TESTS = REPO / "tests"
DATA = TESTS / "data"
VENDOR = TESTS / "vendor"
EXAMPLES = REPO / "examples"
