"""Playing with the keyboard: the focus stays on the mat and the status bar tells the truth."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import click, start, viewport_point

from bigtrouble.actions import PlayCard
from bigtrouble.effects.basic import Choice, ChooseOne, GainAttack, GainRecruit
from bigtrouble.tools.position import position
from bigtrouble.tools.testing import names_in, run
from bigtrouble.zones import Zone
from ui.main_window import MainWindow


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
