"""Game > What Would You Do? (F3): three moves with their chances, thought out off the GUI thread, never played."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble import first_game, legal_actions, new_game
from bigtrouble.actions import PlayCard
from ui.window.main_window import MainWindow


def test_the_advisor_answers_in_the_background_and_never_plays(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = first_game(2)
    session = start(window, new_game(setup, 2), setup, 2)
    window.ask_advisor()
    window.advisor.playouts = 20
    window.advisor.ask()
    assert window.advisor.isVisible() and "Thinking" in window.advisor.status.text()
    qtbot.waitUntil(lambda: window.advisor.list.count() > 0, timeout=60_000)
    advice = window.advisor.advice
    assert 1 <= len(advice) <= 3 and all(0 <= a.chance <= 1 and a.reason for a in advice)
    assert session.stack.count() == 0  # it never plays for the player
    window.advisor.list.setCurrentRow(0)
    QApplication.processEvents()
    assert window.scene.focused_action() == advice[0].action  # pointing at a move lights it on the mat


def test_an_answer_about_a_position_that_is_gone_is_dropped(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = first_game(2)
    session = start(window, new_game(setup, 2), setup, 2)
    window.ask_advisor()
    window.advisor.playouts = 20
    window.advisor.ask()
    first = window.advisor.asked
    play = next(a for a in legal_actions(session.state) if isinstance(a, PlayCard))
    assert window.submit(play) is None  # the position changes while it thinks
    assert window.advisor.asked is session.state and window.advisor.asked is not first
    qtbot.waitUntil(lambda: window.advisor.list.count() > 0, timeout=60_000)
    assert all(a.action in legal_actions(session.state) for a in window.advisor.advice)
