"""How evenly the window draws while a strong bot searches beside it: ``python -m ui.dev.thinking_frames``.

The window shows a game; a 10 ms timer asks the mat for a whole repaint at every tick, and the gaps
between ticks are counted: with nothing else running, then with the strong bot searching decision
after decision on a worker thread, as a bot seat does, at Python's default switch interval (5 ms)
and at the one the client sets while a search runs (``ui.seats.thinking``). A figure, never a test:
the machine's load moves it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any


def searched_position() -> tuple[Any, Any]:
    """A strong bot that searches every decision it can (a seat's bot searches only near the end) and an early
    position where it does (a choice that is not a card play)."""
    from bigtrouble.actions import PlayCard
    from bigtrouble.bots import StrongBot
    from bigtrouble.engine import apply, legal_actions
    from bigtrouble.rules.setup import new_game
    from bigtrouble.tools.simulate import make_setup

    bot = StrongBot(1, endgame_turns=None)
    s = new_game(make_setup("random", 2), 3)
    while True:
        legal = legal_actions(s)
        first = bot.policy.choose(s, legal)
        if len(legal) > 1 and not isinstance(first, PlayCard):
            return bot, s
        s = apply(s, first)


def gaps(win: Any, app: Any, seconds: float, search: bool) -> tuple[list[float], int]:
    """The timer's tick-to-tick gaps in ms over ``seconds``, with or without searches; and how many searches ran."""
    from PySide6.QtCore import QTimer

    from bigtrouble.engine import legal_actions

    bot, s = searched_position()
    pool = ThreadPoolExecutor(max_workers=1)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)

    def tick() -> None:
        ticks.append(time.perf_counter())
        win.view.viewport().update()  # the whole mat drawn again, as a sliding card makes it

    timer.timeout.connect(tick)
    timer.start()
    done: list[Future[Any]] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if search and (not done or done[-1].done()):
            done.append(pool.submit(bot.choose, s, legal_actions(s)))
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    pool.shutdown(wait=True)
    return [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)], len(done)


def line(label: str, values: Sequence[float], searches: int) -> str:
    """One row of figures: median, p95, p99 and the longest gap."""
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return (
        f"{label:<34} {searches:>3} searches  gap median {statistics.median(ordered):5.1f} ms  "
        f"p95 {at(0.95):5.1f}  p99 {at(0.99):5.1f}  longest {ordered[-1]:5.1f}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print the gaps: idle, then searching at 5 ms and at the client's switch interval."""
    ap = argparse.ArgumentParser(prog="python -m ui.dev.thinking_frames", description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=8.0, help="how long each case is measured (default 8)")
    args = ap.parse_args(argv)
    from PySide6.QtCore import QSettings

    from bigtrouble import Setup, new_game
    from ui.qtapp import make_app
    from ui.seats.thinking import SWITCH_S
    from ui.session import Session
    from ui.window.main_window import MainWindow

    app = make_app()
    folder = tempfile.TemporaryDirectory()  # the player's own settings are never touched
    settings = QSettings(str(Path(folder.name) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("welcomed", True)
    win = MainWindow(settings=settings, autosave=False)
    win.resize(1366, 768)
    win.show()
    setup = Setup(players=2, mastermind="Six Shooter", scheme="Assassination")
    win.start(Session(new_game(setup, 7), setup, 7))
    for _ in range(50):
        app.processEvents()
        time.sleep(0.01)
    before = sys.getswitchinterval()
    try:
        for interval in (0.005, SWITCH_S):
            sys.setswitchinterval(interval)
            idle, _ = gaps(win, app, args.seconds / 2, search=False)
            print(line(f"idle, switch interval {interval * 1000:g} ms", idle, 0), flush=True)
            busy, n = gaps(win, app, args.seconds, search=True)
            print(line(f"searching, switch interval {interval * 1000:g} ms", busy, n), flush=True)
    finally:
        sys.setswitchinterval(before)
        win.close()
        folder.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
