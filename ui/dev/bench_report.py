"""bench-ui's figures as text: one table per timed position, then the other measurements and the targets."""

from __future__ import annotations

from typing import Any


def _row(label: str, stats: dict[str, float], target: str) -> str:
    return f"  {label:<30}{stats['median']:>9}{stats['p95']:>9}{stats['p99']:>9}{stats['max']:>9}  {target}"


def print_report(result: dict[str, Any]) -> None:
    """Print ``result`` (what :func:`ui.dev.bench.main` measured) as the bench's text report."""
    targets = result["targets_met"]
    if "first_frame" in result:
        print_start(result["first_frame"])
    for name, a in result.get("actions", {}).items():
        print(
            f"{name} ({a['actions']} actions, animations on, {result['side_tab']} tab up; the first repaint covers"
            f" {a['first_area_pct']}% of the view, at most {a['first_area_max_pct']}%)"
        )
        print(f"  {'ms':<30}{'median':>9}{'p95':>9}{'p99':>9}{'max':>9}  target")
        print(_row("action -> first mat repaint", a["first_ms"], "p99 <= 16"))
        print(_row("  same, thread CPU", a["first_cpu_ms"], ""))
        print(_row("  same, less machine pauses", a["own_first_ms"], "p99 <= 16"))
        print(_row("longest gap between paints", a["gap_ms"], "max <= 33"))
        print(_row("  same, less machine pauses", a["own_gap_ms"], "max <= 33"))
        print(_row("whole action, thread CPU", a["action_cpu_ms"], ""))
        mp = a["machine_pauses"]
        print(
            f"  the machine itself paused {mp['count']} times (longest {mp['longest_ms']} ms, in all"
            f" {mp['total_ms']} ms; the kernel counted {mp['steal_ms']} ms of it as stolen by the host)"
        )
    if "memory" in result:
        m = result["memory"]
        print(f"memory: {m['kb_per_action']} KB per action over {m['actions']} actions (target <= 20)")
    if "log_append" not in result:
        print("targets met: " + ", ".join(f"{k} {v}" for k, v in targets.items()))
        return
    print(
        "log: one appended line at "
        + ", ".join(
            f"{n} lines {v['median_ms']} ms (CPU {v['median_cpu_ms']})" for n, v in result["log_append"].items()
        )
    )
    dr = result["drag"]
    print(f"drag frame: median {dr['median_ms']} ms, p95 {dr['p95_ms']}, p99 {dr['p99_ms']} (target median <= 16)")
    print("targets met: " + ", ".join(f"{k} {v}" for k, v in targets.items()))


def print_start(ff: dict[str, float]) -> None:
    """Print the launch figures (``ui.dev.bench_start.first_frame``): each moment's median and p99, its ratio."""
    runs = int(ff.get("runs", 0))
    print(f"launch: {runs} runs per side taken in turns")
    print(f"  {'ms from process start':<46}{'median':>9}{'p99':>9}{'x bare':>9}  target")
    rows = (
        ("bare PySide6 window, first frame", "bare", 1.0, ""),
        ("Big Trouble, first frame", "ours", ff["ratio"], "<= 2x"),
        ("  its mat first painted", "mat", ff["mat_ratio"], ""),
        ("  playable mat (Quick Game, takes a move)", "playable", ff["playable_ratio"], "<= 1.5x"),
    )
    for label, key, ratio, target in rows:
        print(f"  {label:<46}{ff[key + '_ms']:>9}{ff[key + '_p99_ms']:>9}{ratio:>8.2f}x  {target}")
    print(f"  CPU time of the whole process (median): bare {ff['bare_cpu_ms']} ms, Big Trouble {ff['ours_cpu_ms']} ms")
    if "cold_playable_ms" in ff:
        print(f"  the very first launch (no card face drawn yet), playable mat: {ff['cold_playable_ms']} ms (one run)")
