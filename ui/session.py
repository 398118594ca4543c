"""The game in progress, for Qt: a thin adapter over the game's own history.

:class:`bigtrouble.history.History` is the one history of the game: its states, its undo steps
(a player's action with the choices the engine answered after it), strict undo and the record.
The session shows it to Qt: one :class:`~ui.commands.StepCommand` per undo step on a
``QUndoStack``, so the Edit menu, the History panel and the undo group work as Qt widgets expect.
A command only moves the history's point; the session tells its listeners once per move of the
stack, however many steps it jumped. Nothing here writes into the game or keeps a record.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from bigtrouble.actions import Action
from bigtrouble.engine import legal_actions
from bigtrouble.errors import IllegalAction
from bigtrouble.history import GameRecord, History
from bigtrouble.model import Setup, State
from bigtrouble.rules.setup import new_game
from ui.commands import StepCommand, history_text


class Session(QObject):
    """A game being played: ``state``, ``stack`` and ``record()``, over :attr:`history`.

    ``stepped()`` then ``changed(new, old)`` are emitted whenever the shown state changes (an
    action, an undo, a redo, a jump in the history of any length: once for the whole jump).
    """

    stepped = Signal()
    changed = Signal(object, object)
    watched = False
    """A recorded game being watched, not played: the window drops no curtain between its seats and opens no
    end screen when it reaches its end (the replay theatre offers one)."""

    def __init__(
        self,
        start: State,
        setup: Setup | None = None,
        seed: int = 0,
        full_control: bool = False,
        strict: bool = False,
        parent: QObject | None = None,
        history: History | None = None,
    ) -> None:
        """A session starting at ``start`` (or showing ``history``); ``setup`` and ``seed`` make it saveable."""
        super().__init__(parent)
        self.history = history if history is not None else History(setup, seed, start)
        self.full_control = full_control
        self.stack = QUndoStack(self)
        self.stack.setUndoLimit(0)
        self._shown = self.history.state
        self._building = False
        self.started_at = time.time()
        """When this session began (a resumed game counts from its resumption), for the game memory."""
        self.undos = 0
        """How many times the shown point went back (an undo, or a jump back of any length)."""
        self.remembered = False
        """Whether the game memory has this game already (a game is remembered once)."""
        self.stack.indexChanged.connect(self._moved)
        self._rebuild()
        if strict:
            self.strict = True

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
        """A session of a replayed game: its undo steps as the history has them, the redo steps there to redo.

        Under strict undo, undo stops where it stopped in the live game: after the last step that showed
        hidden information (the redo steps stay).
        """
        session = cls(history.state, full_control=full_control, history=history)
        if strict:
            session.adopt_strict()
        return session

    def adopt_strict(self) -> None:
        """Strict undo for a game that comes back (a resume, a reload): as if it had been on all along."""
        self.history.adopt_strict()
        self._rebuild()

    # --- what the game is ---------------------------------------------------------

    @property
    def state(self) -> State:
        """The shown state: the history's current point."""
        return self.history.state

    @property
    def setup(self) -> Setup | None:
        """The game's setup (``None`` for a position set up by hand)."""
        return self.history.setup

    @setup.setter
    def setup(self, setup: Setup) -> None:
        """A new seat list (a person took over a bot's seat): the record says so from now on."""
        self.history.setup = setup

    @property
    def seed(self) -> int:
        """The game's seed."""
        return self.history.seed

    @property
    def strict(self) -> bool:
        """Strict undo: undo stops at a step that showed hidden information."""
        return self.history.strict

    @strict.setter
    def strict(self, on: bool) -> None:
        if on and not self.history.strict:
            self.history.strict = True
            self.commit()  # the steps already seen can't be taken back under strict undo
        self.history.strict = on

    @property
    def committed(self) -> tuple[Action, ...]:
        """The actions kept for good (behind the floor undo can't pass)."""
        return tuple(self.history.actions[: self.history.floor])

    def actions(self) -> tuple[Action, ...]:
        """Every action from the start of the game to the shown state."""
        return tuple(self.history.actions[: self.history.index])

    def redo_actions(self) -> tuple[Action, ...]:
        """The undone actions beyond the shown state, in order (what Redo would do again)."""
        return tuple(self.history.actions[self.history.index :])

    def record(self) -> GameRecord | None:
        """The game record (setup, seed, actions, redo steps) up to now; ``None`` for a position with no setup."""
        return self.history.record() if self.history.saveable else None

    def legal(self) -> list[Action]:
        """The legal actions now."""
        return legal_actions(self.state)

    # --- doing things -------------------------------------------------------------

    def settle(self) -> None:
        """At the start of a session: the engine answers a lone forced choice waiting there (unless full control)."""
        if self.full_control or self.history.bounds or self.history.actions[self.history.index :]:
            return
        self.history.settle_start()
        self._shown = self.history.state

    def submit(self, action: Action) -> str | None:
        """Do ``action`` now. Returns ``None``, or the engine's sentence saying why it is illegal (nothing changes)."""
        h = self.history
        before, floor, steps = h.state, h.floor, len([b for b in h.bounds if b <= h.index])
        try:
            h.do(action, settle=not self.full_control)
        except IllegalAction as exc:
            return str(exc)
        if h.floor != floor or len(h.bounds) != steps + 1:  # kept for good (strict undo), or joined a step
            self._rebuild()
            self._moved()
            return None
        self.stack.push(StepCommand(h, h.points[-2], h.index, history_text(before, action.describe(before))))
        return None

    def commit(self) -> None:
        """Keep every done step for good and rebuild the undo stack (strict undo stops here); redo steps stay."""
        self.history.commit()
        self._rebuild()

    def jump(self, step: int) -> None:
        """Stand after ``step`` undo steps: one move of the history and one redraw, however far."""
        self.stack.setIndex(step)

    # --- the Qt side ---------------------------------------------------------------

    def _rebuild(self) -> None:
        """Make the undo stack show the history's steps above its floor, standing at its point."""
        h = self.history
        at = h.index
        points = h.points
        self._building = True
        try:
            self.stack.clear()
            for i, end in enumerate(h.bounds):
                start = points[i]
                text = history_text(h.states[start], h.actions[start].describe(h.states[start]))
                self.stack.push(StepCommand(h, start, end, text))
            h.index = at
            self.stack.setIndex(h.step)
        finally:
            self._building = False
            h.index = at

    def _moved(self, *_: object) -> None:
        """The stack moved: tell the listeners once, if the shown state changed."""
        if self._building:
            return
        new, old = self.history.state, self._shown
        if new is old:
            return
        if new.actions_taken < old.actions_taken:
            self.undos += 1
        self._shown = new
        self.stepped.emit()
        self.changed.emit(new, old)
