"""What a track-game description says, as frozen models: the one place the family's facts live.

A description is symmetric: every seat's side (or arm) is laid out alike. So each special
space is given once and repeats on every side. It is given as an offset along a side: 0 is
the side's first space, counted in the direction of play. The board geometry reads the shape, track,
start and home; the movement source and the rules are parsed, checked and kept for the move
generator and booklet that come next (``docs/track-games.md``).
"""

from __future__ import annotations

from dataclasses import dataclass

SHAPES = ("polygon", "cross", "circle")
"""polygon: one straight side per seat; cross: one arm per seat, three holes wide, its outer
columns the track and its middle column home; circle: the track on one circle."""
INNER_CORNERS = ("cut", "square")
"""Where two arms of a cross meet: ``cut`` steps straight from one arm's column to the next
(Ludo, Parcheesi); ``square`` puts a track space in the corner (Mensch)."""
SIDES_BEGIN = ("arm", "corner")
"""Where each seat's side of a cross with square inner corners begins. Either at its arm's
first column hole, so the corner space ends the side before (Mensch). Or at the corner space,
which then starts the side (Fast Track, whose fast-track spaces are those corners)."""
CENTRE = "centre"
"""The centre hole, as a shortcut's end: the one space that is on no side."""
SOURCES = ("dice", "cards")
VERBS = ("forward", "backward", "split", "split-back", "swap", "enter", "bump-from-start", "extra-turn", "special",
         "leave-centre")
"""What a card may do. It may move one piece forward or backward N, or split N forward over
pieces (or one forward and another backward, ``split-back``). It may swap two pieces, bring a
piece out of start, or bring one out onto an opponent's space (bumping it). It may give
another turn. It may make the game's own move that only a named hook can say (Pegs and
Jokers' joker: ``CardHooks.special``). Or it may bring a piece out of the centre hole onto its
own side's shortcut ring space (Fast Track's bull's eye: ``card_shortcuts``)."""
COUNTED = ("forward", "backward", "split", "split-back")
"""The verbs that take a number of spaces."""
BUMPS = ("start", "none")
"""Where a piece landed on by an opponent goes: back to its start area, or nowhere (landing on
an occupied space is not allowed)."""
GOALS = ("row", "past-row")
"""Where a piece is home: anywhere in its home row (the row is the goal), or only once it has
gone one step past the row's last hole (Sorry!'s Home circle: the row is a safety zone)."""
GO_ROUND = ("never", "always", "last-resort")
"""Cards: whether a piece counted past its exit space may go on round the ring for another
lap instead of turning into its home row. Never; always (Pegs and Jokers); or only when no
card of the hand has another move. That last leaves out a card with a ``special`` choice:
a player is never made to play it (Pegs and Jokers' joker)."""
THIRD_IN_A_ROW = ("play", "forfeit", "furthest-to-start")
"""Dice: what a seat's third throw in a row that earns another does. It is played as any
other. Or it is not played and the turn ends (Ludo's third six). Or it is not played, the
seat's piece furthest along the track goes back to its start area, and the turn ends."""
PASS_OWN = ("always", "never", "backward")
"""Whether a piece passes its own colour's pieces on the track. Always. Never, forward or
backward (Pegs and Jokers; Aggravation's marbles, dice included, over the shortcuts too).
Or only on a backward card's whole count, never a split's part (``eight-jumps-own``, cards only)."""
DRAWS = ("before", "after", "either", "to-hand")
"""Cards, with a kept hand: whether a seat draws its card before it plays, after, or either.
With ``draw-two-late`` (Pegs and Jokers) it may play first and then draw two at its next turn.
It may play from those only once that turn's card is played. With ``to-hand`` (Fast Track) it
draws back to a whole hand once its turn is over. A hand its extra turns have emptied takes a
whole hand before the next card."""
PARTNERS_MOVE = ("when-home", "always")
"""Cards, with partners: when a seat moves its partners' pieces: once its own are all home, or
at any time (and a split may then be shared between a piece of its own and a partner's)."""
SPLIT_PASSING = ("jump", "bump-others", "bump-all")
"""Cards: what a ``split N`` does to the pieces it passes on the track. It jumps them, as every
other count does. Or it sends each other colour's back to its start area (partners' too), as if
it had landed on it. Or it sends every one back, its own colour's too."""
IDLE_START_NEEDS = ("nothing", "none-out")
"""Cards, with ``rules.idle_start``: what an idle seat needs, besides its turns without moving,
to bring a piece out with any card. Nothing more (Pegs and Jokers' ``five-turn-start``). Or no
piece of its own out on the board, every one in start or home (Fast Track's ``fourth-turn-out``)."""
TEAMS = ("none", "opposite", "alternate")
"""Partners: none; each seat with the seat across the table; every other seat together."""


@dataclass(frozen=True)
class Shape:
    kind: str
    inner_corner: str = "cut"
    """Cross only: one of ``INNER_CORNERS``."""
    centre: bool = False
    """A centre hole, which shortcuts may lead to and from."""
    sides_begin: str = "arm"
    """Cross with square inner corners only: one of ``SIDES_BEGIN``."""


def arm_column(shape: Shape, per_side: int) -> int:
    """A cross arm's holes per column: the side's spaces less the middle of the arm's end and
    the corner space, if any."""
    return (per_side - (1 if shape.inner_corner == "cut" else 2)) // 2


def arm_end(shape: Shape, per_side: int) -> int:
    """The side's offset of the middle of its arm's end, where the home column begins: past
    one column, and past the corner space when the side begins at it."""
    return arm_column(shape, per_side) + (1 if shape.sides_begin == "corner" else 0)


@dataclass(frozen=True)
class SpaceRef:
    """A space a shortcut leaves or reaches: ``side`` sides ahead in play of the side it is
    read from, offset ``at``; or the centre hole (``at`` None)."""

    side: int = 0
    at: int | None = None

    @property
    def is_centre(self) -> bool:
        return self.at is None


@dataclass(frozen=True)
class Shortcut:
    """A jump from one space to another, repeated from every side. From the centre, ``to.side``
    counts from each seat's side in turn, so the centre leads to that space on every side."""

    source: SpaceRef
    to: SpaceRef


@dataclass(frozen=True)
class Slide:
    """A piece that stops on ``at`` slides ``length`` spaces forward along its side."""

    at: int
    length: int


@dataclass(frozen=True)
class Track:
    per_side: int
    safe: tuple[int, ...] = ()
    slides: tuple[Slide, ...] = ()
    shortcuts: tuple[Shortcut, ...] = ()


@dataclass(frozen=True)
class Start:
    enters_at: int
    """The side's space a piece comes out of start onto."""


@dataclass(frozen=True)
class Home:
    leaves_at: int
    """The side's space a piece turns off the track from, into its home stretch."""
    length: int
    """Holes in the home stretch."""
    goal: str = "row"
    """One of ``GOALS``: cards only may say ``past-row``."""
    passing: bool = True
    """Pieces may pass each other in the home row (Tock's and Aggravation's may not)."""
    go_round: str = "never"
    """Cards: one of ``GO_ROUND``."""


@dataclass(frozen=True)
class Action:
    verb: str
    count: int | None = None

    def __str__(self) -> str:
        return self.verb if self.count is None else f"{self.verb} {self.count}"


@dataclass(frozen=True)
class Card:
    rank: str
    actions: tuple[Action, ...]
    """The choices the card offers: its player picks one."""


@dataclass(frozen=True)
class Movement:
    source: str
    dice: int = 1
    faces: int = 6
    enter_on: tuple[int, ...] = ()
    """Dice: the throws that bring a piece out of start."""
    extra_turn_on: tuple[int, ...] = ()
    """Dice: the throws that give another turn."""
    doubles_again: bool = False
    """Dice: two dice showing the same number give another turn (Parcheesi's doubles)."""
    throws_when_stuck: int = 1
    """Dice: the throws a seat has, each lost until one can be played, while none of its
    pieces can move but to come out of start (Mensch's three)."""
    third_in_a_row: str = "play"
    """Dice: one of ``THIRD_IN_A_ROW``."""
    doubles_undersides: bool = False
    """Dice: doubles thrown by a seat with no piece left in its start area are played four
    times, the two faces up and the two faces down (Parcheesi's doubles bonus)."""
    most_dice: bool = False
    """Dice: a throw is played as fully as the pieces allow, and when only one of two dice
    can be played, the larger one (Parcheesi: no die is given up by choice)."""
    cards: tuple[Card, ...] = ()
    deck: tuple[tuple[str, int], ...] = ()
    """Cards: each rank and how many copies of it the deck holds."""
    deals: tuple[int, ...] = ()
    """Cards: the hand sizes dealt round by round, the whole deck reshuffled after the last;
    empty for a seat that draws one card a turn and plays it or loses it."""
    hand: int = 0
    """Cards, without deals: each seat keeps a hand of this many, draws one card a turn, and
    lays one down when none can move (Pegs and Jokers' 5); 0 for none."""
    draws: str = "before"
    """Cards, with ``hand``: one of ``DRAWS``."""
    spend: bool = False
    """Cards: a card that cannot move may be played all the same, spent without effect, even
    while another card of the hand could move, and still gives its extra turn (Fast Track:
    any card of the hand may be played). Else a card is laid down only when none can move."""
    own_decks: bool = False
    """Cards: each seat that takes turns draws from a deck of its own (the whole of
    ``deck``), shuffling its own played cards afresh when it runs out (Fast Track)."""
    exchange: bool = False
    """Cards, with ``deals`` and partners: after each deal every seat passes one card of its
    hand face down to its next partner in the order of play, before anyone plays (Tock)."""

    @property
    def face_pairs(self) -> int:
        """What a face and the one opposite it add up to (7 on a six-sided die): the face down
        of ``d`` is ``face_pairs - d`` (``doubles_undersides``)."""
        return self.faces + 1


@dataclass(frozen=True)
class Rules:
    bump: str = "start"
    blockades: bool = False
    """Two pieces of one colour on a space let no piece pass."""
    exact_finish: bool = True
    """A piece must reach the end of its home stretch by exact count."""
    teams: str = "none"
    start_guard: bool = False
    """A piece on its own entry space can be neither bumped, passed nor swapped, by any piece (Tock)."""
    pass_own: str = "always"
    """One of ``PASS_OWN`` (``backward`` with cards only)."""
    partners_move: str = "when-home"
    """Cards: one of ``PARTNERS_MOVE``."""
    team_turns: bool = False
    """Cards, with partners moving each other's pieces always: each team is one player, who
    takes one turn a round at the team's first seat and moves any of its seats' pieces
    (Fast Track's ``one-player-per-team``)."""
    swap_partners: bool = False
    """Cards: a swap may take a partner's piece too, not only an opponent's."""
    split_to_partner: bool = False
    """Cards: when the first part of a split brings the seat's last piece home, the rest may
    move the next partner's piece (the partner still playing)."""
    idle_start: int = 0
    """Cards: after this many turns in a row without moving, any card may also bring a piece
    out of start (Pegs and Jokers' ``five-turn-start``); 0 for never."""
    idle_start_needs: str = "nothing"
    """Cards: one of ``IDLE_START_NEEDS``."""
    split_passing: str = "jump"
    """Cards: one of ``SPLIT_PASSING``."""
    split_partial_win: bool = False
    """Cards: a split that wins the game may stop short: its first part alone, or a shorter
    second part."""
    shortcuts_first: bool = False
    """Cards, with a shortcut ring: a piece in the ring must move before any other, or goes back
    to start when the card cannot move it (Fast Track's fast track first)."""
    backward_when_stuck: bool = False
    """Cards, with a shortcut ring: a card with no move of its own backs a piece up its count."""
    swap_centre: bool = False
    """Cards, with a shortcut ring: a swap may take a piece in the centre hole too."""
    must_enter: bool = False
    """Dice: a throw that can bring a piece out of start must (Mensch)."""
    clear_entry: bool = False
    """Dice: while pieces wait in start, the piece on the entry space must move off it first,
    when it can (Mensch)."""
    capture_bonus: int = 0
    """Dice: the steps a seat earns for each piece it bumps, moved by one piece as a move of
    its own once the throw's dice are played (Parcheesi's 20); 0 for none."""
    home_bonus: int = 0
    """Dice: the same for each piece it brings home (Parcheesi's 10)."""
    blockade_apart: bool = False
    """Dice, with blockades: the two pieces of a blockade may not move on together to make one
    again within the throw (Parcheesi)."""
    entry_captures: bool = False
    """Dice: a piece coming out of start bumps an opponent's piece on its entry space even
    when that space is safe (Parcheesi); else a safe entry held by an opponent keeps it in."""


@dataclass(frozen=True, kw_only=True)
class BoardDescription:
    """What a board is made of, apart from how it is played: all a topology compiles from.

    A game with rules of its own (Pegs and Jokers, Fast Track) describes only its board this
    way, so its holes are numbered by the same engine as every described game's."""

    name: str
    """The command and file stem, lower case and hyphens: ``ludo``."""
    title: str
    players: tuple[int, ...]
    """The player counts a board can be made for; the first is the default."""
    colors: tuple[str, ...]
    pieces: int
    """Pieces a seat plays, which is also the holes of its start area."""
    shape: Shape
    track: Track
    start: Start
    home: Home


@dataclass(frozen=True, kw_only=True)
class Description(BoardDescription):
    """A whole track game: its board, how its pieces move and its rules."""

    summary: str
    resembles: str
    """Which traditional or commercial game it follows, in words, for the docs and help."""
    movement: Movement
    rules: Rules
    piece: str = "golf-tee"
    """The default playing piece (``--piece``)."""
    pitch: str = "1in"
    """The default hole spacing (``--pitch``)."""
