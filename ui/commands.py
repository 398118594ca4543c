"""Undo commands: one per player action, holding the states before and after.

States are immutable values, so undo and redo just swap which one is shown
(ARCHITECTURE promise 5): nothing is inverted, nothing can drift.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from bigtrouble.actions import Action
from bigtrouble.model import State


def reveals_hidden(before: State, after: State) -> bool:
    """Whether going from ``before`` to ``after`` showed something hidden (a draw, a deck card, a shuffle)."""
    if before.rng != after.rng:
        return True
    if before.villain_deck != after.villain_deck or before.hero_deck != after.hero_deck:
        return True
    if before.bystanders != after.bystanders or before.mediocre != after.mediocre or before.tactics != after.tactics:
        return True
    return any(b.deck != a.deck for b, a in zip(before.players, after.players, strict=False))


AUTO_PREFIX = "Answered by itself"
"""How the log starts a line about a choice with one answer that the session answered."""


def auto_answer_note(s: State) -> str:
    """The log's sentence for answering ``s.pending`` with its only option, naming whose choice it was."""
    assert s.pending is not None
    p = s.pending
    return f"{AUTO_PREFIX} for {s.players[p.player].name} (the only choice): {p.prompt} — {p.options[0].label}."


def history_text(before: State, text: str) -> str:
    """A history line: which turn, whose move (the player deciding: a choice may be someone else's), what."""
    from bigtrouble.engine import current_player

    who = before.players[current_player(before)].name
    return f"Turn {before.turn.number} · {who}: {text}"


class ActionCommand(QUndoCommand):
    """A player's action (plus any choices that resolved by themselves) as one undo step."""

    def __init__(
        self, show: Callable[[State], None], before: State, after: State, actions: tuple[Action, ...], text: str
    ) -> None:
        """``show`` puts a state on screen (the session's); ``after`` is computed before the push, since Qt
        calls :meth:`redo` when the command is pushed."""
        super().__init__(history_text(before, text))
        self.show = show
        self.before = before
        self.after = after
        self.actions = actions
        self.hidden = reveals_hidden(before, after)

    def redo(self) -> None:
        """Show the state after the action."""
        self.show(self.after)

    def undo(self) -> None:
        """Show the state before the action."""
        self.show(self.before)
