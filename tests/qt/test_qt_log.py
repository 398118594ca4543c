"""The log panel: it follows the game (appends, undo, resume) and always shows its newest line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bigtrouble import saves
from bigtrouble.model import State, log_entries
from bigtrouble.rules.setup import first_game
from ui.dev.autoplay import greedy
from ui.panels.log import shown_line
from ui.session import Session
from ui.window.main_window import MainWindow


def _settle(window: MainWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()


def _shown(s: State) -> list[str]:
    return [shown_line(e) for e in log_entries(s.log)]


def _play(window: MainWindow, session: Session, n: int) -> None:
    for _ in range(n):
        assert session.submit(greedy(session.state)) is None
    _settle(window)


def test_log_follows_end_turn_undo_and_resume_and_shows_the_newest_line(window: MainWindow, tmp_path: Path) -> None:
    """After End Turn (Ctrl+E), Undo (Ctrl+Z) and opening a save, the log matches the game and its newest line shows."""
    session = Session.new(first_game(2), 5)
    window.start(session)
    _play(window, session, 30)
    assert window.log.lines() == _shown(session.state)
    window.log.verticalScrollBar().setValue(0)  # the player scrolled up to read
    assert not window.log.newest_visible()
    before = session.state
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    _settle(window)
    assert session.state is not before, "Ctrl+E ended the turn"
    assert window.log.lines() == _shown(session.state)
    assert window.log.count() > 40
    assert window.log.newest_visible()
    window.log.verticalScrollBar().setValue(0)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _settle(window)
    assert session.state is before
    assert window.log.lines() == _shown(before)
    assert window.log.newest_visible()
    path = tmp_path / "game.json"
    record = session.record()
    assert record is not None
    saves.save(record, path)
    other = Session.new(first_game(2), 9)
    window.start(other)
    _settle(window)
    assert window.open_file(path)
    _settle(window)
    assert window.log.lines() == _shown(window.session.state)  # type: ignore[union-attr]
    assert window.log.newest_visible()


def test_a_long_log_keeps_every_line_and_drops_only_undone_ones(window: MainWindow) -> None:
    """Many actions then several undos: the log is the game's log line for line, without a rebuild surprise."""
    session = Session.new(first_game(2), 7)
    window.start(session)
    _play(window, session, 120)
    long = window.log.count()
    assert long == len(log_entries(session.state.log))
    for _ in range(5):
        session.stack.undo()
    _settle(window)
    assert window.log.lines() == _shown(session.state)
    assert window.log.count() < long
    session.stack.redo()
    _settle(window)
    assert window.log.lines() == _shown(session.state)


def test_resuming_a_game_puts_the_curtain_up_before_any_hand_shows(window: MainWindow, tmp_path: Path) -> None:
    """A saved hot-seat game opens behind the curtain (no hand card on the mat); a click shows the right hand."""
    from PySide6.QtTest import QTest

    session = Session.new(first_game(2), 4)
    window.start(session)
    _play(window, session, 25)
    record = session.record()
    assert record is not None
    path = tmp_path / "evening.json"
    saves.save(record, path)
    window.start(Session.new(first_game(2), 8))
    assert window.open_file(path)
    _settle(window)
    assert window.curtain.isVisible()
    assert not any(i.zone == "hand" for i in window.scene.cards.values())
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    _settle(window)
    s = window.session.state  # type: ignore[union-attr]
    from bigtrouble.engine import current_player

    shown = sorted(i.uid for i in window.scene.cards.values() if i.zone == "hand")
    assert shown == sorted(s.players[current_player(s)].hand)
