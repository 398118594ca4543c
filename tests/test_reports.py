"""Problem reports: one file with the version, platform, setup, seed, actions, position and log; replayed exactly."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from games import played

from bigtrouble import Fight, GameRecord, first_game
from bigtrouble.saves import SaveError, load_any, save
from bigtrouble.saves.report import load_report, log_lines, replay_report, write_report
from bigtrouble.tools.cli import main


def _report(tmp_path: Path, undo: int = 4) -> tuple[Path, list[str]]:
    h = played(3, 21, 60, "random", "heuristic")
    for _ in range(undo):
        h.undo()
    path = tmp_path / "report.json"
    lines = log_lines(h.state)
    write_report(path, h.record(), None, lines, version="0.1.0", platform="TestOS 1", note="It froze.\nThen I clicked.")
    return path, lines


def test_a_report_holds_everything_and_loads_back(tmp_path: Path) -> None:
    """Version, platform, setup, seed, every action, the undo position, the redo steps and the log."""
    path, lines = _report(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["position"] == 56 and len(data["actions"]) == 60
    report = load_report(path)
    assert report.app_version == "0.1.0" and report.platform == "TestOS 1" and report.created.endswith("Z")
    assert report.position == 56 and len(report.record.redo) == 4
    assert report.log == tuple(lines) and report.note == "It froze.\nThen I clicked."
    assert report.record.setup.players == 3 and report.record.seed == 21


def test_replaying_a_report_reproduces_the_reported_point(tmp_path: Path) -> None:
    """The replay stands where the player stood, with the redo steps still redoable, and the log matches."""
    path, lines = _report(tmp_path)
    result = replay_report(load_report(path))
    assert result.ok, result.message
    assert result.history is not None and result.history.index == 56 and log_lines(result.history.state) == lines


def test_a_report_that_diverges_says_at_which_action_and_why(tmp_path: Path) -> None:
    """An action today's engine refuses is named with its number and the engine's reason."""
    path, _ = _report(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][9] = {"type": "Fight", "uid": 0}
    path.write_text(json.dumps(data), encoding="utf-8")
    result = replay_report(load_report(path))
    assert not result.ok and result.reached == 9
    assert "diverges: action 10 of 56 is not legal" in result.message


def test_a_report_whose_log_differs_says_at_which_line(tmp_path: Path) -> None:
    """Legal actions that now log something else (the engine changed) are a divergence too."""
    path, lines = _report(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][3] = "Something else happened."
    path.write_text(json.dumps(data), encoding="utf-8")
    result = replay_report(load_report(path))
    assert not result.ok and "line 4" in result.message and "Something else happened." in result.message


def test_a_damaged_report_is_a_save_error(tmp_path: Path) -> None:
    """Reports are checked as strictly as saves: a position beyond the actions is refused."""
    path, _ = _report(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["position"] = 61
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="position is 61, outside 0 to 60"):
        load_report(path)
    data["position"] = 3
    data["fault"] = 5
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="fault is not text"):
        load_any(path)


def test_replay_command_on_a_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``replay REPORT`` says where the game stands at the reported point, or where it diverges (status 1)."""
    path, _ = _report(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "reproduced exactly: at action 56" in out and "TestOS 1" in out and "4 redo step(s)" in out
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0] = {"type": "Recruit", "uid": 4000}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "NOT reproduced: the game diverges: action 1 of 56 is not legal" in capsys.readouterr().out


def test_replay_command_survives_an_out_of_range_uid_in_its_own_error_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Describing an illegal action with a uid beyond the game's cards used to raise IndexError."""
    path = tmp_path / "bad.json"
    save(GameRecord(first_game(2), 1, (Fight(5000),)), path)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "action 1 of 1 (Fight a card that is not in this game (5000)) is not legal" in err


def test_replay_command_checks_the_redo_steps_of_a_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A save's redo steps are replayed too: a broken one is named, with status 1."""
    h = played(2, 4, 12)
    for _ in range(3):
        h.undo()
    path = tmp_path / "autosave.json"
    save(h.record(), path)
    assert main(["replay", str(path)]) == 0
    assert "3 undone action(s) can be redone" in capsys.readouterr().out
    record = h.record()
    save(GameRecord(record.setup, record.seed, record.actions, redo=(*record.redo[:1], Fight(0))), path)
    assert main(["replay", str(path)]) == 1
    assert "redo step 2 of 2" in capsys.readouterr().err


def test_a_report_is_refused_field_by_field_with_the_loader_s_words(tmp_path: Path) -> None:
    """An unknown field, a missing one and an action's odd value each get their own sentence."""
    path, _ = _report(tmp_path)
    good = json.loads(path.read_text(encoding="utf-8"))
    cases = [
        ({**good, "cheat": 1}, 'the report has a field "cheat" this version does not know'),
        ({k: v for k, v in good.items() if k != "note"}, "the report has no 'note'"),
        ({**good, "actions": [*good["actions"][:2], {"type": "Recruit", "uid": True}]}, "action 3's uid is true"),
        ({**good, "log": ["fine", 7]}, "entry 2 of the report's log is 7, not text"),
        ({**good, "app_version": "x" * 65}, "the report's app version is 65 characters long"),
    ]
    for data, words in cases:
        path.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(SaveError, match=re.escape(words)):
            load_report(path)
