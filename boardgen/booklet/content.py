"""What a booklet says: a game's plan of sections and rule slots, filled from jinja2 fragments.

A game's template folder holds ``booklet.toml``::

    title = "Pegs and Jokers"
    subject = "..."

    [[section]]
    heading = "A turn"
    rules = [
      "turn/draw | draw-after=turn/draw-after | draw-two-late=turn/draw-two-late",
      "cards/nine-split ? nine-split",
    ]

Each rule entry names a base fragment (``<name>.j2``), then ``| variation=fragment`` for each
variation that replaces it (the first chosen one wins), or ``? variation`` for a fragment that
appears only when that variation is chosen. A slot with base ``-`` has no base text.

Fragments are a small markup: ``## Heading``, paragraphs split by blank lines, ``- `` bullet
lines, ``**bold**``, and lines ``@figure NAME``, ``@chart NAME`` and ``@newpage`` that the
layout fills in with the game's diagrams and tables.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2


@dataclass(frozen=True)
class FragmentSlot:
    base: str | None
    replaced_by: tuple[tuple[str, str], ...] = ()
    only_with: str | None = None

    def fragment(self, chosen: frozenset[str]) -> str | None:
        """The fragment this slot shows for the chosen variations, or None."""
        if self.only_with is not None:
            return self.base if self.only_with in chosen else None
        for variation, fragment in self.replaced_by:
            if variation in chosen:
                return fragment
        return self.base

    @property
    def variations(self) -> tuple[str, ...]:
        named = tuple(v for v, _ in self.replaced_by)
        return named + ((self.only_with,) if self.only_with else ())


@dataclass(frozen=True)
class Section:
    heading: str
    slots: tuple[FragmentSlot, ...]
    new_page: bool = False


@dataclass(frozen=True)
class BookletPlan:
    title: str
    subject: str
    sections: tuple[Section, ...]

    def variations(self) -> frozenset[str]:
        return frozenset(v for s in self.sections for slot in s.slots for v in slot.variations)


@dataclass(frozen=True)
class Block:
    """One piece of laid-out text: heading, subheading, para, bullets, figure, chart, newpage."""

    kind: str
    text: str = ""
    items: tuple[str, ...] = ()


def parse_slot(entry: str) -> FragmentSlot:
    if "?" in entry:
        base, variation = (part.strip() for part in entry.split("?", 1))
        return FragmentSlot(base, only_with=variation)
    parts = [part.strip() for part in entry.split("|")]
    base = None if parts[0] == "-" else parts[0]
    replaced = []
    for part in parts[1:]:
        variation, _, fragment = part.partition("=")
        replaced.append((variation.strip(), fragment.strip()))
    return FragmentSlot(base, tuple(replaced))


def load_plan(folder: Path) -> BookletPlan:
    data = tomllib.loads((folder / "booklet.toml").read_text(encoding="utf-8"))
    sections = tuple(
        Section(s["heading"], tuple(parse_slot(e) for e in s.get("rules", ())), bool(s.get("new_page", False)))
        for s in data["section"]
    )
    return BookletPlan(data["title"], data.get("subject", data["title"]), sections)


@lru_cache(maxsize=16)
def environment(folder: Path) -> jinja2.Environment:
    """One environment a folder of fragments, kept: it keeps its compiled templates (checked
    against the files' times), so a kit's booklet, notebook and cards compile each fragment once."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(folder)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def assemble(folder: Path, plan: BookletPlan, chosen: Iterable[str], context: Mapping[str, Any]) -> list[Block]:
    """The booklet's blocks for the chosen variations: headings, then each slot's fragment."""
    picked = frozenset(chosen)
    env = environment(folder)
    blocks: list[Block] = []
    for section in plan.sections:
        body: list[Block] = []
        for slot in section.slots:
            name = slot.fragment(picked)
            if name is None:
                continue
            text = env.get_template(f"{name}.j2").render(**context, chosen=picked)
            body.extend(parse_markup(text))
        if not body:
            continue
        if section.new_page:
            blocks.append(Block("newpage"))
        blocks.append(Block("heading", section.heading))
        blocks.extend(body)
    return blocks


_DIRECTIVE = re.compile(r"^@(figure|chart)\s+(\S+)\s*$")


def parse_markup(text: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    bullets: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(para)))
            para.clear()
        if bullets:
            blocks.append(Block("bullets", items=tuple(bullets)))
            bullets.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(Block("subheading", line[3:].strip()))
        elif line == "@newpage":
            flush()
            blocks.append(Block("newpage"))
        elif match := _DIRECTIVE.match(line):
            flush()
            blocks.append(Block(match.group(1), match.group(2)))
        elif line.startswith("- "):
            if para:
                flush()
            bullets.append(line[2:].strip())
        elif bullets and raw.startswith("  "):
            bullets[-1] += " " + line
        else:
            if bullets:
                flush()
            para.append(line)
    flush()
    return blocks


def plain_text(blocks: Iterable[Block]) -> str:
    """The blocks as plain text, for tests and quick reading."""
    lines = []
    for block in blocks:
        if block.kind in ("heading", "subheading", "para"):
            lines.append(block.text)
        elif block.kind == "bullets":
            lines.extend(f"- {item}" for item in block.items)
        elif block.kind in ("figure", "chart"):
            lines.append(f"[{block.kind} {block.text}]")
    return "\n".join(lines)
