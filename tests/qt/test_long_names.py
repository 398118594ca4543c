"""Long player names stay where they belong: the History row still shows the move, the curtain never cuts the
name at both edges.

The defects: long names flooded the log and hid the action in History rows; the curtain clipped a long name
at both edges.
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
