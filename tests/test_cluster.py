"""The Ray backend of ``simulate``: the same results as the process pool, and optional to the end."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bigtrouble.tools import cli
from bigtrouble.tools.simulate import run_matrix, simulate


def test_a_sweep_on_a_local_cluster_equals_the_process_pool_and_one_process() -> None:
    """``--cluster auto`` plays a small matrix on a local Ray cluster: game for game what --jobs 2 and --jobs 1 give."""
    pytest.importorskip("ray", reason="the cluster extra is not installed (pip install -e '.[cluster]')")
    on_cluster = run_matrix((2,), games=1, seed=7, cluster="auto")
    pooled = run_matrix((2,), games=1, seed=7, workers=2)
    alone = run_matrix((2,), games=1, seed=7, workers=1)
    assert len(on_cluster.all_results()) == 48
    assert on_cluster.all_results() == pooled.all_results() == alone.all_results()
    assert {k: c.results for k, c in on_cluster.cells.items()} == {k: c.results for k, c in alone.cells.items()}


def test_simulate_on_a_local_cluster_with_progress_equals_one_process() -> None:
    """A plain run (not the matrix) on the cluster reports progress up to every game and matches --jobs 1."""
    pytest.importorskip("ray", reason="the cluster extra is not installed (pip install -e '.[cluster]')")
    seen: list[tuple[int, int]] = []
    on_cluster = simulate(
        (2, 3), games=20, seed=11, setup="random", cluster="auto", progress=lambda d, t: seen.append((d, t))
    )
    alone = simulate((2, 3), games=20, seed=11, setup="random")
    assert on_cluster.results == alone.results
    assert seen[-1] == (20, 20) and all(t == 20 for _, t in seen)


def test_cluster_without_the_extra_is_one_clear_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """With Ray not importable, ``--cluster`` says how to install it in one line, exits 2 and plays nothing."""
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    status = cli.main(["simulate", "--matrix", "--games", "1", "--cluster", "auto", "--png", "/tmp/never.png"])
    err = capsys.readouterr()
    assert status == 2
    lines = [line for line in err.err.splitlines() if line.strip()]
    assert len(lines) == 1 and "pip install -e '.[cluster]'" in lines[0] and "--cluster" in lines[0]
    assert err.out == ""


def test_playing_and_simulating_never_import_ray() -> None:
    """Importing the game, the tools and running a sweep without --cluster leave Ray unimported."""
    code = (
        "import sys, bigtrouble, bigtrouble.bots, bigtrouble.tools.cli, bigtrouble.tools.simulate as s;"
        "s.simulate((2,), games=2, seed=1, workers=1);"
        "print('ray' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


class _CountingRay:
    """A stand-in for Ray that plays each chunk at once and counts the refs the driver hands back to it."""

    def __init__(self) -> None:
        self.refs_handled = 0

    def remote(self, fn):  # type: ignore[no-untyped-def]
        class _Remote:
            def remote(self, chunk):  # type: ignore[no-untyped-def]
                return fn(chunk)

        return _Remote()

    def get(self, ref):  # type: ignore[no-untyped-def]
        self.refs_handled += 1
        return ref

    def wait(self, refs, num_returns=1):  # type: ignore[no-untyped-def]
        self.refs_handled += len(refs)
        return refs[:num_returns], refs[num_returns:]


def test_the_drivers_work_grows_with_the_games_not_their_square(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: the result loop waited over every pending chunk for each result (quadratic in the chunks)."""
    from bigtrouble.model import Setup
    from bigtrouble.tools import cluster

    fake = _CountingRay()
    monkeypatch.setattr(cluster, "_ray", lambda: fake)
    monkeypatch.setattr(cluster, "_connect", lambda ray, address: False)
    monkeypatch.setattr(cluster, "play_chunk", lambda chunk: [("played", job[1]) for job in chunk])
    for games in (32, 320):
        fake.refs_handled = 0
        jobs = [(Setup(players=2), seed, "random", False) for seed in range(games)]
        seen: list[int] = []
        out = cluster.play_on_cluster(jobs, "auto", lambda d, t, seen=seen: seen.append(d), chunk=4)
        assert [r[1] for r in out] == list(range(games)) and seen[-1] == games  # job order, every game counted
        assert fake.refs_handled == games // 4  # one look at each chunk's result, however many there are
