"""Table mode's reorder view (issue 25): a deck's top cards listed, put in a new order by buttons, keys or
drag, and applied as one edit: one Undo puts the whole order back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bigtrouble import first_game, new_game
from bigtrouble.actions import EditMove, EditReorder
from bigtrouble.model import LogKind, log_entries
from ui.session import Session
from ui.window.main_window import MainWindow
from ui.window.reorder import ReorderDialog, decks


def started(window: MainWindow) -> Session:
    """A two-player first game on the mat with table mode on."""
    setup = first_game(2)
    session = Session(new_game(setup, 3), setup, 3)
    window.start(session)
    window.table_mode.switch.trigger()
    QApplication.processEvents()
    return session


def opened(window: MainWindow, deck: tuple[str, int] | None = None) -> ReorderDialog:
    """The reorder view, opened as the window opens it."""
    dlg = window.table_mode.reorder_dialog(deck)
    assert dlg is not None and dlg.isVisible()
    return dlg


def test_the_view_is_in_the_game_menu_only_in_table_mode(window: MainWindow) -> None:
    setup = first_game(2)
    window.start(Session(new_game(setup, 3), setup, 3))
    assert not window.table_mode.reorder_action.isEnabled()
    assert window.table_mode.reorder_dialog() is None
    window.table_mode.switch.trigger()
    assert window.table_mode.reorder_action.isEnabled()


def test_reordering_the_villain_deck_is_one_step_that_one_undo_takes_back(window: MainWindow) -> None:
    session = started(window)
    before = session.state
    top = before.villain_deck[:4]
    dlg = opened(window, ("villain_deck", -1))
    assert dlg.count.value() == 5  # a few cards at first; up to 8 when asked
    dlg.count.setValue(4)
    assert dlg.order() == top
    assert dlg.cards.item(0).text().startswith("1.  ") and dlg.cards.item(0).text().endswith("(top)")
    dlg.cards.setCurrentRow(0)
    assert dlg.cards.move_current(1)  # the top card one deeper
    dlg.cards.setCurrentRow(3)
    dlg.up.click()  # the fourth card one nearer the top
    expected = (top[1], top[0], top[3], top[2])
    assert dlg.order() == expected
    assert dlg.cards.item(3).text().startswith("4.  ")  # the places follow the cards moved
    steps = session.stack.count()
    dlg.buttons.accepted.emit()
    after = session.state
    assert after.villain_deck == expected + before.villain_deck[4:]
    assert session.stack.count() == steps + 1
    entry = log_entries(after.log)[-1]
    assert entry.kind is LogKind.EDIT
    assert entry.text == "By hand: the top 4 cards of the Villain Deck are put in a new order."
    session.stack.undo()
    assert session.state == before


def test_keys_move_the_selected_card_and_reverse_turns_the_order(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started(window)
    me = session.state.current
    deck = session.state.players[me].deck
    dlg = opened(window, ("deck", me))
    dlg.count.setValue(3)
    dlg.cards.setCurrentRow(0)
    QTest.keyClick(dlg.cards, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert dlg.order() == (deck[1], deck[0], deck[2])
    QTest.keyClick(dlg.cards, Qt.Key.Key_Down)  # without Ctrl a key only moves the selection
    assert dlg.order() == (deck[1], deck[0], deck[2]) and dlg.cards.currentRow() == 2
    QTest.keyClick(dlg.cards, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)  # already at the bottom
    assert dlg.order() == (deck[1], deck[0], deck[2])
    dlg.reverse.click()
    assert dlg.order() == (deck[2], deck[0], deck[1])
    assert dlg.edit() == EditReorder("deck", me, (deck[2], deck[0], deck[1]))
    dlg.accept()
    assert session.state.players[me].deck[:3] == (deck[2], deck[0], deck[1])


def test_the_order_left_as_it_was_changes_nothing(window: MainWindow) -> None:
    session = started(window)
    before = session.state
    dlg = opened(window, ("hero_deck", -1))
    dlg.reverse.click()
    dlg.reverse.click()
    assert dlg.edit() is None
    dlg.accept()
    assert session.state is before
    assert "nothing changed" in window.statusBar().currentMessage()


def test_a_deck_chosen_in_the_view_lists_its_own_top_cards(window: MainWindow) -> None:
    session = started(window)
    s = session.state
    dlg = opened(window)
    i = decks(s).index(("bystanders", -1))
    dlg.deck.setCurrentIndex(i)
    assert dlg.count.maximum() == 8
    dlg.count.setValue(5)
    assert dlg.order() == s.bystanders[:5]
    assert "Bystander stack" in dlg.deck.currentText()


def test_a_reorder_refused_by_the_engine_is_said_in_the_status_bar(window: MainWindow) -> None:
    """The view lists the deck as it was when opened; if the deck changed since, the engine refuses."""
    session = started(window)
    dlg = opened(window, ("villain_deck", -1))
    dlg.count.setValue(3)
    dlg.reverse.click()
    top = session.state.villain_deck[0]
    assert window.table_mode.submit(EditMove(top, "ko", -1, 0)) is None
    changed = session.state
    dlg.accept()
    assert session.state is changed
    assert "which is not among the top 3 cards of the Villain Deck" in window.statusBar().currentMessage()


def test_right_clicking_a_deck_offers_the_view_of_that_deck(window: MainWindow) -> None:
    started(window)
    menu = window.table_mode.deck_menu("villain_deck")
    assert menu is not None
    [act] = menu.actions()
    assert act.text() == "Put the top cards of the Villain Deck in order…"
    act.trigger()
    dlg = window.table_mode.win.findChild(ReorderDialog)
    assert dlg is not None and dlg.chosen() == ("villain_deck", -1)
    assert window.table_mode.deck_menu("ko") is None
