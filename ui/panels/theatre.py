"""The replay theatre: a finished or saved game played back on the real mat, to look back and try a moment again.

A game (a save, a problem report, or one from the game memory) is replayed into the game's own
history and shown at its start; a timeline moves through it by action or by turn (each move one
history jump: one redraw however far), *Play* steps on by itself at a chosen speed, and the mat
and the log show that moment. Moves can't be made on a replay: *Play from here* starts a new game
from the moment shown (a branch; the original record stays as it was).
"""

from __future__ import annotations

from typing import Any

from attrs import frozen
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.history import GameRecord, History
from bigtrouble.model import Phase
from ui.session import Session

SPEEDS = (("Slow (2 s)", 2000), ("Normal (1 s)", 1000), ("Fast (0.3 s)", 300))
"""How long Play waits between two steps."""


class ReplaySession(Session):
    """A session that shows a recorded game: no move can be made on it (the theatre says how to play on).

    Everyone may look at every hand of a replay (no curtain falls between seats), and reaching the game's end
    while moving through it opens nothing: the theatre offers the end screen.
    """

    watched = True

    def submit(self, action: Any) -> str | None:
        """Refuse every move: this is a replay."""
        return "This is a replay: press Play from here (in the Replay panel) to play on from this moment."

    def record(self) -> GameRecord | None:
        """None: a replay is no game of the player's (it is not autosaved, nor kept when it leaves the mat)."""
        return None


def turn_starts(history: History) -> list[tuple[int, int]]:
    """(turn number, undo step at which it starts) for every turn of the replayed game, in order."""
    out: list[tuple[int, int]] = []
    points = history.points
    for step, point in enumerate(points):
        turn = history.states[point].turn.number
        if not out or out[-1][0] != turn:
            out.append((turn, step))
    return out


@frozen
class TurnChance:
    """The strong bot's estimate at the start of one turn: the team's win chance and the move it preferred."""

    turn: int
    step: int
    chance: float
    move: str


def turning_points(chances: list[TurnChance], drop: float = 0.2) -> list[TurnChance]:
    """The turns after which the team's chance moved by ``drop`` or more (either way), where the game turned."""
    return [b for a, b in zip(chances, chances[1:], strict=False) if abs(b.chance - a.chance) >= drop]


def estimate_turns(history: History, turns: list[tuple[int, int]], playouts: int) -> list[TurnChance]:
    """The strong bot's win chance at the start of each turn (pure engine work: run it off the GUI thread)."""
    from bigtrouble.bots.advisor import advise

    out: list[TurnChance] = []
    for turn, step in turns:
        state = history.states[history.points[step]]
        best = advise(state, budget=None, playouts=playouts, seed=turn)
        if best:
            out.append(TurnChance(turn, step, best[0].chance, best[0].words))
    return out


class ChanceStrip(QWidget):
    """The team's win chance turn by turn as a line, turning points ringed; a click jumps there."""

    def __init__(self, jump: Any, parent: QWidget | None = None) -> None:
        """Empty until :meth:`show_chances`; ``jump(step)`` moves the replay."""
        super().__init__(parent)
        self.jump = jump
        self.chances: list[TurnChance] = []
        self.points: list[TurnChance] = []
        self.setMinimumHeight(90)

    def show_chances(self, chances: list[TurnChance]) -> None:
        """Draw ``chances`` and mark the turning points."""
        self.chances = chances
        self.points = turning_points(chances)
        lines = [f"Turn {c.turn}: {c.chance:.0%}, best move: {c.move}" for c in self.points]
        self.setToolTip("Turning points:\n" + "\n".join(lines) if lines else "No turn moved the chance by 20 points.")
        self.update()

    def _xy(self, i: int, c: TurnChance) -> tuple[float, float]:
        n = max(1, len(self.chances) - 1)
        return 6 + (self.width() - 12) * i / n, 6 + (self.height() - 12) * (1 - c.chance)

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        """The line, a grid line at 50%, the turning points ringed."""
        from PySide6.QtGui import QColor, QPainter, QPen

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(250, 246, 236))
        p.setPen(QPen(QColor(180, 170, 150), 1, Qt.PenStyle.DashLine))
        p.drawLine(6, self.height() // 2, self.width() - 6, self.height() // 2)
        p.setPen(QPen(QColor(40, 90, 40), 2))
        pts = [self._xy(i, c) for i, c in enumerate(self.chances)]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            p.drawLine(int(x0), int(y0), int(x1), int(y1))
        p.setPen(QPen(QColor(180, 30, 30), 2))
        for i, c in enumerate(self.chances):
            if c in self.points:
                x, y = pts[i]
                p.drawEllipse(int(x) - 5, int(y) - 5, 10, 10)
        p.end()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        """Jump the replay to the turn nearest the click."""
        if not self.chances:
            return
        n = max(1, len(self.chances) - 1)
        i = round((event.position().x() - 6) / max(1.0, self.width() - 12) * n)
        self.jump(self.chances[max(0, min(len(self.chances) - 1, i))].step)


class Theatre(QDockWidget):
    """The Replay panel beside the mat: timeline by action and by turn, Play/Pause, speed, Play from here."""

    def __init__(self, win: Any, record: GameRecord, title: str) -> None:
        """Replay ``record`` on ``win``'s mat from its start; ``title`` says which game it is."""
        super().__init__("Replay", win)
        self.setObjectName("replay_dock")
        self.win = win
        history = History.from_record(GameRecord(record.setup, record.seed, (), redo=record.all_actions))
        self.session = ReplaySession(history.states[0], history=history)
        self.turns = turn_starts(history)
        body = QWidget()
        lay = QVBoxLayout(body)
        self.title = QLabel(title)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.where = QLabel()
        lay.addWidget(self.where)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.session.stack.count())
        self.slider.valueChanged.connect(self.go)
        lay.addWidget(self.slider)
        row = QHBoxLayout()
        self.turn_box = QComboBox()
        for turn, _ in self.turns:
            self.turn_box.addItem(f"Turn {turn}")
        self.turn_box.activated.connect(lambda i: self.slider.setValue(self.turns[i][1]))
        row.addWidget(self.turn_box)
        self.play_button = QPushButton("Play")
        self.play_button.clicked.connect(self.toggle_play)
        row.addWidget(self.play_button)
        self.speed = QComboBox()
        for label, ms in SPEEDS:
            self.speed.addItem(label, ms)
        self.speed.setCurrentIndex(1)
        row.addWidget(self.speed)
        lay.addLayout(row)
        self.estimate = QPushButton("Win chance, turn by turn")
        self.estimate.setToolTip(
            "The strong bot estimates the team's chance at the start of every turn (it thinks in"
            " the background; the replay goes on meanwhile)."
        )
        self.estimate.clicked.connect(self.estimate_chances)
        lay.addWidget(self.estimate)
        self.strip = ChanceStrip(lambda step: self.slider.setValue(step))
        lay.addWidget(self.strip)
        self.points_label = QLabel()
        self.points_label.setWordWrap(True)
        lay.addWidget(self.points_label)
        self._future: Any = None
        self.ending = QPushButton("The end screen")
        self.ending.setToolTip("The game's result and its story: VP and Evil's count by round, each player's deeds.")
        self.ending.clicked.connect(lambda: self.win.show_end_screen(self.session.state))
        self.ending.setVisible(False)
        lay.addWidget(self.ending)
        self.branch = QPushButton("Play from here")
        self.branch.setToolTip("A new game from the moment shown; the replayed game stays as it was.")
        self.branch.clicked.connect(self.play_from_here)
        lay.addWidget(self.branch)
        lay.addStretch(1)
        self.setWidget(body)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.step_on)
        self.session.stack.indexChanged.connect(self._shown)

    def begin(self) -> None:
        """Put the replay on the mat at its start, and the panel beside it."""
        self.win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.win.start(self.session)
        self.session.jump(0)
        self._shown()
        self.show()

    def go(self, step: int) -> None:
        """Show the game after ``step`` undo steps (one jump, one redraw)."""
        if self.session.stack.index() != step:
            self.session.jump(step)

    def _shown(self, *_: object) -> None:
        from shiboken6 import isValid

        if not (isValid(self) and isValid(self.session) and isValid(self.session.stack)):
            return  # the window is closing: nothing to show
        step = self.session.stack.index()
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        s = self.session.state
        total = self.session.stack.count()
        over = s.phase is Phase.OVER
        end = " · The game is over" if over else ""
        actions = len(self.session.actions())
        self.where.setText(f"Step {step} of {total} · Turn {s.turn.number} · {actions} actions{end}")
        self.ending.setVisible(over)
        current = next((i for i, (_, start) in reversed(list(enumerate(self.turns))) if start <= step), 0)
        self.turn_box.setCurrentIndex(current)

    def estimate_chances(self, playouts: int = 120) -> None:
        """Start the strong bot on every turn's first state, in a worker thread; the strip fills when it is done."""
        from concurrent.futures import ThreadPoolExecutor

        if self._future is not None:
            return
        self.estimate.setEnabled(False)
        self.estimate.setText("Thinking…")
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay-chances")
        self._future = pool.submit(estimate_turns, self.session.history, list(self.turns), playouts)
        pool.shutdown(wait=False)
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._collect)
        self._poll.start(100)

    def _collect(self) -> None:
        if self._future is None or not self._future.done():
            return
        self._poll.stop()
        chances = self._future.result()
        self.strip.show_chances(chances)
        points = self.strip.points
        self.points_label.setText(
            "Turning points: " + "; ".join(f"turn {c.turn} ({c.chance:.0%}; best: {c.move})" for c in points)
            if points
            else "No turn moved the team's chance by 20 points or more."
        )
        self.estimate.setText("Win chance, turn by turn")

    def toggle_play(self) -> None:
        """Play on by itself at the chosen speed, or pause."""
        if self.timer.isActive():
            self.timer.stop()
            self.play_button.setText("Play")
        else:
            self.timer.start(int(self.speed.currentData()))
            self.play_button.setText("Pause")

    def step_on(self) -> None:
        """One step further (Play); it stops at the end."""
        step = self.session.stack.index()
        if step >= self.session.stack.count():
            self.toggle_play()
            return
        self.slider.setValue(step + 1)

    def play_from_here(self) -> Session:
        """A new game from the moment shown (a branch: the replayed record is not touched)."""
        self.timer.stop()
        h = self.session.history
        branch = History.from_record(GameRecord(h.setup, h.seed, tuple(h.actions[: h.index])))  # type: ignore[arg-type]
        session = Session.from_history(branch)
        self.win.removeDockWidget(self)
        self.hide()
        self.win.start(session)
        self.win.statusBar().showMessage("A new game from the replayed moment: the replayed game is unchanged.", 8000)
        return session


def replay_file(win: Any) -> Theatre | None:
    """File > Replay a Save or Report…: choose the file, then replay it."""
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from bigtrouble.errors import SaveError
    from bigtrouble.saves import Report, load_any

    name, _ = QFileDialog.getOpenFileName(
        win, "Replay a game", str(win._save_folder()), "Big Trouble saves and reports (*.json);;All files (*)"
    )
    if not name:
        return None
    try:
        loaded = load_any(Path(name))
    except SaveError as exc:
        QMessageBox.warning(win, "This game can't be replayed", str(exc))
        return None
    record = loaded.record if isinstance(loaded, Report) else loaded
    return open_replay(win, record, f"Replay of {Path(name).name}")


def open_replay(win: Any, record: GameRecord, title: str) -> Theatre | None:
    """Replay ``record`` on ``win`` (after asking about a game in progress)."""
    if not win.may_leave_game("Opening a replay"):
        return None
    theatre = Theatre(win, record, title)
    theatre.begin()
    win.theatre = theatre
    return theatre


def remembered_games_dialog(win: Any, path: Any) -> Any:
    """File > Replay a Remembered Game…: the game memory's games, newest first; double-click one to replay it."""
    import sqlite3

    from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QMessageBox

    from bigtrouble.errors import SaveError
    from bigtrouble.saves import loads
    from bigtrouble.tools.memory import MemoryRefused, open_memory

    try:
        memory = open_memory(path)
        try:
            games = memory.games()  # the records are read one at a time, when a game is chosen
        finally:
            memory.close()
    except (MemoryRefused, OSError) as exc:
        QMessageBox.warning(win, "History can't be read", str(exc))
        return None
    dialog = QDialog(win)
    dialog.setObjectName("remembered_games")
    dialog.setWindowTitle("Replay a remembered game")
    lay = QVBoxLayout(dialog)
    lay.addWidget(
        QLabel(
            "Every game played here is remembered. Double-click one to replay it."
            if games
            else "No game is remembered yet: every game you finish or leave appears here."
        )
    )
    listing = QListWidget()
    words = {"win": "team won", "evil": "Evil won", "draw": "a draw", None: "left unfinished"}
    for g in reversed(games):
        item = QListWidgetItem(
            f"{g['ended_at'][:16].replace('T', ' ')} · {g['mastermind']} vs {g['scheme']} · {g['players']} player(s)"
            f" · {words.get(g['outcome'], g['outcome'])}"
        )
        item.setData(Qt.ItemDataRole.UserRole, g["id"])
        listing.addItem(item)
    lay.addWidget(listing)

    def chosen(item: QListWidgetItem) -> None:
        try:
            memory = open_memory(path)
            try:
                text = memory.record_text(int(item.data(Qt.ItemDataRole.UserRole)))
            finally:
                memory.close()
            if text is None:
                raise SaveError("the game is no longer in the memory")
            record = loads(text)
        except (MemoryRefused, OSError, sqlite3.Error, SaveError) as exc:
            QMessageBox.warning(dialog, "This game can't be replayed", f"This game can't be replayed: {exc}")
            return
        dialog.accept()
        open_replay(win, record, f"Replay: {item.text()}")

    listing.itemDoubleClicked.connect(chosen)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    lay.addWidget(buttons)
    dialog.resize(720, 420)
    dialog.listing = listing  # type: ignore[attr-defined]
    dialog.open()
    return dialog
