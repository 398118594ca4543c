"""Save files round-trip, replay exactly, and refuse bad input with a clear message."""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble import EndTurn, GameRecord, PlayCard, Setup
from bigtrouble.actions import Choose, Decline, Fight, FightMastermind, Heal, Recruit
from bigtrouble.saves import SaveError, dumps, load, loads


def test_every_action_kind_round_trips() -> None:
    """Each action type survives dumps/loads with its fields and type."""
    acts = (PlayCard(3), Recruit(4), Fight(5), FightMastermind(), Heal(), EndTurn(), Choose(2), Decline())
    rec = GameRecord(Setup(players=3, mastermind="Six Shooter", heroes=("Eddie",)), 42, acts)
    assert loads(dumps(rec)) == rec


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("not json", "not valid JSON"),
        ("[1, 2]", "not a Big Trouble save"),
        ('{"format": "something-else"}', "not a Big Trouble save"),
        ('{"format": "bigtrouble-save", "version": 99}', "newer version"),
        ('{"format": "bigtrouble-save", "version": 1, "seed": "x"}', "damaged"),
        (
            '{"format": "bigtrouble-save", "version": 1, "setup": {}, "seed": 1, "actions": [{"type": "Nope"}]}',
            "damaged",
        ),
    ],
)
def test_bad_files_are_refused_clearly(text: str, words: str) -> None:
    """Malformed save files raise SaveError with a sentence that says what is wrong."""
    with pytest.raises(SaveError, match=words):
        loads(text)


def test_missing_file(tmp_path: Path) -> None:
    """A missing file is a SaveError, not a crash."""
    with pytest.raises(SaveError, match="no save file"):
        load(tmp_path / "nope.json")
