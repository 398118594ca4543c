"""Playing with the keyboard: the focus stays on the mat and the status bar tells the truth."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import click, start, viewport_point

from bigtrouble.actions import PlayCard
from bigtrouble.effects.basic import Choice, ChooseOne, GainAttack, GainRecruit
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in, run
from bigtrouble.zones import Zone
from ui.window.main_window import MainWindow


def test_after_enter_the_focus_moves_on_and_the_old_hint_goes(window: MainWindow) -> None:
    """Tab, Enter plays a card; the "press Enter" hint for it is gone, and Enter again plays the next card."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior"]])
    session = start(window, s)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    first = window.scene.focused_action()
    assert isinstance(first, PlayCard)
    hint = window.statusBar().currentMessage()
    assert "press Enter" in hint
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert len(names_in(session.state, Zone.PLAYED, 0)) == 1
    assert window.statusBar().currentMessage() != hint
    assert window.scene.focused_action() is not None, "the keyboard focus stays on the mat"
    assert window.view.hasFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert len(names_in(session.state, Zone.PLAYED, 0)) == 2


def test_clicking_a_card_during_a_choice_in_words_points_at_the_buttons(window: MainWindow) -> None:
    """When the options are buttons, a click on a card says to use the buttons, not "the lit cards"."""
    s = run(
        position(hands=[["Chang Sing Warrior"]]),
        ChooseOne((Choice("Gain 2 Attack", (GainAttack(2),)), Choice("Gain 2 Recruit", (GainRecruit(2),)))),
    )
    start(window, s)
    hand = next(i for i in window.scene.cards.values() if i.zone == "hand")
    click(window, viewport_point(window, hand))
    message = window.statusBar().currentMessage()
    assert "buttons" in message and "lit cards" not in message


def test_history_lines_say_whose_move_and_which_turn(window: MainWindow) -> None:
    """Each History entry starts with the turn number and the name of the player who moved."""
    window.hot_seat = False
    s = position(names=("Alice", "Bob"), hands=[["Chang Sing Warrior"]], villain_deck=["Bystander"] * 4)
    start(window, s)
    hand = next(i for i in window.scene.cards.values() if i.zone == "hand")
    click(window, viewport_point(window, hand))
    click(window, viewport_point(window, window.scene.end_turn))
    window.history_dock.raise_()  # the History tab, behind the Log: the player brings it up first
    QApplication.processEvents()
    model = window.history.model()
    rows = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert rows[0] == "Start"
    turn = s.turn.number
    assert rows[1].startswith(f"Turn {turn} · Alice: ") and "Chang Sing Warrior" in rows[1]
    assert rows[2].startswith(f"Turn {turn} · Alice: ")


def test_a_choice_answered_by_itself_is_said_in_the_log_and_on_the_mat(window: MainWindow) -> None:
    """Clicking an option that leads to a choice with one answer: the log, the status bar and a mat notice say
    that the choice answered itself, and for whom."""
    from bigtrouble.actions import Choose

    only = ChooseOne((Choice("Take 1 Attack", (GainAttack(1),)),))
    s = run(
        position(names=("Ann", "Bo")),
        ChooseOne((Choice("Go on", (only,)), Choice("Gain 2 Recruit", (GainRecruit(2),)))),
    )
    session = start(window, s)
    button = window.scene.prompt.button_for(Choose(0))
    assert button is not None
    click(window, viewport_point(window, button))
    QApplication.processEvents()
    assert session.state.pending is None and session.state.turn.attack == 1
    lines = [line for line in window.log.lines() if line.startswith("Answered by itself")]
    assert len(lines) == 1 and "for Ann" in lines[0] and "Take 1 Attack" in lines[0]
    assert "for Ann" in window.statusBar().currentMessage()
    assert window.scene.notice.isVisible() and "for Ann" in window.scene.notice.text


def test_after_the_new_game_dialog_the_keys_go_to_the_mat(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter in the New Game dialog starts the game; Enter again (no click, no Tab) plays on the mat."""
    from ui.window.dialogs import NewGameDialog

    window.activateWindow()
    dlg = window.new_game_dialog()
    qtbot.waitExposed(dlg)
    QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session is not None and not dlg.isVisible())
    assert dlg.result() == NewGameDialog.DialogCode.Accepted
    session = window.session
    assert session is not None
    assert window.focusWidget() is window.view  # the window's own focus: back on the mat once it is active again
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert session.stack.count() >= 1


def test_a_new_window_size_keeps_the_keyboard_highlight_where_it_was(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tab twice, then the window changes size (F11, a drag of its edge): the highlight is still on the second
    move, drawn on its card, and Enter does that move, not the first (the hint said so)."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    session = start(window, s)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    second = window.scene.focused_action()
    assert isinstance(second, PlayCard)
    lay = window.scene.lay.card_w
    window.resize(1100, 640)
    qtbot.waitUntil(lambda: window.scene.lay.card_w != lay)
    assert window.scene.focused_action() == second
    item = window.scene.item_for(second)
    assert getattr(item, "focused", False)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert session.state.players[0].played == (second.uid,)
