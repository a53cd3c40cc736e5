"""Docstrings read in plain sentences (issue 41): about 20 words a sentence on average, and few over 40.

Every module, class and function docstring in ``boardgen/`` counts, and so does every bare string
that documents an attribute. Run this file as a script to print the figures and the longest sentences.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "boardgen"
MOST_WORDS_ON_AVERAGE = 20.5
LONG = 40
"""A sentence of more than this many words is a long one."""
MOST_LONG_SHARE = 0.03

CODE = re.compile(r"``.+?``|`[^`\n]+`", re.S)
"""Code spans count as one word each, so their dots and spaces split nothing."""
ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|vs|cf|approx|a\.k\.a)\.|\betc\.(?=\s+[a-z(])")
SENTENCE_END = re.compile(r"(?<=[.!?])['\")\]]*\s+")
"""A full stop, question or exclamation mark, then a space: dots inside ``0.2``, ``board.toml``
or ``boardgen.cli`` are not followed by one."""
ITEM = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
"""A list item starts a sentence of its own."""
TABLE_BORDER = re.compile(r"^\s*=+(\s+=+)+\s*$")
"""A reStructuredText table's border: each row between two of them is a piece of its own."""
WORD = re.compile(r"\w")


@dataclass(frozen=True)
class Sentence:
    """One sentence of a docstring, with where it was found."""

    path: str
    line: int
    text: str

    @property
    def words(self) -> int:
        return sum(1 for token in self.text.split() if WORD.search(token))


def docstrings(tree: ast.Module) -> list[tuple[int, str]]:
    """The docstrings in a module, with their line numbers: the module's, each class's and
    function's, and each bare string statement (an attribute's docstring)."""
    found = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for statement in body:
            if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                    and isinstance(statement.value.value, str)):
                found.append((statement.lineno, statement.value.value))
    return found


def sentences_of(text: str) -> list[str]:
    """Split a docstring into sentences: at blank lines, list items and full stops followed by a
    space. Code spans and abbreviations are masked first so their dots do not count."""
    text = CODE.sub("CODE", text)
    text = ABBREVIATIONS.sub(lambda m: m.group(0)[:-1].replace(".", "_"), text)
    pieces: list[str] = []
    paragraph: list[str] = []
    table = False
    for line in text.splitlines() + [""]:
        if line.strip().startswith(">>>") or line.strip().startswith("..."):
            continue
        if TABLE_BORDER.match(line):
            table = not table
            line = ""
        if not line.strip() or ITEM.match(line) or table:
            if paragraph:
                pieces.append(" ".join(paragraph))
            paragraph = [ITEM.sub("", line).strip()] if line.strip() else []
            continue
        paragraph.append(line.strip())
    return [s.strip() for piece in pieces for s in SENTENCE_END.split(piece) if WORD.search(s)]


def sentences(package: Path = PACKAGE) -> list[Sentence]:
    """Every docstring sentence in the package, in file order."""
    found = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        relative = str(path.relative_to(package.parent))
        for line, text in docstrings(tree):
            found.extend(Sentence(relative, line, s) for s in sentences_of(text))
    return found


def figures(found: list[Sentence]) -> tuple[float, float]:
    """The average words a sentence, and the share of sentences over ``LONG`` words."""
    words = [s.words for s in found]
    return sum(words) / len(words), sum(1 for w in words if w > LONG) / len(words)


def worst(found: list[Sentence], count: int = 10) -> str:
    """The longest sentences, one a line, with their file and line."""
    ranked = sorted(found, key=lambda s: -s.words)[:count]
    return "\n".join(f"{s.words:3} words  {s.path}:{s.line}  {s.text}" for s in ranked)


def test_sentences_split_at_full_stops_only():
    """Dots in code, numbers, file names and abbreviations end no sentence; blank lines and list
    items do."""
    text = ("Reads ``games/library/x.toml``, e.g. the ``a. b`` spans, at 0.2 mm: board.toml too. "
            "Then stops!\n\nA new paragraph\n- an item. Two.\n==  ==\n0   row one\n1   row two\n==  ==\nAfter")
    assert sentences_of(text) == ["Reads CODE, e_g the CODE spans, at 0.2 mm: board.toml too.", "Then stops!",
                                  "A new paragraph", "an item.", "Two.", "0   row one", "1   row two", "After"]
    assert Sentence("x", 1, "Reads CODE, e_g the CODE spans — at 0.2 mm.").words == 9


def test_docstrings_take_attribute_strings():
    tree = ast.parse('"""Module."""\nX = 1\n"""X\'s doc."""\nclass A:\n    """A."""\n    def f(self):\n'
                     '        """F."""\n')
    assert [text for _, text in sorted(docstrings(tree))] == ["Module.", "X's doc.", "A.", "F."]


def test_docstring_sentences_are_short():
    found = sentences()
    average, long_share = figures(found)
    assert average <= MOST_WORDS_ON_AVERAGE and long_share <= MOST_LONG_SHARE, (
        f"{len(found)} sentences, {average:.1f} words on average (at most {MOST_WORDS_ON_AVERAGE}), "
        f"{long_share:.1%} over {LONG} words (at most {MOST_LONG_SHARE:.0%}); the longest:\n{worst(found)}")


if __name__ == "__main__":
    found = sentences()
    average, long_share = figures(found)
    print(f"{len(found)} sentences, {average:.1f} words on average, {long_share:.1%} over {LONG} words")
    print(worst(found, int(sys.argv[1]) if len(sys.argv) > 1 else 10))
