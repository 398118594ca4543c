"""The History panel: one line per step of the game's undo stack ("Start" first), the current point marked.

Qt's own ``QUndoView`` resets its whole list at every step, which with hundreds of steps costs milliseconds
inside each action, before the mat's frame. This view follows the stack step by step instead: a new action
(or a redo of one it has not listed) appends rows, a new action after an undo first drops the undone rows,
and an undo, a redo or a jump only moves the mark (the undone steps stay listed, dimmed, to be redone).
It catches up just after the mat's next frame (:meth:`HistoryModel.after_frame`, called by the window after
each mat paint; at most 100 ms later without one), so the mat's first frame after a move never waits for it.
Clicking a line walks the game to that point.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel, QUndoCommand, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

UNDONE = QBrush(QColor(128, 128, 128))
"""The brush of the undone steps' rows (after the current point, still to be redone)."""


def _row(text: str, undone: bool = False) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    item.setToolTip(text)
    if undone:
        item.setForeground(UNDONE)
    return item


class HistoryModel(QStandardItemModel):
    """Rows: the empty label, then the text of each command on ``stack`` (kept in step incrementally).

    The rows are Qt's own items, so the list's layout and paint never call back into Python per row.
    ``synced`` is emitted each time the rows have caught up with the stack.
    """

    synced = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty history (no stack)."""
        super().__init__(parent)
        self.stack: QUndoStack | None = None
        self._commands: list[QUndoCommand] = []
        self._at = 0  # the stack's index when last seen: rows after it are the undone steps, drawn dimmed
        self._due = self._queued = False
        self._fallback = QTimer(self)  # in case no mat frame follows the step
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(100)
        self._fallback.timeout.connect(self.sync)
        self.appendRow(_row("<empty>"))

    @property
    def empty_label(self) -> str:
        """The text of the first row (the point before any step)."""
        return self.item(0).text()

    @empty_label.setter
    def empty_label(self, label: str) -> None:
        self.item(0).setText(label)

    def set_stack(self, stack: QUndoStack | None) -> None:
        """Follow ``stack`` (``None``: list nothing but the start); a full reset, once per stack."""
        if self.stack is not None:
            self.stack.indexChanged.disconnect(self._soon)
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset for the whole list, not a signal per row
        try:
            self.stack = stack
            self.removeRows(1, self.rowCount() - 1)
            self._commands = [stack.command(i) for i in range(stack.count())] if stack is not None else []
            self._at = stack.index() if stack is not None else 0
            rows = [_row(c.text(), i + 1 > self._at) for i, c in enumerate(self._commands)]
            if rows:
                self.invisibleRootItem().appendRows(rows)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()
        if stack is not None:
            stack.indexChanged.connect(self._soon)
        self.synced.emit()

    def _soon(self, _index: int = 0) -> None:
        if not self._due:
            self._due = True
            self._fallback.start()

    def caught_up(self) -> bool:
        """Whether the rows show the stack as it is (no step waits to be listed)."""
        return not self._due

    def after_frame(self, *_args: object) -> None:
        """The mat has painted a frame: catch up with the stack just after it (if a step is waiting)."""
        if self._due and not self._queued:
            self._queued = True
            QTimer.singleShot(0, self, self.sync)

    def sync(self) -> None:
        """Bring the rows in step with the stack: drop the rows it no longer holds, append the new ones,
        and dim the undone steps."""
        self._due = self._queued = False
        self._fallback.stop()
        stack = self.stack
        if stack is None:
            return
        count = stack.count()
        keep = self._shared_prefix(stack, count)
        if keep < len(self._commands):
            self.removeRows(keep + 1, len(self._commands) - keep)
            del self._commands[keep:]
        at, self._at = self._at, stack.index()
        if count > keep:
            fresh = [stack.command(i) for i in range(keep, count)]
            self._commands.extend(fresh)
            rows = [_row(c.text(), keep + 1 + i > self._at) for i, c in enumerate(fresh)]
            self.invisibleRootItem().insertRows(keep + 1, rows)  # one block: one signal, one relayout
        for row in range(min(at, self._at) + 1, min(max(at, self._at), keep) + 1):  # the mark moved over these
            self.item(row).setForeground(UNDONE if row > self._at else QBrush())
        self.synced.emit()

    def _shared_prefix(self, stack: QUndoStack, count: int) -> int:
        """How many leading commands the stack still shares with the rows (the stack only ever keeps a
        prefix of what it held, then adds): a binary search, so a step costs a few look-ups, not hundreds."""
        known = self._commands
        lo, hi = 0, min(len(known), count)
        if hi and stack.command(hi - 1) is known[hi - 1]:
            return hi
        while lo < hi:  # known[:lo] shared; known[hi:] not
            mid = (lo + hi) // 2
            if stack.command(mid) is known[mid]:
                lo = mid + 1
            else:
                hi = mid
        return lo


class HistoryView(QListView):
    """A list of the active stack's steps in ``group``; the current point is selected; a click goes there."""

    def __init__(self, group: QUndoGroup | None = None, parent: QWidget | None = None) -> None:
        """A view following ``group``'s active stack (or nothing, with ``None``)."""
        super().__init__(parent)
        self.history_model = HistoryModel(self)
        self.setModel(self.history_model)
        self.setUniformItemSizes(True)  # a step's layout is one row, not a pass over every row
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._group: QUndoGroup | None = None
        self._marking = False
        self.selectionModel().currentChanged.connect(self._picked)
        self.history_model.synced.connect(self._mark)
        self.setGroup(group)

    def group(self) -> QUndoGroup | None:
        """The group followed (``None`` while the panel is hidden)."""
        return self._group

    def setGroup(self, group: QUndoGroup | None) -> None:  # noqa: N802 - QUndoView's name
        """Follow ``group``'s active stack, or nothing."""
        if self._group is not None:
            self._group.activeStackChanged.disconnect(self.history_model.set_stack)
        self._group = group
        if group is not None:
            group.activeStackChanged.connect(self.history_model.set_stack)
        self.history_model.set_stack(group.activeStack() if group is not None else None)

    def setEmptyLabel(self, label: str) -> None:  # noqa: N802 - QUndoView's name
        """The text of the first row, the point before any step."""
        self.history_model.empty_label = label

    def _mark(self) -> None:
        """Select the row of the stack's current point (without walking the game there again)."""
        stack = self.history_model.stack
        index = self.history_model.index(stack.index() if stack is not None else 0, 0)
        if index == self.currentIndex() and self.selectionModel().isSelected(index):
            return
        self._marking = True
        try:
            self.selectionModel().setCurrentIndex(index, self.selectionModel().SelectionFlag.ClearAndSelect)
        finally:
            self._marking = False
        self.scrollTo(index)

    def _picked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        stack = self.history_model.stack
        if self._marking or stack is None or not current.isValid():
            return
        if stack.index() != current.row():
            stack.setIndex(current.row())
