"""New Game's Least played button, clicked as a player would: what the memory saw least, then Start."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from attrs import evolve
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.tools import memory as mem
from bigtrouble.tools.memory.facts import facts_of
from bigtrouble.tools.memory.store import open_memory
from tests.games import played
from ui.window.dialogs import NewGameDialog


@pytest.fixture(autouse=True)
def _close_writers() -> Iterator[None]:
    yield
    mem.close_all()


def _dialog(qtbot, path: Path) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(memory_path=path)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _click_least_played(dlg: NewGameDialog) -> None:
    button = next(b for b in dlg.findChildren(QPushButton) if b.text() == "Least played")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_least_played_picks_the_unplayed_mastermind_and_heroes_then_starts(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Every Mastermind but one has been played with the same five Heroes: the button picks the other one and
    the Heroes never played (the fifth from the rest), says how many games it counted, and Start sets that game up."""
    masterminds = [d.name for d in registry.of_kind(Kind.MASTERMIND)]
    heroes = registry.groups(Kind.HERO)
    h = played(2, 5, 40)
    facts = facts_of(h.record(), h.state, ended_at=time.time())
    path = tmp_path / "games.sqlite3"
    with open_memory(path) as memory:
        for mm in masterminds[:-1]:
            memory.add(evolve(facts, mastermind=mm, heroes=tuple(heroes[:5])))
    dlg = _dialog(qtbot, path)
    _click_least_played(dlg)
    assert dlg.mastermind.currentText() == masterminds[-1]
    assert set(heroes[5:]) < set(dlg.heroes.checked()) and len(dlg.heroes.checked()) == 5  # the 4 never played
    assert f"{len(masterminds) - 1} games remembered" in dlg.preset_note.text()
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None and dlg.state.setup.mastermind == masterminds[-1]
    assert dlg.state.setup.heroes == dlg.heroes.checked()


def test_no_memory_yet_picks_by_chance_and_makes_no_file(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "games.sqlite3"
    dlg = _dialog(qtbot, path)
    _click_least_played(dlg)
    assert "No games are remembered here yet" in dlg.preset_note.text()
    assert dlg.mastermind.currentText() != "Random" and dlg.heroes.checked()
    assert not path.exists()
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None


def test_a_memory_that_is_not_a_database_is_said_and_the_picks_are_random(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A folder where the memory file should be can't be read: the note says so and the dialog still fills in."""
    path = tmp_path / "games.sqlite3"
    path.mkdir()
    dlg = _dialog(qtbot, path)
    _click_least_played(dlg)
    assert "can't be read" in dlg.preset_note.text()
    assert dlg.mastermind.currentText() != "Random"
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.state is not None
