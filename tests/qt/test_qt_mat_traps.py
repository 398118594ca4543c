"""Two quiet traps on the mat: Esc on a choice that may be declined, and a card dropped on bare felt."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import click, mouse_drag, scene_point, start, viewport_point

from bigtrouble.effects.basic import Choice, ChooseOne, GainAttack, GainRecruit
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in, run
from bigtrouble.zones import Zone
from ui.window.main_window import MainWindow


def test_escape_declines_a_choice_that_may_be_declined(window: MainWindow) -> None:
    """Uncle Chu's "KO a Wound" may be declined: Esc on the mat declines it, as the Decline button does."""
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert session.state.pending is not None and session.state.pending.optional
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert session.state.pending is None
    assert "Wound" in names_in(session.state, Zone.HAND, 0)  # declined: the Wound stays where it was
    assert names_in(session.state, Zone.KO) == []


def test_escape_leaves_a_choice_that_must_be_answered(window: MainWindow) -> None:
    """A "choose one" in words must be answered: Esc changes nothing in the game."""
    s = run(
        position(), ChooseOne((Choice("Gain 2 Attack", (GainAttack(2),)), Choice("Gain 2 Recruit", (GainRecruit(2),))))
    )
    session = start(window, s)
    assert session.state.pending is not None and not session.state.pending.optional
    before = session.state
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert session.state is before


def test_a_card_dropped_on_bare_felt_goes_back_and_the_status_line_says_why(window: MainWindow) -> None:
    """A hand card let go where no pile takes it slides home, and the status line says where cards go."""
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    item = window.scene.cards[s.players[0].hand[0]]
    home = item.pos()
    lay = window.scene.lay
    felt = next(
        QPointF(x, y)
        for y in range(int(lay.strip.bottom) + 4, int(lay.played.y), 6)
        for x in range(8, int(window.scene.width()) - 8, 12)
        if window.scene.drop_key(QPointF(x, y)) == "" and not window.scene.items(QPointF(x, y))
    )
    window.statusBar().clearMessage()
    mouse_drag(window, viewport_point(window, item), scene_point(window, felt.x(), felt.y()))
    assert session.state is s
    assert item.pos() == home
    message = window.statusBar().currentMessage()
    assert "went back" in message and "play area" in message
