"""The cluster benchmark's arithmetic and its refusals (its sweeps are run by hand: a benchmark, never a test)."""

from __future__ import annotations

import math
import os

import pytest

from bigtrouble.tools import cluster_bench
from bigtrouble.tools.cluster import CHUNK


def test_a_cluster_beats_the_pool_from_the_sweep_length_its_start_is_paid_back() -> None:
    """Saving 10% of the pool's time pays back a 6 s start on a 60 s sweep; playing no faster never pays back."""
    assert cluster_bench.break_even_s(6.0, 90.0, 100.0) == pytest.approx(60.0)
    assert math.isinf(cluster_bench.break_even_s(6.0, 100.0, 100.0))
    assert math.isinf(cluster_bench.break_even_s(0.5, 120.0, 100.0))


def test_the_estimate_counts_the_start_whole_rounds_of_chunks_and_the_efficiency() -> None:
    """A round is one chunk a core; a last round half full still takes a whole chunk's time; at half the efficiency
    the games take twice as long."""
    cores, game = 4, 2.0
    one_round = CHUNK * game
    assert cluster_bench.estimate_s(CHUNK * cores, game, cores, 1.0, 10.0) == pytest.approx(10.0 + one_round)
    assert cluster_bench.estimate_s(CHUNK * cores + 1, game, cores, 1.0, 0.0) == pytest.approx(2 * one_round)
    assert cluster_bench.estimate_s(CHUNK * cores, game, cores, 0.5, 0.0) == pytest.approx(2 * one_round)


def test_the_jobs_are_the_seeded_random_two_player_games_of_the_bot() -> None:
    jobs = cluster_bench.jobs_for(3, 40, "heuristic")
    assert [j[1] for j in jobs] == [40, 41, 42]
    assert all(j[0].players == 2 and j[2] == "heuristic" and j[3] is False for j in jobs)


@pytest.mark.parametrize("argv", [["--games", "0"], ["--nodes", "3"], ["--estimate-cores", "0"], ["--bot", "nobody"]])
def test_bad_arguments_are_refused_with_a_message_and_play_nothing(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad count, nodes that don't divide the cores or an unknown bot: argparse's exit 2 and a line naming it."""
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setattr(cluster_bench, "timed_pool", lambda *a: pytest.fail("played a sweep"))
    with pytest.raises(SystemExit) as stop:
        cluster_bench.main(argv)
    assert stop.value.code == 2
    assert argv[0] in capsys.readouterr().err


def test_a_cluster_that_cannot_start_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """When Ray is there but its cluster won't start, the report says which side failed and why, and stops."""
    monkeypatch.setattr(cluster_bench, "available", lambda: True)
    monkeypatch.setattr(cluster_bench, "timed_pool", lambda jobs, workers: ([], 1.0, 1.0))

    def refuse(cores: int) -> None:
        raise RuntimeError("no room for the object store\nmore detail")

    monkeypatch.setattr(cluster_bench, "one_node", refuse)
    assert cluster_bench.main(["--games", "2"]) == 1
    out = capsys.readouterr().out
    assert "could not start" in out and "no room for the object store" in out and "more detail" not in out
