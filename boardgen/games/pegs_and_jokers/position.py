"""The JSON position format (docs/position-format.md): read, check, write, and list moves.

A position is the board plus whose turn it is and, optionally, that player's hand. Anything
malformed is refused with one ``ParameterError`` line saying what and where, because these
files are written by hand.
"""

from __future__ import annotations

from boardgen.games.pegs_and_jokers import card_play
from boardgen.games.pegs_and_jokers.state import START, PegsRuleSet, State
from boardgen.games.pegs_and_jokers.board.topology import HOME_HOLES, PEGS_PER_SEAT
from boardgen.games.pegs_and_jokers.variants import canonical
from boardgen.play.positions import Position, hole_number, moves_json, parse_position, position_json, require_cards
from boardgen.play.positions import refuse as _refuse

GAME = "pegs-and-jokers"


def parse(text: str) -> Position:
    return parse_position(text, GAME, PegsRuleSet.create, _state)


def _state(rules: PegsRuleSet, raw: object) -> State:
    return State(rules, _pegs(rules, raw))


def _pegs(rules: PegsRuleSet, raw: object) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list) or len(raw) != rules.players:
        _refuse(f'"pegs" must hold one list per seat ({rules.players})')
    seen_track: dict[int, int] = {}
    pegs = []
    for seat, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != PEGS_PER_SEAT:
            got = len(row) if isinstance(row, list) else row
            _refuse(f"seat {seat} must have {PEGS_PER_SEAT} pegs", got)
        codes = [_code(rules, seat, name) for name in row]
        for code in codes:
            if 0 <= code < rules.track:
                if code in seen_track:
                    _refuse(f"two pegs in track:{code} (seats {seen_track[code]} and {seat})")
                seen_track[code] = seat
        homes = [code for code in codes if code >= rules.track]
        if len(set(homes)) != len(homes):
            _refuse(f"seat {seat} has two pegs in one home hole")
        pegs.append(tuple(sorted(codes)))
    return tuple(pegs)


def _code(rules: PegsRuleSet, seat: int, name: object) -> int:
    if not isinstance(name, str):
        _refuse(f"seat {seat}: a peg must be start, track:N or home:H", name)
    kind, _, number = name.partition(":")
    if kind == "start" and not number:
        return START
    limits = {"track": rules.track, "home": HOME_HOLES}
    value = hole_number(number)
    if kind in limits and value is not None and value < limits[kind]:
        return value if kind == "track" else rules.home(value)
    _refuse(f"seat {seat}: a peg must be start, track:0..{rules.track - 1} or home:0..{HOME_HOLES - 1}", name)
    raise AssertionError  # _refuse always raises


def peg_names(state: State) -> list[list[str]]:
    return [[card_play.code_name(state.rules, code) for code in row] for row in state.pegs]


def to_json(position: Position) -> dict[str, object]:
    """The position in the documented format, so a result can be fed back in."""
    rules = position.state.rules
    return position_json(GAME, position, list(canonical(rules.variants)), peg_names(position.state))


def moves(position: Position, card: str | None = None) -> dict[str, list[dict[str, object]]]:
    """Every distinct legal move for the seat to play, for ``card`` or each card of the hand.

    With ``card`` the hand still counts for rules that look at the whole hand
    (``overshoot-forced-around``); the card is added to it if missing.
    """
    require_cards(position, card)
    hand = position.hand if card is None or card in position.hand else position.hand + (card,)
    state = position.state
    found = card_play.legal_moves(state, position.turn, hand, position.idle_turns)
    return moves_json((move for move in found if card is None or move.card == card),
                      lambda move: card_play.describe(state.rules, move),
                      lambda move: peg_names(card_play.apply(state, move)))
