"""``gc.freeze()`` is the programs' choice (simulate, bench, the window), never a side effect of an import."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(code: str) -> str:
    """Run ``code`` in a fresh interpreter on this checkout and return its last printed line."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    return out.stdout.strip().splitlines()[-1]


def test_importing_the_engine_and_the_bots_freezes_nothing() -> None:
    """A program that imports the engine keeps Python's collector as it was."""
    code = (
        "import gc\n"
        "import bigtrouble, bigtrouble.engine, bigtrouble.bots, bigtrouble.tools.simulate\n"
        "from bigtrouble import new_game, first_game\n"
        "new_game(first_game(2), seed=1)\n"
        "print(gc.get_freeze_count())"
    )
    assert _run(code) == "0"


def test_the_simulate_command_freezes_what_it_loaded() -> None:
    """``simulate`` moves the card set and the engine out of the collector's reach before playing."""
    code = (
        "import contextlib, gc, io\n"
        "from bigtrouble.tools.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
        "    main(['simulate', '--games', '1', '--players', '2', '--seed', '3'])\n"
        "print(gc.get_freeze_count())"
    )
    assert int(_run(code)) > 10_000
