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
    open_welcome(win)


def welcome_ways(win: Any) -> dict[str, Any]:
    """What each of the welcome's ways in does on ``win`` (the main window)."""
    from bigtrouble.rules.setup import first_game
    from ui.session import Session

    def quick() -> None:
        import secrets

        if win.may_leave_game("Starting a quick game"):
            win.start(Session.new(first_game(1), secrets.randbelow(2**31)))

    return {
        "learn": lambda: learn_to_play(win),
        "quick": quick,
        "puzzles": lambda: puzzles_dialog(win),
        "open": win.open_dialog,
        "new": win.new_game_dialog,
    }


def open_welcome(win: Any) -> Any:
    """Open the welcome on ``win`` and remember it was seen; the dialog."""
    from ui.teach.welcome import WELCOMED_KEY, Welcome

    dialog = Welcome(welcome_ways(win), win)
    win.settings.setValue(WELCOMED_KEY, True)
    dialog.open()
    return dialog
