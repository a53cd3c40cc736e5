"""The colour-name search (engraving._clear_spot) works out each place's gaps along the side
per column and per row; against the plain way, every place's gaps to every hole on the full
grid, it must pick the same spot on random sides, holes and words."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from boardgen.games.pegs_and_jokers.board.engraving import NAME_ROOM, SEARCH_STEP, _clear_spot, _least_hypot
from boardgen.geometry.frame import Frame


def plain_spot(frame, holes, boxes, size, span, target, pitch, hole):
    width, height = size
    ss = np.arange(span[0] - 0.5 * pitch, span[1] + 0.5 * pitch, SEARCH_STEP * pitch)
    ts = np.arange(0.6 * pitch, 3.0 * pitch, SEARCH_STEP * pitch)
    s, t = (a.ravel() for a in np.meshgrid(ss, ts))
    local = (holes - np.array(frame.origin)) @ np.array([frame.u, frame.v]).T
    near = local[(local[:, 0] > ss[0] - width - pitch) & (local[:, 0] < ss[-1] + width + pitch)
                 & (local[:, 1] > -pitch) & (local[:, 1] < ts[-1] + 2 * pitch)]
    ds = np.maximum(np.abs(s[:, None] - near[None, :, 0]) - width / 2, 0.0)
    dt = np.maximum(np.abs(t[:, None] - near[None, :, 1]) - height / 2, 0.0)
    room = np.hypot(ds, dt).min(axis=1) - hole / 2
    for bs, bt, bw, bh in boxes:
        room = np.minimum(room, np.maximum(np.abs(s - bs) - (width + bw) / 2, np.abs(t - bt) - (height + bh) / 2))
    enough = room >= min(NAME_ROOM * pitch, room.max())
    best = int(np.where(enough, np.hypot(s - target[0], t - target[1]), math.inf).argmin())
    return float(s[best]), float(t[best])


@settings(max_examples=150, deadline=None)
@given(st.floats(0, 2 * math.pi), st.floats(15, 40), st.integers(0, 6), st.floats(0.5, 6),
       st.lists(st.tuples(st.floats(-3, 9), st.floats(-1, 4)), max_size=40), st.data())
def test_the_name_goes_where_the_full_grid_puts_it(angle, pitch, come_out, width, spots, data) -> None:
    """(Some hole is always near the name's column on a board: the search needs one.)"""
    u = (math.cos(angle), math.sin(angle))
    frame = Frame((10.0, -5.0), u, (-u[1], u[0]))
    holes = np.array([frame.at(a * pitch, b * pitch) for a, b in [*spots, (come_out / 2, 1.5)]])
    boxes = [(data.draw(st.floats(0, 6 * pitch)), data.draw(st.floats(0, 3 * pitch)), 2 * pitch, 0.2 * pitch)]
    args = (frame, holes, boxes, (width * pitch, 0.22 * pitch), (0.0, come_out * pitch),
            (data.draw(st.floats(0, 6 * pitch)), 1.5 * pitch), pitch, 4.8)
    assert _clear_spot(*args) == plain_spot(*args)


gap = st.one_of(st.sampled_from((0.0, 3.0, 4.0, 5.0, 0.1, 0.3, 0.5)), st.floats(0, 100))
"""Gaps that tie often (equal pairs, 3-4-5, sums of tenths), and any others."""


@pytest.mark.slow  # 300 random sides the long way
@settings(max_examples=300, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.integers(1, 6), st.data())
def test_the_least_gap_is_the_least_hypot_to_the_bit(columns, rows, holes, data) -> None:
    ds = np.array(data.draw(st.lists(st.lists(gap, min_size=holes, max_size=holes), min_size=columns,
                                     max_size=columns)))
    dt = np.array(data.draw(st.lists(st.lists(gap, min_size=holes, max_size=holes), min_size=rows, max_size=rows)))
    plain = np.hypot(ds[None, :, :], dt[:, None, :]).min(axis=2).ravel()
    assert _least_hypot(ds, dt).tobytes() == plain.tobytes()
