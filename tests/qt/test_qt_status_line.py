"""The status line says one thing at a time: a passing message takes the place of the standing line (whose
turn, what to do) and never runs into it; the standing line comes back when the message goes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow


def test_a_message_replaces_the_standing_line_on_a_small_window(window: MainWindow) -> None:
    """At 1024x600 a long refusal and "Player 1's turn: ..." used to share the line, one over the other's end."""
    window.resize(1024, 600)
    start(window, position(hands=[["Chang Sing Warrior"]]))
    QApplication.processEvents()
    assert window.status_label.isVisible() and "turn" in window.status_label.text()
    bar = window.statusBar()
    bar.showMessage("Nothing on the mat takes a card there, so it went back. To play a card, drop it on the play area.")
    QApplication.processEvents()
    assert not window.status_label.isVisible()
    bar.clearMessage()
    QApplication.processEvents()
    assert window.status_label.isVisible()
