"""bench-ui runs and its first-frame figures hang together (no timing thresholds: those are the bench's job)."""

from __future__ import annotations

import os
import signal
import time

import pytest

from ui.dev.bench import first_frame


@pytest.mark.slow
def test_the_launch_figures_report_the_window_then_the_mat_then_a_playable_mat() -> None:
    """The real launch reports its first frame, then its mat, then its playable mat, each with a p99 and a
    ratio to the bare window, and both sides' CPU time."""
    ff = first_frame(runs=2, onscreen=False)
    names = ("bare", "ours", "mat", "playable")
    assert set(ff) == {f"{n}_ms" for n in names} | {f"{n}_p99_ms" for n in names} | {
        "runs",
        "ratio",
        "mat_ratio",
        "playable_ratio",
        "bare_cpu_ms",
        "ours_cpu_ms",
        "cold_playable_ms",
    }
    assert 0 < ff["ours_ms"] <= ff["mat_ms"] <= ff["playable_ms"] and ff["cold_playable_ms"] > 0
    assert ff["bare_ms"] <= ff["bare_p99_ms"] and ff["playable_ms"] <= ff["playable_p99_ms"]
    # the ratio is of the medians before they are rounded to 0.1 ms: within a hundredth of the rounded ones'
    assert ff["playable_ratio"] == pytest.approx(ff["playable_ms"] / ff["bare_ms"], abs=0.011)
    assert ff["bare_cpu_ms"] > 0 and ff["ours_cpu_ms"] > 0


def test_start_only_prints_the_launch_table_and_its_targets(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """``bench-ui --start-only`` measures the launch alone and names both of its targets."""
    from ui.dev import bench

    figures = {"runs": 3.0, "bare_ms": 100.0, "bare_p99_ms": 110.0, "ours_ms": 180.0, "ours_p99_ms": 190.0}
    figures |= {"ratio": 1.8, "mat_ms": 300.0, "mat_p99_ms": 320.0, "mat_ratio": 3.0, "playable_ms": 140.0}
    figures |= {"playable_p99_ms": 150.0, "playable_ratio": 1.4, "bare_cpu_ms": 90.0, "ours_cpu_ms": 200.0}
    monkeypatch.setattr(bench, "first_frame", lambda runs, onscreen: figures)
    monkeypatch.setattr(bench, "action_frames", lambda *a, **k: pytest.fail("--start-only timed actions"))
    assert bench.main(["--start-only"]) == 0
    out = capsys.readouterr().out
    assert "playable mat" in out and "1.40x" in out
    assert out.strip().endswith("targets met: first_frame True, playable_mat True")


def test_quantiles_interpolate_between_ranks() -> None:
    """p95 of 1..60 lies between the 57th and 58th values (not the 57th value itself); p99 and max are reported."""
    from ui.dev.bench import quantile, summary

    values = [float(i) for i in range(1, 61)]
    assert quantile(values, 0.95) == 57.05
    assert quantile(values, 0.5) == 30.5
    s = summary(values)
    assert set(s) == {"median", "p95", "p99", "max"} and s["max"] == 60.0 and 59 < s["p99"] < 60


@pytest.mark.slow
def test_action_frames_times_real_repaints_with_animations(qapp) -> None:  # type: ignore[no-untyped-def]
    """A few actions in the event loop: every action saw a mat repaint; CPU figures are filled in."""
    from ui.dev.bench import action_frames
    from ui.dev.positions import mid_game

    r = action_frames(mid_game(), 4)
    assert r["actions"] == 4
    for key in ("first_ms", "first_cpu_ms", "gap_ms", "action_cpu_ms"):
        assert set(r[key]) == {"median", "p95", "p99", "max"}
        assert r[key]["median"] > 0
    assert 0 < r["first_area_pct"] <= 100


@pytest.mark.slow
def test_the_late_position_is_timed_with_a_real_undo_stack(qapp) -> None:  # type: ignore[no-untyped-def]
    """Steps played before the timing go through the window's session, so its undo stack (and the History
    panel's list) holds them as in a long game; the late position asks for 420 of them."""
    from ui.dev.bench import action_frames, positions
    from ui.dev.positions import mid_game

    r = action_frames(mid_game(), 2, played=5)
    assert r["actions"] == 2 and r["undo_steps"] == 5
    assert [n for _, n in positions().values()] == [0, 420]


@pytest.mark.slow
def test_the_history_tab_option_times_the_actions_with_the_history_listing_them(qapp) -> None:  # type: ignore[no-untyped-def]
    """``--history-tab``: the History panel is up while the actions are timed and lists every step."""
    from ui.dev.bench import action_frames
    from ui.dev.positions import mid_game

    r = action_frames(mid_game(), 3, played=4, history_tab=True)
    assert r["actions"] == 3 and r["undo_steps"] == 4
    assert r["history_rows"] == 1 + 4 + 3  # the start, the steps played before, the timed ones
    assert action_frames(mid_game(), 1)["history_rows"] == 0  # the Log up: the History follows nothing


def test_a_gap_is_also_given_less_the_machine_pauses_inside_it() -> None:
    """A 64 ms gap with the whole machine stopped for 60 ms of it is the client's for 4 ms; a gap with no
    pause in it stays as measured; a pause that only touches a gap counts for the part inside it."""
    from ui.dev.machine_pauses import overlap_ms, own_gap_ms, parse_pauses

    pauses = parse_pauses("10.002000 10.062000 60\nnot a pause line\n20.000000 20.050000 0\n")
    assert pauses == [(10.002, 10.062, 60), (20.0, 20.05, 0)]
    assert abs(own_gap_ms([(10.0, 10.064)], pauses) - 4.0) < 1e-6
    assert abs(own_gap_ms([(15.0, 15.025)], pauses) - 25.0) < 1e-6
    assert abs(overlap_ms(20.04, 20.08, pauses) - 10.0) < 1e-6
    assert abs(own_gap_ms([(10.0, 10.064), (15.0, 15.025)], pauses) - 25.0) < 1e-6


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stopping a process needs POSIX signals")
def test_the_watcher_sees_a_stretch_in_which_it_was_not_run() -> None:
    """Stopped from outside for 0.15 s, as a host stops its virtual machine, the watcher reports one pause
    covering that stretch."""
    from ui.dev.machine_pauses import MachineWatch

    watch = MachineWatch()
    watch.start()
    time.sleep(0.1)  # past its "ready" line and into its sleeping loop (nothing outside the watcher can see that)
    assert watch.pid is not None
    t0 = time.perf_counter()
    os.kill(watch.pid, signal.SIGSTOP)
    time.sleep(0.15)  # the point: the stretch the watcher must report
    os.kill(watch.pid, signal.SIGCONT)
    t1 = time.perf_counter()
    time.sleep(0.1)  # time to wake and write its line before stop() closes its input (its output is read only then)
    pauses = watch.stop()
    long = [(a, b) for a, b, _ in pauses if b - a > 0.1]
    assert len(long) == 1
    a, b = long[0]
    assert a <= t0 + 0.01 and b >= t1 - 0.01


@pytest.mark.slow
def test_action_frames_report_the_machine_pauses_beside_the_gaps(qapp) -> None:  # type: ignore[no-untyped-def]
    """The figures with the machine's pauses taken out never exceed the measured ones."""
    from ui.dev.bench import action_frames
    from ui.dev.positions import mid_game

    r = action_frames(mid_game(), 3)
    assert set(r["machine_pauses"]) == {"count", "longest_ms", "total_ms", "steal_ms"}
    assert 0 < r["own_gap_ms"]["max"] <= r["gap_ms"]["max"]
    assert 0 < r["own_first_ms"]["max"] <= r["first_ms"]["max"]


@pytest.mark.slow
def test_the_bench_leaves_no_settings_file_behind(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The bench's windows keep their settings in a file of their own in the temp folder; the process
    removes it as it ends (it used to leave one behind at every run)."""
    import subprocess
    import sys

    code = (
        "import os, tempfile; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from ui.qtapp import make_app; make_app()\n"
        "from ui.dev import bench; from ui.dev.positions import mid_game\n"
        "win = bench._window(mid_game()); win.close()\n"
        "print(os.path.join(tempfile.gettempdir(), f'bigtrouble-bench-{os.getpid()}.ini'))\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp_path), "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    ini = out.stdout.strip().splitlines()[-1]
    assert ini.startswith(str(tmp_path))
    assert not os.path.exists(ini)
    assert not list(tmp_path.glob("bigtrouble-bench-*.ini"))
