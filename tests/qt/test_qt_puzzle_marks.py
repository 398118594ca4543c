"""A solved puzzle is marked in the Puzzles list, in this run and the next (the mark is kept in the settings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from bigtrouble.teaching.puzzles import all_puzzles
from ui.teach.puzzles import PuzzleDialog, open_puzzle
from ui.window.main_window import MainWindow


def _solve(window: MainWindow, name: str) -> None:
    puzzle = next(p for p in all_puzzles() if p.name == name)
    run = open_puzzle(window, puzzle)
    for _ in range(3):
        run.next_hint()
    for _ in range(len(puzzle.solution) + 2):
        if run.verdict == "met":
            break
        run.panel.play_button.click()
    assert run.verdict == "met"
    run.leave()


def _marked(dialog: PuzzleDialog) -> list[str]:
    return [dialog.puzzles[i].name for i in range(dialog.list.count()) if dialog.list.item(i).text().startswith("✓")]


@pytest.mark.parametrize("names", [["recruit-or-fight"], ["recruit-or-fight", "first-blood"]])
def test_solving_puzzles_marks_them_now_and_next_time(
    window: MainWindow, qtbot, tmp_path: Path, names: list[str]
) -> None:  # type: ignore[no-untyped-def]
    """One solved puzzle, then two: each is marked in the list, and still marked when the settings are read afresh."""
    assert _marked(PuzzleDialog(window)) == []
    for name in names:
        _solve(window, name)
    order = [p.name for p in all_puzzles()]
    expected = sorted(names, key=order.index)
    assert _marked(PuzzleDialog(window)) == expected
    window.settings.sync()
    later = MainWindow(settings=QSettings(window.settings.fileName(), QSettings.Format.IniFormat), autosave=False)
    qtbot.addWidget(later)
    assert _marked(PuzzleDialog(later)) == expected
