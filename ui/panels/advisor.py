"""Game > What Would You Do? (F3): the strong bot's three best moves, with the team's win chance after each.

It thinks in a worker thread (pure engine work), so no frame waits for it; when the position changes
before it is done, its answer is dropped and it thinks again about the new one. It never plays:
pointing at a move lights it on the mat, as *What can I do?* does.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from bigtrouble.bots.advisor import Advice, advise
from bigtrouble.model import State
from ui.seats.thinking import make_room

PLAYOUTS = 300
"""How much the advisor thinks per question (playouts, so the answer is the same on every machine)."""


class Advisor(QDockWidget):
    """The advisor's panel: a line a move (chance, how sure, why); pointing at one lights it on the mat."""

    def __init__(self, win: Any, playouts: int = PLAYOUTS) -> None:
        """A hidden panel on ``win``'s right; :meth:`ask` shows it and starts thinking."""
        super().__init__("What would you do?", win)
        self.setObjectName("advisor_dock")
        self.win = win
        self.playouts = playouts
        body = QWidget()
        lay = QVBoxLayout(body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(self._point)
        lay.addWidget(self.list)
        self.setWidget(body)
        self.hide()
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="advisor")
        self.future: Future[list[Advice]] | None = None
        self.asked: State | None = None
        self.advice: list[Advice] = []
        self.poll = QTimer(self)
        self.poll.setInterval(60)
        self.poll.timeout.connect(self._collect)

    def ask(self) -> None:
        """Show the panel and think about the position on the mat."""
        win = self.win
        if not self.isVisible():
            win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
            self.show()
        s = win.session.state if win.session is not None else None
        if s is None:
            self.status.setText("Start a game first.")
            return
        self.asked = s
        self.advice = []
        self.list.clear()
        self.status.setText("Thinking… (the game goes on meanwhile; the advice never plays for you)")
        make_room()  # the window's thread draws on while the advisor's thread thinks
        self.future = self.pool.submit(advise, s, None, self.playouts, 0)
        self.poll.start()

    def state_changed(self, s: State) -> None:
        """The position changed: an answer about the old one is dropped, and a new question starts if shown."""
        if self.isVisible() and s is not self.asked:
            self.ask()

    def _collect(self) -> None:
        future = self.future
        if future is None or not future.done():
            return
        self.poll.stop()
        self.future = None
        now = self.win.session.state if self.win.session is not None else None
        if now is not self.asked:
            return  # thought about a position that is gone
        self.advice = future.result()
        self.list.clear()
        if not self.advice:
            self.status.setText("Nothing to advise: no move is open.")
            return
        self.status.setText("A strong player's choices here, best first (the chance is the team's, after the move):")
        for a in self.advice:
            item = QListWidgetItem(
                f"{a.words}: {a.chance:.0%} (95% {a.low:.0%}-{a.high:.0%}, {a.playouts} playouts)\n{a.reason}"
            )
            self.list.addItem(item)

    def _point(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is None:
            return
        i = self.list.row(item)
        if 0 <= i < len(self.advice):
            scene = self.win.scene
            scene.explainer.point_at(scene, self.advice[i].action)
