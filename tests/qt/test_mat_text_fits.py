"""Every header and counter on the mat shows its whole words: no "…", no text running out of its box.

The known case (#21/#22's rough edges): at 1024x600 the clock on "One and the Same Person, Jack" read
"Twists in his T…". The mat is built for every Scheme at each window size the issues name, at the
interface's normal and largest size (View > Interface Size changes the room the mat gets), and every
text drawn is checked against the box it is drawn in.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from drawn_text import recording, repaint_all
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from qthelpers import shown_window, start

from bigtrouble import first_game, new_game
from bigtrouble.cards.defs import Kind
from bigtrouble.cards.registry import CARDS
from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow

SCHEMES = sorted({d.name for d in CARDS.values() if d.kind is Kind.SCHEME})
SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_no_text_on_the_mat_is_cut_short_for_any_scheme(
    qtbot, settings: QSettings, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:  # type: ignore[no-untyped-def]
    """Each of the 12 Schemes with five players (the largest counts): the clock, the strip, the buttons, the pile
    names and the counters all fit; the clock's labels are all there, word for word."""
    w = shown_window(qtbot, settings, size)
    w.set_interface_scale(scale)
    try:
        assert len(SCHEMES) == 12
        assert (w.width(), w.height()) == size, "the window did not get its size"
        for scheme in SCHEMES:
            setup = evolve(first_game(5), scheme=scheme)
            start(w, new_game(setup, 3), setup, 3)
            with recording(monkeypatch) as drawn:
                repaint_all(w.view)
            cut = [d.text for d in drawn if d.cut()]
            assert cut == [], f"{scheme} at {size}, {scale}%"
            clock = w.scene.clock
            shown = " ".join(clock.rows)
            assert all(line in shown for line in clock.lines), (scheme, clock.rows)
            assert any(clock.lines[0] in d.text or d.text in clock.lines[0] for d in drawn), "the clock was not drawn"
    finally:
        w.set_interface_scale(100)
        QApplication.processEvents()


def test_the_jack_scheme_clock_wraps_its_label_at_1024x600(
    qtbot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """The case the tester saw: "Twists in his Tactics" on two rows of whole words, not "Twists in his T…"."""
    w = MainWindow(settings=settings, autosave=False)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    start(w, position(players=5, scheme="One and the Same Person, Jack"))
    with recording(monkeypatch) as drawn:
        repaint_all(w.view)
    texts = [d.text for d in drawn]
    assert "Twists in his Tactics" in w.scene.clock.lines
    label_rows = [t for t in texts if t and t in "Twists in his Tactics"]
    assert " ".join(label_rows) == "Twists in his Tactics", texts
    assert not any(d.cut() for d in drawn)


def test_a_clock_too_long_for_its_panel_wraps_then_shrinks_but_never_cuts() -> None:
    """The fitting itself: a label wraps at spaces (fewest rows, as even as can be); when the rows are taller than
    the panel the type gets smaller; a word is never split."""
    from bigtrouble.rules.progress import evil_progress
    from ui.mat.clock import clock_lines, fit_clock, wrap_line

    assert wrap_line("Twists in his Tactics", 10, 1000) == ("Twists in his Tactics",)
    rows = wrap_line("Escaped non-Henchman Villains", 10, 70)
    assert " ".join(rows) == "Escaped non-Henchman Villains" and len(rows) >= 2
    p = evil_progress(position(players=5, scheme="Flood Chinatown with Mediocrity"))
    assert p is not None
    lines = ("\u26a0 DANGER", *clock_lines(p))
    roomy, px_roomy = fit_clock(lines, 200, 12, 1000)
    tight, px_tight = fit_clock(lines, 60, 12, 90)
    assert roomy == lines and px_roomy == 12
    assert px_tight < 12 and set(" ".join(tight).split()) == set(" ".join(lines).split())


@pytest.mark.parametrize("size", SIZES)
def test_the_final_showdown_headers_and_buttons_fit(
    qtbot, settings: QSettings, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """In the Final Showdown's third round the phase reads "SHOWDOWN · Cliffhanger 2 · Total 8" and End Turn
    becomes "End Showdown Turn": both whole (the button once read "End Showdown T…" at 1024x600)."""
    from bigtrouble.model import Phase, Showdown

    w = shown_window(qtbot, settings, size)
    s = position(hands=[["Chang Sing Strategist", "Chang Sing Warrior"]], played=[["CB Radio"]], attack=5, recruit=3)
    s = evolve(s, phase=Phase.SHOWDOWN, showdown=Showdown(order=(0, 1), round=3), turn=evolve(s.turn, showdown=True))
    start(w, s)
    with recording(monkeypatch) as drawn:
        repaint_all(w.view)
    assert w.scene.end_turn.text == "End Showdown Turn"
    assert "Cliffhanger 2" in " ".join(w.scene.strip.phase_label.lines)
    assert [d.text for d in drawn if d.cut()] == []
    shown = " ".join(d.text.replace("\n", " ") for d in drawn)
    assert "End Showdown Turn" in shown
