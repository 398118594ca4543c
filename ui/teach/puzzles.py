"""Help > Puzzles: the list of puzzles, and a puzzle played on the real mat.

:class:`PuzzleDialog` lists every puzzle (``assets/puzzles``) with its goal; Open
puts the position on the mat and a :class:`PuzzleRun` beside it: the goal, what
the game thinks of the position now (open, met or failed, and what is missing),
a Hint in three tiers (a nudge, then a pointer lit on the mat, then the shown
solution, which the player may play move by move), Retry and Leave. The game
checks the goal after every move; Undo works as in any game and reopens a
failed goal.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.model import State
from bigtrouble.teaching import scenario
from bigtrouble.teaching.lessons import Step, pointer
from bigtrouble.teaching.puzzles import FAILED, MET, Puzzle, puzzles_and_problems, status
from ui.checked_settings import strings_setting
from ui.session import Session
from ui.teach.coach import Highlight
from ui.teach.tutorial import mat_target

MainWindow = Any
"""The main window (``ui.window.main_window`` imports this module, so it is not imported back)."""


def solved_puzzles(win: MainWindow) -> set[str]:
    """The names of the puzzles this player has solved (kept in the settings)."""
    return set(strings_setting(win.settings, "puzzles/solved"))


class PuzzleDialog(QDialog):
    """Every puzzle with its goal; Open plays the chosen one on the mat."""

    def __init__(self, win: MainWindow) -> None:
        """The list, in ladder order."""
        super().__init__(win)
        self.win = win
        self.setWindowTitle("Puzzles")
        self.resize(720, 420)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Short positions, one idea each. The game checks the goal; Hint helps in three steps."))
        self.list = QListWidget()
        self.puzzles, problems = puzzles_and_problems()
        if problems:  # a damaged puzzle file is named and passed over; the others still play
            broken = QLabel("These puzzle files could not be read: " + "; ".join(problems))
            broken.setObjectName("broken_puzzles")
            broken.setWordWrap(True)
            lay.addWidget(broken)
        solved = solved_puzzles(win)
        for i, p in enumerate(self.puzzles, 1):
            mark = "✓ " if p.name in solved else ""
            item = QListWidgetItem(f"{mark}{i}. {p.title} — {p.goal}")
            item.setToolTip(p.idea)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.idea = QLabel()
        self.idea.setWordWrap(True)
        self.list.currentRowChanged.connect(lambda row: self.idea.setText(f"The idea: {self.puzzles[row].idea}"))
        self.idea.setText(f"The idea: {self.puzzles[0].idea}" if self.puzzles else "")
        lay.addWidget(self.list)
        lay.addWidget(self.idea)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.accepted.connect(self._open_chosen)

    def _open_chosen(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.puzzles) and self.win.may_leave_game("Opening a puzzle"):
            open_puzzle(self.win, self.puzzles[row])


class PuzzlePanel(QWidget):
    """The puzzle's words and buttons, in a dock beside the mat."""

    def __init__(self) -> None:
        """Labels and buttons."""
        super().__init__()
        self.setObjectName("puzzle_panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setMinimumHeight(250)
        self.setMinimumWidth(260)
        self.setMaximumWidth(340)
        self.setStyleSheet(
            "#puzzle_panel { background: #17283a; } QLabel { color: #eef6ff; }"
            " QLabel#title { font-size: 16px; font-weight: bold; } QLabel#verdict { font-weight: bold; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.goal = QLabel()
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.hint = QLabel()
        for w in (self.title, self.goal, self.verdict, self.hint):
            w.setWordWrap(True)
        for w in (self.title, self.goal, self.verdict):
            lay.addWidget(w)
        grid = QGridLayout()  # two by two: four in a row were cut to "int (1 of :" in a narrow dock
        self.hint_button = QPushButton("Hint (1 of 3)")
        self.play_button = QPushButton("Play the next move")
        self.retry = QPushButton("Retry")
        self.more = QPushButton("Puzzles…")
        self.leave = QPushButton("Leave")
        for i, b in enumerate((self.hint_button, self.retry, self.more, self.leave)):
            b.setMinimumWidth(b.sizeHint().width())
            grid.addWidget(b, i // 2, i % 2)
        lay.addLayout(grid)  # above the hints, so the buttons stay put as hints appear
        lay.addWidget(self.hint)
        lay.addWidget(self.play_button)
        lay.addStretch(1)


class PuzzleRun(QObject):
    """One puzzle on ``win``'s mat: checks the goal after every move and gives hints."""

    def __init__(self, win: MainWindow, puzzle: Puzzle) -> None:
        """Put the puzzle's position on the mat and its panel beside it."""
        super().__init__(win)
        self.win = win
        self.puzzle = puzzle
        self.start_state: State = puzzle.start()
        self.session: Session | None = None
        self.tier = 0
        self.verdict = ""
        self.panel = PuzzlePanel()
        self.dock = QDockWidget("Puzzle", win)
        self.dock.setObjectName("puzzle_dock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.highlight = Highlight()
        self.panel.hint_button.clicked.connect(self.next_hint)
        self.panel.play_button.clicked.connect(self.play_next)
        self.panel.retry.clicked.connect(self.retry)
        self.panel.more.clicked.connect(lambda: PuzzleDialog(win).open())
        self.panel.leave.clicked.connect(self.leave)

    def begin(self) -> None:
        """Show the puzzle from its start."""
        win = self.win
        win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        if win.mat_built:  # above the log and history, which stay tabbed together
            win.splitDockWidget(self.dock, win.log_dock, Qt.Orientation.Vertical)
            win.tabifyDockWidget(win.log_dock, win.history_dock)
            win.log_dock.raise_()
        self.dock.show()
        win.scene.addItem(self.highlight)
        self.retry()
        win.undo_group.activeStackChanged.connect(self._stack_changed)

    def _stack_changed(self, stack: object) -> None:
        """Another game was started: the puzzle panel steps aside."""
        if stack is not None and self.session is not None and stack is not self.session.stack:
            self.leave()

    def retry(self) -> None:
        """Start the puzzle again (hints already seen stay seen)."""
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
        self.session = Session(self.start_state)
        self.session.changed.connect(self._changed)
        self.win.start(self.session)
        self.verdict = ""
        self.show()

    def leave(self) -> None:
        """Take the puzzle panel away; the position stays on the mat."""
        try:
            self.win.undo_group.activeStackChanged.disconnect(self._stack_changed)
        except (RuntimeError, TypeError):
            pass  # never connected (left before it began)
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
            self.session = None
        try:
            if self.highlight.scene() is not None:
                self.win.scene.removeItem(self.highlight)
            self.dock.hide()
            self.win.removeDockWidget(self.dock)
        except RuntimeError:
            pass  # the window is being torn down
        if self.win.tutor is self:
            self.win.tutor = None

    def _changed(self, new: State, old: State | None) -> None:
        self.show()

    def state_verdict(self) -> str:
        """The goal's status now: ``met``, ``failed`` or ``open``."""
        s = self.session.state if self.session is not None else self.start_state
        return status(self.puzzle, self.start_state, s)

    def next_hint(self) -> None:
        """Hint: a nudge, then a pointer on the mat, then the solution."""
        self.tier = min(3, self.tier + 1)
        self.show()

    def play_next(self) -> None:
        """Play the solution's next move (from the start; a different position is reset first)."""
        if self.session is None:
            return
        solution = self.puzzle.solution
        done = self._solution_moves()
        if done is None:
            self.retry()
            done = 0
        if done < len(solution):
            try:
                action = scenario.parse_action(self.session.state, solution[done])
            except scenario.ScenarioError as exc:
                self.panel.verdict.setText(str(exc))
                return
            if not isinstance(action, str):
                self.win.submit_and_report(action)

    def _solution_moves(self) -> int | None:
        """How many solution moves the game has followed from the start; ``None`` if it went elsewhere."""
        assert self.session is not None
        s = self.start_state
        played = list(self.session.actions())
        n = 0
        for line in self.puzzle.solution:
            if not played:
                return n
            try:
                a = scenario.parse_action(s, line)
            except scenario.ScenarioError:
                return None
            if isinstance(a, str) or played[0] != a:
                return None
            from bigtrouble.engine import apply
            from bigtrouble.teaching.lessons import settle

            s, extra = settle(apply(s, a))
            played = played[1 + len(extra) :]
            n += 1
        return n if not played else None

    def show(self) -> None:
        """Bring the panel and the hint's pointer up to date."""
        p, panel = self.puzzle, self.panel
        panel.title.setText(f"Puzzle: {p.title}")
        verdict = self.state_verdict()
        idea = f"\nThe idea: {p.idea}" if verdict != "open" else ""  # the lesson to take away, once it is played out
        panel.goal.setText(f"Goal: {p.goal}{idea}")
        if verdict == MET:
            panel.verdict.setText("Solved! The goal is met.")
            solved = solved_puzzles(self.win)
            self.win.settings.setValue("puzzles/solved", sorted(solved | {p.name}))
        elif verdict == FAILED:
            panel.verdict.setText(f"Not this time: {p.miss} Undo, or Retry from the start.")
        else:
            panel.verdict.setText("Goal not met yet." if self.session and self.session.actions() else "Your move.")
        self.verdict = verdict
        hints = [f"Hint: {p.hints[0]}", f"Hint: {p.hints[1]}", "Solution: " + ", then ".join(p.solution) + "."]
        panel.hint.setText("\n".join(hints[: self.tier]))
        panel.hint_button.setEnabled(self.tier < 3)
        panel.hint_button.setText(f"Hint ({min(self.tier + 1, 3)} of 3)")
        panel.play_button.setVisible(self.tier >= 3)
        self.highlight.ring(None, False)
        if self.tier >= 2 and self.session is not None:
            key, uid = pointer(Step("hint", "", p.point, "click"), self.session.state)
            _, rect = mat_target(self.win, key, uid)
            self.highlight.ring(rect, False)


def open_puzzle(win: MainWindow, puzzle: Puzzle) -> PuzzleRun:
    """Open ``puzzle`` on ``win``'s mat (leaving any lesson or other puzzle)."""
    if win.tutor is not None:
        win.tutor.leave()
    run = PuzzleRun(win, puzzle)
    win.tutor = run
    run.begin()
    return run
