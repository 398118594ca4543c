"""bench-ui runs and its first-frame figures hang together (no timing thresholds: those are the bench's job)."""

from __future__ import annotations

from ui.bench import first_frame


def test_first_frame_reports_the_window_then_the_mat() -> None:
    """The real launch reports its first frame before its mat, and both figures are filled in."""
    ff = first_frame(runs=1, onscreen=False)
    assert set(ff) == {"bare_ms", "ours_ms", "ratio", "mat_ms", "mat_ratio"}
    assert 0 < ff["ours_ms"] <= ff["mat_ms"]
    assert ff["bare_ms"] > 0 and ff["ratio"] > 0


def test_quantiles_interpolate_between_ranks() -> None:
    """p95 of 1..60 lies between the 57th and 58th values (not the 57th value itself); p99 and max are reported."""
    from ui.bench import quantile, summary

    values = [float(i) for i in range(1, 61)]
    assert quantile(values, 0.95) == 57.05
    assert quantile(values, 0.5) == 30.5
    s = summary(values)
    assert set(s) == {"median", "p95", "p99", "max"} and s["max"] == 60.0 and 59 < s["p99"] < 60


def test_action_frames_times_real_repaints_with_animations(qapp) -> None:  # type: ignore[no-untyped-def]
    """A few actions in the event loop: every action saw a mat repaint; CPU figures are filled in."""
    from ui.bench import action_frames
    from ui.positions import mid_game

    r = action_frames(mid_game(), 4)
    assert r["actions"] == 4
    for key in ("first_ms", "first_cpu_ms", "gap_ms", "action_cpu_ms"):
        assert set(r[key]) == {"median", "p95", "p99", "max"}
        assert r[key]["median"] > 0
    assert 0 < r["first_area_pct"] <= 100


def test_the_late_position_is_timed_with_a_real_undo_stack(qapp) -> None:  # type: ignore[no-untyped-def]
    """Steps played before the timing go through the window's session, so its undo stack (and the History
    panel's list) holds them as in a long game; the late position asks for 420 of them."""
    from ui.bench import action_frames, positions
    from ui.positions import mid_game

    r = action_frames(mid_game(), 2, played=5)
    assert r["actions"] == 2 and r["undo_steps"] == 5
    assert [n for _, n in positions().values()] == [0, 420]


def test_the_history_tab_option_times_the_actions_with_the_history_listing_them(qapp) -> None:  # type: ignore[no-untyped-def]
    """``--history-tab``: the History panel is up while the actions are timed and lists every step."""
    from ui.bench import action_frames
    from ui.positions import mid_game

    r = action_frames(mid_game(), 3, played=4, history_tab=True)
    assert r["actions"] == 3 and r["undo_steps"] == 4
    assert r["history_rows"] == 1 + 4 + 3  # the start, the steps played before, the timed ones
    assert action_frames(mid_game(), 1)["history_rows"] == 0  # the Log up: the History follows nothing
