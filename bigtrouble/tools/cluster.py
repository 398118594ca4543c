"""Sweeps beyond one machine: ``simulate --cluster auto|ADDRESS`` plays the games on a Ray cluster.

Ray is an optional extra (``pip install -e '.[cluster]'``): nothing else imports this
module, and it imports Ray only when a sweep asks for a cluster, so playing, importing
``bigtrouble`` and ``simulate`` without ``--cluster`` never need it.

- ``auto`` starts a local cluster for the sweep (every core of this machine) and stops it after;
- an address (``HOST:PORT`` of a running head node, or ``ray://HOST:10001`` for Ray Client)
  joins that cluster; every node needs this project installed at the same version
  (workers import ``bigtrouble``), and a cluster with token authentication needs its
  token in the environment as Ray documents.

The games are sent in chunks (a game takes milliseconds, a task's round trip about one),
each chunk plays its games exactly as ``--jobs 1`` does (the seed is in the job), and
results are put back in job order, so a sweep gives the same results on any cluster.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bigtrouble.tools.games import GameResult, Job

CHUNK = 16
"""Games per task."""

INSTALL_HINT = "pip install -e '.[cluster]'"


class ClusterUnavailable(RuntimeError):
    """The cluster extra is not installed, or the cluster can't be reached: the message says which."""


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterUnavailable(
            f"--cluster needs Ray, an optional extra that is not installed: {INSTALL_HINT}"
        ) from None
    return ray


def cluster_problem(address: str | None) -> str:
    """Why ``--cluster address`` can't be used (one line), or "" when it can (or was not asked for)."""
    if address is None:
        return ""
    if not address.strip():
        return "--cluster needs 'auto' or the address of a running Ray cluster"
    if not available():
        return f"--cluster needs Ray, which is not installed: {INSTALL_HINT}"
    return ""


def available() -> bool:
    """Whether the cluster extra (Ray) can be imported."""
    try:
        _ray()
    except ClusterUnavailable:
        return False
    return True


def play_chunk(jobs: Sequence[Job]) -> list[GameResult]:
    """Play a chunk of jobs one after another, as ``--jobs 1`` does (runs on a worker)."""
    from bigtrouble.tools.games import freeze_loaded, play_job

    freeze_loaded()
    return [play_job(job) for job in jobs]


def _connect(ray: Any, address: str) -> bool:
    """Start or join the cluster; True when this call started it (and must stop it)."""
    if ray.is_initialized():
        return False
    # Workers import bigtrouble: hand them this checkout's folder, as the driver sees it.
    root = str(Path(__file__).resolve().parents[2])
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
    options: dict[str, Any] = {
        "include_dashboard": False,
        "log_to_driver": False,
        "configure_logging": False,
        "runtime_env": {"env_vars": {"PYTHONPATH": path}},
    }
    try:
        if address == "auto":
            # A local cluster of its own: Ray's own "auto" would look for a running one instead.
            ray.init(num_cpus=os.cpu_count() or 1, object_store_memory=100 * 1024 * 1024, **options)
        else:
            ray.init(address=address, **options)
    except Exception as exc:  # noqa: BLE001  (any failure to start or reach the cluster is one clear line)
        where = "start a local Ray cluster" if address == "auto" else f"join the Ray cluster at {address}"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ClusterUnavailable(f"could not {where}: {first}") from None
    return True


def play_on_cluster(
    jobs: Sequence[Job],
    address: str = "auto",
    progress: Callable[[int, int], None] | None = None,
    chunk: int = CHUNK,
) -> list[GameResult]:
    """Play every job on a Ray cluster (``auto``: a local one); results come back in job order."""
    ray = _ray()
    started = _connect(ray, address)
    try:
        remote = ray.remote(play_chunk)
        chunks = [list(jobs[i : i + chunk]) for i in range(0, len(jobs), chunk)]
        refs = [remote.remote(c) for c in chunks]  # every chunk is sent before any result is asked for
        results: list[GameResult] = []
        # Collected in job order, one get a chunk: the driver's work grows with the games, where a wait over
        # every pending chunk for each result grew with their square.
        for ref in refs:
            results += ray.get(ref)
            if progress is not None:
                progress(len(results), len(jobs))
        return results
    finally:
        if started:
            ray.shutdown()
