"""``bench --against``: two trees timed in turn on the same games, and told apart when they play differently."""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble.tools import cli, sidebyside


def test_a_tree_against_itself_plays_the_same_games_and_reports_both() -> None:
    """The probe runs in child processes with each tree first on the path; equal trees give equal digests."""
    old, new = sidebyside.compare(sidebyside.THIS_TREE, rounds=2, games=1, seed=3)
    assert old.digests == new.digests and len(old.digests) == 1 and old.actions == new.actions > 0
    assert len(old.engine_ms) == len(new.engine_ms) == 2 and all(x > 0 for x in old.engine_ms + new.engine_ms)
    text = sidebyside.report(old, new)
    assert "speed-up: engine" in text and "same games (actions and final states): yes" in text


def test_different_games_are_reported(tmp_path: Path) -> None:
    """Digests that differ are said plainly (a changed engine would show here)."""
    old, new = sidebyside.compare(sidebyside.THIS_TREE, rounds=1, games=1, seed=3)
    changed = type(new)(new.path, new.engine_ms, new.total_ms, new.actions, 1.0, 2.0, ("0" * 64,))
    assert "NO: the trees played differently" in sidebyside.report(old, changed)


def test_against_a_folder_that_is_no_checkout_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A wrong --against path is refused before anything runs."""
    assert cli.main(["bench", "--against", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not a checkout" in err[0]
