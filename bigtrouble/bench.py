"""How fast the engine is: the figures behind ``python -m bigtrouble bench``.

- throughput: actions per second in heuristic-bot playouts, timing legal-action
  generation plus ``apply`` (the bot's own thinking is timed apart);
- the median time of one ``apply``;
- stepping back one action at move 10 and at move 1000 of a long history (it
  must cost the same: a history keeps states, it does not replay);
- replaying a whole 2-player game from its record;
- the memory a 1000-action history holds.
"""

from __future__ import annotations

import gc
import statistics
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots import make_bot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord, History, replay
from bigtrouble.rules.setup import first_game, new_game

TARGET_ACTIONS_PER_SECOND = 10_000
TARGET_REPLAY_MS = 100.0
TARGET_HISTORY_MB = 20.0
LONG_HISTORY = 1000
"""The length of the long history the step-back and memory figures use."""


@frozen
class BenchResult:
    """The measured figures; times in seconds unless the name says otherwise."""

    games: int
    actions: int
    engine_seconds: float
    bot_seconds: float
    apply_median_us: float
    apply_p99_us: float
    legal_median_us: float
    step_back_10_us: float
    step_back_1000_us: float
    long_history_actions: int
    replay_ms: float
    replay_actions: int
    history_mb: float
    history_actions: int

    @property
    def actions_per_second(self) -> float:
        """Actions applied per second, legal-action generation included."""
        return self.actions / self.engine_seconds if self.engine_seconds > 0 else 0.0

    @property
    def with_bot_per_second(self) -> float:
        """Actions per second counting the heuristic bot's thinking too."""
        total = self.engine_seconds + self.bot_seconds
        return self.actions / total if total > 0 else 0.0

    def targets(self) -> dict[str, bool]:
        """Which targets are met (step back: move 1000 within 3x of move 10, allowing timer noise)."""
        return {
            "actions_per_second": self.actions_per_second >= TARGET_ACTIONS_PER_SECOND,
            "step_back_constant": self.step_back_1000_us <= 3 * max(self.step_back_10_us, 0.05),
            "replay_under_100ms": self.replay_ms < TARGET_REPLAY_MS,
            "history_under_20mb": self.history_mb < TARGET_HISTORY_MB,
        }

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return {
            "games": self.games,
            "actions": self.actions,
            "actions_per_second": round(self.actions_per_second),
            "with_bot_actions_per_second": round(self.with_bot_per_second),
            "apply_median_us": round(self.apply_median_us, 1),
            "apply_p99_us": round(self.apply_p99_us, 1),
            "legal_actions_median_us": round(self.legal_median_us, 1),
            "step_back_at_10_us": round(self.step_back_10_us, 3),
            "step_back_at_1000_us": round(self.step_back_1000_us, 3),
            "long_history_actions": self.long_history_actions,
            "replay_ms": round(self.replay_ms, 2),
            "replay_actions": self.replay_actions,
            "history_mb": round(self.history_mb, 2),
            "history_actions": self.history_actions,
            "targets": self.targets(),
        }

    def text(self) -> str:
        """A short human report."""
        ok = self.targets()

        def mark(key: str) -> str:
            return "ok" if ok[key] else "MISSED"

        return "\n".join(
            [
                f"playouts: {self.games} 2-player first games, {self.actions} actions",
                f"  {self.actions_per_second:,.0f} actions/s with legal-action generation"
                f" (target {TARGET_ACTIONS_PER_SECOND:,}: {mark('actions_per_second')});"
                f" {self.with_bot_per_second:,.0f}/s with the heuristic bot's thinking",
                f"  apply: median {self.apply_median_us:.1f} us, p99 {self.apply_p99_us:.1f} us;"
                f" legal_actions median {self.legal_median_us:.1f} us",
                f"step back one action: {self.step_back_10_us:.3f} us at move 10,"
                f" {self.step_back_1000_us:.3f} us at move {min(LONG_HISTORY, self.long_history_actions)}"
                f" of {self.long_history_actions} ({mark('step_back_constant')})",
                f"replay a full 2-player game ({self.replay_actions} actions): {self.replay_ms:.1f} ms"
                f" (target < {TARGET_REPLAY_MS:.0f} ms: {mark('replay_under_100ms')})",
                f"a {self.history_actions}-action history holds {self.history_mb:.2f} MB"
                f" (target < {TARGET_HISTORY_MB:.0f} MB: {mark('history_under_20mb')})",
            ]
        )


def play_record(players: int, seed: int, bot: str = "heuristic") -> GameRecord:
    """A whole first-game played by bots, as its record."""
    setup = first_game(players)
    s = new_game(setup, seed)
    b = make_bot(bot, seed)
    actions: list[Action] = []
    while not is_over(s):
        a = b.choose(s, legal_actions(s))
        s = apply(s, a)
        actions.append(a)
    return GameRecord(setup, seed, tuple(actions))


def long_record(seed: int, need: int = LONG_HISTORY + 1, tries: int = 30) -> GameRecord:
    """The first 5-player bot game from ``seed`` on that lasts ``need`` actions, else the longest tried."""
    best: GameRecord | None = None
    for i in range(tries):
        rec = play_record(5, seed + i)
        if best is None or len(rec.actions) > len(best.actions):
            best = rec
        if len(rec.actions) >= need:
            break
    assert best is not None
    return best


def _median_us(samples: list[int]) -> float:
    return statistics.median(samples) / 1000 if samples else 0.0


def _step_back_us(h: History, index: int, repeat: int = 2000) -> float:
    """The median time of one undo from point ``index``."""
    samples: list[int] = []
    clock = time.perf_counter_ns
    for _ in range(repeat):
        h.jump(index)
        t0 = clock()
        h.undo()
        samples.append(clock() - t0)
    return _median_us(samples)


def _history_mb(record: GameRecord) -> float:
    """The memory a History of this record holds, in MB (tracemalloc, after setup)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        h = History.from_record(record)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        del h
    finally:
        tracemalloc.stop()
    return (after - before) / 1e6


def run_bench(games: int = 20, seed: int = 0, progress: Callable[[int, int], None] | None = None) -> BenchResult:
    """Measure everything; ``games`` 2-player first games feed the throughput figures."""
    clock = time.perf_counter_ns
    apply_ns: list[int] = []
    legal_ns: list[int] = []
    bot_ns = 0
    steps = 4 + games
    for g in range(games):
        setup = first_game(2)
        s = new_game(setup, seed + g)
        b = make_bot("heuristic", seed + g)
        while not is_over(s):
            t0 = clock()
            legal = legal_actions(s)
            t1 = clock()
            a = b.choose(s, legal)
            t2 = clock()
            s = apply(s, a)
            t3 = clock()
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
            bot_ns += t2 - t1
        if progress is not None:
            progress(g + 1, steps)
    engine_s = (sum(apply_ns) + sum(legal_ns)) / 1e9

    rec2 = play_record(2, seed)
    replay_samples: list[int] = []
    for _ in range(5):
        t0 = clock()
        replay(rec2)
        replay_samples.append(clock() - t0)
    if progress is not None:
        progress(games + 1, steps)

    long = long_record(seed)
    h = History.from_record(long)
    far = min(LONG_HISTORY, len(long.actions))
    back_10 = _step_back_us(h, 10)
    back_far = _step_back_us(h, far)
    if progress is not None:
        progress(games + 2, steps)
    mem_record = GameRecord(long.setup, long.seed, long.actions[:LONG_HISTORY])
    mb = _history_mb(mem_record)
    if progress is not None:
        progress(games + 4, steps)

    apply_sorted = sorted(apply_ns)
    p99 = apply_sorted[min(len(apply_sorted) - 1, int(0.99 * len(apply_sorted)))] / 1000 if apply_sorted else 0.0
    return BenchResult(
        games=games,
        actions=len(apply_ns),
        engine_seconds=engine_s,
        bot_seconds=bot_ns / 1e9,
        apply_median_us=_median_us(apply_ns),
        apply_p99_us=p99,
        legal_median_us=_median_us(legal_ns),
        step_back_10_us=back_10,
        step_back_1000_us=back_far,
        long_history_actions=len(long.actions),
        replay_ms=statistics.median(replay_samples) / 1e6,
        replay_actions=len(rec2.actions),
        history_mb=mb,
        history_actions=len(mem_record.actions),
    )
