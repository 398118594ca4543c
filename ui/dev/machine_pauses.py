"""Pauses of the whole machine, told apart from the client's own slow frames.

A virtual machine can be stopped by its host for tens of milliseconds at a time (Linux counts that
time as *steal* in ``/proc/stat``). Every process stops with it, so a gap between two mat paints in
``bench-ui`` can be the machine's and not the client's. To tell which, the bench runs a watcher
beside it: a separate process that does nothing but sleep 2 ms at a time and note each time it
woke far too late. A process that only sleeps is late by tens of milliseconds only when it was
not run at all. Each mat gap is then reported twice: as measured, and less the time the watcher
was stopped inside it (the client's own share).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence

# The watcher: sleeps 2 ms at a time and prints "start end stolen_ms" (perf_counter seconds, which is
# the system's monotonic clock on Linux, macOS and Windows alike) for every wake-up 10 ms or more late.
# It ends when its standard input closes.
WATCHER = r"""
import sys, threading, time

def steal():
    try:
        with open("/proc/stat") as f:
            return [int(l.split()[8]) for l in f if l.startswith("cpu") and l[3] != " "]
    except (OSError, IndexError, ValueError):
        return []

stop = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
print("ready", flush=True)
prev, s0 = time.perf_counter(), steal()
while not stop.is_set():
    time.sleep(0.002)
    now, s1 = time.perf_counter(), steal()
    if now - prev > 0.012:
        stolen = max((b - a for a, b in zip(s0, s1)), default=0) * 10
        print(f"{prev + 0.002:.6f} {now:.6f} {stolen}", flush=True)
    prev, s0 = now, s1
"""

Pause = tuple[float, float, int]
"""A stretch the watcher was not run: start, end (``time.perf_counter`` seconds), steal ms counted in it."""


class MachineWatch:
    """The watcher process, from :meth:`start` to :meth:`stop`; :attr:`pauses` holds what it saw."""

    def __init__(self) -> None:
        """A watch not yet started."""
        self._proc: subprocess.Popen[str] | None = None
        self.pauses: list[Pause] = []

    def start(self) -> None:
        """Start the watcher and wait until it runs."""
        self._proc = subprocess.Popen(
            [sys.executable, "-c", WATCHER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self._proc.stdout is not None
        self._proc.stdout.readline()

    @property
    def pid(self) -> int | None:
        """The watcher's process id while it runs."""
        return None if self._proc is None else self._proc.pid

    def stop(self) -> list[Pause]:
        """End the watcher and return the pauses it saw (also kept in :attr:`pauses`)."""
        if self._proc is None:
            return self.pauses
        out, _ = self._proc.communicate(input="", timeout=10)
        self._proc = None
        self.pauses = parse_pauses(out)
        return self.pauses


def parse_pauses(text: str) -> list[Pause]:
    """The watcher's lines as pauses; anything else in ``text`` is ignored."""
    pauses = []
    for line in text.splitlines():
        parts = line.split()
        try:
            start, end, stolen = float(parts[0]), float(parts[1]), int(parts[2])
        except (IndexError, ValueError):
            continue
        pauses.append((start, end, stolen))
    return pauses


def overlap_ms(start: float, end: float, pauses: Sequence[Pause]) -> float:
    """How many milliseconds of ``start``..``end`` (seconds) fall inside the machine's pauses."""
    return 1000 * sum(max(0.0, min(end, b) - max(start, a)) for a, b, _ in pauses)


def own_gap_ms(gaps: Sequence[tuple[float, float]], pauses: Sequence[Pause]) -> float:
    """The longest of ``gaps`` (start, end seconds) once the machine's pauses inside each are taken out."""
    return max((1000 * (b - a) - overlap_ms(a, b, pauses) for a, b in gaps), default=0.0)


def pause_summary(pauses: Sequence[Pause]) -> dict[str, float]:
    """How many pauses, the longest and their total (ms), and the steal the kernel counted in them (ms)."""
    lengths = [1000 * (b - a) for a, b, _ in pauses]
    return {
        "count": len(pauses),
        "longest_ms": round(max(lengths, default=0.0), 1),
        "total_ms": round(sum(lengths), 1),
        "steal_ms": sum(s for _, _, s in pauses),
    }
