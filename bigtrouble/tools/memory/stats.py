"""What the remembered games say: win rates with 95% intervals, Solo bests, streaks and challenges compared.

Rates count finished games only (an abandoned game has no result); a draw is not a win.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from attrs import asdict, frozen

from bigtrouble.tools.memory.facts import FINISHED

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""
SHOWN_BESTS = 10

Game = dict[str, Any]


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (``wins`` of ``games``); (0, 1) when there are no games."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    low = 0.0 if wins <= 0 else max(0.0, centre - half)  # exactly 0 or 1 at the ends (not 0.9999…)
    high = 1.0 if wins >= games else min(1.0, centre + half)
    return low, high


@frozen
class Rate:
    """Wins out of games for one label (a Mastermind, a Hero...), with its 95% interval."""

    label: str
    games: int
    wins: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        """Wins over games (0 with no games)."""
        return self.wins / self.games if self.games else 0.0


def rates(games: Iterable[Game], labels: Callable[[Game], Iterable[str]]) -> list[Rate]:
    """A win rate for every label ``labels`` gives the games (a game may count for several), most played first."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for g in games:
        for label in set(labels(g)):
            played[label] = played.get(label, 0) + 1
            won[label] = won.get(label, 0) + (g["outcome"] == "win")
    return sorted(
        (Rate(k, n, won[k], *wilson(won[k], n)) for k, n in played.items()), key=lambda r: (-r.games, r.label)
    )


def _variant(g: Game) -> list[str]:
    words = [g["variant"] or "standard"]
    return [" + ".join(words + list(g["house"]))]


BY: dict[str, Callable[[Game], Iterable[str]]] = {
    "mastermind": lambda g: [g["mastermind"]],
    "scheme": lambda g: [g["scheme"]],
    "hero": lambda g: g["heroes"],
    "villain group": lambda g: g["villains"],
    "players": lambda g: [str(g["players"])],
    "variant": _variant,
}
"""What win rates are split by, and how a game names its labels for each."""


@frozen
class Streaks:
    """Runs of team wins and of games not won, in the order the games ended."""

    current_kind: str
    current: int
    longest_wins: int
    longest_losses: int


def streaks(finished: list[Game]) -> Streaks:
    """The current run and the longest runs of wins and of games not won (``finished`` oldest first)."""
    kind, run, best_w, best_l = "", 0, 0, 0
    for g in finished:
        now = "wins" if g["outcome"] == "win" else "losses"
        run = run + 1 if now == kind else 1
        kind = now
        if now == "wins":
            best_w = max(best_w, run)
        else:
            best_l = max(best_l, run)
    return Streaks(kind, run, best_w, best_l)


@frozen
class ChallengeTally:
    """The games played from one challenge code: how many, how many won, the best VP and Solo score."""

    code: str
    games: int
    wins: int
    best_vp: int
    best_solo: int | None


def challenges(games: list[Game]) -> list[ChallengeTally]:
    """Finished games grouped by challenge code (only codes played more than once), most played first."""
    groups: dict[str, list[Game]] = {}
    for g in games:
        if g["challenge"]:
            groups.setdefault(g["challenge"], []).append(g)
    out = []
    for code, gs in groups.items():
        if len(gs) < 2:
            continue
        solos = [g["solo_score"] for g in gs if g["solo_score"] is not None]
        out.append(
            ChallengeTally(
                code,
                len(gs),
                sum(g["outcome"] == "win" for g in gs),
                max(max(g["vp"], default=0) for g in gs),
                max(solos) if solos else None,
            )
        )
    return sorted(out, key=lambda c: (-c.games, c.code))


@frozen
class Stats:
    """Everything ``python -m bigtrouble stats`` shows."""

    games: int
    finished: int
    abandoned: int
    by: dict[str, list[Rate]]
    solo_bests: list[dict[str, Any]]
    streaks: Streaks
    challenges: list[ChallengeTally]

    def to_json(self) -> dict[str, Any]:
        """Plain data, rates with their intervals."""
        return {
            "games": self.games,
            "finished": self.finished,
            "abandoned": self.abandoned,
            "win_rates": {k: [{**asdict(r), "rate": r.rate} for r in v] for k, v in self.by.items()},
            "solo_bests": self.solo_bests,
            "streaks": asdict(self.streaks),
            "challenges": [asdict(c) for c in self.challenges],
        }

    def text(self) -> str:
        """The figures in words, one table per split."""
        lines = [f"{self.games} games remembered: {self.finished} finished, {self.abandoned} abandoned."]
        if not self.finished:
            return "\n".join(lines)
        total = sum(r.wins for r in self.by["players"])
        lo, hi = wilson(total, self.finished)
        lines.append(f"Team wins: {total} of {self.finished} ({total / self.finished:.0%}, 95% {lo:.0%}-{hi:.0%}).")
        for name, rs in self.by.items():
            lines.append(f"\nWin rate by {name}:")
            for r in rs:
                lines.append(f"  {r.label:<40} {r.wins:>5}/{r.games:<5} {r.rate:>5.0%}  (95% {r.low:.0%}-{r.high:.0%})")
        s = self.streaks
        lines.append(
            f"\nStreaks: now {s.current} {s.current_kind}; longest {s.longest_wins} wins, {s.longest_losses} losses."
        )
        if self.solo_bests:
            lines.append("\nBest Solo scores:")
            for b in self.solo_bests:
                lines.append(f"  {b['score']:>4}  {b['mastermind']} / {b['scheme']}  ({b['ended_at'][:10]})")
        if self.challenges:
            lines.append("\nChallenges played more than once:")
            for c in self.challenges:
                solo = f", best Solo {c.best_solo}" if c.best_solo is not None else ""
                lines.append(f"  {c.code}  {c.wins}/{c.games} won, best VP {c.best_vp}{solo}")
        return "\n".join(lines)


def compute(games: list[Game]) -> Stats:
    """The statistics of the remembered games (``games`` oldest first, as :meth:`Memory.games` gives them)."""
    finished = [g for g in games if g["status"] == FINISHED and not g.get("edited")]  # hand-changed: not compared
    solos = sorted(
        (g for g in finished if g["solo_score"] is not None), key=lambda g: (-g["solo_score"], g["ended_at"])
    )
    bests = [
        {"score": g["solo_score"], "mastermind": g["mastermind"], "scheme": g["scheme"], "ended_at": g["ended_at"]}
        for g in solos[:SHOWN_BESTS]
    ]
    return Stats(
        games=len(games),
        finished=len(finished),
        abandoned=len(games) - len(finished),
        by={name: rates(finished, labels) for name, labels in BY.items()},
        solo_bests=bests,
        streaks=streaks(finished),
        challenges=challenges(finished),
    )
