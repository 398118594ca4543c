"""Play All on the mat: one click (or Ctrl+P) plays every card that asks nothing, each its own undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import start, viewport_point

from bigtrouble.teaching.position import position
from bigtrouble.zones import cdef
from ui.window.main_window import MainWindow


def _hand(w: MainWindow) -> list[str]:
    s = w.session.state if w.session is not None else None
    assert s is not None
    return [cdef(s, u).name for u in s.players[s.current].hand]


def test_the_play_all_button_plays_what_asks_nothing_as_separate_steps(window: MainWindow) -> None:
    s = position(hands=[["Six Demon Bag", "Chinatown Brawler", "Chang Sing Warrior", "Ace Reporter"], []])
    session = start(window, s)
    button = window.scene.play_all_button
    assert button.isVisible()
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(window, button))
    QApplication.processEvents()
    played = [cdef(session.state, u).name for u in session.state.turn.played_log]
    assert sorted(played) == ["Ace Reporter", "Chang Sing Warrior", "Chinatown Brawler"]
    assert played.index("Ace Reporter") < played.index("Chinatown Brawler")  # Covert before the Covert trigger
    assert _hand(window) == ["Six Demon Bag"]  # it asks "choose one": left for the player
    assert session.stack.count() == 3  # one undo step a card
    assert "ask" in window.statusBar().currentMessage()
    session.stack.undo()
    assert len(session.state.turn.played_log) == 2


def test_ctrl_p_plays_all_and_the_button_goes_when_nothing_is_left(window: MainWindow) -> None:
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"], []])
    start(window, s)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert _hand(window) == []
    assert not window.scene.play_all_button.isVisible()


def test_tab_enter_rhythm_never_skips_a_card_in_hand(window: MainWindow) -> None:
    """Tab, Enter, Tab, Enter… plays the hand card by card: after a move Tab starts again from the first move.

    The defect: Tab went on from the old index, so the rhythm recruited or ended the turn with cards in hand.
    """
    from bigtrouble.actions import PlayCard

    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"], []], recruit=9)
    session = start(window, s)
    window.view.setFocus()
    for _ in range(3):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        assert isinstance(window.scene.focused_action(), PlayCard)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        QApplication.processEvents()
    assert _hand(window) == [] and not session.state.turn.recruited


def test_enter_enter_plays_the_hand_in_order(window: MainWindow) -> None:
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"], []], recruit=9)
    start(window, s)
    window.view.setFocus()
    for _ in range(3):  # the first Enter lights the first move, each next one does it
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        QApplication.processEvents()
    assert _hand(window) == []
