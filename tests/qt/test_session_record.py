"""The client's session keeps the record the game: a hypothesis state machine drives ``ui.session.Session``.

The defect this catches: the session answered one-answer choices itself and wrote its own log
line, which the record could not reproduce (a live state that differed from ``replay(record)``,
a reload with one undo step more than the live game, a problem report whose log "diverged").
After every step of random play (actions, the engine's auto-answers, full control on and off,
undo, redo, jumps of any length, save and reload): the live state equals ``replay(record)``; a
reload shows the same state, the same undo steps and the same point; a problem report of the game
replays to the same log.
"""

from __future__ import annotations

from attrs import evolve
from games import setup_for
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from PySide6.QtWidgets import QApplication

from bigtrouble import Setup, is_over, legal_actions, replay
from bigtrouble.actions import AutoAnswer
from bigtrouble.model import AUTO_ANSWERED, SOLO_VARIANT, log_entries
from bigtrouble.rules.house import HOUSE_RULES, check_setup
from bigtrouble.saves import dumps, loads, replay_history
from bigtrouble.saves.report import Report, log_lines, replay_report
from ui.session import Session

MAX_STEPS = 120


class ClientSessionKeepsTheRecord(RuleBasedStateMachine):
    """One client session, driven at random as a player (or a bot seat) would drive it."""

    def __init__(self) -> None:
        """A Qt application must exist for the session's undo stack."""
        super().__init__()
        self.app = QApplication.instance() or QApplication([])
        self.session: Session
        self.autos = 0

    @initialize(
        players=st.integers(1, 5),
        seed=st.integers(0, 2**40),
        kind=st.sampled_from(["random", "first-game", "solo", "house rules"]),
        house=st.lists(st.sampled_from(sorted(HOUSE_RULES)), max_size=3, unique=True),
        strict=st.booleans(),
    )
    def start(self, players: int, seed: int, kind: str, house: list[str], strict: bool) -> None:
        """A new game (the rulebook's, the Solo mode, or with house rules), settled as the window settles it."""
        if kind == "solo":
            setup = Setup(players=1, variant=SOLO_VARIANT)
        elif kind == "house rules":
            setup = evolve(
                setup_for(players, "random"), house=tuple(h for h in house if check_setup(Setup(house=(h,))) is None)
            )
        else:
            setup = setup_for(players, kind)
        self.session = Session.new(setup, seed)
        self.session.settle()
        if strict:  # Game > Strict Undo on from the start: undo stops at hidden information
            self.session.adopt_strict()

    @precondition(lambda self: not is_over(self.session.state) and len(self.session.actions()) < MAX_STEPS)
    @rule(pick=st.integers(0, 1000))
    def act(self, pick: int) -> None:
        """One legal move, submitted as the mat submits it; the engine answers the lone choices after it."""
        legal = legal_actions(self.session.state)
        assert self.session.submit(legal[pick % len(legal)]) is None
        self.autos = sum(isinstance(a, AutoAnswer) for a in self.session.actions())

    @rule()
    def refused(self) -> None:
        """A move the engine refuses changes nothing."""
        before, count = self.session.state, self.session.stack.count()
        assert self.session.submit(AutoAnswer()) is not None or before.pending is not None
        if before.pending is None:
            assert self.session.state is before and self.session.stack.count() == count

    @rule(on=st.booleans())
    def full_control(self, on: bool) -> None:
        """Game > Full Control: the player answers every choice by hand."""
        self.session.full_control = on

    @rule()
    def undo(self) -> None:
        """Edit > Undo."""
        self.session.stack.undo()

    @rule()
    def redo(self) -> None:
        """Edit > Redo."""
        self.session.stack.redo()

    @rule(where=st.integers(0, 10_000))
    def jump(self, where: int) -> None:
        """A click in the History panel: one move of the history and one redraw, however far."""
        seen: list[object] = []
        self.session.changed.connect(lambda new, old: seen.append(new))
        before = self.session.state
        self.session.jump(where % (self.session.stack.count() + 1))
        assert len(seen) == (0 if self.session.state is before else 1)

    @rule()
    def save_and_reload(self) -> None:
        """File > Save then File > Open: play goes on in the reloaded game."""
        record = self.session.record()
        assert record is not None
        again = Session.from_history(replay_history(loads(dumps(record))), strict=self.session.strict)
        again.full_control = self.session.full_control
        self._same(again, self.session)
        self.session = again

    def _same(self, a: Session, b: Session) -> None:
        assert a.state == b.state
        assert a.stack.count() == b.stack.count(), (a.stack.count(), b.stack.count())
        assert a.stack.index() == b.stack.index()
        assert [a.stack.text(i) for i in range(a.stack.count())] == [b.stack.text(i) for i in range(b.stack.count())]
        assert a.record() == b.record()

    @invariant()
    def live_state_is_the_records(self) -> None:
        """The live state equals the state its record replays to (log included)."""
        record = self.session.record()
        assert record is not None
        assert replay(record) == self.session.state

    @invariant()
    def a_reload_is_the_same_game(self) -> None:
        """A reload has the same state, undo steps and point as the live game."""
        record = self.session.record()
        assert record is not None
        self._same(Session.from_history(replay_history(loads(dumps(record))), strict=self.session.strict), self.session)

    @invariant()
    def a_report_replays_to_the_same_log(self) -> None:
        """A problem report of the game replays to the same log, line for line."""
        record = self.session.record()
        assert record is not None
        report = Report(record, log=tuple(log_lines(self.session.state)))
        result = replay_report(report)
        assert result.ok, result.message

    @invariant()
    def every_auto_answer_is_in_the_log(self) -> None:
        """Each auto-answer in the record has its log line, of its kind, in the live log."""
        shown = sum(e.kind == AUTO_ANSWERED for e in log_entries(self.session.state.log))
        assert shown == sum(isinstance(a, AutoAnswer) for a in self.session.actions())


ClientSessionKeepsTheRecord.TestCase.settings = settings(
    max_examples=25, stateful_step_count=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestClientSessionKeepsTheRecord = ClientSessionKeepsTheRecord.TestCase


def test_a_lesson_or_puzzle_session_is_its_start_and_its_actions(qapp) -> None:  # type: ignore[no-untyped-def]
    """Lessons and puzzles start from a prepared position (no setup and seed, so no save): their one history is
    still the game's, and the live state is the start position with the actions replayed, auto-answers and
    their log lines included."""
    import random

    from bigtrouble.engine import apply
    from bigtrouble.teaching.lessons import lesson_named, part_position
    from bigtrouble.teaching.puzzles import all_puzzles

    starts = [all_puzzles()[0].start(), part_position(lesson_named("first-game").parts[0])]
    for start in starts:
        session = Session(start)
        session.settle()
        pick = random.Random(5)
        for _ in range(30):
            if is_over(session.state):
                break
            legal = legal_actions(session.state)
            assert session.submit(legal[pick.randrange(len(legal))]) is None
        assert session.record() is None  # a position set up by hand is not saveable
        s = session.history.states[0]
        for action in session.actions():
            s = apply(s, action)
        assert s == session.state
