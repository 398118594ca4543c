"""The window hands every game to the game memory: a finished one when its end screen shows, an abandoned
one when it leaves the mat unfinished; once each, in the data folder beside the autosave."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from qthelpers import start

from bigtrouble import first_game, legal_actions, new_game
from bigtrouble.bots import make_bot
from bigtrouble.model import Phase
from bigtrouble.tools import memory
from ui.window.main_window import MainWindow

SEED = 8


@pytest.fixture
def window(autosaving: MainWindow) -> MainWindow:
    """The window autosaving into this test's own folder (tests/qt/conftest.py)."""
    return autosaving
    memory.close_all()


def _games(tmp_path: Path) -> list[dict[str, Any]]:
    memory.close_all()
    conn = sqlite3.connect(tmp_path / "data" / memory.DB_NAME)
    conn.row_factory = sqlite3.Row
    return [dict(r) for r in conn.execute("SELECT * FROM games ORDER BY id")]


def test_a_finished_game_is_remembered_once_with_its_undos(window: MainWindow, tmp_path: Path) -> None:
    setup = first_game(2)
    session = start(window, new_game(setup, SEED), setup, SEED)
    bot = make_bot("heuristic", SEED)
    for _ in range(3):
        assert window.submit(bot.choose(session.state, legal_actions(session.state))) is None
    session.stack.undo()
    session.stack.redo()
    for _ in range(3000):
        if session.state.phase is Phase.OVER:
            break
        assert window.submit(bot.choose(session.state, legal_actions(session.state))) is None
    assert session.state.phase is Phase.OVER and window.end_screen is not None
    window.show_end_screen(session.state)  # shown again (the end screen reopened): still one game
    (game,) = _games(tmp_path)
    assert game["status"] == "finished" and session.state.outcome is not None
    assert game["outcome"] == session.state.outcome.value and game["undo_count"] == 1
    assert game["actions"] == len(session.history.actions) and game["duration_s"] >= 0
    start(window, new_game(setup, SEED + 1), setup, SEED + 1)  # a finished game leaving is not abandoned
    assert len(_games(tmp_path)) == 1


def test_a_game_left_unfinished_is_remembered_as_abandoned(window: MainWindow, tmp_path: Path) -> None:
    setup = first_game(2)
    session = start(window, new_game(setup, SEED), setup, SEED)
    bot = make_bot("heuristic", SEED)
    for _ in range(5):
        assert window.submit(bot.choose(session.state, legal_actions(session.state))) is None
    start(window, new_game(setup, SEED + 1), setup, SEED + 1)
    (game,) = _games(tmp_path)
    assert game["status"] == "abandoned" and game["outcome"] is None and game["actions"] >= 5
