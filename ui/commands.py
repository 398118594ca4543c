"""Undo commands: one per undo step of the game's history, moving its point there and back.

States are immutable values kept by :class:`bigtrouble.history.History`, so undo and redo only move
the history's point (ARCHITECTURE promise 5): nothing is inverted, nothing can drift, and the
commands hold no state of their own.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from bigtrouble.history import History
from bigtrouble.model import State

NAME_ROOM = 18
"""How many characters of a player's name the History rows and the log show; a longer name is cut with "…"."""


def short_name(name: str, room: int = NAME_ROOM) -> str:
    """``name`` cut to ``room`` characters with "…" (the whole name stays in the game and its save)."""
    return name if len(name) <= room else name[: room - 1].rstrip() + "…"


def shorten_names(text: str, names: tuple[str, ...], room: int = NAME_ROOM) -> str:
    """``text`` with every long player name in it cut to ``room`` characters (longest names first)."""
    for name in sorted(names, key=len, reverse=True):
        if len(name) > room and name in text:
            text = text.replace(name, short_name(name, room))
    return text


def history_text(before: State, text: str) -> str:
    """A history line: which turn, whose move (the player deciding: a choice may be someone else's), what.

    Long player names are cut, so the move itself stays in sight in a History row."""
    from bigtrouble.engine import current_player

    names = tuple(p.name for p in before.players)
    who = short_name(before.players[current_player(before)].name)
    return f"Turn {before.turn.number} · {who}: {shorten_names(text, names)}"


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
