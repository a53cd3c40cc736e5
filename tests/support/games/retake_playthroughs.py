"""Rewrite the golden playthroughs (tests/data/playthroughs/) and the move-count tables
(tests/data/move_counts/) from the current code: ``python3 -m tests.support.games.retake_playthroughs``.
Run it only after a change to the rules that is meant; read the diff, and say in the commit
which rule changed and why the moves did."""

from __future__ import annotations

from tests.support.games.move_tables import files
from tests.support.games.recorded_games import GAMES, MOVE_COUNTS, PLAYTHROUGHS, playthrough_text, record


def main() -> None:
    PLAYTHROUGHS.mkdir(parents=True, exist_ok=True)
    MOVE_COUNTS.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        (PLAYTHROUGHS / f"{game.stem}.txt").write_text(playthrough_text(record(game)))
    for name, text in files(retake=True).items():
        (MOVE_COUNTS / name).write_text(text)
    print(f"wrote {len(GAMES)} playthroughs to {PLAYTHROUGHS} and the move counts to {MOVE_COUNTS}")


if __name__ == "__main__":
    main()
