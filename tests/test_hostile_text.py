"""Hostile text in names: refused with a sentence, or made harmless, before it reaches a save or a line.

The defects these catch: a save whose player name held a lone surrogate (valid JSON) loaded, and
then every save and autosave raised ``UnicodeEncodeError``; a name with a right-to-left override
reversed the rest of every log line it was in.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble import Setup, SetupError, first_game, new_game
from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord
from bigtrouble.model import log_entries
from bigtrouble.saves import dumps, loads, replay_history
from bigtrouble.saves.report import load_report, write_report


def _save_text_with_name(name: str) -> str:
    data = json.loads(dumps(GameRecord(first_game(2), 3)))
    data["setup"]["names"] = [name, "Wang"]
    return json.dumps(data)  # escapes a lone surrogate as \ud800: valid JSON


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Jack\ud800", "broken character"),
        ("\u202eJack", "direction marks"),
        ("Ja\u2066ck", "direction marks"),
        ("Jack\x07", "control characters"),
    ],
)
def test_a_hostile_name_in_a_save_is_refused_with_a_sentence(name: str, words: str) -> None:
    with pytest.raises(SaveError) as caught:
        replay_history(loads(_save_text_with_name(name)))  # refused by the schema or by the setup
    assert words in str(caught.value)


@pytest.mark.parametrize("name", ["Jack\ud800", "\u202eJack"])
def test_a_hostile_name_is_refused_when_a_game_is_set_up(name: str) -> None:
    with pytest.raises(SetupError):
        new_game(Setup(players=2, names=(name, "Wang")), 1)


def test_a_right_to_left_name_is_isolated_in_every_sentence() -> None:
    setup = Setup(players=2, names=("\u05d2\u05f3\u05e7", "Wang"))
    s = new_game(setup, 4)
    assert s.players[0].name == "\u2068\u05d2\u05f3\u05e7\u2069"
    assert s.players[1].name == "Wang"  # left-to-right names are written as typed
    lines = [e.text for e in log_entries(s.log) if "\u05d2" in e.text]
    assert lines and all("\u2068\u05d2\u05f3\u05e7\u2069" in line for line in lines)
    text = dumps(GameRecord(setup, 4))
    assert "\u2068" not in text  # the save keeps the name as typed; isolation is how it is shown
    assert replay_history(loads(text)).state == s


def test_a_problem_reports_note_is_made_harmless(tmp_path: Path) -> None:
    """A note with a broken surrogate, a direction override or a bell writes, reads back and shows as plain text."""
    path = tmp_path / "report.json"
    write_report(path, GameRecord(first_game(2), 3), note="it broke\ud800 \u202ehere\x07\nsecond line\tend")
    note = load_report(path).note
    assert note == "it broke\ufffd here\nsecond line\tend"
