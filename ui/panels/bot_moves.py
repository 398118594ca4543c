"""Game > Bot's Turn, Move by Move (F4): step through what a bot did in its turn, each move with its reason.

What a player wants after watching a bot's turn go by at the bots' pace is the turn again, slowly,
with the why: which card first and why, why that fight, why that Hero. The panel (a tab beside the
log) lists the moves of the latest bot turn in order, a line each (while a bot still plays, its
moves so far, each added as it is made); Previous and Next (or the list) step through them. The move
shown is told below with the bot's reason in plain words (``bigtrouble.bots.why``), its card beside
it and where that card lies now; when the mat shows the card, it is ringed there as the keyboard
focus and the advisor ring a move. Earlier bot turns of this sitting can be picked from a list.

The reasons are remarks kept beside the game (``ui.seats.bot_moves``): an undo past a move hides it
here, a redo brings it back, and a saved game keeps none.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.seats.bot_moves import BotMove

FACE_W = 110
"""How wide the move's card is shown beside its reason, in pixels."""
NONE_YET = (
    "No bot has moved yet in this sitting. After a bot's turn its moves are listed here with its reasons "
    "(a saved game keeps no reasons)."
)


def where_now(s: Any, uid: int) -> str:
    """Where card ``uid`` lies in ``s``, in words ("in Wang's discard pile"), or ``""``."""
    from bigtrouble.zones import PLAYER_ZONES, locate

    try:
        zone, index = locate(s, uid)
    except LookupError:
        return ""
    words = zone.value.replace("_", " ")
    if zone in PLAYER_ZONES:
        return f"in {s.players[index].name}'s {words}"
    return f"in the {words}"


class BotTurnPanel(QDockWidget):
    """The moves of one bot turn, each with its reason; the move shown is lit on the mat."""

    def __init__(self, win: Any) -> None:
        """A hidden panel on ``win``'s right; :meth:`open` shows it."""
        super().__init__("Bot's turn", win)  # a tab beside Log and History: a short title fits it
        self.setObjectName("bot_turn_dock")
        self.win = win
        body = QWidget()
        lay = QVBoxLayout(body)
        self.turn_box = QComboBox()
        self.turn_box.setToolTip("The bots' turns of this sitting, the latest first.")
        self.turn_box.currentIndexChanged.connect(self._turn_picked)
        lay.addWidget(self.turn_box)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._show_move)
        lay.addWidget(self.list, 1)
        shown = QHBoxLayout()
        self.face = QLabel()
        """The card of the move shown (wherever it lies now, the mat may not show it)."""
        self.face.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.face_card = ""
        self.detail = QLabel(NONE_YET)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        shown.addWidget(self.face)
        shown.addWidget(self.detail, 1)
        lay.addLayout(shown, 1)  # the reason gets as much room as the list
        row = QHBoxLayout()
        self.prev = QPushButton("\u25c0 Previous")
        self.prev.clicked.connect(lambda: self.step(-1))
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next = QPushButton("Next \u25b6")
        self.next.clicked.connect(lambda: self.step(1))
        row.addWidget(self.prev)
        row.addWidget(self.where, 1)
        row.addWidget(self.next)
        lay.addLayout(row)
        self.setWidget(body)
        self.hide()
        self.turns: list[list[BotMove]] = []
        self.moves: list[BotMove] = []
        self.lit: Any = None
        """The mat item lit for the move shown."""
        self._filling = False
        win.bot_seats.moved.connect(self.refresh)

    # --- showing ---------------------------------------------------------------------------

    def open(self) -> None:
        """Show the panel on the latest bot turn, at its first move."""
        if not self.isVisible():
            self.win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
            log = getattr(self.win, "log_dock", None)
            if isinstance(log, QDockWidget) and log.isVisible():
                self.win.tabifyDockWidget(log, self)  # a tab beside the log: the whole height for the turn
            self.show()
        self.refresh(latest=True)
        if self.moves:
            self.list.setCurrentRow(0)
        self.raise_()

    def refresh(self, latest: bool = False) -> None:
        """Bring the list up to date with the bots' moves that stand (a new move, an undo, a new game).

        A panel on the latest turn follows it as moves are added; one on an earlier turn stays there.
        """
        if not self.isVisible() and not latest:
            return
        session = self.win.session
        turns = self.win.bot_seats.notes.turns(session.history) if session is not None else []
        if not latest and [(t[0], len(t)) for t in turns] == [(t[0], len(t)) for t in self.turns]:
            self._show_move(self.list.currentRow())  # no move came or went: only where its card lies now, and its ring
            return
        following = latest or self.turn_box.currentIndex() <= 0
        shown = self.moves[0] if self.moves and not following else None
        row = self.list.currentRow()
        self.turns = turns
        self._filling = True
        try:
            self.turn_box.clear()
            for t in turns:
                first = t[0]
                self.turn_box.addItem(f"{first.player}, turn {first.turn}: {len(t)} move{'s' if len(t) != 1 else ''}")
            pick = 0
            if shown is not None:
                pick = next((i for i, t in enumerate(turns) if shown in t), 0)
            self.turn_box.setCurrentIndex(pick if turns else -1)
        finally:
            self._filling = False
        self.turn_box.setVisible(len(turns) > 1)
        self._fill(turns[pick] if turns else [], row)

    def _turn_picked(self, index: int) -> None:
        if self._filling or not 0 <= index < len(self.turns):
            return
        self._fill(self.turns[index], 0)

    def _fill(self, moves: list[BotMove], row: int) -> None:
        """List ``moves`` and show the one at ``row`` (kept where it was when the same turn grows)."""
        same = bool(self.moves) and bool(moves) and moves[0] is self.moves[0]
        if same and row == len(self.moves) - 1 and len(moves) > len(self.moves):
            row = len(moves) - 1  # on the newest move of a turn still being played: the next one is shown as it comes
        self.moves = moves
        self.list.blockSignals(True)
        self.list.clear()
        for i, m in enumerate(moves, 1):
            item = QListWidgetItem(f"{i}. {m.words}")  # one line a move: the whole turn at a glance
            item.setToolTip(m.reason)
            self.list.addItem(item)
        self.list.blockSignals(False)
        if not moves:
            self.list.setCurrentRow(-1)
            self._show_move(-1)
            return
        self.list.setCurrentRow(row if same and 0 <= row < len(moves) else 0)
        self._show_move(self.list.currentRow())

    def step(self, by: int) -> None:
        """Show the previous (-1) or the next (+1) move of the turn."""
        if not self.moves:
            return
        row = min(len(self.moves) - 1, max(0, self.list.currentRow() + by))
        self.list.setCurrentRow(row)

    def _show_move(self, row: int) -> None:
        """Say move ``row`` with its reason and light its card on the mat."""
        self.prev.setEnabled(row > 0)
        self.next.setEnabled(0 <= row < len(self.moves) - 1)
        if not 0 <= row < len(self.moves):
            self.where.setText("")
            self.detail.setText(NONE_YET)
            self._light(-1)
            self._show_face("")
            return
        m = self.moves[row]
        self.where.setText(f"Move {row + 1} of {len(self.moves)}")
        session = self.win.session
        now = where_now(session.state, m.card) if session is not None and m.card >= 0 else ""
        ringed = self._light(m.card)
        tail = f"\n(The card is now {now}{'; it is ringed on the mat' if ringed else ''}.)" if now else ""
        self.detail.setText(f"{m.player}, turn {m.turn}, move {row + 1}: {m.words}.\nWhy: {m.reason}{tail}")
        self._show_face(m.before.card_ids[m.card] if 0 <= m.card < len(m.before.card_ids) else "")

    def _show_face(self, card_id: str) -> None:
        """Show card ``card_id`` small beside the reason (nothing for ``""``)."""
        self.face_card = card_id
        cache = getattr(self.win, "cache", None)
        if not card_id or cache is None:
            self.face.clear()
            self.face.setVisible(False)
            return
        ratio = self.devicePixelRatioF()
        self.face.setPixmap(cache.face(card_id, round(FACE_W * ratio), ratio))
        self.face.setVisible(True)

    def _light(self, uid: int) -> bool:
        """Ring card ``uid`` on the mat as the keyboard focus does; whether it is ringed (not for -1, nor for a card
        the mat doesn't show, such as one in another player's discard pile)."""
        scene = getattr(self.win, "scene", None)
        cards = getattr(scene, "cards", {})
        if self.lit is not None and getattr(self.lit, "focused", False):
            self.lit.focused = False
            self.lit.update()
        self.lit = cards.get(uid) if uid >= 0 else None
        if self.lit is None or not self.lit.isVisible():
            return False
        self.lit.focused = True
        self.lit.update()
        return True

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        """Put the ring out when the panel closes."""
        self._light(-1)
        super().closeEvent(event)

    def state_changed(self) -> None:
        """The game's shown point moved (a move, an undo, a redo): the list keeps to the moves that stand."""
        if self.isVisible():
            self.refresh()
