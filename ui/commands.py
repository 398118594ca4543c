"""Undo commands: one per undo step of the game's history, moving its point there and back.

States are immutable values kept by :class:`bigtrouble.history.History`, so undo and redo only move
the history's point (ARCHITECTURE promise 5): nothing is inverted, nothing can drift, and the
commands hold no state of their own.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from bigtrouble.history import History
from bigtrouble.model import State


def history_text(before: State, text: str) -> str:
    """A history line: which turn, whose move (the player deciding: a choice may be someone else's), what."""
    from bigtrouble.engine import current_player

    who = before.players[current_player(before)].name
    return f"Turn {before.turn.number} · {who}: {text}"


class StepCommand(QUndoCommand):
    """One undo step of ``history``: from action point ``start`` to ``end``."""

    def __init__(self, history: History, start: int, end: int, text: str) -> None:
        """The step from point ``start`` to point ``end`` of ``history``, shown as ``text``."""
        super().__init__(text)
        self.history = history
        self.start = start
        self.end = end

    def redo(self) -> None:
        """Stand after the step."""
        self.history.index = self.end

    def undo(self) -> None:
        """Stand before the step."""
        self.history.index = self.start
