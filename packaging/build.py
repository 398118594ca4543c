"""Build the Big Trouble bundle with PyInstaller: ``python packaging/build.py [--onefile] [--minimal] [--clean]``.

Without options it writes the one-folder bundle ``dist/bigtrouble/`` (run
``dist/bigtrouble/bigtrouble``). ``--onefile`` writes one self-extracting program,
``dist/onefile/bigtrouble``, instead. ``--minimal`` builds the minimal PySide6 window
that ``packaging/compare.py`` measures the game against, into ``dist/minimal/``.
Run it with the Python that has the game and PyInstaller installed (``.venv``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The build's options (``--onefile``, ``--minimal``, ``--clean``, ``--dist``); bad ones exit with status 2."""
    parser = argparse.ArgumentParser(prog="python packaging/build.py", description=__doc__.split("\n\n")[0])
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--onefile", action="store_true", help="one self-extracting program: dist/onefile/bigtrouble")
    what.add_argument("--minimal", action="store_true", help="the minimal-window baseline: dist/minimal/")
    parser.add_argument("--clean", action="store_true", help="throw away PyInstaller's cache first (slower)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where bundles go (default: dist/)")
    return parser.parse_args(list(argv))


def command(options: argparse.Namespace, python: str = sys.executable) -> list[str]:
    """The PyInstaller command line for ``options``."""
    spec = HERE / ("minimal.spec" if options.minimal else "bigtrouble.spec")
    dist = options.dist / "onefile" if options.onefile else options.dist
    work = ROOT / "build" / "onefile" if options.onefile else ROOT / "build"
    cmd = [python, "-m", "PyInstaller", str(spec), "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(dist), "--workpath", str(work)]
    if options.clean:
        cmd.append("--clean")
    if options.onefile:
        cmd += ["--", "--onefile"]
    return cmd


def output(options: argparse.Namespace) -> Path:
    """The program the build writes (inside the bundle folder, or the one file)."""
    exe = ".exe" if sys.platform == "win32" else ""
    dist: Path = options.dist
    if options.onefile:
        return dist / "onefile" / f"bigtrouble{exe}"
    name = "minimal" if options.minimal else "bigtrouble"
    return dist / name / f"{name}{exe}"


def main(argv: Sequence[str] | None = None) -> int:
    """Build; print where the program is. Returns PyInstaller's exit status."""
    options = parse_args(sys.argv[1:] if argv is None else argv)
    cmd = command(options)
    print("+ " + " ".join(cmd), flush=True)
    env = dict(os.environ, PYTHONHASHSEED="0")  # reproducible bytecode archives
    status = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    if status == 0:
        print(f"built {output(options)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
