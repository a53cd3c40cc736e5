"""Label outlines round each point with ``text.round4``, a shortcut for ``round(value, 4)``:
it must give the same float to the last bit, zero's sign included, or the cut files change."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from boardgen.lettering.outline import round4

ties = st.integers(-200_000, 200_000).map(lambda q: (2 * q + 1) / 32)  # x 10^4 ends in exactly .5
tiny = st.floats(min_value=-0.0001, max_value=0.0001)
coordinates = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False)
beyond = st.floats(allow_nan=False, allow_infinity=False)
"""Far outside any board, where ``round4`` must hand over to ``round``: x 10^4, -225179981368.52484
is a tie just past 2^51 that the shortcut's sum would keep as if whole."""


@settings(max_examples=2000, deadline=None)
@given(st.one_of(coordinates, ties, tiny, beyond,
                st.sampled_from((0.0, -0.0, 0.00005, -0.00005, 0.99995, -2.00015, -225179981368.52484))))
def test_round4_is_round_to_four_places_bit_for_bit(value: float) -> None:
    assert repr(round4(value)) == repr(round(value, 4))
