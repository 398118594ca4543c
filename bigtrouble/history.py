"""Game records and the history of states.

A :class:`GameRecord` (setup, seed, actions, and the redo steps after them)
replays exactly: it is the save file, the replay and the bug report. :class:`History` keeps every state so
undo, redo and jumping anywhere are O(1): states are immutable and share
structure, so this costs little memory (ARCHITECTURE promise 5).
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import evolve, field, frozen

from bigtrouble.actions import Action, AutoAnswer
from bigtrouble.engine import apply, apply_unchecked, has_one_answer, reveals_hidden
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
    """A game in progress, the one history of it: every state so far, its undo steps, undo, redo and jump.

    ``states[0]`` is the start; ``states[i]`` follows ``actions[i - 1]``; ``index`` is the current point
    (an action count). Actions are grouped into undo steps: a player's action and the choices the
    engine answered after it (:class:`~bigtrouble.actions.AutoAnswer`) are one step, ending at one of
    :attr:`bounds`. Actions before :attr:`floor` are kept for good: the opening auto-answers, and
    under :attr:`strict` undo every step up to one that showed hidden information. Doing an action
    after an undo drops the redo branch, like an editor. The client adapts this history to Qt; it
    keeps no record of its own.
    """

    def __init__(self, setup: Setup | None, seed: int, start: State | None = None, *, strict: bool = False) -> None:
        """Start a new game (or adopt ``start``, already set up from ``setup`` and ``seed``).

        ``setup`` may be ``None`` only with ``start``: a position set up by hand, playable but not saveable.
        """
        if start is None:
            if setup is None:
                raise ValueError("a history needs a setup or a starting state")
            start = new_game(setup, seed)
        self.setup = setup
        self.seed = seed
        self.states: list[State] = [start]
        self.actions: list[Action] = []
        self.index = 0
        self.floor = 0
        self.bounds: list[int] = []
        self.strict = strict

    @property
    def state(self) -> State:
        """The state at the current point."""
        return self.states[self.index]

    def do(self, action: Action, settle: bool = False) -> State:
        """Apply a legal action at the current point as one undo step (raises ``IllegalAction``, changing nothing).

        With ``settle`` the engine then answers every choice that has one answer, in the same step. An
        :class:`AutoAnswer` done alone (as a replay does) joins the step before it.
        """
        new = apply(self.state, action)
        self._cut()
        start = self.step_start()
        joins = isinstance(action, AutoAnswer)
        self._append(action, new)
        if settle:
            self._settle()
        if joins and start == self.floor and not any(b == start for b in self.bounds):
            self.floor = self.index  # answers before any step: kept for good, as at the game's start
        elif joins and self.bounds and self.bounds[-1] == start:
            self.bounds[-1] = self.index
        else:
            self.bounds.append(self.index)
        if self.strict and reveals_hidden(self.states[start], self.state):
            self.commit()
        return self.state

    def settle_start(self) -> State:
        """Answer the choices with one answer waiting at the current point, kept for good (a game's opening)."""
        if self.index == self.floor and self.index == len(self.actions):
            self._settle()
            self.floor = self.index
        return self.state

    def _settle(self) -> None:
        while has_one_answer(self.state):
            self._append(_AUTO, apply_unchecked(self.state, _AUTO))

    def _append(self, action: Action, new: State) -> None:
        self.states.append(new)
        self.actions.append(action)
        self.index += 1

    def _cut(self) -> None:
        """Drop the undone steps beyond the current point."""
        del self.states[self.index + 1 :]
        del self.actions[self.index :]
        while self.bounds and self.bounds[-1] > self.index:
            self.bounds.pop()

    def step_start(self) -> int:
        """Where the step that would come next, or that ends here, begins: the last step end at or before now."""
        return max([self.floor, *(b for b in self.bounds if b <= self.index)])

    @property
    def points(self) -> list[int]:
        """The points undo, redo and the step list can stand at: the floor, then every step's end."""
        return [self.floor, *self.bounds]

    @property
    def step(self) -> int:
        """How many undo steps are done (the current point's place in :attr:`points`)."""
        return sum(1 for b in self.bounds if b <= self.index)

    def go_step(self, step: int) -> State:
        """Stand after ``step`` undo steps (0: at the floor); one move, however far."""
        points = self.points
        if not 0 <= step < len(points):
            raise IndexError(f"no step {step} in this history")
        self.index = points[step]
        return self.state

    def step_reveals(self, step: int) -> bool:
        """Whether undo step ``step`` (1-based, as :attr:`step` counts) showed hidden information."""
        points = self.points
        return reveals_hidden(self.states[points[step - 1]], self.states[points[step]])

    def can_undo(self) -> bool:
        """Whether there is an earlier point undo may go back to."""
        return self.index > self.floor

    def can_redo(self) -> bool:
        """Whether an undone action can be redone."""
        return self.index < len(self.states) - 1

    def undo(self) -> State:
        """Step back one undo step (never behind the floor)."""
        earlier = [p for p in self.points if p < self.index]
        if earlier:
            self.index = earlier[-1]
        return self.state

    def redo(self) -> State:
        """Step forward one undone step."""
        later = [b for b in self.bounds if b > self.index]
        if later:
            self.index = later[0]
        elif self.can_redo():
            self.index = len(self.states) - 1
        return self.state

    def jump(self, index: int) -> State:
        """Go to any point, 0 (the start) to ``len(states) - 1``."""
        if not 0 <= index < len(self.states):
            raise IndexError(f"no point {index} in this history")
        self.index = index
        return self.state

    def adopt_strict(self) -> None:
        """Play on under strict undo as if it had been on all along: undo stops after the last step up to here that
        showed hidden information (a replayed game gets back the floor its live game had)."""
        points = [self.floor, *self.bounds]
        floor = self.floor
        for before, after in zip(points, points[1:], strict=False):
            if after > self.index:
                break
            if reveals_hidden(self.states[before], self.states[after]):
                floor = after
        self.floor = floor
        self.bounds = [b for b in self.bounds if b > floor]
        self.strict = True

    def commit(self) -> None:
        """Keep every done step for good: undo stops here (strict undo after hidden information)."""
        self.floor = max(self.floor, self.index)
        self.bounds = [b for b in self.bounds if b > self.floor]

    @property
    def saveable(self) -> bool:
        """Whether this history has a setup, so a record (a save) can be made of it."""
        return self.setup is not None

    def record(self) -> GameRecord:
        """The record of the game up to the current point, with the undone actions beyond it as redo steps."""
        if self.setup is None:
            raise ValueError("a position set up by hand has no game record")
        return GameRecord(
            self.setup, self.seed, tuple(self.actions[: self.index]), redo=tuple(self.actions[self.index :])
        )

    @classmethod
    def from_record(cls, record: GameRecord) -> History:
        """Rebuild a history (every state and undo step) from a record and its redo steps; stand at its position."""
        h = cls(record.setup, record.seed)
        for a in record.all_actions:
            h.do(a)
        h.index = record.position
        return h


_AUTO = AutoAnswer()
