"""Play again: the New Game dialog remembers the last seats, bots and choices; the end screen deals again."""

from __future__ import annotations

from pathlib import Path

import pytest
from attrs import evolve
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from bigtrouble.model import SOLO_VARIANT, Outcome, Setup
from bigtrouble.rules.ending import end_game
from bigtrouble.rules.setup import new_game
from bigtrouble.teaching.position import position
from ui import solo_scores
from ui.seats.bot_seats import HUMAN
from ui.session import Session
from ui.window.dialogs import NewGameDialog
from ui.window.end_screen import EndScreen
from ui.window.main_window import MainWindow


def _dialog(qtbot, settings: QSettings) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(settings=settings)
    qtbot.addWidget(dlg)
    return dlg


def test_the_dialog_comes_back_with_the_last_seats_bots_and_cards(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Three seats, a bot in the third, a house rule and a chosen Mastermind are there the next time."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dlg = _dialog(qtbot, settings)
    dlg.seats.setValue(3)
    dlg.seat_panel.set_kind(2, "heuristic")
    rule = next(iter(dlg.seat_panel.house))
    dlg.seat_panel.house[rule].setChecked(True)
    dlg.mastermind.setCurrentText("David Lo Pan")
    dlg.try_start()
    assert dlg.setup is not None and dlg.setup.seats == (HUMAN, HUMAN, "heuristic")
    again = _dialog(qtbot, settings)
    assert again.seats.value() == 3
    assert again.seat_panel.kinds() == (HUMAN, HUMAN, "heuristic")
    assert again.seat_panel.house[rule].isChecked()
    assert again.mastermind.currentText() == "David Lo Pan"
    assert again.chosen_setup() == dlg.setup


def test_a_bot_seat_plays_under_the_bots_name_not_a_persons(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A name typed for a seat that a bot then takes is not given to the bot; it comes back with a person."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("player_names", ["Jack", "Gracie"])
    dlg = _dialog(qtbot, settings)
    dlg.seat_panel.set_kind(1, "heuristic")
    setup = dlg.chosen_setup()
    assert setup.names[0] == "Jack"
    assert setup.names[1] != "Gracie" and "bot" in setup.names[1]
    dlg.seat_panel.set_kind(1, HUMAN)
    assert dlg.chosen_setup().names == ("Jack", "Gracie")


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("mastermind", "Somebody Long Gone"),
        ("seats", ["human", "a-bot-from-the-future"]),
        ("heroes", ["Jack Burton", "No Such Hero"]),
        ("players", "lots"),
        ("jack_commons", "a set that never was"),
    ],
)
def test_a_remembered_choice_this_version_lacks_falls_back(qtbot, tmp_path: Path, key: str, value: object) -> None:  # type: ignore[no-untyped-def]
    """A stored card, group, bot or count that no longer exists opens the dialog with Random, a person or the
    default; the game still starts."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = _dialog(qtbot, settings)
    first.mastermind.setCurrentText("David Lo Pan")
    first.try_start()
    settings.setValue(f"new_game/{key}", value)
    dlg = _dialog(qtbot, settings)
    setup = dlg.chosen_setup()
    assert "Somebody Long Gone" != setup.mastermind
    assert "No Such Hero" not in setup.heroes
    assert all(kind in (HUMAN, "heuristic", "random", "lookahead") for kind in setup.seats) or not setup.seats
    assert setup.jack_commons != "a set that never was"
    dlg.try_start()
    assert dlg.state is not None


def test_the_end_screen_plays_again_with_the_same_seats_or_the_same_deal(window: MainWindow) -> None:
    """Play again keeps the seats and choices and deals anew; Same deal again is this game from its start."""
    setup = Setup(players=2, names=("Jack", "Gracie"), mastermind="David Lo Pan")
    session = Session(new_game(setup, 77), setup, 77)
    window.start(session)
    first = session.state
    window.show_end_screen(end_game(first, Outcome.WIN, "over", "R113"))
    screen = window.end_screen
    assert screen is not None
    screen.same_deal.click()
    QApplication.processEvents()
    same = window.session
    assert same is not None and same is not session
    assert same.seed == 77 and same.setup == setup and same.state == first
    window.show_end_screen(end_game(same.state, Outcome.WIN, "over", "R113"))
    assert window.end_screen is not None
    window.end_screen.play_again.click()
    QApplication.processEvents()
    again = window.session
    assert again is not None and again is not same
    assert again.setup == setup and again.seed != 77
    assert [p.name for p in again.state.players] == ["Jack", "Gracie"]


def test_a_position_set_up_by_hand_offers_only_a_new_game(window: MainWindow) -> None:
    """Without a setup there is nothing to deal again: only New game is offered."""
    s = position()
    window.start(Session(s))
    window.show_end_screen(end_game(s, Outcome.WIN, "over", "R113"))
    screen = window.end_screen
    assert screen is not None
    assert screen.new_game.isEnabled()
    assert not screen.play_again.isEnabled() and not screen.same_deal.isEnabled()


def test_a_solo_draw_crowns_nobody(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """One player alone has nobody to beat: a Solo game that ends in a draw names no winner anywhere."""
    monkeypatch.setattr(solo_scores, "scores_path", lambda: tmp_path / "solo_scores.json")
    s = position(players=1, victory=[["Wing Kong Thug", "Bystander"]])
    s = evolve(s, setup=evolve(s.setup, variant=SOLO_VARIANT), players=s.players[:1])
    screen = EndScreen(end_game(s, Outcome.DRAW, "The Hero Deck ran out.", "R138"))
    qtbot.addWidget(screen)
    assert not any("winner" in row for row in screen.rows)
    texts = [label.text() for label in screen.findChildren(type(screen.verdict)) if label.isVisibleTo(screen)]
    assert not any("winner" in t.lower() for t in texts)
