"""Undo in a lesson crosses part boundaries as a learner expects: back to the step before.

The defect: each part of a lesson starts from its own prepared position (a new undo history),
so at a part's first step Undo was greyed out and Ctrl+Z did nothing, with no word why.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bigtrouble.teaching.lessons import expected_actions, lesson_named
from ui.teach.help_dialogs import PLACE_KEYS
from ui.teach.tutorial import learn_to_play
from ui.window.main_window import MainWindow


def ctrl_z(window: MainWindow) -> None:
    """The real Ctrl+Z on the mat."""
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


def part_starts() -> list[int]:
    """The lesson-wide index of each part's first step, after the first part."""
    steps = lesson_named("first-game").steps
    return [i for i in range(1, len(steps)) if steps[i][0] != steps[i - 1][0]]


def test_ctrl_z_at_the_start_of_a_part_goes_back_into_the_previous_part(window: MainWindow) -> None:
    start = part_starts()[0]
    tutor = learn_to_play(window, index=start)
    run = tutor.run
    assert run is not None and run.index == start and run.part == 1
    assert not window.undo_action.isEnabled()  # a new position: the game's own Undo has nothing
    assert tutor.caption.back.isEnabled()
    ctrl_z(window)
    assert tutor.run is run and run.index == start - 1 and run.part == 0
    assert "Back to the last step of Part 1" in tutor.caption.note.text()
    assert "Part 1 of" in tutor.caption.where.text()
    # doing that step again leads on into Part 2, as before
    acts = expected_actions(run.step, run.state)
    if run.step.wait == "click":
        tutor.acknowledge()
    else:
        assert acts and window.submit(acts[0]) is None
    QApplication.processEvents()
    QTest.qWait(20)
    assert run.index >= start and run.part == 1


def test_undo_inside_a_part_is_the_games_undo_and_back_follows_it(window: MainWindow) -> None:
    """A move made in a part is undone by Ctrl+Z as always (same position back); then Back crosses the boundary."""
    start = part_starts()[0]
    tutor = learn_to_play(window, index=start)
    run = tutor.run
    assert run is not None
    first_position = window.session.state if window.session is not None else None
    acts = expected_actions(run.step, run.state)
    if run.step.wait != "click" and acts:
        assert window.submit(acts[0]) is None
        assert window.undo_action.isEnabled() and not tutor.back_key.isEnabled()  # never two Ctrl+Z at once
        ctrl_z(window)
        assert window.session is not None and window.session.state is first_position
        assert run.index == start
    QTest.mouseClick(tutor.caption.back, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert run.index == start - 1


def test_at_the_lessons_first_step_there_is_nothing_to_go_back_to(window: MainWindow) -> None:
    tutor = learn_to_play(window, index=0)
    assert tutor.run is not None
    assert not tutor.caption.back.isEnabled() and not tutor.back_key.isEnabled()
    tutor.back()
    assert tutor.run.index == 0 and "first step" in tutor.caption.note.text()


def test_the_lessons_ctrl_z_is_in_keyboard_shortcuts() -> None:
    assert any(k == "Ctrl+Z" and where == "In a lesson" for k, _, where in PLACE_KEYS)


def test_back_from_the_recap_returns_to_the_last_step(window: MainWindow) -> None:
    steps = lesson_named("first-game").steps
    tutor = learn_to_play(window, index=len(steps) - 1)
    run = tutor.run
    assert run is not None
    tutor.skip()
    QApplication.processEvents()
    assert run.done and tutor.caption.back.isEnabled()
    tutor.back()  # the game's own Undo of the last move, or a replay of the last step
    QApplication.processEvents()
    assert not run.done and run.index == len(steps) - 1
    assert "Well played" not in tutor.caption.headline.text()
