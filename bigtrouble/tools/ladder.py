"""The bot ladder: the same seeded games played by each bot, with the time every move takes.

``python -m bigtrouble.tools.ladder --bot lookahead --setup random --games 100 --seed 0 --out FILE``
writes one JSON line per game (seed, outcome, actions, per-move CPU times summed up)
as it goes, so a long run can be read while it plays and resumed by seed range;
``--summary FILE...`` prints the win rates and move times of finished files, and for
every two bots that played the same setup, the paired comparison on the seeds both
played: games won only by one and only by the other, the difference in points with a 95%
interval, and the exact two-sided sign test on the games they disagree on.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bigtrouble.bots import BOT_KINDS, SEARCH_KINDS, Bot, make_bot
from bigtrouble.bots.paired_search import MAX_WORLDS
from bigtrouble.bots.policy import PolicyBot
from bigtrouble.bots.strong import BUDGET_S, StrongBot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.tools.simulate import make_setup

MAX_ACTIONS = 20_000

LADDER_BOTS = (*BOT_KINDS, "policy", *SEARCH_KINDS)
"""The seat bots, the lookahead bot's policy alone (never a seat: it shows what the lookahead adds),
the strong bot and the clairvoyant bound."""


WORLDS_PER_SECOND = MAX_WORLDS / BUDGET_S
"""With ``--budget``, a searched decision may also play this many worlds per second of its budget (the default
budget's ratio), so a larger budget is not cut short by the default's cap on worlds."""

SEARCHING = ("strong", "clairvoyant", "strong-middle")
"""The ladder's bots whose search ``--budget`` sets."""


def ladder_bot(kind: str, seed: int, budget_s: float | None = None) -> Bot:
    """A seat bot by name, or (``policy``) the lookahead bot's policy without its lookahead.

    ``budget_s``: for the strong bot and its variants, CPU seconds (and, in proportion, worlds) a searched
    decision near the end may take, instead of the default :data:`~bigtrouble.bots.strong.BUDGET_S`.
    """
    if budget_s is not None:
        if kind not in SEARCHING:
            raise ValueError(f"--budget applies to {', '.join(SEARCHING)}, not {kind!r}")
        bot = make_bot(kind, seed)
        assert isinstance(bot, StrongBot)
        bot.budget_s = budget_s
        bot.playouts = max(1, round(WORLDS_PER_SECOND * budget_s))
        return bot
    return PolicyBot(seed) if kind == "policy" else make_bot(kind, seed)


def bot_label(kind: str, budget_s: float | None) -> str:
    """The name a game's line gives its bot: the kind, and a budget other than the default (``strong@2.4s``)."""
    return kind if budget_s is None else f"{kind}@{budget_s:g}s"


def play_one(bot: str, setup: str, players: int, seed: int, budget_s: float | None = None) -> dict[str, object]:
    """One seeded game with ``bot`` in every seat; every move's CPU time in microseconds."""
    s = make_setup(setup, players)
    from bigtrouble.rules.setup import new_game

    state = new_game(s, seed)
    player = ladder_bot(bot, seed, budget_s)
    moves: list[int] = []
    while not is_over(state) and len(moves) < MAX_ACTIONS:
        t0 = time.process_time_ns()
        action = player.choose(state, legal_actions(state))
        moves.append((time.process_time_ns() - t0) // 1000)
        state = apply(state, action)
    return {
        "bot": bot_label(bot, budget_s),
        "setup": setup,
        "players": players,
        "seed": seed,
        "mastermind": state.setup.mastermind,
        "scheme": state.setup.scheme,
        "outcome": state.outcome.value if state.outcome is not None else "stuck",
        "actions": len(moves),
        "move_us": moves,
    }


def sign_test(only_a: int, only_b: int) -> float:
    """The exact two-sided sign-test p-value of ``only_a`` against ``only_b`` (each side equally likely if alike)."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    k = min(only_a, only_b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2.0 * float(tail))


def paired(a: dict[int, bool], b: dict[int, bool]) -> tuple[int, int, int, float, float, float, float]:
    """Two bots' wins by seed, on the seeds both played.

    Returns the seeds in common, games won only by ``a``, only by ``b``, the difference
    in points (a - b), the low and high ends of its 95% interval (normal approximation
    of the paired differences) and the sign test's p-value.
    """
    seeds = sorted(set(a) & set(b))
    n = len(seeds)
    only_a = sum(1 for x in seeds if a[x] and not b[x])
    only_b = sum(1 for x in seeds if b[x] and not a[x])
    if n == 0:
        return 0, 0, 0, 0.0, 0.0, 0.0, 1.0
    mean = (only_a - only_b) / n
    var = ((only_a + only_b) / n - mean * mean) * n / max(1, n - 1)
    half = 1.96 * math.sqrt(max(0.0, var) / n)
    return n, only_a, only_b, 100 * mean, 100 * (mean - half), 100 * (mean + half), sign_test(only_a, only_b)


def summary(paths: Sequence[Path]) -> str:
    """Win rates and move times of ladder files, one line per (bot, setup); then each paired comparison."""
    rows: dict[tuple[str, str, int], list[dict[str, object]]] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            if line.strip():
                g = json.loads(line)
                rows.setdefault((str(g["bot"]), str(g["setup"]), int(str(g["players"]))), []).append(g)
    return "\n".join(_rates(rows) + _pairs(rows))


def _pairs(rows: dict[tuple[str, str, int], list[dict[str, object]]]) -> list[str]:
    """One line per two bots on one setup and player count, over the seeds both played."""
    out = []
    rank = {
        b: i
        for i, b in enumerate(("random", "heuristic", "policy", "lookahead", "strong", "strong-middle", "clairvoyant"))
    }
    keys = sorted(rows, key=lambda k: (-rank.get(k[0].split("@")[0], len(rank)), k))  # the stronger bot first
    for i, (bot_a, setup, players) in enumerate(keys):
        for bot_b, setup_b, players_b in keys[i + 1 :]:
            if (setup_b, players_b) != (setup, players):
                continue
            wins_a = {int(str(g["seed"])): g["outcome"] == "win" for g in rows[(bot_a, setup, players)]}
            wins_b = {int(str(g["seed"])): g["outcome"] == "win" for g in rows[(bot_b, setup, players)]}
            n, only_a, only_b, diff, low, high, p = paired(wins_a, wins_b)
            if n == 0:
                continue
            won_a = sum(wins_a[x] for x in wins_a if x in wins_b)
            won_b = sum(wins_b[x] for x in wins_b if x in wins_a)
            out.append(
                f"{bot_a} vs {bot_b}, {setup} {players}p, {n} common seeds: won {won_a} vs {won_b}, "
                f"only {bot_a} {only_a}, only {bot_b} {only_b}; "
                f"{diff:+.1f} points (95% {low:+.1f} .. {high:+.1f}), sign test p = {p:.2g}; "
                f"{bot_b} also won {won_a - only_a} of the {won_a} {bot_a} won ({_share(won_a - only_a, won_a)})"
            )
    return out


def _share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage, with the 95% Wilson interval (``-`` when ``whole`` is 0)."""
    if whole == 0:
        return "-"
    p = part / whole
    z = 1.96
    centre = (p + z * z / (2 * whole)) / (1 + z * z / whole)
    half = z * math.sqrt(p * (1 - p) / whole + z * z / (4 * whole * whole)) / (1 + z * z / whole)
    return f"{100 * p:.1f}%, 95% {100 * (centre - half):.1f}-{100 * (centre + half):.1f}%"


def _rates(rows: dict[tuple[str, str, int], list[dict[str, object]]]) -> list[str]:
    """Win rate, Evil's rate and move times, one line per (bot, setup, players)."""
    out = []
    for (bot, setup, players), games in sorted(rows.items()):
        wins = sum(1 for g in games if g["outcome"] == "win")
        moves = sorted(m for g in games for m in g["move_us"])  # type: ignore[attr-defined]
        p99 = moves[min(len(moves) - 1, int(0.99 * len(moves)))] if moves else 0
        seeds = sorted(int(str(g["seed"])) for g in games)
        per_game = [sum(g["move_us"]) for g in games]  # type: ignore[call-overload]
        out.append(
            f"{bot:<10} {setup:<10} {players}p  games {len(games):>4} (seeds {seeds[0]}..{seeds[-1]})"
            f"  win {100 * wins / len(games):5.1f}%"
            f"  evil {100 * sum(1 for g in games if g['outcome'] == 'evil') / len(games):5.1f}%"
            f"  move median {statistics.median(moves) / 1000 if moves else 0:.2f} ms, p99 {p99 / 1000:.1f} ms"
            f"  game median {statistics.median(per_game) / 1e6:.2f} s"
        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Play a seed range with one bot, or sum up finished files."""
    ap = argparse.ArgumentParser(prog="python -m bigtrouble.tools.ladder")
    ap.add_argument("--bot", choices=LADDER_BOTS, default="heuristic")
    ap.add_argument("--setup", choices=("first-game", "random"), default="random")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--step", type=int, default=1, help="play seeds seed, seed+step, ... (to split a range)")
    ap.add_argument("--out", type=Path, help="append one JSON line per game here (default: stdout)")
    ap.add_argument("--summary", type=Path, nargs="+", help="print the figures of finished files")
    ap.add_argument(
        "--budget",
        type=float,
        help=f"CPU seconds a searched decision may take ({', '.join(SEARCHING)}; default {BUDGET_S:g})",
    )
    args = ap.parse_args(argv)
    if args.budget is not None and (args.bot not in SEARCHING or not 0 < args.budget <= 60):
        ap.error(f"--budget must be above 0 and at most 60 seconds, for {', '.join(SEARCHING)}")
    if args.summary:
        print(summary(args.summary))
        return 0
    stream = args.out.open("a") if args.out else sys.stdout
    try:
        for i in range(0, args.games, args.step):
            stream.write(json.dumps(play_one(args.bot, args.setup, args.players, args.seed + i, args.budget)) + "\n")
            stream.flush()
    finally:
        if args.out:
            stream.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
