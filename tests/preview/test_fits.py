"""The preview keeps a few boards as laid out for cutting, so a keystroke in the output, laser or
CNC options does not split, nest and name the board again; what it draws is what a fresh build
draws."""

from __future__ import annotations

import pytest

from boardgen.job import make_board
from boardgen.output import render_files
from boardgen.layout import assembly, split
from boardgen.preview import service
from boardgen.writers.writer import OutputSettings

SPLIT = {"game": ["pegs-and-jokers"], "players": ["4"], "bed": ["400x300mm"], "nest-seconds": ["1"]}


@pytest.fixture
def fits(monkeypatch):
    """Count the fits made, in a fresh cache."""
    made = []

    def counted(*args, **kwargs):
        made.append("fitted")
        return fitted(*args, **kwargs)

    def named(*args, **kwargs):
        made.append("named")
        return name_parts(*args, **kwargs)

    fitted, name_parts = split.fit_to_bed, assembly.name_parts
    monkeypatch.setattr(split, "fit_to_bed", counted)
    monkeypatch.setattr(assembly, "name_parts", named)
    monkeypatch.setattr(service, "LAID", service.Recent(2))
    return made


@pytest.mark.slow  # a split board laid out several times
def test_a_fitted_board_is_kept_for_other_output_options_only(fits):
    first = service.board_preview(SPLIT)
    assert len(first.sheets) > 1 and fits == ["fitted", "named"]
    again = service.board_preview({**SPLIT, "paper": ["a4"], "colors": ["cut=magenta"], "format": ["svg,lbrn2"]})
    assert len(fits) == 2  # nothing that shapes the layout changed
    fresh = render_files(make_board("pegs-and-jokers", {"players": "4", "bed": "400x300mm", "nest-seconds": "1"}).board,
                         ("svg",), OutputSettings())
    assert [f.data for f in first.sheets] == list(fresh.values()) and len(fits) == 4  # laid out afresh, uncached
    assert [f.data for f in again.sheets] != [f.data for f in first.sheets]  # the colours did change
    service.board_preview({**SPLIT, "edge": ["4mm"]})
    service.board_preview({**SPLIT, "format": ["svg,gcode"]})  # laid out for the router now
    assert len(fits) == 8
    service.board_preview(SPLIT)  # the first layout was forgotten: two are kept
    assert len(fits) == 10
