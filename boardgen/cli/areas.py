"""The areas of the command line and what each does in one sentence, read by ``app`` for
``boardgen --help`` (which loads no area) and by each area as its own short help, so the two
never disagree."""

from __future__ import annotations

AREAS = {
    "board": ("board_cmd", "Write a board's cut files, drilling template and manifest."),
    "pieces": ("pieces_cmd", "Write a game's playing pieces, fitted to its board: pawns to print or slotted "
               "pieces to cut, in each seat's colour and symbol."),
    "kit": ("kit_cmd", "Write the whole game in one folder and a zip: board, pieces, cards, rule booklet and a "
            "print-and-play PDF."),
    "rules": ("rules_cmd", "Game rules: named variations, legal moves, board and rule checks, rule booklets."),
    "simulate": ("simulate_cmd", "Play whole games and report turns, wins by team and seat, bumps and discards."),
    "balance": ("balance_cmd", "Seat and team win shares with 95% intervals, a test of equal shares, game length "
                "and the games an edge needs."),
    "solve": ("solve_cmd", "Solve peg solitaire: count every game exactly, or find a game that leaves one peg."),
    "preview": ("preview_cmd", "Design a board in the browser, with a live picture and every file to download."),
    "cards": ("cards_cmd", "Print a game's own deck of cards with backs, or a quick reference card a player."),
    "coupon": ("coupon_cmd", "Write a fit-test coupon: holes, a kerf comb and dovetail pairs to dial in a board."),
    "materials": ("materials_cmd", "List the material presets: every value is a starting point for a test cut, "
                  "not a tested setting."),
    "examples": ("examples_cmd", "Copy the example files (positions, house rules, a track game) into a folder."),
}
"""Command name -> (module in ``boardgen.cli`` that registers it, its summary), in the order
``boardgen --help`` lists them (making a board first)."""


def summary(name: str) -> str:
    """The area's one-sentence summary: its short help, and the start of its full help."""
    return AREAS[name][1]
