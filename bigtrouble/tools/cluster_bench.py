"""``python -m bigtrouble.tools.cluster_bench``: one sweep on the process pool, a one-node and a multi-node local Ray
cluster, and what the figures say for a larger cluster.

The same games (random 2-player setups, ``--bot``, seeds from ``--seed``) are played

1. by the process pool (``--jobs`` = this machine's cores), whose workers' CPU time gives the
   cost of one game;
2. on a one-node local cluster with those cores (``--cluster auto`` as ``simulate`` starts it);
3. on a multi-node local cluster (``ray.cluster_utils.Cluster``): a head node that plays nothing
   and ``--nodes`` worker nodes sharing the cores, so every chunk's games and results cross
   between nodes as they would on a real cluster.

Each cluster's start is timed apart from its sweep, and the sweep is played twice on it: the
first time its workers start and import the game on the way, which is counted as part of the
start (a real cluster's workers stay up between sweeps; ``auto`` pays it once a sweep). Every
side must give the same games. The
figures: each side's wall time and how much of its cores it kept busy (the games' CPU over
wall x cores), the driver's CPU a chunk, the length of sweep from which each cluster beats the
pool counting its start, and an estimate for ``--estimate-cores`` cores: the start, then the
games at the multi-node cluster's measured efficiency, with the driver's load at that rate
(one core of the driver handles one chunk in the measured driver CPU). Only cores this machine
has can be checked; the estimate's one assumption beyond them is that nodes add up, which the
one-node and multi-node sweeps compare on the same cores. A benchmark that prints figures,
never a test.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import resource
import time
from collections.abc import Callable, Sequence
from typing import Any

from bigtrouble.tools.cluster import CHUNK, ClusterUnavailable, available, play_on_cluster
from bigtrouble.tools.games import GameResult, Job, make_setup
from bigtrouble.tools.simulate import play_all


def _children_cpu_s() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def jobs_for(games: int, seed: int, bot: str) -> list[Job]:
    """``games`` random 2-player games for ``bot``, seeds ``seed``, ``seed + 1``, ..."""
    return [(make_setup("random", 2), seed + i, bot, False) for i in range(games)]


def timed_pool(jobs: Sequence[Job], workers: int) -> tuple[list[GameResult], float, float]:
    """The jobs on the process pool: results, wall seconds and the workers' CPU seconds."""
    cpu0, t0 = _children_cpu_s(), time.perf_counter()
    results = play_all(jobs, workers)
    return results, time.perf_counter() - t0, _children_cpu_s() - cpu0


def timed_sweep(jobs: Sequence[Job], address: str) -> tuple[list[GameResult], float, float]:
    """The jobs on the running cluster at ``address``: results, wall seconds and the driver's own CPU seconds."""
    cpu0, t0 = time.process_time(), time.perf_counter()
    results = play_on_cluster(jobs, address)
    return results, time.perf_counter() - t0, time.process_time() - cpu0


def one_node(cores: int) -> tuple[Callable[[], None], str, float]:
    """Start a one-node local cluster as ``--cluster auto`` does: (stop, address, seconds to start)."""
    ray: Any = importlib.import_module("ray")

    t0 = time.perf_counter()
    info = ray.init(
        num_cpus=cores,
        object_store_memory=100 * 1024 * 1024,
        include_dashboard=False,
        log_to_driver=False,
        configure_logging=False,
    )
    return ray.shutdown, str(info.address_info["address"]), time.perf_counter() - t0


def many_nodes(nodes: int, cores_each: int) -> tuple[Callable[[], None], str, float]:
    """Start a head that plays nothing and ``nodes`` worker nodes of ``cores_each`` cores: (stop, address, seconds)."""
    ray: Any = importlib.import_module("ray")
    Cluster: Any = importlib.import_module("ray.cluster_utils").Cluster

    t0 = time.perf_counter()
    cluster: Any = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 0, "include_dashboard": False, "object_store_memory": 100 * 1024 * 1024},
    )
    for _ in range(nodes):
        cluster.add_node(num_cpus=cores_each, object_store_memory=100 * 1024 * 1024)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, log_to_driver=False, configure_logging=False)
    alive = sum(1 for n in ray.nodes() if n.get("Alive"))
    if alive != nodes + 1:
        raise ClusterUnavailable(f"the local cluster has {alive} nodes alive, not {nodes + 1}")

    def stop() -> None:
        ray.shutdown()
        cluster.shutdown()

    return stop, str(cluster.address), time.perf_counter() - t0


def break_even_s(start_s: float, ray_wall: float, pool_wall: float) -> float:
    """The sweep length (in the pool's seconds) from which a cluster that takes ``start_s`` to start beats the pool,
    when it plays a sweep in ``ray_wall`` where the pool takes ``pool_wall`` (infinite if it never does)."""
    saved = 1 - ray_wall / pool_wall
    return math.inf if saved <= 0 else start_s / saved


def estimate_s(games: int, game_cpu_s: float, cores: int, efficiency: float, start_s: float) -> float:
    """Wall seconds for ``games`` of ``game_cpu_s`` each on ``cores`` kept ``efficiency`` busy, after ``start_s``,
    with the last round of chunks (one chunk a core at most) counted whole."""
    rounds = math.ceil(games / (CHUNK * cores))
    return start_s + rounds * CHUNK * game_cpu_s / efficiency


def main(argv: Sequence[str] | None = None) -> int:
    """Run the three sweeps and print the figures."""
    ap = argparse.ArgumentParser(prog="python -m bigtrouble.tools.cluster_bench", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1920)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bot", default="heuristic", choices=("random", "heuristic", "lookahead"))
    ap.add_argument(
        "--nodes", type=int, default=0, help="worker nodes of the multi-node cluster (default: a core each)"
    )
    ap.add_argument("--estimate-cores", type=int, default=64)
    ap.add_argument("--estimate-games", type=int, default=30000)
    ap.add_argument("--estimate-game-cpu", type=float, default=15.0, help="CPU seconds a game of the estimated sweep")
    args = ap.parse_args(argv)
    cores = os.cpu_count() or 1
    nodes = args.nodes or cores
    if args.games < 1 or nodes < 1 or cores % nodes or args.estimate_cores < 1:
        ap.error(f"--games and --estimate-cores must be at least 1, --nodes must divide this machine's {cores} cores")
    if not available():
        print("cluster_bench needs Ray, the optional extra: pip install -e '.[cluster]'")
        return 2
    jobs = jobs_for(args.games, args.seed, args.bot)
    chunks = math.ceil(len(jobs) / CHUNK)
    pooled, pool_wall, pool_cpu = timed_pool(jobs, cores)
    game_cpu = pool_cpu / len(jobs)
    rows = []
    sides: list[tuple[str, Callable[[], tuple[Callable[[], None], str, float]]]] = [
        (f"Ray, one node of {cores} cores", lambda: one_node(cores)),
        (f"Ray, {nodes} nodes of {cores // nodes} core(s) and a head", lambda: many_nodes(nodes, cores // nodes)),
    ]
    for label, start in sides:
        try:
            stop, address, start_s = start()
        except Exception as exc:  # noqa: BLE001  (a cluster that can't start is a line of the report)
            print(f"{label}: could not start ({str(exc).strip().splitlines()[0] if str(exc).strip() else exc!r})")
            return 1
        try:
            first, cold, _ = timed_sweep(jobs, address)  # its workers start (and import the game) on the way
            again, wall, driver = timed_sweep(jobs, address)
        finally:
            stop()
        if first != pooled or again != pooled:
            print(f"{label}: its games differ from the process pool's")
            return 1
        rows.append((label, start_s + max(0.0, cold - wall), wall, driver))
    print(f"{len(jobs)} {args.bot} games (random 2-player setups, seeds {args.seed}-{args.seed + len(jobs) - 1}),")
    print(f"{chunks} chunks of {CHUNK}; every side played the same games. {game_cpu * 1000:.1f} ms of CPU a game.")
    print(f"  {'side':44} {'start':>7} {'sweep':>7} {'busy':>6} {'driver/chunk':>13} {'beats pool from':>16}")
    print(f"  {f'process pool, --jobs {cores}':44} {'-':>7} {pool_wall:6.2f}s {pool_cpu / (pool_wall * cores):6.0%}")
    for label, start_s, wall, driver in rows:
        even = break_even_s(start_s, wall, pool_wall)
        even_text = "never" if math.isinf(even) else f"{even:.0f} s sweeps"
        busy = pool_cpu / (wall * cores)
        print(f"  {label:44} {start_s:6.1f}s {wall:6.2f}s {busy:6.0%} {driver / chunks * 1000:11.2f}ms {even_text:>16}")
    label, start_s, wall, driver = rows[-1]
    efficiency = min(1.0, pool_cpu / (wall * cores))
    big = estimate_s(args.estimate_games, args.estimate_game_cpu, args.estimate_cores, efficiency, start_s)
    rate = args.estimate_cores / (CHUNK * args.estimate_game_cpu)
    load = rate * driver / chunks
    print(
        f"Estimate, {args.estimate_cores} cores: {args.estimate_games} games of {args.estimate_game_cpu:g} s CPU in"
        f" {big / 60:.1f} min ({start_s:.0f} s start, {efficiency:.0%} busy as measured on the nodes here);"
        f" the driver then collects {rate:.2f} chunks a second, {load:.1%} of one core."
    )
    one, multi = rows[0][2], rows[-1][2]
    print(
        f"Nodes add up on these cores if the two clusters' sweeps agree: {one:.2f} s one node, {multi:.2f} s several."
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
