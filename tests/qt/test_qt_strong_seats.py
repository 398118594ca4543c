"""The strong bot in a seat, through the real window, and a bot's turn stepped through with its reasons (F4).

The strong bot thinks with a small playout budget here (playouts, not time: the same choices on
any machine); the seat's own budget is measured by ``python -m bigtrouble.tools.seat_time``.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from bigtrouble import Setup, new_game
from bigtrouble.actions import Action, Choose, EndTurn
from bigtrouble.bots import BOT_BLURBS, StrongBot
from bigtrouble.engine import current_player
from bigtrouble.model import State
from bigtrouble.zones import name
from tests.qt.test_qt_bots import bots_idle
from ui.seats.bot_seats import HUMAN
from ui.seats.thinking import SWITCH_S
from ui.session import Session
from ui.window.dialogs import NewGameDialog
from ui.window.main_window import MainWindow

STRONG = "strong"
PLAYOUTS = 3


class Recorded(StrongBot):
    """The strong bot with a small budget, noting the thread each search runs on; ``gate`` holds it back."""

    def __init__(self, seed: int, gate: threading.Event | None = None) -> None:
        """A strong bot thinking :data:`PLAYOUTS` playouts a decision; with a ``gate``, only once it opens."""
        super().__init__(seed, budget_s=None, playouts=PLAYOUTS, endgame_turns=None)  # every decision searched
        self.threads: list[int] = []
        self.gate = gate
        self.asked = threading.Event()

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """Note the thread, say it was asked, wait for the gate, then search as the strong bot does."""
        self.threads.append(threading.get_ident())
        self.asked.set()
        if self.gate is not None:
            self.gate.wait(10)
        return super().choose(s, legal)


def strong_game(window: MainWindow, seats: tuple[str, ...], seed: int = 3) -> tuple[Session, dict[int, Recorded]]:
    """A game with these seats started in the window, each strong seat's bot swapped for a small-budget one."""
    window.bot_seats.set_delay(1)
    names = tuple(f"Strong bot {i + 1}" if k == STRONG else f"Player {i + 1}" for i, k in enumerate(seats))
    setup = Setup(players=len(seats), seats=seats, names=names, mastermind="Six Shooter", scheme="Assassination")
    window.bot_seats.set_paused(True)  # (no bot moves before the small budgets are in)
    session = Session(new_game(setup, seed), setup, seed)
    window.start(session)
    bots: dict[int, Recorded] = {}
    for seat, bot in list(window.bot_seats.bots.items()):
        assert isinstance(bot, StrongBot)  # the seat's kind made the strong bot
        bots[seat] = Recorded(seed + seat)
        window.bot_seats.bots[seat] = bots[seat]  # type: ignore[assignment]
    window.bot_seats.set_paused(False)
    QApplication.processEvents()
    return session, bots


def to_the_bot(window: MainWindow, session: Session) -> None:
    """The person answers what they must and ends their turn."""
    while session.state.pending is not None and session.state.pending.player == 0:
        assert window.submit(Choose(0)) is None
    assert window.submit(EndTurn()) is None


def bot_steps(session: Session, seat: int, turn: int) -> list[Action]:
    """The moves made in ``seat``'s name in ``turn``, from the game's own history: each undo step's first action."""
    h = session.history
    points = h.points
    out = []
    for start, end in zip(points, points[1:], strict=False):
        s = h.states[start]
        if end <= h.index and current_player(s) == seat and s.turn.number == turn:
            out.append(h.actions[start])
    return out


def test_the_new_game_dialog_offers_the_strong_bot_and_says_what_it_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.seats.setValue(2)
    combo = dlg.seat_panel.seat_kinds[1]
    assert combo.findData(STRONG) >= 0 and combo.itemText(combo.findData(STRONG)) == "Strong bot"
    assert not dlg.seat_panel.bot_words.text()  # every seat a person: no bot to describe
    dlg.seat_panel.set_kind(1, STRONG)
    words = dlg.seat_panel.bot_words.text()
    assert words == f"Strong bot: {BOT_BLURBS[STRONG]}" and " s a move" in words  # how long it thinks
    dlg.start.click()
    assert dlg.setup is not None and dlg.setup.seats == (HUMAN, STRONG)


def test_strong_bots_play_several_turns_through_the_client_off_the_gui_thread(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    sys.setswitchinterval(0.005)  # Python's default: the window's thread could wait 5 ms for the lock at each ask
    session, bots = strong_game(window, (STRONG, STRONG), seed=5)
    qtbot.waitUntil(lambda: session.state.turn.number >= 4 or session.state.outcome is not None, timeout=120000)
    main = threading.get_ident()
    for bot in bots.values():
        assert bot.threads and main not in bot.threads  # every search ran beside the window, never on its thread
        assert bot.searched > 0
    assert len(session.actions()) > 20
    assert sys.getswitchinterval() <= SWITCH_S  # the window's thread gets the lock back soon while a bot thinks


def test_an_undo_while_the_strong_bot_thinks_drops_its_answer(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    gate = threading.Event()
    session, bots = strong_game(window, (HUMAN, STRONG))
    bots[1].gate = gate
    to_the_bot(window, session)
    qtbot.waitUntil(bots[1].asked.is_set, timeout=10000)
    assert window.bot_seats._thinking is not None
    window.undo_action.trigger()  # back into the person's turn while the bot still thinks
    undone = session.state
    gate.set()
    qtbot.waitUntil(lambda: window.bot_seats._thinking is None, timeout=10000)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=10000)
    assert session.state is undone and current_player(undone) == 0
    assert not window.bot_seats.notes.standing(session.history)  # no move made, no reason kept


def test_a_resumed_save_gets_its_strong_bot_back(window: MainWindow) -> None:
    from bigtrouble.history import GameRecord
    from bigtrouble.saves import dumps, loads

    window.bot_seats.set_paused(True)
    setup = Setup(players=2, seats=(HUMAN, STRONG), mastermind="Six Shooter", scheme="Assassination")
    record = loads(dumps(GameRecord(setup, 4, ())))
    assert record.setup.seats == (HUMAN, STRONG)
    window.start(Session.from_record(record))
    assert isinstance(window.bot_seats.bots[1], StrongBot) and not window.bot_seats.is_bot(0)


def test_after_a_bot_turn_each_move_is_listed_in_order_with_a_reason_naming_its_card(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session, _ = strong_game(window, (HUMAN, STRONG))
    turn = session.state.turn.number + 1
    to_the_bot(window, session)
    qtbot.waitUntil(lambda: current_player(session.state) == 0 and session.state.turn.number > turn, timeout=60000)
    window.bot_seats.set_paused(True)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=10000)
    window.show_bot_turn()
    panel = window.bot_turn_panel
    expected = bot_steps(session, 1, turn)
    assert len(expected) >= 3
    assert [m.action for m in panel.moves] == expected  # every move of the turn, in order
    for i, m in enumerate(panel.moves):
        assert m.reason.strip()
        assert panel.list.item(i).text() == f"{i + 1}. {m.words}" and panel.list.item(i).toolTip() == m.reason
        if m.card >= 0:
            assert name(m.before, m.card) in m.reason  # the card it played, recruited, fought or chose
    assert panel.list.currentRow() == 0 and "Move 1 of" in panel.where.text()
    while True:
        m = panel.moves[panel.list.currentRow()]
        assert m.reason in panel.detail.text()
        assert panel.face_card == (m.before.card_ids[m.card] if m.card >= 0 else "")  # its card beside the reason
        if not panel.next.isEnabled():
            break
        panel.next.click()
    assert panel.list.currentRow() == len(expected) - 1


def test_a_move_whose_card_is_on_the_mat_rings_it(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Paused in the middle of the bot's turn, its cards played so far lie on the mat: the move shown is ringed."""
    session, _ = strong_game(window, (HUMAN, STRONG))
    to_the_bot(window, session)
    qtbot.waitUntil(lambda: len(session.state.players[1].played) >= 2, timeout=60000)
    window.bot_seats.set_paused(True)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=10000)
    window.show_bot_turn()
    panel = window.bot_turn_panel
    plays = [i for i, m in enumerate(panel.moves) if m.card in session.state.players[1].played]
    assert len(plays) >= 2
    panel.list.setCurrentRow(plays[1])
    lit = window.scene.cards[panel.moves[plays[1]].card]
    assert lit.focused and "ringed on the mat" in panel.detail.text()
    panel.prev.click()
    assert not lit.focused  # one card ringed at a time
    panel.close()
    assert not any(item.focused for item in window.scene.cards.values())


def test_an_undo_past_the_bots_moves_takes_them_off_the_list_and_a_redo_brings_them_back(
    window: MainWindow, qtbot
) -> None:  # type: ignore[no-untyped-def]
    session, _ = strong_game(window, (HUMAN, STRONG))
    to_the_bot(window, session)
    qtbot.waitUntil(lambda: len(window.bot_seats.notes.moves) >= 2, timeout=60000)
    window.bot_seats.set_paused(True)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=10000)
    window.show_bot_turn()
    panel = window.bot_turn_panel
    made = len(panel.moves)
    window.undo_action.trigger()
    assert len(panel.moves) == made - 1
    window.redo_action.trigger()
    assert len(panel.moves) == made


def test_taking_the_seat_over_while_the_strong_bot_thinks_drops_its_answer(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    gate = threading.Event()
    session, bots = strong_game(window, (HUMAN, STRONG))
    bots[1].gate = gate
    to_the_bot(window, session)
    qtbot.waitUntil(bots[1].asked.is_set, timeout=10000)
    shown = session.state
    assert window.bot_seats.take_over(1, 0) == 1  # the person takes the seat while the bot still thinks
    gate.set()
    qtbot.waitUntil(lambda: window.bot_seats._thinking is None, timeout=10000)
    QApplication.processEvents()
    assert session.state is shown and not window.bot_seats.is_bot(1)  # the bot's answer was not played
    assert session.setup is not None and session.setup.seats == (HUMAN, f"{STRONG}@0")


def test_an_earlier_bot_turn_can_be_picked_and_stays_shown_while_the_bots_play_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session, _ = strong_game(window, (STRONG, STRONG), seed=5)
    qtbot.waitUntil(lambda: session.state.turn.number >= 3, timeout=60000)
    window.bot_seats.set_paused(True)
    qtbot.waitUntil(lambda: bots_idle(window), timeout=10000)
    window.show_bot_turn()
    panel = window.bot_turn_panel
    assert panel.turn_box.count() >= 2 and not panel.turn_box.isHidden()
    older = panel.turns[1]
    assert older[0].turn < panel.turns[0][0].turn  # the latest turn first
    panel.turn_box.setCurrentIndex(1)
    assert panel.moves == older and "Move 1 of" in panel.where.text()
    made = len(window.bot_seats.notes.moves)
    window.bot_seats.set_paused(False)
    qtbot.waitUntil(lambda: len(window.bot_seats.notes.moves) > made, timeout=60000)
    window.bot_seats.set_paused(True)
    assert panel.moves[0] is older[0]  # the turn the player is reading stays in front of them


def test_the_bot_thinks_during_the_pause_and_moves_only_when_it_ends(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bots = strong_game(window, (HUMAN, STRONG))
    window.bot_seats.set_delay(60000)  # View > Bot Speed, slower than any: the pause holds the move
    to_the_bot(window, session)
    waiting = session.state
    qtbot.waitUntil(
        lambda: window.bot_seats._thinking is not None and window.bot_seats._thinking[2].done(), timeout=10000
    )
    for _ in range(20):
        QApplication.processEvents()
    assert session.state is waiting and window.bot_seats.timer.isActive()  # thought out, but the pause runs on
    held = threading.Event()
    bots[1].gate = held  # any thinking from here on waits: a move now can only be the answer already thought out
    window.bot_seats.set_delay(1)
    qtbot.waitUntil(lambda: session.state is not waiting, timeout=10000)
    held.set()
    assert window.bot_seats.notes.moves[0].before is waiting
