"""The rules half of ``boardgen rules check``: a drawn board and a rule set can be played.

The board half (track, corners, start and home sizes) is ``board_checks``; these go further and
play on the board's own numbering: the back-eight trick, and whole games that must end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from boardgen.games.pegs_and_jokers import simulation
from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.variants import canonical
from boardgen.play.cards import RANKS
from boardgen.play.checks import CHECK_GAMES, CHECK_SEED, games_finish
from boardgen.verify import Check


def rule_checks(layout: Mapping, variants: Sequence[str] = (), teams: str | None = None) -> list[Check]:
    """Checks that read the board manifest's seats and play the rules on them: on each track
    of a concentric board (named by its player count), or on the board's one track."""
    tracks = layout.get("tracks", [layout])
    out = []
    for entry in tracks:
        rules = PegsRuleSet.create(entry["players"], teams, tuple(variants))
        found = [_back_eight(rules, entry["seats"]), _games_end(rules)]
        if len(tracks) > 1:
            found = [replace(c, name=f"{entry['players']}-player {c.name}") for c in found]
        out.extend(found)
    return out


def _back_eight(rules: PegsRuleSet, seats: Sequence[Mapping]) -> Check:
    """From each come-out, an 8 backs the peg to a hole from which one card takes it home."""
    failures = []
    landing = None
    for seat in seats:
        index = seat["seat"]
        pegs = [(START,) * 5] * rules.players
        pegs[index] = (START,) * 4 + (seat["come_out"],)
        state = State(rules, tuple(pegs))
        backs = [card_play.apply(state, m) for m in card_play.legal_moves(state, index, ["8"])]
        home_cards = sorted(
            {m.card for after in backs for m in card_play.legal_moves(after, index, RANKS)
             if any(r[2] >= rules.track for r in m.relocations)},
            key=RANKS.index,
        )
        if not backs or not home_cards:
            failures.append(str(index))
        elif index == 0:
            landing = (card_play.code_name(rules, max(backs[0].pegs[0])), home_cards)
    detail = (
        f"an 8 from the come-out lands on {landing[0]} (seat 0), from which {' '.join(landing[1])} "
        f"each take the peg home; the same for every seat"
        if landing and not failures else f"no one-card way home after the back eight for seats {', '.join(failures)}"
    )
    return Check("back-eight trick", not failures, detail)


def _games_end(rules: PegsRuleSet) -> Check:
    report = simulation.simulate(rules, CHECK_GAMES, CHECK_SEED, "random")
    return games_finish(report, canonical(rules.variants), rules.teams)
