"""A bot's turn offers the person none of its moves (``ui.seats.bot_turn``); the curtain's recap fits.

Defects seen in a 1-person, 3-bot game on a real screen: Tab on the mat during a bot's turn focused
the bot's moves ("Play John - press Enter") and Enter tried them, to be refused; with the bots paused
(the seat not taken over) a click played the bot's card for it; What can I do? listed the bot's moves
as "<bot> can"; the curtain's recap cut a long line off ("... Catacomb Mon").
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from bigtrouble import Setup, new_game
from bigtrouble.actions import EndTurn
from bigtrouble.engine import current_player, legal_actions
from tests.qt.qthelpers import viewport_point
from ui.mat import curtain as curtains
from ui.mat.curtain import Curtain
from ui.mat.look import Glow
from ui.mat.tips import tip_text
from ui.seats.bot_seats import HUMAN
from ui.session import Session
from ui.window.main_window import MainWindow

BOT = "heuristic"


def one_person_three_bots(window: MainWindow, delay: int = 60000) -> Session:
    """Bots in seats 1, 3 and 4 around the person in seat 2; the first bot's turn is on (and waits ``delay``)."""
    window.bot_seats.set_delay(delay)
    names = ("John", "Ana", "Heuristic bot 3", "Heuristic bot 4")
    setup = Setup(
        players=4, names=names, seats=(BOT, HUMAN, BOT, BOT), mastermind="Six Shooter", scheme="Assassination"
    )
    session = Session(new_game(setup, 5), setup, 5)
    window.start(session)
    QApplication.processEvents()
    assert window.bot_seats.due() == 0 and legal_actions(session.state)  # John has moves: none is Ana's
    return session


def keys(window: MainWindow, *pressed: Qt.Key) -> None:
    """Real key presses on the mat."""
    window.view.setFocus()
    for key in pressed:
        QTest.keyClick(window.view, key)
    QApplication.processEvents()


def assert_nothing_offered(window: MainWindow, session: Session, bot: str = "John") -> None:
    """No lit card, no focus ring, no "press Enter"; the status bar says what the person can do."""
    before = session.state
    keys(window, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Return)
    said, line = window.statusBar().currentMessage(), window.status_label.text()
    assert "press Enter" not in said and f"a bot plays {bot}" in said
    assert "Ctrl+Shift+B" in line and bot in line  # beside it, what the person can do
    assert window.scene.focused_action() is None
    assert not any(item.glow is Glow.LEGAL or item.focused for item in window.scene.cards.values())
    assert session.state is before


def test_tab_and_enter_offer_none_of_a_playing_bots_moves(window: MainWindow) -> None:
    session = one_person_three_bots(window)
    assert_nothing_offered(window, session)
    assert "Bot Speed" in window.status_label.text() and "Ctrl+B: pause" in window.status_label.text()


def test_a_paused_bots_cards_are_not_the_persons_to_click_drag_or_end(window: MainWindow) -> None:
    session = one_person_three_bots(window)
    window.bot_seats.set_paused(True)
    assert_nothing_offered(window, session)
    before = session.state
    hand = window.scene.cards[before.players[0].hand[0]]
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, viewport_point(window, hand)
    )
    QApplication.processEvents()
    assert session.state is before  # the bot's card was not played for it
    assert "a bot plays John" in window.statusBar().currentMessage()
    assert "Ctrl+B: resume" in window.status_label.text() and "Ctrl+Shift+B" in window.status_label.text()
    start = viewport_point(window, hand)
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(30, -60))
    QTest.mouseMove(vp, start + QPoint(60, -160))
    assert window.scene.drag is None  # the card is not picked up
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(60, -160))
    assert session.state is before
    refusal = window.submit(EndTurn())  # the menu's End Turn (Ctrl+E) too
    assert refusal is not None and "John" in refusal
    assert session.state is before and current_player(session.state) == 0


def test_taking_the_seat_over_offers_its_moves_to_the_person(window: MainWindow) -> None:
    session = one_person_three_bots(window)
    window.bot_seats.set_paused(True)
    assert window.bot_seats.take_over() == 0
    keys(window, Qt.Key.Key_Tab)
    focused = window.scene.focused_action()
    assert focused is not None and focused in legal_actions(session.state)
    assert "press Enter" in window.statusBar().currentMessage()
    assert any(item.glow is Glow.LEGAL for item in window.scene.cards.values())


def test_what_can_i_do_says_it_is_the_bots_turn_and_lists_its_options_as_its_own(window: MainWindow) -> None:
    session = one_person_three_bots(window)
    window.whatnow.toggle()
    panel = window.whatnow.panel
    assert panel.listed() == []  # nothing in it is the person's to do
    title = panel.title.text()
    assert "John's turn" in title and "Ctrl+B" in title and "Ctrl+Shift+B" in title and " can (" not in title
    assert panel.learn_box.isVisible() and not panel.advice_box.isVisible()
    panel.learn_box.setChecked(True)
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    options = legal_actions(session.state)
    assert len(texts) == len(options) + 1 and "John (the bot) chooses" in texts[0]
    assert all(t.startswith("John could: ") for t in texts[1:])
    before = session.state
    line = panel.list.item(1)
    panel.list.setCurrentItem(line)
    panel.list.itemActivated.emit(line)  # double-click / Enter on the bot's option
    assert session.state is before
    window.bot_seats.set_paused(True)  # the words follow the pause at once
    assert "lets the bots go on" in panel.title.text()
    window.bot_seats.take_over(0)
    assert panel.listed() == legal_actions(session.state)  # the person's own moves now
    assert not panel.learn_box.isVisible()


# --- the curtain's recap ----------------------------------------------------------------------------

LONG = (
    "Heuristic bot 3 fought the Catacomb Monster in the Rooftops and rescued 2 Bystanders, "
    "then KO'd a Wound from the discard pile"
)


def curtain_at(qtbot, w: int, h: int, lines: tuple[str, ...]) -> tuple[QWidget, Curtain]:  # type: ignore[no-untyped-def]
    """A curtain over a ``w`` x ``h`` mat (returned too: it must live as long as the curtain), covering for Ana."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(w, h)
    host.show()
    curtain = Curtain(host)
    curtain.cover("Ana", "Turn 3.", "", lines)
    QApplication.processEvents()
    return host, curtain


def test_a_long_recap_line_is_shown_whole_at_both_sizes(qtbot) -> None:  # type: ignore[no-untyped-def]
    lines = ("Player 1 defeated Wing Kong Thug.", LONG, "A Master Strike: each player gained a Wound.")
    for w, h in ((1024, 600), (1366, 768)):
        _host, curtain = curtain_at(qtbot, w, h, lines)
        fit = curtain.recap_fit()
        assert fit is not None and not fit.cut and fit.shown == lines and curtain.toolTip() == ""
        f = QFont(curtain.font())
        f.setPixelSize(fit.px)
        text_w = int(fit.box.width() - 32 - fit.indent)  # after the bullet: a wrapped line hangs under its words
        for line, height in zip(fit.shown, fit.heights, strict=True):
            needed = QFontMetrics(f).boundingRect(0, 0, text_w, 100000, curtains.WRAP, line)
            assert needed.width() <= text_w and needed.height() <= height  # wrapped, every word inside the card
        assert fit.box.width() > w * 0.6  # the card grows for the long line where the curtain has room
        assert 0 <= fit.box.left() and fit.box.right() <= w and fit.box.bottom() < h * 0.8


def test_a_recap_too_long_for_the_curtain_says_how_many_more_and_the_tooltip_has_them_all(qtbot) -> None:  # type: ignore[no-untyped-def]
    lines = tuple(f"{LONG} (event {i})" for i in range(14))
    _host, curtain = curtain_at(qtbot, 1024, 600, lines)
    fit = curtain.recap_fit()
    assert fit is not None and fit.cut and fit.shown[-1].startswith("... and ")
    more = int(fit.shown[-1].split()[2])
    assert more == len(lines) - (len(fit.shown) - 1) and more > 0
    assert all(line in tip_text(curtain.toolTip()) for line in lines)  # wrapped, not one screen-wide line
    assert fit.box.height() <= 600 * 0.34 + 0.5


def each_player_discards(window: MainWindow, bot_first: bool) -> Session:
    """The bot's card makes each player discard a card: the bot chooses first, then the person."""
    from attrs import evolve

    from bigtrouble.effects.basic import Pick
    from bigtrouble.effects.players import EachPlayer
    from bigtrouble.teaching.position import position
    from bigtrouble.teaching.testing import run
    from bigtrouble.zones import Zone
    from tests.qt.qthelpers import start

    s = position(current=0, hands=[["Uncle Chu", "Chang Sing Warrior"], ["Uncle Chu", "Chang Sing Warrior"]])
    s = evolve(s, setup=evolve(s.setup, seats=(BOT, HUMAN)))
    s = run(s, EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),)))
    assert s.pending is not None and s.pending.player == 0
    window.bot_seats.set_delay(60000 if bot_first else 1)
    return start(window, s, s.setup)


def test_the_bots_own_choice_is_shown_to_watch_not_offered(window: MainWindow) -> None:
    session = each_player_discards(window, bot_first=True)
    name = session.state.players[0].name
    prompt = window.scene.prompt
    assert prompt.isVisible() and prompt.text.startswith(f"{name} (a bot) is choosing.")
    assert prompt.buttons == []  # no button to answer the bot's choice for it
    hand = window.scene.cards[session.state.players[0].hand[0]]
    assert hand.glow is Glow.NONE  # nor a lit card
    before = session.state
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, viewport_point(window, hand)
    )
    QApplication.processEvents()
    assert session.state is before
    assert_nothing_offered(window, session, name)


def test_a_choice_the_bots_card_asks_of_the_person_is_theirs_on_the_keyboard(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = each_player_discards(window, bot_first=False)
    qtbot.waitUntil(lambda: session.state.pending is not None and session.state.pending.player == 1, timeout=5000)
    assert window.bot_seats.due() < 0 and session.state.current == 0  # the bot's turn, the person's choice
    keys(window, Qt.Key.Key_Tab)
    focused = window.scene.focused_action()
    assert focused is not None and focused in legal_actions(session.state)
    keys(window, Qt.Key.Key_Return)
    assert len(session.state.players[1].discard) == 1


def test_a_card_tip_in_the_bots_turn_counts_the_bots_attack_and_recruit_not_yours(window: MainWindow) -> None:
    session = one_person_three_bots(window)
    hq = [window.scene.cards[u] for u in session.state.hq if u >= 0 and u in window.scene.cards]
    assert hq
    tip = tip_text(hq[0].toolTip())
    assert "John (a bot) has 0 Recruit" in tip and "You have" not in tip
    window.bot_seats.take_over(0)
    QApplication.processEvents()  # tooltips are set just after the mat's frame (ui/mat/explain.py flush_tips)
    assert "You have 0 Recruit" in tip_text(hq[0].toolTip())  # the person's numbers once they play the seat
