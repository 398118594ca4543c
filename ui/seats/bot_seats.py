"""Bot seats in the client: bots take their turns at a pace a person can watch.

A seat whose kind (``Setup.seats``) is a bot's name (``bigtrouble.bots.BOT_KINDS``) is
played by that bot. :class:`BotSeats` watches the session; when the one who must act is
a bot, a single-shot ``QTimer`` waits the chosen pause, asks the bot for one action and
submits it through the window like a player's click, so it is animated on the mat, gets
its lines in the log and is one undo step. A choice a bot's card asks of a person (each
other player discards...) waits for that person.

The View menu's *Bot Speed* sets the pause (slow, normal, fast, or instant: no pause at
all). The bot thinks in a worker thread, so a bot that searches (the strong bot) never
freezes the window, and it thinks while the pause runs: its move comes when both are done, so
a bot that thinks less than the pause keeps the chosen pace.

Each move comes with the bot's reason (``bigtrouble.bots.why``, worked out on the worker
thread), kept in :attr:`BotSeats.notes` beside the game, never in it (``ui.seats.bot_moves``);
``moved`` tells the Bot's Turn panel.
The Game menu pauses the bots (the seat waits) and lets a person take over a bot's seat (the one
whose turn it is; asked when that is unclear, and asked who takes it when several people play). It
is that person's seat from then on, and the save says so: ``heuristic@0`` is the heuristic bot's
seat, played now by the person of seat 0 (``bigtrouble.saves.schema.SeatKind``).
While a bot's turn is shown (playing or paused) the person's clicks and keys offer none of its
moves, and the status line says what they can do instead (``ui.seats.bot_turn``).

Undo with bots: an undo (or a jump back in the history) pauses the bots, so a bot never
replays at once the move that was just taken back; *Resume Bots*, or the person's own next
move from there (not a redo), lets them play on. (A bot's answer still being thought out when
the game moves on is dropped.)

The hot-seat curtain falls only between two different people: never before a bot's turn,
never between the hands of one person (one seat playing two hands, or a person and the
bots' seats they took over, in this sitting or in a save resumed later).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from ui.checked_settings import int_setting
from ui.seats import bot_turn
from ui.seats.bot_moves import BotMove, BotNotes, card_of
from ui.seats.thinking import make_room

if TYPE_CHECKING:  # the window's frame is shown before the engine loads: the engine is imported when used
    from bigtrouble.actions import Action
    from bigtrouble.bots import Bot
    from bigtrouble.model import Setup, State
    from ui.session import Session

HUMAN = "human"
TAKEN = "@"
"""``heuristic@0``: the heuristic bot's seat, taken over by the person of seat 0 (as the saves write it)."""
BOT_SPEEDS = (("Slow", 1600), ("Normal", 800), ("Fast", 300), ("Instant", 0))
"""The pause before each bot move, in milliseconds (Instant plays every bot move at once)."""
DEFAULT_DELAY = 800
POLL_MS = 15
"""How often the window looks whether a thinking bot has chosen."""


def bot_kind(setup: Setup, seat: int) -> str:
    """The bot playing ``seat``, or ``""`` for a person (an unknown kind is played by a person)."""
    from bigtrouble.bots import BOT_KINDS

    if seat < 0 or seat >= len(setup.seats):
        return ""
    kind = setup.seats[seat]
    return kind if kind in BOT_KINDS else ""


def owner(setup: Setup, seat: int) -> int:
    """The seat of the person who plays ``seat``: itself, or for a bot's seat taken over, the person's seat.

    (For a bot's seat it is the seat itself too; ask :func:`bot_kind` first.)
    """
    kind = setup.seats[seat] if 0 <= seat < len(setup.seats) else HUMAN
    if TAKEN in kind:
        n = int(kind.rsplit(TAKEN, 1)[1])
        if 0 <= n < len(setup.seats):
            return n
    return seat


def bot_label(kind: str) -> str:
    """A bot kind in words: ``heuristic`` -> "Heuristic bot"."""
    return f"{kind.replace('-', ' ').replace('_', ' ').capitalize()} bot"


def who_plays(name: str, kind: str) -> str:
    """A bot's seat in words: its name, and its kind unless the name says it ("Heuristic bot 2")."""
    label = bot_label(kind)
    return name if name.lower().startswith(label.lower()) else f"{name} ({label})"


def unknown_seats(setup: Setup) -> tuple[str, ...]:
    """The seat kinds of ``setup`` that are neither a person nor a bot this client has."""
    from bigtrouble.bots import BOT_KINDS

    return tuple(k for k in setup.seats if k != HUMAN and k not in BOT_KINDS and TAKEN not in k)


class BotSeats(QObject):
    """Plays the bot seats of the window's session.

    ``submit`` does an action as the window does for a click (returns the refusal or
    ``None``); ``status`` shows a sentence in the status bar. ``paused_changed`` tells
    the menus when the bots are paused or resumed.
    """

    paused_changed = Signal(bool)
    moved = Signal()
    """A bot made a move (its reason is in :attr:`notes`), or a new game began."""

    def __init__(
        self,
        parent: QObject,
        submit: Callable[[Action], str | None],
        status: Callable[[str], None],
        settings: QSettings | None = None,
    ) -> None:
        """No session yet; the pause comes from ``settings`` (``bot_delay_ms``)."""
        super().__init__(parent)
        self._submit = submit
        self._status = status
        self.settings = settings
        self.session: Session | None = None
        self._saved: Callable[[], None] | None = None
        self.setup: Setup | None = None
        self.state: State | None = None
        self.bots: dict[int, Bot] = {}
        self.last_human = -1
        self.paused = False
        self.acting = False
        self.delay = DEFAULT_DELAY
        if settings is not None:
            self.delay = int_setting(settings, "bot_delay_ms", DEFAULT_DELAY, 0, 60_000)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._pause_over)  # the poll below makes the move when both are over
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._thinking: tuple[int, State, Future[tuple[Action, str]]] | None = None
        self.notes = BotNotes()
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._collect)
        self.closed = False
        parent.installEventFilter(self)  # a closed window's bots stop playing
        self._stack_index = 0
        self._redo_next: object = None
        self.undo_paused = False
        """The bots were paused by an Undo (not by the person): a new move of the person's lets them go on."""
        self.banner: QLabel | None = None
        self.pause_action: QAction | None = None
        self.take_over_action: QAction | None = None
        self.speed_group: QActionGroup | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Stop for good when the window closes."""
        if event.type() == QEvent.Type.Close:
            self.closed = True
            self.timer.stop()
            self.poll.stop()
            self._pool.shutdown(wait=False, cancel_futures=True)
        return False

    # --- the game ------------------------------------------------------------------------

    def attach(
        self, session: Session, settings: QSettings | None = None, saved: Callable[[], None] | None = None
    ) -> None:
        """Play the bot seats of a new session (a new game or a resumed save).

        ``settings`` holds the chosen pause; ``saved`` is called when a person takes over a seat
        (the record's setup changed, so the autosave is written again).
        """
        from bigtrouble.bots import make_bot

        self.timer.stop()
        if self.session is not None:
            try:
                self.session.stack.indexChanged.disconnect(self.stack_moved)
            except (RuntimeError, TypeError):  # the old stack is already gone
                pass
        self.session = session
        session.stack.indexChanged.connect(self.stack_moved)
        if settings is not None and settings is not self.settings:
            self.settings = settings
            self.set_delay(int_setting(settings, "bot_delay_ms", DEFAULT_DELAY, 0, 60_000))
        self._saved = saved
        state = session.state
        self.setup = session.setup if session.setup is not None else state.setup
        self.state = state
        self.bots = {}
        for seat in range(len(state.players)):
            kind = bot_kind(self.setup, seat)
            if kind and not session.watched:  # a replay's bot seats don't play it again
                self.bots[seat] = make_bot(kind, session.seed + seat)
        self.last_human = -1
        self.notes.clear()
        self.moved.emit()
        self._stack_index = session.stack.index()
        self._redo_next = session.stack.command(self._stack_index)
        self.paused = True  # so that set_paused(False) below tells the menus
        self.set_paused(False)
        missing = unknown_seats(self.setup)
        if missing:
            self._status(f"This client has no {', '.join(missing)} bot: a person plays that seat.")
        self._refresh_actions()
        self.schedule()

    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        return seat in self.bots

    def humans(self) -> tuple[int, ...]:
        """The seats people play."""
        if self.state is None:
            return ()
        return tuple(p for p in range(len(self.state.players)) if p not in self.bots)

    def person(self, seat: int) -> int:
        """The seat of the person who plays ``seat`` (the seat itself, unless a person took it over from a bot)."""
        return owner(self.setup, seat) if self.setup is not None else seat

    def people(self) -> tuple[int, ...]:
        """One seat for each person at the table (their own seat), in seat order."""
        return tuple(sorted({self.person(p) for p in self.humans()}))

    def state_changed(self, new: State, old: State | None) -> None:
        """The session shows ``new``: remember who a person is, and let a bot act if it is its move."""
        self.state = new
        self._refresh_actions()
        self.schedule()

    def stack_moved(self, index: int) -> None:
        """The undo stack's point moved: an undo (the point went back) pauses the bots."""
        try:
            count = self.session.stack.count() if self.session is not None else 0
        except RuntimeError:  # the stack is being destroyed with its window
            return
        went_back = index < self._stack_index and index < count  # a cleared stack (strict undo) is no undo
        stepped = index == self._stack_index + 1
        redone = stepped and self.session is not None and self.session.stack.command(index - 1) is self._redo_next
        self._stack_index = index
        self._redo_next = self.session.stack.command(index) if self.session is not None else None
        if went_back and self.bots and not self.paused:
            self.set_paused(True)
            self.undo_paused = True
            self._status(
                "Bots paused after Undo, so they don't replay that move: make your own move, or Ctrl+B, and they go on."
            )
        elif stepped and not redone and not self.acting and self.undo_paused and self.paused:
            self.set_paused(False)  # the person played on from the undone point: the bots follow
            # said once the window has drawn the move (it clears the status bar for each new state)
            QTimer.singleShot(0, lambda: self._status("You played on after the Undo: the bots play on too."))

    def due(self) -> int:
        """The bot seat that must act now, or -1."""
        s = self.state
        if s is None or not self.bots:  # (and before any game, the engine is not even loaded)
            return -1
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase

        if s.phase is Phase.OVER:
            return -1
        who = current_player(s)
        return who if who in self.bots else -1

    def schedule(self) -> None:
        """Start the pause before a bot's move, and its thinking, if a bot must act and the bots are not paused."""
        if self.paused or self.acting or self.closed or self.due() < 0:
            self.timer.stop()
            return
        if self._thinking is not None:  # its answer comes (and is dropped if the game moved on meanwhile)
            return
        if not self.timer.isActive():
            self.timer.start(self.delay)
        self.step()

    def step(self) -> None:
        """Ask the bot that must act for its move and its reason, in a worker thread so a slow bot never freezes
        the window (the pause runs meanwhile).

        The state is immutable, so the bot reads it safely while the window goes on drawing.
        """
        from bigtrouble.bots.why import decide
        from bigtrouble.engine import legal_actions

        seat = self.due()
        if seat < 0 or self.paused or self.closed or self.state is None or self._thinking is not None:
            return
        s = self.state
        make_room()  # the window's thread draws on while the bot's thread thinks
        self._thinking = (seat, s, self._pool.submit(decide, self.bots[seat], s, legal_actions(s)))
        self.poll.start()

    def _pause_over(self) -> None:
        """The pause ran out: the move comes at the poll's next look, a beat after the pause, as it always did."""
        if self._thinking is not None:
            self.poll.start()  # (restarted: its next look is a whole interval away, after what the window shows now)

    def _collect(self) -> None:
        """The bot has chosen and the pause is over: make its move, unless the game moved on meanwhile (an undo,
        a pause, a seat taken over)."""
        if self._thinking is None or not self._thinking[2].done():
            return
        seat, s, future = self._thinking
        stale = s is not self.state or self.paused or self.closed or self.due() != seat
        if self.timer.isActive() and not stale:
            return  # the pause goes on: the move comes when it ends
        self.poll.stop()
        self._thinking = None
        if stale:
            self.schedule()
            return
        try:
            action, why = future.result()
        except Exception as exc:  # a bot's bug must not take the game with it
            self.set_paused(True)
            self._status(f"{bot_label(self.bots[seat].name)} failed ({exc}); bots paused.")
            return
        at = self.session.history.index if self.session is not None else -1
        self.acting = True
        try:
            error = self._submit(action)
        finally:
            self.acting = False
        if error:
            self.set_paused(True)
            self._status(f"The bot's move was refused ({error}); bots paused.")
            return
        kind = self.bots[seat].name if seat in self.bots else ""
        words = action.describe(s)
        self.notes.add(
            BotMove(seat, s.players[seat].name, kind, s.turn.number, at, s, action, words, why, card_of(s, action))
        )
        self.moved.emit()
        self._status(f"{who_plays(s.players[seat].name, kind)}: {words}   (F4: why, move by move)")
        self.schedule()

    def watched(self, s: State) -> bot_turn.Watched | None:
        """The bot's turn shown in ``s`` (playing or paused, its seat not taken over), or ``None``."""
        return bot_turn.watched(s, self.bots, self.paused)

    def status_words(self, s: State) -> str:
        """The status line while a bot must act in ``s`` (it is watched, not played), or ``""``."""
        return bot_turn.status_words(self.watched(s))

    def person_waits(self, s: State) -> str:
        """Why the person's click or key must do nothing in ``s`` (a bot's turn), or ``""``: the mat asks it."""
        return bot_turn.refusal(self.watched(s))

    def refuses_person(self) -> str:
        """Why a person's move must wait now (a bot's turn, playing or paused), or ``""`` (and never the bot's own)."""
        return "" if self.acting or self.state is None else self.person_waits(self.state)

    # --- pause, take over, speed -----------------------------------------------------------

    def set_paused(self, on: bool) -> None:
        """Pause or resume the bots."""
        self.undo_paused = False
        if on == self.paused:
            return
        self.paused = on
        if on:
            self.timer.stop()
        self.paused_changed.emit(on)
        self._refresh_actions()
        self.schedule()

    def take_over_choices(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The bot seats a person may take over now, the likeliest first (the bot that must act, then
        the one whose turn it is), and the people who could take one (their own seats)."""
        if self.state is None or not self.bots:
            return (), self.people()
        first = [p for p in (self.due(), self.state.current) if p in self.bots]
        seats = tuple(dict.fromkeys([*first, *sorted(self.bots)]))
        return seats, self.people()

    def take_over(self, seat: int = -1, by: int = -1) -> int:
        """The person of seat ``by`` takes the bot's seat ``seat``; returns it, or -1.

        ``seat`` -1: the bot that must act (or whose turn it is, or the first bot). ``by`` -1: the one
        person at the table (or, with nobody, the one who sits down in that seat). The save says so.
        """
        seats, people = self.take_over_choices()
        if seat < 0 and seats:
            seat = seats[0]
        if seat not in self.bots or self.state is None:
            return -1
        if by < 0 or by not in people:
            by = people[0] if len(people) == 1 else seat
        kind = self.bots[seat].name
        del self.bots[seat]
        if self.setup is not None and self.setup.seats:
            kinds = list(self.setup.seats)
            kinds[seat] = f"{kind}{TAKEN}{by}"
            from attrs import evolve

            self.setup = evolve(self.setup, seats=tuple(kinds))
            if self.session is not None and self.session.setup is not None:
                self.session.setup = self.setup  # the record, and so every save, says a person plays it now
            if self._saved is not None:
                self._saved()
        if self.last_human < 0 or self.person(self.last_human) != by:
            self.last_human = seat  # no curtain between this person and the seat they just took
        name = self.state.players[seat].name
        whose = "You play" if len(people) <= 1 else f"{self.state.players[by].name} plays"
        if by == seat:
            whose = "A person plays"
        rest = "; the other bots play on." if self.bots else "."
        self._status(f"{whose} {name}'s seat now{rest}")
        self.set_paused(False)  # the pause was for taking the seat: the other bots go on
        self._refresh_actions()
        bot_turn.mat_again(self.parent())  # the seat's moves are the person's now
        return seat

    def set_delay(self, ms: int) -> None:
        """The pause before each bot move (0: Instant) and remember it."""
        self.delay = ms
        if self.settings is not None:
            self.settings.setValue("bot_delay_ms", ms)
        if self.speed_group is not None:
            for act in self.speed_group.actions():
                act.setChecked(act.data() == ms)
        if self.timer.isActive():
            self.timer.start(ms)

    # --- the curtain ---------------------------------------------------------------------------

    def curtain_needed(self, new: State, old: State | None) -> bool:
        """Whether the hot-seat curtain must fall for whoever acts in ``new``.

        Only when a person takes over from a different person: never for a bot, never
        between one person's hands, never when only one person plays.
        """
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase

        who = current_player(new)
        if who in self.bots or new.phase is Phase.OVER:
            return False
        previous, self.last_human = self.last_human, who
        if new.setup.players <= 1 or old is None or previous < 0 or previous == who:
            return False
        if len(self.people()) <= 1:
            return False
        return self.person(previous) != self.person(who)

    def resume_behind_curtain(self, s: State) -> bool:
        """Whether a resumed game must open behind the curtain: several people play, and a person must act."""
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase

        if s.setup.players <= 1 or s.phase is Phase.OVER or len(self.people()) <= 1:
            return False
        return current_player(s) not in self.bots

    # --- menus -----------------------------------------------------------------------------------

    def install_menus(self, view: QMenu, game: QMenu) -> list[tuple[QAction, list[QKeySequence]]]:
        """Bot Speed in the View menu; Pause Bots and Take Over the Seat in the Game menu.

        Returns the actions' keys for the window to bind once the mat is in (binding one
        loads a part of Qt the first frame does without).
        """
        game.addSeparator()
        self.pause_action = QAction("&Pause Bots", self)
        self.pause_action.setToolTip("Bots wait until you resume them (an Undo pauses them too).")
        self.pause_action.triggered.connect(lambda: self.set_paused(not self.paused))
        game.addAction(self.pause_action)
        self.take_over_action = QAction("&Take Over the Bot's Seat", self)
        self.take_over_action.triggered.connect(self._take_over_clicked)
        game.addAction(self.take_over_action)
        speed = view.addMenu("&Bot Speed")
        self.speed_group = QActionGroup(self)
        for label, ms in BOT_SPEEDS:
            act = QAction(label, self, checkable=True)
            act.setData(ms)
            act.triggered.connect(lambda _=False, v=ms: self.set_delay(v))
            self.speed_group.addAction(act)
            speed.addAction(act)
        self.set_delay(self.delay)
        self._refresh_actions()
        return [
            (self.pause_action, [QKeySequence("Ctrl+B")]),
            (self.take_over_action, [QKeySequence("Ctrl+Shift+B")]),
        ]

    def _take_over_clicked(self) -> None:
        """Take over the bot's seat, asking which seat and who takes it only when that is not clear."""
        from ui.seats.take_over import ask_take_over

        seats, people = self.take_over_choices()
        if self.state is None or not seats:
            return
        seat, by = seats[0], (people[0] if len(people) == 1 else -1)
        unclear = self.due() < 0 and self.state.current not in self.bots and len(seats) > 1
        if unclear or len(people) > 1:
            host = self.parent()
            answer = ask_take_over(host if isinstance(host, QWidget) else None, self.state, seats, people)
            if answer is None:
                return
            seat, by = answer
        if self.take_over(seat, by) >= 0 and self.state is not None:
            self.state_changed(self.state, None)

    def _banner(self) -> None:
        """The sign over the mat while a bot plays or waits paused (``ui.seats.bot_sign``)."""
        from ui.seats.bot_sign import show_sign

        if self.state is not None:
            self.banner = show_sign(self.parent(), self.banner, self.state, self.due(), self.paused)

    def _refresh_actions(self) -> None:
        self._banner()
        label = getattr(self.parent(), "status_label", None)  # the window's status line, said again on a pause
        words = self.status_words(self.state) if self.state is not None else ""
        if isinstance(label, QLabel) and words:
            label.setText(words)
        elif isinstance(label, QLabel) and ("(a bot)" in label.text() or "paused:" in label.text()):
            refresh = getattr(self.parent(), "refresh_panels", None)  # a person plays the seat now
            if callable(refresh):
                refresh()
        if self.pause_action is not None:
            self.pause_action.setEnabled(bool(self.bots))
            self.pause_action.setText("Resume &Bots" if self.paused else "&Pause Bots")
        if self.take_over_action is not None:
            self.take_over_action.setEnabled(bool(self.bots))
