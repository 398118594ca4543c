"""Taking over a bot's seat, as a player does it with the keys, and what the save keeps of it.

The defect these catch: a seat taken over from a bot was saved as a plain person's seat, so a
game of one person and bots, resumed later, opened behind the curtain and dropped it again
between that person's own seat and the seat they took ("Only Heuristic bot 2 should look now").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from bigtrouble import Setup, new_game
from bigtrouble.actions import Choose, EndTurn
from bigtrouble.engine import current_player
from bigtrouble.saves import dumps, loads
from ui.seats.bot_seats import HUMAN
from ui.seats.take_over import TakeOverDialog
from ui.session import Session
from ui.window.main_window import MainWindow

BOT = "heuristic"


def game(window: MainWindow, seats: tuple[str, ...], seed: int = 3) -> Session:
    """A game with these seats in the window; the bots wait a minute before each move (the test moves them)."""
    window.bot_seats.set_delay(60000)
    setup = Setup(players=len(seats), seats=seats, mastermind="Six Shooter", scheme="Assassination")
    session = Session(new_game(setup, seed), setup, seed)
    window.start(session)
    QApplication.processEvents()
    return session


def keys(window: MainWindow, key: Qt.Key, mods: Qt.KeyboardModifier) -> None:
    """A real key press on the mat (the window's shortcuts answer it)."""
    window.activateWindow()
    for _ in range(100):  # a dialog just closed: the window takes the keys again once it is active
        if QApplication.activeWindow() is window:
            break
        QTest.qWait(10)
    assert QApplication.activeWindow() is window
    window.view.setFocus()
    QTest.keyClick(window.view, key, mods)
    QApplication.processEvents()


CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def finish_turn(window: MainWindow, session: Session) -> None:
    """The person whose move it is answers any choice and ends the turn."""
    while session.state.pending is not None:
        assert window.submit(Choose(0)) is None
    assert window.submit(EndTurn()) is None
    QApplication.processEvents()


def resume(window: MainWindow, session: Session) -> Session:
    """Save the game as a file's text and resume it in the window, as a restart does."""
    record = session.record()
    assert record is not None
    back = Session.from_record(loads(dumps(record)))
    window.start(back)
    QApplication.processEvents()
    return back


def bots_play_until(window: MainWindow, session: Session, seat: int, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Let the bots play quickly until ``seat`` must act."""
    window.bot_seats.set_delay(1)
    qtbot.waitUntil(lambda: current_player(session.state) == seat, timeout=20000)
    window.bot_seats.set_delay(60000)


def test_a_seat_taken_over_by_the_only_person_stays_theirs_after_a_resume(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = game(window, (BOT, HUMAN, BOT, BOT))
    assert window.bot_seats.due() == 0
    keys(window, Qt.Key.Key_B, CTRL)  # Pause Bots
    assert window.bot_seats.paused
    keys(window, Qt.Key.Key_B, CTRL_SHIFT)  # Take Over: the bot whose move it is; the one person takes it
    assert session.setup is not None and session.setup.seats == (f"{BOT}@1", HUMAN, BOT, BOT)
    assert "You play" in window.statusBar().currentMessage()
    assert "(a bot)" not in window.status_label.text() and "paused" not in window.status_label.text()
    finish_turn(window, session)  # the person plays seat 0, then their own seat 1: no curtain
    assert current_player(session.state) == 1 and not window.curtain.isVisible()

    session = resume(window, session)
    assert not window.curtain.isVisible()  # one person at the table: a resume opens on the mat
    assert window.bot_seats.people() == (1,) and not window.bot_seats.is_bot(0)
    assert window.bot_seats.is_bot(2) and window.bot_seats.is_bot(3)  # the other seats are still bots
    finish_turn(window, session)
    bots_play_until(window, session, 0, qtbot)  # seats 2 and 3 were played by their bots
    assert not window.curtain.isVisible()  # seat 0 is the same person's: the curtain stays up
    finish_turn(window, session)
    assert current_player(session.state) == 1 and not window.curtain.isVisible()


def answer_dialog(seat_name: str, person_name: str) -> list[str]:
    """When the take-over dialog opens, choose ``seat_name`` and ``person_name`` by keys and press Take Over."""
    seen: list[str] = []

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, TakeOverDialog):
            QTimer.singleShot(20, act)
            return
        seen.append(dialog.windowTitle())
        for combo, name in ((dialog.seat, seat_name), (dialog.person, person_name)):
            if not combo.isVisibleTo(dialog):  # nothing to choose: one seat, or one person
                continue
            combo.setFocus()
            while combo.currentText() != name:
                before = combo.currentIndex()
                QTest.keyClick(combo, Qt.Key.Key_Down)
                assert combo.currentIndex() != before, f"{name} is not offered"
        buttons = dialog.findChild(QDialogButtonBox)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, act)
    return seen


def test_with_two_people_the_take_over_asks_who_and_the_curtain_follows_that_person(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = game(window, (BOT, HUMAN, HUMAN))
    names = [p.name for p in session.state.players]
    keys(window, Qt.Key.Key_B, CTRL)
    seen = answer_dialog(names[0], names[2])  # the third player takes the bot's seat
    keys(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert seen == ["Take Over a Bot's Seat"]
    assert TakeOverDialog(window, session.state, (0,), (1, 2)).words.text() == (
        f"From now on a person plays {names[0]}'s seat."
    )  # one bot: the dialog names its seat
    assert session.setup is not None and session.setup.seats == (f"{BOT}@2", HUMAN, HUMAN)
    assert not window.bot_seats.bots
    for _ in range(2):  # in this sitting, then again after a resume
        finish_turn(window, session)  # seat 0 (the third player's) to seat 1: another person
        assert window.curtain.isVisible() and window.curtain.name == names[1]
        window.curtain.lift()
        finish_turn(window, session)  # seat 1 to seat 2: another person again
        assert window.curtain.isVisible() and window.curtain.name == names[2]
        window.curtain.lift()
        finish_turn(window, session)  # seat 2 to seat 0: the same person's two seats
        assert current_player(session.state) == 0 and not window.curtain.isVisible()
        session = resume(window, session)
        if window.curtain.isVisible():  # several people: a resume opens behind the curtain
            window.curtain.lift()


def test_take_over_asks_which_seat_when_no_bots_turn_makes_it_plain(window: MainWindow) -> None:
    """The person must act (no bot is due) and two bots play: the dialog asks which seat; Cancel changes nothing."""
    session = game(window, (HUMAN, BOT, BOT))
    assert window.bot_seats.due() < 0
    seats, people = window.bot_seats.take_over_choices()
    assert seats == (1, 2) and people == (0,)
    dialog = TakeOverDialog(window, session.state, seats, people)
    assert dialog.seat.isVisibleTo(dialog) and not dialog.person.isVisibleTo(dialog)
    dialog.deleteLater()

    def cancel() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, TakeOverDialog):
            modal.reject()
        else:
            QTimer.singleShot(20, cancel)

    QTimer.singleShot(20, cancel)
    keys(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert window.bot_seats.is_bot(1) and window.bot_seats.is_bot(2)
    assert session.setup is not None and session.setup.seats == (HUMAN, BOT, BOT)
    seen = answer_dialog(session.state.players[2].name, "")
    keys(window, Qt.Key.Key_B, CTRL_SHIFT)
    assert seen and session.setup.seats == (HUMAN, BOT, f"{BOT}@0")
