"""The puzzle panel beside the mat."""

from __future__ import annotations

from ui.window.main_window import MainWindow


def test_the_puzzle_panels_buttons_show_their_whole_words(window: MainWindow) -> None:
    """The defect: four buttons in a row in the narrow dock cut "Hint (1 of 3)" to "int (1 of :"."""
    from PySide6.QtWidgets import QApplication

    from bigtrouble.teaching.puzzles import all_puzzles
    from ui.teach.puzzles import open_puzzle

    run = open_puzzle(window, all_puzzles()[0])
    QApplication.processEvents()
    panel = run.panel
    for button in (panel.hint_button, panel.retry, panel.more, panel.leave):
        needed = button.fontMetrics().horizontalAdvance(button.text())
        assert button.width() >= needed + 8, (button.text(), button.width(), needed)
    run.leave()
