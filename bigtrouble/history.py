"""Game records and the history of states.

A :class:`GameRecord` (setup, seed, actions, and the redo steps after them)
replays exactly: it is the save file, the replay and the bug report. :class:`History` keeps every state so
undo, redo and jumping anywhere are O(1): states are immutable and share
structure, so this costs little memory (ARCHITECTURE promise 5).
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import evolve, field, frozen

from bigtrouble.actions import Action
from bigtrouble.engine import apply, apply_unchecked
from bigtrouble.model import Setup, State
from bigtrouble.rules.setup import new_game


def _actions(items: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(items)


@frozen
class GameRecord:
    """Everything needed to reproduce a game: setup, seed, the actions taken, and the redo steps.

    ``actions`` lead to the point the player is at (``replay`` rebuilds that state);
    ``redo`` are the actions that were undone after it and can still be redone, in order.
    """

    setup: Setup
    seed: int
    actions: tuple[Action, ...] = field(converter=_actions, default=())
    redo: tuple[Action, ...] = field(converter=_actions, default=(), kw_only=True)

    @property
    def position(self) -> int:
        """The player's point in the whole action list (``actions`` then ``redo``)."""
        return len(self.actions)

    @property
    def all_actions(self) -> tuple[Action, ...]:
        """The actions taken and then the redo steps."""
        return self.actions + self.redo

    def then(self, action: Action) -> GameRecord:
        """The record with one more action (which, as after an undo, drops the redo steps)."""
        return evolve(self, actions=self.actions + (action,), redo=())


def replay(record: GameRecord, checked: bool = True) -> State:
    """Rebuild the state a record leads to; with ``checked``, every action is validated."""
    s = new_game(record.setup, record.seed)
    step = apply if checked else apply_unchecked
    for a in record.actions:
        s = step(s, a)
    return s


class History:
    """A game in progress: every state so far, with undo, redo and jump.

    ``states[0]`` is the start; ``states[i]`` follows ``actions[i - 1]``.
    Doing an action after an undo drops the redo branch, like an editor.
    """

    def __init__(self, setup: Setup, seed: int, start: State | None = None) -> None:
        """Start a new game (or adopt ``start``, already set up from ``setup`` and ``seed``)."""
        self.setup = setup
        self.seed = seed
        self.states: list[State] = [start if start is not None else new_game(setup, seed)]
        self.actions: list[Action] = []
        self.index = 0

    @property
    def state(self) -> State:
        """The state at the current point."""
        return self.states[self.index]

    def do(self, action: Action) -> State:
        """Apply a legal action at the current point (raises ``IllegalAction`` and changes nothing if not)."""
        new = apply(self.state, action)
        del self.states[self.index + 1 :]
        del self.actions[self.index :]
        self.states.append(new)
        self.actions.append(action)
        self.index += 1
        return new

    def can_undo(self) -> bool:
        """Whether there is an earlier point."""
        return self.index > 0

    def can_redo(self) -> bool:
        """Whether an undone action can be redone."""
        return self.index < len(self.states) - 1

    def undo(self) -> State:
        """Step back one action."""
        if self.index > 0:
            self.index -= 1
        return self.state

    def redo(self) -> State:
        """Step forward one undone action."""
        if self.can_redo():
            self.index += 1
        return self.state

    def jump(self, index: int) -> State:
        """Go to any point, 0 (the start) to ``len(states) - 1``."""
        if not 0 <= index < len(self.states):
            raise IndexError(f"no point {index} in this history")
        self.index = index
        return self.state

    def record(self) -> GameRecord:
        """The record of the game up to the current point, with the undone actions beyond it as redo steps."""
        return GameRecord(
            self.setup, self.seed, tuple(self.actions[: self.index]), redo=tuple(self.actions[self.index :])
        )

    @classmethod
    def from_record(cls, record: GameRecord) -> History:
        """Rebuild a history (every state) by replaying a record and its redo steps; stand at its position."""
        h = cls(record.setup, record.seed)
        for a in record.all_actions:
            h.do(a)
        h.index = record.position
        return h
