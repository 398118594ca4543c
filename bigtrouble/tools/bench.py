"""How fast the engine is: the figures behind ``python -m bigtrouble bench``.

- throughput: actions per second in heuristic-bot playouts, timing legal-action
  generation plus ``apply`` (the bot's own thinking is timed apart);
- the median time of one ``apply``;
- stepping back one action at move 10 and at move 1000 of a long history (it
  must cost the same: a history keeps states, it does not replay);
- replaying a whole 2-player game from its record;
- the memory a 1000-action history holds;
- beside them, floors measured in the same run: a bare loop over the same states and
  actions, and one State copy by ``attrs.evolve`` against the engine's copier.

``bench --against OLD_TREE`` times another checkout side by side instead
(:mod:`bigtrouble.tools.sidebyside`).
"""

from __future__ import annotations

import gc
import statistics
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import attrs
from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots import make_bot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord, History, replay
from bigtrouble.model import evolve
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
    engine_cpu_seconds: float
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
    floor_loop_us: float = 0.0
    attrs_evolve_us: float = 0.0
    fast_evolve_us: float = 0.0
    legal_p99_us: float = 0.0

    @property
    def actions_per_second(self) -> float:
        """Actions applied per second, legal-action generation included."""
        return self.actions / self.engine_seconds if self.engine_seconds > 0 else 0.0

    @property
    def cpu_actions_per_second(self) -> float:
        """The same in the process's CPU time: steadier when other programs share the machine."""
        return self.actions / self.engine_cpu_seconds if self.engine_cpu_seconds > 0 else 0.0

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
            "cpu_actions_per_second": round(self.cpu_actions_per_second),
            "with_bot_actions_per_second": round(self.with_bot_per_second),
            "apply_median_us": round(self.apply_median_us, 1),
            "apply_p99_us": round(self.apply_p99_us, 1),
            "legal_actions_median_us": round(self.legal_median_us, 1),
            "legal_actions_p99_us": round(self.legal_p99_us, 1),
            "floor_bare_loop_us": round(self.floor_loop_us, 3),
            "floor_attrs_evolve_state_us": round(self.attrs_evolve_us, 3),
            "fast_evolve_state_us": round(self.fast_evolve_us, 3),
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
                f" {self.cpu_actions_per_second:,.0f}/s in CPU time;"
                f" {self.with_bot_per_second:,.0f}/s with the heuristic bot's thinking",
                f"  apply: median {self.apply_median_us:.1f} us, p99 {self.apply_p99_us:.1f} us;"
                f" legal_actions median {self.legal_median_us:.1f} us, p99 {self.legal_p99_us:.1f} us",
                f"  floor, same run: a bare loop over the same states and actions {self.floor_loop_us:.3f} us"
                f" an action;"
                f" one State copy: attrs.evolve {self.attrs_evolve_us:.2f} us, the engine's copier"
                f" {self.fast_evolve_us:.2f} us (medians)",
                f"step back one action: {self.step_back_10_us:.3f} us at move 10,"
                f" {self.step_back_1000_us:.3f} us at move {LONG_HISTORY}"
                f" of a {self.long_history_actions}-action history ({mark('step_back_constant')})",
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


def long_history(seed: int, need: int = LONG_HISTORY + 1) -> History:
    """A History of at least ``need`` states: 5-player bot games stitched end to start.

    A bot game lasts 200-700 actions, so a 1000-action history needs two or
    three of them. Each later game's states (after its setup) are appended,
    one per action, so the list is exactly what a long session would hold.
    """
    h = History.from_record(play_record(5, seed))
    i = 1
    while len(h.states) < need:
        more = History.from_record(play_record(5, seed + i))
        h.states.extend(more.states[1:])
        h.actions.extend(more.actions)
        i += 1
    h.jump(len(h.states) - 1)
    return h


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


def _history_mb(seed: int, actions: int = LONG_HISTORY) -> float:
    """The memory a History of ``actions`` actions holds, in MB (tracemalloc; the card set is not counted)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        h = long_history(seed, actions + 1)
        del h.states[actions + 1 :], h.actions[actions:]
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        del h
    finally:
        tracemalloc.stop()
    return (after - before) / 1e6


def run_bench(games: int = 20, seed: int = 0, progress: Callable[[int, int], None] | None = None) -> BenchResult:
    """Measure everything; ``games`` 2-player first games feed the throughput figures."""
    clock, cpu = time.perf_counter_ns, time.process_time_ns
    apply_ns: list[int] = []
    legal_ns: list[int] = []
    bot_ns = engine_cpu_ns = 0
    steps = 4 + games
    for g in range(games):
        setup = first_game(2)
        s = new_game(setup, seed + g)
        b = make_bot("heuristic", seed + g)
        while not is_over(s):
            c0 = cpu()
            t0 = clock()
            legal = legal_actions(s)
            t1 = clock()
            c1 = cpu()
            a = b.choose(s, legal)
            c2 = cpu()
            t2 = clock()
            s = apply(s, a)
            t3 = clock()
            engine_cpu_ns += c1 - c0 + cpu() - c2
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
            bot_ns += t2 - t1
        if progress is not None:
            progress(g + 1, steps)
    engine_s = (sum(apply_ns) + sum(legal_ns)) / 1e9
    floor_us, attrs_us, fast_us = _floors(seed)

    rec2 = play_record(2, seed)
    replay_samples: list[int] = []
    for _ in range(5):
        t0 = clock()
        replay(rec2)
        replay_samples.append(clock() - t0)
    if progress is not None:
        progress(games + 1, steps)

    long = long_history(seed)
    back_10 = _step_back_us(long, 10)
    back_far = _step_back_us(long, LONG_HISTORY)
    if progress is not None:
        progress(games + 2, steps)
    mb = _history_mb(seed)
    if progress is not None:
        progress(games + 4, steps)

    apply_sorted = sorted(apply_ns)
    p99 = apply_sorted[min(len(apply_sorted) - 1, int(0.99 * len(apply_sorted)))] / 1000 if apply_sorted else 0.0
    return BenchResult(
        games=games,
        actions=len(apply_ns),
        engine_seconds=engine_s,
        engine_cpu_seconds=engine_cpu_ns / 1e9,
        bot_seconds=bot_ns / 1e9,
        apply_median_us=_median_us(apply_ns),
        apply_p99_us=p99,
        legal_median_us=_median_us(legal_ns),
        step_back_10_us=back_10,
        step_back_1000_us=back_far,
        long_history_actions=len(long.states) - 1,
        replay_ms=statistics.median(replay_samples) / 1e6,
        replay_actions=len(rec2.actions),
        history_mb=mb,
        history_actions=LONG_HISTORY,
        floor_loop_us=floor_us,
        attrs_evolve_us=attrs_us,
        fast_evolve_us=fast_us,
        legal_p99_us=_p99_us(legal_ns),
    )


def _p99_us(samples: list[int]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] / 1000 if ordered else 0.0


def _floors(seed: int, repeat: int = 2000) -> tuple[float, float, float]:
    """What the figures stand on, measured now: a bare loop over a game's states and actions
    (the driver's own cost, no engine), and one State copy by ``attrs.evolve`` and by the engine's copier."""
    clock = time.perf_counter_ns
    rec = play_record(2, seed)
    pairs: list[tuple[Any, Action]] = []
    s = new_game(rec.setup, rec.seed)
    for a in rec.actions:
        pairs.append((s, a))
        s = apply(s, a)

    def nothing(state: Any, action: Action) -> Any:
        return state

    loop: list[int] = []
    for _ in range(20):
        t0 = clock()
        for st, a in pairs:
            nothing(st, a)
        loop.append((clock() - t0) // max(1, len(pairs)))
    attrs_ns: list[int] = []
    fast_ns: list[int] = []
    for i in range(repeat):
        t0 = clock()
        attrs.evolve(s, twists=i)
        t1 = clock()
        evolve(s, twists=i)
        fast_ns.append(clock() - t1)
        attrs_ns.append(t1 - t0)
    return _median_us(loop), _median_us(attrs_ns), _median_us(fast_ns)
