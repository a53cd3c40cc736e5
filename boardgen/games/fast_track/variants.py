"""The named variations of Fast Track: ids, what each changes, and which clash.

The base game follows the rule sheet named in docs/fast-track-rules.md; each house rule found
in other published sheets is one of these, switched on by name.
"""

from __future__ import annotations

from boardgen.play.variants import Variant, VariantTable

ONE_PLAYER_PER_TEAM = "one-player-per-team"
"""Read by the rule set and the engine to seat one person per team."""

VARIANTS: tuple[Variant, ...] = (
    Variant("top-card", "no hand: every card you play is the top card of your own deck, turned up as you play it"),
    Variant("no-backward-fallback", "a card that cannot move a marble forward is lost; no marble has to back up"),
    Variant("fourth-turn-out", "after three turns in a row without a move, and with no marble out, any card "
                               "brings a marble out of the pen"),
    Variant("swap-bulls-eye", "the jack may also swap with a marble on the bull's eye"),
    Variant(ONE_PLAYER_PER_TEAM, "each team is one player, whose colours share one deck and one hand and "
                                 "take one turn a round between them (three players: --teams pairs on six "
                                 "colours; two players: --teams alternate)"),
)

VARIANT_IDS = tuple(v.id for v in VARIANTS)
EXCLUSIONS: tuple[tuple[str, str, str], ...] = ()

TABLE = VariantTable(VARIANTS, EXCLUSIONS)
validate = TABLE.validate
canonical = TABLE.canonical
