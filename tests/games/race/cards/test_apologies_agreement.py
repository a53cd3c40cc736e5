"""Our slide race agrees with ``apologies``' Sorry! engine move for move, but for the readings
docs/track-games.md names (``apologies_agreement`` plays the games and sorts the differences)."""

from __future__ import annotations

import pytest

pytest.importorskip("apologies")

from tests.support.games.apologies_agreement import UNEXPLAINED, compare  # noqa: E402


def test_the_slide_race_agrees_with_apologies_but_for_named_readings():
    found = compare(1000, seed=7)
    assert found.positions == 1000
    kinds = dict(found.differences)
    assert not any(UNEXPLAINED in kind for kind in kinds), kinds
    assert found.agreed >= 0.93 * found.moves
    assert found.alike >= 0.9 * found.positions
    # each reading shows on both sides: where apologies has a move we lack, we have its counterpart
    for kind, count in kinds.items():
        side, reading = kind.split(": ", 1)
        other = "ours only" if side == "apologies only" else "apologies only"
        if "one square" not in reading and "stood" not in reading:
            assert kinds.get(f"{other}: {reading}") == count, kind
