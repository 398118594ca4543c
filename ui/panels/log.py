"""Side panels: the game log (with the rule behind each sentence) and the large card viewer."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QHelpEvent, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QToolTip, QWidget

from bigtrouble.model import LogEntry, LogKind, LogNode, State, log_entries
from ui.commands import shorten_names
from ui.rules import link_rule_clicks, rule_tooltip

LOG_RED = QColor(170, 20, 20)
LOG_TURN = QColor(150, 100, 0)
LOG_AUTO = QColor(40, 90, 120)
LOG_EDIT = QColor(120, 40, 130)
"""Changes made by hand in table mode: a colour of their own, so the record's hand edits stand out."""
RED_KINDS = frozenset({LogKind.EVIL_WINS, LogKind.TEAM_WINS, LogKind.SHOWDOWN, LogKind.CLIFFHANGER})
"""The entries shown in red: how the game ends, the Final Showdown and its Cliffhangers."""
ROW_A = QColor(244, 234, 214)
ROW_B = QColor(235, 223, 198)


class LogPanel(QPlainTextEdit):
    """The game told in plain sentences, newest at the bottom; hover a line for its rule's words.

    A plain-text document, one block per entry: appending a line lays out only that line, so a
    log of 10,000 lines costs what one of 10 does (a list of word-wrapped rows of varying height
    re-measured every row on each scroll to the bottom).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty log."""
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setObjectName("log")
        self.setMouseTracking(True)
        self._text_px = 0
        self.set_text_px(12)
        self.width_hint = 260
        self._head: LogNode | None = None
        self._names: tuple[str, ...] = ()
        self._entries: list[LogEntry] = []
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(lambda v: setattr(self, "_follow", v >= self.verticalScrollBar().maximum()))
        link_rule_clicks(self.viewport(), lambda pos: self._entries[i].rule if (i := self.line_at(pos)) >= 0 else "")

    def set_text_px(self, px: int) -> None:
        """Set the log's type size in pixels."""
        if px != self._text_px:
            self._text_px = px
            self.setStyleSheet(f"#log {{ background: #f4ead6; color: #2a1e12; font-size: {px}px; border: none; }}")

    def sizeHint(self) -> QSize:  # noqa: N802
        """As wide as the window wants the log to be at first."""
        return QSize(self.width_hint, 400)

    def show_state(self, s: State) -> None:
        """Bring the log up to ``s.log`` (append new entries, drop undone ones) and show its newest line."""
        head = s.log
        self._names = tuple(p.name for p in s.players)
        if head is not self._head:
            old = self._head
            old_size = old.size if old is not None else 0
            new_size = head.size if head is not None else 0
            if new_size > old_size and _tail_of(head, new_size - old_size) is old:
                self.append_entries(_newest(head, new_size - old_size))
            elif new_size < old_size and _tail_of(old, old_size - new_size) is head:
                self._drop_last(old_size - new_size)
            else:
                self._rebuild(log_entries(head))
            self._head = head
        self.scroll_to_newest()

    def append_entries(self, entries: Sequence[LogEntry]) -> None:
        """Add ``entries`` (oldest first) at the bottom."""
        if not entries:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for entry in entries:
            if self._entries:
                cursor.insertBlock()
            self._write(cursor, entry, len(self._entries))
            self._entries.append(entry)
        cursor.endEditBlock()

    def _write(self, cursor: QTextCursor, entry: LogEntry, index: int) -> None:
        cursor.setBlockFormat(_ROW_FORMATS[index % 2])
        colour = entry_colour(entry, len(self._names))
        cursor.insertText(shorten_names(shown_line(entry), self._names), _ink(colour))

    def _drop_last(self, n: int) -> None:
        keep = len(self._entries) - n
        if keep <= 0:
            self._rebuild(())
            return
        doc = self.document()
        cursor = QTextCursor(doc.findBlockByNumber(keep - 1))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        del self._entries[keep:]

    def _rebuild(self, entries: Sequence[LogEntry]) -> None:
        self.clear()
        self._entries = []
        self.append_entries(entries)

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:  # lines laid out late (wrapped, rebuilt) keep the newest one in sight
            self.verticalScrollBar().setValue(high)

    def scroll_to_newest(self) -> None:
        """Scroll so the newest line shows, and keep it there as the last lines are laid out."""
        self._follow = True
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()  # lays out the last lines, whose wrapping the scroll range can't know yet
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def line_at(self, pos: QPoint) -> int:
        """The index of the entry under the viewport point ``pos`` (-1 for none)."""
        block = self.cursorForPosition(pos).block()
        if not block.isValid() or not self.blockBoundingGeometry(block).translated(self.contentOffset()).contains(
            pos.toPointF()
        ):
            return -1
        return block.blockNumber() if block.blockNumber() < len(self._entries) else -1

    def tooltip(self, index: int) -> str:
        """The rule's words for entry ``index`` (what hovering that line shows)."""
        return rule_tooltip(self._entries[index].rule)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        """Hovering a line shows its rule's words."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.line_at(event.pos())
            if index >= 0:
                QToolTip.showText(event.globalPos(), self.tooltip(index), self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def line_point(self, index: int) -> QPoint:
        """The viewport point at the middle of entry ``index``, scrolled into view (for tests)."""
        block = self.document().findBlockByNumber(index)
        self.setTextCursor(QTextCursor(block))
        self.ensureCursorVisible()
        rect = self.blockBoundingGeometry(block).translated(self.contentOffset())
        return rect.center().toPoint()

    def count(self) -> int:
        """How many entries the log shows."""
        return len(self._entries)

    def lines(self) -> list[str]:
        """The log's lines as shown (for tests)."""
        return [shown_line(e) for e in self._entries]

    def newest_visible(self) -> bool:
        """Whether the newest line is inside the viewport (for tests)."""
        if not self._entries:
            return True
        block = self.document().lastBlock()
        rect = self.blockBoundingGeometry(block).translated(self.contentOffset())
        return rect.bottom() <= self.viewport().height() + 1 and rect.top() >= -1


def _row_format(colour: QColor) -> QTextBlockFormat:
    block = QTextBlockFormat()
    block.setBackground(QBrush(colour))
    block.setBottomMargin(2)
    return block


_ROW_FORMATS = (_row_format(ROW_A), _row_format(ROW_B))
"""The two alternating row backgrounds, made once (a jump through a long replay writes thousands of lines)."""
_INKS: dict[int | None, QTextCharFormat] = {}


def _ink(colour: QColor | None) -> QTextCharFormat:
    key = colour.rgba() if colour is not None else None
    fmt = _INKS.get(key)
    if fmt is None:
        fmt = QTextCharFormat()
        if colour is not None:
            fmt.setForeground(QBrush(colour))
        _INKS[key] = fmt
    return fmt


def entry_colour(entry: LogEntry, players: int) -> QColor | None:
    """The colour of ``entry``'s line in a game of ``players`` hands, by its kind (None: the usual ink)."""
    if entry.kind in RED_KINDS:
        return LOG_RED
    if entry.kind is LogKind.TURN_START and 0 <= entry.player < players:
        return LOG_TURN
    if entry.kind is LogKind.AUTO_ANSWER:
        return LOG_AUTO
    if entry.kind is LogKind.EDIT:
        return LOG_EDIT
    return None


def shown_line(entry: LogEntry) -> str:
    """An entry as the log shows it: the sentence and its rule number."""
    return f"{entry.text}   [{entry.rule}]" if entry.rule else entry.text


def _tail_of(node: LogNode | None, steps: int) -> LogNode | None:
    for _ in range(steps):
        if node is None:
            return None
        node = node.rest
    return node


def _newest(node: LogNode | None, n: int) -> list[LogEntry]:
    out: list[LogEntry] = []
    for _ in range(n):
        assert node is not None
        out.append(node.entry)
        node = node.rest
    out.reverse()
    return out
