"""CPU time per Pegs and Jokers game for each simulated player, as a ratio to greedy's.

Greedy is the floor: it generates every legal move of the hand, as smart does, and scores each
with one table look-up per relocation, so the ratio is what smart's scoring (danger map, risk
per move) costs on top of move generation, whatever the machine's speed. Target: smart at most
4 times greedy's time per game, so the default player keeps ``boardgen simulate`` quick.
Run: python benchmarks/bench_policies.py [games] [players]
"""

from __future__ import annotations

import sys
import time

from boardgen.games.pegs_and_jokers.simulation import simulate
from boardgen.games.pegs_and_jokers.state import PegsRuleSet

TARGET_RATIO = 4.0


def per_game(rules: PegsRuleSet, games: int, policy: str) -> tuple[float, float]:
    """CPU seconds per game and mean turns per game."""
    started = time.process_time()
    report = simulate(rules, games, 1, policy)
    elapsed = time.process_time() - started
    return elapsed / games, report.turns.mean if report.turns else float("nan")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rules = PegsRuleSet.create(players)
    floor, floor_turns = per_game(rules, games, "greedy")
    print(f"floor (greedy): {floor * 1000:.1f} ms a game, {floor_turns:g} turns mean")
    for policy in ("random", "smart"):
        seconds, turns = per_game(rules, games, policy)
        ratio = seconds / floor
        flag = ""
        if policy == "smart":
            flag = f"  (target <= {TARGET_RATIO:g}x: {'met' if ratio <= TARGET_RATIO else 'MISSED'})"
        print(f"{policy}: {seconds * 1000:.1f} ms a game, {turns:g} turns mean, {ratio:.2f}x greedy{flag}")


if __name__ == "__main__":
    main()
