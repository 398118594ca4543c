"""Size and startup of the game's bundle against a minimal PySide6 window bundled the same way.

``python packaging/compare.py [--runs N] [--build] [--onscreen] [--json] [--strict]``

Both bundles come from the same rules (``packaging/bundle_rules.py``): ``dist/bigtrouble/``
and ``dist/minimal/`` (``--build`` builds whichever is missing). It prints:

- bundle size, as ``du -sb`` counts it (apparent bytes of every file, link and folder);
- time to first painted frame: from starting the program to the line it prints once the
  first frame is painted (``--first-frame``); median of ``--runs`` runs each, taken in
  turns, after one warm-up run each (the game's warm-up stays until every face its
  game can show is in its face cache, as a player's first session leaves it);
- for the game, also the time until the mat itself is painted (the first frame is the
  window with its panels; the game is loaded right after it), and until the mat is
  playable: a first start's Quick Game painted and accepting a move (``playable``), with
  its ratio to the minimal window's first frame (issue #22's target: at most 1.5x; printed,
  not checked).

Targets: size at most 1.25x, first frame at most 1.5x. Exit status 1 if the size target
is missed (sizes do not jitter); with ``--strict`` also if the startup target is missed.
Every run uses a throw-away home folder, so no saved game or settings of yours is read.
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

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SIZE_TARGET = 1.25
START_TARGET = 1.5
PLAYABLE_TARGET = 1.5
"""Launch to a playable mat, as a multiple of the minimal window's first frame (issue #22)."""


def tree_size(path: Path) -> int:
    """Apparent size in bytes of ``path`` and everything under it, as ``du -sb`` counts it (hard links once)."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for entry in [path, *path.rglob("*")]:
        st = entry.lstat()
        key = (st.st_dev, st.st_ino)
        if key in seen:
            continue
        seen.add(key)
        total += st.st_size
    return total


def program(dist: Path, name: str) -> Path:
    """The program inside bundle folder ``dist/name``."""
    return dist / name / (name + (".exe" if sys.platform == "win32" else ""))


def isolated_env(home: Path, onscreen: bool) -> dict[str, str]:
    """The environment for a timed run: a throw-away home and config, offscreen unless ``onscreen``."""
    env = dict(os.environ)
    folders = {"HOME": "", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "cache"}
    for var, sub in folders.items():
        env[var] = str(home / sub)
    if not onscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def timed_run(exe: Path, env: dict[str, str], timeout: float = 60.0, extra: Sequence[str] = ()) -> dict[str, float]:
    """Start ``exe --first-frame [extra]``; ms from start to each line it prints (``first-frame``, ``mat-frame``,
    ``playable``)."""
    marks: dict[str, float] = {}
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(exe), "--first-frame", *extra], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            marks[line.strip()] = (time.perf_counter() - start) * 1000
        proc.wait(timeout=timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if "first-frame" not in marks:
        raise RuntimeError(f"{exe} never reported its first frame (exit status {proc.returncode})")
    return marks


def startup(ours: Path, base: Path, runs: int, onscreen: bool) -> dict[str, float]:
    """Median ms to the first frame of each bundle (and to the game's mat), runs taken in turns."""
    with tempfile.TemporaryDirectory(prefix="bigtrouble-compare-") as tmp:
        env = isolated_env(Path(tmp), onscreen)
        timed_run(ours, env, extra=["--fill-face-cache"])  # stays until its game's faces are all drawn and kept
        timed_run(base, env)
        first, mat, playable, minimal = [], [], [], []
        for _ in range(runs):
            marks = timed_run(ours, env)
            first.append(marks["first-frame"])
            mat.append(marks.get("mat-frame", float("nan")))
            playable.append(marks.get("playable", float("nan")))
            minimal.append(timed_run(base, env)["first-frame"])
    b, o, p = statistics.median(minimal), statistics.median(first), statistics.median(playable)
    return {
        "minimal_ms": round(b, 1),
        "ours_ms": round(o, 1),
        "ratio": round(o / b, 2),
        "ours_mat_ms": round(statistics.median(mat), 1),
        "ours_playable_ms": round(p, 1),
        "playable_ratio": round(p / b, 2),
        "runs": runs,
    }


def sizes(ours: Path, base: Path) -> dict[str, float]:
    """The two bundle folders' sizes in bytes and their ratio."""
    o, b = tree_size(ours), tree_size(base)
    return {"minimal_bytes": b, "ours_bytes": o, "ratio": round(o / b, 3)}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The comparison's options."""
    parser = argparse.ArgumentParser(prog="python packaging/compare.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each program (default 7)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundles are (default: dist/)")
    parser.add_argument("--build", action="store_true", help="build the bundles that are missing first")
    parser.add_argument("--onscreen", action="store_true", help="time on the real display instead of offscreen")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--strict", action="store_true", help="exit 1 if the startup target is missed too")
    args = parser.parse_args(list(argv))
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print both ratios; exit status 1 if a target is missed (startup only with ``--strict``)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    for name, flag in (("bigtrouble", []), ("minimal", ["--minimal"])):
        if not program(args.dist, name).exists():
            if not args.build:
                print(f"no {program(args.dist, name)}: build it (python packaging/build.py {' '.join(flag)})")
                return 2
            subprocess.run([sys.executable, str(HERE / "build.py"), *flag, "--dist", str(args.dist)], check=True)
    size = sizes(args.dist / "bigtrouble", args.dist / "minimal")
    start = startup(program(args.dist, "bigtrouble"), program(args.dist, "minimal"), args.runs, args.onscreen)
    size_ok, start_ok = size["ratio"] <= SIZE_TARGET, start["ratio"] <= START_TARGET
    if args.json:
        met = {"size": size_ok, "first_frame": start_ok}
        print(json.dumps({"size": size, "first_frame": start, "targets_met": met}))
    else:
        mb = 1024 * 1024
        print(f"{'':<28}{'bigtrouble':>12}{'minimal':>12}{'ratio':>8}{'target':>8}  met")
        print(
            f"{'bundle size (MiB, du -sb)':<28}{size['ours_bytes'] / mb:>12.1f}{size['minimal_bytes'] / mb:>12.1f}"
            f"{size['ratio']:>8.2f}{'<= ' + str(SIZE_TARGET):>8}  {size_ok}"
        )
        print(
            f"{'first painted frame (ms)':<28}{start['ours_ms']:>12.0f}{start['minimal_ms']:>12.0f}"
            f"{start['ratio']:>8.2f}{'<= ' + str(START_TARGET):>8}  {start_ok}"
        )
        blank = ""
        print(f"{'mat painted (ms)':<28}{start['ours_mat_ms']:>12.0f}{blank:>28}  (medians of {args.runs} runs)")
        print(
            f"{'playable mat (ms)':<28}{start['ours_playable_ms']:>12.0f}{blank:>12}"
            f"{start['playable_ratio']:>8.2f}{'<= ' + str(PLAYABLE_TARGET):>8}  (printed, not checked)"
        )
    if not size_ok or (args.strict and not start_ok):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
