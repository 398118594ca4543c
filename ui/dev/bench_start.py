"""``bench-ui``'s first measurement: from launch to the first painted frame and to a playable mat.

A bare PySide6 window is timed against Big Trouble started the way a player starts it
(``bigtrouble --first-frame``), each as a process of its own, alternately (bare, game, bare,
game...), after one warm-up run of each, in a throw-away home folder. The warm-ups compile the
bytecode of both; the game's warm-up is its very first launch (no card face drawn yet, timed
once as ``cold_playable_ms``) and stays until every face its game can show is in the face
cache, as a player's first session leaves it while they look at the mat.

For the game three moments are timed from the process start: its first painted frame (the
window with its panels), the mat's first paint, and the *playable mat*: a first start's
Quick Game, chosen on the welcome as soon as the welcome is painted, painted on the mat at a
moment it accepts a move (``ui.dev.firstframe.mat_accepts_move``). The target is the
playable mat at most 1.5 times the bare window's first frame (medians). Each side's CPU time
(user and system, of the whole process) is given beside its wall time.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel

class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False

def done():
    print("painted", flush=True)
    app.exit(0)

app = QApplication(sys.argv)
win = QMainWindow()
win.setCentralWidget(QLabel("bare"))
win.resize(1366, 768)
w = Watch()
win.centralWidget().installEventFilter(w)
win.show()
app.exec()
"""

LAUNCH = """
from ui.app import main
raise SystemExit(main(["--first-frame"]))
"""

WARM_UP = """
from ui.app import main
raise SystemExit(main(["--first-frame", "--fill-face-cache"]))
"""


PLAYABLE_TARGET = 1.5
"""The playable mat's target, as a multiple of a bare window's first frame (issue #22)."""


def _children_cpu_ms() -> float:
    """User and system CPU time of every child process waited for so far, in ms."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r.ru_utime + r.ru_stime) * 1000


def _time_lines(code: str, env: dict[str, str]) -> dict[str, float]:
    """Run ``code`` in a child Python; ms from its start to each line it prints, and its CPU ms as ``cpu``."""
    with tempfile.TemporaryFile("w+") as errors:  # a file, not a pipe: a chatty child can't block on it
        cpu0 = _children_cpu_ms()
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
        marks: dict[str, float] = {}
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                marks.setdefault(line.strip(), (time.perf_counter() - start) * 1000)
            proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        marks["cpu"] = _children_cpu_ms() - cpu0
        if proc.returncode != 0:
            errors.seek(0)
            raise RuntimeError(f"the child exited with status {proc.returncode}:\n{errors.read()[-2000:]}")
    return marks


def _time_child(code: str, env: dict[str, str]) -> tuple[float, float]:
    """The bare window: ms to its first paint and its CPU ms."""
    marks = _time_lines(code, env)
    if "painted" not in marks:
        raise RuntimeError("the bare window never painted")
    return marks["painted"], marks["cpu"]


def _time_launch(env: dict[str, str], code: str = LAUNCH) -> dict[str, float]:
    """The game: ms from launch to its first frame, its mat's first paint and its playable mat; its CPU ms."""
    marks = _time_lines(code, env)
    missing = {"first-frame", "mat-frame", "playable"} - set(marks)
    if missing:
        raise RuntimeError(f"the game never reported {', '.join(sorted(missing))}")
    return marks


def _quantile(values: list[float], q: float) -> float:
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def isolated_env(onscreen: bool) -> dict[str, str]:
    """The children's environment: this source tree first on the path, bytecode written, a throw-away home."""
    env = dict(os.environ)
    if not onscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    root = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode; so do both sides here
    home = tempfile.mkdtemp(prefix="bigtrouble-bench-home-")
    env.update(
        HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache"
    )
    return env


def first_frame(runs: int, onscreen: bool) -> dict[str, float]:
    """Launch figures, bare window against the game, runs taken in turns: medians and p99 in ms, and ratios.

    ``bare_ms``, ``ours_ms`` (the game's first frame), ``mat_ms`` and ``playable_ms`` are medians;
    each has a ``*_p99_ms`` beside it, and ``bare_cpu_ms`` / ``ours_cpu_ms`` are the median CPU times.
    ``ratio``, ``mat_ratio`` and ``playable_ratio`` divide the medians by ``bare_ms``;
    ``cold_playable_ms`` is the one very first launch's playable mat (an empty face cache).
    """
    env = isolated_env(onscreen)
    try:
        _time_child(BARE, env)
        cold = _time_launch(env, WARM_UP)  # the very first launch: no face drawn yet; it then draws them all
        bare: list[float] = []
        bare_cpu: list[float] = []
        ours: dict[str, list[float]] = {"first-frame": [], "mat-frame": [], "playable": [], "cpu": []}
        for _ in range(runs):
            wall, cpu = _time_child(BARE, env)
            bare.append(wall)
            bare_cpu.append(cpu)
            marks = _time_launch(env)
            for key, values in ours.items():
                values.append(marks[key])
    finally:
        shutil.rmtree(env["HOME"], ignore_errors=True)
    b = statistics.median(bare)
    out = {"runs": float(runs), "bare_ms": round(b, 1), "bare_p99_ms": round(_quantile(bare, 0.99), 1)}
    for name, key in (("ours", "first-frame"), ("mat", "mat-frame"), ("playable", "playable")):
        m = statistics.median(ours[key])
        out[f"{name}_ms"] = round(m, 1)
        out[f"{name}_p99_ms"] = round(_quantile(ours[key], 0.99), 1)
        out["ratio" if name == "ours" else f"{name}_ratio"] = round(m / b, 2)
    out["cold_playable_ms"] = round(cold["playable"], 1)
    out["bare_cpu_ms"] = round(statistics.median(bare_cpu), 1)
    out["ours_cpu_ms"] = round(statistics.median(ours["cpu"]), 1)
    return out
