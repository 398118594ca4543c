"""``bigtrouble bench-autosave``: what the autosave costs inside the client, for a long game.

The client writes the autosave with every step, before Qt gets control back, so its cost is paid on
every action, undo and redo. This loads a bot game of about 700 actions into the real window
(offscreen), then alternates two measurements, one of each per round: the window's own autosave
(the session's record with its redo steps, the JSON, the write, the fsync of the file and of the
folder), the engine's ``saves.save`` of a record built beforehand, and that record's JSON text alone
(no disk). It prints the median and the 99th percentile of each. The files go to a temporary
folder, never to the player's autosave.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def long_game(actions: int) -> Any:
    """A five-player bot game cut to ``actions`` actions (still going), as its record.

    Bot games last 200-700 actions; if none of the first 60 seeds is long enough, the longest is used.
    """
    from bigtrouble.history import GameRecord
    from bigtrouble.tools.bench import play_record

    longest = play_record(5, 1)
    for seed in range(1, 61):
        record = play_record(5, seed)
        if len(record.actions) > len(longest.actions):
            longest = record
        if len(longest.actions) > actions:
            break
    cut = min(actions, len(longest.actions) - 1)
    return GameRecord(longest.setup, longest.seed, longest.actions[:cut])


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def measure(actions: int, rounds: int, undone: int) -> dict[str, Any]:
    """Alternate the client's autosave and the bare save of the same game, ``rounds`` times each."""
    from PySide6.QtCore import QSettings

    from bigtrouble import saves
    from ui.session import Session
    from ui.window.main_window import MainWindow

    record = long_game(actions)
    folder = Path(tempfile.mkdtemp(prefix="bigtrouble-bench-autosave-"))
    win = MainWindow(settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), autosave=True)
    win.autosave_file = folder / "autosave.json"
    win.resize(1366, 768)
    win.show()
    session = Session.from_record(record)
    win.start(session)
    for _ in range(undone):
        session.stack.undo()
    full = session.record()
    assert full is not None
    client, bare, text = [], [], []
    for _ in range(rounds):
        t0 = time.perf_counter()
        win.autosave_now()
        t1 = time.perf_counter()
        saves.save(full, folder / "bare.json")
        t2 = time.perf_counter()
        saves.dumps(full)
        t3 = time.perf_counter()
        client.append((t1 - t0) * 1000)
        bare.append((t2 - t1) * 1000)
        text.append((t3 - t2) * 1000)
    size = win.autosave_target().stat().st_size
    win.autosave_enabled = False
    win.close()
    for p in folder.iterdir():
        p.unlink()
    folder.rmdir()
    return {
        "actions": len(full.actions) + len(full.redo),
        "redo_steps": len(full.redo),
        "bytes": size,
        "rounds": rounds,
        "client_median_ms": round(statistics.median(client), 2),
        "client_p99_ms": round(percentile(client, 0.99), 2),
        "bare_median_ms": round(statistics.median(bare), 2),
        "bare_p99_ms": round(percentile(bare, 0.99), 2),
        "json_median_ms": round(statistics.median(text), 2),
        "json_p99_ms": round(percentile(text, 0.99), 2),
    }


def main(argv: Sequence[str] = ()) -> int:
    """Measure and print the figures (or JSON)."""
    parser = argparse.ArgumentParser(prog="bigtrouble bench-autosave", description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=700, help="how long the game is (default 700)")
    parser.add_argument("--rounds", type=int, default=200, help="measurements of each kind (default 200)")
    parser.add_argument("--undone", type=int, default=5, help="steps undone first, saved as redo steps (default 5)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(list(argv))
    if args.actions < 1 or args.rounds < 1 or not 0 <= args.undone <= args.actions:
        parser.error("--actions and --rounds must be at least 1, --undone between 0 and --actions")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui.qtapp import make_app

    make_app()
    figures = measure(args.actions, args.rounds, args.undone)
    if args.json:
        print(json.dumps(figures, indent=1))
        return 0
    print(
        f"autosave of a {figures['actions']}-action game ({figures['redo_steps']} redo steps,"
        f" {figures['bytes']:,} bytes), {figures['rounds']} rounds, alternating"
    )
    print(f"{'measure':<44}{'median ms':>12}{'p99 ms':>10}")
    print(
        f"{'in the client (record + save + fsyncs)':<44}{figures['client_median_ms']:>12}{figures['client_p99_ms']:>10}"
    )
    print(f"{'saves.save alone (record built before)':<44}{figures['bare_median_ms']:>12}{figures['bare_p99_ms']:>10}")
    print(f"{'  of which the JSON text (no disk)':<44}{figures['json_median_ms']:>12}{figures['json_p99_ms']:>10}")
    return 0
