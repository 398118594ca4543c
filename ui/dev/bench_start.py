"""``bench-ui``'s first measurement: the time from process start to the first painted frame.

A bare PySide6 window is timed against Big Trouble started the way a player starts it, each as a
process of its own, alternately, after one warm-up run of each (so both start from compiled bytecode),
in a throw-away home folder. The game paints its window first and loads the game right after, so the
time at which the mat itself is painted is reported beside it.
"""

from __future__ import annotations

import os
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


def _time_child(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    if "painted" not in out.stdout:
        raise RuntimeError(f"the child never painted:\n{out.stderr[-2000:]}")
    return elapsed * 1000


def _time_launch(env: dict[str, str]) -> tuple[float, float]:
    """Milliseconds from launch to the window's first paint and to the mat's first paint."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", LAUNCH], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    first = mat = -1.0
    assert proc.stdout is not None
    for line in proc.stdout:
        now = (time.perf_counter() - start) * 1000
        if line.startswith("first-frame") and first < 0:
            first = now
        elif line.startswith("mat-frame"):
            mat = now
            break
    proc.communicate(timeout=60)
    if first < 0 or mat < 0:
        raise RuntimeError("the game never reported its first frames")
    return first, mat


def first_frame(runs: int, onscreen: bool) -> dict[str, float]:
    """Median ms from process start to the first painted frame, bare window vs the real launch."""
    env = dict(os.environ)
    if not onscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    root = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode; so do both sides here
    home = tempfile.mkdtemp(prefix="bigtrouble-bench-home-")
    env.update(
        HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache"
    )
    _time_child(BARE, env)
    _time_launch(env)
    bare, ours, mats = [], [], []
    for _ in range(runs):
        bare.append(_time_child(BARE, env))
        first, mat = _time_launch(env)
        ours.append(first)
        mats.append(mat)
    b, o, m = statistics.median(bare), statistics.median(ours), statistics.median(mats)
    return {
        "bare_ms": round(b, 1),
        "ours_ms": round(o, 1),
        "ratio": round(o / b, 2),
        "mat_ms": round(m, 1),
        "mat_ratio": round(m / b, 2),
    }
