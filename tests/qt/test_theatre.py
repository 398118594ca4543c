"""The replay theatre (issue 24): a game played back on the mat, by action and by turn, and Play from here."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from bigtrouble import Setup, legal_actions, replay
from bigtrouble.actions import PlayCard
from bigtrouble.bots import make_bot
from bigtrouble.engine import is_over
from bigtrouble.history import GameRecord, History
from ui.panels.theatre import open_replay
from ui.window.main_window import MainWindow


def _played(n: int = 150) -> GameRecord:
    h = History(Setup(players=2), 9)
    bot = make_bot("heuristic", 9)
    while len(h.actions) < n and not is_over(h.state):
        h.do(bot.choose(h.state, legal_actions(h.state)))
    return h.record()


def test_the_timeline_moves_by_action_and_by_turn(window: MainWindow) -> None:
    record = _played()
    theatre = open_replay(window, record, "a test game")
    assert theatre is not None
    session = theatre.session
    assert session.stack.index() == 0 and theatre.slider.maximum() == session.stack.count()
    theatre.slider.setValue(theatre.slider.maximum())  # the end, in one jump
    QApplication.processEvents()
    assert session.state == replay(record) and window.scene.state is session.state
    third = theatre.turns[2]
    theatre.turn_box.activated.emit(2)  # Turn 3 chosen in the list
    assert session.stack.index() == third[1] and session.state.turn.number == third[0]
    assert "Turn 3" in theatre.where.text()


def test_a_replay_takes_no_moves_and_is_never_autosaved(window: MainWindow) -> None:
    theatre = open_replay(window, _played(), "a test game")
    assert theatre is not None
    play = next(a for a in legal_actions(theatre.session.state) if isinstance(a, PlayCard))
    assert "replay" in (window.submit(play) or "")
    assert theatre.session.record() is None and not window.game_in_progress()


def test_play_steps_on_and_stops_at_the_end(window: MainWindow) -> None:
    theatre = open_replay(window, _played(20), "a short game")
    assert theatre is not None
    theatre.toggle_play()
    assert theatre.timer.isActive() and theatre.play_button.text() == "Pause"
    for _ in range(theatre.slider.maximum() + 1):
        theatre.step_on()
    assert theatre.session.stack.index() == theatre.slider.maximum() and not theatre.timer.isActive()


def test_play_from_here_branches_and_leaves_the_replayed_game_alone(window: MainWindow) -> None:
    record = _played()
    theatre = open_replay(window, record, "a test game")
    assert theatre is not None
    theatre.slider.setValue(40)
    at = theatre.session.state
    new = theatre.play_from_here()
    assert window.session is new and new.state == at
    assert new.record() is not None and new.record().actions == tuple(
        theatre.session.history.actions[: new.history.index]
    )
    assert theatre.session.history.actions == list(record.all_actions)  # the original, every action, untouched
    assert window.submit(legal_actions(new.state)[0]) is None  # the branch is a game: moves are made


def test_a_remembered_game_is_replayed_from_the_list(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from bigtrouble.tools.memory import memory_file, remember_game
    from ui.panels.theatre import remembered_games_dialog

    record = _played(60)
    path = memory_file(tmp_path)
    assert remember_game(record, replay(record), None, 0, True, path) == ""
    dialog = remembered_games_dialog(window, path)
    assert dialog is not None and dialog.listing.count() == 1
    dialog.listing.itemDoubleClicked.emit(dialog.listing.item(0))
    theatre = window.theatre
    assert theatre.session.history.actions == list(record.all_actions)


def test_the_win_chance_strip_is_estimated_off_the_gui_thread_and_marks_turning_points(
    window: MainWindow, qtbot
) -> None:  # type: ignore[no-untyped-def]
    from ui.panels.theatre import TurnChance, turning_points

    theatre = open_replay(window, _played(40), "a short game")
    assert theatre is not None
    theatre.estimate_chances(playouts=4)
    assert not theatre.estimate.isEnabled()  # thinking in the background: the window goes on
    qtbot.waitUntil(lambda: bool(theatre.strip.chances), timeout=120_000)
    chances = theatre.strip.chances
    assert [c.turn for c in chances] == [t for t, _ in theatre.turns][: len(chances)]
    assert all(0.0 <= c.chance <= 1.0 and c.move for c in chances)
    made = [TurnChance(1, 0, 0.6, "a"), TurnChance(2, 3, 0.55, "b"), TurnChance(3, 6, 0.2, "c")]
    assert [c.turn for c in turning_points(made)] == [3]


def test_reaching_the_end_of_a_replay_offers_the_end_screen_instead_of_opening_it(window: MainWindow) -> None:
    record = _played(3000)  # played to its end
    assert replay(record).phase.name == "OVER"
    theatre = open_replay(window, record, "a whole game")
    assert theatre is not None and not theatre.ending.isVisibleTo(theatre)
    theatre.slider.setValue(theatre.slider.maximum())
    QApplication.processEvents()
    assert window.end_screen is None  # scrubbing past the end opens no dialog over the mat
    assert theatre.ending.isVisibleTo(theatre) and "over" in theatre.where.text()
    theatre.ending.click()
    assert window.end_screen is not None and window.end_screen.isVisible()
    theatre.slider.setValue(10)
    assert not theatre.ending.isVisibleTo(theatre)


def test_a_remembered_game_whose_record_is_damaged_is_refused_with_a_sentence(
    window: MainWindow, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from bigtrouble.tools.memory import memory_file, remember_game
    from ui.panels.theatre import remembered_games_dialog

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(str(a[2]))))
    record = _played(30)
    path = memory_file(tmp_path)
    assert remember_game(record, replay(record), None, 0, True, path) == ""
    dialog = remembered_games_dialog(window, path)
    assert dialog is not None and dialog.listing.count() == 1
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE games SET record = '{not a save'")
    dialog.listing.itemDoubleClicked.emit(dialog.listing.item(0))
    assert len(said) == 1 and said[0].startswith("This game can't be replayed")
    assert getattr(window, "theatre", None) is None and dialog.isVisible()


def test_a_replay_between_people_drops_no_curtain_and_its_bot_seats_stay_still(window: MainWindow) -> None:
    h = History(Setup(players=3, seats=("human", "human", "heuristic")), 4)
    bot = make_bot("heuristic", 4)
    while len(h.actions) < 120 and not is_over(h.state):
        h.do(bot.choose(h.state, legal_actions(h.state)))
    record = h.record()
    theatre = open_replay(window, record, "three seats, one a bot")
    assert theatre is not None and not window.bot_seats.bots  # nobody plays a replay again
    for step in (1, theatre.turns[1][1], theatre.turns[2][1], theatre.turns[3][1], theatre.slider.maximum()):
        theatre.slider.setValue(step)
        QApplication.processEvents()
        assert not window.curtain.isVisible() and not window.scene.hide_hand, step
    assert theatre.session.history.actions == list(record.all_actions)
