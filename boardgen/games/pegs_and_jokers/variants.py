"""The named variations of Pegs and Jokers: ids, what each changes, and which clash.

The ids are the ones in the project's rules reference; the base game is the one the rule
booklet prints with no variation chosen (docs/pegs-and-jokers-rules.md names its source), and
every departure from it is one of these, switched on by name.
"""

from __future__ import annotations

from boardgen.play.variants import Variant, VariantTable

VARIANTS: tuple[Variant, ...] = (
    Variant("draw-after", "play a card first and draw the replacement afterwards (hand of 5 at play, not 6)"),
    Variant("draw-two-late", "a player may play before drawing; next turn they draw two, usable one turn later"),
    Variant("three-card", "hands of 3, play then draw, and teammates may move each other's pegs at any time"),
    Variant("jqk-11-12-13", "J moves 11, Q 12 and K 13 instead of 10; all three still start a peg"),
    Variant("nine-split", "a 9 may be split: one peg forward and another backward, each at least 1, 9 in all"),
    Variant("two-wild", "a 2 may swap one of your track pegs with another player's track peg (or still move 2)"),
    Variant("two-wild-only", "a 2 swaps one of your track pegs with another player's track peg and no longer "
            "moves 2"),
    Variant("joker-starts", "a joker may also bring a peg out of start onto its come-out hole, as an ace or a face "
            "card does"),
    Variant("joker-moves-one", "a joker that has nobody to bump moves one of your pegs 1 forward"),
    Variant("eight-jumps-own", "a backward 8 may pass over your own pegs (never land on one)"),
    Variant("seven-to-partner", "if part of a split 7 brings your last peg home, the rest moves a teammate's peg"),
    Variant("seven-partial-last", "the move that wins the game may use only part of a 7"),
    Variant("five-turn-start", "after five turns in a row without moving, any card may start a peg"),
    Variant("overshoot-blocked", "a forward move never passes your own in-spot; a count too long for home is not legal"),
    Variant("overshoot-forced-around", "going past your own in-spot round the board is legal only when nothing else is"),
    Variant("partner-bump-chain", "bumping a teammate whose own peg holds its in-spot is legal: that peg goes to "
            "start"),
)

VARIANT_IDS = tuple(v.id for v in VARIANTS)

EXCLUSIONS: tuple[tuple[str, str, str], ...] = (
    (
        "overshoot-blocked",
        "overshoot-forced-around",
        "one forbids passing your own in-spot, the other allows it as a last resort",
    ),
    ("draw-after", "draw-two-late", "with draw-after every move comes before the draw"),
    ("three-card", "draw-two-late", "three-card already plays before drawing"),
    ("two-wild", "two-wild-only", "two-wild-only is the wild 2 without its move of 2"),
)


TABLE = VariantTable(VARIANTS, EXCLUSIONS)
validate = TABLE.validate
"""The chosen variations as a set, refused with one clear line if unknown or clashing."""
canonical = TABLE.canonical
"""Variations in the reference order, so reports and positions print them the same way."""
