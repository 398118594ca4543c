"""How long a bot seat thinks per decision: whole games with one seat bot in every seat, each decision timed.

``python -m bigtrouble.tools.seat_time --bot strong --games 6`` plays seeded games (game ``i`` uses
seed ``seed + i``) with the bot a seat gets (``make_bot(kind)``, the budget the client uses) in
every seat and prints the median, 95th percentile and longest decision, in CPU seconds of the
thread that thinks and in wall seconds, over every decision and over the ones the bot searched
(for the strong bot: the decisions near the end where it compared moves). A figure, never a
test: the machine's load moves it.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from bigtrouble.bots import BOT_KINDS, make_bot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.simulate import make_setup

MAX_ACTIONS = 20_000


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank; 0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def play(kind: str, setup: str, players: int, seed: int) -> tuple[list[float], list[float], list[bool], str]:
    """One game: each decision's thread CPU and wall seconds, whether it was searched, and the outcome."""
    s = new_game(make_setup(setup, players), seed)
    bots = [make_bot(kind, seed + p) for p in range(len(s.players))]
    from bigtrouble.engine import current_player

    cpu: list[float] = []
    wall: list[float] = []
    searched: list[bool] = []
    while not is_over(s) and len(cpu) < MAX_ACTIONS:
        bot = bots[current_player(s)]
        before = getattr(bot, "searched", 0)
        t0, w0 = time.thread_time(), time.perf_counter()
        action = bot.choose(s, legal_actions(s))
        cpu.append(time.thread_time() - t0)
        wall.append(time.perf_counter() - w0)
        searched.append(getattr(bot, "searched", 0) != before)
        s = apply(s, action)
    return cpu, wall, searched, s.outcome.value if s.outcome is not None else "stuck"


def line(label: str, values: Sequence[float]) -> str:
    """``label``: how many, median, p95 and the longest, in seconds."""
    if not values:
        return f"{label:<22} none"
    return (
        f"{label:<22} {len(values):>6}  median {statistics.median(values):.3f} s  "
        f"p95 {percentile(values, 0.95):.3f} s  longest {max(values):.3f} s"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games and print the figures."""
    ap = argparse.ArgumentParser(prog="python -m bigtrouble.tools.seat_time", description=__doc__.split("\n")[0])
    ap.add_argument("--bot", choices=BOT_KINDS, default="strong")
    ap.add_argument("--setup", choices=("first-game", "random"), default="random")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    cpu: list[float] = []
    wall: list[float] = []
    cpu_searched: list[float] = []
    wall_searched: list[float] = []
    outcomes: list[str] = []
    for i in range(args.games):
        c, w, found, outcome = play(args.bot, args.setup, args.players, args.seed + i)
        cpu += c
        wall += w
        cpu_searched += [x for x, f in zip(c, found, strict=True) if f]
        wall_searched += [x for x, f in zip(w, found, strict=True) if f]
        outcomes.append(outcome)
        print(f"game {args.seed + i}: {outcome}, {len(c)} decisions, {sum(found)} searched", flush=True)
    print(f"{args.bot} bot seat, {args.setup} setups, {args.players} players, {args.games} games")
    print(line("every decision, CPU", cpu))
    print(line("every decision, wall", wall))
    print(line("searched, CPU", cpu_searched))
    print(line("searched, wall", wall_searched))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
