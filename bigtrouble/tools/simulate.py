"""Bots play whole games: results, summaries and the Mastermind x Scheme matrix.

Game ``i`` of a run uses seed ``seed + i`` for both the game and its bot, so
any single game (an error, an odd result) replays from its seed alone. An
exception inside a game never stops the run and is never hidden: it is
counted, with the seed and setup that reproduce it.
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from attrs import field, frozen

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import SOLO_VARIANT, Outcome, Setup
from bigtrouble.tools.games import (
    MAX_ACTIONS,
    SETUP_KINDS,
    GameResult,
    Job,
    Progress,
    freeze_loaded,
    make_setup,
    play_game,
    play_job,
)


@frozen
class Summary:
    """The results of many games."""

    results: tuple[GameResult, ...]
    seconds: float
    bot: str = ""
    setup: str = ""
    seed: int = 0
    mastermind: str = ""
    scheme: str = ""
    variant: str = ""
    house: tuple[str, ...] = ()

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)

    @property
    def finished(self) -> int:
        """Games that reached their end without an error."""
        return sum(1 for r in self.results if r.finished)

    @property
    def errors(self) -> tuple[GameResult, ...]:
        """Games that raised or got stuck."""
        return tuple(r for r in self.results if r.error)

    @property
    def actions(self) -> int:
        """Actions applied in all games."""
        return sum(r.actions for r in self.results)

    def count(self, outcome: Outcome) -> int:
        """Finished games with this team outcome."""
        return sum(1 for r in self.results if r.finished and r.outcome is outcome)

    def rate(self, outcome: Outcome) -> float:
        """The share of finished games with this outcome (0 when none finished)."""
        return self.count(outcome) / self.finished if self.finished else 0.0

    @property
    def scores(self) -> tuple[int, ...]:
        """The solo scores of the won Solo-mode games."""
        return tuple(r.score for r in self.results if r.finished and r.score is not None)

    @property
    def mean_score(self) -> float | None:
        """The mean solo score of the won Solo-mode games (``None`` when there is none)."""
        return sum(self.scores) / len(self.scores) if self.scores else None

    @property
    def mean_turns(self) -> float:
        """The mean number of turns of the finished games."""
        done = [r.turns for r in self.results if r.finished]
        return sum(done) / len(done) if done else 0.0

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return {
            "games": self.games,
            "finished": self.finished,
            "errors": len(self.errors),
            "outcomes": {o.value: self.count(o) for o in Outcome},
            "win_rate": round(self.rate(Outcome.WIN), 4),
            "mean_turns": round(self.mean_turns, 2),
            "mean_solo_score": round(self.mean_score, 2) if self.mean_score is not None else None,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "actions_per_second": round(self.actions / self.seconds) if self.seconds > 0 else 0,
            "bot": self.bot,
            "setup": self.setup,
            "seed": self.seed,
            "error_games": [
                {
                    "seed": r.seed,
                    "players": r.players,
                    "mastermind": r.mastermind,
                    "scheme": r.scheme,
                    "error": r.error,
                    "after_actions": r.actions,
                    "reproduce": self.reproduce(r),
                    "traceback": r.trace,
                }
                for r in self.errors
            ],
        }

    def text(self) -> str:
        """A short human report."""
        lines = [
            f"{self.games} games ({self.setup}, {self.bot} bot, seeds {self.seed}..{self.seed + self.games - 1}):"
            f" {self.finished} finished, {len(self.errors)} errors",
            "outcomes: " + ", ".join(f"{o.value} {self.count(o)} ({100 * self.rate(o):.1f}%)" for o in Outcome),
            f"mean turns {self.mean_turns:.1f}; {self.actions} actions in {self.seconds:.2f} s"
            + (f" ({self.actions / self.seconds:,.0f}/s)" if self.seconds > 0 else ""),
        ]
        if self.mean_score is not None:
            lines.append(f"mean solo score of the {len(self.scores)} won games: {self.mean_score:.1f}")
        for r in self.errors:
            lines.append(f"ERROR seed {r.seed} ({r.mastermind} / {r.scheme}, {r.players}p): {r.error}")
            lines.append(f"  reproduce: {self.reproduce(r)}")
        return "\n".join(lines)

    def reproduce(self, r: GameResult) -> str:
        """The command line that plays game ``r`` of this run alone, with the invariants checked."""
        cmd = (
            f"python -m bigtrouble simulate --players {r.players} --games 1 --seed {r.seed}"
            f" --bot {self.bot} --setup {self.setup}"
        )
        if self.mastermind:
            cmd += f" --mastermind {shlex.quote(self.mastermind)}"
        if self.scheme:
            cmd += f" --scheme {shlex.quote(self.scheme)}"
        if self.variant == SOLO_VARIANT:
            cmd += " --solo"
        if self.house:
            cmd += f" --house {','.join(self.house)}"
        return cmd + " --check"


_play_job = play_job


def play_all(
    jobs: Sequence[Job], workers: int = 1, progress: Progress | None = None, cluster: str | None = None
) -> list[GameResult]:
    """Play every job, in ``workers`` processes when more than one, or on a Ray cluster; results in job order.

    ``cluster`` is ``auto`` (start a local cluster) or the address of a running one; it
    needs the optional extra (see :mod:`bigtrouble.tools.cluster`).
    """
    if cluster is not None:
        from bigtrouble.tools.cluster import play_on_cluster

        return play_on_cluster(jobs, cluster, progress)
    results: list[GameResult | None] = [None] * len(jobs)
    if workers <= 1 or len(jobs) <= 1:
        for i, job in enumerate(jobs):
            results[i] = _play_job(job)
            if progress is not None:
                progress(i + 1, len(jobs))
    else:
        with ProcessPoolExecutor(max_workers=workers, initializer=freeze_loaded) as pool:
            futures = {pool.submit(_play_job, job): i for i, job in enumerate(jobs)}
            for done, future in enumerate(as_completed(futures), 1):
                results[futures[future]] = future.result()
                if progress is not None:
                    progress(done, len(jobs))
    return [r for r in results if r is not None]


def simulate(
    players: Sequence[int],
    games: int,
    seed: int = 0,
    setup: str = "first-game",
    bot: str = "heuristic",
    check: bool = False,
    mastermind: str = "",
    scheme: str = "",
    progress: Progress | None = None,
    workers: int = 1,
    variant: str = "",
    house: tuple[str, ...] = (),
    cluster: str | None = None,
) -> Summary:
    """Play ``games`` games; game ``i`` has seed ``seed + i`` and cycles through the player counts."""
    start = time.perf_counter()
    jobs = [
        (make_setup(setup, players[i % len(players)], mastermind, scheme, variant, house), seed + i, bot, check)
        for i in range(games)
    ]
    results = play_all(jobs, workers, progress, cluster)
    return Summary(tuple(results), time.perf_counter() - start, bot, setup, seed, mastermind, scheme, variant, house)


# The Mastermind x Scheme matrix.


@frozen
class Matrix:
    """Heuristic-bot results for every Mastermind x Scheme pair."""

    masterminds: tuple[str, ...]
    schemes: tuple[str, ...]
    cells: dict[tuple[str, str], Summary] = field(factory=dict)
    players: tuple[int, ...] = (2,)
    seconds: float = 0.0
    variant: str = ""

    def by_mastermind(self) -> dict[str, Summary]:
        """Every game against each Mastermind, all Schemes together."""
        return {
            m: Summary(tuple(r for (mm, _), c in self.cells.items() if mm == m for r in c.results), 0.0)
            for m in self.masterminds
        }

    def all_results(self) -> tuple[GameResult, ...]:
        """Every game of every cell."""
        return tuple(r for c in self.cells.values() for r in c.results)

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        total = Summary(self.all_results(), self.seconds, "heuristic", "random")
        return {
            "players": list(self.players),
            "masterminds": list(self.masterminds),
            "schemes": list(self.schemes),
            "games": total.games,
            "finished": total.finished,
            "errors": len(total.errors),
            "outcomes": {o.value: total.count(o) for o in Outcome},
            "seconds": round(self.seconds, 3),
            "variant": self.variant,
            "masterminds_summary": [
                {
                    "mastermind": m,
                    "games": c.games,
                    "win": round(c.rate(Outcome.WIN), 4),
                    "evil": round(c.rate(Outcome.EVIL), 4),
                    "draw": round(c.rate(Outcome.DRAW), 4),
                    "mean_solo_score": round(c.mean_score, 2) if c.mean_score is not None else None,
                }
                for m, c in self.by_mastermind().items()
            ],
            "cells": [
                {
                    "mastermind": m,
                    "scheme": sc,
                    "games": c.games,
                    "finished": c.finished,
                    "errors": len(c.errors),
                    "win": round(c.rate(Outcome.WIN), 4),
                    "evil": round(c.rate(Outcome.EVIL), 4),
                    "draw": round(c.rate(Outcome.DRAW), 4),
                    "mean_turns": round(c.mean_turns, 2),
                    "mean_solo_score": round(c.mean_score, 2) if c.mean_score is not None else None,
                    "error_games": c.to_json()["error_games"],
                }
                for (m, sc), c in self.cells.items()
            ],
        }

    def text(self) -> str:
        """The table: one row per pair, team win / evil / draw rates."""
        mw = max([len("Mastermind")] + [len(m) for m in self.masterminds])
        sw = max([len("Scheme")] + [len(s) for s in self.schemes])
        head = f"{'Mastermind':<{mw}}  {'Scheme':<{sw}}  games   win  evil  draw  turns  errors"
        who = "Solo mode" if self.variant == SOLO_VARIANT else f"Players {', '.join(map(str, self.players))}"
        lines = [f"{who}; heuristic bot", head, "-" * len(head)]
        for (m, sc), c in self.cells.items():
            lines.append(
                f"{m:<{mw}}  {sc:<{sw}}  {c.games:>5}  {_pct(c.rate(Outcome.WIN))}  {_pct(c.rate(Outcome.EVIL))}"
                f"  {_pct(c.rate(Outcome.DRAW))}  {c.mean_turns:>5.1f}  {len(c.errors):>6}"
            )
        total = Summary(self.all_results(), self.seconds)
        lines.append("-" * len(head))
        lines.append(
            f"{'all':<{mw}}  {'':<{sw}}  {total.games:>5}  {_pct(total.rate(Outcome.WIN))}"
            f"  {_pct(total.rate(Outcome.EVIL))}  {_pct(total.rate(Outcome.DRAW))}  {total.mean_turns:>5.1f}"
            f"  {len(total.errors):>6}"
        )
        lines.append("")
        lines.append(f"{'Mastermind':<{mw}}  games   win  evil  draw  mean solo score (won games)")
        for m, c in self.by_mastermind().items():
            mean = f"{c.mean_score:.1f}" if c.mean_score is not None else "-"
            lines.append(
                f"{m:<{mw}}  {c.games:>5}  {_pct(c.rate(Outcome.WIN))}  {_pct(c.rate(Outcome.EVIL))}"
                f"  {_pct(c.rate(Outcome.DRAW))}  {mean}"
            )
        for c in self.cells.values():
            for r in c.errors:
                lines.append(f"ERROR seed {r.seed} ({r.mastermind} / {r.scheme}, {r.players}p): {r.error}")
                lines.append(f"  reproduce: {c.reproduce(r)}")
        return "\n".join(lines)


def _pct(x: float) -> str:
    return f"{100 * x:>3.0f}%"


def run_matrix(
    players: Sequence[int],
    games: int,
    seed: int = 0,
    check: bool = False,
    progress: Progress | None = None,
    workers: int = 1,
    variant: str = "",
    house: tuple[str, ...] = (),
    cluster: str | None = None,
) -> Matrix:
    """Play ``games`` heuristic-bot games per pair and per player count; the rest of each setup is random.

    With ``variant`` ``"solo"`` every game is a Solo-mode game (the player counts are ignored).
    """
    if variant == SOLO_VARIANT:
        players = (1,)
    masterminds = tuple(d.name for d in registry.of_kind(Kind.MASTERMIND))
    schemes = tuple(d.name for d in registry.of_kind(Kind.SCHEME))
    start = time.perf_counter()
    pairs = [(m, sc) for m in masterminds for sc in schemes]
    jobs: list[Job] = [
        (Setup(players=n, mastermind=m, scheme=sc, variant=variant, house=house), seed + i, "heuristic", check)
        for m, sc in pairs
        for n in players
        for i in range(games)
    ]
    results = play_all(jobs, workers, progress, cluster)
    per_pair = len(players) * games
    cells = {
        pair: Summary(
            tuple(results[k * per_pair : (k + 1) * per_pair]), 0.0, "heuristic", "random", seed, *pair, variant, house
        )
        for k, pair in enumerate(pairs)
    }
    return Matrix(masterminds, schemes, cells, tuple(players), time.perf_counter() - start, variant)


# The heat map lives in its own module; these names stay importable from here.
from bigtrouble.tools.heatmap import CELL_H, CELL_W, HEAD_H, LABEL_W, PAD, draw_heat_map  # noqa: E402

__all__ = [
    "CELL_H",
    "CELL_W",
    "HEAD_H",
    "LABEL_W",
    "MAX_ACTIONS",
    "PAD",
    "SETUP_KINDS",
    "GameResult",
    "Job",
    "Progress",
    "draw_heat_map",
    "make_setup",
    "play_game",
    "freeze_loaded",
    "play_job",
]


def heat_map_path(png: str, players: int, counts: int) -> str:
    """Where the heat map for ``players`` goes: ``{players}`` in ``png`` is replaced; with several player
    counts and no placeholder, ``-<n>p`` goes before the extension (``balance.png`` -> ``balance-3p.png``)."""
    if "{players}" in png:
        return png.replace("{players}", str(players))
    if counts == 1:
        return png
    path = Path(png)
    return str(path.with_name(f"{path.stem}-{players}p{path.suffix}"))
