"""``bigtrouble bench-memory``: what the game memory's windows cost with a long history behind them.

Two figures the game memory promises (issue 24): the statistics window opens within 300 ms with
10,000 games remembered, and the replay theatre jumps to any action of a long game within 50 ms.
This fills a throw-away memory with that many games (varied cards, results, variants, challenges
and Solo scores, each with a real record), then opens the statistics window on it the way
File > Statistics… does, until it is painted; and it replays the longest of a few five-player bot
games in the theatre and jumps from its start to its end, back, and to action 1,000 (or the last
but five when the game is shorter): each jump until the mat's frame shows it, and until the log
(drawn just after that frame) has caught up too. Every figure is printed as a median and a 99th
percentile of wall time (and of this thread's CPU time for the whole); nothing is checked.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ui.dev.autosave_bench import percentile

JUMP_TO = 1000


def fill_memory(path: Path, games: int, seed: int = 1) -> None:
    """Write ``games`` remembered games of random cards and results into a new memory at ``path``."""
    from attrs import evolve

    from bigtrouble import replay
    from bigtrouble.cards import registry
    from bigtrouble.cards.defs import Kind
    from bigtrouble.tools.bench import play_record
    from bigtrouble.tools.memory.facts import facts_of
    from bigtrouble.tools.memory.store import open_memory

    record = play_record(2, seed)
    base = facts_of(record, replay(record), ended_at=time.time())
    rng = random.Random(seed)

    def names(kind: Kind) -> list[str]:
        return sorted({d.name for d in registry.of_kind(kind)})

    masterminds, schemes, heroes, villains, henchmen = (
        names(k) for k in (Kind.MASTERMIND, Kind.SCHEME, Kind.HERO, Kind.VILLAIN, Kind.HENCHMAN)
    )
    memory = open_memory(path)
    try:
        memory.conn.execute("BEGIN")
        for i in range(games):
            players = rng.randint(1, 5)
            finished = rng.random() < 0.9
            memory.add(
                evolve(
                    base,
                    ended_at=f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{i % 24:02d}:{i % 60:02d}:00",
                    status="finished" if finished else "abandoned",
                    outcome=rng.choice(["win", "evil", "draw"]) if finished else None,
                    players=players,
                    hands=players,
                    variant=rng.choice(["standard", "standard", "solo"]),
                    house=tuple(rng.sample(["mulligan", "gentle-start"], rng.randint(0, 1))),
                    mastermind=rng.choice(masterminds),
                    scheme=rng.choice(schemes),
                    heroes=tuple(rng.sample(heroes, 5)),
                    villains=tuple(rng.sample(villains, 2)),
                    henchmen=tuple(rng.sample(henchmen, 1)),
                    vp=tuple(rng.randint(0, 40) for _ in range(players)),
                    solo_score=rng.randint(-5, 60) if rng.random() < 0.2 else None,
                    challenge=f"BT-{rng.randint(0, 300)}" if rng.random() < 0.1 else "",
                    edited=rng.random() < 0.02,
                    fingerprint=f"bench-{i}",
                )
            )
        memory.conn.execute("COMMIT")
    finally:
        memory.close()


def _timed(run: Callable[[], Any]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.thread_time()
    run()
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def _figures(samples: list[tuple[float, float]]) -> dict[str, float]:
    walls, cpus = [s[0] for s in samples], [s[1] for s in samples]
    return {
        "wall_median_ms": round(sorted(walls)[len(walls) // 2], 1),
        "wall_p99_ms": round(percentile(walls, 0.99), 1),
        "cpu_median_ms": round(sorted(cpus)[len(cpus) // 2], 1),
        "cpu_p99_ms": round(percentile(cpus, 0.99), 1),
    }


def statistics_window(path: Path, runs: int) -> dict[str, float]:
    """Open File > Statistics… on the memory at ``path`` ``runs`` times, each until it is painted."""
    from PySide6.QtWidgets import QApplication

    from ui.panels.statistics import open_statistics

    app = QApplication.instance()
    samples = []
    shown: list[Any] = []

    def open_it() -> None:
        dialog = open_statistics(None, path)
        if dialog is None:
            raise SystemExit(f"bench-memory: the statistics window did not open on {path}")
        dialog.repaint()
        shown.append(dialog)

    for _ in range(runs):
        samples.append(_timed(open_it))
        shown[-1].close()
        shown.pop().deleteLater()
        if app is not None:
            app.processEvents()
    return _figures(samples)


def longest_game(seeds: int) -> Any:
    """The longest of ``seeds`` whole five-player bot games, as its record."""
    from bigtrouble.tools.bench import play_record

    return max((play_record(5, seed) for seed in range(1, seeds + 1)), key=lambda r: len(r.actions))


def theatre_jumps(record: Any, runs: int, folder: Path) -> dict[str, Any]:
    """Replay ``record`` in the theatre of a real (offscreen) window and time its jumps, ``runs`` rounds."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.panels.theatre import open_replay
    from ui.window.main_window import MainWindow

    app = QApplication.instance()
    win = MainWindow(settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), autosave=False)
    win.set_animation_ms(0)
    win.resize(1366, 768)
    win.show()
    theatre = open_replay(win, record, "bench")
    if theatre is None or app is None:
        raise SystemExit("bench-memory: the replay did not open")
    end = theatre.slider.maximum()
    middle = min(JUMP_TO, end - 5)

    painted: list[float] = []
    win.view.paint_listeners.append(lambda _event: painted.append(time.perf_counter()))

    def jump(step: int) -> tuple[tuple[float, float], float]:
        """One jump as a player makes it: (wall and CPU until the mat and the log show it, wall until the mat)."""
        painted.clear()
        began = time.perf_counter()

        def go() -> None:
            theatre.slider.setValue(step)
            app.processEvents()  # the mat's frame, then the log and the status line (a zero timer after it)
            if not painted:
                win.view.viewport().repaint()

        whole = _timed(go)
        return whole, (painted[0] - began) * 1000

    names = ("start to end", "end to start", f"start to {middle}")
    jumps: dict[str, list[tuple[float, float]]] = {n: [] for n in names}
    mats: dict[str, list[float]] = {n: [] for n in names}
    jump(end)  # each card face once, as a player's first look would
    jump(0)
    for _ in range(runs):
        for name, step in zip(names, (end, 0, middle), strict=True):
            whole, mat = jump(step)
            jumps[name].append(whole)
            mats[name].append(mat)
        jump(0)
    figures: dict[str, Any] = {}
    for name in names:
        figures[name] = _figures(jumps[name])
        figures[name]["mat_wall_median_ms"] = round(sorted(mats[name])[len(mats[name]) // 2], 1)
        figures[name]["mat_wall_p99_ms"] = round(percentile(mats[name], 0.99), 1)
    win.close()
    return {"actions": len(record.all_actions), **figures}


def main(argv: Sequence[str] | None = None) -> int:
    """Fill a memory, open the statistics window on it, replay a long game and jump through it; print the figures."""
    parser = argparse.ArgumentParser(prog="bigtrouble bench-memory", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games in the memory (default 10,000)")
    parser.add_argument("--runs", type=int, default=15, help="openings and jump rounds (default 15)")
    parser.add_argument("--seeds", type=int, default=20, help="five-player games to pick the longest from")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.runs < 1 or args.seeds < 1:
        parser.error("--games, --runs and --seeds must be at least 1")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bigtrouble-bench-memory-"))
    fill_memory(folder / "games.sqlite3", args.games)
    out = {
        "games": args.games,
        "statistics window": statistics_window(folder / "games.sqlite3", args.runs),
        "theatre": theatre_jumps(longest_game(args.seeds), args.runs, folder),
    }
    del app
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    stats = out["statistics window"]
    print(
        f"statistics window, {args.games} games: wall median {stats['wall_median_ms']} ms,"
        f" p99 {stats['wall_p99_ms']} ms; CPU median {stats['cpu_median_ms']} ms, p99 {stats['cpu_p99_ms']} ms"
    )
    theatre = out["theatre"]
    for name, fig in theatre.items():
        if isinstance(fig, dict):
            print(
                f"theatre jump {name} ({theatre['actions']} actions): mat shown, wall median"
                f" {fig['mat_wall_median_ms']} ms, p99 {fig['mat_wall_p99_ms']} ms; mat and log, wall median"
                f" {fig['wall_median_ms']} ms, p99 {fig['wall_p99_ms']} ms, CPU median {fig['cpu_median_ms']} ms,"
                f" p99 {fig['cpu_p99_ms']} ms"
            )
    return 0
