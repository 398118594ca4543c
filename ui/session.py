"""The game in progress: the current state, the undo stack, and the game record.

The session is the only place where actions become new states. Each action is
one :class:`~ui.commands.ActionCommand` on a ``QUndoStack``; the stack is the
history the player can walk (Edit > Undo, the history panel). A choice with
one legal answer is answered in the same step unless ``full_control`` is on.
With ``strict`` undo, the stack is folded into the record whenever an action
reveals hidden information, so undo stops there.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from bigtrouble.actions import Action, Choose
from bigtrouble.engine import apply, legal_actions
from bigtrouble.errors import IllegalAction
from bigtrouble.history import GameRecord, History
from bigtrouble.model import Setup, State
from bigtrouble.rules.setup import new_game
from bigtrouble.zones import log
from ui.commands import ActionCommand, auto_answer_note


class Session(QObject):
    """A game being played: ``state``, ``stack`` and ``record()``.

    ``changed(new, old)`` is emitted whenever the shown state changes (an
    action, an undo, a redo, a jump in the history).
    """

    changed = Signal(object, object)

    def __init__(
        self,
        start: State,
        setup: Setup | None = None,
        seed: int = 0,
        full_control: bool = False,
        strict: bool = False,
        parent: QObject | None = None,
    ) -> None:
        """A session starting at ``start``; ``setup`` and ``seed`` (when known) make it saveable."""
        super().__init__(parent)
        self.setup = setup
        self.seed = seed
        self.full_control = full_control
        self.strict = strict
        self.stack = QUndoStack(self)
        self.stack.setUndoLimit(0)
        self.committed: list[Action] = []
        self._commands: list[ActionCommand] = []
        self._quiet = False
        self.state = start
        self.stack.indexChanged.connect(self._trim)

    @classmethod
    def new(cls, setup: Setup, seed: int, full_control: bool = False, strict: bool = False) -> Session:
        """A fresh game (raises ``SetupError`` with a sentence if the setup can't be played)."""
        return cls(new_game(setup, seed), setup, seed, full_control, strict)

    @classmethod
    def from_record(cls, record: GameRecord, full_control: bool = False, strict: bool = False) -> Session:
        """Replay a saved game (its redo steps too); raises ``SaveError`` ("action 5 of 200 is not legal: ...")."""
        from bigtrouble.saves import replay_history

        return cls.from_history(replay_history(record), full_control, strict)

    @classmethod
    def from_history(cls, history: History, full_control: bool = False, strict: bool = False) -> Session:
        """A session of a replayed game: every action is an undo step, the redo steps are there to redo.

        Under strict undo the steps up to the saved point are folded into the record (the redo steps stay).
        """
        session = cls(history.states[0], history.setup, history.seed, full_control, strict)
        session._quiet = True
        try:
            for i, a in enumerate(history.actions):
                before, after = history.states[i], history.states[i + 1]
                session._push(ActionCommand(session.show, before, after, (a,), a.describe(before)))
            session.stack.setIndex(history.index)
        finally:
            session._quiet = False
        if session.strict:
            session.commit()
        return session

    # --- doing things -------------------------------------------------------------

    def _auto_answer(self, s: State) -> tuple[State, list[Action]]:
        """Answer every choice that has exactly one legal answer."""
        done: list[Action] = []
        while s.pending is not None and len(s.pending.options) == 1 and not s.pending.optional:
            a = Choose(0)
            note, rule, who = auto_answer_note(s), s.pending.rule, s.pending.player
            s = log(apply(s, a), note, rule, who)  # the log says a choice was made on the player's behalf
            done.append(a)
        return s, done

    def settle(self) -> None:
        """At the start of a session: answer a lone forced choice waiting in the first state (unless full control)."""
        if self.full_control or self.stack.count():
            return
        self.state, extra = self._auto_answer(self.state)
        self.committed.extend(extra)

    def submit(self, action: Action) -> str | None:
        """Do ``action`` now. Returns ``None``, or the engine's sentence saying why it is illegal (nothing changes)."""
        before = self.state
        try:
            after = apply(before, action)
        except IllegalAction as exc:
            return str(exc)
        actions: list[Action] = [action]
        if not self.full_control:
            after, extra = self._auto_answer(after)
            actions.extend(extra)
        cmd = ActionCommand(self.show, before, after, tuple(actions), action.describe(before))
        self._push(cmd)
        if self.strict and cmd.hidden:
            self.commit()
        return None

    def _push(self, cmd: ActionCommand) -> None:
        """Push ``cmd``; listeners hear of the new state only once the stack (and so the record) includes it."""
        index = self.stack.index()
        del self._commands[index:]
        self._commands.append(cmd)
        quiet, self._quiet = self._quiet, True
        try:
            self.stack.push(cmd)
        finally:
            self._quiet = quiet
        if not quiet:
            self.changed.emit(cmd.after, cmd.before)

    def _trim(self, index: int) -> None:
        """Keep our list of commands in step with the stack (a push after undo drops the redo branch)."""
        if self.stack.count() < len(self._commands):
            del self._commands[self.stack.count() :]

    def commit(self) -> None:
        """Fold every done step into the record and clear the undo stack (strict undo stops here).

        Undone steps stay on the stack, to be redone.
        """
        index = self.stack.index()
        for cmd in self._commands[:index]:
            self.committed.extend(cmd.actions)
        undone = [(c.before, c.after, c.actions, c.text()) for c in self._commands[index:]]
        self._commands.clear()
        self.stack.clear()
        if undone:
            quiet, self._quiet = self._quiet, True
            try:
                for before, after, actions, text in undone:
                    self._push(ActionCommand(self.show, before, after, actions, text))
                self.stack.setIndex(0)
            finally:
                self._quiet = quiet

    def show(self, state: State) -> None:
        """Make ``state`` the shown state (called by undo commands)."""
        old = self.state
        self.state = state
        if not self._quiet:
            self.changed.emit(state, old)

    # --- what the game is ---------------------------------------------------------

    def actions(self) -> tuple[Action, ...]:
        """Every action from the start of the game to the shown state."""
        done: list[Action] = list(self.committed)
        for cmd in self._commands[: self.stack.index()]:
            done.extend(cmd.actions)
        return tuple(done)

    def redo_actions(self) -> tuple[Action, ...]:
        """The undone actions beyond the shown state, in order (what Redo would do again)."""
        return tuple(a for cmd in self._commands[self.stack.index() :] for a in cmd.actions)

    def record(self) -> GameRecord | None:
        """The game record (setup, seed, actions, redo steps) up to now; ``None`` for a position with no setup."""
        if self.setup is None:
            return None
        return GameRecord(self.setup, self.seed, self.actions(), redo=self.redo_actions())

    def legal(self) -> list[Action]:
        """The legal actions now."""
        return legal_actions(self.state)
