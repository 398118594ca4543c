"""New Game says how hard the chosen setup is, and follows each choice (issue 23)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.tools import difficulty
from ui.window.dialogs import NewGameDialog
from ui.window.difficulty_line import band


def _dialog(qtbot) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_line_follows_the_mastermind_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = difficulty.shipped_model()
    assert model is not None
    dlg = _dialog(qtbot)
    line = dlg.difficulty
    assert line.isVisible() and line.chance is not None and "How hard:" in line.text()
    assert "heuristic bot" in line.text() and "games of random setups" in line.toolTip()
    names = [d.name for d in registry.of_kind(Kind.MASTERMIND)]
    weight = {n: model.weights[model.names.index(f"mastermind:{n}")] for n in names}
    easiest, hardest = max(names, key=weight.__getitem__), min(names, key=weight.__getitem__)
    dlg.all_random()  # the first game's groups are the ones its Mastermind leads: free them
    chances = {}
    for name in (easiest, hardest):
        dlg.mastermind.setCurrentText(name)
        qtbot.waitUntil(lambda: line.chance is not None and f"{line.chance[0]:.0%}" in line.text(), timeout=2000)
        qtbot.wait(200)  # the line settles a moment after the change
        assert line.chance is not None
        chances[name] = line.chance[0]
        assert band(line.chance[0], model.quantiles) in line.text()
    assert chances[easiest] > chances[hardest]


def test_choices_that_cant_be_played_together_are_said_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = _dialog(qtbot)
    heroes = dlg.heroes
    for i in range(heroes.count()):
        heroes.item(i).setCheckState(Qt.CheckState.Checked)  # every Hero: more than a game holds
    qtbot.waitUntil(lambda: "can't be played together" in dlg.difficulty.text(), timeout=2000)
    assert dlg.difficulty.chance is None


def test_without_a_model_there_is_no_line(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(difficulty, "shipped_model", lambda: None)
    dlg = _dialog(qtbot)
    assert not dlg.difficulty.isVisible() and dlg.difficulty.chance is None


def test_the_word_says_where_a_chance_stands_among_the_swept_setups() -> None:
    q = {"0.10": 0.2, "0.25": 0.3, "0.75": 0.6}
    assert [band(c, q) for c in (0.1, 0.25, 0.45, 0.7)] == ["very hard", "hard", "about average", "easier than most"]
