"""Every command line answers hostile arguments with one message and exit status 2: no traceback, no hang, no signal.

The defects these catch: ``scenario /dev/zero`` and ``play --scenario /dev/zero`` read forever;
``simulate --players 1-<huge>`` raised OverflowError; ``--png`` on a device or a folder,
``bench-saves --dir /proc`` and ``play --screenshot`` on a folder printed tracebacks; ``play --size
99999x99999 --screenshot`` died by a signal.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

HOSTILE = [
    ["scenario", "/dev/zero"],
    ["scenario", "/nonexistent/file.txt"],
    ["simulate", "--players", "1-99999999999999999999", "--games", "1"],
    ["simulate", "--players", "-5-2", "--games", "1"],
    ["simulate", "--matrix", "--games", "1", "--players", "2", "--png", "/dev/full"],
    ["simulate", "--matrix", "--games", "1", "--players", "2", "--png", "/tmp"],
    ["bench-saves", "--dir", "/proc", "--count", "2"],
    ["bench-saves", "--dir", "/nonexistent"],
    ["replay", "/dev/zero"],
    ["replay", "/proc"],
    ["advise", "/dev/zero"],
    ["advise", "/proc"],
    ["advise", "/nonexistent/save.json"],
    ["advise", "x.json", "--budget", "nan"],
    ["cards", "--bogus"],
    ["play", "--scenario", "/dev/zero"],
    ["play", "--scenario", "/tmp"],
    ["play", "--size", "99999x99999", "--screenshot", "out.png"],
    ["play", "--size", "12x-3"],
    ["play", "--screenshot", "/tmp"],
    ["play", "--screenshot", "/proc/nope/shot.png"],
    ["play", "--advance", "-5"],
    ["play", "--players", "9"],
    ["play", "--seed", "-1"],
    ["bench-ui", "--actions", "-3"],
    ["bench-ui", "--runs", "0"],
    ["bench-autosave", "--actions", "-1"],
    ["--self-test", "--keep", "/dev/null"],
    ["--self-test", "--players", "99"],
    ["history", "import", "/dev/zero"],
    ["history", "import", "/proc"],
    ["history", "--db", "/proc"],
    ["history", "export", "--json", "/dev/full/x.json"],
    ["stats", "--db", "/dev/zero"],
    ["challenge", "BT-ZZZZZ-ZZZZZ"],
    ["challenge", "x" * 5000],
]


@pytest.mark.parametrize("argv", HOSTILE, ids=lambda a: " ".join(a))
def test_a_hostile_command_line_gets_a_message_and_status_2(argv: list[str], tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "ui.app", *argv],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 2, (out.returncode, out.stderr[-2000:])
    assert "Traceback" not in out.stderr and out.stderr.strip(), out.stderr[-2000:]


def test_a_pipe_in_place_of_the_settings_file_is_set_aside_not_read(tmp_path: Path) -> None:
    """The defect class: a FIFO where a file is read blocks the start for good (Qt reads the settings at start)."""
    config = tmp_path / "config" / "BigTrouble"
    config.mkdir(parents=True)
    os.mkfifo(config / "Big Trouble.conf")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": str(ROOT),
    }
    out = subprocess.run(
        [sys.executable, "-m", "ui.app", "play", "--screenshot", str(tmp_path / "shot.png")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert (tmp_path / "shot.png").exists()
    assert list(config.glob("Big Trouble.conf.damaged-*"))  # kept aside, never deleted
