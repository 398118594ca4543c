"""Rough edges of the table (issue 21), each fixed with a test that fails on the code before its fix.

Long names flooded the log and hid the action in History rows; the curtain clipped a long name at both
edges; closing "What can I do?" left the mat shrunk.
"""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble import Setup, legal_actions, new_game
from bigtrouble.actions import PlayCard
from ui.commands import short_name
from ui.window.main_window import MainWindow

LONG = "Bartholomew Archibald Fitzgerald-Wolfenstein the Third"


def test_a_history_row_keeps_the_move_in_sight(window: MainWindow) -> None:
    setup = Setup(players=2, names=(LONG, "Jo"))
    session = start(window, new_game(setup, 3), setup, 3)
    play = next(a for a in legal_actions(session.state) if isinstance(a, PlayCard))
    assert window.submit(play) is None
    row = session.stack.text(0)
    assert LONG not in row and short_name(LONG) in row and len(row) < 70, row
    assert "Play" in row


def test_the_log_cuts_long_names_but_keeps_the_sentence(window: MainWindow) -> None:
    setup = Setup(players=2, names=(LONG, "Jo"))
    start(window, new_game(setup, 3), setup, 3)
    QApplication.processEvents()
    window.refresh_panels()
    text = window.log.toPlainText()
    assert short_name(LONG) in text and LONG not in text


def test_the_curtain_never_cuts_a_long_name_at_both_edges(window: MainWindow) -> None:
    window.resize(1024, 600)
    window.curtain.setGeometry(0, 0, 1024, 560)
    window.curtain.cover(LONG * 2, "Turn 3.")
    window.curtain.show()
    image = window.curtain.grab().toImage()
    top = int(window.curtain._top())
    band = range(top, top + int(560 * 0.15), 2)

    def gold(x: int, y: int) -> bool:
        c = QColor(image.pixel(x, y))
        return c.red() > 200 and c.green() > 170 and c.blue() < 160

    assert not any(gold(x, y) for y in band for x in (1, 2, 3, image.width() - 3, image.width() - 2))
    assert any(gold(x, y) for y in band for x in range(0, image.width(), 3))  # the headline is there


def test_closing_what_can_i_do_gives_the_mat_its_width_back(window: MainWindow) -> None:
    """The defect: the list took its room from the mat and closing it left the mat shrunk."""
    setup = Setup(players=2)
    start(window, new_game(setup, 1), setup, 1)
    for _ in range(10):
        QApplication.processEvents()
    before = window.view.width()
    window.whatnow.toggle()
    for _ in range(10):
        QApplication.processEvents()
    assert window.view.width() < before
    window.whatnow.dock.close()
    for _ in range(10):
        QApplication.processEvents()
    assert window.view.width() == before


def test_the_curtain_stays_up_when_a_player_jumps_back_to_their_own_earlier_turn(window: MainWindow) -> None:
    """The defect: a History jump walked through the other player's turn, so the curtain fell for the player who
    had just clicked, going back to their own turn."""
    from bigtrouble.actions import EndTurn

    window.hot_seat = True
    setup = Setup(players=2, names=("Ann", "Bo"))
    session = start(window, new_game(setup, 5), setup, 5)
    window.curtain.hide()

    def finish_turn() -> None:
        assert window.submit(EndTurn()) is None
        while session.state.pending is not None:
            assert window.submit(legal_actions(session.state)[0]) is None
        window.curtain.hide()  # the next player lifts it
        window.scene.hide_hand = False

    ann_turn = session.stack.index()
    finish_turn()  # Ann's turn ends: Bo's turn
    finish_turn()  # Bo's ends: Ann's again
    assert session.state.current == 0
    session.jump(ann_turn)  # Ann clicks her first turn in the History panel
    QApplication.processEvents()
    assert session.state.current == 0 and not window.curtain.isVisible()
