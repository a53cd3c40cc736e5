"""Rule booklets read back as a reader would: pdftotext, pypdf, qpdf and pdffonts.

The rules that appear are proved on the finished PDF's text, not on the templates, so a
variation that fails to replace its base rule shows up here.
"""

from __future__ import annotations

import functools
import io
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas as rl_canvas
from typer.testing import CliRunner

from boardgen.booklet import content, impose
from boardgen.booklet.build import make
from boardgen.booklet.house_rules import HouseRules, parse
from boardgen.booklet.registry import SOURCES, sources
from boardgen.cli.app import app
from boardgen.errors import ParameterError
from boardgen.games.pegs_and_jokers import diagrams
from boardgen.games.pegs_and_jokers.state import PegsRuleSet
from tests.support.tools import need

GAME = "pegs-and-jokers"
CHOSEN = ("jqk-11-12-13", "nine-split", "overshoot-blocked", "draw-after", "joker-moves-one")


@functools.lru_cache(maxsize=None)
def pdf(players: int = 6, variations: tuple[str, ...] = (), layout: str = "sheet", paper: str = "letter") -> bytes:
    return make(HouseRules(GAME, players, None, variations), layout, paper).pdf


def text_of(data: bytes, tmp_path: Path, *extra: str) -> str:
    path = tmp_path / "b.pdf"
    path.write_bytes(data)
    out = subprocess.run([need("pdftotext"), *extra, str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


# Sentences of base rules and of the variations that replace them.
REPLACED = {
    "jqk-11-12-13": ("or moves a peg 10 forward", "A jack moves 11, a queen 12 and a king 13"),
    "overshoot-blocked": ("carry on past its in-spot and go round again", "No second lap"),
    "draw-after": ("Start your turn by taking the top card", "Play, then draw"),
    "joker-moves-one": ("A joker cannot be played onto an empty hole", "Joker as a one"),
}


def test_chosen_variations_replace_their_base_rules(tmp_path):
    text = text_of(pdf(6, CHOSEN), tmp_path)
    for base, variation in REPLACED.values():
        assert variation in text
        assert base not in text
    assert "Split nine" in text


def test_base_booklet_has_base_rules_and_no_variations(tmp_path):
    text = text_of(pdf(6), tmp_path)
    for base, variation in REPLACED.values():
        assert base in text
        assert variation not in text
    assert "Split nine" not in text and "basic rules with no house variations" in text


def test_card_chart_shows_the_chosen_values(tmp_path):
    base = text_of(pdf(6), tmp_path)
    chosen = text_of(pdf(6, CHOSEN), tmp_path)
    assert "Start a peg, or move forward 10" in base
    assert "Start a peg, or move forward J 11, Q 12, K 13" in chosen
    assert "or split it: one peg forward and another backward" in chosen
    assert "split it" not in base


def test_setup_follows_the_player_count(tmp_path):
    six = text_of(pdf(6), tmp_path)
    assert "Shuffle 3 ordinary decks" in six and "Deal 5 cards" in six and "two teams of 3" in six
    eight = text_of(pdf(8, ("three-card",)), tmp_path)
    assert "Shuffle 4 ordinary decks" in eight and "Deal only 3 cards" in eight and "Deal 5 cards" not in eight


def test_the_booklet_registry_names_each_source_by_its_game():
    assert {name: src.game for name, src in sources().items()} == {name: name for name in SOURCES}
    helped = " ".join(CliRunner().invoke(app, ["rules", "booklet", "--help"], terminal_width=200).stdout.split())
    assert all(f" {name}" in helped for name in SOURCES)


def test_every_slot_chooses_one_fragment():
    """Every variation named in the plan is a real id, and replacing slots pick the variation's text."""
    from boardgen.games.pegs_and_jokers.variants import VARIANT_IDS

    src = sources()[GAME]
    plan = content.load_plan(src.templates)
    assert plan.variations() <= set(VARIANT_IDS)
    for section in plan.sections:
        for slot in section.slots:
            for variation, fragment in slot.replaced_by:
                assert slot.fragment(frozenset({variation})) == fragment
                assert (src.templates / f"{fragment}.j2").is_file()
            if slot.base:
                assert (src.templates / f"{slot.base}.j2").is_file()


@pytest.mark.parametrize("players,teams", [(4, None), (6, "pairs"), (8, None), (5, None)])
def test_worked_examples_are_legal_engine_moves(players, teams):
    rules = PegsRuleSet.create(players, teams)
    figures = diagrams.figures(rules)
    expected = {"side", "example-seven", "example-back-eight", "example-joker"}
    if teams != "individual" and players % 2 == 0:
        expected.add("example-partner")
    assert expected <= set(figures)


@pytest.mark.parametrize("pages,expected", [
    (8, [(8, 1), (2, 7), (6, 3), (4, 5)]),
    (12, [(12, 1), (2, 11), (10, 3), (4, 9), (8, 5), (6, 7)]),
    (6, [(6, 1), (2, None), (None, 3), (4, 5)]),  # blanks before the back cover
    (1, [(None, 1), (None, None)]),
])
def test_saddle_stitch_order(pages, expected):
    assert impose.sides(pages) == expected


def numbered(pages: int) -> bytes:
    buffer = io.BytesIO()
    c = rl_canvas.Canvas(buffer, pagesize=A5, invariant=1)
    for number in range(1, pages + 1):
        c.setFont("Courier", 40)  # a test fixture, not a boardgen output
        c.drawString(150, 300, f"P{number}")
        c.showPage()
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize("pages", [8, 12])
def test_imposed_sheets_put_the_right_pages_side_by_side(pages, tmp_path):
    imposed = impose.impose(numbered(pages), {"/Title": "t"})
    path = tmp_path / "i.pdf"
    path.write_bytes(imposed)
    reader = PdfReader(io.BytesIO(imposed))
    assert len(reader.pages) == pages // 2
    width, height = A5
    for side, (left, right) in enumerate(impose.sides(pages), start=1):
        for slot, number in enumerate((left, right)):
            out = subprocess.run(
                [need("pdftotext"), "-f", str(side), "-l", str(side), "-x", str(int(slot * width)), "-y", "0",
                 "-W", str(int(width)), "-H", str(int(height)), str(path), "-"],
                capture_output=True, text=True, check=True,
            ).stdout.split()
            assert out == [f"P{number}"]


def test_booklet_layout_is_imposed_half_pages(tmp_path):
    data = pdf(6, CHOSEN, "booklet")
    reader = PdfReader(io.BytesIO(data))
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == (792, 612)
    assert len(reader.pages) % 2 == 0
    assert reader.metadata.title == "Pegs and Jokers"
    assert "nine-split" in reader.metadata.subject


@pytest.mark.parametrize("layout,paper", [("sheet", "letter"), ("booklet", "a4")])
def test_qpdf_check_and_fonts_embedded(layout, paper, tmp_path):
    path = tmp_path / "b.pdf"
    path.write_bytes(pdf(6, CHOSEN, layout, paper))
    subprocess.run([need("qpdf"), "--check", str(path)], capture_output=True, check=True)
    rows = subprocess.run([need("pdffonts"), str(path)], capture_output=True, text=True,
                          check=True).stdout.splitlines()[2:]
    assert rows
    for row in rows:
        assert "DejaVuSans" in row.split()[0]
        assert row.split()[-5] == "yes", row  # the emb column


@pytest.mark.parametrize("layout", ["sheet", "booklet"])
def test_same_input_same_bytes(layout):
    assert make(HouseRules(GAME, 6, None, CHOSEN), layout).pdf == pdf(6, CHOSEN, layout)


def test_boardgen_rules_booklet_command(tmp_path):
    result = CliRunner().invoke(app, ["rules", "booklet", GAME, "--players", "6", "--variant", "jqk-11-12-13",
                                      "--variant", "nine-split", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert [p.name for p in tmp_path.iterdir()] == ["pegs-and-jokers-6p-jqk-11-12-13-nine-split-rules.pdf"]
    assert (tmp_path / "pegs-and-jokers-6p-jqk-11-12-13-nine-split-rules.pdf").read_bytes() == pdf(
        6, ("jqk-11-12-13", "nine-split"))


def test_two_rule_sets_never_share_a_file_name(tmp_path):
    """Run one after the other into one folder, each booklet keeps its own file."""
    for variant in ("nine-split", "draw-after"):
        result = CliRunner().invoke(app, ["rules", "booklet", GAME, "--players", "6", "--variant", variant,
                                          "--out", str(tmp_path)])
        assert result.exit_code == 0, result.output
    for variant in ("nine-split", "draw-after"):
        assert (tmp_path / f"pegs-and-jokers-6p-{variant}-rules.pdf").read_bytes() == pdf(6, (variant,))
    assert len(list(tmp_path.iterdir())) == 2


GOOD = 'game = "pegs-and-jokers"\ntitle = "The Millers\' Pegs and Jokers"\nplayers = 6\nvariations = ["nine-split"]\n'
BAD = {
    "unknown variation": ('game = "pegs-and-jokers"\nvariations = ["nine-split", "ten-split"]\n', "ten-split"),
    "conflicting": ('game = "pegs-and-jokers"\nvariations = ["overshoot-blocked", "overshoot-forced-around"]\n',
                    "cannot be combined"),
    "broken toml": ('game = "pegs-and-jokers\nplayers = 6\n', "valid TOML"),
    "unknown game": ('game = "parcheesi"\n', "parcheesi"),
    "odd pairs": ('game = "pegs-and-jokers"\nplayers = 5\nteams = "pairs"\n', "teams"),
    "unknown key": ('game = "pegs-and-jokers"\nvariants = ["nine-split"]\n', "variants"),
}


def test_house_rules_file_writes_the_booklet(tmp_path):
    rules = tmp_path / "millers.toml"
    rules.write_text(GOOD)
    result = CliRunner().invoke(app, ["rules", "booklet", "--house-rules", str(rules), "--out", str(tmp_path / "o")])
    assert result.exit_code == 0, result.output
    data = (tmp_path / "o" / "pegs-and-jokers-6p-nine-split-rules.pdf").read_bytes()
    assert PdfReader(io.BytesIO(data)).metadata.title == "The Millers' Pegs and Jokers"


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_house_rules_one_line_exit_2_no_pdf(case, tmp_path):
    text, named = BAD[case]
    rules = tmp_path / "bad.toml"
    rules.write_text(text)
    out = tmp_path / "o"
    result = CliRunner().invoke(app, ["rules", "booklet", "--house-rules", str(rules), "--out", str(out)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("boardgen: --house-rules bad.toml") and named in lines[0]
    assert not out.exists() or not any(out.iterdir())


def test_parse_refuses_wrong_types():
    with pytest.raises(ParameterError):
        parse('game = "pegs-and-jokers"\nplayers = "six"\n')
    assert parse(GOOD).variations == ("nine-split",)


@pytest.mark.parametrize("variation", sorted(__import__("boardgen.games.pegs_and_jokers.variants",
                                                        fromlist=["VARIANT_IDS"]).VARIANT_IDS))
def test_each_variation_changes_the_text_and_drops_what_it_replaces(variation):
    """Assembled text only (no PDF): each variation adds its own words and removes its slot's base."""
    src = sources()[GAME]
    plan = content.load_plan(src.templates)

    def text(chosen: tuple[str, ...]) -> tuple[str, set[str]]:
        prepared = src.prepare(HouseRules(GAME, 6, None, chosen))
        blocks = content.assemble(src.templates, plan, prepared.variations, prepared.context)
        used = {slot.fragment(prepared.variations) for s in plan.sections for slot in s.slots}
        return content.plain_text(blocks), used

    base, base_used = text(())
    chosen, used = text((variation,))
    assert chosen != base
    for section in plan.sections:
        for slot in section.slots:
            if variation in dict(slot.replaced_by) and slot.base:
                assert slot.base in base_used and slot.base not in used
                assert dict(slot.replaced_by)[variation] in used


@pytest.mark.parametrize("layout", ["sheet", "booklet"])
def test_page_count_as_laid_out_is_the_pdfs_own(layout):
    """The count comes from the layout (no reader needed); pypdf reading the sheet PDF agrees,
    and a folded booklet carries two of them per side, padded to a multiple of four."""
    made = make(HouseRules(GAME, 6, None, CHOSEN), layout)
    sides = len(PdfReader(io.BytesIO(made.pdf)).pages)
    assert sides == (made.pages if layout == "sheet" else impose.padded(made.pages) // 2)
