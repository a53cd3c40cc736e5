"""The docs read as plain prose (issue 41): sentences of about 20 words, few over 40, a table
cell holding a phrase or a figure, and ARCHITECTURE.md on one or two screens.

Sentences are counted in running text only. Code blocks, headings and web addresses are left
out, and so are tables, whose cells are held to a length of their own instead. A list item is
its own sentence even without a full stop."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAGES = [REPO / "README.md", REPO / "ARCHITECTURE.md", *sorted((REPO / "docs").glob("*.md"))]
LONG = 40
"""Words that make a sentence long."""
LONG_SHARE = 0.02
"""The share of long sentences the docs may hold (7% when issue 41 was filed)."""
CELL = 200
"""Characters a table cell may hold: a phrase or a figure, not a paragraph."""
ARCHITECTURE_LINES, LINE = 120, 300

FENCE = re.compile(r"^\s*(```|~~~)")
URL = re.compile(r"<?https?://\S*[^\s.,;:!?)>]>?")
LINK_TARGET = re.compile(r"\]\([^)]*\)")
ITEM = re.compile(r"^\s*([-*+]|\d+[.)])\s+")
RULE_ROW = re.compile(r"[|:\- ]+")
ABBREVIATIONS = re.compile(r"\b(e\.g|i\.e|etc|vs|cf|no|approx)\.$", re.IGNORECASE)
END = re.compile(r"(?<=[.!?])[\"')\]*_]*\s+(?=[A-Z0-9`(\"'*_\[]|boardgen\b)")


def paragraphs_and_cells(text: str) -> tuple[list[str], list[str]]:
    """The running text as paragraphs (a list item starts one), and every table cell apart."""
    paragraphs: list[str] = []
    cells: list[str] = []
    lines: list[str] = []
    fenced = False

    def close() -> None:
        if lines:
            paragraphs.append(" ".join(lines))
            lines.clear()

    for line in text.splitlines():
        if FENCE.match(line):
            close()
            fenced = not fenced
            continue
        stripped = line.strip()
        if fenced or not stripped or stripped.startswith(("#", "<!--")):
            close()
            continue
        if stripped.startswith("|"):
            close()
            if not RULE_ROW.fullmatch(stripped):
                cells.extend(cell.strip() for cell in stripped.strip("|").split("|"))
            continue
        if ITEM.match(line) or stripped.startswith(">"):
            close()
            stripped = ITEM.sub("", stripped).lstrip("> ")
        lines.append(stripped)
    close()
    return paragraphs, cells


def words(sentence: str) -> int:
    return sum(1 for word in sentence.split() if re.search(r"\w", word))


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences: split after a full stop, question or exclamation mark that a
    capital, a digit, a code span or the name "boardgen" follows, but not after an abbreviation such as "e.g."."""
    text = URL.sub("URL", LINK_TARGET.sub("]", paragraph))
    pieces: list[str] = []
    for piece in END.split(text):
        if pieces and ABBREVIATIONS.search(pieces[-1]):
            pieces[-1] += " " + piece
        else:
            pieces.append(piece)
    return [piece for piece in pieces if words(piece)]


def page_sentences(text: str) -> list[str]:
    return [s for paragraph in paragraphs_and_cells(text)[0] for s in sentences(paragraph)]


def measure(pages: list[Path]) -> tuple[list[tuple[int, str, str]], float, float]:
    """Every sentence as (words, page, sentence), the share over ``LONG`` words and the mean length."""
    found = [(words(s), page.name, s) for page in pages for s in page_sentences(page.read_text(encoding="utf-8"))]
    share = sum(1 for n, _, _ in found if n > LONG) / len(found)
    return found, share, sum(n for n, _, _ in found) / len(found)


def worst(found: list[tuple[int, str, str]], count: int = 5) -> list[str]:
    return [f"{page}: {n} words: {' '.join(s.split()[:10])}..." for n, page, s in sorted(found, reverse=True)[:count]]


def long_cells(text: str) -> list[str]:
    return [cell for cell in paragraphs_and_cells(text)[1] if len(cell) > CELL]


def test_few_sentences_run_over_forty_words():
    found, share, mean = measure(PAGES)
    assert len(found) > 500, "the docs lost their text, or the measure found none"
    assert share <= LONG_SHARE, (f"{share:.1%} of {len(found)} sentences run over {LONG} words (mean {mean:.1f}); "
                                 "the worst:\n" + "\n".join(worst(found)))


def test_architecture_fits_on_two_screens():
    lines = (REPO / "ARCHITECTURE.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= ARCHITECTURE_LINES
    assert [line[:60] for line in lines if len(line) > LINE] == []


def test_no_table_cell_holds_a_paragraph():
    offenders = {page.name: [cell[:60] for cell in long_cells(page.read_text(encoding="utf-8"))] for page in PAGES}
    assert {name: cells for name, cells in offenders.items() if cells} == {}


def test_the_architecture_names_each_room_of_the_package():
    """One line a room: every folder of ``boardgen/`` that holds a module is named."""
    text = (REPO / "ARCHITECTURE.md").read_text(encoding="utf-8")
    package = REPO / "boardgen"
    rooms = sorted(str(folder.relative_to(package)) for folder in package.rglob("*")
                   if folder.is_dir() and not folder.is_symlink() and any(folder.glob("*.py")) and folder.name != "examples"
                   and "__pycache__" not in folder.parts)
    assert len(rooms) >= 25
    assert [room for room in rooms if f"`{room}/`" not in text] == []


LONG_SENTENCE = " ".join(["word"] * 41) + "."


def test_the_measure_counts_prose_and_leaves_out_code_tables_headings_and_addresses():
    text = ("# A heading that is long " + " ".join(["word"] * 50) + "\n\n"
            "One short sentence. Another one, e.g. this, goes on. See https://example.org/a.b. Then 2 more.\n"
            "- an item without a full stop\n- another\n\n"
            "```\n" + LONG_SENTENCE + "\n```\n\n"
            "| what | figure |\n| --- | --- |\n| " + "x" * 201 + " | 1 |\n\n" + LONG_SENTENCE + "\n")
    assert [words(s) for s in page_sentences(text)] == [3, 6, 2, 3, 6, 1, 41]
    assert long_cells(text) == ["x" * 201]


def test_the_measure_fails_a_page_of_long_sentences(tmp_path):
    """The check can fail: a page of the old ARCHITECTURE.md's kind, one long sentence in three."""
    page = tmp_path / "old.md"
    page.write_text(f"{LONG_SENTENCE} Short one. Another short one.\n", encoding="utf-8")
    found, share, _ = measure([page])
    assert len(found) == 3 and share > LONG_SHARE and worst(found, 1)[0].startswith("old.md: 41 words")


CITED_TEST = re.compile(r"tests/[\w/]+\.py")
GONE = {"tests/ft_agreement.py": "Fast Track's own engine and this check of it were deleted; the docs tell that history"}
"""Test files the prose names though they are gone, each with why it may."""


def test_every_test_file_the_code_and_docs_cite_exists():
    """A reader sent to a test that is not there learns nothing; issue 41 found one such citation."""
    sources = [*PAGES, *sorted((REPO / "boardgen").rglob("*.py")), *sorted((REPO / "boardgen").rglob("*.md"))]
    missing = sorted({(path.relative_to(REPO).as_posix(), cited) for path in sources
                      for cited in CITED_TEST.findall(path.read_text(encoding="utf-8"))
                      if not (REPO / cited).exists() and cited not in GONE})
    assert not missing, missing
