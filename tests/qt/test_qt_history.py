"""The History panel follows the undo stack step by step: no action rebuilds its list."""

from __future__ import annotations

from PySide6.QtCore import QPersistentModelIndex, Qt
from PySide6.QtTest import QTest
from qthelpers import history_caught_up, start

from bigtrouble.actions import PlayCard
from bigtrouble.teaching.position import position
from ui.panels.history_view import UNDONE
from ui.window.main_window import MainWindow

HAND = ["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior", "Chang Sing Warrior"]


def _rows(window: MainWindow) -> list[str]:
    model = window.history.model()
    return [model.data(model.index(r, 0)) for r in range(model.rowCount())]


def _current(window: MainWindow) -> int:
    rows = window.history.selectionModel().selectedRows()
    assert len(rows) == 1 and rows[0] == window.history.currentIndex()
    return rows[0].row()


def _dimmed(window: MainWindow) -> list[bool]:
    model = window.history.model()
    return [model.data(model.index(r, 0), Qt.ItemDataRole.ForegroundRole) == UNDONE for r in range(model.rowCount())]


def test_the_history_list_is_never_rebuilt_and_its_rows_stay_right(window: MainWindow) -> None:
    """With the History tab up: moves append rows, undo and redo move the mark (the undone steps stay listed,
    dimmed), a click on a row jumps there, and a new move after an undo drops the undone rows; the model is
    never reset and the rows kept keep their place (a reset would invalidate every persistent index)."""
    session = start(window, position(names=("Ann", "Bo"), hands=[HAND, []]))
    window.history_dock.raise_()
    history_caught_up(window)
    view, model = window.history, window.history.model()
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    for uid in session.state.players[0].hand[:3]:
        assert session.submit(PlayCard(uid)) is None
    history_caught_up(window)
    played = _rows(window)
    assert len(played) == 4 and played[0] == "Start" and all("Ann: " in r for r in played[1:])
    assert _current(window) == 3 and not any(_dimmed(window))
    kept = [QPersistentModelIndex(model.index(r, 0)) for r in range(4)]

    window.undo_action.trigger()
    window.undo_action.trigger()
    history_caught_up(window)
    assert _rows(window) == played and _current(window) == 1
    assert _dimmed(window) == [False, False, True, True]

    window.redo_action.trigger()
    history_caught_up(window)
    assert _rows(window) == played and _current(window) == 2 and _dimmed(window) == [False, False, False, True]

    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model.index(0, 0)).center())
    history_caught_up(window)
    assert session.stack.index() == 0 and _current(window) == 0 and _rows(window) == played
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(model.index(1, 0)).center())
    history_caught_up(window)
    assert session.stack.index() == 1 and _current(window) == 1
    assert [k.row() for k in kept] == [0, 1, 2, 3]  # nothing moved, nothing was rebuilt

    other = session.state.players[0].hand[-1]
    assert session.submit(PlayCard(other)) is None
    history_caught_up(window)
    rows = _rows(window)
    assert rows[:2] == played[:2] and len(rows) == 3 and rows[2] == session.stack.text(1)
    assert _current(window) == 2 and not any(_dimmed(window))
    assert [k.row() for k in kept[:2]] == [0, 1] and not kept[2].isValid() and not kept[3].isValid()
    assert resets == []
    assert rows == ["Start"] + [session.stack.text(i) for i in range(session.stack.count())]


def test_the_history_lists_a_resumed_stack_and_a_cleared_one(window: MainWindow) -> None:
    """Brought up after moves, the History lists every step (the one full build, when it is shown); when
    strict undo folds the steps into the record, the list goes back to the start alone."""
    session = start(window, position(names=("Ann", "Bo"), hands=[HAND, []]))
    for uid in session.state.players[0].hand[:2]:
        assert session.submit(PlayCard(uid)) is None
    window.history_dock.raise_()
    history_caught_up(window)
    assert _rows(window) == ["Start", session.stack.text(0), session.stack.text(1)] and _current(window) == 2
    session.commit()
    history_caught_up(window)
    assert _rows(window) == ["Start"] and _current(window) == 0
