"""Undo, redo and jump in a History; replaying a record gives the live game."""

from __future__ import annotations

import pytest

from bigtrouble import EndTurn, GameRecord, History, apply, first_game, is_over, legal_actions, new_game, replay
from bigtrouble.bots import HeuristicBot


def _played(steps: int | None, seed: int = 3, players: int = 2) -> History:
    """A History of ``steps`` heuristic-bot actions (the whole game when None)."""
    h = History(first_game(players), seed)
    bot = HeuristicBot(seed)
    while not is_over(h.state) and (steps is None or len(h.actions) < steps):
        h.do(bot.choose(h.state, legal_actions(h.state)))
    return h


def test_n_undos_return_to_the_start_and_n_redos_to_the_end() -> None:
    """After N actions, N undos give the starting state and N redos the final one."""
    h = _played(80)
    start, end = h.states[0], h.state
    for _ in range(80):
        h.undo()
    assert h.index == 0 and h.state == start and not h.can_undo()
    for _ in range(80):
        h.redo()
    assert h.index == 80 and h.state == end and not h.can_redo()


def test_undo_then_reapply_gives_the_same_state() -> None:
    """Going back one step and doing the same action again reproduces the state exactly, luck included."""
    h = _played(60)
    after, action = h.state, h.actions[-1]
    h.undo()
    assert h.do(action) == after


def test_undo_cannot_reroll_the_villain_deck() -> None:
    """Ending the turn twice from the same point reveals the same Villain card."""
    s = new_game(first_game(2), 11)
    first = apply(s, EndTurn())
    again = apply(s, EndTurn())
    assert first.city == again.city and first.revealed == again.revealed and first.rng == again.rng


def test_jump_goes_to_the_state_a_replay_gives() -> None:
    """Jumping to point i gives the state that replaying the first i actions gives."""
    h = _played(50)
    record = h.record()
    for i in (0, 1, 17, 50):
        assert h.jump(i) == replay(GameRecord(record.setup, record.seed, record.actions[:i]))
    with pytest.raises(IndexError):
        h.jump(51)


def test_doing_after_undo_drops_the_redo_branch() -> None:
    """A new action after undos discards the undone actions, like an editor."""
    h = _played(20)
    for _ in range(5):
        h.undo()
    h.do(legal_actions(h.state)[-1])
    assert len(h.actions) == 16 and len(h.states) == 17 and not h.can_redo()


def test_replaying_a_whole_game_gives_the_live_state() -> None:
    """A finished game's record replays (checked and unchecked) to the very same final state, long log included."""
    h = _played(None)
    assert is_over(h.state)
    assert len(h.actions) > 100
    record = h.record()
    assert replay(record) == h.state
    assert replay(record, checked=False) == h.state
    assert History.from_record(record).states == h.states
    assert "LogNode(size=" in repr(h.state)


def test_record_stops_at_the_current_point() -> None:
    """After undos, the record holds only the actions up to the current point."""
    h = _played(30)
    h.jump(12)
    assert h.record().actions == tuple(h.actions[:12])
