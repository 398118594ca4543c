"""Dragging in table mode (issue 25): a card dropped on any place is a hand edit, checked by the engine;
outside table mode a drag is the rules' move, as before."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from qthelpers import mouse_drag, scene_point, viewport_point

from bigtrouble import first_game, new_game
from bigtrouble.actions import EditMove, EditTableMode
from bigtrouble.cards.defs import Kind
from bigtrouble.engine import apply
from bigtrouble.model import LogKind, State, log_entries
from bigtrouble.zones import Zone, cdef
from ui.mat.layout import Box, compute
from ui.mat.table_drag import drop_place, move_to
from ui.session import Session
from ui.window.main_window import MainWindow


def started(window: MainWindow, table: bool = True) -> Session:
    """A two-player first game on the mat, table mode on unless ``table`` is False."""
    setup = first_game(2)
    session = Session(new_game(setup, 3), setup, 3)
    window.start(session)
    if table:
        window.table_mode.switch.trigger()
    QApplication.processEvents()
    return session


def centre(window: MainWindow, box: Box) -> QPoint:
    """The viewport pixel at the middle of a box of the mat."""
    return scene_point(window, box.cx, box.cy)


def hand_card(window: MainWindow) -> int:
    """The uid of the first card of the hand the mat shows."""
    s = window.session.state
    return s.players[s.current].hand[0]


def test_in_table_mode_a_hand_card_dragged_to_the_ko_pile_is_one_edit(window: MainWindow) -> None:
    session = started(window)
    before = session.state
    uid = hand_card(window)
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), centre(window, window.scene.lay.ko))
    after = session.state
    assert after.ko[-1] == uid and uid not in after.players[after.current].hand
    entry = log_entries(after.log)[-1]
    assert entry.kind is LogKind.EDIT and entry.cards == (uid,) and "the KO pile" in entry.text
    session.stack.undo()
    assert session.state == before


def test_a_card_dragged_onto_a_deck_goes_on_top(window: MainWindow) -> None:
    session = started(window)
    me = session.state.current
    deck = session.state.players[me].deck
    uid = hand_card(window)
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), centre(window, window.scene.lay.deck))
    assert session.state.players[me].deck == (uid, *deck)
    assert "to the top of Player 1's deck" in log_entries(session.state.log)[-1].text


def test_a_drop_the_engine_refuses_goes_back_and_says_why(window: MainWindow) -> None:
    session = started(window)
    before = session.state
    uid = hand_card(window)
    spot = window.scene.spots[uid].box
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), centre(window, window.scene.lay.city[0]))
    assert session.state == before
    assert "no rule ever puts a card like it there" in window.statusBar().currentMessage()
    item = window.scene.cards[uid]
    assert (item.pos().x(), item.pos().y()) == (spot.x, spot.y)


def test_a_drop_on_nothing_goes_back_and_says_so(window: MainWindow) -> None:
    session = started(window)
    before = session.state
    uid = hand_card(window)
    lay = window.scene.lay
    nowhere = scene_point(window, lay.attack.cx, lay.attack.cy)
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), nowhere)
    assert session.state == before
    assert "Nothing on the mat takes a card there" in window.statusBar().currentMessage()


def test_outside_table_mode_a_drag_is_still_the_rules_move(window: MainWindow) -> None:
    session = started(window, table=False)
    before = session.state
    uid = hand_card(window)
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), centre(window, window.scene.lay.ko))
    assert session.state == before  # a hand card is played, not moved to the KO pile
    assert "To play a card, drop it on the play area." in window.statusBar().currentMessage()
    played = window.scene.lay.played
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), centre(window, played))
    assert uid in session.state.players[session.state.current].played
    assert not session.state.edited


def test_the_place_under_the_pointer_follows_the_cards_kind() -> None:
    s: State = apply(new_game(first_game(2), 3), EditTableMode(True))
    lay = compute(1366, 700)
    by = s.bystanders[0]
    foe = next(u for u in s.villain_deck if cdef(s, u).kind in (Kind.VILLAIN, Kind.HENCHMAN))
    tactic = s.tactics[0]
    hero = s.players[0].hand[0]
    c = lay.city[3]
    assert drop_place(s, lay, by, c.cx, c.cy) == (Zone.CAPTIVES, 3)
    assert drop_place(s, lay, foe, c.cx, c.cy) == (Zone.CITY, 3)
    m = lay.mastermind
    assert drop_place(s, lay, tactic, m.cx, m.cy) == (Zone.TACTICS, -1)
    assert drop_place(s, lay, by, m.cx, m.cy) == (Zone.MASTERMIND_CAPTIVES, -1)
    assert drop_place(s, lay, hero, lay.discard.cx, lay.discard.cy) == (Zone.DISCARD, s.current)
    chips = [Box(0, 0, 50, 20), Box(60, 0, 50, 20)]
    assert drop_place(s, lay, hero, 70, 10, chips) == (Zone.HAND, 1)
    assert drop_place(s, lay, by, 70, 10, chips) == (Zone.VICTORY, 1)
    assert drop_place(s, lay, hero, lay.attack.cx, lay.attack.cy, chips) is None
    assert move_to(hero, (Zone.VILLAIN_DECK, -1)) == EditMove(hero, "villain_deck", -1, 0)
    assert move_to(hero, (Zone.DISCARD, 0)) == EditMove(hero, "discard", 0, -1)
