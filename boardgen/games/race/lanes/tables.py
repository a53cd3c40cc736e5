"""A card game's description compiled for the lane board (``lane_board``, ``lane_cards``): the
tables and flags its move generators read on every move, worked out once per table.

A lane game is a card game whose pieces run one ring of spaces from their entry to their exit
and turn off into a home row. It has no slides, safe spaces, guarded entries or shortcut ring.
A piece landed on goes back to its start. Home takes an exact count, with no passing in the
home row. Cards go forward, backward, split, swap, bring a piece out or make the game's
``special`` move. Pegs and Jokers is one. Such a description is played on a mutable board,
several times faster than the general move generator (``card_moves``) reads its position. Any
other card game is played by that general generator. tests/games/race/lanes/test_tables.py
holds the two to the same moves.

Positions on the lane board are absolute: ``START`` (-1) in the start area, the board's track
index ``0 .. n-1``, and ``n + h`` for hole ``h`` of a seat's own home row. These are Pegs and
Jokers' ``State`` codes. ``card_course`` counts each seat's steps from its entry instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from boardgen.games.race.cards.course import CardCourse
from boardgen.games.race.description.model import Action
from boardgen.games.race.hooks import CardHooks

START = -1
"""A piece in its start area, on the lane board."""
VERBS = frozenset({"forward", "backward", "split", "split-back", "swap", "enter", "special"})
"""The card verbs the lane board plays."""


def unplayable(course: CardCourse) -> str | None:
    """Why the lane board cannot play ``course``'s description, or None when it can."""
    description = course.description
    track, home, rules = description.track, description.home, description.rules
    verbs = {action.verb for card in description.movement.cards for action in card.actions}
    checks = (
        (not track.shortcuts and not track.slides and not track.safe, "shortcuts, slides or safe spaces"),
        (not rules.start_guard and rules.bump == "start", "a guarded entry, or no bump to start"),
        (home.goal == "row" and not home.passing and rules.exact_finish, "a home other than an exact, unpassed row"),
        (rules.pass_own != "always" and rules.split_passing == "jump", "pieces passing their own, or splits bumping"),
        (verbs <= VERBS, "the verbs " + ", ".join(sorted(verbs - VERBS))),
        (rules.idle_start_needs == "nothing" and not rules.team_turns, "idle starts waiting for no piece out, or team turns"),
        ("special" not in verbs or course.hooks.lane_special is not None, "a special move without its lane hook"),
        (course.hooks.partner_landing is None or course.hooks.lane_partner_landing is not None,
         "a partner landing without its lane hook"),
    )
    return next((why for fits, why in checks if not fits), None)


@dataclass(frozen=True, eq=False)
class Lanes:
    """One table's compiled description: what ``LaneBoard`` and ``LaneCards`` read."""

    course: CardCourse
    players: int
    n: int
    """Spaces round the ring: codes ``0 .. n-1``."""
    home_end: int
    """One past the last home hole's code."""
    in_spot: tuple[int, ...]
    """Each seat's exit space, where its pieces turn into the home row."""
    come_out: tuple[int, ...]
    """Each seat's entry space."""
    team_of: tuple[int, ...]
    to_in_spot: tuple[tuple[int, ...], ...]
    """By seat and space: steps to the seat's exit."""
    overshoot_blocked: bool
    """No count goes round past the exit (``home.go_round = "never"``)."""
    forced_around: bool
    """Going round is a last resort (``home.go_round = "last-resort"``)."""
    jumps_own: bool
    """A backward card's whole count passes the seat's own pieces (``rules.pass_own``)."""
    to_partner: bool
    partial_last: bool
    three_card: bool
    """Partners' pieces move on every turn (``rules.partners_move = "always"``)."""
    swap_partners: bool
    idle_start: int
    plays: dict[str, tuple[Action, ...]]
    plain_counts: dict[str, int]
    """The cards that only step forward (after bringing a piece out, for a starter), by count:
    a hand's are listed in one pass."""
    starters: frozenset[str]
    specials: frozenset[str]
    """The cards with a ``special`` choice: a player is never made to play one."""
    special: Callable[..., None] | None
    """``special(board, card, seat, player, out)``: the game's own move (``CardHooks.lane_special``)."""
    partner_landing: Callable[..., tuple | None] | None
    """``partner_landing(board, moved, other)``: ``CardHooks.lane_partner_landing``."""


def lanes_of(course: CardCourse) -> Lanes:
    """``course`` compiled, once per table and hooks; refused as ``unplayable`` says."""
    return _compiled(course, course.hooks)


@cache
def _compiled(course: CardCourse, hooks: CardHooks) -> Lanes:
    """Keyed by the hooks too: a course compares equal to another with other hooks (Pegs and
    Jokers' ``partner-bump-chain`` changes a hook, not the description)."""
    why = unplayable(course)
    if why is not None:
        raise ValueError(f"{course.description.name} is not a lane game: it has {why}")
    description, topology = course.description, course.topology
    n, rules = course.ring, description.rules
    in_spot = tuple(seat.exit for seat in topology.seats)
    plays = {card.rank: card.actions for card in description.movement.cards}
    plain = {rank: actions[-1].count or 0 for rank, actions in plays.items()
             if [action.verb for action in actions] in (["forward"], ["enter", "forward"])}
    return Lanes(
        course=course, players=course.players, n=n, home_end=n + description.home.length,
        in_spot=in_spot, come_out=course.entries, team_of=course.team_of,
        to_in_spot=tuple(tuple((spot - code) % n for code in range(n)) for spot in in_spot),
        overshoot_blocked=description.home.go_round == "never",
        forced_around=description.home.go_round == "last-resort",
        jumps_own=rules.pass_own == "backward", to_partner=rules.split_to_partner,
        partial_last=rules.split_partial_win, three_card=rules.partners_move == "always",
        swap_partners=rules.swap_partners, idle_start=rules.idle_start, plays=plays,
        plain_counts=plain,
        starters=frozenset(rank for rank, actions in plays.items() if actions[0].verb == "enter"),
        specials=frozenset(rank for rank in plays if course.special(rank)),
        special=hooks.lane_special, partner_landing=hooks.lane_partner_landing,
    )
