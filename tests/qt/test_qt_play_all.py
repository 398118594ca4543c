"""Play All on the mat: one click (or Ctrl+P) plays every card that asks nothing, each its own undo step."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
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


def _asked(monkeypatch, answer):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> object:
        asked.append(str(args[2]))
        return answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def test_ending_a_turn_with_points_to_spend_asks_first(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The defect: ending a turn with Recruit or Attack unspent said nothing."""
    from PySide6.QtWidgets import QMessageBox

    window.confirm_end_action.setChecked(True)
    s = position(hands=[[], []], recruit=5, hq=["Six Demon Bag"] * 5)
    session = start(window, s)
    asked = _asked(monkeypatch, QMessageBox.StandardButton.No)
    window._end_turn()
    assert asked and "5 Recruit" in asked[0] and session.state.turn.number == s.turn.number
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(window, window.scene.end_turn)
    )
    assert len(asked) == 2 and session.state.turn.number == s.turn.number  # the mat's button asks too
    _asked(monkeypatch, QMessageBox.StandardButton.Yes)
    window._end_turn()
    assert session.state.turn.number == s.turn.number + 1


def test_nothing_is_asked_when_nothing_could_be_bought_or_when_turned_off(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    window.confirm_end_action.setChecked(True)
    asked = _asked(monkeypatch, QMessageBox.StandardButton.No)
    s = position(hands=[[], []], recruit=1, hq=["Six Demon Bag"] * 5)  # 1 Recruit buys nothing here (it costs 3)
    session = start(window, s)
    window._end_turn()
    assert asked == [] and session.state.turn.number == s.turn.number + 1
    window.confirm_end_action.trigger()  # Game > Ask Before Ending a Turn With Points Left: off, and remembered
    assert window.settings.value("confirm_end_turn") in (False, "false")


def test_a_double_click_on_a_hand_card_plays_one_card(window: MainWindow) -> None:
    """The defect: the second click landed on the card that slid into its place and played it too."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"], []])
    session = start(window, s)
    first = next(i for i in window.scene.cards.values() if i.zone == "hand")
    at = viewport_point(window, first)
    vp = window.view.viewport()
    for kind in (  # a double-click as Qt delivers it: press, release, double-click (in place of a press), release
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseButtonRelease,
    ):
        left = Qt.MouseButton.LeftButton
        held = left if kind != QEvent.Type.MouseButtonRelease else Qt.MouseButton.NoButton
        event = QMouseEvent(kind, QPointF(at), vp.mapToGlobal(QPointF(at)), left, held, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, event)
        QApplication.processEvents()
    assert len(session.state.turn.played_log) == 1
