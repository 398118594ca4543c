"""``bigtrouble bench-ui [--json] [--runs N]``: how fast the client feels, measured side by side.

1. Time to first painted frame, from process start: a bare PySide6 window
   against Big Trouble started the way a player starts it (target: at most 2x).
   The game paints its window first and loads the game right after, so the time
   at which the mat itself is painted is reported beside it. One warm-up run of
   each first, so both start from compiled bytecode; a throw-away home folder.
2. Median scene update after an action in a mid-game position: submit the
   action, re-sync the mat and paint it (target: at most 16 ms).
3. Frame time while dragging a card: one mouse move plus its repaint
   (target: at most 16 ms).

Each process runs on the same Qt platform (offscreen unless ``--onscreen``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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


def _window(state: Any) -> Any:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.main_window import MainWindow
    from ui.session import Session

    ini = Path(tempfile.gettempdir()) / f"bigtrouble-bench-{os.getpid()}.ini"
    ini.unlink(missing_ok=True)
    win = MainWindow(settings=QSettings(str(ini), QSettings.Format.IniFormat), autosave=False)
    win.hot_seat = False  # measure the mat, not the curtain between turns
    win.resize(1366, 768)
    win.show()
    win.start(Session(state, None, 0))
    for _ in range(3):
        QApplication.processEvents()
    win.view.viewport().repaint()
    return win


def scene_updates(actions: int) -> dict[str, float]:
    """Median and worst ms for one action: submit it, re-sync the mat, paint the frame."""
    from PySide6.QtWidgets import QApplication

    from ui.autoplay import greedy
    from ui.positions import mid_game

    win = _window(mid_game())
    session = win.session
    times, syncs = [], []
    for _ in range(actions):
        s = session.state
        if s.phase.value == "over":
            break
        action = greedy(s)
        t0 = time.perf_counter()
        session.submit(action)
        t1 = time.perf_counter()
        win.view.viewport().repaint()
        t2 = time.perf_counter()
        times.append((t2 - t0) * 1000)
        syncs.append((t1 - t0) * 1000)
        win.scene.finish_animations()
        QApplication.processEvents()
    win.close()
    return {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(sorted(times)[int(len(times) * 0.95) - 1], 2),
        "median_sync_ms": round(statistics.median(syncs), 2),
        "actions": len(times),
    }


def drag_frames(moves: int) -> dict[str, float]:
    """Median and 95th-percentile ms per frame while a hand card is dragged across the mat."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    from ui.positions import mid_game

    win = _window(mid_game())
    scene, view = win.scene, win.view
    vp = view.viewport()
    hand = [i for i in scene.cards.values() if i.zone == "hand"]
    item = hand[0] if hand else next(iter(scene.cards.values()))
    start = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    target = view.mapFromScene(QPointF(scene.lay.played.cx, scene.lay.city[2].cy))
    times = []
    for i in range(1, moves + 1):
        t = i / moves
        pos = QPoint(int(start.x() + (target.x() - start.x()) * t), int(start.y() + (target.y() - start.y()) * t))
        t0 = time.perf_counter()
        QTest.mouseMove(vp, pos)
        vp.repaint()
        times.append((time.perf_counter() - t0) * 1000)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    win.close()
    return {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(sorted(times)[int(len(times) * 0.95) - 1], 2),
        "frames": len(times),
    }


def main(argv: Sequence[str] = ()) -> int:
    """Run the three measurements and print them (or JSON)."""
    parser = argparse.ArgumentParser(prog="bigtrouble bench-ui", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--runs", type=int, default=3, help="processes per side for the first frame")
    parser.add_argument("--onscreen", action="store_true", help="use the real display instead of offscreen")
    args = parser.parse_args(list(argv))
    if not args.onscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ui.qtapp import make_app

    make_app()
    ff = first_frame(args.runs, args.onscreen)
    su = scene_updates(60)
    dr = drag_frames(90)
    targets = {
        "first_frame": ff["ratio"] <= 2.0,
        "scene_update": su["median_ms"] <= 16.0,
        "drag": dr["median_ms"] <= 16.0,
    }
    if args.json:
        result = {
            "first_frame": ff,
            "scene_update": su,
            "drag": dr,
            "platform": "onscreen" if args.onscreen else "offscreen",
            "targets_met": targets,
        }
        print(json.dumps(result, indent=1))
        return 0
    print(f"{'measure':<34}{'ours':>12}{'reference':>14}{'target':>12}  met")
    ratio = f"{targets['first_frame']} ({ff['ratio']}x)"
    print(f"{'first painted frame (ms)':<34}{ff['ours_ms']:>12}{ff['bare_ms']:>14}{'<= 2x':>12}  {ratio}")
    mat_line = f"{'  mat painted, game loaded (ms)':<34}{ff['mat_ms']:>12}{ff['bare_ms']:>14}"
    print(f"{mat_line}{'':>12}  ({ff['mat_ratio']}x)")
    p95 = f"p95 {su['p95_ms']}"
    print(
        f"{'scene update after action (ms)':<34}{su['median_ms']:>12}{p95:>14}{'<= 16':>12}  {targets['scene_update']}"
    )
    p95 = f"p95 {dr['p95_ms']}"
    print(f"{'drag frame (ms)':<34}{dr['median_ms']:>12}{p95:>14}{'<= 16':>12}  {targets['drag']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
