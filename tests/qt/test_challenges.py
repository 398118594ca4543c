"""File > Play a Challenge…, Daily Challenge, Import into History…, and the end screen's challenge code (issue 24)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QLabel, QMessageBox
from qthelpers import start

from bigtrouble import Setup, first_game, legal_actions, new_game, saves
from bigtrouble.history import History
from bigtrouble.tools.memory import memory_file, open_memory
from bigtrouble.tools.memory.challenge import daily, deal_of, encode
from ui.window import challenges
from ui.window.end_screen import EndScreen
from ui.window.main_window import MainWindow


def test_a_challenge_code_starts_its_deal(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    setup, seed = Setup(players=2, mastermind="Six Shooter", scheme="Assassination"), 77
    code = encode(deal_of(setup, seed))
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (code, True)))
    assert challenges.ask_challenge(window)
    session = window.session
    assert session is not None and session.seed == 77 and session.setup is not None
    assert session.state == new_game(deal_of(setup, seed).setup, 77)  # the same deal anyone with the code gets


def test_a_bad_code_is_refused_with_a_sentence_and_changes_nothing(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session = start(window, new_game(first_game(2), 1), first_game(2), 1)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(str(a[2]))))
    assert not challenges.start_challenge(window, "BT-NOT-A-CODE")
    assert said and window.session is session


def test_the_daily_challenge_is_the_same_deal_for_everyone(window: MainWindow) -> None:
    day = datetime.date(2026, 12, 2)
    assert challenges.daily_challenge(window, day)
    deal = daily(day)
    assert window.session is not None and window.session.seed == deal.seed


def test_the_end_screen_shows_the_games_code(window: MainWindow) -> None:
    setup = first_game(2)
    s = new_game(setup, 3)
    screen = EndScreen(s, window, 3)
    record = History(setup, 3).record()
    screen.show_code(challenges.game_code(record))
    label = screen.findChild(QLabel, "challenge_code")
    assert label is not None and encode(deal_of(setup, 3)) in label.text()
    screen.close()


def test_import_adds_saves_and_names_a_refused_file(window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.autosave_file = tmp_path / "data" / "autosave.json"
    h = History(first_game(2), 5)
    for _ in range(10):
        h.do(legal_actions(h.state)[0])
    good = tmp_path / "game.json"
    saves.save(h.record(), good)
    bad = tmp_path / "bad.json"
    bad.write_text("{ nope", encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(str(a[2]))))
    added, refused = challenges.import_into_history(window, [good, bad])
    assert added == 1 and len(refused) == 1 and "bad.json" in said[0]
    memory = open_memory(memory_file(window.autosave_target().parent))
    try:
        assert len(memory.games()) == 1
    finally:
        memory.close()


def _remember_some(tmp_path: Path) -> Path:
    from bigtrouble.bots import make_bot
    from bigtrouble.engine import is_over
    from bigtrouble.tools.memory import remember_game

    path = memory_file(tmp_path)
    for seed in range(4):
        h = History(Setup(players=2, mastermind="Six Shooter"), seed)
        bot = make_bot("heuristic", seed)
        while not is_over(h.state):
            h.do(bot.choose(h.state, legal_actions(h.state)))
        assert remember_game(h.record(), h.state, None, 0, False, path) == ""
    return path


def test_the_statistics_window_charts_the_remembered_games(window: MainWindow, tmp_path: Path) -> None:
    """Issue 24: win rates by Mastermind, Scheme, Hero… as bars with their 95% intervals."""
    from ui.panels.statistics import open_statistics

    dialog = open_statistics(window, _remember_some(tmp_path))
    assert dialog is not None and "4 games remembered" in dialog.summary.text()
    chart = dialog.charts["mastermind"]
    assert [r.label for r in chart.rates] == ["Six Shooter"] and chart.rates[0].games == 4
    assert 0 <= chart.rates[0].low <= chart.rates[0].rate <= chart.rates[0].high <= 1
    assert not chart.grab().isNull()
    over_time = dialog.time_chart.rates  # the results over time have a tab of their own
    assert sum(r.games for r in over_time) == 4 and [r.label for r in over_time] == sorted(r.label for r in over_time)
    assert "Over time" in [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert not dialog.time_chart.grab().isNull()
    dialog.close()


def test_the_end_screen_tells_the_story_of_the_game(window: MainWindow) -> None:
    """Issue 24: the end of a game tells its story: turning points, who did what, VP and Evil's count by round."""
    from bigtrouble.bots import make_bot
    from bigtrouble.engine import is_over
    from ui.session import Session

    h = History(Setup(players=2, names=("Ann", "Bo")), 4)
    bot = make_bot("heuristic", 4)
    while not is_over(h.state):
        h.do(bot.choose(h.state, legal_actions(h.state)))
    window.start(Session.from_history(h))
    window.show_end_screen(h.state)
    screen = window.end_screen
    assert screen is not None
    text = screen.story.toPlainText()  # type: ignore[attr-defined]
    assert "Round by round" in text and "Ann" in text and "fought" in text
    screen.close()


def test_a_long_statistics_list_scrolls_inside_the_window_and_names_are_shown_as_text(
    window: MainWindow, tmp_path: Path
) -> None:
    """Sixty challenges used to stretch the window past a 768-pixel screen; a name is never read as markup."""
    from attrs import evolve

    from bigtrouble.tools.memory import memory_file, open_memory
    from bigtrouble.tools.memory.facts import facts_of
    from ui.panels.statistics import SHOWN_CHALLENGES, open_statistics

    h = History(Setup(players=1, variant="solo"), 3)
    base = evolve(facts_of(h.record(), h.state, ended_at=0.0), status="finished", outcome="win", solo_score=9)
    path = memory_file(tmp_path)
    with open_memory(path) as memory:
        for i in range(120):
            memory.add(evolve(base, challenge=f"BT-{i // 2}", mastermind="<b>Lo Pan</b>", fingerprint=str(i)))
    dialog = open_statistics(window, path)
    assert dialog is not None
    assert dialog.sizeHint().height() < 700 and dialog.minimumSizeHint().height() < 700
    text = dialog.more.text()
    assert "&lt;b&gt;Lo Pan&lt;/b&gt;" in text and "<b>Lo Pan</b>" not in text
    assert f"… and {60 - SHOWN_CHALLENGES} more" in text and "1 win;" not in text
    dialog.close()
