"""The autosave's journal: each step appends one line, a kill at any byte leaves a game that loads.

The defects these catch: the autosave rewrote the whole record after every action (0.7 ms at 10
actions, 23.5 ms at 10,000: the cost grew with the game), and the 1 MB save cap was reached near
30,000 actions, so the 100,000-action limit could never be met.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest
from games import played

from bigtrouble.actions import ACTION_TYPES
from bigtrouble.history import GameRecord
from bigtrouble.saves import dumps, loads
from bigtrouble.saves.journal import Journal, journal_path, load_autosave
from bigtrouble.saves.schema import ACTION_FIELDS, MAX_ACTIONS, MAX_BYTES, Choice, Field, Flag, Int, Names, Text


def _records() -> list[GameRecord]:
    """A game's records as the autosave sees them: steps, undos, a redo, a new branch after an undo."""
    h = played(3, 11, 60)
    out = []
    for i in range(1, 40):
        h.jump(i)
        out.append(h.record())
    h.jump(20)
    out.append(h.record())  # an undo of many steps
    h.jump(25)
    out.append(h.record())  # a redo
    h.jump(22)
    from bigtrouble import legal_actions

    h.do(legal_actions(h.state)[-1])
    out.append(h.record())  # a new branch: the redo steps go
    return out


def test_each_step_appends_one_line_and_the_files_load_as_the_game(tmp_path: Path) -> None:
    base = tmp_path / "autosave.json"
    j = Journal(base)
    for record in _records():
        before = base.read_bytes() if base.exists() else b""
        j.write(record)
        assert load_autosave(base) == record
        if before:
            assert base.read_bytes() == before  # the base was not rewritten
    assert len(journal_path(base).read_bytes().splitlines()) == len(_records())  # the header, then a line a step


def test_a_kill_at_any_byte_of_a_line_leaves_the_step_before_or_the_step(tmp_path: Path) -> None:
    base = tmp_path / "autosave.json"
    j = Journal(base)
    records = _records()
    j.write(records[0])
    for previous, record in zip(records, records[1:], strict=False):
        old = journal_path(base).read_bytes()
        j.write(record)
        new = journal_path(base).read_bytes()
        for cut in range(len(old), len(new) + 1):
            journal_path(base).write_bytes(new[:cut])
            assert load_autosave(base) in (previous, record)
        assert load_autosave(base) == record


def test_a_kill_between_the_new_base_and_its_journal_gives_the_new_base(tmp_path: Path) -> None:
    base = tmp_path / "autosave.json"
    records = _records()
    j = Journal(base, compact_after=3)
    for r in records[:3]:
        j.write(r)
    stale_journal = journal_path(base).read_bytes()
    j.write(records[3])
    j.write(records[4])  # the fourth line: compaction, a new base and a new journal
    journal_path(base).write_bytes(stale_journal)  # as if killed before the new journal replaced the old
    assert load_autosave(base) == records[4]


def test_compaction_keeps_the_game(tmp_path: Path) -> None:
    base = tmp_path / "autosave.json"
    j = Journal(base, compact_after=5)
    for r in _records():
        j.write(r)
        assert load_autosave(base) == r


@pytest.mark.parametrize(
    "junk", [b"nonsense\n", b'{"keep": -1, "at": 0, "add": []}\n', b'{"keep": 0}\n', b"\xff\xfe\n"]
)
def test_a_damaged_journal_line_ends_the_journal_there(tmp_path: Path, junk: bytes) -> None:
    base = tmp_path / "autosave.json"
    j = Journal(base)
    records = _records()[:5]
    for r in records:
        j.write(r)
    with journal_path(base).open("ab") as f:
        f.write(junk + b'{"keep": 0, "at": 0, "add": []}\n')
    assert load_autosave(base) == records[-1]


def test_a_missing_or_foreign_journal_leaves_the_base(tmp_path: Path) -> None:
    base = tmp_path / "autosave.json"
    records = _records()
    Journal(base).write(records[5])
    journal_path(base).unlink()
    assert load_autosave(base) == records[5]
    journal_path(base).write_text(json.dumps({"format": "bigtrouble-journal", "base": "0" * 32}) + "\n")
    assert load_autosave(base) == records[5]


def _widest(check: Field) -> object:
    """The value of a field that its check allows and that takes the most characters in a save."""
    if isinstance(check, Int):
        return max(check.lo, check.hi, key=lambda n: len(str(n)))
    if isinstance(check, Text):
        return "x" * check.most
    if isinstance(check, Choice):
        return max(check.options(), key=len)
    if isinstance(check, Names):
        return (_widest(check.item),) * check.most
    assert isinstance(check, Flag), check
    return False


def test_the_byte_cap_agrees_with_the_action_cap() -> None:
    """A save of the most actions allowed, each of the widest kind, is under the byte cap and loads."""
    widest = max(
        (cls(**{f.name: _widest(ACTION_FIELDS[f.name]) for f in attrs.fields(cls)}) for cls in ACTION_TYPES),
        key=lambda a: len(dumps(GameRecord(played(2, 1, 0).setup, 1, (a,)))),
    )
    record = GameRecord(played(2, 1, 0).setup, 1, (widest,) * MAX_ACTIONS)
    text = dumps(record)
    assert len(text.encode()) <= MAX_BYTES
    assert loads(text) == record
