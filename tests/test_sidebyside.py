"""``bench --against``: two trees timed in turn on the same games, and told apart when they play differently."""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble.tools import cli, sidebyside


@pytest.mark.slow
def test_a_tree_against_itself_plays_the_same_games_and_reports_both() -> None:
    """The probe runs in child processes with each tree first on the path; equal trees give equal digests."""
    old, new = sidebyside.compare(sidebyside.THIS_TREE, rounds=2, games=1, seed=3)
    assert old.digests == new.digests and len(old.digests) == 1 and old.actions == new.actions > 0
    assert len(old.engine_ms) == len(new.engine_ms) == 2 and all(x > 0 for x in old.engine_ms + new.engine_ms)
    text = sidebyside.report(old, new)
    assert "speed-up: engine" in text and "same games (actions and final states): yes" in text


@pytest.mark.slow
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


def test_games_that_differ_are_counted_and_the_identical_ones_timed_alone() -> None:
    """With one game of three played differently: both action counts, the per-action ratio, and the
    speed-up on the two identical games alone (each tree's time for just those games)."""
    old = sidebyside.TreeFigures(
        "old",
        (30.0, 32.0),
        (60.0, 64.0),
        300,
        10.0,
        50.0,
        ("a", "b", "c"),
        game_engine_ms=((10.0, 10.0, 10.0), (12.0, 10.0, 10.0)),
        game_total_ms=((20.0, 20.0, 20.0), (24.0, 20.0, 20.0)),
        game_actions=(100, 100, 100),
    )
    new = sidebyside.TreeFigures(
        "new",
        (12.0, 12.0),
        (30.0, 30.0),
        250,
        5.0,
        20.0,
        ("a", "x", "c"),
        game_engine_ms=((5.0, 2.0, 5.0), (5.0, 2.0, 5.0)),
        game_total_ms=((10.0, 10.0, 10.0), (10.0, 10.0, 10.0)),
        game_actions=(100, 50, 100),
    )
    assert sidebyside.same_games(old, new) == [0, 2]
    assert old.subset_medians([0, 2]) == (21.0, 42.0)
    text = sidebyside.report(old, new)
    assert "300 actions a round in the first tree, 250 in the second" in text
    assert "NO: the trees played differently" in text
    assert "per action: engine 2.15x" in text  # (31 / 300) / (12 / 250)
    assert "the 2 of 3 games both trees played identically (200 actions): engine 21.0 vs 10.0 ms, 2.10x" in text
    assert sidebyside.to_json(old, new)["identical_games"] == 2
    assert "median ratio: engine 2.58x, whole playouts 2.07x" in text  # median of 30/12, 32/12; 60/30, 64/30
    assert sidebyside.paired_ratio((4.0, 9.0, 2.0), (2.0, 3.0, 2.0)) == 2.0


@pytest.mark.slow
def test_the_probe_times_every_game_apart() -> None:
    """The per-game figures add up to the round's totals."""
    old, _ = sidebyside.compare(sidebyside.THIS_TREE, rounds=1, games=2, seed=5)
    assert len(old.game_engine_ms[0]) == 2 and sum(old.game_actions) == old.actions
    assert abs(sum(old.game_engine_ms[0]) - old.engine_ms[0]) < 1e-6
    assert abs(sum(old.game_total_ms[0]) - old.total_ms[0]) < 1e-6
