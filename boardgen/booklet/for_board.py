"""The rule booklet a board's job writes beside its files (``boardgen board ... --booklet``), so
the whole job, zip included, can carry the rules the board is made for.

The booklet follows the board: the same game and players, and every booklet option of the
game the board also has (a solitaire's rows and shape, a track game's description). They are
read from the design record the files carry. A concentric board's booklet is for its largest
table; its other tracks' booklets are ``boardgen rules booklet --players N``. It holds the base rules with the teams the players imply;
a table's variations are chosen with ``boardgen rules booklet``.
"""

from __future__ import annotations

from boardgen.board import Board
from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.registry import source
from boardgen.writers.writer import rules_name


def booklet_name(stem: str) -> str:
    return rules_name(stem)


def board_rules(board: Board, game_name: str, variants: tuple[str, ...] = ()) -> HouseRules:
    """The house rules ``board`` is made for: its game, players and booklet options from its design
    record, with the named ``variants`` (the kit's ``--variant``), shared by the booklet and cards."""
    src = source(game_name)
    made = dict(board.design.parameters)
    counts = [int(n) for n in made.get("players", "").split(",") if n.strip().isdigit()]
    return HouseRules(src.game, max(counts) if counts else None, None, variants, None,
                      tuple((o.name, made[o.name]) for o in src.options if o.name in made))


def board_booklet(board: Board, game_name: str, layout: str, paper: str,
                  variants: tuple[str, ...] = ()) -> dict[str, bytes]:
    """The booklet's file for ``board`` of the game ``game_name`` (as the command names it), by
    name: ``STEM-rules.pdf``."""
    from boardgen.booklet import build  # reportlab, loaded only for a booklet

    return {booklet_name(board.stem): build.make(board_rules(board, game_name, variants), layout, paper).pdf}
