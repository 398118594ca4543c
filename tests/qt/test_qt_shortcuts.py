"""Keyboard shortcuts work with the real keys: undo, both documented redo keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble.actions import EndTurn
from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow


@pytest.mark.parametrize(
    "redo",
    [
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
        (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
    ],
)
def test_undo_and_redo_keys(window: MainWindow, redo: tuple[Qt.Key, Qt.KeyboardModifier]) -> None:
    """Ctrl+Z undoes the last move; Ctrl+Shift+Z and Ctrl+Y redo it (no ambiguous shortcut)."""
    window.hot_seat = False
    session = start(window, position(villain_deck=["Bystander"] * 4))
    before = session.state
    assert session.submit(EndTurn()) is None
    after = session.state
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert session.state is before
    QTest.keyClick(window.view, redo[0], redo[1])
    QApplication.processEvents()
    assert session.state is after
    for act in (window.undo_action, window.redo_action):
        keys = [k.toString() for k in act.shortcuts()]
        assert len(keys) == len(set(keys)), keys


def test_title_names_the_game_file_and_the_program_once(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The title says whose turn it is and, once saved, the file's name; it leaves "Big Trouble" to the platform.

    On X11 and Windows Qt appends the applicationDisplayName to every title itself, so a title of our own that
    names the program shows it twice ("Big Trouble — Alice — Big Trouble").
    """
    from bigtrouble.rules.setup import first_game
    from ui.session import Session

    QApplication.instance().setApplicationDisplayName("Big Trouble")  # type: ignore[union-attr]
    window.start(Session.new(first_game(2), 3))
    QApplication.processEvents()
    title = window.windowTitle()
    assert "Big Trouble" not in title
    assert "Player 1's turn" in title
    assert window.save_to(tmp_path / "friday.json")
    assert "friday.json" in window.windowTitle()
