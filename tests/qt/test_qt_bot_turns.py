"""Watching a bot's turn as one person with bots: what the status line, the status bar and the sign say, and where.

Defects seen in a 1-person, 3-bot game on a real screen: during a bot's turn the status line told the
person to "play, recruit, fight, then End Turn" as if it were their turn; each bot move was announced
as "Heuristic bot 2 (Heuristic bot): ..."; the "is playing" sign sat over the cards the bot had just
played, the very thing a person watches.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from bigtrouble import Setup, new_game
from ui.seats.bot_seats import HUMAN, who_plays
from ui.session import Session
from ui.window.main_window import MainWindow

BOT = "heuristic"


def bots_game(window: MainWindow, delay: int) -> Session:
    """One person in seat 2, bots in seats 1 and 3 (named as the new-game dialog names them)."""
    window.bot_seats.set_delay(delay)
    names = ("Heuristic bot 1", "Ana", "Heuristic bot 3")
    setup = Setup(players=3, names=names, seats=(BOT, HUMAN, BOT), mastermind="Six Shooter", scheme="Assassination")
    session = Session(new_game(setup, 4), setup, 4)
    window.start(session)
    QApplication.processEvents()
    return session


def test_the_status_line_says_a_bot_is_playing_not_what_the_person_should_do(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    bots_game(window, 60000)
    window.refresh_panels()
    line = window.status_label.text()
    assert "Heuristic bot 1 is playing (a bot)" in line and "End Turn" not in line
    window.bot_seats.set_paused(True)  # the line changes at once, not at the next move
    assert "paused" in window.status_label.text() and "Ctrl+Shift+B" in window.status_label.text()
    window.bot_seats.set_paused(False)
    assert "is playing (a bot)" in window.status_label.text()


def test_a_bot_move_is_announced_once_by_its_name(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = bots_game(window, 1)
    qtbot.waitUntil(lambda: session.stack.count() >= 1, timeout=15000)
    message = window.statusBar().currentMessage()
    assert message.startswith("Heuristic bot 1: ") and "(Heuristic bot)" not in message
    assert who_plays("Ana's robot", BOT) == "Ana's robot (Heuristic bot)"


def test_the_bot_sign_stays_off_the_played_cards_and_the_city(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = bots_game(window, 20)
    qtbot.waitUntil(lambda: len(session.state.players[0].played) >= 3, timeout=15000)
    window.bot_seats.set_paused(True)  # the longer sign, with the keys
    banner = window.bot_seats.banner
    assert banner is not None and banner.isVisible() and "paused" in banner.text()
    sign = QRect(banner.pos(), banner.size())
    view, central, lay = window.view, window.central, window.scene.lay
    boxes = [*lay.city, *lay.hq, lay.attack, lay.recruit, lay.end_turn]
    items = window.scene.cards
    bot = session.state.players[0]
    boxes += [item.sceneBoundingRect() for uid, item in items.items() if uid in (*bot.played, *bot.hand)]
    for box in boxes:
        scene_rect = box if isinstance(box, QRectF) else QRectF(box.x, box.y, box.w, box.h)
        poly = view.mapFromScene(scene_rect).boundingRect()
        area = QRect(view.viewport().mapTo(central, poly.topLeft()), poly.size())
        assert not sign.intersects(area), f"the sign covers {box}"


def test_the_strip_keeps_each_bots_number_in_view(window: MainWindow) -> None:
    """At 4-5 seats the chips are narrow: "Heuristic bot 3" must not lose the "3" that tells the bots apart."""
    from PySide6.QtGui import QImage, QPainter

    from ui.mat.hud import fitted_name

    window.resize(1024, 600)
    names = ("Ana", "Heuristic bot 2", "Heuristic bot 3", "Lookahead bot 4", "Heuristic bot 5")
    setup = Setup(players=5, names=names, seats=(HUMAN, BOT, BOT, "lookahead", BOT))
    window.bot_seats.set_delay(60000)
    window.start(Session(new_game(setup, 2), setup, 2))
    QApplication.processEvents()
    strip = window.scene.strip
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    try:
        for rect, seat in zip(strip.chip_rects(), strip.seats, strict=True):
            h = rect.height()
            width = rect.width() * 0.4  # the name's part of the chip, as the strip paints it
            shown = fitted_name(p, "▶ " + seat.name, width, h)
            assert shown.endswith(seat.name[-1]), (seat.name, shown)
            assert p.fontMetrics().horizontalAdvance(shown) <= width + 1
    finally:
        p.end()


def test_the_bot_sign_stays_off_a_hand_the_bot_is_choosing_from(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A Scheme Twist makes each player discard: the bot's whole hand is on the mat, and the sign goes elsewhere."""
    from bigtrouble.effects.basic import Pick
    from bigtrouble.effects.players import EachPlayer
    from bigtrouble.teaching.position import position
    from bigtrouble.teaching.testing import run
    from bigtrouble.zones import Zone
    from tests.qt.qthelpers import start

    window.bot_seats.set_delay(60000)
    s = position(current=0, hands=[["Uncle Chu", "Chang Sing Warrior"] * 3, ["Uncle Chu", "Chang Sing Warrior"]])
    from attrs import evolve

    s = evolve(s, setup=evolve(s.setup, seats=(BOT, HUMAN)))
    s = run(s, EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),)))
    start(window, s, s.setup)
    window.bot_seats.set_paused(True)
    banner = window.bot_seats.banner
    assert banner is not None and banner.isVisible()
    sign = QRect(banner.pos(), banner.size())
    view, central = window.view, window.central
    for uid in s.players[0].hand:
        poly = view.mapFromScene(window.scene.cards[uid].sceneBoundingRect()).boundingRect()
        assert not sign.intersects(QRect(view.viewport().mapTo(central, poly.topLeft()), poly.size()))


def test_after_an_undo_the_persons_own_new_move_lets_the_bots_play_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Undo back to your own turn, play it differently, End Turn: the next bot must not sit there paused
    until you find Game > Resume Bots (it did). A redo is no new move: the bots stay paused for it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from bigtrouble.actions import Choose, EndTurn

    def key(k: Qt.Key) -> None:
        window.activateWindow()
        window.view.setFocus()
        QTest.keyClick(window.view, k, Qt.KeyboardModifier.ControlModifier)
        QApplication.processEvents()

    window.bot_seats.set_delay(1)
    setup = Setup(players=2, seats=(HUMAN, BOT), mastermind="Six Shooter", scheme="Assassination")
    session = Session(new_game(setup, 3), setup, 3)
    window.start(session)
    while session.state.pending is not None and session.state.pending.player == 0:
        assert window.submit(Choose(0)) is None
    assert window.submit(EndTurn()) is None
    qtbot.waitUntil(lambda: session.state.current == 1 and session.stack.count() >= 3, timeout=15000)
    key(Qt.Key.Key_Z)
    assert window.bot_seats.paused
    while session.state.current != 0 or session.state.pending is not None:
        key(Qt.Key.Key_Z)  # back into the person's own turn
    key(Qt.Key.Key_Y)  # a redo brings back a bot's or the person's old move: no new move, still paused
    assert window.bot_seats.paused
    key(Qt.Key.Key_Z)
    assert session.state.current == 0 and window.bot_seats.paused
    assert window.submit(EndTurn()) is None  # the person's own new move
    assert not window.bot_seats.paused
    QApplication.processEvents()
    assert "play on" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: session.state.current == 0 and session.state.turn.number == 3, timeout=15000)
