"""The welcome on first start (and from Help > Welcome): four ways in, one line each.

A newcomer's first window used to be the New Game form (Mastermind, Scheme, house rules, hero
lists), unexplained, with nothing pointing to Learn to Play. The welcome offers the lesson, a
quick game of the rulebook's first-game preset for one person (two hands, no curtain), the
puzzles and an open save; *New Game…* keeps the full form one click away.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

WELCOMED_KEY = "welcomed"
"""The setting that says the welcome was seen once (it then shows only from the Help menu)."""

CHOICES: tuple[tuple[str, str, str], ...] = (
    ("learn", "Learn to Play", "A guided first game on the real mat, one step at a time (about 10 minutes)."),
    ("quick", "Quick Game", "The rulebook's first game for one person playing two hands: start at once."),
    ("puzzles", "Puzzles", "Short positions with one idea each: find the best turn, with hints."),
    ("open", "Open a Save", "Carry on with a game saved before, or replay a problem report."),
)
"""Each way in: its key, its button and its one line."""


class Welcome(QDialog):
    """Four big buttons, each with its line; choosing one closes the welcome and does it."""

    def __init__(self, actions: dict[str, Callable[[], Any]], parent: QWidget | None = None) -> None:
        """``actions`` maps each choice's key ("learn", "quick", "puzzles", "open", "new") to what it does."""
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setWindowTitle("Welcome to Big Trouble")
        self.ways = actions
        self.chosen = ""
        lay = QVBoxLayout(self)
        title = QLabel("<h2>Welcome to Big Trouble in Little China</h2>")
        lay.addWidget(title)
        intro = QLabel("A co-operative deck-building game: together, beat the Mastermind before his Scheme wins.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.buttons: dict[str, QPushButton] = {}
        for key, label, line in CHOICES:
            row = QHBoxLayout()
            button = QPushButton(label)
            button.setObjectName(f"welcome_{key}")
            button.setMinimumWidth(170)
            button.setMinimumHeight(40)
            button.clicked.connect(lambda _=False, k=key: self.choose(k))
            words = QLabel(line)
            words.setWordWrap(True)
            row.addWidget(button)
            row.addWidget(words, 1)
            lay.addLayout(row)
            self.buttons[key] = button
        self.buttons["learn"].setDefault(True)
        more = QPushButton("New Game… (choose everything yourself)")
        more.setObjectName("welcome_new")
        more.setFlat(True)
        more.clicked.connect(lambda: self.choose("new"))
        lay.addWidget(more, 0, Qt.AlignmentFlag.AlignRight)
        self.buttons["new"] = more
        self.setMinimumWidth(640)
        self.adjustSize()

    def choose(self, key: str) -> None:
        """Close the welcome and do ``key``'s action."""
        self.chosen = key
        self.accept()
        action = self.ways.get(key)
        if action is not None:
            action()
