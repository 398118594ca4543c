"""``bench-saves``: how long an autosave takes, with the fsyncs, for a long game.

The client writes the autosave before it returns to the event loop after every action,
so this must stay cheap. A real bot game of about 700 actions is saved ``count`` times
into a folder on disk (file fsync, rename, folder fsync each time); the text-building
alone is timed too, alternating with the full saves so both see the same machine load.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from attrs import frozen

from bigtrouble.actions import Action, EndTurn
from bigtrouble.bots import make_bot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord
from bigtrouble.model import Setup
from bigtrouble.rules.setup import new_game
from bigtrouble.saves import dumps, loads, save
from bigtrouble.saves.files import fsync_folder


def long_record(want: int = 700, seed: int = 0, tries: int = 40) -> GameRecord:
    """The record of a real 5-player bot game (random setups) of ``want`` actions, or the longest of ``tries``."""
    best = GameRecord(Setup(players=5), seed)
    for i in range(tries):
        setup = Setup(players=5)
        s = new_game(setup, seed + i)
        bot = make_bot("heuristic", seed + i)
        actions: list[Action] = []
        while not is_over(s) and len(actions) < want:
            a = bot.choose(s, legal_actions(s))
            s = apply(s, a)
            actions.append(a)
        if len(actions) > len(best.actions):
            best = GameRecord(setup, seed + i, tuple(actions))
        if len(actions) >= want:
            break
    return best


@frozen
class SaveBench:
    """Save timings in milliseconds: whole saves (with fsyncs), text only, and a load."""

    actions: int
    size: int
    folder: str
    save_median: float
    save_p99: float
    dumps_median: float
    dumps_p99: float
    folder_median: float
    folder_p99: float
    load_median: float

    def text(self) -> str:
        """The figures in words."""
        return "\n".join(
            [
                f"save of a {self.actions}-action game ({self.size:,} bytes) to {self.folder}:",
                f"  with fsync of file and folder: median {self.save_median:.2f} ms, p99 {self.save_p99:.2f} ms",
                f"  building the text alone:       median {self.dumps_median:.2f} ms, p99 {self.dumps_p99:.2f} ms",
                f"  the folder's fsync alone:      median {self.folder_median:.2f} ms, p99 {self.folder_p99:.2f} ms",
                f"  checking it back (loads):      median {self.load_median:.2f} ms",
            ]
        )


def _p99(xs: list[float]) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def run(count: int = 200, folder: str | None = None, want: int = 700) -> SaveBench:
    """Time ``count`` saves of a ~``want``-action game in ``folder`` (a new temporary folder by default)."""
    record = long_record(want)
    text = dumps(record)
    saves: list[float] = []
    texts: list[float] = []
    reads: list[float] = []
    folders: list[float] = []
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        target = Path(tmp) / "autosave.json"
        for _ in range(count):
            t0 = time.perf_counter()
            save(record, target)
            t1 = time.perf_counter()
            dumps(record)
            t2 = time.perf_counter()
            loads(text)
            t3 = time.perf_counter()
            fsync_folder(Path(tmp))
            t4 = time.perf_counter()
            saves.append((t1 - t0) * 1000)
            texts.append((t2 - t1) * 1000)
            reads.append((t3 - t2) * 1000)
            folders.append((t4 - t3) * 1000)
        where = str(Path(tmp).parent)
    return SaveBench(
        len(record.actions),
        len(text.encode("utf-8")),
        where,
        statistics.median(saves),
        _p99(saves),
        statistics.median(texts),
        _p99(texts),
        statistics.median(folders),
        _p99(folders),
        statistics.median(reads),
    )


def growth(lengths: tuple[int, ...] = (10, 1_000, 10_000), steps: int = 120, folder: str | None = None) -> str:
    """The autosave's cost per step at several game lengths: the journal's line against a whole-file save.

    For each length a record of that many actions is made from a real game's actions repeated (the
    files are written, never replayed), and then each round saves one more action at every length
    in turn, journal and whole file alternating, so all see the same machine. Median and p99, in ms.
    """
    from bigtrouble.saves.journal import Journal

    real = long_record(300)
    pool = real.actions or (EndTurn(),)
    times: dict[tuple[str, int], list[float]] = {}
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        journals, records = {}, {}
        for n in lengths:
            records[n] = GameRecord(real.setup, real.seed, tuple(pool[i % len(pool)] for i in range(n)))
            journals[n] = Journal(Path(tmp) / f"journal-{n}.json", compact_after=10**9)
            journals[n].write(records[n])
        for step in range(steps):
            for n in lengths:
                grown = GameRecord(real.setup, real.seed, records[n].actions + (pool[step % len(pool)],))
                for kind in ("journal", "whole") if step % 2 else ("whole", "journal"):
                    start = time.perf_counter()
                    if kind == "journal":
                        journals[n].write(grown)
                    else:
                        save(grown, Path(tmp) / f"whole-{n}.json")
                    times.setdefault((kind, n), []).append((time.perf_counter() - start) * 1000)
                records[n] = grown
    lines = [f"autosave cost per step ({steps} steps at each length, fsync included), median / p99 in ms:"]
    for n in lengths:
        j, w = times["journal", n], times["whole", n]
        lines.append(
            f"  {n:>6} actions: journal {statistics.median(j):.2f} / {_p99(j):.2f}"
            f"   whole file {statistics.median(w):.2f} / {_p99(w):.2f}"
        )
    return "\n".join(lines)


def remember_cost(count: int = 60, folder: str | None = None) -> str:
    """What writing a finished game into the game's memory (SQLite) costs: a 700-action game ``count`` times,
    CPU and wall time, median and max, in ms (the first write opens the file, once a session, and is left out)."""
    from bigtrouble.history import replay
    from bigtrouble.tools.memory import memory_file, remember_game

    record = long_record(700, 0)
    state = replay(record)
    cpu: list[float] = []
    wall: list[float] = []
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        path = memory_file(Path(tmp))
        problem = remember_game(record, state, None, 0, False, path)
        for _ in range(count):
            c, w = time.process_time(), time.perf_counter()
            problem = problem or remember_game(record, state, None, 0, False, path)
            cpu.append((time.process_time() - c) * 1000)
            wall.append((time.perf_counter() - w) * 1000)
    if problem:
        return f"writing a game failed: {problem}"
    return (
        f"remember a {len(record.actions)}-action game ({count} writes): CPU median {statistics.median(cpu):.2f} ms,"
        f" max {max(cpu):.2f} ms; wall median {statistics.median(wall):.2f} ms, max {max(wall):.2f} ms"
    )
