"""What a track game's rule booklet needs from its description: the readings its keys set, the
words and numbers its fragments print, the card chart and the diagrams.

One plan serves every description (``templates/track/booklet.toml``). Each rule fragment
there is shown only when its reading is in ``readings(description)``. So a booklet says a
rule if and only if its description sets the key. It says it in the words
``docs/track-games.md`` reads the key by (the engine's reading).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from boardgen.booklet.house_rules import HouseRules
from boardgen.booklet.source import BookletSource, Chart, Prepared, Searching
from boardgen.errors import ParameterError
from boardgen.games.race import diagrams
from boardgen.games.race.description.model import Card, Description
from boardgen.games.race.hooks import CENTRE_EXIT_DICE
from boardgen.games.race.description.library import SHIPPED, shipped
from boardgen.games.race.description.loading import GAME_FILE, GAME_TEXT, own_description
from boardgen.games.race.board.topology import RaceTopology
from boardgen.play import teams as team_modes
from boardgen.resources import TEMPLATES

OWN = "track"
"""The booklet of a user's own description: ``boardgen rules booklet track --game-file FILE``."""
PIECE_WORDS = {"marble": "marble", "peg": "peg", "golf-tee": "peg"}
"""What the rules call a piece of each ``piece`` type ("piece" for another)."""
TEAM_MODE = {"opposite": "pairs", "alternate": "alternate"}
"""A description's ``rules.teams`` as the seat-team mode ``play.teams`` lays out."""


def _shortcuts(d: Description, centre: bool) -> bool:
    return any((s.source.is_centre or s.to.is_centre) == centre for s in d.track.shortcuts)


READINGS: Mapping[str, Callable[[Description], bool]] = {
    "dice": lambda d: d.movement.source == "dice",
    "cards": lambda d: d.movement.source == "cards",
    "extra-turn": lambda d: bool(d.movement.extra_turn_on) or any(
        a.verb == "extra-turn" for c in d.movement.cards for a in c.actions),
    "bump": lambda d: d.rules.bump == "start",
    "no-bump": lambda d: d.rules.bump == "none",
    "safe": lambda d: bool(d.track.safe),
    "blockades": lambda d: d.rules.blockades,
    "blockade-apart": lambda d: d.rules.blockade_apart,
    "shortcuts": lambda d: d.movement.source == "dice" and _shortcuts(d, centre=False),
    "centre": lambda d: d.movement.source == "dice" and _shortcuts(d, centre=True),
    "ring": lambda d: d.movement.source == "cards" and _shortcuts(d, centre=False),
    "ring-centre": lambda d: d.movement.source == "cards" and _shortcuts(d, centre=True),
    "shortcuts-first": lambda d: d.rules.shortcuts_first,
    "backward-when-stuck": lambda d: d.rules.backward_when_stuck,
    "swap-centre": lambda d: d.rules.swap_centre,
    "slides": lambda d: bool(d.track.slides),
    "deals": lambda d: bool(d.movement.deals),
    "draw": lambda d: d.movement.source == "cards" and not d.movement.deals and not d.movement.hand,
    "hand": lambda d: bool(d.movement.hand),
    "own-decks": lambda d: d.movement.own_decks,
    "spend": lambda d: d.movement.spend,
    "pass-own": lambda d: d.rules.pass_own != "always",
    "entry-captures": lambda d: d.rules.entry_captures,
    "go-round": lambda d: d.home.go_round != "never",
    "partners-move": lambda d: d.rules.partners_move == "always",
    "swap-partners": lambda d: d.rules.swap_partners,
    "split-partial-win": lambda d: d.rules.split_partial_win,
    "start-guard": lambda d: d.rules.start_guard,
    "past-row": lambda d: d.home.goal == "past-row",
    "no-passing": lambda d: not d.home.passing,
    "exact-finish": lambda d: d.rules.exact_finish,
    "loose-finish": lambda d: not d.rules.exact_finish,
    "teams": lambda d: d.rules.teams != "none",
    "doubles": lambda d: d.movement.doubles_again,
    "undersides": lambda d: d.movement.doubles_undersides,
    "most-dice": lambda d: d.movement.most_dice,
    "third-in-a-row": lambda d: d.movement.third_in_a_row != "play",
    "stuck-throws": lambda d: d.movement.throws_when_stuck > 1,
    "must-enter": lambda d: d.rules.must_enter,
    "clear-entry": lambda d: d.rules.clear_entry,
    "bonuses": lambda d: bool(d.rules.capture_bonus or d.rules.home_bonus),
    "exchange": lambda d: d.movement.exchange,
    "split-bumps": lambda d: d.rules.split_passing != "jump",
    "split-to-partner": lambda d: d.rules.split_to_partner,
    "idle-start": lambda d: d.rules.idle_start > 0,
}
"""Each reading a booklet fragment stands for, and the description keys that set it: the
fragment ``templates/track/rules/NAME.j2`` appears exactly when its reading holds."""


def readings(description: Description) -> frozenset[str]:
    return frozenset(name for name, holds in READINGS.items() if holds(description))


def words(values: tuple[int, ...]) -> str:
    """Throws as a reader says them: ``a 6``, ``a 1 or a 6``, ``an 8``."""
    return listed([("an " if str(v).startswith(("8", "11", "18")) else "a ") + str(v) for v in values])


ACTION_WORDS: Mapping[str, str] = {
    "forward": "move a {piece} {count} forward",
    "backward": "move a {piece} {count} **backward**",
    "split": "move one {piece} {count} forward, or split the {count} between two",
    "split-back": "split the {count} between two {piece}s, one part forward and the other **backward**",
    "swap": "swap one of your {piece}s on the track with an opponent's there",
    "enter": "bring a {piece} out of your start area",
    "bump-from-start": "bring a {piece} out of your start area onto an opponent's on the track, sending it back "
                       "to its start",
    "leave-centre": "bring your {piece} out of the centre onto your own shortcut space",
}
"""What each card verb of ``movement.cards`` lets its player do, as the chart says it. That is
every verb a description may give a card but two. ``extra-turn`` is the chart's own column.
``special`` is a move only a game's own code says, refused in a description read here."""


def card_sentence(row: tuple[str, ...]) -> str:
    """A chart row as one plain sentence: what the card does, and that its player goes again.
    The printed cards and Tabletop Simulator's card faces both say it so."""
    again = len(row) > 2 and row[2] == "yes"
    return row[1].replace("**", "") + ("; then play again" if again else "") + "."


def card_rows(cards: tuple[Card, ...], piece: str) -> tuple[tuple[str, ...], ...]:
    again = any(a.verb == "extra-turn" for c in cards for a in c.actions)
    rows = []
    for card in cards:
        said = [ACTION_WORDS[a.verb].format(piece=piece, count=a.count) for a in card.actions
                if a.verb != "extra-turn"]
        text = " **or** ".join(said)
        text = text[:1].upper() + text[1:] if text else "Nothing but the turn again"
        extra = any(a.verb == "extra-turn" for a in card.actions)
        rows.append((card.rank, text, *(("yes" if extra else "no",) if again else ())))
    return tuple(rows)


def card_chart(cards: tuple[Card, ...], piece: str) -> Chart:
    rows = card_rows(cards, piece)
    if len(rows[0]) == 3:
        return Chart(("Card", "What it does", "Again?"), rows, (0.16, 0.70, 0.14))
    return Chart(("Card", "What it does"), rows, (0.18, 0.82))


def listed(items: list[str]) -> str:
    """``A``, ``A or K``, ``1, 2 or 3``; empty for none."""
    return " or ".join(filter(None, (", ".join(items[:-1]), *items[-1:])))


def _ranks(d: Description, *verbs: str) -> str:
    return listed([c.rank for c in d.movement.cards if any(a.verb in verbs for a in c.actions)])


def piece_word(description: Description) -> str:
    return PIECE_WORDS.get(description.piece, "piece")


def context(topology: RaceTopology) -> dict[str, Any]:
    """The numbers and words the fragments print, all read from the description."""
    d = topology.description
    movement = d.movement
    players = topology.players
    mode = TEAM_MODE.get(d.rules.teams)
    exit_dice = CENTRE_EXIT_DICE.get(d.name)
    lengths = sorted({s.length for s in d.track.slides})
    return {
        "name": d.name, "title": d.title, "resembles": d.resembles, "players": players, "pieces": d.pieces,
        "piece_word": piece_word(d),
        "colors": d.colors[:players], "shape": d.shape.kind, "inner_corner": d.shape.inner_corner,
        "centre": d.shape.centre, "per_side": d.track.per_side, "track": topology.track_length,
        "home_length": d.home.length, "source": movement.source, "dice": movement.dice,
        "dice_words": ("the die" if movement.dice == 1 else "both dice") + (
            "" if movement.faces == 6 else f" (each numbered 1 to {movement.faces})"),
        "enter_words": words(tuple(v for v in movement.enter_on if v <= movement.faces)),
        "enter_faces": listed([str(v) for v in movement.enter_on if v <= movement.faces]),
        "enter_total_words": listed([str(v) for v in movement.enter_on]),
        "extra_words": words(movement.extra_turn_on) if movement.extra_turn_on else "",
        "enter_cards": _ranks(d, "enter"), "bump_cards": _ranks(d, "bump-from-start"),
        "safe_count": len(d.track.safe), "safe_entry": d.start.enters_at in d.track.safe,
        "centre_exit_words": words(exit_dice) if exit_dice else "",
        "slide_words": " or ".join(f"{n} spaces" for n in lengths),
        "deck_size": sum(copies for _, copies in movement.deck),
        "deck_words": ", ".join(f"{copies} × {rank}" for rank, copies in movement.deck),
        "deals_words": listed([str(n) for n in movement.deals]).replace(" or ", ", then "),
        "teams": d.rules.teams, "split_cards": _ranks(d, "split", "split-back"),
        "split_passing": d.rules.split_passing, "swap_cards": _ranks(d, "swap"),
        "hand": movement.hand, "draws": movement.draws, "own_decks": movement.own_decks,
        "pass_own": d.rules.pass_own, "go_round": d.home.go_round, "team_turns": d.rules.team_turns,
        "idle_start": d.rules.idle_start, "idle_start_none_out": d.rules.idle_start_needs == "none-out",
        "underside_sum": movement.face_pairs,
        "third_in_a_row": movement.third_in_a_row, "stuck_throws": movement.throws_when_stuck,
        "must_enter": d.rules.must_enter, "capture_bonus": d.rules.capture_bonus, "home_bonus": d.rules.home_bonus,
        "team_lines": team_modes.team_lines(players, mode, d.colors) if mode else [],
    }


def prepare_for(description: Description, house: HouseRules) -> Prepared:
    """The booklet of ``description`` for the house rules' players (its first count unless
    given); teams and variations are the description's own, so none may be chosen."""
    d = description
    players = d.players[0] if house.players is None else house.players
    if players not in d.players:
        raise ParameterError("--players", f"one of {', '.join(map(str, d.players))} for {d.title}", players)
    if house.variations:
        raise ParameterError("--variant", f"none: {d.title}'s rules are its description (docs/track-games.md)",
                             house.variations[0])
    own = "individual" if d.rules.teams == "none" else TEAM_MODE[d.rules.teams]
    if house.teams not in (None, own):
        raise ParameterError("--teams", f"{own} (or left out): {d.title}'s partners are its description's", house.teams)
    topology = RaceTopology(d, players)
    chosen = readings(d)
    mode = team_modes.mode_name(own, players)
    piece = piece_word(d)
    charts = {"cards": card_chart(d.movement.cards, piece)} if "cards" in chosen else {}
    return Prepared(
        title=house.title or d.title,
        subject=f"{d.title} rules for {players} players",
        subtitle=f"Rules for {players} players ({mode}). It resembles {d.resembles}.",
        variations=chosen,
        context=context(topology),
        charts=charts,
        figures=diagrams.figures(topology, piece),
        stem=d.name,
    )


def _shipped(name: str) -> Callable[[HouseRules, Searching], Prepared]:
    return lambda house, _searching=None: prepare_for(shipped(name), house)


def _own(house: HouseRules, _searching: Searching = None) -> Prepared:
    return prepare_for(own_description(dict(house.options)), house)


FOLDER = TEMPLATES / "track"
SOURCE_BY_GAME: Mapping[str, BookletSource] = {
    **{name: BookletSource(name, FOLDER, _shipped(name)) for name in SHIPPED},
    OWN: BookletSource(OWN, FOLDER, _own, options=(GAME_FILE, GAME_TEXT)),
}
"""Each shipped description's booklet, and ``track`` for a user's own file."""
