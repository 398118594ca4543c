"""Side panels: the game log (with the rule behind each sentence) and the large card viewer."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from bigtrouble.cards.registry import CARDS
from bigtrouble.cards.text import card_text, origin_summary, reminders
from bigtrouble.model import LogNode, State, log_entries
from ui.pixmaps import PixmapCache
from ui.rules import rule_text


class LogPanel(QListWidget):
    """The game told in plain sentences, newest at the bottom; hover a line for its rule's words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty log."""
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.setObjectName("log")
        self._text_px = 0
        self.set_text_px(12)
        self.width_hint = 260
        self._head: LogNode | None = None
        self._names: tuple[str, ...] = ()

    def set_text_px(self, px: int) -> None:
        """Set the log's type size in pixels."""
        if px != self._text_px:
            self._text_px = px
            self.setStyleSheet(
                "#log { background: #f4ead6; alternate-background-color: #ebdfc6; color: #2a1e12;"
                f" font-size: {px}px; border: none; }}"
            )

    def sizeHint(self) -> QSize:  # noqa: N802
        """As wide as the window wants the log to be at first."""
        return QSize(self.width_hint, 400)

    def show_state(self, s: State) -> None:
        """Bring the log up to ``s.log``: append new entries, or rebuild after an undo."""
        head = s.log
        if head is self._head:
            return
        old = self._head
        new_count = (head.size if head is not None else 0) - (old.size if old is not None else 0)
        node, fresh = head, []
        for _ in range(max(0, new_count)):
            assert node is not None
            fresh.append(node.entry)
            node = node.rest
        self._names = tuple(p.name for p in s.players)
        if new_count > 0 and node is old:
            for entry in reversed(fresh):
                self._add(entry.text, entry.rule, entry.player)
        else:
            self.clear()
            for entry in log_entries(head):
                self._add(entry.text, entry.rule, entry.player)
        self._head = head
        self.scrollToBottom()

    def _add(self, text: str, rule: str, player: int) -> None:
        shown = f"{text}   [{rule}]" if rule else text
        item = QListWidgetItem(shown)
        words = rule_text(rule) if rule else ""
        item.setToolTip(words or "No rule number for this line.")
        item.setData(Qt.ItemDataRole.UserRole, rule)
        if text.startswith(("Evil wins", "The Mastermind is utterly", "The Final Showdown", "Cliffhanger")):
            item.setForeground(QBrush(QColor(170, 20, 20)))
        elif 0 <= player < len(self._names) and text.endswith("turn begins."):
            item.setForeground(QBrush(QColor(150, 100, 0)))
        self.addItem(item)

    def lines(self) -> list[str]:
        """The log's lines as shown (for tests)."""
        return [self.item(i).text() for i in range(self.count())]


class CardViewer(QFrame):
    """A large card with its rules text and where it comes from; floats over the mat."""

    def __init__(self, cache: PixmapCache, parent: QWidget | None = None) -> None:
        """A hidden viewer."""
        super().__init__(parent)
        self.cache = cache
        self.card_id = ""
        self.pinned = False
        self.setObjectName("viewer")
        self.setStyleSheet(
            "#viewer { background: rgba(16, 12, 10, 235); border: 2px solid #e0b040; border-radius: 10px; }"
            "QLabel { color: #f6efe0; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.reminder = QLabel()
        self.reminder.setWordWrap(True)
        self.reminder.setStyleSheet("color: #cfc6b4; font-size: 11px;")
        self.origin = QLabel()
        self.origin.setWordWrap(True)
        self.origin.setStyleSheet("color: #f0c860; font-style: italic;")
        for w in (self.image, self.text, self.reminder, self.origin):
            lay.addWidget(w)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_card(self, card_id: str, width: int, pinned: bool = False) -> None:
        """Show the card ``card_id`` at ``width`` pixels."""
        d = CARDS.get(card_id)
        if d is None:
            return
        self.card_id = card_id
        self.pinned = pinned
        ratio = self.devicePixelRatioF()
        self.image.setPixmap(self.cache.face(card_id, round(width * ratio), ratio))
        self.text.setText(f"<b>{d.name}</b><br>{card_text(d).replace(chr(10), '<br>')}")
        hints = reminders(d)
        self.reminder.setText("<br>".join(f"Reminder: {r}" for r in hints))
        self.reminder.setVisible(bool(hints))
        note = f"<br>{d.origin_note}" if d.origin_note else ""
        self.origin.setText(origin_summary(d) + note)
        self.setFixedWidth(width + 20)
        self.adjustSize()
        self.show()
        self.raise_()

    def hide_card(self, force: bool = False) -> None:
        """Hide the viewer (a pinned one stays unless ``force``)."""
        if force or not self.pinned:
            self.pinned = False
            self.card_id = ""
            self.hide()
