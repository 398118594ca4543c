"""The launch measurement's own signals: "playable" means the mat takes a move, and the timed start is a real one.

No timing is asserted here (the figures are bench-ui's to print); these tests check that what
is timed is what the figures claim.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from bigtrouble.engine import legal_actions
from bigtrouble.rules.setup import first_game
from ui.dev.firstframe import mat_accepts_move, report_playable
from ui.session import Session
from ui.window.main_window import MainWindow


def _paint(win: MainWindow) -> None:
    win.view.viewport().repaint()
    QApplication.processEvents()
    QApplication.processEvents()  # the watcher reports from the event loop's next pass


def test_the_mat_accepts_a_move_only_once_a_game_is_shown_uncovered(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """A bare frame, a mat with no game, a mat still showing an older state and a covered mat are not
    playable; the Quick Game's mat is, and a move submitted then is taken."""
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.show()
    assert not mat_accepts_move(win)
    win.build_mat()
    assert not mat_accepts_move(win)
    session = Session.new(first_game(1), 5)
    win.start(session)
    QApplication.processEvents()
    assert mat_accepts_move(win)
    shown = win.scene.state
    win.scene.state = None  # as between a change and the mat's sync
    assert not mat_accepts_move(win)
    win.scene.state = shown
    win.curtain.cover_for(session.state)
    assert not mat_accepts_move(win)
    win.curtain.hide()
    assert mat_accepts_move(win)
    assert win.submit(legal_actions(session.state)[0]) is None


def test_the_playable_line_is_said_once_at_the_first_paint_of_a_playable_mat(  # type: ignore[no-untyped-def]
    qtbot, settings: QSettings, capsys: pytest.CaptureFixture[str]
) -> None:
    """Paints of the empty mat and of a covered game say nothing; the first paint of the uncovered game
    says ``playable`` once, and later paints say nothing more."""
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    win.build_mat()
    watch = report_playable(win, "playable")
    _paint(win)
    assert capsys.readouterr().out == ""
    session = Session.new(first_game(1), 5)
    win.start(session)
    win.curtain.cover_for(session.state)
    _paint(win)
    assert capsys.readouterr().out == ""
    win.curtain.hide()
    _paint(win)
    _paint(win)
    assert capsys.readouterr().out.split() == ["playable"]
    del watch
