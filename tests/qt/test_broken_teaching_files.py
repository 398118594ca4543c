"""A broken lesson or puzzle file is named to the player in plain words; the fault dialog never opens for it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from bigtrouble.teaching import lessonfile
from bigtrouble.teaching import puzzles as puzzles_module
from ui.teach import menu
from ui.teach.puzzles import PuzzleDialog
from ui.window.main_window import MainWindow


def test_a_broken_lesson_file_gets_a_message_naming_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "first-game.toml"
    broken.write_text("title = [", encoding="utf-8")
    monkeypatch.setattr(lessonfile, "lesson_files", lambda: [broken])
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(str(a[2]))))
    menu.learn_to_play(window)
    assert said and str(broken) in said[0]
    assert window.faults.recent == [] and window.tutor is None


def test_a_broken_puzzle_file_is_named_in_the_list(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = puzzles_module.puzzle_files()
    broken = tmp_path / "9-broken.toml"
    broken.write_text("goal = ", encoding="utf-8")
    monkeypatch.setattr(puzzles_module, "puzzle_files", lambda: [*real, broken])
    dialog = PuzzleDialog(window)
    assert dialog.list.count() == len(real)
    label = dialog.findChild(type(dialog.idea), "broken_puzzles")
    assert label is not None and str(broken) in label.text()
