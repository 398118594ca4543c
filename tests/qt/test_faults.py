"""Faults are visible and survivable: an engine failure, the loop guard, or a failure while drawing opens one dialog.

Each fault is injected by monkeypatching inside the test only, then set off through the real widgets
(a mouse drag, a shortcut, a repaint); the dialog is read and clicked as a player would.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import mouse_drag, scene_point, start, viewport_point

from bigtrouble import history as history_module
from bigtrouble.actions import Action, PlayCard
from bigtrouble.effects import runner
from bigtrouble.engine import apply, legal_actions
from bigtrouble.model import State
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.saves.report import load_report, log_lines, replay_report
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in, uid_in
from bigtrouble.zones import Zone
from ui.faults import FaultDialog, excepthook_installed
from ui.mat.items import CardItem
from ui.mat.scene import MatScene
from ui.panels.log import LogPanel
from ui.session import Session
from ui.window.main_window import MainWindow


def _dialogs() -> list[FaultDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, FaultDialog) and w.isVisible()]


def _play_by_drag(window: MainWindow, uid: int) -> None:
    played = window.scene.lay.played
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), scene_point(window, played.cx, played.cy))


@pytest.fixture
def two_cards(window: MainWindow) -> Iterator[State]:
    """Two Heroes in hand, on the mat."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    start(window, s)
    yield s
    for dlg in _dialogs():
        dlg.reject()


def _break_on(monkeypatch: pytest.MonkeyPatch, bad: Action, exc: Exception) -> None:
    """The engine raises ``exc`` (not an IllegalAction) whenever ``bad`` is applied."""

    def broken(s: State, action: Action) -> State:
        if action == bad:
            raise exc
        return apply(s, action)

    monkeypatch.setattr(history_module, "apply", broken)


def test_an_engine_exception_opens_one_dialog_and_changes_nothing(
    window: MainWindow, two_cards: State, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A KeyError from the engine while a dragged card is played: one dialog in plain words; the game goes on."""
    s = two_cards
    warrior = uid_in(s, "Chang Sing Warrior", Zone.HAND, 0)
    strategist = uid_in(s, "Chang Sing Strategist", Zone.HAND, 0)
    _break_on(monkeypatch, PlayCard(warrior), KeyError("no such zone"))
    _play_by_drag(window, warrior)
    assert window.session is not None and window.session.state is s  # nothing changed
    (dlg,) = _dialogs()
    assert "could not carry out" in dlg.headline.text() and "Chang Sing Warrior" in dlg.headline.text()
    assert "KeyError" in dlg.words.text() and "Nothing changed" in dlg.words.text()
    assert "Traceback" in dlg.details.toPlainText()
    assert not dlg.undo_button.isEnabled()  # nothing to undo yet
    assert dlg.report_button.isVisible()
    assert window.scene.cards[warrior].zone == "hand"  # the mat shows the state, the card went home
    QTest.mouseClick(dlg.go_on_button, Qt.MouseButton.LeftButton)
    assert not _dialogs()
    _play_by_drag(window, strategist)  # still playable
    assert names_in(window.session.state, Zone.PLAYED, 0) == ["Chang Sing Strategist"]
    assert window.scene.cards[strategist].zone == "played"


def test_the_fault_dialog_undoes_the_last_move(
    window: MainWindow, two_cards: State, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After one good play, a failing play opens the dialog; its Undo button takes the good play back."""
    s = two_cards
    warrior = uid_in(s, "Chang Sing Warrior", Zone.HAND, 0)
    strategist = uid_in(s, "Chang Sing Strategist", Zone.HAND, 0)
    _play_by_drag(window, strategist)
    _break_on(monkeypatch, PlayCard(warrior), ValueError("bad count"))
    _play_by_drag(window, warrior)
    (dlg,) = _dialogs()
    assert dlg.undo_button.isEnabled()
    QTest.keyClick(dlg, Qt.Key.Key_Return)  # Enter means Go On Playing, never Undo
    assert not _dialogs()
    assert window.session is not None and names_in(window.session.state, Zone.PLAYED, 0) == ["Chang Sing Strategist"]
    _break_on(
        monkeypatch, PlayCard(warrior), ValueError("another bad count")
    )  # a new fault (a repeat goes to the status bar)
    _play_by_drag(window, warrior)
    (dlg,) = _dialogs()
    QTest.mouseClick(dlg.undo_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.session.state == s
    assert window.scene.cards[strategist].zone == "hand"
    assert not _dialogs()


def test_the_loop_guard_is_told_as_effects_that_never_finished(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real loop guard (set to stop at once) fires during Ctrl+E: the dialog says the effects never finished."""
    s = position(villain_deck=["Bystander"] * 3)
    session = start(window, s)
    monkeypatch.setattr(runner, "LOOP_GUARD", 0)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert session.state is s
    (dlg,) = _dialogs()
    assert "End the turn" in dlg.headline.text() or "never finished" in dlg.headline.text()
    assert "never finished" in dlg.headline.text()
    assert "Nothing changed" in dlg.words.text()
    assert "could not be done" in window.statusBar().currentMessage()
    dlg.reject()
    QApplication.processEvents()
    monkeypatch.setattr(runner, "LOOP_GUARD", 5000)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert session.state.current == 1  # the game goes on


def test_a_failure_while_drawing_the_mat_redraws_it_from_the_state(
    window: MainWindow, two_cards: State, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scene's sync fails once after a play: one dialog about the mat, and the mat is redrawn to the new state."""
    s = two_cards
    warrior = uid_in(s, "Chang Sing Warrior", Zone.HAND, 0)
    real_sync = MatScene.sync
    calls: list[int] = []

    def sync_failing_once(self: MatScene, state: State, animate: bool = True) -> None:
        calls.append(1)
        if len(calls) == 1:
            self.state = state
            raise IndexError("spot out of range")
        real_sync(self, state, animate)

    monkeypatch.setattr(MatScene, "sync", sync_failing_once)
    _play_by_drag(window, warrior)
    assert window.session is not None
    assert names_in(window.session.state, Zone.PLAYED, 0) == ["Chang Sing Warrior"]
    (dlg,) = _dialogs()
    assert "the mat" in dlg.headline.text()
    assert "IndexError" in dlg.words.text() and "drawn again" in dlg.words.text()
    assert len(calls) == 2  # the redraw
    assert window.scene.cards[warrior].zone == "played"
    assert window.scene.cards[warrior].pos().x() > 0


def test_a_failure_in_the_log_panel_opens_the_dialog(
    window: MainWindow, two_cards: State, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The log panel fails while catching up after a play: the dialog names the log; the play stands."""
    s = two_cards
    warrior = uid_in(s, "Chang Sing Warrior", Zone.HAND, 0)
    real = LogPanel.show_state
    calls: list[int] = []

    def failing_once(self: LogPanel, state: State) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise AttributeError("'NoneType' object has no attribute 'entry'")
        real(self, state)

    monkeypatch.setattr(LogPanel, "show_state", failing_once)
    _play_by_drag(window, warrior)
    QApplication.processEvents()
    (dlg,) = _dialogs()
    assert "the log" in dlg.headline.text()
    assert window.session is not None and window.session.state != s
    assert any("Chang Sing Warrior" in line for line in window.log.lines())


def _repaint_cards(window: MainWindow) -> None:
    """Ask for every card to be painted afresh (past the item cache) at the next frame."""
    for item in window.scene.cards.values():
        item.update()


def test_a_paint_failure_reaches_the_dialog_once_and_faults_do_not_stack(
    window: MainWindow, two_cards: State, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """A card's paint raises on every frame: Qt hands it to the hook, one dialog opens, the repeats join it."""

    def broken(self: CardItem) -> bool:  # called by CardItem.paint on every frame
        raise ZeroDivisionError("card width is zero")

    monkeypatch.setattr(CardItem, "showing_face", broken)
    with excepthook_installed(window.faults):
        _repaint_cards(window)  # painted by the event loop, as in the game
        qtbot.waitUntil(lambda: bool(_dialogs()))
        seen = _dialogs()[0].faults
        _repaint_cards(window)
        qtbot.waitUntil(lambda: _dialogs()[0].faults > seen)  # the repeats were painted and joined the dialog
        dialogs = _dialogs()
        assert len(dialogs) == 1
        (dlg,) = dialogs
        assert "ZeroDivisionError" in dlg.words.text()
        assert dlg.faults > 1 and dlg.more.isVisible()
        assert dlg.details.toPlainText().count("ZeroDivisionError: card width is zero") == dlg.faults
        dlg.reject()
        qtbot.waitUntil(lambda: window.faults.dialog is None)
        _repaint_cards(window)  # the same fault once more: the status bar says so, no new dialog
        qtbot.waitUntil(lambda: "same problem happened again" in window.statusBar().currentMessage())
        assert not _dialogs()
    monkeypatch.undo()


def test_an_exception_in_any_slot_goes_to_the_dialog_while_the_hook_is_in(window: MainWindow, two_cards: State) -> None:
    """An exception raised in a Qt slot (a timer's) opens the dialog; outside the window's run the hook is gone."""
    import sys

    before = sys.excepthook

    def slot() -> None:
        raise LookupError("a slot went wrong")

    with excepthook_installed(window.faults):
        assert sys.excepthook == window.faults.excepthook
        QTimer.singleShot(0, slot)
        QApplication.processEvents()
        (dlg,) = _dialogs()
        assert "Something went wrong in the game window" in dlg.headline.text()
        assert "LookupError: a slot went wrong" in dlg.words.text()
    assert sys.excepthook is before


# --- problem reports -------------------------------------------------------------------------------

HELP_ORDER = ("Learn to Play", "How to Play", "Rules", "Puzzles", "Keyboard Shortcuts", "Report a Problem", "About")


def _help_entries(window: MainWindow) -> list[str]:
    menu = window._menu_by_name["help"]
    return [a.text().replace("&", "").rstrip("…. ") for a in menu.actions() if not a.isSeparator()]


def test_help_has_report_a_problem_in_its_place(window: MainWindow) -> None:
    """Help > Report a Problem… is there, and the Help entries that exist keep the agreed order."""
    entries = _help_entries(window)
    assert "Report a Problem" in entries
    known = [e for e in entries if e in HELP_ORDER]
    assert known == sorted(known, key=HELP_ORDER.index)


def _answer_report_dialogs(monkeypatch: pytest.MonkeyPatch, path: Path, note: str, asked: list[str]) -> None:
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *args, **kw: (note, True))

    def save_name(parent: object, title: str, default: str, *rest: object) -> tuple[str, str]:
        asked.append(default)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)


def _first_game(window: MainWindow, seed: int) -> Session:
    setup = first_game(2)
    session = start(window, new_game(setup, seed), setup, seed)
    while session.state.pending is not None:
        session.submit(legal_actions(session.state)[0])
    return session


def test_report_a_problem_writes_the_whole_game_to_one_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Help entry writes version, platform, setup, seed, actions, the undo point, redo steps and the log."""
    window.hot_seat = False
    session = _first_game(window, 8)
    plays = [a for a in legal_actions(session.state) if isinstance(a, PlayCard)][:3]
    for a in plays:
        session.submit(a)
    window.undo_action.trigger()
    path = tmp_path / "report.json"
    asked: list[str] = []
    _answer_report_dialogs(monkeypatch, path, "The card went to the wrong pile.", asked)
    (entry,) = [a for a in window._menu_by_name["help"].actions() if a.text().startswith("Report a &Problem")]
    entry.trigger()
    report = load_report(path)
    assert report.record.setup == session.setup and report.record.seed == 8
    assert report.record.actions == session.actions()
    assert report.record.redo == (plays[-1],)
    assert report.position == len(session.actions())
    assert list(report.log) == log_lines(session.state)
    assert report.app_version and report.platform
    assert report.note == "The card went to the wrong pile."
    assert replay_report(report).ok
    assert Path(asked[0]).name.startswith("bigtrouble-report-")  # a dated name in a folder that exists
    assert Path(asked[0]).parent.is_dir()
    assert str(path) in window.statusBar().currentMessage()


def test_the_fault_dialog_saves_a_report_with_the_fault(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog's *Save a Problem Report…* writes the game and the fault's traceback."""
    window.hot_seat = False
    session = _first_game(window, 3)
    bad = [a for a in legal_actions(session.state) if isinstance(a, PlayCard)][0]
    _break_on(monkeypatch, bad, KeyError("no such zone"))
    window.submit(bad)
    (dlg,) = _dialogs()
    path = tmp_path / "fault-report.json"
    _answer_report_dialogs(monkeypatch, path, "", [])
    QTest.mouseClick(dlg.report_button, Qt.MouseButton.LeftButton)
    report = load_report(path)
    assert "KeyError: 'no such zone'" in report.fault and "Traceback" in report.fault
    assert report.record.actions == session.actions()
    assert not _dialogs()
