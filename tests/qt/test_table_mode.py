"""Table mode through the real window: the Game menu's switch and banner, a card's "Move to…" menu,
the totals dialog, the end screen and solo scores of an edited game, positions saved and started."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from bigtrouble import first_game, new_game
from bigtrouble.cards.defs import Kind
from bigtrouble.model import LogKind, State, evolve, log_entries
from bigtrouble.rules import solo
from bigtrouble.zones import cdef
from ui import solo_scores
from ui.session import Session
from ui.window.end_screen import EndScreen
from ui.window.main_window import MainWindow


def started(window: MainWindow) -> Session:
    """A two-player first game on the mat."""
    setup = first_game(2)
    session = Session(new_game(setup, 3), setup, 3)
    window.start(session)
    return session


def entry(menu: QMenu, *path: str) -> object:
    """The action reached through submenus by their texts."""
    for i, text in enumerate(path):
        act = next((a for a in menu.actions() if a.text() == text), None)
        assert act is not None, f"no {text!r} in {[a.text() for a in menu.actions()]}"
        if i == len(path) - 1:
            return act
        sub = act.menu()
        assert isinstance(sub, QMenu)
        menu = sub
    raise AssertionError("empty path")


def test_table_mode_is_off_by_default_and_the_window_says_when_it_is_on(window: MainWindow) -> None:
    session = started(window)
    tm = window.table_mode
    assert not tm.switch.isChecked() and not tm.banner.isVisible()
    assert not tm.totals_action.isEnabled()
    tm.switch.trigger()
    assert session.state.table_mode
    assert tm.banner.isVisible() and "Table mode is on" in tm.banner.text()
    assert tm.totals_action.isEnabled()
    session.stack.undo()
    assert not session.state.table_mode
    assert not tm.switch.isChecked() and not tm.banner.isVisible()


def test_a_card_moved_by_its_menu_is_one_undoable_step(window: MainWindow) -> None:
    session = started(window)
    window.table_mode.switch.trigger()
    s = session.state
    uid = s.players[s.current].hand[0]
    menu = window.table_mode.move_menu(uid)
    entry(menu, "Shared piles", "the KO pile").trigger()  # type: ignore[attr-defined]
    assert session.state.ko[0] == uid and uid not in session.state.players[s.current].hand
    last = log_entries(session.state.log)[-1]
    assert last.kind is LogKind.EDIT and last.cards == (uid,)
    assert uid in window.scene.cards
    session.stack.undo()
    assert session.state == s


def test_a_refused_move_says_why_and_changes_nothing(window: MainWindow) -> None:
    session = started(window)
    window.table_mode.switch.trigger()
    s = session.state
    busy = next(i for i, u in enumerate(s.city) if u >= 0)
    foe = next(u for u in s.villain_deck if cdef(s, u).kind in (Kind.VILLAIN, Kind.HENCHMAN))
    menu = window.table_mode.move_menu(foe)
    entry(menu, "City", f"the {('Sewers', 'Bank', 'Rooftops', 'Streets', 'Bridge')[busy]}").trigger()  # type: ignore[attr-defined]
    assert session.state == s
    assert "already holds" in window.statusBar().currentMessage()


def test_a_card_to_the_top_or_bottom_of_a_deck(window: MainWindow) -> None:
    session = started(window)
    window.table_mode.switch.trigger()
    s = session.state
    me = s.current
    uid = s.players[me].hand[0]
    name = s.players[me].name
    entry(window.table_mode.move_menu(uid), name, "bottom of deck").trigger()  # type: ignore[attr-defined]
    assert session.state.players[me].deck == s.players[me].deck + (uid,)


def test_the_totals_dialog_sets_attack_and_twists(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started(window)
    window.table_mode.switch.trigger()
    dlg = window.table_mode.totals_dialog()
    assert dlg is not None
    qtbot.addWidget(dlg)
    dlg.boxes["attack"][0].setValue(6)  # type: ignore[attr-defined]
    dlg.boxes["twists"][0].setValue(2)  # type: ignore[attr-defined]
    dlg.accept()
    assert (session.state.turn.attack, session.state.twists) == (6, 2)
    assert session.state.edited


def test_the_end_screen_says_an_edited_game_was_changed_by_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = new_game(first_game(2), 1)
    plain = EndScreen(s)
    qtbot.addWidget(plain)
    assert plain.edited_note is None
    changed = EndScreen(evolve(s, edited=True))
    qtbot.addWidget(changed)
    assert changed.edited_note is not None
    assert changed.edited_note.text() == "This game was changed by hand (table mode)."


def test_an_edited_solo_win_is_not_kept_among_the_best_scores(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from test_qt_bots import won_solo

    path = tmp_path / "solo_scores.json"
    monkeypatch.setattr(solo_scores, "scores_path", lambda: path)
    s: State = evolve(won_solo(1), edited=True)
    assert solo.score(s) is not None
    screen = EndScreen(s, None, seed=5)
    qtbot.addWidget(screen)
    assert screen.solo is not None
    assert "changed by hand" in screen.solo.score_label.text()
    assert solo_scores.load(path)[0] == []


def test_a_position_saved_from_the_mat_starts_a_game(window: MainWindow, tmp_path: Path) -> None:
    session = started(window)
    s = session.state
    path = tmp_path / "lesson.toml"
    window.table_mode.save_position(path)
    assert path.exists() and "[setup]" in path.read_text(encoding="utf-8")
    assert window.table_mode.start_from(path) is None
    back = window.session.state
    assert window.session is not session
    assert [back.card_ids[u] for u in back.players[0].hand] == [s.card_ids[u] for u in s.players[0].hand]
    assert [back.card_ids[u] for u in back.hq] == [s.card_ids[u] for u in s.hq]
    bad = tmp_path / "bad.toml"
    bad.write_text("[setup]\nmastermind = 'Nobody'\n", encoding="utf-8")
    error = window.table_mode.start_from(bad)
    assert error is not None and "can't be used" in error
    assert window.session.state is back


def test_in_table_mode_a_right_click_is_the_move_menu_not_the_card_viewer(window: MainWindow) -> None:
    """The defect: a right-click opened both the large card viewer and the Move menu."""
    started(window)
    hand = next(i for i in window.scene.cards.values() if i.zone == "hand")
    shown: list[str] = []
    window.scene.inspected.connect(shown.append)
    window.scene.card_inspected(hand)
    assert shown == [hand.card_id]  # outside table mode: the viewer
    window.table_mode.switch.trigger()
    window.scene.card_inspected(hand)
    assert shown == [hand.card_id]  # in table mode: only the menu


def test_a_total_refused_among_others_set_is_still_said(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The defect: the refusal of one total was wiped from the status bar by the next total's success."""
    from bigtrouble.actions import EditSet

    session = started(window)
    window.table_mode.switch.trigger()
    dlg = window.table_mode.totals_dialog()
    assert dlg is not None
    qtbot.addWidget(dlg)
    dlg.boxes["recruit"][0].setValue(2)  # type: ignore[attr-defined]
    dlg.boxes["twists"][0].setValue(1)  # type: ignore[attr-defined]
    assert window.table_mode.submit(EditSet("recruit", 2)) is None  # set meanwhile, while the dialog was open
    dlg.accept()
    assert (session.state.turn.recruit, session.state.twists) == (2, 1)
    assert "Recruit is already 2." in window.statusBar().currentMessage()
