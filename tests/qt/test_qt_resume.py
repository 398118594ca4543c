"""Saving and resuming say which game it is: a save always ends in .json, the resume offer names the game,
and a resumed game keeps the file it came from (or says it was resumed, and Save asks for a name once)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from qthelpers import start

from bigtrouble.actions import PlayCard
from bigtrouble.engine import legal_actions
from bigtrouble.model import Setup
from bigtrouble.rules.setup import new_game
from ui.session import Session
from ui.window.main_window import MainWindow

SETUP = Setup(players=2, names=("Jack", "Gracie"), mastermind="David Lo Pan", scheme="Assassination")
SEED = 5


def _window(qtbot, settings: QSettings, autosave: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(settings=settings, autosave=True)
    w.autosave_file = autosave
    w.set_animation_ms(0)
    w.hot_seat = False
    qtbot.addWidget(w)
    return w


@pytest.fixture
def first(qtbot, settings: QSettings, tmp_path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A shown window that autosaves to this test's own folder."""
    w = _window(qtbot, settings, tmp_path / "data" / "autosave.json")
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.autosave_enabled = False


def _play(w: MainWindow) -> Session:
    session = start(w, new_game(SETUP, SEED), SETUP, SEED)
    while session.state.pending is not None:
        session.submit(legal_actions(session.state)[0])
    session.submit(next(a for a in legal_actions(session.state) if isinstance(a, PlayCard)))
    return session


def _resume(qtbot, first: MainWindow, monkeypatch: pytest.MonkeyPatch) -> tuple[MainWindow, list[str]]:  # type: ignore[no-untyped-def]
    asked: list[str] = []

    def question(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    assert first.autosave_file is not None
    again = _window(qtbot, first.settings, first.autosave_file)
    assert again.offer_resume()
    QApplication.processEvents()
    return again, asked


def test_a_save_named_without_json_gets_it(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A name typed without ".json" is saved as "<name>.json", so File > Open lists it."""
    start(window, new_game(SETUP, SEED), SETUP, SEED)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(tmp_path / "Friday game"), ""))
    assert window.save_as()
    assert (tmp_path / "Friday game.json").is_file()
    assert not (tmp_path / "Friday game").exists()
    assert window.save_path == tmp_path / "Friday game.json"


def test_the_resume_offer_names_the_game(qtbot, first: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The question names the Mastermind, the Scheme, the players and the turn."""
    session = _play(first)
    turn = session.state.turn.number
    again, asked = _resume(qtbot, first, monkeypatch)
    assert asked == [f"Resume your game: David Lo Pan vs Assassination, Jack and Gracie, turn {turn}?"]
    again.autosave_enabled = False


def test_a_resumed_game_never_saved_says_so_and_save_asks_once(
    qtbot, first: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Resumed without a file of its own: the title says "Resumed game"; Save asks for a name, then not again."""
    _play(first)
    again, _ = _resume(qtbot, first, monkeypatch)
    assert again.windowTitle().startswith("Resumed game")
    asked: list[str] = []
    target = tmp_path / "kept.json"

    def save_dialog(*args: object, **kw: object) -> tuple[str, str]:
        asked.append("asked")
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    assert again.save()
    assert again.save()
    assert asked == ["asked"]
    assert again.windowTitle().startswith("kept.json")
    again.autosave_enabled = False


def test_a_resumed_game_saves_back_to_its_file(
    qtbot, first: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """A game saved to a file, played on and resumed, is that file's game again: Save writes there, asking nothing."""
    session = _play(first)
    path = tmp_path / "ours.json"
    assert first.save_to(path)
    session.submit(next(a for a in legal_actions(session.state) if isinstance(a, PlayCard)))
    again, _ = _resume(qtbot, first, monkeypatch)
    assert again.save_path == path
    assert again.windowTitle().startswith("ours.json")

    def no_dialog(*args: object, **kw: object) -> tuple[str, str]:
        raise AssertionError("Save asked for a name")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert again.save()
    assert again.session is not None
    from bigtrouble import saves

    assert saves.load(path).actions == again.session.actions()
    again.autosave_enabled = False
