"""Whether a card game's shortcuts make a ring (Fast Track's fast track), with or without the
centre hole: the one shape of shortcuts the card engine plays (``card_shortcuts``).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.games.race.description.model import Description, Home, Rules


@dataclass(frozen=True)
class Ring:
    """The side offset of the shortcut ring's spaces, and whether the centre hole joins it."""

    at: int
    centre: bool


def ring_of(description: Description) -> Ring | None:
    """The ring a card game's shortcuts make, or None when they make none (or there are none)."""
    shortcuts = description.track.shortcuts
    rings = [s.source.at for s in shortcuts if not s.source.is_centre and not s.to.is_centre
             and s.to.side == 1 and s.to.at == s.source.at]
    if len(rings) != 1:
        return None
    at = rings[0]
    centre = {(s.source.is_centre, s.to.is_centre, s.source.at if s.to.is_centre else s.to.at, s.to.side)
              for s in shortcuts} - {(False, False, at, 1)}
    if not centre:
        return Ring(at, False)
    return Ring(at, True) if centre == {(False, True, at, 0), (True, False, at, 0)} else None


RING_VERBS = ("forward", "backward", "split", "swap", "enter", "extra-turn", "leave-centre")
"""The card verbs a game with a shortcut ring plays (``card_ring_rules``)."""
HOME_AT_DEFAULT = ("goal", "go_round")
RULES_AT_DEFAULT = ("bump", "start_guard", "exact_finish", "swap_partners", "split_to_partner", "split_passing",
                    "split_partial_win")
"""The keys a game with a shortcut ring plays only at their defaults (and no safe spaces or slides)."""


def unplayed(description: Description) -> list[str]:
    """The keys and verbs of a card game with a shortcut ring that its move generator does not
    read: each must be left at its default (a verb left out), or the game is refused."""
    track, home, rules = description.track, description.home, description.rules
    found = [f"track.{key}" for key in ("safe", "slides") if getattr(track, key)]
    found += [f"home.{key}" for key in HOME_AT_DEFAULT if getattr(home, key) != getattr(Home(0, 1), key)]
    found += [f"rules.{key}" for key in RULES_AT_DEFAULT if getattr(rules, key) != getattr(Rules(), key)]
    found += sorted({f"the {action.verb} verb" for card in description.movement.cards for action in card.actions
                     if action.verb not in RING_VERBS})
    return found
