"""Two engine trees timed side by side: ``python -m bigtrouble bench --against OLD_TREE``.

Each round runs :mod:`bigtrouble.tools.probe` once with the old tree first on
``PYTHONPATH`` and once with this one, alternating (A B A B ...), each in a fresh
process playing the same seeded heuristic-bot games. The figures are CPU times
(steadier than the wall clock on a shared machine): the engine's share (legal
actions + apply) and whole playouts (the bot's thinking included), as medians
over the rounds, with the median and p99 of one action. The games' digests must be
equal: the two trees played exactly the same games.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attrs import frozen

THIS_TREE = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("probe.py")


@frozen
class TreeFigures:
    """One tree's figures over all rounds."""

    path: str
    engine_ms: tuple[float, ...]
    total_ms: tuple[float, ...]
    actions: int
    action_median_us: float
    action_p99_us: float
    digests: tuple[str, ...]
    game_engine_ms: tuple[tuple[float, ...], ...] = ()
    """Per round, each game's engine CPU time."""
    game_total_ms: tuple[tuple[float, ...], ...] = ()
    """Per round, each game's whole playout CPU time."""
    game_actions: tuple[int, ...] = ()

    def subset_medians(self, games: list[int]) -> tuple[float, float]:
        """Median over rounds of the engine and playout CPU time of only these games, in ms."""
        engine = [sum(r[g] for g in games) for r in self.game_engine_ms]
        total = [sum(r[g] for g in games) for r in self.game_total_ms]
        return (statistics.median(engine) if engine else 0.0, statistics.median(total) if total else 0.0)

    @property
    def engine_median(self) -> float:
        """Median engine CPU time of one round, in ms."""
        return statistics.median(self.engine_ms)

    @property
    def total_median(self) -> float:
        """Median playout CPU time of one round, in ms."""
        return statistics.median(self.total_ms)


def _percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def run_probe(tree: Path, games: int, seed: int, setup: str) -> dict[str, Any]:
    """One probe run in a child process with ``tree`` first on the path."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, "-c", PROBE.read_text(), str(games), str(seed), setup],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        cwd=str(tree),
    )
    if out.returncode != 0:
        raise RuntimeError(f"the probe failed in {tree}:\n{out.stderr.strip()}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def compare(
    old: Path,
    new: Path = THIS_TREE,
    rounds: int = 5,
    games: int = 8,
    seed: int = 0,
    setup: str = "random",
    progress: Callable[[int, int], None] | None = None,
) -> tuple[TreeFigures, TreeFigures]:
    """Time both trees over ``rounds`` alternating rounds; returns (old, new) figures."""
    old = old.resolve()
    if not (old / "bigtrouble" / "engine.py").is_file():
        raise ValueError(f"{old} is not a checkout of this project (no bigtrouble/engine.py)")
    trees = (old, new)
    runs: list[list[dict[str, Any]]] = [[], []]
    for r in range(rounds):
        for k, which in enumerate((0, 1) if r % 2 == 0 else (1, 0)):
            runs[which].append(run_probe(trees[which], games, seed, setup))
            if progress is not None:
                progress(2 * r + k + 1, 2 * rounds)
    figures = []
    for tree, data in zip(trees, runs, strict=True):
        per_action = [ns for d in data for ns in d["per_action_ns"]]
        figures.append(
            TreeFigures(
                path=str(tree),
                engine_ms=tuple(d["engine_ns"] / 1e6 for d in data),
                total_ms=tuple(d["total_ns"] / 1e6 for d in data),
                actions=data[0]["actions"],
                action_median_us=statistics.median(per_action) / 1000,
                action_p99_us=_percentile(per_action, 0.99) / 1000,
                digests=tuple(data[0]["digests"]),
                game_engine_ms=tuple(tuple(ns / 1e6 for ns in d.get("game_engine_ns", ())) for d in data),
                game_total_ms=tuple(tuple(ns / 1e6 for ns in d.get("game_total_ns", ())) for d in data),
                game_actions=tuple(data[0].get("game_actions", ())),
            )
        )
    return figures[0], figures[1]


def paired_ratio(old: tuple[float, ...], new: tuple[float, ...]) -> float:
    """The median over rounds of old / new within each round: steadier than a ratio of medians when
    the machine's load drifts, since a round's two runs follow each other."""
    return statistics.median(a / b for a, b in zip(old, new, strict=True) if b > 0)


def same_games(old: TreeFigures, new: TreeFigures) -> list[int]:
    """The indices of the games both trees played identically (equal digests)."""
    return [g for g, (a, b) in enumerate(zip(old.digests, new.digests, strict=False)) if a == b]


def report(old: TreeFigures, new: TreeFigures) -> str:
    """The side-by-side table and the speed-ups (also per action, and on the identical games alone)."""
    same = old.digests == new.digests and old.actions == new.actions
    counts = (
        f"{old.actions} actions a round"
        if old.actions == new.actions
        else (f"{old.actions} actions a round in the first tree, {new.actions} in the second")
    )
    lines = [
        f"{len(old.digests)} seeded 2-player heuristic-bot games, {counts};"
        f" {len(old.engine_ms)} rounds each, alternating; CPU time, medians over rounds",
        f"{'tree':<40} {'engine ms':>10} {'playout ms':>11} {'action median us':>17} {'p99 us':>8}",
    ]
    for f in (old, new):
        lines.append(
            f"{f.path[-40:]:<40} {f.engine_median:>10.1f} {f.total_median:>11.1f}"
            f" {f.action_median_us:>17.1f} {f.action_p99_us:>8.1f}"
        )
    lines.append(
        f"speed-up: engine {old.engine_median / new.engine_median:.2f}x,"
        f" whole playouts (bot included) {old.total_median / new.total_median:.2f}x"
    )
    if len(old.engine_ms) == len(new.engine_ms) > 1:
        lines.append(
            f"round by round (each round's pair run back to back), median ratio: engine"
            f" {paired_ratio(old.engine_ms, new.engine_ms):.2f}x, whole playouts"
            f" {paired_ratio(old.total_ms, new.total_ms):.2f}x"
        )
    if old.actions != new.actions and old.actions and new.actions:
        lines.append(
            f"per action: engine {old.engine_median / old.actions / (new.engine_median / new.actions):.2f}x,"
            f" whole playouts {old.total_median / old.actions / (new.total_median / new.actions):.2f}x"
        )
    lines.append("same games (actions and final states): " + ("yes" if same else "NO: the trees played differently"))
    alike = same_games(old, new)
    if not same and alike and old.game_engine_ms and new.game_engine_ms:
        old_engine, old_total = old.subset_medians(alike)
        new_engine, new_total = new.subset_medians(alike)
        n = sum(old.game_actions[g] for g in alike)
        lines.append(
            f"the {len(alike)} of {len(old.digests)} games both trees played identically ({n} actions):"
            f" engine {old_engine:.1f} vs {new_engine:.1f} ms, {old_engine / new_engine:.2f}x;"
            f" whole playouts {old_total:.1f} vs {new_total:.1f} ms, {old_total / new_total:.2f}x"
        )
    return "\n".join(lines)


def to_json(old: TreeFigures, new: TreeFigures) -> dict[str, Any]:
    """Plain data for ``--json``."""

    def one(f: TreeFigures) -> dict[str, Any]:
        return {
            "tree": f.path,
            "engine_ms": [round(x, 2) for x in f.engine_ms],
            "playout_ms": [round(x, 2) for x in f.total_ms],
            "engine_median_ms": round(f.engine_median, 2),
            "playout_median_ms": round(f.total_median, 2),
            "action_median_us": round(f.action_median_us, 2),
            "action_p99_us": round(f.action_p99_us, 2),
            "actions": f.actions,
        }

    alike = same_games(old, new)
    return {
        "old": one(old),
        "new": one(new),
        "engine_speedup": round(old.engine_median / new.engine_median, 3),
        "playout_speedup": round(old.total_median / new.total_median, 3),
        "same_games": old.digests == new.digests,
        "identical_games": len(alike),
        "engine_speedup_paired": round(paired_ratio(old.engine_ms, new.engine_ms), 3),
        "playout_speedup_paired": round(paired_ratio(old.total_ms, new.total_ms), 3),
    }
