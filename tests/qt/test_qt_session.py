"""Undo and redo through the QUndoStack, the history panel, strict undo, saving and resuming."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from qthelpers import start

from bigtrouble.actions import EndTurn, PlayCard
from bigtrouble.engine import legal_actions
from bigtrouble.model import State
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.saves.journal import load_autosave
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in
from bigtrouble.zones import Zone
from ui.session import Session
from ui.window.game_files import autosave_path
from ui.window.main_window import MainWindow


def _plays(s: State) -> list[PlayCard]:
    return [a for a in legal_actions(s) if isinstance(a, PlayCard)]


def _first_game(window: MainWindow, seed: int) -> Session:
    """A first game in ``window``, with any opening choice answered so cards can be played."""
    setup = first_game(2)
    session = start(window, new_game(setup, seed), setup, seed)
    while session.state.pending is not None:
        session.submit(legal_actions(session.state)[0])
    return session


def test_undo_and_redo_walk_the_stack(window: MainWindow) -> None:
    """Two plays, two undos give back the start state exactly; two redos give the end state; the mat follows."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    session = start(window, s)
    first, second = _plays(s)
    assert session.submit(first) is None
    mid = session.state
    assert session.submit(second) is None
    end = session.state
    assert session.stack.count() == 2
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert session.state == s
    assert {i.zone for i in window.scene.cards.values() if i.uid in s.players[0].hand} == {"hand"}
    window.redo_action.trigger()
    assert session.state == mid
    window.redo_action.trigger()
    assert session.state == end
    assert window.scene.cards[first.uid].zone == "played"


def test_history_panel_jumps_to_any_point(window: MainWindow) -> None:
    """Selecting an earlier line in the history panel (QUndoView) shows that point of the game."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    session = start(window, s)
    for a in _plays(s):
        session.submit(a)
    window.history_dock.raise_()  # the History tab, behind the Log: the player brings it up first
    QApplication.processEvents()
    assert window.history.model().rowCount() == 3  # the start and two actions
    window.history.setCurrentIndex(window.history.model().index(0, 0))
    QApplication.processEvents()
    assert session.state == s
    assert session.stack.index() == 0


def test_a_new_action_after_undo_drops_the_redo_branch(window: MainWindow) -> None:
    """After an undo, doing something else forgets the undone action, in the stack and in the record."""
    session = _first_game(window, 5)
    base = session.actions()
    a, b = _plays(session.state)[:2]
    session.submit(a)
    session.stack.undo()
    session.submit(b)
    record = session.record()
    assert record is not None and record.actions == base + (b,)
    assert session.stack.count() == len(base) + 1 - len(session.committed)


def test_strict_undo_stops_at_hidden_information(window: MainWindow) -> None:
    """With strict undo, ending the turn (new hand drawn, Villain card revealed) can't be undone; a plain play can."""
    window.strict_action.setChecked(True)
    session = _first_game(window, 2)
    session.commit()
    session.submit(_plays(session.state)[0])
    assert session.stack.canUndo()
    session.submit(EndTurn())
    assert not session.stack.canUndo()
    assert not window.undo_action.isEnabled()
    record = session.record()
    assert record is not None and len(record.actions) >= 2


def test_unlimited_undo_reveals_the_same_card_again(window: MainWindow) -> None:
    """By default undo crosses a draw, and redoing reveals the very same cards (luck can't be re-rolled)."""
    session = _first_game(window, 4)
    state = session.state
    session.submit(EndTurn())
    after = session.state
    session.stack.undo()
    assert session.state == state
    session.submit(EndTurn())
    assert session.state == after


def test_save_reopen_and_continue(window: MainWindow, tmp_path: Path) -> None:
    """A saved game reopens at the same point, its steps can be undone, and play goes on from there."""
    session = _first_game(window, 9)
    steps = session.stack.count()
    for a in _plays(session.state)[:3]:
        session.submit(a)
    path = tmp_path / "game.json"
    assert window.save_to(path)
    saved = session.state
    window.start(Session(new_game(first_game(2), 1), first_game(2), 1))
    assert window.open_file(path)
    reopened = window.session
    assert reopened is not None and reopened is not session
    assert reopened.state == saved
    assert reopened.stack.count() == len(session.actions())
    assert reopened.stack.count() >= steps + 3
    assert reopened.submit(EndTurn()) is None
    assert reopened.state.current == 1
    reopened.stack.undo()
    assert reopened.state == saved


def test_a_bad_save_file_gets_a_message_and_changes_nothing(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a damaged file shows the reason and keeps the current game."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "something-else"}))
    assert not window.open_file(bad)
    assert window.session is session and session.state is s
    assert said and "not a Big Trouble save" in said[0]


def test_every_action_is_autosaved_and_offered_on_the_next_start(
    qtbot,
    settings,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
) -> None:
    """After an action the autosave holds the record; the next window offers to resume it and does."""
    w = MainWindow(settings=settings, autosave=True)
    qtbot.addWidget(w)
    autosave_path().unlink(missing_ok=True)
    setup = first_game(2)
    session = start(w, new_game(setup, 11), setup, 11)
    session.submit(legal_actions(session.state)[0])
    QApplication.processEvents()
    record = load_autosave(autosave_path())
    assert record == session.record()
    again = MainWindow(settings=settings, autosave=True)
    qtbot.addWidget(again)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert again.offer_resume()
    assert again.session is not None and again.session.state == session.state
    autosave_path().unlink(missing_ok=True)


def test_settings_persist(settings) -> None:  # type: ignore[no-untyped-def]
    """Animation speed, full control and strict undo are remembered in QSettings."""
    w = MainWindow(settings=settings, autosave=False)
    w.set_animation_ms(600)
    w.full_control_action.setChecked(True)
    w.strict_action.setChecked(True)
    settings.sync()
    again = MainWindow(settings=settings, autosave=False)
    assert again.scene.anim_ms == 600
    assert again.full_control_action.isChecked() and again.strict_action.isChecked()


def test_scene_follows_state_by_uid(window: MainWindow) -> None:
    """After a play the card's item is the same object, now in the played row (items are reused by uid)."""
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    uid = s.players[0].hand[0]
    item = window.scene.cards[uid]
    session.submit(PlayCard(uid))
    assert window.scene.cards[uid] is item and item.zone == "played"
    assert names_in(session.state, Zone.HAND, 0) == []
