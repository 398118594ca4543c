"""Entry point: ``bigtrouble`` opens the game; ``play``, ``bench-*`` and ``--self-test`` are the UI's.

Any other command that ``bigtrouble.tools.cli`` knows (simulate, bench, cards,
replay, scenario) is handed to it, so one console script serves everything.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (``ui.dev.arguments``, imported when used)."""
    from ui.dev.arguments import whole as checked

    return checked(low, high)


def _size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("use WIDTHxHEIGHT, e.g. 1366x768") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


def _new_file(text: str) -> Path:
    """A path to write a file to: refused at once if something other than an ordinary file stands there."""
    import argparse

    path = Path(text)
    if path.exists() and not path.is_file():
        raise argparse.ArgumentTypeError(f"{path} is not an ordinary file (a folder, a device or a pipe?)")
    return path


MAX_SIZE = (7680, 4320)
"""The largest window ``play`` draws (an 8K screen); a larger one ran out of memory and died by a signal."""


def _ordinary_file(text: str) -> Path:
    """A path that is an ordinary file: a device, a pipe or a folder is refused unread (``/dev/zero`` hung)."""
    import argparse
    import stat

    path = Path(text)
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"can't read {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(mode):
        raise argparse.ArgumentTypeError(f"{path} is not an ordinary file (a folder, a device or a pipe?)")
    return path


def run_gui(first_frame: bool = False, fill_faces: bool = False) -> int:
    """Open the window: offer to resume the autosaved game, else the welcome (or the new-game dialog).

    The window's frame is shown and painted first, with nothing but Qt loaded; the game
    (card set, engine, renderer, the mat) is loaded right after that first frame.
    With ``first_frame`` (``bigtrouble --first-frame``) it times a first start instead, with
    settings and an autosave of its own in a temporary folder (nothing of the player's is read
    or written): it prints ``first-frame`` when the frame is painted, ``mat-frame`` when the
    mat is, chooses Quick Game on the welcome as soon as the welcome is painted, prints
    ``playable`` once the game's mat is painted and accepts a move
    (:func:`ui.dev.firstframe.mat_accepts_move`), and quits; with ``fill_faces`` it quits only once
    every face the game can show is drawn into the face cache, as a player's earlier session leaves it.
    """
    gc.disable()  # no collection while the start builds only what lives on (the collector ran ~25 ms in it)
    from PySide6.QtCore import QTimer

    from ui.dev.firstframe import after_first_paint
    from ui.faults import excepthook_installed
    from ui.qtapp import dress, make_app

    app = make_app(dressed=False)
    code = _code_cache()
    from ui.window.main_window import MainWindow

    scratch = _scratch_folder() if first_frame else None
    settings = None
    if scratch is not None:
        from PySide6.QtCore import QSettings

        settings = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, frame_only=True)
    if scratch is not None:
        win.autosave_file = scratch / "autosave.json"
    win.fit_to_screen()
    watches = []

    def load_game() -> None:
        if win.mat_built:
            return
        try:
            dress(app)
            win.build_mat()
        finally:
            gc.freeze()  # the card set, engine and renderer live as long as the window: keep the collector off them
            gc.enable()
        if first_frame:
            from ui.dev.firstframe import choose_quick_game, quit_when_faces_drawn, report_first_paint, report_playable

            def fill() -> None:
                watches.append(quit_when_faces_drawn(win))

            # the watcher installed last hears a paint first: mat-frame is said first when one paint is both
            watches.append(
                report_playable(win, "playable", quit_after=not fill_faces, then=fill if fill_faces else None)
            )
            watches.append(report_first_paint(win.view.viewport(), "mat-frame"))
        win.startup()
        if first_frame:
            watches.append(choose_quick_game(win))
        if code is not None:
            QTimer.singleShot(2000, code.save)  # what the engine's classes needed, for the next start

    watches.append(after_first_paint(win.central, load_game))
    if first_frame:
        from ui.dev.firstframe import report_first_paint

        watches.append(report_first_paint(win.central, "first-frame"))
    QTimer.singleShot(1000, load_game)  # in case the window is never painted (started minimised)
    win.show()
    try:
        with excepthook_installed(win.faults):  # an exception in any slot or paint opens the fault dialog
            return int(app.exec())
    finally:
        if code is not None:
            code.save()
        if scratch is not None:
            import shutil

            shutil.rmtree(scratch, ignore_errors=True)


def _code_cache() -> Any:
    """Keep attrs' compiled methods in the user's cache folder between runs (``ui.code_cache``); the cache or
    ``None``. Called once the application has its names, before the engine is imported."""
    from PySide6.QtCore import QStandardPaths

    from ui.code_cache import install

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return install(Path(folder) / "code" if folder else None)


def _scratch_folder() -> Path:
    """A new temporary folder for a timed first start's settings and autosave."""
    import tempfile

    return Path(tempfile.mkdtemp(prefix="bigtrouble-first-start-"))


def play(argv: Sequence[str]) -> int:
    """``bigtrouble play [--screenshot FILE] [--scenario PATH] [--size WxH] [--advance N] [--players N] [--seed N]
    [--lesson NAME --step K | --puzzle NAME --hint N]``."""
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(prog="bigtrouble play", description="Play (or photograph) a position.")
    parser.add_argument("--screenshot", type=_new_file, help="render the window offscreen to this PNG and exit")
    parser.add_argument("--scenario", type=_ordinary_file, help="start from the position a scenario file sets up")
    parser.add_argument("--size", type=_size, default=(1366, 768), help="window size, e.g. 2560x1440")
    parser.add_argument("--players", type=whole(1, 5), default=2, help="players for the first-game preset (1-5)")
    parser.add_argument("--seed", type=whole(0, 2**63 - 1), default=1, help="the game's seed")
    parser.add_argument(
        "--advance", type=whole(0, 100_000), default=0, help="play N greedy actions first (a mid-game look)"
    )
    parser.add_argument("--lesson", help="open this lesson (e.g. first-game) as the player sees it")
    parser.add_argument("--step", type=int, default=1, help="with --lesson: the step to show, from 1")
    parser.add_argument("--puzzle", help="open this puzzle (its name, e.g. tech-first)")
    parser.add_argument("--hint", type=int, default=0, help="with --puzzle: show this many hint tiers (0-3)")
    args = parser.parse_args(list(argv))
    problem = _teaching_problem(args.lesson, args.step, args.puzzle)
    if problem:
        print(f"bigtrouble play: {problem}", file=sys.stderr)
        return 2
    if args.screenshot is not None and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings

    from ui.dev.autoplay import advance
    from ui.dev.positions import default_game, scenario_position
    from ui.qtapp import make_app
    from ui.session import Session
    from ui.window.main_window import MainWindow

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
    _open_teaching(win, args.lesson, args.step, args.puzzle, args.hint)
    if not shot:
        from ui.faults import excepthook_installed

        with excepthook_installed(win.faults):
            return int(app.exec())
    for _ in range(3):
        app.processEvents()
    win.view.relayout()
    app.processEvents()
    image = win.grab()
    try:
        args.screenshot.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"bigtrouble play: could not write {args.screenshot}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    if not image.save(str(args.screenshot)):
        print(f"bigtrouble play: could not write {args.screenshot}", file=sys.stderr)
        return 2
    print(args.screenshot)
    win.close()  # no window left behind (the command may run inside a longer-lived program, e.g. the tests)
    return 0


def _teaching_problem(lesson: str | None, step: int, puzzle: str | None) -> str:
    """What is wrong with ``--lesson/--step/--puzzle`` ("" if nothing), checked before any window opens."""
    from bigtrouble.teaching.lessons import LessonError, lesson_named
    from bigtrouble.teaching.puzzles import all_puzzles

    try:
        if lesson is not None:
            n = len(lesson_named(lesson).steps)
            if not 1 <= step <= n:
                return f"--step must be 1 to {n} for the lesson {lesson!r}"
        if puzzle is not None and puzzle not in {p.name for p in all_puzzles()}:
            return f"there is no puzzle called {puzzle!r} (see 'bigtrouble lessons')"
    except LessonError as exc:
        return str(exc)
    return ""


def _open_teaching(win: object, lesson: str | None, step: int, puzzle: str | None, hint: int) -> None:
    """Open the lesson at ``step`` (from 1) or the puzzle with ``hint`` tiers shown."""
    from ui.window.main_window import MainWindow

    assert isinstance(win, MainWindow)
    if lesson is not None:
        from ui.teach.tutorial import learn_to_play

        learn_to_play(win, lesson, index=step - 1)
    elif puzzle is not None:
        from bigtrouble.teaching.puzzles import all_puzzles
        from ui.teach.puzzles import open_puzzle

        run = open_puzzle(win, next(p for p in all_puzzles() if p.name == puzzle))
        for _ in range(max(0, min(3, hint))):
            run.next_hint()


def main(argv: Sequence[str] | None = None) -> int:
    """The ``bigtrouble`` console script: no arguments opens the game."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return run_gui()
    command = args[0]
    if command == "--first-frame":
        return run_gui(first_frame=True, fill_faces="--fill-face-cache" in args[1:])
    if command == "--self-test" and "--tutorial" in args[1:]:
        from ui.dev import selftest_tutorial

        return selftest_tutorial.main(args[1:])
    if command == "--self-test":
        from ui.dev import selftest

        return selftest.main(args[1:])
    if command == "play":
        return play(args[1:])
    if command == "bench-ui" and getattr(sys, "frozen", False):
        print("bench-ui times Python child processes: run it from the source tree, not the bundle.", file=sys.stderr)
        return 2
    if command == "bench-ui":
        from ui.dev import bench

        return bench.main(args[1:])
    if command == "bench-autosave":
        from ui.dev import autosave_bench

        return autosave_bench.main(args[1:])
    if command == "bench-memory":
        from ui.dev import memory_bench

        return memory_bench.main(args[1:])
    from bigtrouble.tools import cli

    commands = tuple(cli.COMMANDS)
    if command in commands:
        return int(cli.main(args))
    if command in ("-h", "--help", "help"):
        usage = (
            "play ... | bench-ui ... | bench-autosave ... | bench-memory ... | "
            + " | ".join(sorted(commands))
            + " ... | --self-test | --first-frame [--fill-face-cache]"
        )
        print(f"usage: bigtrouble [{usage}]")
        print("  --self-test    play a first turn offscreen through the real client, save, reopen and check it")
        print("  --self-test --tutorial  play the whole guided first game (Learn to Play) by mouse, offscreen")
        print("  --first-frame  time a first start: say when the frame, the mat and a playable Quick Game are painted")
        print("    --fill-face-cache  then draw every face the game can show into the face cache before quitting")
        return 0
    print(f"bigtrouble: unknown command {command!r}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
