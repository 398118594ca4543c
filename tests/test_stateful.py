"""Random interleavings of actions, undo, redo, jumps, saves and loads keep every promise.

A hypothesis state machine plays random games of 1-5 players (random or first-game setups)
through a :class:`History`, mixing in undo, redo, jumps, refused actions, and save-then-load
(continuing from the loaded game). After every step: the invariants hold, the state equals
``replay(record)``, the redo branch replays to the last state, and the History matches a
plain model of what undo and redo should do.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from games import setup_for
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from bigtrouble import Fight, IllegalAction, PlayCard, Recruit, apply, is_over, legal_actions, replay
from bigtrouble.actions import Action, Choose
from bigtrouble.history import GameRecord, History
from bigtrouble.invariants import check_state
from bigtrouble.saves import load_history, save

MAX_ACTIONS = 250


class PlayUndoSaveLoad(RuleBasedStateMachine):
    """One game, driven at random; ``actions``/``index`` model what the History must hold."""

    def __init__(self) -> None:
        """A scratch folder for this run's saves."""
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="bigtrouble-stateful-"))
        self.saves = 0
        self.h: History
        self.actions: list[Action] = []
        self.index = 0

    @initialize(players=st.integers(1, 5), seed=st.integers(0, 2**40), kind=st.sampled_from(["random", "first-game"]))
    def start(self, players: int, seed: int, kind: str) -> None:
        """A new game."""
        self.h = History(setup_for(players, kind), seed)

    def _do(self, pick: int) -> None:
        legal = legal_actions(self.h.state)
        action = legal[pick % len(legal)]
        self.h.do(action)
        del self.actions[self.index :]
        self.actions.append(action)
        self.index += 1

    @precondition(lambda self: not is_over(self.h.state) and len(self.actions) < MAX_ACTIONS)
    @rule(pick=st.integers(0, 1000))
    def act(self, pick: int) -> None:
        """One legal action (dropping any redo branch)."""
        self._do(pick)

    @precondition(lambda self: not is_over(self.h.state) and len(self.actions) < MAX_ACTIONS)
    @rule(picks=st.lists(st.integers(0, 1000), min_size=2, max_size=25))
    def act_many(self, picks: list[int]) -> None:
        """A run of legal actions, to reach later turns, the Showdown and the end."""
        for pick in picks:
            if is_over(self.h.state):
                break
            self._do(pick)

    @rule()
    def undo(self) -> None:
        """Step back (nothing at the start)."""
        self.h.undo()
        self.index = max(0, self.index - 1)

    @rule()
    def redo(self) -> None:
        """Step forward along the redo branch (nothing at its end)."""
        self.h.redo()
        self.index = min(len(self.actions), self.index + 1)

    @rule(where=st.integers(0, 10_000))
    def jump(self, where: int) -> None:
        """Go to any point of the history."""
        self.index = where % (len(self.actions) + 1)
        self.h.jump(self.index)

    @rule(uid=st.integers(-3, 400), kind=st.sampled_from([PlayCard, Recruit, Fight, Choose]))
    def refused(self, uid: int, kind: type) -> None:
        """An action that is not legal here is refused and changes nothing."""
        action = kind(uid)
        if action in legal_actions(self.h.state):
            return
        before = self.h.state
        try:
            self.h.do(action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{action!r} is not legal but was accepted")
        assert self.h.state is before and self.h.index == self.index and self.h.actions == self.actions

    @rule()
    def save_and_load(self) -> None:
        """Save (with the redo branch), load it back, and go on playing from the loaded game."""
        self.saves += 1
        path = self.folder / f"autosave-{self.saves % 3}.json"
        save(self.h.record(), path)
        loaded = load_history(path)
        assert loaded.index == self.h.index and loaded.actions == self.h.actions
        assert loaded.states == self.h.states
        self.h = loaded

    @invariant()
    def history_matches_the_model(self) -> None:
        """The History holds exactly the actions and the point undo and redo should have left."""
        if not hasattr(self, "h"):
            return
        assert self.h.actions == self.actions and self.h.index == self.index
        assert len(self.h.states) == len(self.actions) + 1

    @invariant()
    def state_is_sound_and_replays(self) -> None:
        """The invariants hold, the state equals replay(record), and the redo branch replays to the end."""
        if not hasattr(self, "h"):
            return
        check_state(self.h.state)
        record = self.h.record()
        assert replay(record) == self.h.state
        if record.redo:
            assert replay(GameRecord(record.setup, record.seed, record.all_actions)) == self.h.states[-1]
        if self.h.index > 0:
            assert apply(self.h.states[self.h.index - 1], self.actions[self.index - 1]) == self.h.state

    def teardown(self) -> None:
        """Remove the scratch folder."""
        shutil.rmtree(self.folder, ignore_errors=True)


PlayUndoSaveLoad.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestPlayUndoSaveLoad = PlayUndoSaveLoad.TestCase
