"""``bigtrouble --self-test --tutorial``: the whole guided first game, played by mouse in the real window.

Every step of the ``first-game`` lesson is done the way a player would do it:
a ``click`` step by clicking the glowing thing on the mat, a move by dragging or
clicking its card (or pressing its button) with real mouse events on the view.
Before each step the highlight must ring an item that is on the mat and inside
the view; the run passes only if the lesson reaches its end (the recap).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ui.dev.arguments import folder_to_keep
from ui.dev.selftest import SelfTestError, check, gesture, mouse_click

MainWindow = Any
"""The main window (``ui.window.main_window`` imports this module, so it is not imported back)."""

Report = Callable[[str], None]
MAX_MOVES = 400


def play_lesson(win: MainWindow, name: str = "first-game", report: Report = print) -> dict[str, int]:
    """Open Help > Learn to Play on ``win`` and play every step by mouse; count what was done."""
    from PySide6.QtWidgets import QApplication

    from bigtrouble.teaching.lessons import expected_actions
    from ui.teach.tutorial import learn_to_play

    tutor = learn_to_play(win, name, index=0)
    run = tutor.run
    assert run is not None
    counts = {"steps": 0, "clicks": 0, "drags": 0, "pointed": 0}
    seen: set[int] = set()
    for _ in range(MAX_MOVES):
        QApplication.processEvents()
        if run.done:
            break
        step, index = run.step, run.index
        tutor.repoint()
        if index not in seen:
            seen.add(index)
            item, rect = tutor.target_item()
            where = f"step {index + 1} ({step.headline!r}, pointing at {step.point})"
            check(item is not None and rect is not None, f"{where}: the highlight points at nothing on the mat")
            assert rect is not None
            check(tutor.highlight.isVisible() and tutor.highlight.rect == rect, f"{where}: the ring is not drawn")
            check(win.view.sceneRect().intersects(rect), f"{where}: the highlight is off the mat")
            counts["pointed"] += 1
        if step.wait == "click":
            rect = tutor.target_rect
            assert rect is not None
            mouse_click(win.view.viewport(), win.view.mapFromScene(rect.center()))
            counts["clicks"] += 1
        else:
            session = win.session
            assert session is not None
            acts = expected_actions(step, session.state)
            check(bool(acts), f"step {index + 1} ({step.headline!r}): no move does what it asks")
            before = session.stack.count()
            how = gesture(win, acts[0])
            counts["drags" if how == "drag" else "clicks"] += 1
            QApplication.processEvents()
            check(
                session.stack.count() == before + 1 or run.index != index or run.done,
                f"step {index + 1}: the {how} did not reach the game ({win.statusBar().currentMessage()})",
            )
        QApplication.processEvents()
        if run.index != index or run.done:
            counts["steps"] += 1
    else:
        raise SelfTestError(f"the lesson did not end within {MAX_MOVES} moves (stuck at step {run.index + 1})")
    check(run.done, "the lesson did not reach its end")
    check(tutor.caption.finish.isVisible(), "the recap's 'Finish this game yourself' is not shown")
    report(
        f"lesson {name!r}: {counts['steps']} steps by mouse ({counts['clicks']} clicks, {counts['drags']} drags),"
        f" every highlight on the mat ({counts['pointed']} pointed), recap shown"
    )
    return counts


def run(work: Path, report: Report = print) -> None:
    """The tutorial self-test with its files in ``work``; raises :class:`SelfTestError` on the first failure."""
    from PySide6.QtWidgets import QApplication

    from ui.dev.selftest import Watchdog, _window
    from ui.mat import pixmaps
    from ui.qtapp import dress

    app = QApplication.instance()
    check(app is not None, "no QApplication")
    dress(app)
    disk = list(pixmaps.DISK)
    watchdog = Watchdog()
    win = _window(work)
    try:
        play_lesson(win, "first-game", report)
        check(not watchdog.seen, f"unexpected dialogs: {watchdog.seen}")
    finally:
        watchdog.stop()
        win.close()
        win.deleteLater()
        pixmaps.DISK[:] = disk
        QApplication.processEvents()


def main(argv: Sequence[str] = ()) -> int:
    """``bigtrouble --self-test --tutorial [--keep DIR]``: 0 if the whole lesson was played and every check passed."""
    import argparse

    from ui.dev.selftest import run_sandboxed

    parser = argparse.ArgumentParser(prog="bigtrouble --self-test --tutorial", description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=folder_to_keep, help="work in this folder and keep its files")
    try:
        args = parser.parse_args([a for a in argv if a != "--tutorial"])
    except SystemExit as exc:
        return int(exc.code or 0)
    return run_sandboxed("bigtrouble-tutorial-", args.keep, run)
