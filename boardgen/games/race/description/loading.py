"""A track-game description from TOML, checked key by key. Every broken or contradictory value
is refused as one ``ParameterError`` line. It names the file, the key, what is allowed and what
was given, so a family writing its own game fixes it without reading any code.

The checks here are those a description can fail on its own: types, ranges, spaces off the
track, a shortcut to a space that does not exist, teams that do not divide the table. What
only the laid-out board can show (two holes too close) is the board checks' to say.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from boardgen.errors import ParameterError
from boardgen.games.registry import GAMES
from boardgen.games.race.description.board_keys import BOARD_KEYS, OWN_GEOMETRY_PLAYERS, TomlTable, board_fields
from boardgen.games.race.description.model import (
    BUMPS, COUNTED, DRAWS, IDLE_START_NEEDS, PARTNERS_MOVE, PASS_OWN, SOURCES, SPLIT_PASSING, TEAMS, THIRD_IN_A_ROW, VERBS, Action, Card,
    Description, Movement, Rules, Shape, Track,
)
from boardgen.input_files import parse_toml, read_input
from boardgen.options import Option
from boardgen.shop.settings import PIECE_TYPES
from boardgen.units import parse_length

MAX_COPIES = 20
"""The most copies of one rank a description's deck may hold."""
MAX_HAND = 13
MAX_DEALS = 13
"""The most rounds ``movement.deals`` may name before the deck is gathered (Tock deals three)."""
MAX_RANKS = 20
"""The most ranks ``movement.cards`` may hold (a deck with jokers has 14): the booklet charts each."""
MAX_ACTIONS = 6
"""The most choices one card may offer (Fast Track's jack has four)."""
MAX_TRIES = 6
MAX_BONUS = 40
"""The most steps a bonus may give (``rules.capture_bonus``, ``rules.home_bonus``)."""
"""The most throws a stuck seat may have (``movement.throws_when_stuck``)."""
MAX_IDLE = 20
"""The most turns without moving ``rules.idle_start`` may wait for."""
DICE_ONLY = ("doubles_again", "throws_when_stuck", "third_in_a_row", "doubles_undersides", "most_dice")
"""Movement keys only a dice game reads."""
DICE_RULES = ("must_enter", "clear_entry", "capture_bonus", "home_bonus", "blockade_apart", "entry_captures")
"""Rules keys only a dice game reads."""
CARD_RULES = ("pass_own", "partners_move", "team_turns", "swap_partners", "split_to_partner", "split_passing", "split_partial_win",
              "idle_start", "idle_start_needs", "shortcuts_first", "backward_when_stuck", "swap_centre")
"""Rules keys only a card game reads (each refused in a dice game unless left at its default)."""
RING_RULES = ("shortcuts_first", "backward_when_stuck", "swap_centre")
"""Card rules a game reads only with a shortcut ring (``card_ring_rules``)."""
MAX_SUMMARY = 300
"""The longest ``summary``: a few lines of ``--help`` and of the preview page."""
MAX_RESEMBLES = 160
"""The longest ``resembles``: one line of the booklet's subtitle."""
MAX_PITCH = 20
"""The longest ``pitch`` text: a length such as ``25.4mm`` is a few characters."""
FORWARD = ("forward", "split", "split-back")
"""The verbs that carry a piece forward: a card game without one can bring no piece home."""
RANK = re.compile(r"[A-Za-z0-9]{1,8}")
ACTION = re.compile(r"(?P<verb>[a-z-]+)(?: (?P<count>[0-9]{1,2}))?")


GAME_FILE = Option("game-file", "The description file (TOML) of the game, as docs/track-games.md sets out", "")
GAME_TEXT = Option("game-text", "The text of a --game-file description (TOML), pasted or loaded on the preview page",
                   "", "document", label="Your game's description")
"""A user's own game: a file named on the command line, or its text on the preview page,
which opens no file on this computer for whoever loads it."""


def own_description(values: Mapping[str, Any]) -> Description:
    """The description ``--game-file`` names or ``--game-text`` holds (one of them)."""
    path, text = values.get(GAME_FILE.name) or "", values.get(GAME_TEXT.name) or ""
    if path and text:
        raise ParameterError(GAME_TEXT.flag, f"left out with {GAME_FILE.flag}: one description at a time")
    if text:
        return _own(parse_toml(text, GAME_TEXT.flag), GAME_TEXT.flag)
    if not path:
        raise ParameterError(GAME_FILE.flag, "a track-game description (TOML), as in docs/track-games.md")
    return read_description(path)


def read_description(path: str | Path, parameter: str = "--game-file") -> Description:
    """The user's description in the file at ``path``, refused in one line if it is not one."""
    where = f"{parameter} {Path(path).name}"
    return _own(parse_toml(read_input(path, parameter), where), where)


def _own(data: Mapping[str, Any], where: str) -> Description:
    """A user's description, refused also when it takes the name of one of boardgen's games
    (its files and booklet would pass for that game's)."""
    description = from_mapping(data, where)
    if description.name in GAMES:
        raise ParameterError(f"{where} name", "a name of your own: boardgen's games are " + ", ".join(GAMES),
                             description.name)
    return description


HOME_RULES = ("goal", "passing", "go_round")
"""The ``home`` keys that say how pieces move there, not where the row is: a game's own
``description.toml`` may set them over its ``board.toml``."""


@cache
def game_description(package: str) -> Description:
    """One of boardgen's own games (``boardgen.games.<package>``) as the card engine plays it,
    read and checked as every shipped description is."""
    return from_mapping(game_document(package), f"{package}/description.toml", OWN_GEOMETRY_PLAYERS, hooked=True)


def game_document(package: str) -> dict[str, Any]:
    """The whole description of one of boardgen's own games. Its ``board.toml``, which its cut
    files are built from, has its ``description.toml`` laid over it, so the board is said once.
    That says how the pieces move. It also gives the tables its rules say as written, when
    those are not every table the board seats (Pegs and Jokers' partners)."""
    folder, where = files(f"boardgen.games.{package}"), f"{package}/description.toml"
    board = parse_toml((folder / "board.toml").read_text(encoding="utf-8"), f"{package}/board.toml")
    moving = parse_toml((folder / "description.toml").read_text(encoding="utf-8"), where)
    TomlTable(moving, where, "").known("summary", "resembles", "players", "piece", "pitch", "movement", "rules", "home")
    TomlTable(moving.get("home", {}), where, "home").known(*HOME_RULES)
    return {**board, **moving, "home": {**board["home"], **moving.get("home", {})}}


def from_mapping(data: Mapping[str, Any], where: str,
                 players_from_to: tuple[int, int] | None = None, hooked: bool = False) -> Description:
    """A parsed TOML document as a checked ``Description``; ``where`` names the file in
    refusals, ``players_from_to`` the tables it may seat (``board_loading.board_fields``), and
    ``hooked`` whether its game's code says a ``special`` card's move (only boardgen's own games)."""
    top = TomlTable(data, where, "")
    top.known(*BOARD_KEYS, "summary", "resembles", "piece", "pitch", "movement", "rules")
    board = board_fields(top, players_from_to)
    piece = top.text("piece", "golf-tee")
    if piece not in PIECE_TYPES:
        top.refuse("piece", "one of " + ", ".join(PIECE_TYPES), piece)
    pitch = top.data.get("pitch", "1in")
    if isinstance(pitch, str) and len(pitch) > MAX_PITCH:
        top.refuse("pitch", f"a line of at most {MAX_PITCH} characters ({len(pitch)} given)", pitch)
    try:
        parse_length(pitch if isinstance(pitch, str) else "", f"{where} pitch")
    except ParameterError:
        top.refuse("pitch", "a length with a unit such as '25mm' or '1in'", pitch)
    players, home = board["players"], board["home"]
    _whole_trip(board, where)
    homes = TomlTable(top.table("home"), where, "home")
    rules = _rules(TomlTable(top.table("rules"), where, "rules"), players)
    longest = board["track"].per_side * min(players)
    movement = _movement(TomlTable(top.table("movement"), where, "movement"), longest, hooked)
    _agree(movement, rules, board["pieces"], where)
    if home.goal != "row" and movement.source != "cards":
        homes.refuse("goal", "\"row\" in a dice game (past-row is played with cards only)", home.goal)
    if home.go_round != "never" and movement.source != "cards":
        homes.refuse("go_round", "\"never\" in a dice game (going round again is played with cards only)",
                     home.go_round)
    if rules.pass_own == "backward" and movement.source != "cards":
        raise ParameterError(f"{where} rules.pass_own", "always or never in a dice game (backward is a card's count)",
                             rules.pass_own)
    for key in CARD_RULES:
        if key != "pass_own" and getattr(rules, key) != getattr(Rules(), key) and movement.source != "cards":
            raise ParameterError(f"{where} rules.{key}", "left out in a dice game (a card game's rule)",
                                 getattr(rules, key))
    _ring_keys(movement, rules, board["shape"], board["track"], where)
    _centre_left(movement, board["track"], where)
    return Description(**board, summary=top.text("summary", longest=MAX_SUMMARY),
                       resembles=top.text("resembles", longest=MAX_RESEMBLES), movement=movement,
                       rules=rules, piece=piece, pitch=pitch)


def _whole_trip(board: dict[str, Any], where: str) -> None:
    """Refuse a seat's way from its entry to its home turn shorter than half the track: the
    booklet promises "once round the board", so the home turn comes before the entry."""
    entry, exit, side = board["start"].enters_at, board["home"].leaves_at, board["track"].per_side
    ring = side * min(board["players"])
    trip = (exit - entry) % ring + 1
    if 2 * trip < ring:
        raise ParameterError(f"{where} start.enters_at, home.leaves_at",
                             "home.leaves_at before start.enters_at, so a piece goes round the board: these give a "
                             f"trip of {trip} of {ring} spaces, under half the track",
                             f"enters_at {entry}, leaves_at {exit}")


def _agree(movement: Movement, rules: Rules, pieces: int, where: str) -> None:
    """Refuse rules that contradict each other: a card that bumps where nothing may be bumped,
    a dice game's rule in a card game, a bonus that would bring a piece out, blockades with no pair
    of pieces to make one."""
    for card in movement.cards:
        for k, action in enumerate(card.actions):
            if action.verb == "bump-from-start" and rules.bump == "none":
                raise ParameterError(f"{where} movement.cards.{card.rank}[{k}]",
                                     "no bump-from-start while rules.bump = \"none\" (nothing may be bumped)",
                                     str(action))
    for key in DICE_RULES:
        if getattr(rules, key) and movement.source != "dice":
            raise ParameterError(f"{where} rules.{key}", "left out in a card game (a dice game's rule)",
                                 getattr(rules, key))
    for key in ("capture_bonus", "home_bonus"):
        if getattr(rules, key) in movement.enter_on:
            raise ParameterError(f"{where} rules.{key}", "0, or a count not in movement.enter_on (a bonus moves a "
                                 "piece in play, it never brings one out)", getattr(rules, key))
    if rules.blockade_apart and not rules.blockades:
        raise ParameterError(f"{where} rules.blockade_apart", "false without rules.blockades (no blockade to move "
                             "apart)", rules.blockade_apart)
    if rules.team_turns and rules.partners_move != "always":
        raise ParameterError(f"{where} rules.team_turns", "false unless rules.partners_move = \"always\" (a team's "
                             "one player moves any of its pieces)", rules.team_turns)
    if rules.idle_start_needs != "nothing" and not rules.idle_start:
        raise ParameterError(f"{where} rules.idle_start_needs", "\"nothing\" while rules.idle_start = 0 (no idle "
                             "start to ask more of)", rules.idle_start_needs)
    if rules.split_passing != "jump" and rules.bump == "none":
        raise ParameterError(f"{where} rules.split_passing", "\"jump\" while rules.bump = \"none\" (nothing may be "
                             "bumped)", rules.split_passing)
    if movement.exchange and rules.teams == "none":
        raise ParameterError(f"{where} movement.exchange", "false without partners (rules.teams \"none\": no one to "
                             "pass a card to)", movement.exchange)
    if rules.blockades and pieces < 2:
        raise ParameterError(f"{where} rules.blockades", "false with one piece a player (a blockade is two)",
                             rules.blockades)


def _ring_keys(movement: Movement, rules: Rules, shape: Shape, track: Track, where: str) -> None:
    """Refuse a shortcut ring's card keys in a game without shortcuts, where nothing reads them."""
    for key in RING_RULES:
        if getattr(rules, key) and not track.shortcuts:
            raise ParameterError(f"{where} rules.{key}", "false without track.shortcuts (a rule of a card game's "
                                 "shortcut ring)", getattr(rules, key))
    for card in movement.cards:
        for k, action in enumerate(card.actions):
            if action.verb == "leave-centre" and not shape.centre:
                raise ParameterError(f"{where} movement.cards.{card.rank}[{k}]",
                                     "leave-centre only with board.centre = true (a centre hole to leave)", str(action))


def _centre_left(movement: Movement, track: Track, where: str) -> None:
    """Refuse a shortcut into the centre hole with no way out of it (a shortcut from
    ``"centre"``, or a ``leave-centre`` card): a piece there would never get home."""
    into = any(s.to.is_centre for s in track.shortcuts)
    out = any(s.source.is_centre for s in track.shortcuts) or any(
        a.verb == "leave-centre" for c in movement.cards for a in c.actions)
    if into and not out:
        raise ParameterError(f"{where} track.shortcuts", "a shortcut from \"centre\" (or a leave-centre card) beside "
                             "one into it: a piece in the centre must have a way home", "no way out of the centre")


def _movement(movement: TomlTable, longest: int, hooked: bool) -> Movement:
    """The movement table; ``longest`` is the largest count a card may say (the track's length
    at the smallest table: a longer one would lap a piece past its own space)."""
    movement.known("source", "dice", "faces", "enter_on", "extra_turn_on", *DICE_ONLY, "cards", "deck", "deals",
                   "hand", "draws", "own_decks", "spend", "exchange")
    source = movement.choice("source", SOURCES)
    if source == "dice":
        for key in ("cards", "deck", "deals", "hand", "draws", "own_decks", "spend", "exchange"):
            if key in movement.data:
                movement.refuse(key, "none when source = \"dice\" (a card game's key)", movement.data[key])
        dice, faces = movement.int("dice", 1, 2, 1), movement.int("faces", 2, 20, 6)
        enter_on = tuple(movement.ints("enter_on", 1, dice * faces, unique=True))
        extra = tuple(movement.ints("extra_turn_on", 1, dice * faces, required=False, unique=True))
        doubles, undersides = movement.bool("doubles_again", False), movement.bool("doubles_undersides", False)
        for key, value in (("doubles_again", doubles), ("doubles_undersides", undersides)):
            if value and dice != 2:
                movement.refuse(key, "false with one die (doubles are two dice alike)", value)
        return Movement(source, dice, faces, enter_on, extra, doubles,
                        movement.int("throws_when_stuck", 1, MAX_TRIES, 1),
                        movement.choice("third_in_a_row", THIRD_IN_A_ROW, "play"), undersides,
                        movement.bool("most_dice", False))
    for key in ("dice", "faces", "enter_on", "extra_turn_on", *DICE_ONLY):
        if key in movement.data:
            movement.refuse(key, "only with source = \"dice\"", movement.data[key])
    table = TomlTable(movement.table("cards"), movement.where, "movement.cards")
    if len(table.data) > MAX_RANKS:
        table.refuse("", f"at most {MAX_RANKS} ranks", f"{len(table.data)} ranks")
    cards = tuple(_card(table, rank, longest, hooked) for rank in table.data)
    if not cards:
        table.refuse("", "at least one card", "an empty table")
    if not any(a.verb in FORWARD or a.verb == "special" for c in cards for a in c.actions):
        table.refuse("", "a card that moves a piece forward (forward N, split N or split-back N), or no piece gets "
                     "home", ", ".join(c.rank for c in cards))
    if not any(a.verb in ("enter", "bump-from-start") for c in cards for a in c.actions):
        table.refuse("", "a card that brings a piece out of start (enter or bump-from-start)",
                     ", ".join(c.rank for c in cards))
    deck = TomlTable(movement.table("deck"), movement.where, "movement.deck")
    ranks = [card.rank for card in cards]
    deck.known(*ranks)
    copies = tuple((rank, deck.int(rank, 1, MAX_COPIES)) for rank in ranks)
    deals = tuple(movement.ints("deals", 1, MAX_HAND, required=False, longest=MAX_DEALS))
    hand = movement.int("hand", 1, MAX_HAND) if "hand" in movement.data else 0
    if hand and deals:
        movement.refuse("hand", "left out with movement.deals (a hand is dealt, or kept and drawn to)", hand)
    draws = movement.choice("draws", DRAWS, "before")
    if "draws" in movement.data and not hand:
        movement.refuse("draws", "only with movement.hand (a kept hand draws before or after playing, or back to a hand)", draws)
    exchange = movement.bool("exchange", False)
    if exchange and not deals:
        movement.refuse("exchange", "false without movement.deals (partners exchange a card of each dealt hand)",
                        exchange)
    own_decks = movement.bool("own_decks", False)
    if own_decks and deals:
        movement.refuse("own_decks", "false with movement.deals (one deck is dealt round the table)", own_decks)
    return Movement(source, cards=cards, deck=copies, deals=deals, hand=hand, draws=draws, own_decks=own_decks,
                    spend=movement.bool("spend", False), exchange=exchange)


def _card(table: TomlTable, rank: str, longest: int, hooked: bool) -> Card:
    """One card's actions; ``special`` only when ``hooked``, counts from 1 to ``longest``."""
    if not RANK.fullmatch(rank):
        table.refuse(rank, "a card rank of letters and digits, e.g. A, 7, J", rank)
    actions = []
    most = min(longest, 99)
    for k, text in enumerate(table.texts(rank, MAX_ACTIONS)):
        found = ACTION.fullmatch(text)
        verb = found["verb"] if found else ""
        count = int(found["count"]) if found and found["count"] else None
        if verb not in VERBS or (count is None) == (verb in COUNTED) or count == 0 or verb == "special" and not hooked:
            table.refuse(f"{rank}[{k}]", f"one of forward N, backward N, split N, split-back N (N from 1 to {most}), "
                         f"swap, enter, bump-from-start, extra-turn, {'special, ' if hooked else ''}leave-centre", text)
        if count is not None and count > most:
            table.refuse(f"{rank}[{k}]", f"a count from 1 to {most}, the track's length at the smallest table",
                         text)
        actions.append(Action(verb, count))
    if not actions:
        table.refuse(rank, "at least one action", [])
    return Card(rank, tuple(actions))


def _rules(rules: TomlTable, players: tuple[int, ...]) -> Rules:
    rules.known("bump", "blockades", "exact_finish", "teams", "start_guard", *CARD_RULES, *DICE_RULES)
    teams = rules.choice("teams", TEAMS, "none")
    if teams != "none" and any(n % 2 or n < 4 for n in players):
        rules.refuse("teams", f"\"none\" unless every player count is even and 4 or more (players = "
                     f"{list(players)}): {teams} partners need a seat for each partner", teams)
    return Rules(rules.choice("bump", BUMPS, "start"), rules.bool("blockades", False),
                 rules.bool("exact_finish", True), teams, rules.bool("start_guard", False),
                 pass_own=rules.choice("pass_own", PASS_OWN, "always"),
                 partners_move=rules.choice("partners_move", PARTNERS_MOVE, "when-home"),
                 team_turns=rules.bool("team_turns", False), swap_partners=rules.bool("swap_partners", False), split_to_partner=rules.bool("split_to_partner", False),
                 split_passing=rules.choice("split_passing", SPLIT_PASSING, "jump"),
                 split_partial_win=rules.bool("split_partial_win", False),
                 idle_start=rules.int("idle_start", 0, MAX_IDLE, 0),
                 idle_start_needs=rules.choice("idle_start_needs", IDLE_START_NEEDS, "nothing"),
                 shortcuts_first=rules.bool("shortcuts_first", False),
                 backward_when_stuck=rules.bool("backward_when_stuck", False),
                 swap_centre=rules.bool("swap_centre", False), must_enter=rules.bool("must_enter", False),
                 clear_entry=rules.bool("clear_entry", False), capture_bonus=rules.int("capture_bonus", 0, MAX_BONUS, 0),
                 home_bonus=rules.int("home_bonus", 0, MAX_BONUS, 0),
                 blockade_apart=rules.bool("blockade_apart", False),
                 entry_captures=rules.bool("entry_captures", False))


