"""Bot seats through the real window, the seats part of the new-game dialog, the curtain, and solo scores."""

from __future__ import annotations

from pathlib import Path

import pytest
from attrs import evolve
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bigtrouble import Setup, new_game
from bigtrouble.actions import Choose, EndTurn
from bigtrouble.bots import BOT_KINDS
from bigtrouble.effects.basic import Pick
from bigtrouble.effects.players import EachPlayer
from bigtrouble.engine import current_player
from bigtrouble.model import SOLO_VARIANT, Outcome, State, log_entries
from bigtrouble.rules import house, solo
from bigtrouble.rules.ending import end_game
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import run
from bigtrouble.zones import Zone
from tests.qt.qthelpers import start
from ui import solo_scores
from ui.seats.bot_seats import BOT_SPEEDS, HUMAN
from ui.session import Session
from ui.window.dialogs import NewGameDialog
from ui.window.end_screen import EndScreen
from ui.window.main_window import MainWindow

BOT = "heuristic"


def bot_game(window: MainWindow, seats: tuple[str, ...], seed: int = 3, **kw: object) -> Session:
    """A first-game-like setup with these seat kinds, started in the window."""
    setup = Setup(players=len(seats), seats=seats, mastermind="Six Shooter", scheme="Assassination", **kw)  # type: ignore[arg-type]
    session = Session(new_game(setup, seed), setup, seed)
    window.start(session)
    QApplication.processEvents()
    return session


def bots_idle(window: MainWindow) -> bool:
    """Nothing is left that could make a bot move: no pause counting down, no bot thinking, no answer awaited."""
    seats = window.bot_seats
    return not seats.timer.isActive() and not seats.poll.isActive() and seats._thinking is None


def fast(window: MainWindow, ms: int = 1) -> None:
    """Bots wait only ``ms`` before each move (the real pause is for people, not tests)."""
    window.bot_seats.set_delay(ms)


# --- the new-game dialog ----------------------------------------------------------------------


def test_dialog_seats_list_every_bot_kind(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    combo = dlg.seat_panel.seat_kinds[1]
    kinds = [combo.itemData(i) for i in range(combo.count())]
    assert kinds == [HUMAN, *BOT_KINDS]


def test_dialog_bot_seat_and_house_rules_reach_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.seats.setValue(3)
    dlg.seat_panel.set_kind(2, BOT)
    box = dlg.seat_panel.house[house.MULLIGAN]
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert dlg.seat_panel.house[house.MULLIGAN].isChecked()
    assert not dlg.seat_panel.house[house.WARMUP].isEnabled()  # 3 players: the warm-up is for 4-5
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.result() == NewGameDialog.DialogCode.Accepted
    assert dlg.setup is not None and dlg.state is not None
    assert dlg.setup.seats == (HUMAN, HUMAN, BOT)
    assert dlg.setup.house == (house.MULLIGAN,)
    assert dlg.state.setup.seats == (HUMAN, HUMAN, BOT)
    assert dlg.state.players[2].name.startswith("Heuristic bot")
    assert any(e.rule == "house rule" for e in log_entries(dlg.state.log))


def test_dialog_solo_mode_is_a_labelled_variant(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.seats.setValue(1)
    assert dlg.seat_panel.solo.isVisible() or not dlg.isVisible()
    assert "variant" in dlg.seat_panel.solo.text() and "not an official Big Trouble rule" in dlg.seat_panel.solo.text()
    assert sum(e.isVisibleTo(dlg) for e in dlg.name_edits) == 2  # one person, two hands: the default
    dlg.seat_panel.solo.setChecked(True)
    assert sum(e.isVisibleTo(dlg) for e in dlg.name_edits) == 1
    assert set(dlg.heroes.checked()) == set(solo.first_game().heroes)  # the Solo first game replaces the preset
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    assert dlg.setup is not None and dlg.state is not None
    assert dlg.setup.variant == SOLO_VARIANT
    assert len(dlg.state.players) == 1


def test_dialog_one_seat_without_solo_still_plays_two_hands(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.seats.setValue(1)
    dlg.try_start()
    assert dlg.state is not None and len(dlg.state.players) == 2 and dlg.setup is not None
    assert dlg.setup.variant == "" and dlg.setup.seats == ()


# --- a bot seat plays through the window ------------------------------------------------------------


def test_bot_seat_plays_its_turn_and_hands_back_to_the_person(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    fast(window)
    session = bot_game(window, (HUMAN, BOT))
    assert current_player(session.state) == 0 or session.state.pending is not None
    while session.state.pending is not None and session.state.pending.player == 0:
        assert window.submit(Choose(0)) is None
    log_before = session.state.log.size if session.state.log else 0
    window._end_turn()
    qtbot.waitUntil(lambda: session.state.current == 0 and session.state.turn.number == 3, timeout=15000)
    assert not window.curtain.isVisible()  # one person: the curtain never falls
    entries = log_entries(session.state.log)[log_before:]
    bot_name = session.state.players[1].name
    assert any(e.text.startswith(f"{bot_name}'s turn begins") for e in entries)
    assert any(e.player == 1 and e.text.startswith(bot_name) for e in entries)
    assert window.session is session and session.stack.count() >= 3  # each bot move is an undo step


def test_person_cannot_play_the_bots_cards_while_it_plays(window: MainWindow) -> None:
    window.bot_seats.set_delay(60000)
    session = bot_game(window, (BOT, HUMAN))
    assert window.bot_seats.due() == 0
    refusal = window.submit(EndTurn())
    assert refusal is not None and "bot" in refusal
    assert session.state.current == 0


def test_pause_and_take_over(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.bot_seats.set_delay(30)
    session = bot_game(window, (BOT, HUMAN))
    assert window.bot_seats.pause_action is not None
    window.bot_seats.pause_action.trigger()
    assert window.bot_seats.paused
    before = session.state
    qtbot.waitUntil(lambda: bots_idle(window), timeout=5000)
    assert session.state is before  # a paused bot does nothing
    assert window.bot_seats.take_over_action is not None
    window.bot_seats.take_over_action.trigger()
    assert not window.bot_seats.is_bot(0)
    assert not window.bot_seats.paused  # the pause was for taking the seat
    assert session.setup is not None and session.setup.seats == (f"{BOT}@1", HUMAN)  # the bot's seat, played by seat 1
    record = session.record()
    assert record is not None and record.setup.seats == (f"{BOT}@1", HUMAN)  # the save keeps the take-over
    while session.state.pending is not None:
        assert window.submit(Choose(0)) is None
    assert window.submit(EndTurn()) is None  # the person plays the seat now
    assert session.state.current == 1


def test_undo_pauses_the_bots_so_they_dont_replay_at_once(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    fast(window)
    session = bot_game(window, (HUMAN, BOT))
    while session.state.pending is not None and session.state.pending.player == 0:
        window.submit(Choose(0))
    window._end_turn()
    qtbot.waitUntil(lambda: session.state.current == 1 and session.stack.count() >= 3, timeout=15000)
    window.bot_seats.set_paused(True)
    window.bot_seats.set_paused(False)
    window.undo_action.trigger()
    assert window.bot_seats.paused
    shown = session.state
    qtbot.waitUntil(lambda: bots_idle(window), timeout=5000)  # a thought begun before the undo is dropped
    assert session.state is shown  # no instant replay
    assert window.bot_seats.pause_action is not None and "Resume" in window.bot_seats.pause_action.text()
    window.bot_seats.pause_action.trigger()
    assert not window.bot_seats.paused


def test_strict_undo_folding_the_stack_does_not_pause_the_bots(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    fast(window)
    window.strict_action.setChecked(True)
    session = bot_game(window, (HUMAN, BOT))
    while session.state.pending is not None and session.state.pending.player == 0:
        window.submit(Choose(0))
    window._end_turn()  # draws a new hand: hidden information, so the stack is folded into the record
    qtbot.waitUntil(lambda: session.state.current == 0 and session.state.turn.number == 3, timeout=15000)
    assert not window.bot_seats.paused


def test_a_resumed_save_keeps_its_bots(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    from bigtrouble.history import GameRecord
    from bigtrouble.saves import dumps, loads

    fast(window)
    setup = Setup(players=2, seats=(HUMAN, BOT), mastermind="Six Shooter", scheme="Assassination")
    s = new_game(setup, 4)
    record = loads(dumps(GameRecord(setup, 4, (EndTurn(),) if s.pending is None else ())))
    session = Session.from_record(record)
    window.start(session)
    assert window.bot_seats.is_bot(1) and not window.bot_seats.is_bot(0)
    if s.pending is None:
        qtbot.waitUntil(lambda: session.state.current == 0, timeout=15000)  # the bot took its turn


def test_bot_speed_menu(window: MainWindow) -> None:
    speed = next(a.menu() for a in window._menu_by_name["view"].actions() if a.menu() and "Bot Speed" in a.text())
    labels = [a.text() for a in speed.actions()]
    assert labels == [label for label, _ in BOT_SPEEDS]
    fast_action = next(a for a in speed.actions() if a.text() == "Fast")
    fast_action.trigger()
    assert window.bot_seats.delay == 300 and fast_action.isChecked()
    assert int(str(window.settings.value("bot_delay_ms"))) == 300
    instant = next(a for a in speed.actions() if a.text() == "Instant")
    instant.trigger()
    assert window.bot_seats.delay == 0


def test_instant_bots_play_a_whole_game_of_bots(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.bot_seats.set_delay(0)
    session = bot_game(window, (BOT, BOT), seed=5)
    qtbot.waitUntil(lambda: session.state.outcome is not None, timeout=60000)
    assert window.end_screen is not None


def test_a_bots_card_asking_a_person_waits_for_that_person(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The bot's effect makes each player discard: the bot answers for itself, the person answers for themself."""
    fast(window)
    s = position(current=0, hands=[["Uncle Chu", "Chang Sing Warrior"], ["Uncle Chu", "Chang Sing Warrior"]])
    s = evolve(s, setup=evolve(s.setup, seats=(BOT, HUMAN)))
    s = run(s, EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),)))
    assert s.pending is not None and s.pending.player == 0
    session = start(window, s, s.setup)
    qtbot.waitUntil(lambda: session.state.pending is not None and session.state.pending.player == 1, timeout=5000)
    waiting = session.state
    qtbot.waitUntil(lambda: bots_idle(window), timeout=5000)
    assert session.state is waiting  # the bot does not answer the person's choice
    assert window.submit(Choose(0)) is None
    assert len(session.state.players[1].discard) == 1


# --- the curtain ----------------------------------------------------------------------------------


def test_curtain_never_falls_between_one_persons_two_hands(window: MainWindow) -> None:
    session = start(window, new_game(Setup(players=1), 2), Setup(players=1), 2)
    for _ in range(4):
        while session.state.pending is not None:
            window.submit(Choose(0))
        window.submit(EndTurn())
        assert not window.curtain.isVisible()
    assert session.state.turn.number == 5


def test_curtain_skipped_for_bots_but_falls_between_two_people(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    fast(window)
    session = bot_game(window, (HUMAN, BOT, HUMAN))
    while session.state.pending is not None and session.state.pending.player == 0:
        window.submit(Choose(0))
    window._end_turn()
    qtbot.waitUntil(lambda: session.state.current == 2, timeout=15000)
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=2000)
    assert session.state.players[2].name in window.curtain.name


# --- solo scores on the end screen ------------------------------------------------------------------


def won_solo(score_bias: int = 0) -> State:
    s = position(
        players=1, victory=[["Quick Draw", "Bystander"] + ["Bystander"] * score_bias], twists=2, escaped=["Bystander"]
    )
    s = evolve(
        s,
        setup=evolve(s.setup, variant=SOLO_VARIANT, heroes=("Eddie", "Egg Shen", "Margo"), villains=("Monsters",)),
        players=s.players[:1],
    )
    return end_game(s, Outcome.WIN, "won", "R113")


def test_end_screen_shows_the_solo_score_and_keeps_the_best(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "solo_scores.json"
    monkeypatch.setattr(solo_scores, "scores_path", lambda: path)
    s = won_solo(2)
    sc = solo.score(s)
    assert sc is not None
    screen = EndScreen(s, None, seed=11)
    qtbot.addWidget(screen)
    assert screen.solo is not None
    assert f"Solo score: {sc.total}" in screen.solo.score_label.text()
    assert "a new best score" in screen.solo.score_label.text()
    assert "Eddie, Egg Shen, Margo" in screen.solo.setup_label.text()
    assert "variant" in screen.solo.setup_label.text()
    assert not screen.verdict.isVisibleTo(screen)  # one player: no "individual winner"
    worse = EndScreen(won_solo(0), None, seed=12)
    qtbot.addWidget(worse)
    assert worse.solo is not None and worse.solo.rank == 2
    again = EndScreen(s, None, seed=11)  # the same game finished again (undo, redo): kept once
    qtbot.addWidget(again)
    entries, _ = solo_scores.load(path)
    assert len(entries) == 2
    worse.solo.table_button.click()
    table = worse.solo.table
    assert table is not None
    assert table.grid.rowCount() == 2
    assert table.grid.item(0, 0).text() == str(sc.total)


def test_a_lost_solo_game_is_not_scored(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "solo_scores.json"
    monkeypatch.setattr(solo_scores, "scores_path", lambda: path)
    s = won_solo()
    lost = evolve(s, outcome=Outcome.EVIL)
    screen = EndScreen(lost, None)
    qtbot.addWidget(screen)
    assert screen.solo is not None and "Only a win is scored" in screen.solo.score_label.text()
    assert not path.exists()


def test_a_damaged_score_table_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "solo_scores.json"
    path.write_text("{ not json", encoding="utf-8")
    entries, warning = solo_scores.load(path)
    assert entries == [] and "set aside" in warning and str(path) in warning
    assert len(list(tmp_path.glob("solo_scores.damaged-*.json"))) == 1


@pytest.mark.parametrize("kind", ["fifo", "deep", "huge"])
def test_a_hostile_score_table_is_refused_unread_and_named(tmp_path: Path, kind: str) -> None:
    """A FIFO in its place froze the window for good; a deeply nested or huge file is refused by its bounds."""
    import os

    path = tmp_path / "solo_scores.json"
    if kind == "fifo":
        os.mkfifo(path)
        words = "pipe"
    elif kind == "deep":
        path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
        words = "deep"
    else:
        path.write_bytes(b" " * (solo_scores.MAX_BYTES + 10))
        words = "too big"
    entries, warning = solo_scores.load(path)  # returns at once: never blocks on the pipe
    assert entries == [] and words in warning and str(path) in warning


class SlowBot:
    """A bot that takes its time (as a searching bot does), then ends its turn."""

    name = "heuristic"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.asked = 0

    def choose(self, s: State, legal: object) -> object:
        import time

        self.asked += 1
        time.sleep(self.seconds)  # the point: a bot that takes this long to choose (a searching bot does)
        from bigtrouble.actions import Choose as C

        return EndTurn() if s.pending is None else C(0)


def _to_the_bot(window: MainWindow, session: Session) -> None:
    while session.state.pending is not None and session.state.pending.player == 0:
        window.submit(Choose(0))
    window._end_turn()


def test_a_slow_bot_thinks_without_freezing_the_window(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer

    fast(window)
    session = bot_game(window, (HUMAN, BOT))
    slow = SlowBot(0.5)
    window.bot_seats.bots[1] = slow  # type: ignore[assignment]
    ticks: list[int] = []
    clock = QTimer()
    clock.timeout.connect(lambda: ticks.append(1))
    clock.start(10)
    _to_the_bot(window, session)
    qtbot.waitUntil(lambda: window.bot_seats._thinking is not None, timeout=5000)
    qtbot.waitUntil(lambda: session.state.current == 0, timeout=15000)
    clock.stop()
    assert slow.asked >= 1
    assert len(ticks) >= 10  # the event loop kept running while the bot thought


def test_an_answer_for_a_state_the_game_left_is_dropped(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    fast(window)
    session = bot_game(window, (HUMAN, BOT))
    window.bot_seats.bots[1] = SlowBot(0.4)  # type: ignore[assignment]
    _to_the_bot(window, session)
    qtbot.waitUntil(lambda: window.bot_seats._thinking is not None, timeout=5000)
    window.undo_action.trigger()  # back to the person's turn while the bot still thinks
    undone = session.state
    qtbot.waitUntil(lambda: window.bot_seats._thinking is None, timeout=5000)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=5000)
    assert session.state is undone and window.bot_seats.paused
