"""Entry point: ``bigtrouble`` opens the game; ``play`` and ``bench-ui`` are the client's commands.

Any other command that ``bigtrouble.cli`` knows (simulate, bench, cards,
replay, scenario) is handed to it, so one console script serves everything.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

CLI_COMMANDS = ("simulate", "bench", "cards", "replay", "scenario")
"""The headless commands, for when ``bigtrouble.cli`` is not in this build yet."""


def _cli() -> Any | None:
    try:
        return importlib.import_module("bigtrouble.cli")
    except ModuleNotFoundError as exc:
        if exc.name != "bigtrouble.cli":
            raise
        return None


def _size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("use WIDTHxHEIGHT, e.g. 1366x768") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    return w, h


def make_app(argv: Sequence[str] = ()) -> Any:
    """The QApplication (created once), with the names QSettings and QStandardPaths use."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "bigtrouble", *argv])
        app.setOrganizationName("BigTrouble")
        app.setApplicationName("Big Trouble")
        app.setApplicationDisplayName("Big Trouble")
    return app


def run_gui() -> int:
    """Open the window: offer to resume the autosaved game, else the new-game dialog."""
    from PySide6.QtCore import QTimer

    from ui.main_window import MainWindow

    app = make_app()
    win = MainWindow()
    if not win.settings.contains("geometry"):
        win.resize(1366, 768)
    win.show()
    QTimer.singleShot(0, win.startup)
    return int(app.exec())


def play(argv: Sequence[str]) -> int:
    """``bigtrouble play [--screenshot FILE] [--scenario PATH] [--size WxH] [--advance N] [--players N] [--seed N]``."""
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(prog="bigtrouble play", description="Play (or photograph) a position.")
    parser.add_argument("--screenshot", type=Path, help="render the window offscreen to this PNG and exit")
    parser.add_argument("--scenario", type=Path, help="start from the position a scenario file sets up")
    parser.add_argument("--size", type=_size, default=(1366, 768), help="window size, e.g. 2560x1440")
    parser.add_argument("--players", type=int, default=2, help="players for the first-game preset (1-5)")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed")
    parser.add_argument("--advance", type=int, default=0, help="play N greedy actions first (a mid-game look)")
    args = parser.parse_args(list(argv))
    if args.screenshot is not None and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings

    from ui.autoplay import advance
    from ui.main_window import MainWindow
    from ui.positions import default_game, scenario_position
    from ui.session import Session

    app = make_app()
    setup = None
    if args.scenario is not None:
        try:
            state = scenario_position(args.scenario)
        except (ValueError, OSError) as exc:
            print(f"bigtrouble play: {exc}", file=sys.stderr)
            return 2
    else:
        state, setup, note = default_game(args.players, args.seed)
        if note:
            print(note, file=sys.stderr)
    if args.advance:
        state = advance(state, args.advance)
        setup = None
    shot = args.screenshot is not None
    ini = Path(tempfile.gettempdir()) / f"bigtrouble-play-{os.getpid()}.ini"
    ini.unlink(missing_ok=True)
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings if shot else None, autosave=not shot and setup is not None)
    win.resize(*args.size)
    if shot:
        win.set_animation_ms(0)
    win.show()
    win.start(Session(state, setup, args.seed))
    if not shot:
        return int(app.exec())
    for _ in range(3):
        app.processEvents()
    win.view.relayout()
    app.processEvents()
    image = win.grab()
    args.screenshot.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(args.screenshot)):
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The ``bigtrouble`` console script: no arguments opens the game."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return run_gui()
    command = args[0]
    if command == "play":
        return play(args[1:])
    if command == "bench-ui":
        from ui import bench

        return bench.main(args[1:])
    cli = _cli()
    commands = tuple(getattr(cli, "COMMANDS", ())) if cli is not None else CLI_COMMANDS
    if command in commands:
        if cli is None:
            print(f"'bigtrouble {command}' is not in this build yet (bigtrouble.cli is missing).", file=sys.stderr)
            return 2
        return int(cli.main(args))
    if command in ("-h", "--help", "help"):
        print("usage: bigtrouble [play ... | bench-ui ... | " + " | ".join(commands) + " ...]")
        return 0
    print(f"bigtrouble: unknown command {command!r}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
