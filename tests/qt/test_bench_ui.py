"""bench-ui runs and its first-frame figures hang together (no timing thresholds: those are the bench's job)."""

from __future__ import annotations

from ui.bench import first_frame


def test_first_frame_reports_the_window_then_the_mat() -> None:
    """The real launch reports its first frame before its mat, and both figures are filled in."""
    ff = first_frame(runs=1, onscreen=False)
    assert set(ff) == {"bare_ms", "ours_ms", "ratio", "mat_ms", "mat_ratio"}
    assert 0 < ff["ours_ms"] <= ff["mat_ms"]
    assert ff["bare_ms"] > 0 and ff["ratio"] > 0
