"""Issue 38's tab audit: every tab of every part of a router job, read from the moves of its
profile programs (where the bit climbs over wood on the last lap), is off the part's seams
unless the header says so, each part has at least three, and they are spread round it."""

from __future__ import annotations

import math
import re

import pytest

from boardgen.job import make_board
from boardgen.output import OUTPUT_OPTIONS, output_settings, render_files
from boardgen.options import parse_all

from tests.support.tab_check import PartTabs, header_tabs, sheet_tabs, tab_centres

JOBS = {
    "6 sections on 600x300": ({"players": "6", "style": "sections", "bed": "600x300mm"}, False),
    "8 sections on 445x279": ({"players": "8", "style": "sections", "bed": "445x279mm"}, True),
    "8 players on 600x300": ({"players": "8", "bed": "600x300mm"}, True),
    "8 players in dowelled parts on 600x300": ({"players": "8", "bed": "600x300mm", "split": "dowels"}, True),
}


def audited(raw: dict[str, str]) -> list[tuple[str, str, list[PartTabs]]]:
    """Each profile program of the job (name, text) with the parts of its sheet and their tabs."""
    raw = {"format": "gcode", **raw}
    made = make_board("pegs-and-jokers", raw)
    files = render_files(made.board, ("gcode",), output_settings(parse_all(OUTPUT_OPTIONS, raw)))
    board = made.board
    found = []
    for sheet in range(board.sheet_count):
        stem = board.stem if board.sheet_count == 1 else f"{board.stem}-sheet{sheet + 1}"
        for name, data in files.items():
            if name.startswith(stem + "-") and "-profile-" in name:
                text = data.decode("ascii")
                found.append((name, text, sheet_tabs(board, sheet, text)))
    assert found
    return found


def declared(text: str) -> dict[str, int]:
    """The parts the header says have tabs on seams, and how many."""
    return {name: int(count) for name, count in re.findall(r"\((\S+) has (\d+) of its tabs on seams", text)}


@pytest.mark.parametrize("job", [pytest.param(j, marks=pytest.mark.slow) if JOBS[j][1] else j for j in JOBS])
def test_every_part_has_three_tabs_spread_round_it_and_none_on_a_seam_unsaid(job):
    raw, _ = JOBS[job]
    for name, text, parts in audited(raw):
        listed, cut = header_tabs(text), tab_centres(text)
        # each tab the header lists is one the bit leaves, and no other (matched by nearness:
        # tabs on one upright edge sort apart by their 0.0001 mm roundings)
        assert len(listed) == len(cut) and all(min(math.dist(a, b) for b in cut) < 0.01 for a in listed) \
            and all(min(math.dist(a, b) for a in listed) < 0.01 for b in cut), name
        said = declared(text)
        for part in parts:
            where = f"{name}: {part.name} ({part.size[0]:.0f} x {part.size[1]:.0f} mm)"
            assert len(part.tabs) >= 3, (where, part.tabs)
            assert part.spread >= part.diagonal / 3, (where, part.spread, part.tabs)
            assert part.on_seams == said.get(part.name, 0), (where, part.on_seams, said)
        if not said:
            assert "on outer straight or gently curved edges," in text


def test_a_section_with_outer_edge_enough_takes_no_tab_on_its_butt_seams():
    """The README's six sections: each part is long and its outer edge takes every tab, so
    none sits on the slanted seams to its neighbours (12 of 24 did)."""
    for name, text, parts in audited(JOBS["6 sections on 600x300"][0]):
        assert [p.on_seams for p in parts] == [0] * len(parts), name
        assert "on seams" not in text


def seam_length(piece) -> float:
    corners = piece.outline.corners
    return sum(math.dist(corners[i], corners[(i + 1) % len(corners)]) for i in piece.butt_edges)


@pytest.mark.slow  # a big split job's tabs
def test_the_seams_of_a_section_stay_seams_when_the_bed_splits_it():
    """A section split for a small bed: its parts hold, as butt edges, the whole of the
    section's two seams and nothing else, apart from their cut edges (their joints)."""
    whole = make_board("pegs-and-jokers", {"players": "6", "style": "sections"}).board.pieces
    split = make_board("pegs-and-jokers", {"players": "6", "style": "sections", "bed": "300x200mm"}).board.pieces
    assert len(split) > len(whole)
    for section in whole:
        assert len(section.butt_edges) == 2
        parts = [p for p in split if p.name.startswith(section.name + " part ")]
        assert len(parts) > 1
        assert sum(seam_length(p) for p in parts) == pytest.approx(seam_length(section), abs=1e-6), section.name
        assert all(not set(p.butt_edges) & set(p.joint_edges) for p in parts)
