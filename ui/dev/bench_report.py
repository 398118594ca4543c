"""bench-ui's figures as text: one table per timed position, then the other measurements and the targets."""

from __future__ import annotations

from typing import Any


def _row(label: str, stats: dict[str, float], target: str) -> str:
    return f"  {label:<30}{stats['median']:>9}{stats['p95']:>9}{stats['p99']:>9}{stats['max']:>9}  {target}"


def print_report(result: dict[str, Any]) -> None:
    """Print ``result`` (what :func:`ui.dev.bench.main` measured) as the bench's text report."""
    targets = result["targets_met"]
    if "first_frame" in result:
        ff = result["first_frame"]
        print(
            f"first painted frame: {ff['ours_ms']} ms vs a bare window {ff['bare_ms']} ms"
            f" ({ff['ratio']}x, target <= 2x)"
        )
        print(f"  mat painted, game loaded: {ff['mat_ms']} ms ({ff['mat_ratio']}x)")
    for name, a in result["actions"].items():
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
    print(
        "log: one appended line at "
        + ", ".join(
            f"{n} lines {v['median_ms']} ms (CPU {v['median_cpu_ms']})" for n, v in result["log_append"].items()
        )
    )
    dr = result["drag"]
    print(f"drag frame: median {dr['median_ms']} ms, p95 {dr['p95_ms']}, p99 {dr['p99_ms']} (target median <= 16)")
    print("targets met: " + ", ".join(f"{k} {v}" for k, v in targets.items()))
