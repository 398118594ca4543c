"""The Help menu's teaching entries (Learn to Play, Puzzles), kept out of the window's own module.

Importing this module is light (the main window's frame is built before the game
loads); the lesson and puzzle code is imported when an entry is chosen. The Help
menu's order is: Learn to Play, How to Play, Rules, Puzzles, Keyboard Shortcuts,
Report a Problem, About; Puzzles is added after Learn to Play and the entries
between them are added by their own features.
"""

from __future__ import annotations

from typing import Any


def learn_to_play(win: Any) -> None:
    """Help > Learn to Play: the guided first game, from where the player left it."""
    from PySide6.QtWidgets import QMessageBox

    from bigtrouble.teaching.lessons import LessonError
    from ui.teach.tutorial import learn_to_play as open_lesson

    if not win.may_leave_game("Opening the lesson"):
        return
    try:
        open_lesson(win)
    except LessonError as exc:  # a damaged lesson file: named, and the game on the mat stays
        QMessageBox.warning(win, "The lesson can't be opened", f"The lesson file could not be read: {exc}")


def puzzles_dialog(win: Any) -> None:
    """Help > Puzzles: the list of puzzles; one opens on the mat."""
    from ui.teach.puzzles import PuzzleDialog

    PuzzleDialog(win).open()


def add_help_entries(win: Any) -> None:
    """Add Learn to Play and Puzzles to ``win``'s Help menu (``win.tutor`` holds the open lesson or puzzle)."""
    win.tutor = None
    win._action("help", "&Welcome…", lambda: _welcome(win))
    win._action("help", "&Learn to Play", lambda: learn_to_play(win))
    win._action("help", "&Puzzles…", lambda: puzzles_dialog(win))


def _welcome(win: Any) -> None:
    from ui.teach.welcome import show_welcome

    show_welcome(win)
