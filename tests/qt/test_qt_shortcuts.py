"""Keyboard shortcuts work with the real keys: undo, both documented redo keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble.actions import EndTurn
from bigtrouble.tools.position import position
from ui.main_window import MainWindow


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
