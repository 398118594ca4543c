"""``bigtrouble bench-memory`` measures what it names: a memory of that many games, the statistics window
painted on it, and theatre jumps that reach the mat (the figures are printed, never checked here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble.tools.memory.stats import summarize
from bigtrouble.tools.memory.store import open_memory
from ui.dev import memory_bench


def test_the_filled_memory_holds_the_games_asked_for_with_their_records(tmp_path: Path) -> None:
    memory_bench.fill_memory(tmp_path / "games.sqlite3", 40)
    with open_memory(tmp_path / "games.sqlite3") as memory:
        games = memory.games(with_record=True)
        stats = summarize(memory)
    assert len(games) == 40 and all(g["record"].startswith("{") for g in games)
    assert stats.games == 40 and stats.finished + stats.abandoned + stats.edited == 40
    assert len({g["mastermind"] for g in games}) > 1 and len(stats.by["hero"]) > 5


@pytest.mark.slow
def test_the_bench_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert memory_bench.main(["--games", "30", "--runs", "2", "--seeds", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 30 and out["statistics window"]["wall_median_ms"] > 0
    theatre = out["theatre"]
    assert theatre["actions"] > 100
    jumps = [k for k in theatre if k != "actions"]
    assert jumps[:2] == ["start to end", "end to start"] and jumps[2].startswith("start to ")
    for name in jumps:  # each jump reached the mat's frame before the log caught up
        assert 0 < theatre[name]["mat_wall_median_ms"] <= theatre[name]["wall_p99_ms"]


def test_bad_arguments_are_refused_in_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        memory_bench.main(["--games", "0"])
    assert stop.value.code == 2 and "at least 1" in capsys.readouterr().err
